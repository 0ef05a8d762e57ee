// Hostile input (issue 14): names and numbers that once changed meaning silently.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSet, checkStage, loadStage, lowerStage } from '../../compiler/build/index.js';

const CARD = (name: string) => `卡牌 ${name}\n  类型：角色\n  常值：1 攻\n`;

describe('set folders with unusual names', () => {
  it('a card folder whose name holds U+2028 or U+2029 is built like any other (every card found)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cardc-names-'));
    writeFileSync(join(dir, 'set.yaml'), 'name: 奇名\nruleset: slcg\n');
    const folders = ['普通', 'line\u2028sep', 'para\u2029sep', 'new\nline'];
    folders.forEach((f, i) => {
      mkdirSync(join(dir, 'cards', f), { recursive: true });
      writeFileSync(join(dir, 'cards', f, `c${i}.card`), CARD(`卡${i}`));
    });
    const r = buildSet(dir, '', [loadStage, checkStage, lowerStage]);
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(r.ir?.cards.map((c) => c.name).sort()).toEqual(['卡0', '卡1', '卡2', '卡3']);
  });
});
