// Renaming a card over stdio: set.yaml deck keys are rewritten in their own quoting and quoted when plain YAML
// would read the new name otherwise, so the set.yaml still names the card; a rename to a name the set already
// has, or that a deck already lists, is refused with a message instead of making CS2003 or a duplicate key.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LineIndex } from '../../grammar/index.js';
import { plainYamlKey, yamlKey } from '../../compiler/manifest/yaml-key.js';
import { TestClient } from './client.js';

const CARDS = `规则：slcg
卡牌 甲
  类型：角色
  费用：1
  常值：1 攻

卡牌 丙
  类型：发生
  费用：1
  载入一张「甲」。
`;
const SET = `name: 改名
ruleset: slcg
decks:
  主卡组:
    甲: 3
    丙: 2
  快攻: { 甲: 1, 丙: 1 }
  备用:
    '甲': 2
    乙: 1
`;

interface Edit {
  range: { start: { line: number; character: number }; end: { line: number; character: number } };
  newText: string;
}

function apply(text: string, edits: Edit[]): string {
  const li = new LineIndex(text);
  const spans = edits
    .map((e) => ({ start: li.offset(e.range.start), end: li.offset(e.range.end), text: e.newText }))
    .sort((a, b) => b.start - a.start);
  for (const s of spans) text = text.slice(0, s.start) + s.text + text.slice(s.end);
  return text;
}

let dir: string;
let client: TestClient;
let cardUri: string;
let setUri: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cardscript-rename-'));
  writeFileSync(join(dir, 'set.yaml'), SET);
  writeFileSync(join(dir, 'a.card'), CARDS);
  cardUri = pathToFileURL(join(dir, 'a.card')).href;
  setUri = pathToFileURL(join(dir, 'set.yaml')).href;
  client = new TestClient();
  await client.initialize(pathToFileURL(dir).href);
  const d = client.diagnostics(cardUri, 1);
  await client.open(cardUri, CARDS, 1);
  await d;
  await client.open(setUri, SET, 1);
});

afterAll(async () => {
  await client?.shutdown();
  rmSync(dir, { recursive: true, force: true });
});

const renameTo = (newName: string) =>
  client.request<{ changes: Record<string, Edit[]> } | null>('textDocument/rename', {
    textDocument: { uri: cardUri },
    position: { line: 1, character: 3 },
    newName,
  });

describe('rename a card', () => {
  it('quotes the new name in set.yaml where YAML would read it otherwise, keeping each key’s own quoting', async () => {
    for (const name of [
      '- 乙',
      'true',
      '12',
      'a, b',
      '[甲]',
      '*星',
      '&星',
      '? 问',
      '{x}',
      '|x',
      '>x',
      '!x',
      "阿'尔法",
      '@星',
      '新名',
    ]) {
      const edit = (await renameTo(name))!;
      const yaml = apply(SET, edit.changes[setUri]);
      const decks = (parse(yaml) as { decks: Record<string, Record<string, number>> }).decks;
      expect(Object.keys(decks.主卡组), `${name}\n${yaml}`).toEqual([name, '丙']);
      expect(Object.keys(decks.快攻), name).toEqual([name, '丙']);
      expect(Object.keys(decks.备用), name).toEqual([name, '乙']);
      const card = apply(CARDS, edit.changes[cardUri]);
      expect(card).toContain(`卡牌 ${name}\n`);
      expect(card).toContain(`「${name}」`);
    }
    // A name plain YAML reads as itself stays bare; the single-quoted key stays single-quoted.
    const plain = apply(SET, (await renameTo('新名'))!.changes[setUri]);
    expect(plain).toContain('    新名: 3');
    expect(plain).toContain('{ 新名: 1, 丙: 1 }');
    expect(plain).toContain("    '新名': 2");
  });

  it('refuses a name another card of the set has (CS2003) and one a deck already lists', async () => {
    await expect(renameTo('丙')).rejects.toMatchObject({ message: '本卡包中已有名为“丙”的卡牌' });
    // 乙 is no card, but 备用 lists it next to 甲: the rename would write the key 乙 twice.
    await expect(renameTo('乙')).rejects.toMatchObject({ message: '卡组“备用”已列有“乙”' });
    await expect(renameTo('坏：名')).rejects.toMatchObject({ message: expect.stringContaining('不能作卡名') });
  });

  it('plainYamlKey / yamlKey', () => {
    expect(plainYamlKey('影刃特派员', true)).toBe(true);
    expect(plainYamlKey('null', false)).toBe(false);
    expect(plainYamlKey('a,b', false)).toBe(true);
    expect(plainYamlKey('a,b', true)).toBe(false);
    expect(yamlKey('x"y', 'double', false)).toBe('"x\\"y"');
    expect(yamlKey("x'y", 'single', false)).toBe("'x''y'");
  });
});
