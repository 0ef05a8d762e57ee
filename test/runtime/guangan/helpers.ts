// Test helpers for 光暗: boards built from the bundled set (cards/guangan) with the scenario board builder, and
// actions by card name, applied through the reducer (an illegal one must fail and leave the state unchanged).
import { resolve } from 'node:path';
import { expect } from 'vitest';
import {
  applyAction,
  chooseAction,
  GUANGAN_ZONE,
  playerRef,
  type Action,
  type Decision,
  type GameEvent,
  type GuanganState,
} from '../../../runtime/index.js';
import { buildGuanganBoard } from '../../../compiler/scenario/rulesets/guangan-board.js';
import type { GuanganSetupSpec } from '../../../compiler/scenario/rulesets/guangan-spec.js';
import { loadSet, type LoadedSet } from '../../../compiler/scenario/set-cache.js';
import { Analysis } from '../../../compiler/analysis.js';
import type { ScenarioSpec } from '../../../compiler/scenario/types.js';

export const SET_DIR = resolve(import.meta.dirname, '../../../cards/guangan');
export const SET = loadSet(SET_DIR);
export const Z = GUANGAN_ZONE;

/**
 * A real 光暗 game state set up as the scenario notation says (docs/scenarios.md). A side given no card at all
 * gets one 雪落 in its deck, so it does not lose at once by GA-WIN-02.
 */
export function board(
  setup: GuanganSetupSpec,
  params: Record<string, unknown> = {},
  seed = 1,
  set: LoadedSet = SET,
): GuanganState {
  const filled = { ...setup };
  for (const p of ['A', 'B'] as const) {
    const sd = filled[p] ?? {};
    if (!sd.hand?.length && !sd.deck?.length && !sd.cardZone?.length) filled[p] = { ...sd, deck: ['雪落'] };
  }
  return buildGuanganBoard(
    { name: 'test', rules: [], setup: filled as ScenarioSpec['setup'], params, seed, steps: [] },
    set,
  ).state as GuanganState;
}

/**
 * The bundled set with more cards, written in the card language (checked, lowered), for phrasings no bundled card
 * uses. Their 专属 characters are the bundled ones (named again in the text only so that it checks on its own).
 */
export function setWith(text: string): LoadedSet {
  const analysis = new Analysis();
  const characters = ['林燃', '霜月', '苍岚', '夜昙', '白曜']
    .map((n) => `卡牌 ${n}\n  类型：角色\n  生命：5  攻击：2\n`)
    .join('\n');
  const r = analysis.checkFile(`规则：guangan\n${characters}\n${text}`, 'extra.card');
  const errors = r.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length) throw new Error(errors.map((d) => `${d.code} ${d.messageEn}`).join('; '));
  const extra = analysis.lowerSet(r.value).value.cards.filter((c) => c.type !== '角色');
  const cards = [...SET.cards, ...extra];
  return { ...SET, cards, byName: new Map(cards.map((c) => [c.name, c])) };
}

/** The bundled set where bundled character `name` also has these lines (card language, one per line). */
export function characterWith(name: string, lines: string): LoadedSet {
  const base = SET.byName.get(name)!;
  const stats = `生命：${base.stats.hp}  攻击：${base.stats.atk}`;
  const r = new Analysis().checkFile(
    `规则：guangan\n卡牌 ${name}\n  类型：角色\n  ${stats}\n  ${lines}\n`,
    'extra.card',
  );
  const errors = r.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length) throw new Error(errors.map((d) => `${d.code} ${d.messageEn}`).join('; '));
  const [lowered] = new Analysis().lowerSet(r.value).value.cards;
  const cards = SET.cards.map((c) => (c.name === name ? { ...c, abilities: lowered.abilities } : c));
  return { ...SET, cards, byName: new Map(cards.map((c) => [c.name, c])) };
}

/**
 * Ends the turn and answers whatever comes with its first option, up to the next moment the next turn's player acts
 * (a phase with nothing to do ends by itself, GA-TRN-02/03).
 */
export function nextTurn(s: GuanganState): GuanganState {
  let st = s;
  const acting = (x: GuanganState) => (x.phase === 'prepare' || x.phase === 'battle') && !x.pending && !x.window;
  while (st.winner === null && !(st.turn > s.turn && acting(st))) {
    if (st.pending) st = act(st, { type: 'choose', index: 0 }).state;
    else if (st.window) st = act(st, { type: 'pass' }).state;
    else st = act(st, { type: 'endPhase' }).state;
  }
  return st;
}

export const nameOf = (s: GuanganState, id: number): string => s.defs[s.cards[id].def].name;

/** The text of a 普通 card of 林燃's (体力 1) whose one line is `line`: what most text-card tests write. */
export const plain = (name: string, line: string): string =>
  `卡牌 ${name}\n  类型：普通\n  专属：林燃\n  体力：1\n  ${line}\n`;

/** The `nth` instance of `name` owned by `p` (in `zone` when given). */
export function card(s: GuanganState, p: number, name: string, zone?: number, nth = 0): number {
  const hits = s.cards.filter(
    (c) => c.owner === p && nameOf(s, c.id) === name && (zone === undefined || c.zone === zone),
  );
  if (!hits[nth]) throw new Error(`player ${p} has no ${name}${zone !== undefined ? ` in ${s.zoneNames[zone]}` : ''}`);
  return hits[nth].id;
}

export interface Step {
  state: GuanganState;
  events: GameEvent[];
}

/** Applies a legal action; fails the test with the engine's error otherwise. */
export function act(s: GuanganState, a: Action): Step {
  const r = applyAction(s, a);
  if (!r.ok) throw new Error(`${JSON.stringify(a)} rejected: ${r.error.code} ${r.error.message}`);
  return { state: r.state as GuanganState, events: r.events };
}

/** The action must be rejected with `code`, and the state stay as it was. */
export function reject(s: GuanganState, a: Action, code: string): void {
  const before = JSON.stringify(s);
  const r = applyAction(s, a);
  expect(r.ok).toBe(false);
  if (!r.ok) expect(r.error.code).toBe(code);
  expect(JSON.stringify(s)).toBe(before);
}

export const actor = (s: GuanganState): number =>
  s.pending ? s.pending.player : s.window ? s.window.priority : s.active;

/** Uses the card `name` of the actor (hand first, then a set card). */
export function use(s: GuanganState, name: string, replace?: string): Step {
  const p = actor(s);
  const id =
    s.cards.find((c) => c.controller === p && nameOf(s, c.id) === name && c.zone === Z.hand)?.id ??
    s.cards.find((c) => c.controller === p && nameOf(s, c.id) === name && c.zone === Z.cardZone && c.faceDown)?.id;
  if (id === undefined) throw new Error(`player ${p} cannot reach ${name}`);
  const a: Action = { type: 'use', card: id };
  if (replace) a.replace = card(s, p, replace, Z.cardZone);
  return act(s, a);
}

export const pass = (s: GuanganState): Step => act(s, { type: 'pass' });
/** Ends the 准备阶段 if it has not ended by itself (nothing left to do in it). */
export const toBattle = (s: GuanganState): GuanganState =>
  s.phase === 'prepare' ? act(s, { type: 'endPhase' }).state : s;
export const endPhase = (s: GuanganState): Step => act(s, { type: 'endPhase' });
export const setCard = (s: GuanganState, name: string): Step =>
  act(s, { type: 'set', card: card(s, actor(s), name, Z.hand) });

/** A sortie of the actor's `attacker` on the opponent's `target` (a character or summon name, or the player). */
export function sortie(s: GuanganState, attacker: string, target: string | 'player' = 'player'): Step {
  const p = actor(s);
  const a = s.cards.find(
    (c) => c.controller === p && nameOf(s, c.id) === attacker && (c.zone === Z.positions || c.zone === Z.summons),
  )!.id;
  const t =
    target === 'player'
      ? playerRef(1 - p)
      : s.cards.find(
          (c) =>
            c.controller === 1 - p && nameOf(s, c.id) === target && (c.zone === Z.positions || c.zone === Z.summons),
        )!.id;
  return act(s, { type: 'sortie', attacker: a, target: t });
}

/** Answers the pending decision with the option whose label (or value) is given. */
export function choose(s: GuanganState, label: string | number): Step {
  const d = s.pending!;
  const i = d.options.findIndex((o) =>
    typeof label === 'string' ? o.label === label || o.label.startsWith(label) : o.value === label,
  );
  if (i < 0) throw new Error(`no option ${label} in ${d.kind}: ${d.options.map((o) => o.label).join(' | ')}`);
  return act(s, chooseAction(i));
}

/** Answers a target decision with the instance `id`. */
export function target(s: GuanganState, id: number): Step {
  return choose(s, s.pending!.options.find((o) => o.value === id)!.value);
}

/** Passes until nobody holds priority (both players let the chain resolve). */
export function passAll(s: GuanganState): Step {
  const events: GameEvent[] = [];
  let st = s;
  for (let i = 0; i < 20 && st.window && !st.pending; i++) {
    const r = pass(st);
    st = r.state;
    events.push(...r.events);
  }
  return { state: st, events };
}

/**
 * A side ready to use its cards (board's setup of one player): these characters (a name, or a name and the HP it has
 * left), on the light side with 6 光暗 gained and 6 体力, and three 雪落 in its deck.
 */
export const readySide = (characters: (string | { card: string; hp: number })[], more: object = {}) => ({
  characters,
  deck: ['雪落', '雪落', '雪落'],
  lightDark: 6,
  gained: 6,
  side: 'light' as const,
  stamina: 6,
  ...more,
});

/** What a test that plays on saw: the state once the chain is empty, each question asked (questionText), the events. */
export interface Played {
  s: GuanganState;
  asked: string[];
  events: GameEvent[];
}

/** A question as tests read it: who (A/B), its kind and its options — card names for a target, else the values. */
export function questionText(s: GuanganState, d: Decision): string {
  const shown = d.options.map((o) => (d.kind === 'target' && o.value >= 0 ? nameOf(s, o.value) : String(o.value)));
  return `${d.player ? 'B' : 'A'} ${d.kind}:${shown.join('/')}`;
}

/**
 * Plays on from `step` until the chain is empty: windows are passed and each question is answered with the option
 * index `answer` gives (the first option by default), every question recorded.
 */
export function playOn(step: Step, answer: (d: Decision, s: GuanganState) => number = () => 0): Played {
  let r = step;
  const asked: string[] = [];
  const events: GameEvent[] = [...r.events];
  for (let i = 0; i < 40 && r.state.winner === null && (r.state.pending || r.state.window); i++) {
    const d = r.state.pending;
    if (d) asked.push(questionText(r.state, d));
    r = d ? act(r.state, { type: 'choose', index: answer(d, r.state) }) : passAll(r.state);
    events.push(...r.events);
  }
  return { s: r.state, asked, events };
}

/** Uses the card `name`, then plays on until the chain is empty (playOn). */
export const usePlayed = (s: GuanganState, name: string, answer?: (d: Decision, s: GuanganState) => number): Played =>
  playOn(use(s, name), answer);

/**
 * Uses the card `name` and plays on until the chain is empty: each target question is answered with the next card of
 * `picks` (the first option once they run out), every other question with its first option. The damage dealt.
 */
export function useDamaging(s: GuanganState, name: string, picks: readonly number[]): GameEvent[] {
  const left = [...picks];
  const answer = (d: Decision) => {
    if (d.kind !== 'target') return 0;
    const want = left.shift();
    return Math.max(
      0,
      d.options.findIndex((o) => o.value === want),
    );
  };
  return usePlayed(s, name, answer).events.filter((e) => e.type === 'damaged');
}

export const types = (ev: readonly GameEvent[]): string[] => ev.map((e) => e.type);
export const has = (ev: readonly GameEvent[], type: string, pred: (e: GameEvent) => boolean = () => true): boolean =>
  ev.some((e) => e.type === type && pred(e));

/** The bundled decks as card-id lists (炎风, 霜光). */
export function decks(): [string[], string[]] {
  const ds = SET.manifest!.decks;
  const list = (d: Record<string, number>) => Object.entries(d).flatMap(([n, k]) => Array.from({ length: k }, () => n));
  return [list(ds['炎风']), list(ds['霜光'])];
}

/** Collects the events of a sequence of steps: `s = log.go(use(s, …))`. */
export function track(): { events: GameEvent[]; go(r: Step): GuanganState } {
  const events: GameEvent[] = [];
  return {
    events,
    go: (r) => {
      events.push(...r.events);
      return r.state;
    },
  };
}
