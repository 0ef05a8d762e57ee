// Standing lines (常驻: an ability line with no timing, cost or limit on a card that stays in play) compile too:
// they never resolve, but their 若… and their targets are judged whenever a keyword, a stat or a cost is asked
// about, so those are functions in the code row (an entry with no `resolve`). The same seeded games on the
// compiled pool and on the interpreter give identical event logs, and the compiled functions are the ones asked.

import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createPool,
  getRuleset,
  loadCompiledSet,
  playGame,
  randomAgent,
  type CompiledCode,
  type CompiledSetModule,
} from '../../../runtime/index.js';
import { buildAndImport } from './compiled-sets.js';

const CARDS = `卡牌 战旗
  类型：场景
  费用：1
  若己方胜利进度≥3，己方横置的角色获得【守护】。

卡牌 号角手
  类型：角色
  特征：舰队
  费用：1
  常值：1 攻推
  投入：4
  己方特征为「舰队」的角色常值+1。

卡牌 舰队兵
  类型：角色
  特征：舰队
  费用：0
  常值：1 攻推
  投入：4

卡牌 游击兵
  类型：角色
  费用：1
  常值：2 攻
  投入：4

卡牌 鼓手
  类型：角色
  费用：1
  常值：1 攻推
  投入：4
  己方角色获得【连击】；若己方胜利进度≥2，己方角色常值+1。
`;
const SET = `name: 常驻\nruleset: slcg\ncards: ["*.card"]\ndecks:\n  甲:\n    战旗: 4\n    号角手: 4\n    舰队兵: 4\n  乙:\n    游击兵: 4\n    舰队兵: 4\n    号角手: 4\n    鼓手: 4\n`;

let mod: CompiledSetModule;
let outDir: string;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'cardc-standing-'));
  writeFileSync(join(dir, 'set.yaml'), SET);
  writeFileSync(join(dir, 'a.card'), CARDS);
  ({ module: mod, outDir } = await buildAndImport(dir));
});

/** The code with every standing entry's condition and target tests wrapped to count their calls. */
function counting(code: CompiledCode): { code: CompiledCode; calls: { condition: number; target: number } } {
  const calls = { condition: 0, target: 0 };
  const wrapped = code.map((row) =>
    row.map((c) => {
      if (!c || c.resolve) return c;
      const cond = c.condition;
      return {
        ...c,
        ...(cond && { condition: (...a: Parameters<typeof cond>) => (calls.condition++, cond(...a)) }),
        targets: c.targets?.map((t) => ({
          ...t,
          test: (...a: Parameters<typeof t.test>) => (calls.target++, t.test(...a)),
        })),
      };
    }),
  );
  return { code: wrapped, calls };
}

describe('standing lines in a compiled set', () => {
  it('get their condition and target tests as functions, in a code-row entry with no resolution', () => {
    const src = readFileSync(join(outDir, 'ts', 'cards', 'm000.ts'), 'utf8');
    expect(src).toContain(
      'export function 战旗$常驻$条件(q: ConditionQueries, l: readonly ConditionLeaf[]): boolean {',
    );
    expect(src).toContain(
      'export function 战旗$常驻$目标1(q: TargetQueries, c: number, t: TargetSpec, f: Filters<["tapped"]>): boolean {',
    );
    expect(src).toContain(
      '[{ name: "战旗.常驻", signature: "grantKeyword", condition: 战旗$常驻$条件, conditionShape: "victory>=", targets: [{ op: 0, test: 战旗$常驻$目标1, shape: "k[tapped]" }] }]',
    );
    // A clause's own 若 (SLCG-TX-07) is the op's condition: compiled too, as in a resolving ability.
    expect(src).toContain(
      'export function 鼓手$常驻$条件2(q: ConditionQueries, l: readonly ConditionLeaf[]): boolean {',
    );
    const drum = mod.code[mod.cards.findIndex((c) => c.name === '鼓手')][0]!;
    expect(drum.opConditions?.map((c) => [c.op, c.shape])).toEqual([[1, 'victory>=']]);
    const horn = mod.code[mod.cards.findIndex((c) => c.name === '号角手')][0]!;
    expect(horn.resolve).toBeUndefined();
    expect(horn.targets?.map((t) => t.shape)).toEqual(['k[trait]']);
  });

  it('play 300 seeded games exactly as the interpreter does, asking the compiled functions', () => {
    const { code, calls } = counting(mod.code);
    const set = loadCompiledSet({ ...mod, code });
    const compiled = set.pool();
    const interpreted = createPool(getRuleset('slcg'), set.cards);
    let events = 0;
    for (let seed = 1; seed <= 300; seed++) {
      const setup = set.setup({ decks: ['甲', '乙'], seed });
      const agents = () => [randomAgent(seed), randomAgent(seed + 7919)];
      const a = playGame(compiled.rules.start(setup, compiled).state, agents(), { maxSteps: 5000 });
      const b = playGame(interpreted.rules.start(setup, interpreted).state, agents(), { maxSteps: 5000 });
      expect(a.events, `seed ${seed}`).toEqual(b.events);
      events += a.events.length;
    }
    expect(events).toBeGreaterThan(10_000);
    expect(calls.condition).toBeGreaterThan(100);
    expect(calls.target).toBeGreaterThan(100);
  });
});
