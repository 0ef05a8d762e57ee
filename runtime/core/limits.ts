// Use counters for ability limits keyed by (name or instance, ability index, scope, player) — 一回合一次, 回N, 场N, 限N, 极N, 四个一.

import type { LimitDef, LimitScope } from '../card-def.js';
import type { GameState } from './state.js';

/** The counter key of one limit; turn/chain keys embed the turn or chain number, so they lapse by themselves. */
export function limitKey(s: GameState, scope: LimitScope, inst: number, ability: number, player: number): string {
  const c = s.cards[inst];
  switch (scope) {
    case 'turn': // KL-LIM-01 / SLCG-LIM-01: per instance, per turn
      return instanceKey(0, 't', inst, ability, s.turn); // `t|${inst}|${ability}|${s.turn}`
    case 'field': // KL-LIM-02: per instance while on the field; re-entering bumps epoch
      return instanceKey(1, 'f', inst, c.epoch, ability); // `f|${inst}|${c.epoch}|${ability}`
    case 'nameTurn': // KL-LIM-03: per player per name per turn
      return `n|${player}|${s.defs[c.def].name}|${ability}|${s.turn}`;
    case 'game': // KL-LIM-04: per player per name per game
      return `g|${player}|${s.defs[c.def].name}|${ability}`;
    case 'chain': // KL-CH-04: once per chain
      return instanceKey(2, 'c', inst, ability, s.flags.chainSeq ?? 0); // `c|${inst}|${ability}|${chainSeq}`
  }
}

// Keys of the per-instance scopes, remembered in a small direct-mapped cache: legality checks ask for the
// same few keys on every decision, and a freshly built string must be hashed and looked up in the string
// table before it can index the counters; a remembered one is already internalized.
const KEY_SLOTS = 256;
const slotTags: number[] = new Array<number>(KEY_SLOTS * 4).fill(NaN);
const slotKeys: string[] = new Array<string>(KEY_SLOTS).fill('');

function instanceKey(code: number, prefix: string, inst: number, a: number, b: number): string {
  const slot = (inst * 7 + a * 131 + b * 31 + code) & (KEY_SLOTS - 1);
  const o = slot * 4;
  if (slotTags[o] === code && slotTags[o + 1] === inst && slotTags[o + 2] === a && slotTags[o + 3] === b) return slotKeys[slot];
  const key = `${prefix}|${inst}|${a}|${b}`;
  slotTags[o] = code;
  slotTags[o + 1] = inst;
  slotTags[o + 2] = a;
  slotTags[o + 3] = b;
  slotKeys[slot] = key;
  return key;
}

/** KL-LIM-05: every limit on the effect must allow the use. */
export function canUseLimits(s: GameState, limits: readonly LimitDef[], inst: number, ability: number, player: number): boolean {
  if (limits.length === 0 || isEmptyTable(s.limits)) return true;
  for (let i = 0; i < limits.length; i++) {
    const l = limits[i];
    if ((s.limits[limitKey(s, l.scope, inst, ability, player)] ?? 0) >= l.count) return false;
  }
  return true;
}

// The table is copy-on-write (never mutated in place), so "is it empty" can be remembered per object:
// with no counters at all — most of the time — no key string needs building.
let lastTable: Readonly<Record<string, number>> | null = null;
let lastTableEmpty = true;

function isEmptyTable(t: Readonly<Record<string, number>>): boolean {
  if (t !== lastTable) {
    lastTable = t;
    lastTableEmpty = true;
    for (const _ in t) { lastTableEmpty = false; break; }
  }
  return lastTableEmpty;
}

/** Counts one use under every limit (a use counts at activation, even if negated later). */
export function recordLimits(s: GameState, limits: readonly LimitDef[], inst: number, ability: number, player: number): void {
  if (!limits.length) return;
  const next = { ...s.limits };
  for (const l of limits) {
    const k = limitKey(s, l.scope, inst, ability, player);
    next[k] = (next[k] ?? 0) + 1;
  }
  s.limits = next;
}

/** Drops counters that can no longer matter (past turns, closed chains) so the table stays small. */
export function pruneLimits(s: GameState): void {
  if (isEmptyTable(s.limits)) return;
  const turnTag = `|${s.turn}`;
  let changed = false;
  const next: Record<string, number> = {};
  for (const k in s.limits) {
    const kind = k.charCodeAt(0);
    // 't' and 'n' keys end with their turn; 'c' keys die with the chain.
    if ((kind === 116 || kind === 110) && !k.endsWith(turnTag)) { changed = true; continue; }
    if (kind === 99 && !k.endsWith(`|${s.flags.chainSeq ?? 0}`)) { changed = true; continue; }
    next[k] = s.limits[k];
  }
  if (changed) s.limits = next;
}
