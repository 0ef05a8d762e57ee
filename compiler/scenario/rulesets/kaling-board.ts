// Builds the starting state of a 卡灵时代 scenario: a real game (newKalingGame) whose zones, grid, counters and turn
// are then set exactly as the scenario's `setup` says: the board notation for the battlefield, lists for the rest
// (placeKalingBoard); then the set-up's phase runs (startKalingBoard). The board checks read it in between.
import {
  addModifier,
  advance,
  cellOfName,
  checkZoneInvariant,
  KALING_ZONE as Z,
  KALING_ZONES,
  kalingDefaults,
  kalingInitialFlags,
  kalingInitialPlayerFlags,
  kalingStat,
  mutCard,
  newKalingGame,
  NO_LIMITS,
  type GameEvent,
  type KalingState,
} from '../../../runtime/index.js';
import { noneLeft, pathKey, SetupError, type PlacedBoard } from '../board-checks.js';
import type { LoadedSet } from '../set-cache.js';
import { parseRef, playerIndex } from '../names.js';
import type { ScenarioSpec } from '../types.js';
import { instancesOf } from './instances.js';
import type { Board } from './types.js';
import {
  areaAt,
  kalingKeywordId,
  parseBoard,
  type AreaSpec,
  type KalingSetupSpec,
  type KalingSideSpec,
} from './kaling-spec.js';

/** The board of a setup (an empty 5×5 when none is written); throws with the notation's complaint. */
function boardOf(setup: KalingSetupSpec): AreaSpec[][] {
  if (setup.board === undefined) return Array.from({ length: 5 }, () => Array.from({ length: 5 }, () => ({})));
  const b = parseBoard(setup.board);
  // Refused before the board is built (the ruleset's notationProblems); a guard.
  if ('error' in b) throw new SetupError(b.error.zh, b.error.en, ['setup', 'board']);
  return b.areas;
}

/** Every card name a side's lists place. */
function listNames(sd: KalingSideSpec | undefined): string[] {
  if (!sd) return [];
  return [...(sd.hand ?? []), ...(sd.deck ?? []), ...(sd.discard ?? []), ...(sd.banished ?? [])].map(
    (n) => parseRef(n).name,
  );
}

/** The key of the card placed for area (row r of the notation, column c) in PlacedBoard.ids. */
const areaKey = (r: number, c: number): string => pathKey(['setup', 'board', r, c]);

/** Assumes every card name exists in the set (the runner checks names first). */
export function buildKalingBoard(spec: ScenarioSpec, set: LoadedSet): Board {
  return startKalingBoard(placeKalingBoard(spec, set), spec);
}

/** The board as written, before any phase runs. */
export function placeKalingBoard(spec: ScenarioSpec, set: LoadedSet): PlacedBoard {
  const setup = (spec.setup ?? {}) as KalingSetupSpec;
  const first = setup.first ? playerIndex(setup.first) : 0;
  const turn = setup.turn ?? 3;
  const active = setup.active ? playerIndex(setup.active) : turn % 2 === 1 ? first : 1 - first;
  const params = { ...(set.manifest?.params ?? {}), ...(spec.params ?? {}) };
  const prm = { ...kalingDefaults, ...params };
  const sides = [setup.A, setup.B];
  const areas = boardOf(setup);
  const decks: [string[], string[]] = [listNames(sides[0]), listNames(sides[1])];
  for (const row of areas) for (const a of row) if (a.card !== undefined) decks[a.owner!].push(a.card);
  const s = newKalingGame({
    cards: set.cards,
    decks,
    seed: spec.seed ?? 1,
    firstPlayer: first as 0 | 1,
    params,
  }) as KalingState;

  // Start over from an empty table with the same instances.
  const instances = instancesOf(s);
  const ids = new Map<string, number>();
  for (const pl of s.players) pl.zones = KALING_ZONES.map(() => []);
  for (let c = 0; c < s.grid!.length; c++) {
    s.grid![c] = -1;
    s.gridLocks![c] = -1;
  }
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
  s.flags = kalingInitialFlags(s.cards.length);
  const place = (p: number, name: string, zone: number, key: string): number => {
    const id = instances.take(p, name);
    if (id === undefined) throw noneLeft(p, name);
    ids.set(key, id);
    Object.assign(s.cards[id], {
      zone,
      controller: p,
      tapped: false,
      damage: 0,
      faceDown: false,
      enteredTurn: 0,
      cell: -1,
    });
    mutCard(s, id).epoch++;
    s.players[p].zones[zone].push(id);
    return id;
  };
  sides.forEach((sd, p) => {
    const pl = s.players[p];
    pl.flags = kalingInitialPlayerFlags();
    pl.res = { life: sd?.life ?? prm.startingLife, energy: sd?.energy ?? prm.startingEnergy };
    if (!sd) return;
    for (const [key, zone] of [
      ['hand', Z.hand],
      ['deck', Z.deck],
      ['discard', Z.discard],
      ['banished', Z.banished],
    ] as const) {
      (sd[key] ?? []).forEach((n, j) => place(p, parseRef(n).name, zone, pathKey(['setup', p ? 'B' : 'A', key, j])));
    }
    if (sd.summons) {
      pl.flags.summons = sd.summons;
      pl.flags.summonTurn = turn;
    }
    if (sd.drawSkillUsed) pl.flags.drawSkillTurn = turn;
    if (sd.moveSkillUses) pl.flags.moveSkillUses = sd.moveSkillUses;
  });
  // The board, read row 5 first (B's back row) as A sees it.
  areas.forEach((row, r) =>
    row.forEach((a, c) => {
      const cell = cellOfName(areaAt(r, c), 0);
      if (a.locked) s.gridLocks![cell] = turn + 1;
      if (a.card === undefined) return;
      const id = place(a.owner!, a.card, Z.battlefield, areaKey(r, c));
      mutCard(s, id).cell = cell;
      mutCard(s, id).faceDown = !!a.faceDown;
      s.grid![cell] = id;
    }),
  );
  // Card states, by name among the side's cards on the battlefield (in reading order).
  sides.forEach((sd, p) => {
    for (const [text, st] of Object.entries(sd?.cards ?? {})) {
      const ref = parseRef(text);
      const id = s.players[p].zones[Z.battlefield].filter((x) => s.defs[s.cards[x].def].name === ref.name)[ref.nth];
      const who = p ? 'B' : 'A';
      if (id === undefined)
        throw new SetupError(
          `${who} 的战场上没有“${text}”：cards 写的是棋盘上的卡（名称#2 为第二张）`,
          `"${text}" is not on ${who}'s battlefield: cards describes cards on the board (名称#2 = the second copy)`,
          ['setup', who, 'cards', text],
        );
      ids.set(pathKey(['setup', p ? 'B' : 'A', 'cards', text]), id);
      for (const stat of ['ap', 'dp', 'sp'] as const) {
        const v = st[stat];
        if (v)
          addModifier(s, {
            target: id,
            kind: 'stat',
            key: stat,
            amount: v,
            until: Infinity,
            duration: 'permanent',
            source: -1,
          });
      }
      // KL-CT-05: GP left is counted down from the GP in force (printed, changed, and by 永恒 lines).
      if (st.gp !== undefined) mutCard(s, id).damage = kalingStat(s, id, 'gp') - st.gp;
      if (st.attacked) s.flags.attackTurn = s.flags.attackTurn.map((t, i) => (i === id ? turn : t));
      if (st.moved) s.flags.moveTurn = s.flags.moveTurn.map((t, i) => (i === id ? turn : t));
      if (st.new) mutCard(s, id).enteredTurn = turn;
      for (const k of st.keywords ?? [])
        addModifier(s, {
          target: id,
          kind: 'keyword',
          key: kalingKeywordId(k) ?? k,
          amount: 1,
          until: turn,
          duration: 'endOfTurn',
          source: -1,
        });
    }
  });

  return { state: s, ids };
}

/** Runs the set-up's phase from the placed board: 调试, the turn from its start, or the 行动阶段 as it stands. */
export function startKalingBoard(placed: PlacedBoard, spec: ScenarioSpec): Board {
  const s = placed.state as KalingState;
  const setup = (spec.setup ?? {}) as KalingSetupSpec;
  const events: GameEvent[] = [];
  s.phase = setup.phase ?? 'action';
  if (s.phase === 'mulligan') s.flags.mulliganSeat = 0;
  if (s.phase !== 'action') advance(s, events);
  const bad = checkZoneInvariant(s);
  if (bad) throw new Error(bad);
  return { state: s, events };
}
