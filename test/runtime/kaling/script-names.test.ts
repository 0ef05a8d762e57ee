// 卡灵时代 特征 and card names in either script (language.md "Punctuation and scripts"): 「龙族」 in a filter reaches a
// card printed 特徵：龍族 (a set's own tag, KL-META-01), and 「飛龍」 names the card printed 飞龙 (KL-TG-01). Played on
// real boards with the interpreter and with the compiled set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardPool, KalingState } from '../../../runtime/index.js';
import type { LoadedSet } from '../../../compiler/scenario/set-cache.js';
import { stat } from '../../../runtime/rulesets/kaling/queries.js';
import { bothWays, onEachPool, type Mode } from '../compiled/compiled-sets.js';
import { at, cell, kboard, activatePlayed } from './helpers.js';

const kaling = (name: string, line = '', trait = ''): string =>
  `卡牌 ${name}\n  类型：卡灵\n${trait ? `  特徵：${trait}\n` : ''}  等级：1\n  AP：1\n  DP：1\n  SP：0\n${line ? `  ${line}\n` : ''}`;

const CARDS = [
  kaling('唤龙者', '【启动】免能：令所有特征为「龙族」的己方卡灵AP+2。'),
  kaling('猎龙者', '【启动】免能：清除一张对方的「飛龍」。'),
  kaling('幼龍', '', '龍族'),
  kaling('飞龙'),
  kaling('盾卫'),
].join('\n');

let interpreted: LoadedSet;
let compiled: CardPool;
let resolved: () => number;

beforeAll(async () => {
  ({ interpreted, compiled, resolved } = await bothWays('kaling', '繁简', CARDS));
}, 120_000);

afterAll(() => expect(resolved()).toBeGreaterThanOrEqual(2));

function boards(board: string): [Mode, KalingState][] {
  return onEachPool(kboard({ board, seed: 1, set: interpreted }), compiled);
}

describe('卡灵时代 names and 特征 in either script', () => {
  it('KL-META-01 令所有特征为「龙族」的己方卡灵AP+2 reaches the 卡灵 printed 特徵：龍族, not the other', () => {
    for (const [how, s] of boards('. . . . .\n. . . . .\n. . . . .\n. . . . .\nA:幼龍 A:盾卫 A:唤龙者 . .')) {
      const r = activatePlayed(s, at(s, 'c1'));
      expect(stat(r.s, at(s, 'a1'), 'ap'), how).toBe(3);
      expect(stat(r.s, at(s, 'b1'), 'ap'), how).toBe(1);
    }
  });

  it('KL-TG-01 清除一张对方的「飛龍」 clears the 卡灵 printed 飞龙', () => {
    for (const [how, s] of boards('. . . . .\n. B:飞龙 B:盾卫 . .\n. . . . .\n. . . . .\n. . A:猎龙者 . .')) {
      const r = activatePlayed(s, at(s, 'c1'));
      expect(r.s.grid![cell('b4')], how).toBe(-1);
      expect(r.s.grid![cell('c4')], how).toBe(at(s, 'c4'));
    }
  });
});
