// Whole games told through player views, in all three games: a person at the terminal (scripted input: choices,
// b, w, c <name>) against every bot, and every word the terminal says to a player — the board, the question and
// its options, each move of either side, each event, the cards one cannot play and why — read off that player's
// view at every step. A view marks a card its player cannot see with def HIDDEN (runtime/core/view.ts); nothing
// told from it may read that card, and nothing it may see is told as "?".
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main, type CliIO } from '../../compiler/cli.js';
import { makeBot } from '../../compiler/play/agents.js';
import {
  cardStatus,
  copyLabels,
  describeAction,
  describeBoard,
  describeDecision,
  describeEvent,
  describeMove,
  describeOption,
  describeRefusals,
  type DescribeContext,
} from '../../compiler/play/describe/index.js';
import type { PlayIO } from '../../compiler/play/commands.js';
import { loadPlayableSet } from '../../compiler/play/load-set.js';
import {
  actorOf,
  askAgent,
  legalActions,
  performAction,
  viewFor,
  type GameEvent,
  type GameState,
} from '../../runtime/index.js';
import { bundled, RULESETS } from '../runtime/agents/bundled-games.js';

const root = resolve(__dirname, '../..');

async function cardc(args: string[], ask: PlayIO['ask']) {
  const out: string[] = [];
  const io: PlayIO = { out: (s) => out.push(s), err: (s) => out.push(s), cwd: root, isTTY: false, ask };
  const code = await main(args, io as CliIO);
  return { code, out: out.join('\n') };
}

/** A card name the terminal's `c` may be asked about in each game (seen or not: both answers are words). */
const NAMES = { slcg: '量子观测员', guangan: '白曜', kaling: '狼王' } as const;

/**
 * A person typing at the terminal: mostly a choice number drawn from a seeded generator (the prompt says how many
 * there are), now and then b (the board), w (why not) or c <name> (a card's text).
 */
function person(seed: number, name: string): PlayIO['ask'] {
  let x = seed * 7919 + 1;
  let asked = 0;
  return (prompt) => {
    if (++asked > 4000) return Promise.resolve('q');
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    const n = Number(/1-(\d+)/.exec(prompt)?.[1] ?? 1);
    const r = x % 12;
    return Promise.resolve(r === 0 ? 'b' : r === 1 ? 'w' : r === 2 ? `c ${name}` : String(1 + ((x >>> 8) % n)));
  };
}

const ENDED = /获胜，共 \d+ 回合。$|平局。$/;

describe('a person plays whole games at the terminal, told only their view', () => {
  it('光暗 seed 11, always answering 1: the board shows while the bot has a set card (no agent error)', async () => {
    const r = await cardc(['play', 'cards/guangan', '--agents', 'human,greedy', '--seed', '11'], () =>
      Promise.resolve('1'),
    );
    expect(r.out).toContain('盖放一张卡');
    expect(r.out).not.toMatch(/代理出错|引擎出错|内部错误/);
    expect(r.out.trim()).toMatch(ENDED);
  });

  for (const rs of RULESETS)
    it(`${rs}: against greedy, random and search bots, in either seat, over many seeds, every game ends`, async () => {
      const seats = ['human,greedy', 'random,human', 'greedy,human', 'human,random'];
      for (let seed = 1; seed <= 8; seed++)
        for (const agents of [...seats, ...(seed === 1 ? ['human,search', 'search,human'] : [])]) {
          const args = ['play', `cards/${rs}`, '--agents', agents, '--seed', String(seed), '--budget', '8'];
          const r = await cardc(args, person(seed, NAMES[rs]));
          const last = r.out.trim().split('\n').pop();
          expect(r.out, `${rs} seed ${seed} ${agents}: ${last}`).not.toMatch(/代理出错|引擎出错|内部错误/);
          expect(last, `${rs} seed ${seed} ${agents}`).toMatch(ENDED);
          expect(r.code).toBe(0);
        }
    });
});

/** A "?" standing for a card (为 ? 选择位置, ? 被无效), not a question mark ending a sentence. */
const QUESTION_CARD = /(^|[\s「（(：:为把])\?($|[\s」）)：:，,的])/;

/** Every word the terminal says to `viewer` at this moment, from their view (and the move's, for a move). */
function toldAt(s: GameState, viewer: number, c: DescribeContext): string[] {
  const v = viewFor(s, viewer).state;
  const out = [describeBoard(v, viewer, c)];
  const legal = legalActions(s);
  const actor = actorOf(s);
  // Each move as the log would tell it, whoever makes it.
  for (const a of legal) out.push(describeMove(s, a, actor, viewer, c));
  if (v.pending) {
    out.push(describeDecision(v, c));
    for (let i = 0; i < v.pending.options.length; i++) out.push(describeOption(v, i, c));
  } else if (actor === viewer) {
    for (const a of legal) out.push(describeAction(v, a, c));
    out.push(describeRefusals(v, viewer, c));
  }
  for (const p of v.players)
    for (const z of v.pool.rules.hooks.fieldZones) for (const id of p.zones[z]) out.push(cardStatus(v, id, c));
  return out;
}

describe('every word told from a player view', () => {
  for (const rs of RULESETS)
    it(`${rs}: the board, questions, options, moves, events and refusals read nothing hidden and never say "?"`, () => {
      const g = bundled(rs);
      const set = loadPlayableSet(resolve(root, 'cards', rs), root).set!;
      const texts = new Map(Object.entries(set.texts ?? {}));
      for (let seed = 1; seed <= 4; seed++) {
        const s = g.make(seed);
        const c: DescribeContext = { lang: seed % 2 ? 'zh' : 'en', texts, copies: copyLabels(s) };
        const bots = [makeBot('greedy', seed), makeBot('random', seed + 100)];
        let steps = 0;
        for (; s.winner === null && steps < g.maxSteps; steps++) {
          for (const viewer of [0, 1]) {
            for (const t of toldAt(s, viewer, { ...c, viewer })) {
              expect(t, `${rs} seed ${seed} step ${steps}`).not.toMatch(/undefined|NaN|\[object/);
              expect(t, `${rs} seed ${seed} step ${steps}`).not.toMatch(QUESTION_CARD);
            }
          }
          const legal = legalActions(s);
          const p = actorOf(s);
          const events: GameEvent[] = [];
          performAction(s, legal[askAgent(bots[p], s, p, legal)], events);
          for (const viewer of [0, 1]) {
            const v = viewFor(s, viewer).state;
            for (const e of events) {
              const t = describeEvent(v, e, c) ?? '';
              expect(t, `${rs} seed ${seed} step ${steps}`).not.toMatch(/undefined|NaN|\[object/);
              expect(t, `${rs} seed ${seed} step ${steps}`).not.toMatch(QUESTION_CARD);
            }
          }
        }
        expect(s.winner, `${rs} seed ${seed} ends`).not.toBeNull();
      }
    });
});
