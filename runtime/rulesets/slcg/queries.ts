// Read-only questions about an SLCG state: effective keywords and 常值, who can tap, costs, conditions.

import type { CardDef, EffectOp, TargetSpec } from '../../card-def.js';
import { err, type ActionError, type ErrorTable } from '../../core/errors.js';
import { countOf, evalCondition } from '../../core/conditions.js';
import { keywordGranted, statDelta } from '../../core/modifiers.js';
import { lostKeywordKey } from '../../effects/core-ops.js';
import type { RulesHooks } from '../../core/ruleset.js';
import { candidates } from '../../core/targeting.js';
import { isHiddenCard } from '../../core/view.js';
import { slcgParams } from './params.js';
import type { SlcgState } from './state.js';
import { HOT, HOT_KEYWORDS, type HotKeyword } from './tables.js';
import { isCharacter, isEvent, isScene } from './types.js';
import { Z } from './zones.js';

// Errors are built once: legal-action enumeration checks many candidates.
export const SLCG_TAP_ERRORS = {
  NOT_IN_MAIN: err('tap/not-in-main', 'the card is not in the main area', '这张牌不在主要区域'),
  ALREADY_TAPPED: err('tap/already-tapped', 'the card is already tapped', '这张牌已经横置'),
  COOLDOWN: err(
    'tap/cooldown',
    'a character cannot tap in the turn it enters (冷却期)',
    '角色在登场的回合不能横置（冷却期）',
  ),
  ROOTED: err('tap/rooted', '【驻足】 characters cannot tap themselves', '具有【驻足】的角色不能通过自身横置'),
} as const satisfies ErrorTable;

/**
 * Applies 'static' abilities of cards in either main area: grantKeyword / modifyStat / loseKeyword ('lost') onto
 * their current targets. Their conditions and targets are judged on printed values only (`printedHooks`): a static
 * line does not see what other static lines grant or take away, so the lines never depend on each other.
 */
function staticContribution(s: SlcgState, inst: number, kind: 'keyword' | 'stat' | 'lost', key: string): number {
  const ix = s.pool.index;
  // Legal-action enumeration asks this several times per card: most keys no standing line of the pool touches.
  const reach = kind === 'keyword' ? ix.standing.keywords : kind === 'stat' ? ix.standing.stats : ix.standing.lost;
  if (!reach.has(key)) return 0;
  let total = 0;
  for (let p = 0; p < 2; p++) {
    for (const src of s.players[p].zones[Z.main]) {
      const abs = ix.staticAbilities[s.cards[src].def];
      for (const ab of abs) {
        if (!evalCondition(s, printedHooks, ab.condition, p, src)) continue;
        for (const op of ab.effects) {
          const amount = standingAmount(op, kind, key);
          if (amount === 0) continue;
          // An op's own 若… (己方角色获得【守护】；若…，常值+1) holds for its op only, judged like the line's.
          if (op.condition && !evalCondition(s, printedHooks, op.condition, p, src)) continue;
          const target = (op as StandingOp).target;
          const ctx = { controller: p, source: src, subject: -1 };
          if (candidates(s, printedHooks, { ...target, count: 'all' }, ctx, target).includes(inst)) total += amount;
        }
      }
    }
  }
  return total;
}

type StandingOp = Extract<EffectOp, { op: 'grantKeyword' | 'loseKeyword' | 'modifyStat' }>;

/** What one op of a standing line adds to the key asked about: 1 for a keyword granted or lost, a stat's amount. */
function standingAmount(op: EffectOp, kind: 'keyword' | 'stat' | 'lost', key: string): number {
  if (kind === 'keyword') return op.op === 'grantKeyword' && op.keyword === key ? 1 : 0;
  if (kind === 'lost') return op.op === 'loseKeyword' && op.keyword === key ? 1 : 0;
  return op.op === 'modifyStat' && op.stat === key ? op.amount : 0;
}

function printedKeyword(s: SlcgState, inst: number, kw: string): boolean {
  if (isHiddenCard(s, inst)) return false;
  return s.pool.index.keywords[s.cards[inst].def].has(kw) || (s.mods.length > 0 && keywordGranted(s, inst, kw));
}

/** 失去【X】 (the shared loseKeyword op) for a limited time: while its marker is on, the card has no X at all. */
const lostForNow = (s: SlcgState, inst: number, kw: string): boolean =>
  s.mods.length > 0 && keywordGranted(s, inst, lostKeywordKey(kw));

/**
 * 失去【X】 either way: for a time, or by a standing line while its card stands (SLCG-KW-01's decision) — printed,
 * granted and static X alike. Standing lines judge on printed values, which count only the first (printedHooks).
 */
const lost = (s: SlcgState, inst: number, kw: string): boolean =>
  lostForNow(s, inst, kw) || staticContribution(s, inst, 'lost', kw) > 0;
const HOT_LOST = HOT_KEYWORDS.map(lostKeywordKey);

function printedStat(s: SlcgState, inst: number, name: string): number {
  if (isHiddenCard(s, inst)) return 0;
  const d = s.defs[s.cards[inst].def];
  // SLCG-CT-02: 费用 (费用2以下的角色) is the printed energy cost, which no effect changes on a card in play.
  if (name === 'cost') return d.cost?.energy ?? 0;
  return (d.stats[name] ?? 0) + (s.mods.length ? statDelta(s, inst, name) : 0);
}

export function hasKeyword(s: SlcgState, inst: number, kw: string): boolean {
  if (lost(s, inst, kw)) return false;
  if (printedKeyword(s, inst, kw)) return true;
  return staticContribution(s, inst, 'keyword', kw) > 0;
}

/**
 * hasKeyword for the keywords the engine asks about on every decision: the printed test is one array read
 * (a Set lookup per call adds up there); granted and static keywords are tested exactly as in hasKeyword.
 */
export function keywordOn(s: SlcgState, inst: number, kw: HotKeyword): boolean {
  const t = s.pool.tables;
  if (s.mods.length && keywordGranted(s, inst, HOT_LOST[kw])) return false;
  if (t.standingLost[kw] && staticContribution(s, inst, 'lost', HOT_KEYWORDS[kw]) > 0) return false;
  if (t.kw[kw][s.cards[inst].def]) return true;
  if (s.mods.length && keywordGranted(s, inst, HOT_KEYWORDS[kw])) return true;
  return t.standingKw[kw] && staticContribution(s, inst, 'keyword', HOT_KEYWORDS[kw]) > 0;
}

export function stat(s: SlcgState, inst: number, name: string): number {
  return printedStat(s, inst, name) + staticContribution(s, inst, 'stat', name);
}

/** SLCG-CT-09/10: the 常值. */
export const valueOf = (s: SlcgState, inst: number): number => stat(s, inst, 'value');

/**
 * Why the controller cannot tap this character through its own abilities, or null:
 * SLCG-CT-13 冷却期 (unless SLCG-KW-03 【迅捷】) and SLCG-KW-06 【驻足】.
 */
export function selfTapProblem(s: SlcgState, inst: number): ActionError | null {
  const c = s.cards[inst];
  if (c.zone !== Z.main) return SLCG_TAP_ERRORS.NOT_IN_MAIN;
  if (c.tapped) return SLCG_TAP_ERRORS.ALREADY_TAPPED;
  if (c.enteredTurn === s.turn && !keywordOn(s, inst, HOT.haste)) return SLCG_TAP_ERRORS.COOLDOWN;
  if (keywordOn(s, inst, HOT.rooted)) return SLCG_TAP_ERRORS.ROOTED;
  return null;
}

/**
 * SLCG-CT-08: how many times a 费用减免 applies — once, or per card counted (己方场上每有一个角色) or per point of a player's
 * number (对方每有1点创伤), one step per `perEvery` of them.
 */
function reductionSteps(s: SlcgState, cr: NonNullable<CardDef['costReduction']>, player: number): number {
  const ps = cr.perStat;
  const n = cr.per
    ? countOf(s, slcgHooks, cr.per, player, -1)
    : ps
      ? conditionValue(s, ps.subject, ps.side === 'opponent' ? 1 - player : player)
      : 1;
  return cr.per || ps ? Math.floor(n / (cr.perEvery ?? 1)) : n;
}

/** SLCG-CT-02 / CT-08 / CT-14: the energy a card costs now (费用减免 applied, never below 0). */
export function energyCost(s: SlcgState, d: CardDef, player: number): number {
  let c = d.cost?.energy ?? 0;
  const cr = d.costReduction;
  if (cr && evalCondition(s, slcgHooks, cr.condition, player)) c -= cr.amount * reductionSteps(s, cr, player);
  return Math.max(0, c + staticCostDelta(s, d, player));
}

/** SLCG-CT-08: static 费用±N lines (「对方角色的费用+1」) of cards in either main area, for `d` played by `player`. */
function staticCostDelta(s: SlcgState, d: CardDef, player: number): number {
  const { standing } = s.pool.index;
  if (!standing.costs) return 0;
  let delta = 0;
  // Every playable card of a hand asks this on every decision: indexed loops over the main areas, one array read
  // per card that has no cost line.
  for (let p = 0; p < 2; p++) {
    const main = s.players[p].zones[Z.main];
    for (let i = 0; i < main.length; i++) {
      const src = main[i];
      const lines = standing.costLines[s.cards[src].def];
      for (let k = 0; k < lines.length; k++) {
        const ab = lines[k];
        if (!evalCondition(s, slcgHooks, ab.condition, p, src)) continue;
        for (const op of ab.effects) {
          if (op.op !== 'costModifier') continue;
          if (op.condition && !evalCondition(s, slcgHooks, op.condition, p, src)) continue;
          const side = op.subject.side ?? 'both';
          if ((side === 'self' && player !== p) || (side === 'opponent' && player === p)) continue;
          const kind = op.subject.kind;
          if (kind === 'character' ? !isCharacter(d) : kind === 'scene' ? !isScene(d) : false) continue;
          delta += op.amount;
        }
      }
    }
  }
  return delta;
}

export function conditionValue(s: SlcgState, subject: string, p: number): number {
  const pl = s.players[p];
  switch (subject) {
    case 'victory':
      return pl.res.victory;
    case 'trauma':
      return pl.res.trauma;
    case 'energy':
      return pl.res.energy;
    case 'extremeEnergy':
      return pl.res.extremeEnergy;
    case 'handSize':
      return pl.zones[Z.hand].length;
    case 'deckSize':
      return pl.zones[Z.deck].length;
    case 'charactersInMain':
      return pl.zones[Z.main].filter((id) => isCharacter(s.defs[s.cards[id].def])).length;
    case 'turn':
      return s.turn;
    case 'isTurnPlayer':
      return s.active === p ? 1 : 0;
    case 'dying':
      return pl.flags.dying;
  }
  return 0;
}

function kindMatches(s: SlcgState, inst: number, kind: string): boolean {
  // A player's view hides decks and the other hand: such a card is a card, of no kind anyone sees.
  if (isHiddenCard(s, inst)) return kind === 'card';
  const d = s.defs[s.cards[inst].def];
  switch (kind) {
    case 'character':
      return isCharacter(d);
    case 'scene':
      return isScene(d);
    // A designated "card" on the field: characters and scenes (发生 cards there are spent).
    case 'card':
      return s.cards[inst].zone === Z.main ? !isEvent(d) : true;
  }
  return false;
}

function forcedTargets(s: SlcgState, cands: number[], chooser: number): number[] | null {
  // SLCG-KW-09 法术吸引: attract characters must be chosen first while any remains.
  const scope = slcgParams(s).spellAttractScope;
  const forced = cands.filter(
    (id) => id >= 0 && (scope === 'all' || s.cards[id].controller !== chooser) && hasKeyword(s, id, 'spellAttract'),
  );
  return forced.length ? forced : null;
}

/** SLCG-TX-07: a 弃 after a draw of its ability (tables.laterDiscards) designates nothing: it picks as it resolves. */
function zoneTargetable(s: SlcgState, inst: number, _chooser: number, spec: TargetSpec): boolean {
  return s.cards[inst].zone !== Z.hand || !s.pool.tables.laterDiscards.has(spec);
}

/** SLCG-CB-01: whether the card declared an attack in this turn. */
const attackedThisTurn = (s: SlcgState, inst: number): boolean => s.flags.attackTurn[inst] === s.turn;

export const slcgHooks: RulesHooks<SlcgState> = {
  fieldZones: [Z.main],
  kindMatches,
  stat,
  hasKeyword,
  attackedThisTurn,
  conditionValue,
  forcedTargets,
  zoneTargetable,
};

/** The hooks static lines are judged with: printed (and granted) keywords and stats, no static contributions. */
const printedHooks: RulesHooks<SlcgState> = {
  fieldZones: [Z.main],
  kindMatches,
  stat: printedStat,
  hasKeyword: (s, inst, kw) => !lostForNow(s, inst, kw) && printedKeyword(s, inst, kw),
  attackedThisTurn,
  conditionValue,
  forcedTargets,
};
