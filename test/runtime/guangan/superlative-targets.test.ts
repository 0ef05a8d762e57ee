// 光暗 生命最少的 / 攻击最高的 (GA-TG-01): of the characters the rest of the target takes, only those whose value is the
// lowest (highest) are candidates — 生命 is the HP left now (GA-CHR-03), as in 生命3以下; a tie is the user's choice,
// and a target without a count takes every tied one (docs/rules-decisions.md). Played on real boards with the
// interpreter and with the set's compiled code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardPool, GameEvent, GuanganState } from '../../../runtime/index.js';
import type { LoadedSet } from '../../../compiler/scenario/set-cache.js';
import { bothWays, onEachPool } from '../compiled/compiled-sets.js';
import { act, board, card, passAll, readySide, use } from './helpers.js';

const CARDS = `卡牌 林燃
  类型：角色
  生命：5  攻击：2

卡牌 夜昙
  类型：角色
  生命：3  攻击：4

卡牌 白曜
  类型：角色
  生命：5  攻击：4

卡牌 旗手
  类型：角色
  生命：5  攻击：1
  令攻击最高的己方角色攻击+1。

卡牌 雪落
  类型：普通
  专属：林燃
  体力：1
  抽1张卡。

卡牌 补刀
  类型：普通
  专属：林燃
  体力：1
  对生命最少的一个敌方角色造成1点伤害。

卡牌 斩首
  类型：普通
  专属：林燃
  体力：1
  对攻击最高的敌方角色造成1点伤害。

卡牌 补刀值
  类型：普通
  专属：林燃
  体力：1
  对生命值最少的一个敌方角色造成1点伤害。

卡牌 收割
  类型：普通
  专属：林燃
  体力：1
  对一个生命值3以下的敌方角色造成1点伤害。
`;

let interpreted: LoadedSet;
let compiled: CardPool;
let resolved: () => number;

beforeAll(async () => {
  ({ interpreted, compiled, resolved } = await bothWays('guangan', '最高', CARDS));
}, 120_000);

afterAll(() => expect(resolved()).toBeGreaterThanOrEqual(5));

type Chars = (string | { card: string; hp: number })[];

/** The board on each pool: [interpreter, compiled code]; A holds `hand`, B has `enemies`. */
function boards(hand: string, enemies: Chars): [string, GuanganState][] {
  const s = board({ A: readySide(['林燃', '夜昙'], { hand: [hand] }), B: readySide(enemies) }, {}, 1, interpreted);
  return onEachPool(s, compiled);
}

/** A uses `name`, answers its target questions with `picks` and lets the chain resolve; the cards damaged. */
function play(s: GuanganState, name: string, picks: number[] = []): { asked: number[][]; hit: number[] } {
  const want = [...picks];
  const asked: number[][] = [];
  let r = use(s, name);
  const events: GameEvent[] = [...r.events];
  for (let i = 0; i < 30 && r.state.winner === null && (r.state.pending || r.state.window); i++) {
    const d = r.state.pending;
    if (d?.kind === 'target') {
      asked.push(d.options.map((o) => o.value));
      const index = d.options.findIndex((o) => o.value === want[0]);
      if (index < 0) throw new Error(`${want[0]} is not offered: ${d.options.map((o) => o.value).join(',')}`);
      want.shift();
      r = act(r.state, { type: 'choose', index });
    } else r = d ? act(r.state, { type: 'choose', index: 0 }) : passAll(r.state);
    events.push(...r.events);
  }
  expect(want).toEqual([]);
  return { asked, hit: events.filter((e) => e.type === 'damaged').map((e) => e.card!) };
}

describe('光暗 最高 / 最少 (GA-TG-01)', () => {
  it('GA-TG-01 GA-CHR-03 对生命最少的一个敌方角色造成1点伤害: the least HP left now, not the printed 生命', () => {
    for (const [how, s] of boards('补刀', [{ card: '林燃', hp: 2 }, '夜昙'])) {
      const r = play(s, '补刀');
      expect(r.asked, how).toEqual([]);
      expect(r.hit, how).toEqual([card(s, 1, '林燃')]);
    }
  });

  it('GA-CHR-03 GA-TG-01 生命值 said of a 角色 is its 生命: 生命值最少的 is 生命最少的 (the HP left)', () => {
    for (const [how, s] of boards('补刀值', [{ card: '林燃', hp: 2 }, '夜昙'])) {
      const r = play(s, '补刀值');
      expect(r.asked, how).toEqual([]);
      expect(r.hit, how).toEqual([card(s, 1, '林燃')]);
    }
  });

  it('GA-CHR-03 一个生命值3以下的敌方角色: only those with 3 HP left or less are offered', () => {
    for (const [how, s] of boards('收割', [{ card: '林燃', hp: 2 }, '夜昙', '白曜'])) {
      const low = [card(s, 1, '林燃'), card(s, 1, '夜昙')];
      const r = play(s, '收割', [low[0]]);
      expect(
        r.asked.map((o) => [...o].sort()),
        how,
      ).toEqual([[...low].sort()]);
      expect(r.hit, how).toEqual([low[0]]);
    }
  });

  it('GA-TG-01 生命最少的 with a tie: the user chooses among the tied ones only', () => {
    for (const [how, s] of boards('补刀', [{ card: '林燃', hp: 3 }, '夜昙', '白曜'])) {
      const tied = [card(s, 1, '林燃'), card(s, 1, '夜昙')];
      const r = play(s, '补刀', [tied[1]]);
      expect(
        r.asked.map((o) => [...o].sort()),
        how,
      ).toEqual([[...tied].sort()]);
      expect(r.hit, how).toEqual([tied[1]]);
    }
  });

  it('GA-TG-01 对攻击最高的敌方角色造成1点伤害: every tied highest is hit, the lower one is not', () => {
    for (const [how, s] of boards('斩首', ['林燃', '夜昙', '白曜'])) {
      const r = play(s, '斩首');
      expect(r.asked, how).toEqual([]);
      expect([...r.hit].sort(), how).toEqual([card(s, 1, '夜昙'), card(s, 1, '白曜')].sort());
    }
  });

  it('GA-TG-01 a standing 令攻击最高的己方角色攻击+1: only the highest printed 攻击 gains', () => {
    const s = board({ A: readySide(['林燃', '夜昙', '旗手']), B: readySide(['夜昙', '白曜']) }, {}, 1, interpreted);
    for (const [how, st] of [
      ['interpreter', s],
      ['compiled', { ...s, pool: compiled } as GuanganState],
    ] as const) {
      const atk = (p: number, name: string) => st.pool.rules.hooks.stat(st, card(st, p, name), 'atk');
      expect([atk(0, '林燃'), atk(0, '夜昙'), atk(0, '旗手'), atk(1, '夜昙'), atk(1, '白曜')], how).toEqual([
        2, 5, 1, 4, 4,
      ]);
    }
  });
});
