// Read-only questions about an SLCG state: effective keywords and 常值, colours, who can tap, costs, conditions.

import type { CardDef } from '../../card-def.js';
import { defIndex } from '../../core/def-index.js';
import { err, type ActionError } from '../../core/errors.js';
import { evalCondition } from '../../core/conditions.js';
import { keywordGranted, statDelta } from '../../core/modifiers.js';
import type { RulesHooks } from '../../core/ruleset.js';
import type { GameState } from '../../core/state.js';
import { candidates } from '../../core/targeting.js';
import { HOT, HOT_KEYWORDS, slcgFlags, type HotKeyword } from './def-flags.js';
import { slcgParams } from './params.js';
import { Z } from './zones.js';

// Errors are built once: legal-action enumeration checks many candidates.
const E_TAP_NOT_IN_MAIN = err('tap/not-in-main', 'the card is not in the main area');
const E_TAP_ALREADY_TAPPED = err('tap/already-tapped', 'the card is already tapped');
const E_TAP_COOLDOWN = err('tap/cooldown', 'a character cannot tap in the turn it enters (冷却期)');
const E_TAP_ROOTED = err('tap/rooted', '【驻足】 characters cannot tap themselves');

/** SLCG-CT-01 card types; SLCG-CT-03 type and 特征 are card fields (特征 only matter to filters). */
export const TYPE = { event: '发生', character: '角色', scene: '场景' } as const;

export const isCharacter = (d: CardDef): boolean => d.type === TYPE.character;
export const isScene = (d: CardDef): boolean => d.type === TYPE.scene;
export const isEvent = (d: CardDef): boolean => d.type === TYPE.event;
export const isBurst = (d: CardDef): boolean => d.marks.includes('burst');
export const isBattery = (d: CardDef): boolean => d.marks.includes('battery');

let inStatic = false;

/** Applies 'static' abilities of cards in either main area: grantKeyword / modifyStat onto their current targets. */
function staticContribution(s: GameState, inst: number, kind: 'keyword' | 'stat', key: string): number {
  if (inStatic) return 0;
  const ix = defIndex(s.defs);
  if (!ix.anyStatic) return 0;
  inStatic = true;
  let total = 0;
  try {
    for (let p = 0; p < 2; p++) {
      for (const src of s.players[p].zones[Z.main]) {
        const abs = ix.staticAbilities[s.cards[src].def];
        for (const ab of abs) {
          if (!evalCondition(s, slcgHooks, ab.condition, p)) continue;
          for (const op of ab.effects) {
            if (kind === 'keyword' && op.op === 'grantKeyword' && op.keyword === key) {
              if (candidates(s, slcgHooks, { ...op.target, count: 'all' }, { controller: p, source: src, subject: -1 }).includes(inst)) total += 1;
            } else if (kind === 'stat' && op.op === 'modifyStat' && op.stat === key) {
              if (candidates(s, slcgHooks, { ...op.target, count: 'all' }, { controller: p, source: src, subject: -1 }).includes(inst)) total += op.amount;
            }
          }
        }
      }
    }
  } finally {
    inStatic = false;
  }
  return total;
}

export function hasKeyword(s: GameState, inst: number, kw: string): boolean {
  const ix = defIndex(s.defs);
  if (ix.keywords[s.cards[inst].def].has(kw)) return true;
  if (s.mods.length && keywordGranted(s, inst, kw)) return true;
  // Legal-action enumeration asks this several times per card; most pools have no static abilities at all.
  return ix.anyStatic && staticContribution(s, inst, 'keyword', kw) > 0;
}

/**
 * hasKeyword for the keywords the engine asks about on every decision: the printed test is one array read
 * (a Set lookup per call adds up there); granted and static keywords are tested exactly as in hasKeyword.
 */
export function keywordOn(s: GameState, inst: number, kw: HotKeyword): boolean {
  const f = slcgFlags(s.defs);
  if (f.kw[kw][s.cards[inst].def]) return true;
  if (s.mods.length && keywordGranted(s, inst, HOT_KEYWORDS[kw])) return true;
  return f.anyStatic && staticContribution(s, inst, 'keyword', HOT_KEYWORDS[kw]) > 0;
}

export function stat(s: GameState, inst: number, name: string): number {
  const d = s.defs[s.cards[inst].def];
  return (d.stats[name] ?? 0) + (s.mods.length ? statDelta(s, inst, name) : 0) + staticContribution(s, inst, 'stat', name);
}

/** SLCG-CT-09/10: the 常值. */
export const valueOf = (s: GameState, inst: number): number => stat(s, inst, 'value');

/** SLCG-CT-11: red / red-blue can attack. */
export function canAttackColor(d: CardDef): boolean {
  return d.color === 'attack' || d.color === 'both';
}
/** SLCG-CT-11: blue / red-blue can push. */
export function canPushColor(d: CardDef): boolean {
  return d.color === 'push' || d.color === 'both';
}

/**
 * Why the controller cannot tap this character through its own abilities, or null:
 * SLCG-CT-13 冷却期 (unless SLCG-KW-03 【迅捷】) and SLCG-KW-06 【驻足】.
 */
export function selfTapProblem(s: GameState, inst: number): ActionError | null {
  const c = s.cards[inst];
  if (c.zone !== Z.main) return E_TAP_NOT_IN_MAIN;
  if (c.tapped) return E_TAP_ALREADY_TAPPED;
  if (c.enteredTurn === s.turn && !keywordOn(s, inst, HOT.haste)) return E_TAP_COOLDOWN;
  if (keywordOn(s, inst, HOT.rooted)) return E_TAP_ROOTED;
  return null;
}

/** SLCG-CT-02 / CT-08 / CT-14: the energy a card costs now (费用减免 applied, never below 0). */
export function energyCost(s: GameState, d: CardDef, player: number): number {
  let c = d.cost?.energy ?? 0;
  if (d.costReduction && evalCondition(s, slcgHooks, d.costReduction.condition, player)) c -= d.costReduction.amount;
  return Math.max(0, c + staticCostDelta(s, d, player));
}

/** SLCG-CT-08: static 费用±N lines (「对方角色的费用+1」) of cards in either main area, for `d` played by `player`. */
function staticCostDelta(s: GameState, d: CardDef, player: number): number {
  const ix = defIndex(s.defs);
  if (!ix.anyStatic) return 0;
  let delta = 0;
  for (let p = 0; p < 2; p++) {
    for (const src of s.players[p].zones[Z.main]) {
      for (const ab of ix.staticAbilities[s.cards[src].def]) {
        if (!evalCondition(s, slcgHooks, ab.condition, p)) continue;
        for (const op of ab.effects) {
          if (op.op !== 'costModifier') continue;
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

export function conditionValue(s: GameState, subject: string, p: number): number {
  const pl = s.players[p];
  switch (subject) {
    case 'victory': return pl.res.victory;
    case 'trauma': return pl.res.trauma;
    case 'energy': return pl.res.energy;
    case 'extremeEnergy': return pl.res.extremeEnergy;
    case 'handSize': return pl.zones[Z.hand].length;
    case 'deckSize': return pl.zones[Z.deck].length;
    case 'charactersInMain': return pl.zones[Z.main].filter((id) => isCharacter(s.defs[s.cards[id].def])).length;
    case 'turn': return s.turn;
    case 'isTurnPlayer': return s.active === p ? 1 : 0;
    case 'dying': return pl.flags.dying ?? 0;
  }
  return 0;
}

export const slcgHooks: RulesHooks = {
  fieldZones: [Z.main],
  kindMatches(s, inst, kind) {
    const d = s.defs[s.cards[inst].def];
    switch (kind) {
      case 'character': return isCharacter(d);
      case 'scene': return isScene(d);
      // A designated "card" on the field: characters and scenes (发生 cards there are spent).
      case 'card': return s.cards[inst].zone === Z.main ? !isEvent(d) : true;
    }
    return false;
  },
  stat,
  hasKeyword,
  conditionValue,
  forcedTargets(s, cands, chooser) {
    // SLCG-KW-09 法术吸引: attract characters must be chosen first while any remains.
    const scope = slcgParams(s).spellAttractScope;
    const forced = cands.filter((id) => id >= 0 && (scope === 'all' || s.cards[id].controller !== chooser) && hasKeyword(s, id, 'spellAttract'));
    return forced.length ? forced : null;
  },
};
