// 卡灵时代 effects used from hand or from a face-down card are optional, 可以 or not (KL-CH-03 ranks them "non-public
// optional"; KL-EF-02: a 瞬发 effect "can be activated"; KL-CT-03: playing a tactic is the player's choice): the
// player is asked yes/no before the energy is paid and before the tactic is put on an area, and may decline. The
// same line on a 卡灵 on the field stays mandatory. Played on real boards with the interpreter and with the compiled
// set, which give the same event log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardPool, Decision, KalingState } from '../../../runtime/index.js';
import type { LoadedSet } from '../../../compiler/scenario/set-cache.js';
import { bothWays, onEachPool, type Mode } from '../compiled/compiled-sets.js';
import { activatePlayed, at, cell, evs, kboard, names, nameOf, type BoardOptions, type Played } from './helpers.js';

const kaling = (name: string, line = ''): string =>
  `卡牌 ${name}\n  类型：卡灵\n  等级：1\n  AP：1\n  DP：1\n  SP：0\n${line ? `  ${line}\n` : ''}`;

const SIPHON = '【瞬发】耗能1：当对方发动【启动】效果时，令对方失去1点能量。';

const CARDS = [
  `卡牌 能量虹吸\n  类型：战术\n  ${SIPHON}\n`,
  kaling('雷牙', '【启动】免能：令自身AP+1。'),
  kaling('虹吸兽', SIPHON),
  kaling('鼓手', '【瞬发】免能：当己方发动【启动】效果时，可以抽1张卡。'),
  kaling('盾卫'),
].join('\n');

let interpreted: LoadedSet;
let compiled: CardPool;
let resolved: () => number;

beforeAll(async () => {
  ({ interpreted, compiled, resolved } = await bothWays('kaling', '非公开可选', CARDS));
}, 120_000);

afterAll(() => expect(resolved()).toBeGreaterThanOrEqual(10));

/** A's 雷牙 in c3 (the public row), B's 盾卫 in c4; `extra` areas of row 4 (B's front row) and 1 (A's back row). */
function boards(o: BoardOptions & { row4?: string; row1?: string }, seed = 1): [Mode, KalingState][] {
  const { row4 = '. . B:盾卫 . .', row1 = '. . . . .', ...rest } = o;
  const board = `. . . . .\n${row4}\n. . A:雷牙 . .\n. . . . .\n${row1}`;
  return onEachPool(kboard({ A: { energy: 6 }, ...rest, board, seed, set: interpreted }), compiled);
}

const inHand = (seed = 1): [Mode, KalingState][] => boards({ B: { energy: 6, hand: ['能量虹吸'] } }, seed);
const faceDown = (seed = 1): [Mode, KalingState][] =>
  boards({ B: { energy: 6 }, row4: 'B?能量虹吸 . B:盾卫 . .' }, seed);

/** A question as these tests read it: who, its kind and its options' labels (a placement: its kind only). */
const question = (d: Decision): string =>
  `${d.player ? 'B' : 'A'} ${d.kind}${d.kind === 'area' ? '' : `:${d.options.map((o) => o.label).join('/')}`}`;

/**
 * A activates 雷牙's 【启动】 and plays on; `yes` answers every yes/no question (any other question: its first
 * option). `asked` holds each question as `question` reads it.
 */
function activate(s: KalingState, yes: boolean): Played {
  const asked: string[] = [];
  const r = activatePlayed(s, at(s, 'c3'), (d: Decision) => {
    asked.push(question(d));
    return d.kind === 'trigger' ? (yes ? 0 : 1) : 0;
  });
  return { ...r, asked };
}

describe('卡灵时代 effects from hand or face down are optional (KL-CH-03, KL-EF-02)', () => {
  it('KL-CH-03 / KL-EF-02 a tactic in hand whose 当…时 has no 可以: B is asked yes/no first, before paying or choosing an area', () => {
    for (const [how, s] of inHand()) {
      const r = activate(s, false);
      // The first question B meets is whether to use it, not where to put it.
      expect(r.asked[0], how).toBe('B trigger:yes/no');
      const first = r.events.findIndex((e) => e.type === 'choice');
      expect(r.events[first], how).toMatchObject({ player: 1, info: 'trigger', amount: 0 });
    }
  });

  it('KL-CH-03 / KL-EF-02 declined from hand: B keeps the card and its energy, A loses nothing, nothing is played', () => {
    for (const [how, s] of inHand()) {
      const r = activate(s, false);
      expect(r.asked, how).toEqual(['B trigger:yes/no']);
      expect(names(r.s, 1, 'hand'), how).toEqual(['能量虹吸']);
      expect(r.s.players[1].res.energy, how).toBe(6);
      expect(r.s.players[0].res.energy, how).toBe(6);
      expect(names(r.s, 1, 'discard'), how).toEqual([]);
      expect(evs(r.s, r.events, ['played']), how).toEqual([]);
      // 雷牙's own 【启动】 resolved.
      expect(r.s.players[0].zones[r.s.zoneNames.indexOf('battlefield')], how).toContain(at(s, 'c3'));
    }
  });

  it('KL-CH-03 / KL-CT-03 accepted from hand: B pays 1, puts the tactic on an area, A loses 1 energy, the tactic is spent', () => {
    for (const [how, s] of inHand()) {
      const r = activate(s, true);
      expect(r.asked[0], how).toBe('B trigger:yes/no');
      expect(r.asked[1], how).toBe('B area');
      expect(r.s.players[1].res.energy, how).toBe(5);
      expect(r.s.players[0].res.energy, how).toBe(5);
      expect(names(r.s, 1, 'hand'), how).toEqual([]);
      expect(names(r.s, 1, 'discard'), how).toEqual(['能量虹吸']);
      expect(evs(r.s, r.events, ['played']), how).toEqual(['played 能量虹吸']);
    }
  });

  it('KL-CH-03 / KL-EF-02 a face-down tactic whose 当…时 has no 可以: declined, it stays face down and nothing is paid', () => {
    for (const [how, s] of faceDown()) {
      const set = at(s, 'a4');
      const r = activate(s, false);
      expect(r.asked, how).toEqual(['B trigger:yes/no']);
      expect(r.s.cards[set].faceDown, how).toBe(true);
      expect(r.s.grid![cell('a4')], how).toBe(set);
      expect(r.s.players[1].res.energy, how).toBe(6);
      expect(r.s.players[0].res.energy, how).toBe(6);
    }
  });

  it('KL-CH-03 / KL-EF-02 a face-down tactic accepted: turned face up, paid, resolved, then to the 弃区', () => {
    for (const [how, s] of faceDown()) {
      const r = activate(s, true);
      expect(r.asked, how).toEqual(['B trigger:yes/no']);
      expect(r.s.players[1].res.energy, how).toBe(5);
      expect(r.s.players[0].res.energy, how).toBe(5);
      expect(names(r.s, 1, 'discard'), how).toEqual(['能量虹吸']);
      expect(r.s.grid![cell('a4')], how).toBe(-1);
    }
  });

  it('KL-EF-02 the same line on a 卡灵 on the field (public) stays mandatory: no question, B pays and A loses 1', () => {
    for (const [how, s] of boards({ B: { energy: 6 }, row4: '. . B:虹吸兽 . .' })) {
      const r = activate(s, false);
      expect(r.asked, how).toEqual([]);
      expect(r.s.players[1].res.energy, how).toBe(5);
      expect(r.s.players[0].res.energy, how).toBe(5);
    }
  });

  it('KL-CH-02 / KL-CH-03 from hand it is of the optional class: the turn player’s optional effect goes on the chain before it', () => {
    for (const [how, s] of boards({
      B: { energy: 6, hand: ['能量虹吸'] },
      A: { energy: 6, deck: ['盾卫', '盾卫'] },
      row1: '. . A:鼓手 . .',
    })) {
      const r = activate(s, true);
      const order = r.events
        .filter((e) => e.type === 'activated' && e.info === 'trigger')
        .map((e) => `${e.player ? 'B' : 'A'}${nameOf(r.s, e.card!)}`);
      // Turn player's optional (鼓手, public) > non-turn player's optional (能量虹吸 from hand, non-public).
      expect(order, how).toEqual(['A鼓手', 'B能量虹吸']);
    }
  });

  it('KL-CH-03 compiled and interpreted ask and resolve alike: the same questions and event log for every seed', () => {
    for (const seed of [1, 2, 3, 4, 5])
      for (const yes of [true, false])
        for (const make of [inHand, faceDown]) {
          const [a, b] = make(seed).map(([, s]) => activate(s, yes));
          const label = `${make === inHand ? 'hand' : 'face down'} ${yes ? 'yes' : 'no'} seed ${seed}`;
          expect(b.asked, label).toEqual(a.asked);
          expect(JSON.stringify(b.events), label).toBe(JSON.stringify(a.events));
          expect(JSON.stringify(b.s.players), label).toBe(JSON.stringify(a.s.players));
        }
  });
});
