// SLCG scenarios: the board is built from hand / main / deck / discard and counters; steps play, convert,
// attack, push, hinder, activate, guard, compensate, ignite and end the main phase.
import { hasKeyword, playerRef, type Action, type GameState, type SlcgState } from '../../../runtime/index.js';
import type { PathSegment } from '../../manifest/yaml-nodes.js';
import { cardName, findCard, parseRef, playerIndex } from '../names.js';
import type { CardOrPlayer, ScenarioSpec, ZoneExpect } from '../types.js';
import { toSimplified } from '../../../grammar/index.js';
import { checkZone } from '../zone-expect.js';
import { placeSlcgBoard, startSlcgBoard } from './slcg-board.js';
import { SLCG_BOARD_CHECKS } from './slcg-checks.js';
import {
  SLCG_SETUP,
  SLCG_SIDE,
  SLCG_SIDE_EXPECT,
  SLCG_STEPS,
  slcgKeywordId,
  slcgKeywordNames,
  type SlcgSetupSpec,
  type SlcgSideExpect,
} from './slcg-spec.js';
import { gameEvents, type NameRef, type ScenarioRuleset, type SideCheck, type StepContext } from './types.js';

const SIDES = ['A', 'B'] as const;

function names(spec: ScenarioSpec): NameRef[] {
  const out: NameRef[] = [];
  const card = (text: unknown, path: PathSegment[]) => {
    if (typeof text === 'string') out.push({ kind: 'card', text, path });
  };
  const kw = (text: string, path: PathSegment[]) => out.push({ kind: 'keyword', text, path });
  const setup = (spec.setup ?? {}) as SlcgSetupSpec;
  for (const p of SIDES) {
    const sd = setup[p];
    if (!sd) continue;
    for (const z of ['hand', 'deck', 'discard'] as const) (sd[z] ?? []).forEach((n, j) => card(n, ['setup', p, z, j]));
    (sd.main ?? []).forEach((m, j) => {
      if (typeof m === 'string') card(m, ['setup', p, 'main', j]);
      else {
        card(m.card, ['setup', p, 'main', j, 'card']);
        (m.keywords ?? []).forEach((k, x) => kw(k, ['setup', p, 'main', j, 'keywords', x]));
      }
    });
  }
  spec.steps.forEach((st, i) => {
    if (typeof st !== 'object') return;
    for (const key of ['play', 'convert', 'push', 'hinder', 'guard'] as const) card(st[key], ['steps', i, key]);
    const atk = st.attack as { attacker?: string; target?: CardOrPlayer } | undefined;
    if (atk) {
      card(atk.attacker, ['steps', i, 'attack', 'attacker']);
      cardOrPlayer(atk.target, ['steps', i, 'attack', 'target']);
    }
    const act = st.activate as string | { card: string } | undefined;
    if (act)
      card(
        typeof act === 'string' ? act : act.card,
        typeof act === 'string' ? ['steps', i, 'activate'] : ['steps', i, 'activate', 'card'],
      );
    const comp = st.compensate as { haste?: string } | undefined;
    if (comp && typeof comp === 'object') card(comp.haste, ['steps', i, 'compensate', 'haste']);
    const e = st.expect;
    if (!e) return;
    for (const p of SIDES) {
      const se = e[p] as SlcgSideExpect | undefined;
      if (!se) continue;
      for (const z of ['hand', 'main', 'deck', 'discard', 'energyZone'] as const) {
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

  function cardOrPlayer(t: CardOrPlayer | undefined, path: PathSegment[]) {
    if (t === undefined) return;
    if (typeof t === 'string') {
      if (!['player', 'A', 'B'].includes(t)) card(t, path);
    } else card(t.card, [...path, 'card']);
  }
}

function toAction(ctx: StepContext, key: string, value: unknown): Action {
  const { s, actor } = ctx;
  const own = ctx.own;
  switch (key) {
    case 'play':
      return { type: 'play', card: own(value as string, 'hand', ['play']) };
    case 'convert':
      return { type: 'convert', card: own(value as string, 'hand', ['convert']) };
    case 'push':
      return { type: 'push', card: own(value as string, 'main', ['push']) };
    case 'hinder':
      return { type: 'hinder', card: own(value as string, 'main', ['hinder']) };
    case 'guard':
      return { type: 'guard', card: own(value as string, 'main', ['guard']) };
    case 'endTurn':
      return { type: 'endMain' };
    case 'attack': {
      const a = value as { attacker: string; target?: CardOrPlayer };
      const attacker = own(a.attacker, 'main', ['attack', 'attacker']);
      const t = a.target ?? 'player';
      let target: number;
      if (t === 'player' || t === 'A' || t === 'B') target = playerRef(t === 'player' ? 1 - actor : playerIndex(t));
      else {
        const ref = typeof t === 'string' ? t : t.card;
        const owner = typeof t === 'object' && t.owner ? playerIndex(t.owner) : 1 - actor;
        target = own(ref, 'main', ['attack', 'target'], owner);
      }
      return { type: 'attack', attacker, target };
    }
    case 'activate': {
      const a = typeof value === 'string' ? { card: value } : (value as { card: string; ability?: number | string });
      const id = own(a.card, 'main', typeof value === 'string' ? ['activate'] : ['activate', 'card']);
      return { type: 'ability', card: id, ability: abilityIndex(ctx, id, a.ability) };
    }
    case 'compensate': {
      if (typeof value === 'object' && value)
        return {
          type: 'compensate',
          choice: 'haste',
          card: own((value as { haste: string }).haste, 'main', ['compensate', 'haste']),
        };
      return { type: 'compensate', choice: 'energy' };
    }
    case 'ignite': {
      const d = s.pending;
      if (!d) return { type: 'choose', index: -1 };
      if (d.kind !== 'ignite' && !ctx.mayFail) throw ctx.fail(`没有极动能激发可选`, `no 极动能激发 to choose`);
      const extreme = value === 'extremeEnergy' || toSimplified(String(value)) === '极动能';
      return { type: 'choose', index: d.options.findIndex((o) => o.value === (extreme ? 0 : 1)) };
    }
  }
  throw ctx.fail(`未知的步骤 ${key}`, `unknown step ${key}`);
}

/** `ability`: 1-based among the card's usable abilities, or words of the ability's line; omitted = the first. */
function abilityIndex(ctx: StepContext, id: number, which: number | string | undefined): number {
  const s = ctx.s;
  const d = s.defs[s.cards[id].def];
  const usable = d.abilities.filter((a) => a.kind === 'activated' || a.kind === 'action');
  // Expecting an error: let the engine judge the card's first ability (or a missing one).
  if (!usable.length && ctx.mayFail) return 0;
  if (!usable.length) throw ctx.fail(`${d.name} 没有可发动的能力`, `${d.name} has no activated ability`, ['activate']);
  if (which === undefined) return usable[0].index;
  if (typeof which === 'number') {
    const a = usable[which - 1];
    if (!a)
      throw ctx.fail(
        `${d.name} 只有 ${usable.length} 个可发动的能力`,
        `${d.name} has ${usable.length} activated abilities`,
        ['activate', 'ability'],
      );
    return a.index;
  }
  const a = usable.find((x) => x.source && ctx.line(x.source.file, x.source.line).includes(which));
  if (!a)
    throw ctx.fail(`${d.name} 没有含“${which}”的可发动能力`, `${d.name} has no activated ability with "${which}"`, [
      'activate',
      'ability',
    ]);
  return a.index;
}

function zoneNames(s: GameState, p: number, zone: string): string[] {
  return s.players[p].zones[s.zoneNames.indexOf(zone)].map((id) => cardName(s, id));
}

function checkSide(g: GameState, p: number, who: 'A' | 'B', raw: Record<string, unknown>, c: SideCheck): void {
  const s = g as SlcgState;
  const se = raw as SlcgSideExpect;
  const pl = s.players[p];
  for (const k of ['victory', 'trauma', 'energy', 'extremeEnergy'] as const)
    if (se[k] !== undefined) c.eq([who, k], `${who}.${k}`, se[k], pl.res[k]);
  if (se.dying !== undefined) c.eq([who, 'dying'], `${who}.dying`, se.dying, !!pl.flags.dying);
  for (const z of ['hand', 'main', 'deck', 'discard', 'energyZone'] as const) {
    const ze: ZoneExpect | undefined = se[z];
    if (!ze) continue;
    const zone = z === 'energyZone' ? 'energy' : z;
    checkZone(c, who, z, ze, zoneNames(s, p, zone));
  }
  for (const [text, ce] of Object.entries(se.cards ?? {})) {
    const zone = ce.zone ?? 'main';
    const id = findCard(s, p, zone, parseRef(text));
    const label = `${who}.cards.${text}`;
    if (id === undefined) {
      c.eq([who, 'cards', text], `${who}.${zone} ∋ ${text}`, true, false);
      continue;
    }
    const card = s.cards[id];
    if (ce.tapped !== undefined) c.eq([who, 'cards', text, 'tapped'], `${label}.tapped`, ce.tapped, card.tapped);
    if (ce.damage !== undefined) c.eq([who, 'cards', text, 'damage'], `${label}.damage`, ce.damage, card.damage);
    (ce.keywords ?? []).forEach((k, j) => {
      if (!hasKeyword(s, id, slcgKeywordId(k) ?? k))
        c.eq([who, 'cards', text, 'keywords', j], `${label} 【${k}】`, true, false);
    });
    (ce.lacks ?? []).forEach((k, j) => {
      if (hasKeyword(s, id, slcgKeywordId(k) ?? k))
        c.eq([who, 'cards', text, 'lacks', j], `${label} 【${k}】`, false, true);
    });
  }
}

export const slcgScenarios: ScenarioRuleset = {
  id: 'slcg',
  rulePrefix: 'SLCG',
  setup: SLCG_SETUP,
  setupPhases: ['main', 'start'],
  side: SLCG_SIDE,
  sideExpect: SLCG_SIDE_EXPECT,
  expect: {},
  // SLCG's own (besides every game's, SHARED_EVENTS).
  events: gameEvents(`
    entered destroyed damaged tapped untapped attack attacked guarded played trauma dying recovered
    healed pushed converted moment shuffled compensation`),
  phases: ['start', 'refresh', 'main', 'draw', 'end', 'over'],
  waitingFor: ['main', 'ignite'],
  steps: SLCG_STEPS,
  bareSteps: ['endTurn'],
  choiceKeys: ['ignite'],
  placeBoard: placeSlcgBoard,
  startBoard: startSlcgBoard,
  boardChecks: SLCG_BOARD_CHECKS,
  names,
  keywordId: slcgKeywordId,
  keywordNames: slcgKeywordNames,
  toAction,
  waiting: (s) => (s.phase === 'main' ? 'main' : null),
  checkSide,
  checkExpect: () => {},
};
