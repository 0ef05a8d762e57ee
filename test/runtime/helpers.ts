// Test helpers: build an SLCG board from card names, apply actions expecting success or a given error.

import { expect } from 'vitest';
import {
  applyAction,
  moveCard,
  type CardPool,
  newSlcgGame,
  type Action,
  type CardDef,
  type Decision,
  type GameEvent,
  type GameState,
  type SlcgParams,
  type SlcgState,
  mutCard,
} from '../../runtime/index.js';
import { Analysis } from '../../compiler/analysis.js';
import { byName, pool } from './fixtures/slcg-cards.js';

export interface SideSpec {
  hand?: string[];
  main?: string[];
  deck?: string[];
  discard?: string[];
  energy?: number;
  extremeEnergy?: number;
  victory?: number;
  trauma?: number;
}

export interface BoardSpec {
  p0?: SideSpec;
  p1?: SideSpec;
  cards?: CardDef[];
  /** A pool to play on (a compiled set's, or the interpreter's over the same cards): its cards are the board's. */
  pool?: CardPool;
  params?: Partial<SlcgParams>;
  active?: 0 | 1;
  turn?: number;
  seed?: number;
}

const ZONE: Record<string, number> = { deck: 0, hand: 1, main: 2, discard: 4 };

/** A state in the 主要阶段 of `active` with exactly the listed cards placed (deck order as listed, top first). */
export function board(spec: BoardSpec = {}): SlcgState {
  const cards = spec.pool ? [...spec.pool.defs] : [...pool, ...(spec.cards ?? [])];
  const find = (n: string): CardDef => cards.find((c) => c.name === n) ?? byName(n);
  const decks: [string[], string[]] = [[], []];
  const sides = [spec.p0 ?? {}, spec.p1 ?? {}];
  sides.forEach((sd, p) => {
    for (const z of ['hand', 'main', 'deck', 'discard'] as const)
      for (const n of sd[z] ?? []) decks[p].push(find(n).id);
  });
  const setup = { cards: spec.pool ? spec.pool.defs : cards, decks, seed: spec.seed ?? 7, firstPlayer: 0 as const };
  const s = newSlcgGame({ ...setup, params: spec.params }, spec.pool as Parameters<typeof newSlcgGame>[1]);
  sides.forEach((sd, p) => {
    const pl = s.players[p];
    for (const z of [1, 2, 3, 4]) for (const id of pl.zones[z].slice()) moveCard(s, id, 0, p);
    const pool0 = pl.zones[0].slice();
    const placed: number[] = [];
    for (const z of ['hand', 'main', 'discard', 'deck'] as const) {
      for (const n of sd[z] ?? []) {
        const id = pool0.find((x) => !placed.includes(x) && s.defs[s.cards[x].def].name === n)!;
        placed.push(id);
        moveCard(s, id, ZONE[z], p);
        mutCard(s, id).enteredTurn = 0;
      }
    }
    pl.res.energy = sd.energy ?? 0;
    pl.res.extremeEnergy = sd.extremeEnergy ?? 0;
    pl.res.victory = sd.victory ?? 0;
    pl.res.trauma = sd.trauma ?? 0;
  });
  s.active = spec.active ?? 0;
  s.turn = spec.turn ?? (s.active === 0 ? 3 : 4);
  s.phase = 'main';
  return s;
}

/** Instance id of the n-th card called `name` in a player's zone. */
export function inst(
  s: GameState,
  p: number,
  zone: 'hand' | 'main' | 'deck' | 'discard' | 'energy' | 'stack',
  name: string,
  n = 0,
): number {
  const z = s.zoneNames.indexOf(zone);
  const ids = s.players[p].zones[z].filter((id) => s.defs[s.cards[id].def].name === name);
  if (ids[n] === undefined) throw new Error(`no ${name} in ${zone} of player ${p}`);
  return ids[n];
}

export function names(s: GameState, p: number, zone: string): string[] {
  return s.players[p].zones[s.zoneNames.indexOf(zone)].map((id) => s.defs[s.cards[id].def].name);
}

/** Applies actions in order; each must succeed. */
export function act<S extends GameState>(s: S, ...actions: Action[]): { state: S; events: GameEvent[] } {
  let events: GameEvent[] = [];
  for (const a of actions) {
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)} failed: ${r.error.code} ${r.error.message}`);
    s = r.state;
    events = events.concat(r.events);
  }
  return { state: s, events };
}

/** Expects the action to fail with `code` and the state to stay unchanged. */
export function rejects(s: GameState, a: Action, code: string): void {
  const before = JSON.stringify(s);
  const r = applyAction(s, a);
  expect(r.ok).toBe(false);
  if (!r.ok) expect(r.error.code).toBe(code);
  expect(JSON.stringify(s)).toBe(before);
}

export const ofType = (events: GameEvent[], type: string): GameEvent[] => events.filter((e) => e.type === type);

/** P0 plays `name` from hand; every window is passed and every question answered with its first option. */
export function playThrough<S extends GameState>(s: S, name: string): S {
  return playAnswering(s, name).s;
}

/**
 * Plays `name` from player 0's hand and on while anything is asked or a window is open: windows are passed and each
 * question is answered with the option index `answer` gives (the first option by default). Each question is recorded
 * as `kind:values` (its options' values), with every event.
 */
export function playAnswering<S extends GameState>(
  s: S,
  name: string,
  answer: (d: Decision, s: S) => number = () => 0,
): { s: S; asked: string[]; ev: GameEvent[] } {
  let r = act(s, { type: 'play', card: inst(s, 0, 'hand', name) });
  const asked: string[] = [];
  const ev: GameEvent[] = [...r.events];
  for (let i = 0; i < 100 && (r.state.pending || r.state.window) && r.state.winner === null; i++) {
    const d = r.state.pending;
    if (d) asked.push(`${d.kind}:${d.options.map((o) => o.value).join('/')}`);
    r = act(r.state, d ? { type: 'choose', index: answer(d, r.state) } : { type: 'pass' });
    ev.push(...r.events);
  }
  return { s: r.state, asked, ev };
}

/** Ends turns (passing every window, answering every decision with option 0) until `turn` is reached. */
export function endTurn<S extends GameState>(s: S): { state: S; events: GameEvent[] } {
  let events: GameEvent[] = [];
  const start = s.turn;
  for (let i = 0; i < 200 && s.turn === start && s.winner === null; i++) {
    const a: Action = s.pending ? { type: 'choose', index: 0 } : s.window ? { type: 'pass' } : { type: 'endMain' };
    const r = act(s, a);
    s = r.state;
    events = events.concat(r.events);
  }
  return { state: s, events };
}

/** Runs until it is `p`'s main phase again with nothing pending. */
export function untilMain<S extends GameState>(s: S, p: number): { state: S; events: GameEvent[] } {
  let events: GameEvent[] = [];
  for (let i = 0; i < 400 && s.winner === null; i++) {
    if (s.active === p && s.phase === 'main' && !s.pending && !s.window && i > 0) break;
    const a: Action = s.pending ? { type: 'choose', index: 0 } : s.window ? { type: 'pass' } : { type: 'endMain' };
    const r = act(s, a);
    s = r.state;
    events = events.concat(r.events);
  }
  return { state: s, events };
}

/** SLCG cards written in the card language (`text` without its 规则 line), checked and lowered; an error throws. */
export function slcgCards(text: string): CardDef[] {
  const analysis = new Analysis();
  const r = analysis.checkFile(`规则：slcg\n${text}`, 'extra.card');
  const errors = r.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length) throw new Error(errors.map((d) => `${d.code} ${d.messageEn}`).join('; '));
  return analysis.lowerSet(r.value).value.cards;
}
