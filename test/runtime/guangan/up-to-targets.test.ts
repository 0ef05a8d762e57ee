// 光暗 至多N个 (GA-TG-01 with SLCG-TG-01's designation): the user chooses up to N characters one at a time and may stop
// after any of them, none included ("done"); dead characters are never offered (GA-TG-01). Played on real boards
// with the interpreter and with the set's compiled code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DONE_CHOOSING, type CardPool, type GameEvent, type GuanganState } from '../../../runtime/index.js';
import type { LoadedSet } from '../../../compiler/scenario/set-cache.js';
import { bothWays, onEachPool } from '../compiled/compiled-sets.js';
import { act, board, card, passAll, use } from './helpers.js';

const CARDS = `卡牌 林燃
  类型：角色
  生命：5  攻击：2

卡牌 夜昙
  类型：角色
  生命：5  攻击：2

卡牌 雪落
  类型：普通
  专属：林燃
  体力：1
  抽1张卡。

卡牌 连斩
  类型：普通
  专属：夜昙
  体力：1
  选择至多2个敌方角色，对其各造成1点伤害。
`;

let interpreted: LoadedSet;
let compiled: CardPool;
let resolved: () => number;

beforeAll(async () => {
  ({ interpreted, compiled, resolved } = await bothWays('guangan', '至多', CARDS));
}, 120_000);

afterAll(() => expect(resolved()).toBeGreaterThanOrEqual(2));

const side = (more: object = {}) => ({
  characters: ['林燃', '夜昙'],
  deck: ['雪落', '雪落', '雪落'],
  lightDark: 6,
  gained: 6,
  side: 'light' as const,
  stamina: 6,
  ...more,
});

/** The board on each pool: [interpreter, compiled code]. */
function boards(): [string, GuanganState][] {
  const s = board({ A: side({ hand: ['连斩'] }), B: side() }, {}, 1, interpreted);
  return onEachPool(s, compiled);
}

/** A uses 连斩, answers its target questions with `picks` (ids or DONE_CHOOSING) and lets the chain resolve. */
function play(s: GuanganState, picks: (s: GuanganState) => number[]): { s: GuanganState; hit: number[] } {
  const want = picks(s);
  let r = use(s, '连斩');
  const events: GameEvent[] = [...r.events];
  for (let i = 0; i < 30 && r.state.winner === null && (r.state.pending || r.state.window); i++) {
    const d = r.state.pending;
    if (d?.kind === 'target') {
      const index = d.options.findIndex((o) => o.value === want[0]);
      if (index < 0) throw new Error(`${want[0]} is not offered: ${d.options.map((o) => o.value).join(',')}`);
      want.shift();
      r = act(r.state, { type: 'choose', index });
    } else r = d ? act(r.state, { type: 'choose', index: 0 }) : passAll(r.state);
    events.push(...r.events);
  }
  expect(want).toEqual([]);
  return { s: r.state, hit: events.filter((e) => e.type === 'damaged').map((e) => e.card!) };
}

describe('光暗 至多N个 (GA-TG-01)', () => {
  it('GA-TG-01 选择至多2个敌方角色，对其各造成1点伤害: both chosen are hit', () => {
    for (const [how, s] of boards()) {
      const a = card(s, 1, '林燃');
      const b = card(s, 1, '夜昙');
      expect(play(s, () => [a, b]).hit.sort(), how).toEqual([a, b].sort());
    }
  });

  it('GA-TG-01 至多2个: "done" after one hits that one only', () => {
    for (const [how, s] of boards()) {
      const b = card(s, 1, '夜昙');
      expect(play(s, () => [b, DONE_CHOOSING]).hit, how).toEqual([b]);
    }
  });

  it('GA-TG-01 至多2个: "done" at once designates none, and nothing is hit', () => {
    for (const [how, s] of boards()) {
      const asked = use(s, '连斩').state;
      expect(asked.pending?.kind, how).toBe('target');
      expect(
        asked.pending!.options.map((o) => o.value),
        how,
      ).toEqual([card(s, 1, '林燃'), card(s, 1, '夜昙'), DONE_CHOOSING]);
      const r = play(s, () => [DONE_CHOOSING]);
      expect(r.hit, how).toEqual([]);
      expect(r.s.chain, how).toEqual([]);
    }
  });
});
