// Checks of every ruleset: words of other games, the type line and its marks, fields per card type,
// numbers in range, limits, effects the runtime runs, and text the IR can carry whole.
import {
  allowedIn,
  entryOf,
  VOCAB_BY_ID,
  lex,
  ON_CARDS,
  type RulesetId,
  type Target,
  type Ability,
  type Condition,
  type Effect,
  type Field,
  type Span,
} from '../../../grammar/index.js';
import { abilityKind } from '../../ir/ability-kind.js';
import { playerSubject } from '../../ir/lower.js';
import { fieldPresence, FIELD_LABELS, type FieldId } from '../../../runtime/profiles/index.js';
import { PART_LABEL, unlowered } from '../../ir/coverage.js';
import type { CheckContext } from '../context.js';
import { foreignWord, foreignWords, LIMIT_INSTEAD, limitEntry, META_RULE, SHORT_NAME } from '../ruleset-words.js';
import { fromVerb, partHint } from '../part-hints.js';
import { rulesetsWithOp, hasRuntimeOp } from '../runtime-ops.js';
import { startedByAttack } from '../attack-started.js';
import { markOffTypeLine } from './type-line-marks.js';
import { check, type ValidationChecks } from './registry.js';

/** Type names in English, for messages. */
const TYPE_EN: Readonly<Record<string, string>> = {
  发生: '发生 (event)',
  角色: '角色 (character)',
  场景: '场景 (scene)',
  卡灵: '卡灵',
  战术: '战术 (tactic)',
  设备: '设备 (device)',
  召唤物: '召唤物 (summon)',
  普通: '普通 (normal)',
  响应: '响应 (response)',
  反制: '反制 (counter)',
};

export const typeEn = (t: string): string => TYPE_EN[t] ?? t;

export interface Bound {
  min: number;
  max?: number;
  rule: string;
  why?: { zh: string; en: string };
}

/** CS2004 when `value` is outside `b` (the running check must have code CS2004). */
export function outOfRange(ctx: CheckContext, label: string, value: number, span: Span, b: Bound): void {
  if (value >= b.min && (b.max === undefined || value <= b.max)) return;
  const r = b.max === undefined ? `≥ ${b.min}` : `${b.min}–${b.max}`;
  ctx.report(span, [label, value, b.why ? `${r}（${b.why.zh}）` : r, b.why ? `${r} (${b.why.en})` : r], b.rule);
}

// The ruleset's META rule: a word that belongs to another game (rule from the reason table).
const foreignWordsCheck = check<null>('CS2001', '', (_n, ctx) => {
  for (const w of foreignWords(ctx.card, ctx.text, ctx.ruleset)) {
    const fixes = w.instead
      ? [
          {
            title: `改为“${w.instead}”`,
            titleEn: `replace with "${w.instead}"`,
            edits: [{ span: w.span, newText: w.instead }],
          },
        ]
      : [];
    ctx.foreign.push(w.span);
    ctx.report(w.span, w.args, w.rule, { fixes });
  }
});

// SLCG-CT-01 / KL-CT-01 / GA-CT-02: a card has exactly one type.
const oneType = check<null>('CS2019', '', (_n, ctx) => {
  const main = ctx.type.main;
  if (main.length > 1) ctx.report(main[1].span, [main.map((k) => k.text).join('、')], ctx.profile.rule);
});

// SLCG-CT-06/07, KL-CT-01, GA-KW-01..04: a mark only on the card types that carry it (rule from the profile).
const marksOfType = check<null>('CS2007', '', (_n, ctx) => {
  const t = ctx.type;
  if (!t.profile) return;
  for (const m of ctx.marks) {
    const mp = ctx.profile.marks.find((x) => x.id === m.id);
    if (mp && t.profile.marks.includes(m.id)) continue;
    ctx.report(m.span, [m.text, t.name, typeEn(t.name)], mp?.rule ?? ctx.profile.rule);
  }
});

// The card type's rule says which fields it prints (SLCG-CT-05/09/15, KL-CT-02..04, GA-CHR-03 …).
const fieldOfType = check<Field>('CS2002', '', (f, ctx) => {
  const type = ctx.type.profile;
  if (!type || !(f.id in FIELD_LABELS) || !ctx.allowed(f.id) || ctx.fields.get(f.id) !== f) return;
  if (fieldPresence(ctx.profile, type, f.id as FieldId, ctx.params) === 'forbidden')
    ctx.report(f.label.span, [f.label.text, type.zh, typeEn(type.zh)], type.rule);
});

/** Inserts `label：` on a line of its own after the card's last field line (as CS1013 inserts 类型：), to be filled in. */
export function insertField(label: string, ctx: CheckContext) {
  const last = ctx.card.fields.at(-1);
  const text = ctx.text;
  const after = last ? last.span.end : ctx.card.headerSpan.end;
  const nl = text.indexOf('\n', after);
  const at = nl < 0 ? text.length : text[nl - 1] === '\r' ? nl - 1 : nl;
  const lineStart = last ? text.lastIndexOf('\n', last.span.start - 1) + 1 : at;
  const indent = last ? /^[ \t\u3000]*/.exec(text.slice(lineStart))![0] || '  ' : '  ';
  return {
    title: `添加“${label}：”`,
    titleEn: `add "${label}："`,
    edits: [{ span: { start: at, end: at }, newText: `\n${indent}${label}：` }],
  };
}

// SLCG-CT-09, KL-CT-02, GA-CHR-03: a field the card type requires (a parameter default may make it optional). The fix
// adds the field's line for its value to be written. Not said beside an unknown field (CS1006, whose did-you-mean
// names the field): one typo, one diagnostic.
const requiredFields = check<null>('CS2003', '', (_n, ctx) => {
  const type = ctx.type.profile;
  if (!type || ctx.card.unknownFields) return;
  for (const id of Object.keys(type.fields) as FieldId[]) {
    if (ctx.fields.has(id) || fieldPresence(ctx.profile, type, id, ctx.params) !== 'required') continue;
    const label = FIELD_LABELS[id].zh;
    ctx.report(ctx.card.nameSpan, [label, type.zh, typeEn(type.zh)], type.rule, {
      fixes: [insertField(label, ctx)],
    });
  }
});

/** The range of each printed number, from the card's parameters (one small function per field: most fields have none). */
const FIELD_BOUNDS: Readonly<Record<string, (ctx: CheckContext) => Bound>> = {
  // SLCG-DK-02: 投入 is copies per deck; SLCG-DK-01: a deck holds at most deckMax cards.
  copies: (ctx) => {
    const deckMax = ctx.param('deckMax');
    return {
      min: 1,
      max: deckMax,
      rule: 'SLCG-DK-02',
      why: { zh: `卡组最多 ${deckMax} 张`, en: `a deck holds at most ${deckMax}` },
    };
  },
  // SLCG-CT-10: a character is destroyed once its damage reaches 常值, so 0 could never stay.
  value: () => ({ min: 1, rule: 'SLCG-CT-10' }),
  // KL-CT-02 / KL-SK-03: levels run 1–6.
  level: () => ({ min: 1, max: 6, rule: 'KL-CT-02' }),
  ap: () => ({ min: 0, rule: 'KL-CT-02' }),
  dp: () => ({ min: 0, rule: 'KL-CT-02' }),
  // KL-MV-02 on a 5×5 grid (KL-ZN-01): more than 4 steps leaves the field.
  sp: () => ({ min: 0, max: 4, rule: 'KL-MV-02', why: { zh: '战场是 5×5', en: 'the field is 5×5' } }),
  // KL-CT-05: a device at GP 0 is cleared.
  gp: () => ({ min: 1, rule: 'KL-CT-05' }),
  // GA-RES-07: 光暗值 is capped; a higher requirement can never be met.
  lightDark: (ctx) => {
    const max = ctx.param('maxLightDark');
    return { min: 0, max, rule: 'GA-RES-07', why: { zh: `光暗值上限 ${max}`, en: `光暗值 is capped at ${max}` } };
  },
  // GA-RES-02: stamina is capped; a dearer card can never be paid.
  stamina: (ctx) => {
    const max = ctx.param('maxStamina');
    return { min: 0, max, rule: 'GA-RES-02', why: { zh: `体力上限 ${max}`, en: `stamina is capped at ${max}` } };
  },
  hp: () => ({ min: 1, rule: 'GA-CHR-03' }),
  atk: () => ({ min: 0, rule: 'GA-CHR-03' }),
};

// Printed numbers within what the game allows (rule per field, above).
const fieldNumbers = check<Field>('CS2004', '', (f, ctx) => {
  const bound = FIELD_BOUNDS[f.id];
  if (
    !bound ||
    (f.value.kind !== 'Number' && f.value.kind !== 'Value') ||
    !ctx.allowed(f.id) ||
    ctx.fields.get(f.id) !== f
  )
    return;
  outOfRange(ctx, f.label.text, f.value.value, f.value.span, bound(ctx));
});

/** What a condition's stat can reach (rule per stat). */
const CONDITION_CAPS: Readonly<Record<string, (ctx: CheckContext) => Bound | undefined>> = {
  // SLCG-ZN-07: the track runs 0..victoryTarget.
  victory: (ctx) => ({ min: 0, max: ctx.param('victoryTarget'), rule: 'SLCG-ZN-07' }),
  // SLCG-TRM-01: 创伤 counts up to lifeCards.
  trauma: (ctx) => ({ min: 0, max: ctx.param('lifeCards'), rule: 'SLCG-TRM-01' }),
  lightDark: (ctx) => ({ min: 0, max: ctx.param('maxLightDark'), rule: 'GA-RES-07' }),
  level: () => ({ min: 1, max: 6, rule: 'KL-CT-02' }),
};

const conditionRange = check<Condition>('CS2004', '', (c, ctx) => {
  const b = CONDITION_CAPS[c.subject]?.(ctx);
  if (b) outOfRange(ctx, c.subjectWord.text, c.value, c.span, b);
});

/** Whether the span stands inside an open 【 or （ on its line (a limit that shares its brackets with another). */
function sharesBracket(span: Span, text: string): boolean {
  const before = text.slice(text.lastIndexOf('\n', span.start - 1) + 1, span.start);
  const open = Math.max(before.lastIndexOf('【'), before.lastIndexOf('（'), before.lastIndexOf('('));
  return open > Math.max(before.lastIndexOf('】'), before.lastIndexOf('）'), before.lastIndexOf(')'));
}

// KL-LIM-01..05: 回N 场N 限N 极N are 卡灵时代 limits; elsewhere they are words of another game.
const limitWords = check(
  'CS2001',
  '',
  (a: { limits: { text: string; span: Span; scope: string; count: number }[] }, ctx) => {
    for (const l of a.limits) {
      const le = limitEntry(l.text);
      if (!le || allowedIn(le, ctx.ruleset)) continue;
      const w = foreignWord(l.text, l.span, le, ctx.ruleset, 'limitToken');
      // The game's own way to say the same limit, where it has one (SLCG 回1 = 【一回合一次】).
      // Not inside a bracket it shares with other limits (【回1限1】): the replacement would nest brackets.
      const instead = !sharesBracket(l.span, ctx.text) && LIMIT_INSTEAD[ctx.ruleset]?.[`${l.scope}${l.count}`];
      const fixes = instead
        ? [{ title: `改为${instead}`, titleEn: `replace with ${instead}`, edits: [{ span: l.span, newText: instead }] }]
        : [];
      ctx.report(w.span, w.args, w.rule, { fixes });
    }
  },
);

/** How each game pays for an ability instead of 费用N (CS2044): the reason, its rule, and 卡灵时代's word for the fix. */
const COST_WORD: Readonly<Record<string, { zh: string; en: string; rule: string; instead?: string }>> = {
  kaling: {
    zh: '卡灵时代的效果代价写作“耗能N”（“费用”是SLCG卡牌的费用字段）',
    en: '卡灵时代 effects cost 耗能N (费用 is the SLCG card-cost field)',
    rule: 'KL-RES-04',
    instead: '耗能',
  },
  slcg: {
    zh: 'SLCG 的能力不支付能量，卡牌本身的费用写在“费用：N”一行',
    en: "SLCG abilities pay no energy; a card's own cost is the line 费用：N",
    rule: 'SLCG-CT-02',
  },
  guangan: {
    zh: '光暗的能力不支付能量，卡牌消耗的体力写在“体力：N”一行',
    en: "光暗 abilities pay no energy; a card's stamina cost is the line 体力：N",
    rule: 'GA-RES-04',
  },
};

// KL-RES-04 / SLCG-CT-02 / GA-RES-04: 费用N at the head of an ability is a cost written with the SLCG card-cost
// field's word; 卡灵时代's is 耗能N (the fix), the other games' abilities pay no energy.
const costWord = check<Ability>('CS2044', '', (a, ctx) => {
  const how = COST_WORD[ctx.ruleset];
  for (const c of a.costs) {
    if (!c.word) continue;
    const written = ctx.textOf(c.span);
    const fixed = how.instead && written.replace(c.word.text, how.instead);
    const fixes = fixed
      ? [{ title: `改为“${fixed}”`, titleEn: `replace with "${fixed}"`, edits: [{ span: c.span, newText: fixed }] }]
      : [];
    ctx.report(c.span, [written, how.zh, how.en], how.rule, { fixes });
  }
});

// KL-LIM-05: a limit counts uses; 回0 would forbid the ability outright.
const limitCount = check('CS2005', 'KL-LIM-05', (a: { limits: { text: string; count: number; span: Span }[] }, ctx) => {
  for (const l of a.limits) {
    const le = limitEntry(l.text);
    if (le && !allowedIn(le, ctx.ruleset)) continue;
    if (l.count < 1) ctx.report(l.span, [l.text]);
  }
});

// The ruleset's META rule: an effect this game's runtime does not run (its op registry, runtime-ops.ts).
const runtimeOp = check<Effect>('CS2014', '', (e, ctx) => {
  // A word of another game in the effect (回复1点创伤 in 光暗: 创伤) already says it, once (CS2001).
  if (!ctx.allowed(e.verb.id) || hasRuntimeOp(ctx.ruleset, e.op) || ctx.hasForeign(e.span)) return;
  const owners = rulesetsWithOp(e.op).map((r) => SHORT_NAME[r]);
  const notes = owners.length
    ? [{ zh: `这个效果属于：${owners.join('、')}`, en: `this effect belongs to: ${owners.join(', ')}` }]
    : [];
  // The effect as the designer wrote it (该伤害-1), not the op's name.
  const said = ctx.textOf(e.span);
  ctx.report(e.span, [said, SHORT_NAME[ctx.ruleset], SHORT_NAME[ctx.ruleset]], META_RULE[ctx.ruleset], { notes });
});

// SLCG-TX-05 / GA-CB-04 / KL-CB-06: damage of 0 deals nothing.
const DAMAGE_RULE = { slcg: 'SLCG-TX-05', guangan: 'GA-CB-04', kaling: 'KL-CB-06' } as const;
// Drawing 0 cards draws nothing (SLCG-TRN-05, KL-TX-04, GA-SU-03); SLCG-TRM-04 heal; GA-CB-07 recover.
const DRAW_RULE = { slcg: 'SLCG-TRN-05', kaling: 'KL-TX-04', guangan: 'GA-SU-03' } as const;

const amountAtLeastOne = check<Effect>('CS2004', '', (e, ctx) => {
  if (e.amount === undefined) return;
  if (e.op === 'damage') outOfRange(ctx, e.verb.text, e.amount, e.span, { min: 1, rule: DAMAGE_RULE[ctx.ruleset] });
  else if (e.op === 'draw') outOfRange(ctx, e.verb.text, e.amount, e.span, { min: 1, rule: DRAW_RULE[ctx.ruleset] });
  else if (e.op === 'heal') outOfRange(ctx, e.verb.text, e.amount, e.span, { min: 1, rule: 'SLCG-TRM-04' });
  else if (e.op === 'recover') outOfRange(ctx, e.verb.text, e.amount, e.span, { min: 1, rule: 'GA-CB-07' });
  // GA-CHR-06: a seal of 0 turns would end before it began.
  else if (e.op === 'seal') outOfRange(ctx, `${e.verb.text}…回合`, e.amount, e.span, { min: 1, rule: 'GA-CHR-06' });
});

// KL-RES-05 (kaling) / the ruleset's META rule: a stat change of 0 does nothing.
const ZERO_RULE = { slcg: 'SLCG-META-01', guangan: 'GA-META-01', kaling: 'KL-RES-05' } as const;

const zeroChange = check<Effect>('CS2030', '', (e, ctx) => {
  if (e.op === 'modifyStat' && e.amount === 0) ctx.report(e.span, [], ZERO_RULE[ctx.ruleset]);
});

// The ruleset's META rule: text the checker accepts compiles to what it says (compiler/ir/coverage.ts).
// The message says what to write instead (part-hints.ts), with a fix where one rewrite is obvious.
const lossless = check<Effect>('CS2036', '', (e, ctx) => {
  const text = ctx.textOf(e.span);
  for (const p of unlowered(e)) {
    const l = PART_LABEL[p];
    const h = partHint(e, p, fromVerb(ctx.text, e), text);
    const fixes = h.newText
      ? [
          {
            title: `改为“${h.newText}”`,
            titleEn: `replace with "${h.newText}"`,
            edits: [{ span: e.span, newText: h.newText }],
          },
        ]
      : [];
    ctx.report(e.span, [text, l.zh, h.zh, l.en, h.en], h.rule ?? META_RULE[ctx.ruleset], { fixes });
  }
});

/** The ability's kind (ir/ability-kind.ts) on the card being checked; its type has a name (callers check). */
function kindOf(a: Ability, ctx: CheckContext): ReturnType<typeof abilityKind> {
  const card = {
    ruleset: ctx.ruleset,
    type: ctx.type.name!,
    continuous: ctx.type.continuous,
    marks: ctx.marks.map((m) => m.id),
  };
  return abilityKind(card, a);
}

// What a standing line may hold is its profile's (`standing`, the list the runtime's pools read too): an effect the
// runtime would never apply while the card is in play is an error, not text that silently does nothing.
const standingEffects = check<Ability>('CS2039', '', (a, ctx) => {
  const st = ctx.profile.standing;
  // Without a known type the kind is unknown too (the type line has its own error).
  if (!st || a.variant || !ctx.type.name) return;
  if (kindOf(a, ctx) !== st.kind) return;
  // A character's one-shot text is most often meant for its entering (SLCG-TX-01).
  const at = { start: a.span.start, end: a.span.start };
  const fixes =
    ctx.type.name === '角色'
      ? [{ title: '加上【登场时】', titleEn: 'insert 【登场时】', edits: [{ span: at, newText: '【登场时】' }] }]
      : [];
  for (const e of a.effects) {
    const keyword = e.op === 'grantKeyword' ? e.keyword?.op : undefined;
    if (st.ops.includes(e.op) && (keyword === undefined || !st.keywords || st.keywords.includes(keyword))) continue;
    ctx.report(e.span, [ctx.textOf(e.span), st.line.zh, st.says.zh, st.line.en, st.says.en], st.rule, { fixes });
  }
});

/** Ops that act on a card (or area): written without a target, the IR's target is the card itself (ir/lower.ts);
 * 弃 too, whose cards come from a hand. */
const CARD_TARGET_OPS: ReadonlySet<string> = new Set([...ON_CARDS, 'discard']);

/** Whether the effect's target is the card itself only because the text names none (获得【迅捷】 reads as 自身). */
function implicitTarget(e: Effect): boolean {
  const t = e.target;
  return !t || (t.ref === 'self' && t.span.start === e.verb.span.start && t.span.end === e.verb.span.end);
}

/** Per ruleset: the card types that may be their own target, and what to write instead (the fix inserts it before the verb). */
export interface SelfTargets {
  /** Types whose card is on the field to be acted on (a 角色, a 卡灵 …). */
  types: readonly string[];
  /** Types a damage effect may hit itself on (characters), when they differ. */
  damageTypes: readonly string[];
  /** Inserted before the verb: 对一个对方角色 (damage), 令一个己方角色 (every other op). */
  damageTarget: string;
  ownTarget: string;
}

/**
 * SLCG-TG-01 / KL-TG-01 / GA-META-01: an effect on a card whose text names no target acts on the card itself; where
 * the card is not on the field to be acted on (a 发生 or 战术 card, damage to a 场景) it would do nothing.
 */
export const implicitSelf = (rule: string, s: SelfTargets) =>
  check<Effect>('CS2040', rule, (e, ctx) => {
    const type = ctx.type.name;
    if (!type || e.replaces || !CARD_TARGET_OPS.has(e.op) || !implicitTarget(e)) return;
    // A player stat is CS2041's, not a card's.
    if (e.op === 'modifyStat' && !ctx.profile.cardStats.includes(e.stat ?? '')) return;
    const damage = e.op === 'damage';
    if ((damage ? s.damageTypes : s.types).includes(type)) return;
    const insert = damage ? s.damageTarget : s.ownTarget;
    const at = { start: e.verb.span.start, end: e.verb.span.start };
    const fixes = [{ title: `加上“${insert}”`, titleEn: `insert "${insert}"`, edits: [{ span: at, newText: insert }] }];
    const example = insert + ctx.text.slice(e.verb.span.start, e.span.end);
    ctx.report(e.span, [ctx.textOf(e.span), type, example, typeEn(type)], rule, { fixes });
  });

/** The rule of references (其, 该角色, 那张卡灵) per ruleset. */
const REF_RULE: Readonly<Record<RulesetId, string>> = { slcg: 'SLCG-TG-01', kaling: 'KL-TG-01', guangan: 'GA-META-01' };

/** Ability kinds whose link never has a trigger's subject: used by choice, or standing (without 当…时). */
const NO_SUBJECT_KINDS: ReadonlySet<string> = new Set(['activated', 'action', 'start', 'instant', 'static', 'eternal']);

/**
 * Whether an effect names cards itself (not a reference, not a player): what a 其 after it may name. 召唤「X」 and
 * 超越降临「X」 name the instances they bring into play (GA-CHR-08, KL-SUM-03).
 */
function namesCards(e: Effect): boolean {
  if (e.op === 'summon' || e.op === 'overSummon') return true;
  const t = e.target;
  return !!t && !t.ref && t.cardKind !== 'player' && !(t.side && !t.cardKind && t.count === undefined);
}

// SLCG-TG-01 / KL-TG-01 / GA-META-01: 其 / 该角色 / 那张卡灵 name what an effect before them named, else the subject of
// the event that started the ability (当…时, a 突发 card's or a 响应 card's answer). An ability used by choice, a
// standing line or the text of a card that answers nothing has no such subject: with nothing named before it, the
// reference would name nothing, and the effect would silently do nothing.
// SLCG-CB-04 / KL-CB-04: 攻击者 is the attacking card of the attack that woke the ability; any other ability has no
// attack to name, and the effect would silently do nothing.
/** The attack rules each game's attack checks cite (the card's own game's). */
const ATTACK_RULE = { slcg: 'SLCG-CB-04', kaling: 'KL-CB-04', guangan: 'GA-CB-01' } as const;
const TARGET_RULE = { slcg: 'SLCG-CB-02', kaling: 'KL-CB-02', guangan: 'GA-CB-01' } as const;

/** What CS2140 suggests naming instead of 攻击者: a card of the other side. */
const ATTACKER_INSTEAD = { slcg: '一个对方角色', kaling: '一张对方卡灵', guangan: '一个对方角色' } as const;
/**
 * Where damage is dealt to players only (卡灵时代, KL-SU-04: a 卡灵 would be CS2070), the target of 对攻击者造成N点伤害
 * instead: the player of the other side, whose cards attack. One rewrite that makes the line right, so it is the fix;
 * the note says why a card will not do even in an attack's ability.
 */
const DAMAGED_INSTEAD: Partial<Record<RulesetId, { player: string; zh: string; en: string }>> = {
  kaling: {
    player: '对方玩家',
    zh: '卡灵时代的伤害只对玩家造成（卡灵没有生命值），所以即使在【被攻击时】也写“对对方玩家造成N点伤害”',
    en: 'in 卡灵时代 damage is dealt to players only (a 卡灵 has no HP): even under 【被攻击时】 write 对对方玩家造成N点伤害',
  },
};

const attackerWithoutAttack = check<Ability>('CS2140', '', (a, ctx) => {
  if (startedByAttack(ctx.card, a)) return;
  for (const e of a.effects)
    for (const t of [e.target, e.to]) {
      if (t?.ref !== 'attacker') continue;
      const dmg = e.op === 'damage' && t === e.target ? DAMAGED_INSTEAD[ctx.ruleset] : undefined;
      const instead = dmg?.player ?? ATTACKER_INSTEAD[ctx.ruleset];
      const fixes = dmg
        ? [
            {
              title: `改为“${instead}”`,
              titleEn: `replace with "${instead}"`,
              edits: [{ span: t.span, newText: instead }],
            },
          ]
        : [];
      const notes = dmg ? [{ zh: dmg.zh, en: dmg.en }] : [];
      ctx.report(t.span, [ctx.textOf(t.span), instead], ATTACK_RULE[ctx.ruleset], { fixes, notes });
    }
  // 若攻击者常值≥3 in such an ability asks about no card: never true (no fix: a condition on 一个对方角色 means nothing).
  const seen = new Set<Condition>();
  for (const e of a.effects)
    for (let c = e.condition; c && !seen.has(c); c = undefined) {
      seen.add(c);
      for (const part of [c, ...(c.also?.conditions ?? [])])
        if (part.target?.ref === 'attacker')
          ctx.report(
            part.target.span,
            [ctx.textOf(part.target.span), ATTACKER_INSTEAD[ctx.ruleset]],
            ATTACK_RULE[ctx.ruleset],
          );
    }
});

// SLCG-CB-02 / KL-CB-02 / GA-CB-01: 当X攻击Y时 is the attack on Y (event 'attacked', subject Y). An attack is always
// on the other side's cards, so X's side says nothing more; whatever else X says would not be judged.
const attackerSaysMore = check<Ability>('CS2141', '', (a, ctx) => {
  const x = a.trigger?.attacker;
  const y = a.trigger?.subject;
  if (!x) return;
  const sameSide = !!y?.side && y.side !== 'both' && x.side === y.side;
  const more =
    x.ref || x.count !== undefined || x.filters.length || x.zone || x.range || x.directions?.length || x.name;
  if (more || sameSide || x.cardKind === 'player') ctx.report(x.span, [ctx.textOf(x.span)], TARGET_RULE[ctx.ruleset]);
});

// A trigger whose subject is this card (当此卡X时, or the bracket timing 【X时】 that is it) on an event no card has: the
// runtimes tell a turn's start or end, a push, a 创伤 and 濒死 of a player, without a card (SLCG-TX-04, SLCG-CB-08,
// SLCG-TRM-01, SLCG-TRM-02), so 此卡 never matches and the ability would never trigger. Fix: the player's event, 己方.
const PLAYER_EVENTS: Readonly<Record<string, string>> = {
  turnStart: 'SLCG-TX-04',
  turnEnd: 'SLCG-TX-04',
  pushed: 'SLCG-CB-08',
  trauma: 'SLCG-TRM-01',
  dying: 'SLCG-TRM-02',
};
const PLAYER_EVENT_RULE: Readonly<Record<RulesetId, string>> = {
  slcg: 'SLCG-TX-04',
  guangan: 'GA-TRN-01',
  kaling: 'KL-TRN-01',
};
const thisCardOnPlayerEvent = check<Ability>('CS2181', '', (a, ctx) => {
  const t = a.trigger;
  if (!t || t.subject?.ref !== 'self' || !(t.event in PLAYER_EVENTS) || ctx.hasForeign(t.span)) return;
  // The event as written, from its word to the trigger's end (受到创伤), without 时 (and the bracket of 【进入濒死时】).
  const word = ctx
    .textOf({ start: t.eventWord.span.start, end: t.span.end })
    .replace(/】$/, '')
    .replace(/[时時]$/, '');
  const instead = `当己方${word}时`;
  const fixes = [
    { title: `改为“${instead}”`, titleEn: `change to "${instead}"`, edits: [{ span: t.span, newText: instead }] },
  ];
  const rule = ctx.ruleset === 'slcg' ? PLAYER_EVENTS[t.event] : PLAYER_EVENT_RULE[ctx.ruleset];
  ctx.report(t.span, [ctx.textOf(t.span), word, instead], rule, { fixes });
});

// 当X攻击Y时 names two cards: its event is Y's, so 那个角色 / 其 with nothing before it would name Y, though the sentence
// reads as X's; the designer says which (攻击者, or 当Y被攻击时).
const ambiguousAttackRef = check<Ability>('CS2142', '', (a, ctx) => {
  if (!a.trigger?.attacker) return;
  let named = false;
  for (const e of a.effects) {
    for (const t of [e.target, e.to]) {
      // 那张卡灵上方 (KL-TG-02..05) is measured from the card the reference names: the same question.
      const ref = t?.ref ?? t?.rangeFrom?.ref;
      if (!t || t.chosen || !(ref === 'trigger' || (ref === 'it' && !named))) continue;
      ctx.report(t.span, [ctx.textOf(t.span)], ATTACK_RULE[ctx.ruleset]);
    }
    if (namesCards(e)) named = true;
  }
});

/**
 * Whether no card's event starts this ability, so nothing is the trigger's subject: an ability used by choice, a
 * standing line, a 发生 (not 突发), 普通 or 战术 card's text (SLCG-TG-01, KL-TG-01).
 */
function answersNoEvent(a: Ability, ctx: CheckContext): boolean {
  if (a.trigger || a.timing || !ctx.type.name) return false;
  // GA-RES-09: a 【光明】/【黑暗】 line is its base line, enhanced: it answers what the base line answers.
  if (a.variant) {
    const before = ctx.card.abilities.slice(0, ctx.card.abilities.indexOf(a)).filter((b) => !b.variant);
    const base = before[before.length - 1];
    if (base?.trigger || base?.timing) return false;
  }
  const kind = kindOf(a, ctx);
  const answersNothing =
    kind === 'play' &&
    ((ctx.ruleset === 'slcg' && !ctx.marks.some((m) => m.id === 'burst')) ||
      (ctx.ruleset === 'guangan' && ctx.type.name === '普通') ||
      ctx.ruleset === 'kaling');
  return NO_SUBJECT_KINDS.has(kind) || answersNothing;
}

/**
 * The references of an ability no event starts, each with whether an effect before it named cards: effect targets
 * and the cards a 若 asks about (若那个角色已横置; 若其… with nothing named before it is CS1083 already).
 */
function refsWithoutEvent(a: Ability, ctx: CheckContext): { t: Target; named: boolean }[] {
  if (!answersNoEvent(a, ctx)) return [];
  const out: { t: Target; named: boolean }[] = [];
  let named = false;
  for (const e of a.effects) {
    for (const t of [e.target, e.to]) {
      if (t && !t.chosen && (t.ref === 'it' || t.ref === 'trigger')) out.push({ t, named });
      // 其上方 / 那张卡灵O1范围内 (KL-TG-02..05): the card the range is measured from is the reference's.
      const from = t?.rangeFrom;
      if (t && from && (from.ref === 'it' || from.ref === 'trigger'))
        out.push({ t: { ...t, ref: from.ref, span: from.span }, named });
    }
    for (const c of conditionsOf(e.condition)) {
      if (c.target?.ref === 'trigger') out.push({ t: c.target, named });
      const from = c.target?.rangeFrom;
      if (c.target && from?.ref === 'trigger') out.push({ t: { ...c.target, ref: from.ref, span: from.span }, named });
    }
    if (namesCards(e)) named = true;
  }
  return out;
}

const refExample = (ctx: CheckContext) => (ctx.ruleset === 'kaling' ? '一张对方卡灵' : '一个对方角色');

// 其 / 该X with no card named before them, or 那个X, in an ability no event starts: they name nothing.
const danglingRef = check<Ability>('CS2113', '', (a, ctx) => {
  for (const { t } of refsWithoutEvent(a, ctx).filter((r) => !r.named))
    ctx.report(t.span, [ctx.textOf(t.span), refExample(ctx)], REF_RULE[ctx.ruleset]);
});

// 那个X after an effect that named a card, in an ability no event starts: 那个X is always the trigger's subject (the
// card named before it is 其 / 该X), and there is none. 其 after a named card names it, as it reads.
const thatAfterNamed = check<Ability>('CS2174', '', (a, ctx) => {
  for (const { t } of refsWithoutEvent(a, ctx).filter((r) => r.named && r.t.ref === 'trigger')) {
    const word = /^(?:那个|那張|那张|那個)(?:角色|卡灵|卡靈|卡牌|卡)/.exec(ctx.textOf(t.span))?.[0];
    const fixes = word
      ? [
          {
            title: `把“${word}”改为“其”`,
            titleEn: `replace ${word} with 其`,
            edits: [{ span: { start: t.span.start, end: t.span.start + word.length }, newText: '其' }],
          },
        ]
      : [];
    ctx.report(t.span, [ctx.textOf(t.span)], REF_RULE[ctx.ruleset], { fixes });
  }
});

/** A condition and the conditions joined to it (若A且B): each part. */
function conditionsOf(c: Condition | undefined): Condition[] {
  return c ? [c, ...(c.also?.conditions.flatMap(conditionsOf) ?? [])] : [];
}

/** How a player's number is changed instead, per stat (CS2041). */
function statHint(e: Effect, ctx: CheckContext): { zh: string; en: string; newText?: string } {
  const n = Math.abs(e.amount ?? 1);
  const up = (e.amount ?? 1) > 0;
  const opp = e.target?.side === 'opponent';
  const make = opp ? '令对方' : '';
  if (e.stat === 'trauma') {
    const newText = up ? `${make}受到${n}点创伤` : opp ? undefined : `治愈${n}点创伤`;
    return { zh: '创伤写作“受到N点创伤”或“治愈N点创伤”', en: 'write 受到N点创伤 or 治愈N点创伤', newText };
  }
  if (e.stat === 'hand') return { zh: '手牌写作“抽N张卡”或“弃N张手牌”', en: 'write 抽N张卡 or 弃N张手牌' };
  const res = ctx.profile.resources.find((r) => r.id === e.stat);
  if (res) {
    const newText = `${make}${up ? '获得' : '失去'}${n}点${res.zh}`;
    return { zh: `${res.zh}写作“获得N点${res.zh}”或“失去N点${res.zh}”`, en: `write 获得/失去N点${res.zh}`, newText };
  }
  return { zh: '这个数值不能这样改变', en: 'this value cannot be changed this way' };
}

// The ruleset's META rule: a modifyStat the runtime keeps is a card's value (profile `cardStats`, the list the pool
// reads); 创伤+1 or 能量+1 would be accepted and do nothing.
const playerStatChange = check<Effect>('CS2041', '', (e, ctx) => {
  if (e.op !== 'modifyStat' || !e.stat || !ctx.allowed(e.verb.id)) return;
  if (ctx.profile.cardStats.includes(ctx.profile.cardStatAliases?.[e.stat] ?? e.stat)) return;
  const h = statHint(e, ctx);
  const fixes = h.newText
    ? [
        {
          title: `改为“${h.newText}”`,
          titleEn: `replace with "${h.newText}"`,
          edits: [{ span: e.span, newText: h.newText }],
        },
      ]
    : [];
  ctx.report(e.span, [ctx.textOf(e.span), e.verb.text, SHORT_NAME[ctx.ruleset], h.zh, h.en], META_RULE[ctx.ruleset], {
    fixes,
  });
});

// The ruleset's META rule: a card filter compares a value cards have (profile `filterStats`); 创伤2以下的角色 would
// compare 0 for every card, so the filter would silently take every card (以下) or none (以上).
const filterByNoCardValue = check<Target>('CS2054', '', (t, ctx) => {
  for (const f of t.filters) {
    if (f.filter !== 'stat' && f.filter !== 'extreme') continue;
    const stat = ctx.profile.cardStatAliases?.[f.stat] ?? f.stat;
    if (ctx.profile.filterStats.includes(stat) || ctx.hasForeign(f.span)) continue;
    const word = ctx
      .textOf(f.span)
      .replace(/[\s\d０-９≥≤<>=＞＜＝]|以[上下]|最[高低大小多少]|[零〇一二两兩三四五六七八九十百]/g, '');
    const values = ctx.profile.filterStats.map((id) => STAT_WORD[id] ?? id).join('、');
    ctx.report(f.span, [ctx.textOf(f.span), word, SHORT_NAME[ctx.ruleset], values], META_RULE[ctx.ruleset]);
  }
});

// The ruleset's META rule: a comparison condition reads a number of a player (profile `conditionStats`, what the
// runtime's conditionValue answers); 若己方常值≥3 would read 0, so it would never hold (or always, with ≤).
const conditionOnNoPlayerNumber = check<Condition>('CS2055', '', (c, ctx) => {
  if (c.subject === 'count' || c.target || ctx.hasForeign(c.subjectWord.span)) return;
  const subject = playerSubject(c.subject, ctx.ruleset);
  if (ctx.profile.conditionStats.includes(subject)) return;
  // 光暗 生命 is a player's 血量; 生命点数 is 卡灵时代's word for the same.
  const hp = ctx.profile.conditionStats.includes('hp');
  const numbers = ctx.profile.conditionStats
    .filter((id) => PLAYER_WORD[id] && !(hp && id === 'life'))
    .map((id) => PLAYER_WORD[id])
    .join('、');
  const word = c.subjectWord.text;
  const card = ctx.profile.filterStats.includes(subject);
  const kind = ctx.ruleset === 'kaling' ? '卡灵' : '角色';
  const example = card ? `若己方场上有${word}≥${c.value}的${kind}` : '';
  const hint = card
    ? {
        zh: `；卡牌的数值写在目标里，如“${example}”`,
        en: `; a card's value is compared in a target, e.g. "${example}"`,
      }
    : { zh: '', en: '' };
  ctx.report(
    c.span,
    [ctx.textOf(c.span), word, SHORT_NAME[ctx.ruleset], numbers, hint.zh, hint.en],
    META_RULE[ctx.ruleset],
  );
});

/** The word of each number of a player a condition may compare, for CS2055's list. */
const PLAYER_WORD: Readonly<Record<string, string>> = {
  victory: '胜利进度',
  trauma: '创伤',
  energy: '能量',
  extremeEnergy: '极动能',
  handSize: '手牌数',
  life: '生命点数',
  lightDark: '光暗值',
  stamina: '体力',
  hp: '生命',
  shield: '护盾',
};

/** The word of each value a filter may compare, for CS2054's list. */
const STAT_WORD: Readonly<Record<string, string>> = {
  value: '常值',
  cost: '费用',
  level: '等级',
  ap: 'AP',
  dp: 'DP',
  sp: 'SP',
  gp: 'GP',
  atk: '攻击',
  hp: '生命',
  lightDark: '光暗',
};

/** The rule saying whose cards a zone holds, per ruleset and zone (the field by default). */
const ZONE_RULE: Readonly<Record<RulesetId, Readonly<Record<string, string>>>> = {
  slcg: { hand: 'SLCG-ZN-08', deck: 'SLCG-ZN-04', discard: 'SLCG-ZN-05', field: 'SLCG-ZN-06' },
  kaling: { hand: 'KL-ZN-08', deck: 'KL-ZN-03', discard: 'KL-ZN-04', field: 'KL-ZN-01' },
  guangan: { hand: 'GA-ZN-01', deck: 'GA-ZN-01', discard: 'GA-ZN-01', field: 'GA-ZN-03' },
};

/** A zone's word in each game, for a zone the text names only through 从 (从己方弃区回归…). */
const ZONE_WORD: Readonly<Record<RulesetId, Readonly<Record<string, string>>>> = {
  slcg: { hand: '手牌', deck: '卡组', discard: '废牌区', field: '主要区域' },
  kaling: { hand: '手牌', deck: '卡组', discard: '弃区', field: '场上' },
  guangan: { hand: '手卡', deck: '卡组', discard: '弃牌区', field: '场上' },
};

// SLCG-ZN-05/06/08, KL-ZN-01/03/04/08, GA-ZN-01/03: the cards of a player's hand, deck, discard or field (场上; SLCG and
// 光暗 战场 too) are that player's, so 对方弃区的己方卡灵 or 己方场上的对方卡灵 names nothing. 卡灵时代 己方战场 / 对方战场
// are a player's two rows (KL-ZN-01), which hold either player's 卡灵: 对方战场的己方卡灵 is meaningful, lowered whole.
const zoneOwner = check<Target>('CS2100', '', (t, ctx) => {
  const zs = t.zoneSide;
  if (!zs || !t.side || zs === t.side || zs === 'both' || t.side === 'both' || ctx.hasForeign(t.span)) return;
  const rows = t.zone === 'battlefield' || t.zone === 'publicBattlefield';
  if (rows && ctx.ruleset === 'kaling') return;
  const zone = !t.zone || rows ? 'field' : t.zone;
  const word = t.zoneWord;
  const kalingField = ctx.ruleset === 'kaling' && zone === 'field' && word;
  const fixes = kalingField
    ? [{ title: '改为“战场”', titleEn: 'replace with "战场"', edits: [{ span: word.span, newText: '战场' }] }]
    : [];
  const where = word?.text ?? ZONE_WORD[ctx.ruleset][zone] ?? zone;
  ctx.report(
    t.span,
    [
      ctx.textOf(t.span),
      where,
      kalingField ? '；要说站在那一方两行区域里的卡灵，写“战场”（如“对方战场的己方卡灵”，KL-ZN-01）' : '',
      where,
      kalingField ? "; for 卡灵 standing in that player's two rows write 战场 (e.g. 对方战场的己方卡灵, KL-ZN-01)" : '',
    ],
    ZONE_RULE[ctx.ruleset][zone] ?? META_RULE[ctx.ruleset],
    { fixes },
  );
});

// SLCG-ZN-06 / GA-ZN-04: SLCG and 光暗 have no grid, so a direction in a target (上 in 消灭上的角色) counts nothing. Words
// of two characters or more (上方, 左上) are the word check's (CS2001); this finds the one-character ones it skips.
const gridWordInTarget = check<Target>('CS2001', '', (t, ctx) => {
  if (ctx.ruleset === 'kaling' || (!t.directions?.length && t.distance === undefined)) return;
  const { tokens } = lex(ctx.textOf(t.span));
  for (const tok of tokens) {
    const e = entryOf(tok);
    if (!e || (e.category !== 'direction' && e.id !== 'unitCell') || tok.image.length > 1) continue;
    const span = { start: t.span.start + tok.startOffset, end: t.span.start + tok.startOffset + tok.image.length };
    if (ctx.foreign.some((f) => f.start <= span.start && f.end >= span.end)) continue;
    const w = foreignWord(tok.image, span, e, ctx.ruleset);
    ctx.foreign.push(span);
    ctx.report(span, w.args, w.rule);
  }
});

// SLCG-CT-06 / SLCG-CT-07 / KL-CT-01: a mark of the card (【突发】 【增量产能】 【放置】) written after its name on the 卡牌
// line is no part of the name, and the card would silently lack it: it belongs on the 类型 line (光暗's marks there
// are CS2038). The parser's "stray text around the name" (CS1031) gives way to this (validators/index.ts).
const markAfterName = check<null>('CS2121', '', (_n, ctx) => {
  if (ctx.ruleset === 'guangan') return;
  for (const k of ctx.card.nameMarks ?? []) {
    const op = VOCAB_BY_ID.get(k.id)?.op;
    const mark = ctx.profile.marks.find((m) => m.id === op);
    if (mark) markOffTypeLine(ctx, k.span, k.text, mark.id, mark.rule);
  }
});

/** Ops whose number may be X (runtime/effects/amounts.ts scales their amount, count or steps). */
const X_OPS: ReadonlySet<string> = new Set([
  'damage',
  'push',
  'heal',
  'search',
  'draw',
  'move',
  'modifyStat',
  'gainResource',
  'loseResource',
  'pay',
  'summon',
  'countdown',
  'recover',
  'trauma',
]);

// X (抽X张卡，X为…的数量) is counted when the op resolves: a standing line never resolves, so it would never count —
// except on the ops the game counts again whenever it asks the value (StandingProfile.counted: 卡灵时代 【永恒】
// 己方场上每有一只卡灵，此卡AP+1, KL-EF-03).
const xStanding = check<Ability>('CS2170', '', (a, ctx) => {
  const st = ctx.profile.standing;
  if (!st || a.variant || !ctx.type.name || !a.effects.some((e) => e.usesX || e.per || e.perValue || e.perStat)) return;
  if (kindOf(a, ctx) !== st.kind) return;
  // An op that takes no X at all is CS2171's alone.
  for (const e of a.effects)
    if ((e.usesX || e.per || e.perValue || e.perStat) && X_OPS.has(e.op) && !st.counted?.includes(e.op))
      ctx.report(e.span, [ctx.textOf(e.span)]);
});

// 执行2次 on a standing line (a static line, 【永恒】): the line is never done, it holds — nothing to do twice.
const repeatStanding = check<Ability>('CS2176', '', (a, ctx) => {
  const r = a.effects.find((e) => e.repeat)?.repeat;
  if (!r || !ctx.type.name) return;
  const kind = kindOf(a, ctx);
  if (kind === 'static' || kind === 'eternal') ctx.report(r.span, [ctx.textOf(r.span)]);
});

// 选择一项 on a standing line (a static line, 【永恒】): the line holds all along, nothing is ever played or resolved
// for a player to choose at.
const modeStanding = check<Ability>('CS2177', '', (a, ctx) => {
  const m = a.effects.find((e) => e.mode)?.mode;
  if (!m || !ctx.type.name) return;
  const kind = kindOf(a, ctx);
  if (kind === 'static' || kind === 'eternal') ctx.report(m.lead.span, [ctx.textOf(m.lead.span)]);
});

// X为其AP reads a value the game's cards have (profile filterStats, as a filter does); 其创伤 would read 0 for every card.
const xValueStat = check<Effect>('CS2172', '', (e, ctx) => {
  const v = e.perValue;
  if (!v || ctx.hasForeign(v.span)) return;
  if (ctx.profile.filterStats.includes(ctx.profile.cardStatAliases?.[v.stat] ?? v.stat)) return;
  const values = ctx.profile.filterStats.map((id) => STAT_WORD[id] ?? id).join('、');
  const text = ctx.textOf(v.span);
  ctx.report(v.span, [text, STAT_WORD[v.stat] ?? v.stat, SHORT_NAME[ctx.ruleset], values], META_RULE[ctx.ruleset]);
});

// SLCG-CT-08 (every game): 若此角色常值≥3 on a card whose type prints no 常值 (an SLCG 发生, a 卡灵时代 战术, a 光暗 普通
// card) reads 0 — never true, or always with ≤ — so the text says something the card cannot mean.
const ownValueOfNoField = check<Condition>('CS2173', 'SLCG-CT-08', (c, ctx) => {
  const type = ctx.type.profile;
  if (!type || c.target?.ref !== 'self') return;
  for (const f of c.target.filters) {
    if (f.filter !== 'stat') continue;
    const stat = ctx.profile.cardStatAliases?.[f.stat] ?? f.stat;
    // A value no card of the game has is CS2054's, another game's word CS2001's: one diagnostic each.
    if (!ctx.profile.filterStats.includes(stat) || ctx.hasForeign(f.span)) continue;
    if (!(stat in FIELD_LABELS) || fieldPresence(ctx.profile, type, stat as FieldId, ctx.params) !== 'forbidden')
      continue;
    const label = FIELD_LABELS[stat as FieldId].zh;
    ctx.report(c.span, [ctx.textOf(c.span), label, type.zh, typeEn(type.zh)]);
  }
});

// X为此角色的攻击 on a card whose type prints no 攻击 (an SLCG 发生, a 卡灵时代 战术, a 光暗 普通 card): the runtime reads 0,
// so X is always 0 and the effect never happens (GA-CHR-03 in 光暗: only characters and summons have 攻击 and 生命).
const xOwnValueOfNoField = check<Effect>('CS2260', '', (e, ctx) => {
  const v = e.perValue;
  const type = ctx.type.profile;
  if (!v || v.ref !== 'self' || !type || ctx.hasForeign(v.span)) return;
  const stat = ctx.profile.cardStatAliases?.[v.stat] ?? v.stat;
  // A value no card of the game has is CS2172's: one diagnostic.
  if (!ctx.profile.filterStats.includes(stat) || !(stat in FIELD_LABELS)) return;
  if (fieldPresence(ctx.profile, type, stat as FieldId, ctx.params) !== 'forbidden') return;
  const label = FIELD_LABELS[stat as FieldId].zh;
  ctx.report(v.span, [ctx.textOf(v.span), label, type.zh, typeEn(type.zh)], META_RULE[ctx.ruleset]);
});

// GA-ZN-01: 查看卡组顶3张卡，将其中一张加入手牌 (a search among the deck's first cards, IR search `top`) is written for 光暗;
// the other games' rules take a card from the deck by searching it (KL-TX-04), with no look at its top.
const deckTopElsewhere = check<Effect>('CS2265', 'GA-ZN-01', (e, ctx) => {
  if (ctx.ruleset === 'guangan' || e.op !== 'search' || !e.top) return;
  ctx.report(e.span, [ctx.textOf(e.span), SHORT_NAME[ctx.ruleset], SHORT_NAME[ctx.ruleset]]);
});

// An op whose number is no resolved amount (a cost or damage modifier, a seal's turns) would lose X.
const xOnOp = check<Effect>('CS2171', '', (e, ctx) => {
  if ((e.usesX || e.per || e.perValue || e.perStat) && !X_OPS.has(e.op)) ctx.report(e.span, [ctx.textOf(e.span)]);
});

export const commonChecks: ValidationChecks = {
  Card: [foreignWordsCheck, oneType, marksOfType, requiredFields, markAfterName],
  Field: [fieldOfType, fieldNumbers],
  Ability: [
    limitWords,
    limitCount,
    standingEffects,
    xStanding,
    costWord,
    danglingRef,
    thatAfterNamed,
    repeatStanding,
    modeStanding,
    attackerWithoutAttack,
    attackerSaysMore,
    ambiguousAttackRef,
    thisCardOnPlayerEvent,
  ],
  Effect: [
    runtimeOp,
    amountAtLeastOne,
    zeroChange,
    lossless,
    playerStatChange,
    xOnOp,
    xValueStat,
    xOwnValueOfNoField,
    deckTopElsewhere,
  ],
  Condition: [conditionRange, conditionOnNoPlayerNumber, ownValueOfNoField],
  Target: [zoneOwner, gridWordInTarget, filterByNoCardValue],
};
