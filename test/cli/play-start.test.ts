// `npm start` (scripts/start.ts): builds every set, narrates one demo game, and fails only on a set that does not build.
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { start } from '../../scripts/start.js';

const root = resolve(__dirname, '../..');

describe('npm start', () => {
  it('builds the bundled sets and plays a narrated demo game of each playable one', () => {
    const outRoot = mkdtempSync(join(tmpdir(), 'cardc-start-'));
    const lines: string[] = [];
    const code = start({ cardsDir: join(root, 'cards'), outRoot, lang: 'zh', out: (s) => lines.push(s) });
    const text = lines.join('\n');
    expect(code).toBe(0);
    expect(text).toMatch(/✓ cards\/slcg +→ dist\/slcg +\d+ 张卡/);
    expect(text).toMatch(/✓ cards\/kaling +→ dist\/kaling +\d+ 张卡/);
    expect(text).toMatch(/演示对局 —— 光暗 五人众/);
    expect(text).toMatch(/── 第1回合 · 玩家\d ──  血量/);
    expect(text).toMatch(/── 第1回合 · 玩家\d ──/);
    // One demo game per playable set: SLCG, 光暗 and 卡灵时代 (its board words: 降临, 区域).
    expect(text).toMatch(/演示对局 —— 卡灵时代/);
    expect(text).toMatch(/降临在区域[a-e][1-5]/);
    expect(text.match(/胜者：玩家\d（greedy，\S+），共 \d+ 回合|平局，共 \d+ 回合/g)?.length).toBeGreaterThanOrEqual(3);
    expect(text).not.toMatch(/undefined|\[object|引擎出错|无法运行/);
  }, 120_000);

  it('exits 1 when a set fails to build, and still does not throw', () => {
    const cardsDir = mkdtempSync(join(tmpdir(), 'cardc-start-cards-'));
    cpSync(join(root, 'cards/slcg'), join(cardsDir, 'slcg'), { recursive: true });
    mkdirSync(join(cardsDir, 'broken'));
    writeFileSync(join(cardsDir, 'broken/set.yaml'), 'name: 坏\nruleset: slcg\n');
    writeFileSync(join(cardsDir, 'broken/a.card'), '卡牌 甲\n  类型：角色\n  【守互】\n');
    const lines: string[] = [];
    const code = start({
      cardsDir,
      outRoot: mkdtempSync(join(tmpdir(), 'cardc-start-')),
      lang: 'en',
      out: (s) => lines.push(s),
    });
    expect(code).toBe(1);
    expect(lines.join('\n')).toMatch(/✗ cards\/broken/);
    expect(lines.join('\n')).toMatch(/CS1002/);
    expect(lines.join('\n')).toMatch(/Winner: P\d|Draw after/);
  }, 120_000);
});
