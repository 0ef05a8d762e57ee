// 不能攻击 / 不能移动 / 不能推动进度 (the forbid op): each game takes away only the actions its attacking cards have
// (卡灵时代 attack and move, SLCG attack and push, 光暗 出击), and only from those cards. One table with the pool
// (the profile's `forbid`, runtime/core/forbidden.ts forbidProblem), so what checks clean loads.
import type { Ability, Effect } from '../../../grammar/index.js';
import { abilityKind } from '../../ir/ability-kind.js';
import { META_RULE, SHORT_NAME } from '../ruleset-words.js';
import { check, type ValidationChecks } from './registry.js';

// KL-CB-01 / KL-MV-01, SLCG-CB-01 / SLCG-CB-08, GA-CB-01: an action the game's cards never take is refused (卡灵时代
// has no push, 光暗 no move).
const forbidAction = check<Effect>('CS2230', '', (e, ctx) => {
  if (e.op !== 'forbid' || !e.action || ctx.hasForeign(e.span)) return;
  const f = ctx.profile.forbid;
  if (f.actions[e.action]) return;
  ctx.report(e.verb.span, [e.verb.text, SHORT_NAME[ctx.ruleset], f.says.zh, f.says.en], META_RULE[ctx.ruleset]);
});

/** References that name a card in play (其, 自身, 那张卡灵, 攻击者); 那次攻击, 该效果 … name no card. */
const CARD_REFS: ReadonlySet<string> = new Set(['self', 'it', 'trigger', 'attacker']);

// The same rules: only the game's attacking cards attack, move or push; a player, a device or an area does not. A
// reference to a card (其, 自身, 那张卡灵) is the card it names. With a side only (令对方不能攻击), the fix names that
// side's cards.
const forbidTarget = check<Effect>('CS2231', '', (e, ctx) => {
  const t = e.target;
  if (e.op !== 'forbid' || !t || (t.ref && CARD_REFS.has(t.ref)) || ctx.hasForeign(e.span)) return;
  const f = ctx.profile.forbid;
  if (!t.ref && t.cardKind && f.kinds.includes(t.cardKind)) return;
  const rule = (e.action && f.actions[e.action]) || META_RULE[ctx.ruleset];
  const word = f.cards.zh.split('和')[0];
  const fixes =
    !t.cardKind && t.side
      ? [
          {
            title: `改为“${ctx.textOf(t.span)}${word}”`,
            titleEn: `name the cards: ${ctx.textOf(t.span)}${word}`,
            edits: [{ span: { start: t.span.end, end: t.span.end }, newText: word }],
          },
        ]
      : undefined;
  ctx.report(
    t.span,
    [ctx.textOf(e.span), SHORT_NAME[ctx.ruleset], f.cards.zh, ctx.textOf(t.span), f.example, f.cards.en],
    rule,
    fixes ? { fixes } : undefined,
  );
});

/** KL-CB-01 / KL-MV-02 / KL-CB-03: whether the action is taken by (attack, move) or done to (attacked) the target. */
const DONE_TO: ReadonlySet<string> = new Set(['attacked']);

// KL-EF-01: a 【启动】 effect is used in its controller's own 行动阶段 only, and the other player's 卡灵 attack and move
// only in theirs (KL-CB-01, KL-MV-02) — as they attack one's own only then (KL-CB-03). A ban on that ending with this
// turn (本回合, 直到回合结束, or none written) has ended before it could matter: a warning, with the fix 直到对方回合结束
// when no duration is written.
const forbidUnseen = check<Ability>('CS2240', 'KL-EF-01', (a, ctx) => {
  if (ctx.ruleset !== 'kaling' || !ctx.type.name) return;
  const card = {
    ruleset: ctx.ruleset,
    type: ctx.type.name,
    continuous: ctx.type.continuous,
    marks: ctx.marks.map((m) => m.id),
  };
  if (abilityKind(card, a) !== 'start') return;
  for (const e of a.effects) {
    if (e.op !== 'forbid' || !e.action || !e.target || e.duration === 'endOfOpponentTurn' || ctx.hasForeign(e.span))
      continue;
    // An action the game lacks (CS2230) or a target that takes none (CS2231) is told once, there.
    if (!ctx.profile.forbid.actions[e.action] || !(e.target.ref || e.target.cardKind)) continue;
    const own = e.target.ref === 'self' || e.target.side === 'self';
    const foe = e.target.side === 'opponent';
    if (!(DONE_TO.has(e.action) ? own : foe)) continue;
    const what = DONE_TO.has(e.action)
      ? { zh: '对方卡灵的攻击', en: "the other player's 卡灵 attacking" }
      : e.action === 'move'
        ? { zh: '对方卡灵的移动', en: "the other player's 卡灵 moving" }
        : { zh: '对方卡灵的攻击', en: "the other player's 卡灵 attacking" };
    const fixes = e.duration
      ? undefined
      : [
          {
            title: '在前面加上“直到对方回合结束”',
            titleEn: 'insert 直到对方回合结束 before it',
            edits: [{ span: { start: e.verb.span.start, end: e.verb.span.start }, newText: '直到对方回合结束' }],
          },
        ];
    ctx.report(e.span, [ctx.textOf(e.span), what.zh, e.verb.text, what.en], 'KL-EF-01', fixes ? { fixes } : undefined);
  }
});

export const forbidChecks: ValidationChecks = { Effect: [forbidAction, forbidTarget], Ability: [forbidUnseen] };
