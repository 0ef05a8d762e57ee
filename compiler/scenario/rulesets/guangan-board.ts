// Builds the starting state of a 光暗 scenario: a real 光暗 game (newGuanganGame, so every card, character and
// summon token is an instance of it) whose zones, counters, characters and turn are then set as `setup` says
// (placeGuanganBoard); then the set-up's phase runs (startGuanganBoard). The board checks read it in between.
import {
  addModifier,
  advance,
  checkZoneInvariant,
  deckCharacters,
  GUANGAN_ZONE as Z,
  guanganAddPoints,
  guanganDefaults,
  guanganEnterPlay,
  guanganInitialFlags,
  guanganInitialPlayerFlags,
  guanganMaxHp,
  guanganPool,
  mutCard,
  newGuanganGame,
  NO_LIMITS,
  PERMANENT,
  type GameEvent,
  type GuanganState,
} from '../../../runtime/index.js';
import { noneLeft, pathKey, type PlacedBoard } from '../board-checks.js';
import type { LoadedSet } from '../set-cache.js';
import { parseRef, playerIndex } from '../names.js';
import type { ScenarioSpec } from '../types.js';
import { dropInstances, instancesOf } from './instances.js';
import type { Board } from './types.js';
import {
  guanganKeywordId,
  SIDE_WORDS,
  type GaCharacterSpec,
  type GuanganSetupSpec,
  type GuanganSideSpec,
} from './guangan-spec.js';

const ZONES = ['hand', 'deck', 'discard', 'banished'] as const;

const nameOf = (x: string | { card: string }): string => parseRef(typeof x === 'string' ? x : x.card).name;

/** The cards a side's zones hold (its deck cards, in the runtime's sense). */
function zoneCards(sd: GuanganSideSpec): string[] {
  return [...ZONES.flatMap((z) => sd[z] ?? []), ...(sd.cardZone ?? []).map(nameOf)].map((n) => parseRef(n).name);
}

/**
 * GA-CHR-02: the character instances of the sides that write `reserve` which neither `characters` nor `reserve`
 * names (the game made one for every character its cards name).
 */
function unwrittenCharacters(s: GuanganState, sides: readonly GuanganSideSpec[]): Set<number> {
  const drop = new Set<number>();
  sides.forEach((sd, p) => {
    if (sd.reserve === undefined) return;
    const wanted = new Map<string, number>();
    for (const n of [...(sd.characters ?? []), ...sd.reserve].map(nameOf)) wanted.set(n, (wanted.get(n) ?? 0) + 1);
    for (const c of s.cards) {
      if (c.owner !== p || !s.pool.tables.character[c.def]) continue;
      const left = wanted.get(s.defs[c.def].name) ?? 0;
      if (left > 0) wanted.set(s.defs[c.def].name, left - 1);
      else drop.add(c.id);
    }
  });
  return drop;
}

/**
 * GA-CB-06 / GA-KW-05: a written `shield` or `aura` is the character's or summon's own 护盾 points or 【光环】 charges,
 * in place of the printed 【护盾】 / 【光环】 it came into play with (0: spent, a board play reaches: the points are
 * spent by damage and come back only on a new entry); left out, the printed ones are ready.
 */
function writtenPoints(s: GuanganState, id: number, written: { shield?: number; aura?: number }): void {
  for (const key of ['shield', 'aura'] as const) {
    const n = written[key];
    if (n === undefined) continue;
    s.mods = s.mods.filter((m) => !(m.target === id && m.kind === 'stat' && m.key === key));
    guanganAddPoints(s, id, key, n);
  }
}

/** Assumes every card name exists in the set (the runner checks names first). */
export function buildGuanganBoard(spec: ScenarioSpec, set: LoadedSet): Board {
  return startGuanganBoard(placeGuanganBoard(spec, set), spec);
}

/** The board as written, before any phase runs. */
export function placeGuanganBoard(spec: ScenarioSpec, set: LoadedSet): PlacedBoard {
  const setup = (spec.setup ?? {}) as GuanganSetupSpec;
  const first = setup.first ? playerIndex(setup.first) : 0;
  const turn = setup.turn ?? 3;
  const active = setup.active ? playerIndex(setup.active) : turn % 2 === 1 ? first : 1 - first;
  const params = { ...(set.manifest?.params ?? {}), ...(spec.params ?? {}) };
  const prm = { ...guanganDefaults, ...params };
  const sides: GuanganSideSpec[] = [setup.A ?? {}, setup.B ?? {}];
  const pool = guanganPool(set.cards);
  const defOf = (n: string): number => pool.byKey.get(n)!;

  // Deck lists for the real setup: the zone cards, plus characters and summons the setup derives no instance for.
  const decks = sides.map((sd) => {
    const list = zoneCards(sd);
    const derived = new Set(deckCharacters(set.cards, pool.byKey, list.map(defOf)).map((d) => set.cards[d].name));
    const tokens = new Set(list.flatMap((n) => pool.tables.summons[defOf(n)]));
    for (const n of [...(sd.characters ?? []), ...(sd.reserve ?? [])].map(nameOf)) if (!derived.has(n)) list.push(n);
    for (const n of (sd.summons ?? []).map(nameOf)) if (!tokens.has(n)) list.push(n);
    return list;
  }) as [string[], string[]];
  const s: GuanganState = newGuanganGame(
    { cards: set.cards, decks, seed: spec.seed ?? 1, firstPlayer: first as 0 | 1, params },
    pool,
  );
  // GA-CHR-02: a side that writes its `reserve` (an empty one too) has exactly those characters besides its
  // `characters`; the others its cards name do not exist in this game.
  dropInstances(s, unwrittenCharacters(s, sides));

  // Start over from an empty table with the same instances.
  const instances = instancesOf(s);
  const ids = new Map<string, number>();
  for (const pl of s.players) pl.zones = pl.zones.map(() => []);
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
  s.flags = guanganInitialFlags(s.cards.length);
  const revive = s.flags.revive as number[],
    sealed = s.flags.sealed as number[],
    seals = s.flags.seals as number[];
  const place = (p: number, name: string, zone: number, path: (string | number)[], faceDown = false): number => {
    const id = instances.take(p, name);
    if (id === undefined) throw noneLeft(p, name);
    ids.set(pathKey(path), id);
    Object.assign(s.cards[id], { zone, controller: p, tapped: false, damage: 0, faceDown, enteredTurn: 0, cell: -1 });
    mutCard(s, id).epoch++;
    s.players[p].zones[zone].push(id);
    return id;
  };
  // HP left is set once every card is in play, against the 生命 in force (standing lines of any card count).
  const hpWritten: [number, number][] = [];
  const hp = prm.hp40WhenBothDecksAtLeast40 && decks[0].length >= 40 && decks[1].length >= 40 ? 40 : prm.startingHp;
  sides.forEach((sd, p) => {
    const pl = s.players[p];
    const who = p ? 'B' : 'A';
    for (const z of ZONES)
      (sd[z] ?? []).forEach((n, j) => place(p, parseRef(n).name, Z[z], ['setup', who, z, j], z === 'deck'));
    (sd.cardZone ?? []).forEach((c, j) =>
      place(p, nameOf(c), Z.cardZone, ['setup', who, 'cardZone', j], typeof c === 'object' && !!c.set),
    );
    const taken = new Set<number>();
    (sd.characters ?? []).forEach((c, j) => {
      const cs: GaCharacterSpec = typeof c === 'string' ? { card: c } : c;
      const id = place(p, nameOf(cs.card), Z.positions, ['setup', who, 'characters', j]);
      let cell = cs.position !== undefined ? cs.position - 1 : 0;
      while (cs.position === undefined && taken.has(cell)) cell++;
      taken.add(cell);
      mutCard(s, id).cell = cell;
      const permanent = cs.sealed === 'permanent' || cs.sealed === '永久';
      revive[id] = cs.dead ?? 0;
      sealed[id] = permanent ? PERMANENT : typeof cs.sealed === 'number' ? cs.sealed : 0;
      seals[id] = cs.seals ?? (permanent ? 3 : sealed[id] ? 1 : 0);
      if (permanent) s.flags.permanent++;
      if (revive[id] || sealed[id]) return;
      guanganEnterPlay(s, id);
      // A 护盾 or 光环 in `keywords` adds its points on top of the written ones, until the end of the turn.
      writtenPoints(s, id, cs);
      if (cs.hp !== undefined) hpWritten.push([id, cs.hp]);
      for (const k of cs.keywords ?? []) {
        const kw = guanganKeywordId(k) ?? k;
        if (kw === 'aura' || kw === 'shield') guanganAddPoints(s, id, kw, kw === 'aura' ? 1 : prm.keywordShield, turn);
        else
          addModifier(s, {
            target: id,
            kind: 'keyword',
            key: kw,
            amount: 1,
            until: turn,
            duration: 'endOfTurn',
            source: -1,
          });
      }
    });
    (sd.summons ?? []).forEach((m, j) => {
      const id = place(p, nameOf(m), Z.summons, ['setup', who, 'summons', j]);
      guanganEnterPlay(s, id);
      if (typeof m === 'object') writtenPoints(s, id, m);
      if (typeof m === 'object' && m.hp !== undefined) hpWritten.push([id, m.hp]);
    });
    // Everything else of the player's is off the game: characters that do not exist yet, summons not in play.
    for (const c of s.cards) {
      const id = c.id;
      if (c.owner !== p || !instances.unused(id)) continue;
      Object.assign(c, { zone: Z.offstage, controller: p, damage: 0, faceDown: false, cell: -1 });
      pl.zones[Z.offstage].push(id);
    }
    pl.res = {
      hp: sd.hp ?? hp,
      stamina: sd.stamina ?? prm.staminaPerTurn,
      sorties: sd.sorties ?? prm.sortiesPerTurn,
      lightDark: sd.lightDark ?? 0,
      shield: sd.shield ?? 0,
    };
    const f = guanganInitialPlayerFlags(hp);
    f.side = sd.side ? SIDE_WORDS[sd.side] : 0;
    f.gained = sd.gained ?? sd.lightDark ?? 0;
    f.unlocks = sd.unlocks ?? 0;
    pl.flags = f;
  });
  for (const [id, left] of hpWritten) mutCard(s, id).damage = Math.max(0, guanganMaxHp(s, id) - left);
  return { state: s, ids };
}

/** Runs the set-up's phase from the placed board: the turn from its start or end, or the phase as it stands. */
export function startGuanganBoard(placed: PlacedBoard, spec: ScenarioSpec): Board {
  const s = placed.state as GuanganState;
  const setup = (spec.setup ?? {}) as GuanganSetupSpec;
  const events: GameEvent[] = [];
  const phase = setup.phase ?? 'prepare';
  s.phase = phase;
  if (phase === 'start' || phase === 'end') advance(s, events);
  const bad = checkZoneInvariant(s);
  if (bad) throw new Error(bad);
  return { state: s, events };
}
