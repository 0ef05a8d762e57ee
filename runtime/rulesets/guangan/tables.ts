// Per-pool 光暗 tables, built once when a pool is created (Ruleset.poolTables): card kinds, marks, costs, the
// character each card belongs to, printed keywords, and each ability's text as the runtime runs it — its lines
// joined, 【光明】/【黑暗】 variant lines merged in (GA-RES-09), with the 若 of each clause beside it.

import type { AbilityDef, CardDef, Condition, EffectOp, TargetSpec } from '../../card-def.js';
import { eventOfTiming } from '../../core/timing.js';
import { GuanganActionCache } from './action-cache.js';
import { laterHandOf } from './later-hand.js';
import { SIDE } from './state.js';
import { cardKind, CHARACTER_TYPE, isCharacter, isSummon } from './types.js';

/**
 * Events a response or counter card may answer after they happened (GA-CT-03): they are not chain links, so a
 * window opens for them once the chain is empty. Card activations and sorties are answered as links. Besides damage
 * and 阵亡, a character or summon entering play (登场: a 召唤, a character made available, GA-CHR-02/08), a seal
 * (GA-CHR-06), a revival (GA-CHR-04) and a 除外 (GA-ZN-02) are moments of the game a 当…时 names as it names 阵亡.
 */
export const AFTER_EVENTS = ['damaged', 'destroyed', 'entered', 'sealed', 'revived', 'banished'] as const;

/**
 * GA-CH-01 / GA-CT-03 / GA-CT-04: every event (eventOfTiming of a 当…时) a response or counter card used from hand or
 * from the 用牌区 can answer — a card or effect being used, a sortie (攻击, 被攻击) or one of AFTER_EVENTS. The
 * checker says a card waiting for any other moment can never be used (CS2210); a 持续 card in force wakes on any.
 */
export const ANSWERED_EVENTS: readonly string[] = ['played', 'activated', 'attack', 'attacked', ...AFTER_EVENTS];

/** Damage kinds as numbers (flags hold numbers): index into this list, plus BATTLE for battle damage. */
export const DAMAGE_KINDS = ['physical', 'magic', 'true'] as const;
export const BATTLE = 4;

/**
 * One ability's text as it runs, per side (index SIDE.none / light / dark). Each op carries the 若 of its line (and
 * of its own clause) as its `condition`, which the interpreter judges when the op's turn comes.
 */
export interface AbilityText {
  ops: readonly (readonly EffectOp[])[];
  /** Per side: the variant lines merged in (their ability indices), reported as applied when the link resolves. */
  variants: readonly (readonly number[])[];
}

export interface InlineModifier {
  ability: AbilityDef;
  amount: number;
}

export interface GuanganTables {
  character: boolean[];
  summon: boolean[];
  /** '' | 'normal' | 'response' | 'counter' (GA-CT-02..04). */
  kind: string[];
  continuous: boolean[];
  /** Used with no chain open, in one's 准备阶段: 普通 cards and continuous cards (GA-CT-02, GA-CH-01). */
  mainUsable: boolean[];
  /** 1 for a response card, 2 for a counter card, 0 otherwise (legal.ts answerable). */
  answerBit: number[];
  /** GA-CT-01: response and counter cards may be set face-down. */
  settable: boolean[];
  curse: boolean[];
  talisman: boolean[];
  instant: boolean[];
  charge: boolean[];
  /** Printed 体力, or -1 (then `defaultCardStaminaCost`, GA-RES-04). */
  stamina: number[];
  /** GA-RES-08 需求值 (0 when none). */
  need: number[];
  /** GA-CT-09: def index of the character the card belongs to, or -1. */
  owner: number[];
  /** Printed 【光环】 / 【暴击】 (GA-KW-05/06); 【护盾】 value, -1 = `keywordShield`, 0 = none (GA-CB-06). */
  aura: boolean[];
  crit: boolean[];
  shield: number[];
  /** GA-CH-01: the timed lines of a response or counter card (its conditions; a continuous card's triggered lines). */
  timed: number[][];
  /** The ability a card's use runs (normal cards: their text), or -1. */
  useAbility: number[];
  /** Per def, per ability: its text as it runs. */
  text: AbilityText[][];
  /** GA-CH-04: 当…受到伤害时 lines with 该伤害±N of cards on the field, applied as the damage is dealt. */
  inline: InlineModifier[][];
  anyInline: boolean;
  /** Per def: its standing ('static') lines, reported as applied when a continuous card enters the 用牌区. */
  standingLines: readonly (readonly number[])[];
  /** GA-CT-03: per def, the AFTER_EVENTS its response/counter lines wait for. */
  after: number[][];
  anyAfter: boolean;
  /** Summon names each card's effects call for (tokens are made for them at setup, GA-CHR-08). */
  summons: string[][];
  /** GA-ZN-01: the own-hand targets picked as their op resolves, after a draw of their text (later-hand.ts). */
  laterHand: ReadonlySet<TargetSpec>;
  actions: GuanganActionCache;
}

// GA-TG-01: effects that explicitly refer to dead or sealed characters look at the positions as they are.
const DEAD = { kind: 'stat', stat: 'dead', cmp: '=', value: 1 } as const;
const COUNTING = { kind: 'stat', stat: 'countdown', cmp: '>', value: 0 } as const;
const IS_CHARACTER = { kind: 'type', value: CHARACTER_TYPE } as const;

function atPositions(t: TargetSpec, ...extra: NonNullable<TargetSpec['filters']>): TargetSpec {
  return { ...t, zone: 'positions', filters: [...(t.filters ?? []), ...extra] };
}

/**
 * Target specs as the runtime reads them: revive (dead) and countdown (counting down) name dead or sealed characters,
 * so they look at the positions as they are; seal takes characters only (not summons) and, naming no dead or sealed
 * one, only those in play (GA-TG-01: the field's targetable).
 */
function runtimeOp(op: EffectOp): EffectOp {
  switch (op.op) {
    case 'revive':
      return { ...op, target: atPositions(op.target, DEAD) }; // GA-CHR-04
    case 'countdown':
      return { ...op, target: atPositions(op.target, COUNTING) }; // GA-CHR-05
    case 'seal':
      return { ...op, target: { ...op.target, filters: [...(op.target.filters ?? []), IS_CHARACTER] } }; // GA-CHR-06, GA-TG-01
    case 'gainResource':
    case 'loseResource': {
      // GA-CB-06: 令对方失去1点护盾 names a side and nothing of it (no kind, no card): that side's player.
      const t = op.target;
      if (t && !t.kind && !t.ref && !t.zone && !t.filters?.length)
        return { ...op, target: { side: t.side ?? 'self', kind: 'player' } };
    }
  }
  return op;
}

/** An op under the 若 of its line (which covers every clause) and of its own clause; both must hold. */
function underLine(op: EffectOp, line: Condition | undefined, own: Condition | undefined = op.condition): EffectOp {
  const o = runtimeOp(op);
  const condition = line && own ? { and: [line, own] } : (line ?? own);
  if (condition === o.condition) return o;
  const { condition: _, ...rest } = o;
  return condition ? ({ ...rest, condition } as EffectOp) : (rest as EffectOp);
}

/**
 * 选择一项 (EffectOp.mode): each ability numbers its choices from 0, so ops merged from several lines into one text
 * (a line and its 光明/黑暗 lines, GA-RES-09) take their group past those of the card's lines before theirs — one
 * number per choice in the merged text, so no two lines' choices share an answer.
 */
function regrouped(d: CardDef, line: number, op: EffectOp): EffectOp {
  if (!op.mode) return op;
  let offset = 0;
  for (let i = 0; i < line; i++)
    offset += d.abilities[i].effects.reduce((n, o) => Math.max(n, (o.mode?.group ?? -1) + 1), 0);
  return offset ? { ...op, mode: { ...op.mode, group: op.mode.group + offset } } : op;
}

/** GA-RES-09: a line's ops with the variant lines of one side merged in (改为 replaces the base op of its kind). */
function mergeLine(d: CardDef, line: number, variant: 'light' | 'dark' | null, dropModifiers: boolean): EffectOp[] {
  const base = d.abilities[line];
  const ops: EffectOp[] = [];
  const ownOf: (Condition | undefined)[] = []; // each op's own clause 若, as written
  for (const op of base.effects) {
    if (dropModifiers && op.op === 'damageModifier') continue;
    ops.push(underLine(regrouped(d, line, op), base.condition));
    ownOf.push(op.condition);
  }
  if (!variant) return ops;
  const replaced = new Set<number>();
  for (let i = line + 1; i < d.abilities.length && d.abilities[i].variant; i++) {
    const v = d.abilities[i];
    if (v.variant !== variant) continue;
    for (const op of v.effects) {
      if (dropModifiers && op.op === 'damageModifier') continue;
      const at = op.replaces ? ops.findIndex((o, k) => !replaced.has(k) && o.op === op.op) : -1;
      if (at >= 0) {
        // 改为 changes what the clause does, not whether it happens: the replaced clause's own 若 still holds, and so
        // does its place in the line — the option of a 选择一项 it is (选择一项：抽2张卡；或造成2点… with 【光明】改为造成4点…
        // deals 4 only when that option is chosen), its 否则, 可以 and 若如此.
        const placed = inPlaceOf(ops[at], regrouped(d, i, op));
        ops[at] = underLine(placed, v.condition ?? base.condition, op.condition ?? ownOf[at]);
        replaced.add(at);
      } else ops.push(underLine(regrouped(d, i, op), v.condition));
    }
  }
  return ops;
}

/** A 改为 op in the place of the op it replaces: the replaced op's mode, 否则, 可以 and 若如此 unless it says its own. */
function inPlaceOf(replaced: EffectOp, op: EffectOp): EffectOp {
  const out = { ...op };
  if (replaced.mode && !out.mode) out.mode = replaced.mode;
  if (replaced.otherwise !== undefined && out.otherwise === undefined) out.otherwise = replaced.otherwise;
  if (replaced.optional && !out.optional) out.optional = replaced.optional;
  if (replaced.ifDone && !out.ifDone) out.ifDone = replaced.ifDone;
  return out;
}

function textOf(d: CardDef, lines: readonly number[], dropModifiers: boolean): AbilityText {
  const ops: EffectOp[][] = [];
  const variants: number[][] = [];
  for (const side of [null, 'light', 'dark'] as const) {
    const o: EffectOp[] = [];
    const v: number[] = [];
    for (const l of lines) {
      o.push(...mergeLine(d, l, side, dropModifiers));
      for (let i = l + 1; side && i < d.abilities.length && d.abilities[i].variant; i++)
        if (d.abilities[i].variant === side) v.push(i);
    }
    ops.push(o);
    variants.push(v);
  }
  return { ops, variants };
}

/** A line whose 当…受到伤害时 changes 该伤害 (damageModifier): it acts on damage before it is dealt (GA-CB-04). */
export function changesDamage(ab: AbilityDef): boolean {
  return ab.timing?.event === 'damaged' && ab.effects.some((e) => e.op === 'damageModifier');
}

function isInlineModifier(ab: AbilityDef): boolean {
  return ab.kind === 'triggered' && changesDamage(ab);
}

function texts(d: CardDef): AbilityText[] {
  const kind = cardKind(d);
  const base = (a: AbilityDef) => !a.variant;
  const untimed = d.abilities.filter((a) => base(a) && a.kind === 'play' && !a.timing).map((a) => a.index);
  return d.abilities.map((a) => {
    if (a.kind === 'play' && kind === 'normal') return textOf(d, untimed, false);
    if (a.kind === 'play' && a.timing && base(a)) return textOf(d, [a.index, ...untimed], false);
    return textOf(d, [a.index], isInlineModifier(a));
  });
}

function summonNames(d: CardDef): string[] {
  const out: string[] = [];
  for (const a of d.abilities)
    for (const e of a.effects) if (e.op === 'summon' && e.name && !out.includes(e.name)) out.push(e.name);
  return out;
}

/** Triggered lines that never go on the chain themselves: variant lines (merged), lines that only modify damage. */
export function silentLine(_d: CardDef, a: AbilityDef): boolean {
  return !!a.variant || (isInlineModifier(a) && a.effects.every((e) => e.op === 'damageModifier'));
}

export function buildGuanganTables(defs: readonly CardDef[]): GuanganTables {
  const byName = new Map<string, number>();
  defs.forEach((d, i) => {
    if (!byName.has(d.name)) byName.set(d.name, i);
  });
  const inline = defs.map((d) =>
    d.abilities.filter(isInlineModifier).map((ability) => ({
      ability,
      amount: ability.effects.reduce((n, e) => n + (e.op === 'damageModifier' ? e.amount : 0), 0),
    })),
  );
  const after = defs.map((d) => {
    const out: number[] = [];
    if (cardKind(d) !== 'response' && cardKind(d) !== 'counter') return out;
    for (const a of d.abilities) {
      // A line that changes 该伤害 answers the link about to deal the damage, not the damage once dealt (checks.ts).
      if (a.kind !== 'play' || !a.timing || a.variant || changesDamage(a)) continue;
      const k = (AFTER_EVENTS as readonly string[]).indexOf(eventOfTiming(a.timing.event));
      if (k >= 0 && !out.includes(k)) out.push(k);
    }
    return out;
  });
  const text = defs.map(texts);
  return {
    character: defs.map(isCharacter),
    summon: defs.map(isSummon),
    kind: defs.map(cardKind),
    continuous: defs.map((d) => !!d.continuous),
    mainUsable: defs.map((d) => cardKind(d) === 'normal' || (!!d.continuous && cardKind(d) !== '')),
    settable: defs.map((d) => cardKind(d) === 'response' || cardKind(d) === 'counter'),
    answerBit: defs.map((d) => (cardKind(d) === 'response' ? 1 : cardKind(d) === 'counter' ? 2 : 0)),
    curse: defs.map((d) => d.marks.includes('curse')),
    talisman: defs.map((d) => d.marks.includes('talisman')),
    instant: defs.map((d) => d.marks.includes('instant')),
    charge: defs.map((d) => d.marks.includes('charge')),
    stamina: defs.map((d) => d.stats.stamina ?? -1),
    need: defs.map((d) => d.stats.lightDark ?? 0),
    owner: defs.map((d) => (d.exclusive !== undefined ? (byName.get(d.exclusive) ?? -1) : -1)),
    aura: defs.map((d) => d.keywords.some((k) => k.keyword === 'aura')),
    crit: defs.map((d) => d.keywords.some((k) => k.keyword === 'crit')),
    shield: defs.map((d) => {
      const k = d.keywords.find((g) => g.keyword === 'shield');
      return k ? (k.value ?? -1) : 0;
    }),
    // A continuous card's conditions are the 当…时 of its lines in force (its triggered lines, GA-CH-01).
    timed: defs.map((d) =>
      cardKind(d) === 'response' || cardKind(d) === 'counter'
        ? d.abilities
            .filter((a) => (a.kind === 'play' || (d.continuous && a.kind === 'triggered')) && a.timing && !a.variant)
            .map((a) => a.index)
        : [],
    ),
    useAbility: defs.map((d) =>
      cardKind(d) === 'normal' && !d.continuous ? d.abilities.findIndex((a) => a.kind === 'play' && !a.variant) : -1,
    ),
    text,
    laterHand: laterHandOf(text),
    inline,
    anyInline: inline.some((l) => l.length > 0),
    standingLines: defs.map((d) => d.abilities.filter((a) => a.kind === 'static').map((a) => a.index)),
    after,
    anyAfter: after.some((l) => l.length > 0),
    summons: defs.map(summonNames),
    actions: new GuanganActionCache(),
  };
}

export { SIDE };
