// Matching expected events ("damaged 护盾工程师 4", "trauma B") against the engine's event log, in order.
import type { GameEvent, GameState } from '../../runtime/index.js';
import { playerIndex, playerName } from './names.js';
import type { EventSpec } from './types.js';

interface EventPattern {
  type: string;
  card?: string;
  player?: number;
  amount?: number;
  info?: string;
}

/**
 * "type [subject] [amount]": a subject A / B is a player, `draw` the subject of a drawn game's `gameOver` (as
 * formatEvent writes it), anything else a card name.
 */
export function parsePattern(spec: EventSpec): EventPattern {
  if (typeof spec !== 'string') {
    const p: EventPattern = { type: spec.type };
    if (spec.card !== undefined) p.card = spec.card;
    if (spec.player !== undefined) p.player = playerIndex(spec.player);
    if (spec.amount !== undefined) p.amount = spec.amount;
    if (spec.info !== undefined) p.info = spec.info;
    return p;
  }
  const [type, ...rest] = spec.trim().split(/\s+/);
  const p: EventPattern = { type };
  for (const tok of rest) {
    if (/^[+-]?\d+$/.test(tok)) p.amount = Number(tok);
    else if (tok === 'A' || tok === 'B') p.player = playerIndex(tok);
    else if (tok === 'draw' && type === 'gameOver') p.player = -1;
    else p.card = tok;
  }
  return p;
}

export function matches(s: GameState, p: EventPattern, e: GameEvent): boolean {
  if (e.type !== p.type) return false;
  if (p.card !== undefined && (e.card === undefined || e.card < 0 || s.defs[s.cards[e.card].def]?.name !== p.card))
    return false;
  if (p.player !== undefined && e.player !== p.player) return false;
  if (p.amount !== undefined && e.amount !== p.amount) return false;
  if (p.info !== undefined && e.info !== p.info) return false;
  return true;
}

/** Index of the first pattern not found in order, or -1 when all are (a subsequence). */
export function firstMissing(s: GameState, patterns: EventPattern[], events: readonly GameEvent[]): number {
  let j = 0;
  for (let i = 0; i < patterns.length; i++) {
    while (j < events.length && !matches(s, patterns[i], events[j])) j++;
    if (j >= events.length) return i;
    j++;
  }
  return -1;
}

const QUIET = new Set(['chainPush', 'chainResolve', 'choice', 'phase']);

/** An event as the scenario language writes it. */
export function formatEvent(s: GameState, e: GameEvent): string {
  let subject = '';
  if (e.card !== undefined && e.card >= 0) subject = s.defs[s.cards[e.card].def].name;
  else if (e.type === 'gameOver') subject = e.player === -1 ? 'draw' : playerName(e.player ?? 0);
  else if (e.player !== undefined) subject = playerName(e.player);
  return [e.type, subject, e.amount !== undefined && e.type !== 'gameOver' ? String(e.amount) : '']
    .filter(Boolean)
    .join(' ');
}

/** The log for a message: quiet bookkeeping events left out, at most `max` entries. */
export function formatLog(s: GameState, events: readonly GameEvent[], max = 30): string {
  const shown = events.filter((e) => !QUIET.has(e.type)).map((e) => formatEvent(s, e));
  const more = shown.length > max ? `, … (+${shown.length - max})` : '';
  return (shown.slice(0, max).join(', ') || '—') + more;
}
