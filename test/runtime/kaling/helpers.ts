// Helpers for 卡灵时代 rule tests: real games of the bundled set (cards/kaling), boards written in the scenario
// notation (rows 5 → 1, A at the bottom, areas a1–e5 from A's side), and small ways to act and look.
import { resolve } from 'node:path';
import { expect } from 'vitest';
import {
  applyAction,
  areaName,
  cellOfName,
  currentActor,
  legalActions,
  type Action,
  type CardDef,
  type Decision,
  type GameEvent,
  type KalingParams,
  type KalingState,
} from '../../../runtime/index.js';
import { Analysis } from '../../../compiler/analysis.js';
import { buildKalingBoard } from '../../../compiler/scenario/rulesets/kaling-board.js';
import type { KalingSetupSpec } from '../../../compiler/scenario/rulesets/kaling-spec.js';
import { loadSet, type LoadedSet } from '../../../compiler/scenario/set-cache.js';
import type { SetupSpec } from '../../../compiler/scenario/types.js';

const root = resolve(__dirname, '../../..');

/** The bundled 卡灵时代 set, compiled once. */
export function kalingSet(): LoadedSet {
  const set = loadSet(resolve(root, 'cards/kaling'));
  if (set.errors.length) throw new Error(`cards/kaling has errors: ${set.errors.map((d) => d.message).join('; ')}`);
  return set;
}

export const kalingCards = (): CardDef[] => kalingSet().cards;

export interface BoardOptions extends KalingSetupSpec {
  seed?: number;
  params?: Partial<KalingParams>;
  /** The set the board's cards come from (default: the bundled one; withCards adds cards to it). */
  set?: LoadedSet;
}

/** The bundled set with more cards, written in the card language (checked, lowered), for phrasings no card uses. */
export function withCards(text: string): LoadedSet {
  const analysis = new Analysis();
  const r = analysis.checkFile(`规则：kaling\n${text}`, 'extra.card');
  const errors = r.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length) throw new Error(errors.map((d) => `${d.code} ${d.messageEn}`).join('; '));
  const set = kalingSet();
  const cards = [...set.cards, ...analysis.lowerSet(r.value).value.cards];
  return { ...set, cards, byName: new Map(cards.map((c) => [c.name, c])) };
}

/** A deck for a side that names none, so ending turns does not lose the game (KL-WIN-02). */
const SPARE_DECK = Array<string>(8).fill('盾卫');

/** A state built exactly as a scenario's setup (default: turn 3, A's 行动阶段; a side without a deck gets 8 盾卫). */
export function kboard(o: BoardOptions = {}): KalingState {
  const { seed, params, set, ...setup } = o;
  for (const p of ['A', 'B'] as const) setup[p] = { ...setup[p], deck: setup[p]?.deck ?? SPARE_DECK };
  return buildKalingBoard(
    { name: 'test', rules: ['KL-META-01'], steps: [], setup: setup as SetupSpec, seed, params },
    set ?? kalingSet(),
  ).state as KalingState;
}

/** The cell of an area name read from A's side. */
export function cell(name: string): number {
  const c = cellOfName(name, 0);
  if (c < 0) throw new Error(`no area ${name}`);
  return c;
}

/** The card standing in an area. */
export function at(s: KalingState, area: string): number {
  const id = s.grid![cell(area)];
  if (id < 0) throw new Error(`nothing in ${area}`);
  return id;
}

export const nameOf = (s: KalingState, id: number): string => s.defs[s.cards[id].def].name;

/** The n-th card called `name` in a zone of player p. */
export function card(s: KalingState, p: number, zone: string, name: string, n = 0): number {
  const ids = s.players[p].zones[s.zoneNames.indexOf(zone)].filter((id) => nameOf(s, id) === name);
  if (ids[n] === undefined) throw new Error(`no ${name} in ${zone} of player ${p}`);
  return ids[n];
}

export function names(s: KalingState, p: number, zone: string): string[] {
  return s.players[p].zones[s.zoneNames.indexOf(zone)].map((id) => nameOf(s, id));
}

/** Applies actions in order; each must succeed. Returns the state and every event. */
export function act(s: KalingState, ...actions: Action[]): { state: KalingState; events: GameEvent[] } {
  let events: GameEvent[] = [];
  for (const a of actions) {
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)} rejected: ${r.error.code} ${r.error.message}`);
    s = r.state;
    events = events.concat(r.events);
  }
  return { state: s, events };
}

/** The action must be rejected with `code`, leaving the state exactly as it was. */
export function rejects(s: KalingState, a: Action, code: string): void {
  const before = JSON.stringify(s);
  const r = applyAction(s, a);
  expect(r.ok, `${JSON.stringify(a)} should be rejected`).toBe(false);
  if (!r.ok) expect(r.error.code).toBe(code);
  expect(JSON.stringify(s)).toBe(before);
}

/** Whether an action equal to `a` is among the legal ones. */
export function isLegal(s: KalingState, a: Action): boolean {
  return legalActions(s).some((x) => JSON.stringify(x) === JSON.stringify(a));
}

/** Answers the pending decision with the option whose value (or label) is given. */
export function choose(s: KalingState, value: number | string): { state: KalingState; events: GameEvent[] } {
  const d = s.pending;
  if (!d) throw new Error('nothing to choose');
  const index = d.options.findIndex((o) => (typeof value === 'number' ? o.value === value : o.label === value));
  if (index < 0)
    throw new Error(`no option ${value} in ${d.kind}: ${d.options.map((o) => `${o.label}=${o.value}`).join(', ')}`);
  return act(s, { type: 'choose', index });
}

/** Answers an area question (an 'area' decision, or an area target or pick) with the area named from A's side. */
export function chooseArea(s: KalingState, area: string): { state: KalingState; events: GameEvent[] } {
  const c = cell(area);
  const d = s.pending;
  if (!d) throw new Error('nothing to choose');
  const index = d.options.findIndex((o) => o.value === c || o.value === -100 - c);
  if (index < 0) throw new Error(`area ${area} is not offered for ${d.kind}`);
  return act(s, { type: 'choose', index });
}

/** The areas the pending question offers (areas, area targets or card targets by where the card stands), named from A's side. */
export function offered(s: KalingState): string[] {
  return s
    .pending!.options.map((o) =>
      areaName(
        o.value <= -100 ? -100 - o.value : o.value >= 0 && s.pending!.kind !== 'area' ? s.cards[o.value].cell : o.value,
        0,
      ),
    )
    .sort();
}

/**
 * Runs the game on to the active player's next free action: windows are passed, 可以 triggers declined
 * (or answered by `yes`: source names to accept), a 抵抗 answered with `resist` (0 = AP, 1 = DP), and any area,
 * pick or target question answered with its first option.
 */
export function settle(
  s: KalingState,
  o: { resist?: 0 | 1; yes?: string[] } = {},
): { state: KalingState; events: GameEvent[] } {
  let events: GameEvent[] = [];
  for (let i = 0; i < 60 && s.winner === null; i++) {
    const d = s.pending;
    let r;
    if (d?.kind === 'trigger') r = choose(s, o.yes?.includes(nameOf(s, d.context.source)) ? 1 : 0);
    else if (d?.kind === 'resist') r = choose(s, o.resist ?? 0);
    else if (d?.kind === 'area' || d?.kind === 'pick' || d?.kind === 'target') r = act(s, { type: 'choose', index: 0 });
    else if (!d && s.window) r = act(s, { type: 'pass' });
    else break;
    s = r.state;
    events = events.concat(r.events);
  }
  return { state: s, events };
}

/** Activates the first ability of the card at `area` and lets it resolve (settle: every question its first option). */
export const activateSettled = (s: KalingState, area = 'c1'): KalingState =>
  settle(act(s, { type: 'activate', card: at(s, area), ability: 0 }).state).state;

/** What a test that plays on saw: the state once the chain is empty, each question asked (questionText), the events. */
export interface Played {
  s: KalingState;
  asked: string[];
  events: GameEvent[];
}

/**
 * A question as tests read it: who (A/B), its kind and what it offers — option values for a 'mode', card names and
 * area names for the rest; a placement ('area', a tactic put on the field) says only its kind.
 */
export function questionText(s: KalingState, d: Decision): string {
  if (d.kind === 'area') return `${d.player ? 'B' : 'A'} area`;
  const show = (v: number): string =>
    d.kind === 'mode' ? String(v) : v <= -100 ? areaName(-100 - v, 0) : v >= 0 ? nameOf(s, v) : String(v);
  return `${d.player ? 'B' : 'A'} ${d.kind}:${d.options.map((o) => show(o.value)).join('/')}`;
}

/**
 * Activates the first ability of card `id` and plays on until the chain is empty: windows are passed and each
 * question is answered with the option index `answer` gives (the first option by default), every question recorded.
 */
export function activatePlayed(
  s: KalingState,
  id: number,
  answer: (d: Decision, s: KalingState) => number = () => 0,
): Played {
  let r = act(s, { type: 'activate', card: id, ability: 0 });
  const asked: string[] = [];
  const events: GameEvent[] = [...r.events];
  for (let i = 0; i < 40 && r.state.winner === null && (r.state.pending || r.state.window); i++) {
    const d = r.state.pending;
    if (d) asked.push(questionText(r.state, d));
    r = act(r.state, d ? { type: 'choose', index: answer(d, r.state) } : { type: 'pass' });
    events.push(...r.events);
  }
  return { s: r.state, asked, events };
}

/** Runs steps one after the other on a state, keeping every event. */
export function run(
  s: KalingState,
  ...steps: ((s: KalingState) => { state: KalingState; events: GameEvent[] })[]
): { state: KalingState; events: GameEvent[] } {
  let events: GameEvent[] = [];
  for (const f of steps) {
    const r = f(s);
    s = r.state;
    events = events.concat(r.events);
  }
  return { state: s, events };
}

/** Passes every open response window (and nothing else); returns the state and events. */
export function passAll(s: KalingState, max = 20): { state: KalingState; events: GameEvent[] } {
  let events: GameEvent[] = [];
  for (let i = 0; i < max && s.window && !s.pending && s.winner === null; i++) {
    const r = act(s, { type: 'pass' });
    s = r.state;
    events = events.concat(r.events);
  }
  return { state: s, events };
}

/** Event types (with the card's name when it has one). */
export function evs(s: KalingState, events: readonly GameEvent[], types?: string[]): string[] {
  return events
    .filter((e) => !types || types.includes(e.type))
    .map((e) =>
      e.card !== undefined && e.card >= 0
        ? `${e.type} ${nameOf(s, e.card)}`
        : e.player !== undefined
          ? `${e.type} ${e.player ? 'B' : 'A'}`
          : e.type,
    );
}

export { currentActor };
