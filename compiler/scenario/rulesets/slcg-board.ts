// Builds the starting state of an SLCG scenario: a real SLCG game (newSlcgGame) whose zones, counters,
// moments and turn are then set exactly as the scenario's `setup` says (placeSlcgBoard), then the set-up's
// phase is run (startSlcgBoard); the board checks read the placed board in between.
import {
  addModifier,
  advance,
  checkZoneInvariant,
  mutCard,
  newSlcgGame,
  NO_LIMITS,
  SLCG_ZONES,
  slcgDefaults,
  slcgInitialFlags,
  slcgInitialPlayerFlags,
  type GameEvent,
} from '../../../runtime/index.js';
import { noneLeft, pathKey, type PlacedBoard } from '../board-checks.js';
import type { LoadedSet } from '../set-cache.js';
import { parseRef, playerIndex } from '../names.js';
import type { ScenarioSpec } from '../types.js';
import { instancesOf } from './instances.js';
import type { Board } from './types.js';
import { toSimplified } from '../../../grammar/index.js';
import { slcgKeywordId, type SlcgSetupSpec, type SlcgSideSpec } from './slcg-spec.js';

const ZONE_OF = { hand: 'hand', main: 'main', deck: 'deck', discard: 'discard' } as const;

/** Every card name the setup places, per player, for the decks given to newSlcgGame. */
function sideNames(sd: SlcgSideSpec | undefined): string[] {
  if (!sd) return [];
  const main = (sd.main ?? []).map((m) => (typeof m === 'string' ? m : m.card));
  return [...(sd.hand ?? []), ...main, ...(sd.deck ?? []), ...(sd.discard ?? [])].map((n) => parseRef(n).name);
}

/** The board as written, before any phase runs. Assumes every card name exists in the set (the runner checks names first). */
export function placeSlcgBoard(spec: ScenarioSpec, set: LoadedSet): PlacedBoard {
  const setup = (spec.setup ?? {}) as SlcgSetupSpec;
  const first = setup.first ? playerIndex(setup.first) : 0;
  const turn = setup.turn ?? 3;
  const active = setup.active ? playerIndex(setup.active) : turn % 2 === 1 ? first : 1 - first;
  const params = { ...(set.manifest?.params ?? {}), ...(spec.params ?? {}) };
  const prm = { ...slcgDefaults, ...params };
  const sides = [setup.A, setup.B];
  const decks: [string[], string[]] = [sideNames(sides[0]), sideNames(sides[1])];
  const s = newSlcgGame({ cards: set.cards, decks, seed: spec.seed ?? 1, firstPlayer: first as 0 | 1, params });

  // Start over from an empty table with the same instances.
  const instances = instancesOf(s);
  const ids = new Map<string, number>();
  for (const pl of s.players) pl.zones = SLCG_ZONES.map(() => []);
  s.turn = turn;
  s.active = active;
  s.first = first;
  s.mods = [];
  s.limits = NO_LIMITS;
  s.chain = [];
  s.building = null;
  s.triggers = [];
  s.window = null;
  s.pending = null;
  s.winner = null;
  s.chainSeq = 0;
  s.flags = slcgInitialFlags();
  const place = (p: number, name: string, zone: string, path: (string | number)[]): number => {
    const z = s.zoneNames.indexOf(zone);
    const id = instances.take(p, name);
    if (id === undefined) throw noneLeft(p, name);
    ids.set(pathKey(path), id);
    const c = mutCard(s, id);
    Object.assign(c, { zone: z, controller: p, tapped: false, damage: 0, faceDown: zone === 'deck', enteredTurn: 0 });
    c.epoch++;
    s.players[p].zones[z].push(id);
    return id;
  };
  sides.forEach((sd, p) => {
    const pl = s.players[p];
    pl.flags = slcgInitialPlayerFlags();
    pl.res = {
      victory: sd?.victory ?? 0,
      trauma: sd?.trauma ?? 0,
      energy: sd?.energy ?? 0,
      extremeEnergy: sd?.extremeEnergy ?? 0,
    };
    if (!sd) return;
    const who = p ? 'B' : 'A';
    for (const z of ['hand', 'deck', 'discard'] as const)
      (sd[z] ?? []).forEach((n, j) => place(p, parseRef(n).name, ZONE_OF[z], ['setup', who, z, j]));
    (sd.main ?? []).forEach((m, j) => {
      const spec1 = typeof m === 'string' ? { card: m } : m;
      const id = place(p, parseRef(spec1.card).name, 'main', ['setup', who, 'main', j]);
      const c = mutCard(s, id);
      c.tapped = !!spec1.tapped;
      c.damage = spec1.damage ?? 0;
      if (spec1.new) c.enteredTurn = turn;
      for (const k of spec1.keywords ?? []) {
        addModifier(s, {
          target: id,
          kind: 'keyword',
          key: slcgKeywordId(k) ?? k,
          amount: 1,
          until: turn,
          duration: 'endOfTurn',
          source: -1,
        });
      }
    });
    if (sd.conversions) pl.flags.conv = sd.conversions;
    if (sd.dying) {
      // SLCG-TRM-03 timeline, as applyTrauma sets it for 濒死 begun in turn `since`.
      const since = typeof sd.dying === 'number' ? sd.dying : turn;
      const activeThen = (turn - since) % 2 === 0 ? active : 1 - active;
      pl.flags.dying = 1;
      if (sd.trauma === undefined) pl.res.trauma = prm.lifeCards;
      pl.flags.skipMainTurn = activeThen === p ? since : since + 1;
      pl.flags.dyingClearTurn = activeThen === p ? since + 2 : since + 3;
    }
  });

  // SLCG-MO-01: moments follow from the markers, or are named when a marker has dropped back since.
  const moments = new Set(
    (setup.moments ?? [])
      .map(toSimplified)
      .map((m) => (m === '极动能时刻' ? 'extreme' : m === '增量产能时刻' ? 'incremental' : m)),
  );
  const victories = s.players.map((pl) => pl.res.victory);
  if (moments.has('extreme') || victories.some((v) => v >= prm.extremeThreshold)) {
    s.flags.extremeMoment = 1;
    s.flags.extremeFromTurn = turn;
    victories.forEach((v, p) => {
      if (v >= prm.extremeThreshold || moments.has('extreme')) s.players[p].flags.reached5 = turn;
    });
    if (setup.igniteClaimed ?? true) s.flags.igniteClaimed = 1;
  }
  if (moments.has('incremental') || victories.some((v) => v >= prm.incrementalThreshold))
    s.flags.incrementalFrom = turn;
  return { state: s, ids };
}

/** Runs the set-up's phase from the placed board: the turn from its start, or the 主要阶段 as it stands. */
export function startSlcgBoard(placed: PlacedBoard, spec: ScenarioSpec): Board {
  const s = placed.state;
  const setup = (spec.setup ?? {}) as SlcgSetupSpec;
  const events: GameEvent[] = [];
  if (setup.phase === 'start') {
    s.phase = 'start';
    advance(s, events);
  } else s.phase = 'main';
  const bad = checkZoneInvariant(s);
  if (bad) throw new Error(bad);
  return { state: s, events };
}
