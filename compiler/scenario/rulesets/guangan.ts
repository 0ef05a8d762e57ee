// 光暗 scenarios: the board is built from characters (positions, HP, countdowns, seals), summons, the 用牌区 and
// the card zones; steps use and set cards, make sorties, end phases and answer 光暗's own questions (characters,
// positions, 【光明】/【黑暗】, the hand limit).
import {
  atkOf,
  guanganHasKeyword,
  hpLeft,
  isAlive,
  PERMANENT,
  playerRef,
  statDelta,
  type Action,
  type GameState,
  type GuanganState,
} from '../../../runtime/index.js';
import type { PathSegment } from '../../manifest/yaml-nodes.js';
import { cardName, findCard, parseRef, playerIndex } from '../names.js';
import type { CardOrPlayer, ScenarioSpec } from '../types.js';
import { placeGuanganBoard, startGuanganBoard } from './guangan-board.js';
import { GUANGAN_BOARD_CHECKS } from './guangan-checks.js';
import {
  GUANGAN_SIDE,
  GUANGAN_SIDE_EXPECT,
  GUANGAN_STEPS,
  guanganKeywordId,
  guanganKeywordNames,
  SIDE_WORDS,
  type GuanganSetupSpec,
  type GuanganSideExpect,
} from './guangan-spec.js';
import { gameEvents, type NameRef, type ScenarioRuleset, type SideCheck, type StepContext } from './types.js';
import { checkZone } from '../zone-expect.js';

const SIDES = ['A', 'B'] as const;
const ZONES = ['hand', 'deck', 'discard', 'banished', 'cardZone', 'summons', 'positions', 'reserve'] as const;
const RUNTIME_ZONE: Record<(typeof ZONES)[number], string> = {
  hand: 'hand',
  deck: 'deck',
  discard: 'discard',
  banished: 'banished',
  cardZone: 'cardZone',
  summons: 'summons',
  positions: 'positions',
  reserve: 'offstage',
};

function names(spec: ScenarioSpec): NameRef[] {
  const out: NameRef[] = [];
  const card = (text: unknown, path: PathSegment[]) => {
    if (typeof text === 'string') out.push({ kind: 'card', text, path });
  };
  const kw = (text: string, path: PathSegment[]) => out.push({ kind: 'keyword', text, path });
  const setup = (spec.setup ?? {}) as GuanganSetupSpec;
  for (const p of SIDES) {
    const sd = setup[p];
    if (!sd) continue;
    for (const z of ['hand', 'deck', 'discard', 'banished', 'reserve'] as const)
      (sd[z] ?? []).forEach((n, j) => card(n, ['setup', p, z, j]));
    for (const z of ['cardZone', 'summons'] as const)
      (sd[z] ?? []).forEach((c, j) =>
        typeof c === 'string' ? card(c, ['setup', p, z, j]) : card(c.card, ['setup', p, z, j, 'card']),
      );
    (sd.characters ?? []).forEach((c, j) => {
      if (typeof c === 'string') card(c, ['setup', p, 'characters', j]);
      else {
        card(c.card, ['setup', p, 'characters', j, 'card']);
        (c.keywords ?? []).forEach((k, x) => kw(k, ['setup', p, 'characters', j, 'keywords', x]));
      }
    });
  }
  spec.steps.forEach((st, i) => {
    if (typeof st !== 'object') return;
    for (const key of ['set', 'character', 'returnCard'] as const) card(st[key], ['steps', i, key]);
    const use = st.use as string | { card: string; replace?: string } | undefined;
    if (typeof use === 'string') card(use, ['steps', i, 'use']);
    else if (use) {
      card(use.card, ['steps', i, 'use', 'card']);
      card(use.replace, ['steps', i, 'use', 'replace']);
    }
    const so = st.sortie as { attacker?: string; target?: CardOrPlayer } | undefined;
    if (so) {
      card(so.attacker, ['steps', i, 'sortie', 'attacker']);
      const t = so.target;
      if (typeof t === 'string' && !['player', 'A', 'B'].includes(t)) card(t, ['steps', i, 'sortie', 'target']);
      else if (t && typeof t === 'object') card(t.card, ['steps', i, 'sortie', 'target', 'card']);
    }
    const e = st.expect;
    if (!e) return;
    for (const p of SIDES) {
      const se = e[p] as GuanganSideExpect | undefined;
      if (!se) continue;
      for (const z of ZONES) {
        const ze = se[z];
        if (Array.isArray(ze)) ze.forEach((n, j) => card(n, ['steps', i, 'expect', p, z, j]));
        else if (ze)
          for (const k of ['contains', 'lacks', 'top'] as const)
            (ze[k] ?? []).forEach((n, j) => card(n, ['steps', i, 'expect', p, z, k, j]));
      }
      for (const [n, ce] of Object.entries(se.characters ?? {})) {
        card(n, ['steps', i, 'expect', p, 'characters', n]);
        [...(ce.keywords ?? []), ...(ce.lacks ?? [])].forEach((k) => kw(k, ['steps', i, 'expect', p, 'characters', n]));
      }
      for (const n of Object.keys(se.cards ?? {})) card(n, ['steps', i, 'expect', p, 'cards', n]);
    }
  });
  return out;
}

/** A card the actor may use: in hand, else set in the 用牌区. */
function usable(ctx: StepContext, text: string, path: PathSegment[]): number {
  const ref = parseRef(text);
  return (
    findCard(ctx.s, ctx.actor, 'hand', ref) ??
    findCard(ctx.s, ctx.actor, 'cardZone', ref) ??
    ctx.own(text, 'cardZone', path, ctx.actor, ['hand'])
  );
}

/** A character or summon of player `p`, by name. */
function fighter(ctx: StepContext, text: string, path: PathSegment[], p: number): number {
  return findCard(ctx.s, p, 'positions', parseRef(text)) ?? ctx.own(text, 'summons', path, p, ['positions']);
}

function choose(
  ctx: StepContext,
  kind: string,
  pred: (o: { label: string; value: number }) => boolean,
  what: string,
): Action {
  const d = ctx.s.pending;
  if (!d) return { type: 'choose', index: -1 };
  if (d.kind !== kind && !ctx.mayFail)
    throw ctx.fail(`没有 ${kind} 选择`, `no ${kind} decision is pending (${d.kind})`);
  const index = d.options.findIndex(pred);
  if (index < 0 && !ctx.mayFail)
    throw ctx.fail(
      `“${what}” 不是可选项：${d.options.map((o) => o.label).join(' | ')}`,
      `"${what}" is not an option: ${d.options.map((o) => o.label).join(' | ')}`,
    );
  return { type: 'choose', index: index < 0 ? d.options.length : index };
}

function toAction(ctx: StepContext, key: string, value: unknown): Action {
  const { actor } = ctx;
  switch (key) {
    case 'use': {
      if (typeof value === 'string') return { type: 'use', card: usable(ctx, value, ['use']) };
      const u = value as { card: string; replace?: string };
      const a: Action = { type: 'use', card: usable(ctx, u.card, ['use', 'card']) };
      if (u.replace) a.replace = ctx.own(u.replace, 'cardZone', ['use', 'replace']);
      return a;
    }
    case 'set':
      return { type: 'set', card: ctx.own(value as string, 'hand', ['set']) };
    case 'endPhase':
      return { type: 'endPhase' };
    case 'sortie': {
      const so = value as { attacker: string; target?: CardOrPlayer };
      const attacker = fighter(ctx, so.attacker, ['sortie', 'attacker'], actor);
      const t = so.target ?? 'player';
      let target: number;
      if (t === 'player' || t === 'A' || t === 'B') target = playerRef(t === 'player' ? 1 - actor : playerIndex(t));
      else {
        const text = typeof t === 'string' ? t : t.card;
        const owner = typeof t === 'object' && t.owner ? playerIndex(t.owner) : 1 - actor;
        target = fighter(ctx, text, ['sortie', 'target'], owner);
      }
      return { type: 'sortie', attacker, target };
    }
    case 'character':
      return choose(ctx, 'character', (o) => o.label === value, String(value));
    case 'position':
      return choose(ctx, 'position', (o) => o.value === (value as number) - 1, String(value));
    case 'side':
      return choose(ctx, 'side', (o) => o.value === SIDE_WORDS[value as string], String(value));
    case 'returnCard':
      return choose(ctx, 'handLimit', (o) => o.label === value, String(value));
  }
  throw ctx.fail(`未知的步骤 ${key}`, `unknown step ${key}`);
}

const SIDE_NAME = ['none', 'light', 'dark'];
const sideName = (w: string): string => SIDE_NAME[SIDE_WORDS[w]];

function zoneList(s: GameState, p: number, zone: string): string[] {
  const ids = s.players[p].zones[s.zoneNames.indexOf(zone)];
  // The reserve lists characters only (summon cards off the game are not characters).
  return ids
    .filter((id) => zone !== 'offstage' || s.defs[s.cards[id].def].type === '角色')
    .map((id) => cardName(s, id));
}

function checkSide(g: GameState, p: number, who: 'A' | 'B', raw: Record<string, unknown>, c: SideCheck): void {
  const s = g as GuanganState;
  const se = raw as GuanganSideExpect;
  const pl = s.players[p];
  for (const k of ['hp', 'stamina', 'sorties', 'lightDark', 'shield'] as const)
    if (se[k] !== undefined) c.eq([who, k], `${who}.${k}`, se[k], pl.res[k]);
  if (se.gained !== undefined) c.eq([who, 'gained'], `${who}.gained`, se.gained, pl.flags.gained);
  if (se.unlocks !== undefined) c.eq([who, 'unlocks'], `${who}.unlocks`, se.unlocks, pl.flags.unlocks);
  if (se.side !== undefined) c.eq([who, 'side'], `${who}.side`, sideName(se.side), SIDE_NAME[pl.flags.side]);
  for (const z of ZONES) {
    const ze = se[z];
    if (ze) checkZone(c, who, z, ze, zoneList(s, p, RUNTIME_ZONE[z]));
  }
  for (const [text, ce] of Object.entries(se.characters ?? {})) {
    const id = findCard(s, p, 'positions', parseRef(text)) ?? findCard(s, p, 'summons', parseRef(text));
    const label = `${who}.characters.${text}`;
    const at = (k: string): PathSegment[] => [who, 'characters', text, k];
    if (id === undefined) {
      c.eq([who, 'characters', text], `${who}.characters ∋ ${text}`, true, false);
      continue;
    }
    const sealed = s.flags.sealed[id];
    if (ce.hp !== undefined) c.eq(at('hp'), `${label}.hp`, ce.hp, hpLeft(s, id));
    if (ce.dead !== undefined) c.eq(at('dead'), `${label}.dead`, ce.dead, s.flags.revive[id]);
    if (ce.sealed !== undefined)
      c.eq(
        at('sealed'),
        `${label}.sealed`,
        ce.sealed === '永久' ? 'permanent' : ce.sealed,
        sealed === PERMANENT ? 'permanent' : sealed,
      );
    if (ce.seals !== undefined) c.eq(at('seals'), `${label}.seals`, ce.seals, s.flags.seals[id]);
    if (ce.position !== undefined) c.eq(at('position'), `${label}.position`, ce.position, s.cards[id].cell + 1);
    if (ce.alive !== undefined) c.eq(at('alive'), `${label}.alive`, ce.alive, isAlive(s, id));
    if (ce.atk !== undefined) c.eq(at('atk'), `${label}.atk`, ce.atk, atkOf(s, id));
    if (ce.shield !== undefined)
      c.eq(at('shield'), `${label}.shield`, ce.shield, s.mods.length ? statDelta(s, id, 'shield') : 0);
    if (ce.aura !== undefined) c.eq(at('aura'), `${label}.aura`, ce.aura, s.mods.length ? statDelta(s, id, 'aura') : 0);
    (ce.keywords ?? []).forEach((k, j) => {
      if (!guanganHasKeyword(s, id, guanganKeywordId(k) ?? k))
        c.eq([who, 'characters', text, 'keywords', j], `${label} 【${k}】`, true, false);
    });
    (ce.lacks ?? []).forEach((k, j) => {
      if (guanganHasKeyword(s, id, guanganKeywordId(k) ?? k))
        c.eq([who, 'characters', text, 'lacks', j], `${label} 【${k}】`, false, true);
    });
  }
  for (const [text, ce] of Object.entries(se.cards ?? {})) {
    const ref = parseRef(text);
    const mine = s.cards.filter((x) => x.owner === p && s.defs[x.def].name === ref.name);
    const card = mine[ref.nth];
    const label = `${who}.cards.${text}`;
    if (!card) {
      c.eq([who, 'cards', text], `${who}.cards ∋ ${text}`, true, false);
      continue;
    }
    if (ce.zone !== undefined) c.eq([who, 'cards', text, 'zone'], `${label}.zone`, ce.zone, s.zoneNames[card.zone]);
    if (ce.set !== undefined)
      c.eq(
        [who, 'cards', text, 'set'],
        `${label}.set`,
        ce.set,
        card.zone === s.zoneNames.indexOf('cardZone') && card.faceDown,
      );
  }
}

export const guanganScenarios: ScenarioRuleset = {
  id: 'guangan',
  rulePrefix: 'GA',
  setup: {},
  setupPhases: ['prepare', 'battle', 'start', 'end'],
  side: GUANGAN_SIDE,
  sideExpect: GUANGAN_SIDE_EXPECT,
  expect: {},
  // 光暗's own (besides every game's, SHARED_EVENTS).
  events: gameEvents(`
    played set entered attack attacked damaged aura shielded applied destroyed revived sealed countdown
    recovered side shuffled banished`),
  phases: ['setup', 'start', 'prepare', 'battle', 'end', 'over'],
  waitingFor: ['prepare', 'battle', 'character', 'position', 'side', 'curse', 'handLimit'],
  steps: GUANGAN_STEPS,
  bareSteps: ['endPhase'],
  choiceKeys: ['character', 'position', 'side', 'returnCard'],
  placeBoard: placeGuanganBoard,
  startBoard: startGuanganBoard,
  boardChecks: GUANGAN_BOARD_CHECKS,
  names,
  keywordId: guanganKeywordId,
  keywordNames: guanganKeywordNames,
  toAction,
  waiting: (s) => (s.phase === 'prepare' || s.phase === 'battle' ? s.phase : null),
  checkSide,
  checkExpect: () => {},
};
