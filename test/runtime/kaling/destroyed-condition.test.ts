// 卡灵时代 若其被清除: the 若 asks whether the 卡灵 the effect before it acted on was cleared (KL-TX-01: it went to the
// 弃区) when the 若 is judged (SLCG-TX-07); a 【防爆】 卡灵 is not cleared by the effect (KL-KW-02), so the 若 fails.
// Played on real boards with the interpreter and with the set's compiled code.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPool,
  getRuleset,
  loadCompiledSet,
  type CardDef,
  type CardPool,
  type KalingState,
} from '../../../runtime/index.js';
import type { LoadedSet } from '../../../compiler/scenario/set-cache.js';
import { buildAndImport, onEachPool } from '../compiled/compiled-sets.js';
import { activateSettled, type BoardOptions, kboard, names } from './helpers.js';

const CARDS = `卡牌 盾卫
  类型：卡灵
  等级：1
  AP：5
  DP：5
  SP：0

卡牌 防爆卫
  类型：卡灵
  等级：1
  AP：5
  DP：5
  SP：0
  【防爆】

卡牌 清道夫
  类型：卡灵
  等级：1
  AP：1
  DP：1
  【启动】免能：清除公共战场的一张对方卡灵，若其被清除，抽1张卡。

卡牌 猎手
  类型：卡灵
  等级：1
  AP：1
  DP：1
  【启动】免能：清除公共战场的一张对方卡灵，若其阵亡，抽1张卡；否则抽2张卡。
`;

let interpreted: LoadedSet;
let compiled: CardPool;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'cardc-kl-destroyed-'));
  writeFileSync(join(dir, 'set.yaml'), 'name: 清除条件\nruleset: kaling\ncards: ["*.card"]\n');
  writeFileSync(join(dir, 'a.card'), CARDS);
  const { module } = await buildAndImport(dir);
  const cards: CardDef[] = [...loadCompiledSet(module).cards];
  interpreted = { dir, cards, byName: new Map(cards.map((c) => [c.name, c])), sources: new Map(), errors: [] };
  // Each compiled resolution counted, so the tests know the compiled path ran.
  const code = module.code.map((row) =>
    row.map((c) => {
      const resolve = c?.resolve;
      if (!c || !resolve) return c;
      return { ...c, resolve: (...a: Parameters<typeof resolve>) => (resolved++, resolve(...a)) };
    }),
  );
  compiled = createPool(getRuleset('kaling'), cards, code);
}, 120_000);

let resolved = 0;

afterAll(() => expect(resolved).toBeGreaterThanOrEqual(4));

/** The board on each pool: [interpreter, compiled code]. */
function boards(o: BoardOptions): [string, KalingState][] {
  const s = kboard({ ...o, set: interpreted });
  return onEachPool(s, compiled);
}

describe('卡灵时代 若其被清除 (KL-TX-01)', () => {
  it('KL-TX-01 清除…，若其被清除，抽1张卡: the 卡灵 went to the 弃区, so the 若 holds', () => {
    for (const [how, s] of boards({
      A: { deck: ['盾卫', '盾卫'] },
      board: '. . . . .\n. . . . .\n. B:盾卫 . . .\n. . . . .\n. . A:清道夫 . .',
    })) {
      const r = activateSettled(s, 'c1');
      expect(names(r, 1, 'discard'), how).toEqual(['盾卫']);
      expect(names(r, 0, 'hand'), how).toEqual(['盾卫']);
    }
  });

  it('KL-KW-02 若其被清除: a 【防爆】 卡灵 stays, so the 若 fails', () => {
    for (const [how, s] of boards({
      A: { deck: ['盾卫', '盾卫'] },
      board: '. . . . .\n. . . . .\n. B:防爆卫 . . .\n. . . . .\n. . A:清道夫 . .',
    })) {
      const r = activateSettled(s, 'c1');
      expect(names(r, 1, 'discard'), how).toEqual([]);
      expect(names(r, 0, 'hand'), how).toEqual([]);
    }
  });

  it('KL-TX-01 若其阵亡，X；否则Y: Y only when the 卡灵 was not cleared', () => {
    for (const [how, s] of boards({
      A: { deck: ['盾卫', '盾卫', '盾卫'] },
      board: '. . . . .\n. . . . .\n. B:盾卫 . . .\n. . . . .\n. . A:猎手 . .',
    }))
      expect(names(activateSettled(s, 'c1'), 0, 'hand'), how).toEqual(['盾卫']);
    for (const [how, s] of boards({
      A: { deck: ['盾卫', '盾卫', '盾卫'] },
      board: '. . . . .\n. . . . .\n. B:防爆卫 . . .\n. . . . .\n. . A:猎手 . .',
    }))
      expect(names(activateSettled(s, 'c1'), 0, 'hand'), how).toEqual(['盾卫', '盾卫']);
  });
});
