// 卡灵时代 scenarios: the board is the 5×5 grid in the notation of kaling-spec.ts plus each side's lists and
// counters; steps summon, move, attack, activate, set, place, use player skills, end the turn and answer the
// ruleset's questions (an area, the 抵抗). Areas are named from A's side.
import {
  areaName,
  cellOfName,
  cellOfRef,
  cellRef,
  isCellRef,
  kalingHasKeyword,
  kalingSetCount,
  kalingStat,
  type Action,
  type GameState,
  type KalingState,
} from '../../../runtime/index.js';
import type { PathSegment } from '../../manifest/yaml-nodes.js';
import { cardName, findCard, parseRef } from '../names.js';
import type { ScenarioSpec } from '../types.js';
import { checkZone } from '../zone-expect.js';
import { placeKalingBoard, startKalingBoard } from './kaling-board.js';
import { KALING_BOARD_CHECKS } from './kaling-checks.js';
import {
  areaAt,
  areaToken,
  KALING_EXPECT,
  KALING_SETUP,
  KALING_SIDE,
  KALING_SIDE_EXPECT,
  KALING_STEPS,
  kalingKeywordId,
  kalingKeywordNames,
  parseBoard,
  type AreaSpec,
  type KalingSetupSpec,
  type KalingSideExpect,
} from './kaling-spec.js';
import type { TextAt } from '../scalar-text.js';
import {
  gameEvents,
  type NameRef,
  type NotationProblem,
  type ScenarioRuleset,
  type SideCheck,
  type StepContext,
} from './types.js';

const SIDES = ['A', 'B'] as const;

/** activate / endTurn read as in every game (same shapes as SLCG's). */
const SHARED_SHAPES = {
  activate: {
    description: '发动启动或瞬发效果（场上、手牌或盖卡）/ activate a 启动 or 瞬发 effect',
    anyOf: [
      { type: 'string', minLength: 1 },
      {
        type: 'object',
        additionalProperties: false,
        required: ['card'],
        properties: {
          card: { type: 'string', minLength: 1 },
          ability: {
            anyOf: [
              { type: 'integer', minimum: 1 },
              { type: 'string', minLength: 1 },
            ],
          },
        },
      },
    ],
  },
  endTurn: { type: 'null', description: '结束回合 / end the turn (KL-TRN-04)' },
};

/** The card names of a board (each at its place in the notation); a board that cannot be read has none. */
function boardNames(
  text: unknown,
  path: PathSegment[],
  card: (t: unknown, p: PathSegment[], at?: TextAt) => void,
): void {
  if (typeof text !== 'string') return;
  const b = parseBoard(text);
  if ('error' in b) return;
  for (const row of b.areas) {
    for (const a of row) {
      if (a.card !== undefined) card(a.card, path, a.nameAt);
      for (const o of a.others ?? []) card(o.card, path, o.nameAt);
    }
  }
}

/** The boards of the file (`setup.board`, every `expect.board`) that are not 5 rows of 5 areas, at the row or area. */
function notationProblems(spec: ScenarioSpec): NotationProblem[] {
  const out: NotationProblem[] = [];
  const check = (text: unknown, path: PathSegment[]) => {
    if (typeof text !== 'string') return;
    const b = parseBoard(text);
    if ('error' in b) out.push({ path, ...b.error });
  };
  check((spec.setup as KalingSetupSpec | undefined)?.board, ['setup', 'board']);
  spec.steps.forEach((st, i) => {
    if (typeof st === 'object') check(st.expect?.board, ['steps', i, 'expect', 'board']);
  });
  return out;
}

function names(spec: ScenarioSpec): NameRef[] {
  const out: NameRef[] = [];
  const card = (text: unknown, path: PathSegment[], at?: TextAt) => {
    if (typeof text === 'string') out.push({ kind: 'card', text, path, ...(at ? { at } : {}) });
  };
  const kw = (text: string, path: PathSegment[]) => out.push({ kind: 'keyword', text, path });
  const setup = (spec.setup ?? {}) as KalingSetupSpec;
  boardNames(setup.board, ['setup', 'board'], card);
  for (const p of SIDES) {
    const sd = setup[p];
    if (!sd) continue;
    for (const z of ['hand', 'deck', 'discard', 'banished'] as const)
      (sd[z] ?? []).forEach((n, j) => card(n, ['setup', p, z, j]));
    for (const [n, st] of Object.entries(sd.cards ?? {})) {
      card(n, ['setup', p, 'cards', n]);
      (st.keywords ?? []).forEach((k, x) => kw(k, ['setup', p, 'cards', n, 'keywords', x]));
    }
  }
  spec.steps.forEach((st, i) => {
    if (typeof st !== 'object') return;
    for (const key of ['set', 'place'] as const) card(st[key], ['steps', i, key]);
    const sm = st.summon as string | { card: string; material: string } | undefined;
    if (typeof sm === 'string') card(sm, ['steps', i, 'summon']);
    else if (sm) {
      card(sm.card, ['steps', i, 'summon', 'card']);
      card(sm.material, ['steps', i, 'summon', 'material']);
    }
    for (const key of ['move', 'skillMove'] as const)
      card((st[key] as { card?: string } | undefined)?.card, ['steps', i, key, 'card']);
    card((st.attack as { attacker?: string } | undefined)?.attacker, ['steps', i, 'attack', 'attacker']);
    const act = st.activate as string | { card: string } | undefined;
    if (act)
      card(
        typeof act === 'string' ? act : act.card,
        typeof act === 'string' ? ['steps', i, 'activate'] : ['steps', i, 'activate', 'card'],
      );
    const e = st.expect;
    if (!e) return;
    boardNames(e.board, ['steps', i, 'expect', 'board'], card);
    for (const p of SIDES) {
      const se = e[p] as KalingSideExpect | undefined;
      if (!se) continue;
      for (const z of ['hand', 'deck', 'discard', 'banished'] as const) {
        const ze = se[z];
        if (Array.isArray(ze)) ze.forEach((n, j) => card(n, ['steps', i, 'expect', p, z, j]));
        else if (ze)
          for (const k of ['contains', 'lacks', 'top'] as const)
            (ze[k] ?? []).forEach((n, j) => card(n, ['steps', i, 'expect', p, z, k, j]));
      }
      for (const [n, ce] of Object.entries(se.cards ?? {})) {
        card(n, ['steps', i, 'expect', p, 'cards', n]);
        [...(ce.keywords ?? []), ...(ce.lacks ?? [])].forEach((k) => kw(k, ['steps', i, 'expect', p, 'cards', n]));
      }
    }
  });
  return out;
}

/** A card of the actor where an action can use it: on the battlefield first, then in hand. */
function ownCard(ctx: StepContext, text: string, path: PathSegment[]): number {
  const ref = parseRef(text);
  const onField = findCard(ctx.s, ctx.actor, 'battlefield', ref);
  return onField ?? ctx.own(text, 'hand', path, ctx.actor, ['battlefield']);
}

/**
 * An option of a question as a step names it: an area (where a card goes, an area target or pick) from A's side, as
 * `area:` takes it — the engine labels areas from the side of the player it asks (KL-ZN-01).
 */
function optionName(_s: GameState, kind: string, value: number): string | undefined {
  if (kind === 'area') return areaName(value, 0);
  return isCellRef(value) ? areaName(cellOfRef(value), 0) : undefined;
}

function area(ctx: StepContext, name: string, path: PathSegment[]): number {
  const cell = cellOfName(name, 0);
  if (cell < 0) throw ctx.fail(`“${name}”不是区域（a1–e5）`, `"${name}" is not an area (a1–e5)`, path);
  return cell;
}

/** `ability`: 1-based among the card's 启动 and free-timing 瞬发 effects, or words of its line; omitted = the first. */
function abilityIndex(ctx: StepContext, id: number, which: number | string | undefined): number {
  const s = ctx.s;
  const d = s.defs[s.cards[id].def];
  const usable = d.abilities.filter((a) => a.kind === 'start' || (a.kind === 'instant' && !a.timing));
  if (!usable.length && ctx.mayFail) return d.abilities[0]?.index ?? 0;
  if (!usable.length) throw ctx.fail(`${d.name} 没有可发动的效果`, `${d.name} has no effect to activate`, ['activate']);
  if (which === undefined) return usable[0].index;
  if (typeof which === 'number') {
    const a = usable[which - 1];
    if (!a)
      throw ctx.fail(
        `${d.name} 只有 ${usable.length} 个可发动的效果`,
        `${d.name} has ${usable.length} effects to activate`,
        ['activate', 'ability'],
      );
    return a.index;
  }
  const a = d.abilities.find((x) => x.source && ctx.line(x.source.file, x.source.line).includes(which));
  if (!a)
    throw ctx.fail(`${d.name} 没有含“${which}”的效果`, `${d.name} has no effect with "${which}"`, [
      'activate',
      'ability',
    ]);
  return a.index;
}

function toAction(ctx: StepContext, key: string, value: unknown): Action {
  const { s } = ctx;
  switch (key) {
    case 'summon': {
      if (typeof value === 'string') return { type: 'summon', card: ctx.own(value, 'hand', ['summon']), material: -1 };
      const v = value as { card: string; material: string };
      return {
        type: 'summon',
        card: ctx.own(v.card, 'hand', ['summon', 'card']),
        material: ctx.own(v.material, 'battlefield', ['summon', 'material']),
      };
    }
    case 'move':
    case 'skillMove': {
      const v = value as { card: string; to: string };
      return { type: key, card: ctx.own(v.card, 'battlefield', [key, 'card']), cell: area(ctx, v.to, [key, 'to']) };
    }
    case 'attack': {
      const v = value as { attacker: string; at?: string };
      if (v.at === undefined)
        throw ctx.fail('attack 需要 at：区域或 player', 'attack needs at: an area or player', ['attack']);
      return {
        type: 'attack',
        attacker: ctx.own(v.attacker, 'battlefield', ['attack', 'attacker']),
        cell: v.at === 'player' ? -1 : area(ctx, v.at, ['attack', 'at']),
      };
    }
    case 'activate': {
      const a = typeof value === 'string' ? { card: value } : (value as { card: string; ability?: number | string });
      const id = ownCard(ctx, a.card, typeof value === 'string' ? ['activate'] : ['activate', 'card']);
      return { type: 'activate', card: id, ability: abilityIndex(ctx, id, a.ability) };
    }
    case 'set':
      return { type: 'set', card: ctx.own(value as string, 'hand', ['set']) };
    case 'place':
      return { type: 'place', card: ctx.own(value as string, 'hand', ['place']) };
    case 'skillDraw':
      return { type: 'skillDraw' };
    case 'endTurn':
      return { type: 'endTurn' };
    case 'area': {
      const d = s.pending;
      if (!d) return { type: 'choose', index: -1 };
      const cell = area(ctx, value as string, ['area']);
      const index = d.options.findIndex((o) => o.value === cell || o.value === cellRef(cell));
      if (index < 0 && !ctx.mayFail) {
        const names = d.options.map((o) => optionName(s, d.kind, o.value) ?? o.label).join(' | ');
        throw ctx.fail(
          `区域 ${String(value)} 不是可选项：${names}`,
          `area ${String(value)} is not an option: ${names}`,
          ['area'],
        );
      }
      return { type: 'choose', index: index < 0 ? d.options.length : index };
    }
    case 'resist': {
      const d = s.pending;
      if (!d) return { type: 'choose', index: -1 };
      if (d.kind !== 'resist' && !ctx.mayFail) throw ctx.fail('没有在选择抵抗值', 'no 抵抗 to choose', ['resist']);
      return { type: 'choose', index: d.options.findIndex((o) => o.value === (value === 'DP' ? 1 : 0)) };
    }
  }
  throw ctx.fail(`未知的步骤 ${key}`, `unknown step ${key}`);
}

function zoneNames(s: GameState, p: number, zone: string): string[] {
  return s.players[p].zones[s.zoneNames.indexOf(zone)].map((id) => cardName(s, id));
}

/** The board of a state in the notation's areas (row 5 first, as A reads it). */
function boardAreas(s: KalingState): AreaSpec[][] {
  return Array.from({ length: 5 }, (_, r) =>
    Array.from({ length: 5 }, (_, c) => {
      const cell = cellOfName(areaAt(r, c), 0);
      const a: AreaSpec = {};
      if (s.gridLocks![cell] >= s.turn) a.locked = true;
      const id = s.grid![cell];
      if (id >= 0) {
        a.owner = s.cards[id].controller;
        a.card = cardName(s, id);
        if (s.cards[id].faceDown) a.faceDown = true;
      }
      return a;
    }),
  );
}

function checkSide(g: GameState, p: number, who: 'A' | 'B', raw: Record<string, unknown>, c: SideCheck): void {
  const s = g as KalingState;
  const se = raw as KalingSideExpect;
  const pl = s.players[p];
  for (const k of ['life', 'energy'] as const) if (se[k] !== undefined) c.eq([who, k], `${who}.${k}`, se[k], pl.res[k]);
  if (se.set !== undefined) c.eq([who, 'set'], `${who}.set`, se.set, kalingSetCount(s, p));
  for (const z of ['hand', 'deck', 'discard', 'banished'] as const) {
    const ze = se[z];
    if (ze) checkZone(c, who, z, ze, zoneNames(s, p, z));
  }
  for (const [text, ce] of Object.entries(se.cards ?? {})) {
    const zone = ce.zone ?? 'battlefield';
    const id = findCard(s, p, zone, parseRef(text));
    const label = `${who}.cards.${text}`;
    const path: PathSegment[] = [who, 'cards', text];
    if (id === undefined) {
      c.eq(path, `${who}.${zone} ∋ ${text}`, true, false);
      continue;
    }
    const card = s.cards[id];
    if (ce.at !== undefined) c.eq([...path, 'at'], `${label}.at`, ce.at, card.cell >= 0 ? areaName(card.cell, 0) : '-');
    for (const st of ['ap', 'dp', 'sp', 'gp'] as const)
      if (ce[st] !== undefined) c.eq([...path, st], `${label}.${st}`, ce[st], kalingStat(s, id, st));
    if (ce.faceDown !== undefined) c.eq([...path, 'faceDown'], `${label}.faceDown`, ce.faceDown, card.faceDown);
    (ce.keywords ?? []).forEach((k, j) => {
      if (!kalingHasKeyword(s, id, kalingKeywordId(k) ?? k))
        c.eq([...path, 'keywords', j], `${label} 【${k}】`, true, false);
    });
    (ce.lacks ?? []).forEach((k, j) => {
      if (kalingHasKeyword(s, id, kalingKeywordId(k) ?? k))
        c.eq([...path, 'lacks', j], `${label} 【${k}】`, false, true);
    });
  }
}

function checkExpect(g: GameState, e: Record<string, unknown>, c: SideCheck): void {
  if (typeof e.board !== 'string') return;
  const want = parseBoard(e.board);
  // A board that cannot be read is refused before the steps run (notationProblems); this is a guard.
  if ('error' in want) {
    c.failAt(['board'], want.error.at, 'board', '5×5', '?');
    return;
  }
  const got = boardAreas(g as KalingState);
  for (let r = 0; r < 5; r++) {
    for (let k = 0; k < 5; k++) {
      const w = areaToken(want.areas[r][k]),
        h = areaToken(got[r][k]);
      if (w !== h) c.failAt(['board'], want.areas[r][k].at, `board ${areaAt(r, k)}`, w, h);
    }
  }
}

/**
 * What each action step's engine check can return (runtime/rulesets/kaling/checks.ts): placing a device needs room
 * as setting a card does (KL-CT-07: set/limit, set/no-area); moving, attacking and 调兵奇袭 need one's own 卡灵 that
 * was not just summoned (card/…). test/scenario/step-errors.test.ts holds the engine to these lists.
 */
export const KALING_STEP_ERRORS: Readonly<Record<string, readonly string[]>> = {
  summon: ['summon/*', 'phase/not-action'],
  move: ['move/*', 'card/*', 'phase/not-action'],
  attack: ['attack/*', 'card/*', 'phase/not-action'],
  activate: ['activate/*'],
  set: ['set/*', 'phase/not-action'],
  place: ['place/*', 'set/limit', 'set/no-area', 'phase/not-action'],
  skillDraw: ['skill/draw-used', 'skill/not-enough-energy', 'phase/not-action'],
  skillMove: [
    'skill/move-used-up',
    'skill/move-used-this-turn',
    'skill/move-just-summoned',
    'skill/not-enough-energy',
    'card/not-your-kaling',
    'move/blocked',
    'phase/not-action',
  ],
  endTurn: ['phase/not-action'],
};

export const kalingScenarios: ScenarioRuleset = {
  id: 'kaling',
  rulePrefix: 'KL',
  setup: KALING_SETUP,
  setupPhases: ['action', 'start', 'mulligan'],
  side: KALING_SIDE,
  sideExpect: KALING_SIDE_EXPECT,
  expect: KALING_EXPECT,
  // 卡灵时代's own (besides every game's, SHARED_EVENTS).
  events: gameEvents(`
    entered stepped transferred reachedBackRow attack attacked resist battle attackMissed destroyed
    damaged gpLost locked unlocked restored set material skill refill mulligan returned banished
    searched played shuffled`),
  phases: ['mulligan', 'start', 'draw', 'action', 'end', 'over'],
  waitingFor: ['action', 'area', 'resist', 'mulligan'],
  steps: { ...KALING_STEPS, ...SHARED_SHAPES },
  bareSteps: ['endTurn', 'skillDraw'],
  choiceKeys: ['area', 'resist'],
  stepErrors: KALING_STEP_ERRORS,
  placeBoard: placeKalingBoard,
  startBoard: startKalingBoard,
  boardChecks: KALING_BOARD_CHECKS,
  names,
  notationProblems,
  keywordId: kalingKeywordId,
  keywordNames: kalingKeywordNames,
  optionName,
  toAction,
  waiting: (s) => (s.phase === 'action' ? 'action' : null),
  checkSide,
  checkExpect,
};
