// 不能攻击 / 不能移动 / 不能推动进度 (the forbid op): each game takes away only the actions its attacking cards have
// (卡灵时代 attack and move, SLCG attack and push, 光暗 出击), and only from those cards. One table with the pool
// (the profile's `forbid`, runtime/core/forbidden.ts forbidProblem), so what checks clean loads.
import type { Effect } from '../../../grammar/index.js';
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

export const forbidChecks: ValidationChecks = { Effect: [forbidAction, forbidTarget] };
