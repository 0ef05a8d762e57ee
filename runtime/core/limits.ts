// Use counters for ability limits keyed by (name or instance, ability index, scope, player) — 一回合一次, 回N, 场N, 限N, 极N, 四个一.

import type { LimitDef, LimitScope } from '../card-def.js';
import { LIMIT_KEY_SLOTS } from './pool.js';
import type { GameState } from './state.js';

/**
 * The use counters: parallel lists of keys and counts. A game holds a handful of live counters (past turns and closed
 * chains are pruned), so a scan of remembered key strings (see instanceKey: equal keys are one string) beats a keyed
 * lookup into an object whose shape changes with every counted use. Copy-on-write, and visible to JSON.stringify
 * (the "illegal action leaves the state unchanged" checks compare serialized states).
 */
export interface LimitTable {
  readonly keys: readonly string[];
  readonly counts: readonly number[];
}

/**
 * The counter table with no counters. The table is copy-on-write, so "nothing has been counted" is one
 * identity test (new games, and pruning that leaves nothing, use this object): most of the time no key
 * string needs building at all.
 */
export const NO_LIMITS: LimitTable = Object.freeze({ keys: Object.freeze([]), counts: Object.freeze([]) });

/** The count under one key (0 when never counted). */
export function limitCount(s: GameState, key: string): number {
  const t = s.limits;
  const i = t.keys.indexOf(key);
  return i < 0 ? 0 : t.counts[i];
}

/** The counter key of one limit; turn/chain keys embed the turn or chain number, so they lapse by themselves. */
export function limitKey(s: GameState, scope: LimitScope, inst: number, ability: number, player: number): string {
  const c = s.cards[inst];
  switch (scope) {
    case 'turn': // KL-LIM-01 / SLCG-LIM-01: per instance, per turn
      return instanceKey(s, 0, 't', inst, ability, s.turn); // `t|${inst}|${ability}|${s.turn}`
    case 'field': // KL-LIM-02: per instance while on the field; re-entering bumps epoch
      return instanceKey(s, 1, 'f', inst, c.epoch, ability); // `f|${inst}|${c.epoch}|${ability}`
    case 'nameTurn': // KL-LIM-03: per player per name per turn
      return instanceKey(s, 3, 'n', nameSlot(s, c.def, player), ability, s.turn); // `n|${player·name}|${ability}|${s.turn}`
    case 'game': // KL-LIM-04: per player per name per game
      return instanceKey(s, 4, 'g', nameSlot(s, c.def, player), ability, 0); // `g|${player·name}|${ability}|0`
    case 'chain': // KL-CH-04: once per chain
      return instanceKey(s, 2, 'c', inst, ability, s.chainSeq); // `c|${inst}|${ability}|${chainSeq}`
  }
}

/** Player and card name as one number: the name's first def in the pool (same-name cards share it), per player. */
function nameSlot(s: GameState, def: number, player: number): number {
  return player * NAME_SLOTS + (s.pool.byKey.get(s.defs[def].name) ?? def);
}

const NAME_SLOTS = 1 << 20;

/**
 * Keys of the per-instance and per-name scopes, remembered in the pool's small direct-mapped table: legality checks ask
 * for the same few keys on every decision, and a freshly built string must be hashed and looked up in the
 * string table before it can index the counters; a remembered one is already internalized.
 */
function instanceKey(s: GameState, code: number, prefix: string, inst: number, a: number, b: number): string {
  const memo = s.pool.limitKeys;
  const tags = memo.tags;
  const slot = (inst * 7 + a * 131 + b * 31 + code) & (LIMIT_KEY_SLOTS - 1);
  const o = slot * 4;
  if (tags[o] === code && tags[o + 1] === inst && tags[o + 2] === a && tags[o + 3] === b) return memo.keys[slot];
  const key = `${prefix}|${inst}|${a}|${b}`;
  tags[o] = code;
  tags[o + 1] = inst;
  tags[o + 2] = a;
  tags[o + 3] = b;
  memo.keys[slot] = key;
  return key;
}

/** KL-LIM-05: every limit on the effect must allow the use. */
export function canUseLimits(
  s: GameState,
  limits: readonly LimitDef[],
  inst: number,
  ability: number,
  player: number,
): boolean {
  if (limits.length === 0 || s.limits === NO_LIMITS) return true;
  for (let i = 0; i < limits.length; i++) {
    const l = limits[i];
    if (limitCount(s, limitKey(s, l.scope, inst, ability, player)) >= l.count) return false;
  }
  return true;
}

/** Counts one use under every limit (a use counts at activation, even if negated later). */
export function recordLimits(
  s: GameState,
  limits: readonly LimitDef[],
  inst: number,
  ability: number,
  player: number,
): void {
  if (!limits.length) return;
  const keys = s.limits.keys.slice();
  const counts = s.limits.counts.slice();
  for (const l of limits) {
    const k = limitKey(s, l.scope, inst, ability, player);
    const i = keys.indexOf(k);
    if (i < 0) {
      keys.push(k);
      counts.push(1);
    } else counts[i]++;
  }
  s.limits = { keys, counts };
}

/** Sets one counter (copy-on-write). */
export function setLimit(s: GameState, key: string, value: number): void {
  const keys = s.limits.keys.slice();
  const counts = s.limits.counts.slice();
  const i = keys.indexOf(key);
  if (i < 0) {
    keys.push(key);
    counts.push(value);
  } else counts[i] = value;
  s.limits = { keys, counts };
}

/** Drops counters that can no longer matter (past turns, closed chains) so the table stays small. */
export function pruneLimits(s: GameState): void {
  if (s.limits === NO_LIMITS) return;
  const turnTag = `|${s.turn}`;
  const chainTag = `|${s.chainSeq}`;
  const { keys, counts } = s.limits;
  let live = 0;
  for (let i = 0; i < keys.length; i++) if (isLive(keys[i], turnTag, chainTag)) live++;
  if (live === keys.length) return;
  const next = { keys: [] as string[], counts: [] as number[] };
  for (let i = 0; i < keys.length; i++) {
    if (!isLive(keys[i], turnTag, chainTag)) continue;
    next.keys.push(keys[i]);
    next.counts.push(counts[i]);
  }
  s.limits = next.keys.length ? next : NO_LIMITS;
}

/** 't' and 'n' keys end with their turn; 'c' keys die with their chain; the others last. */
function isLive(k: string, turnTag: string, chainTag: string): boolean {
  const kind = k.charCodeAt(0);
  if (kind === 116 || kind === 110) return k.endsWith(turnTag);
  return kind !== 99 || k.endsWith(chainTag);
}
