// Code actions over stdio: a quick fix is right for the file's game and script, the request's `only` kinds are
// honoured, one edit is one action, a conversion that changes nothing is not offered, and a set.yaml's diagnostics
// offer their fixes too.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../compiler/cli.js';
import { LineIndex } from '../../grammar/index.js';
import { TestClient } from './client.js';

interface Pos {
  line: number;
  character: number;
}
interface Edit {
  range: { start: Pos; end: Pos };
  newText: string;
}
interface Action {
  title: string;
  kind?: string;
  diagnostics?: { code?: string; message?: string }[];
  edit?: { changes: Record<string, Edit[]> };
}

let base: string;
let client: TestClient;
let n = 0;

beforeAll(async () => {
  base = mkdtempSync(join(tmpdir(), 'cardscript-actions-'));
  client = new TestClient();
  await client.initialize(null);
});
afterAll(async () => {
  await client?.shutdown();
  rmSync(base, { recursive: true, force: true });
});

/** Opens `text` as a fresh file (in a set of `ruleset` when given) and waits for its diagnostics. */
async function open(text: string, ruleset?: string, yaml?: string): Promise<{ uri: string; codes: string[] }> {
  const dir = join(base, `s${n++}`);
  mkdirSync(dir);
  if (ruleset) writeFileSync(join(dir, 'set.yaml'), yaml ?? `name: 测试\nruleset: ${ruleset}\n`);
  const uri = pathToFileURL(join(dir, 'a.card')).href;
  writeFileSync(join(dir, 'a.card'), text);
  const d = client.diagnostics(uri, 1);
  await client.open(uri, text, 1);
  return { uri, codes: (await d).diagnostics.map((x) => String(x.code)) };
}

/** The actions for the whole of `text` (or the line holding `at`), with `only`. */
async function actions(uri: string, text: string, only?: string[], at?: string): Promise<Action[]> {
  const li = new LineIndex(text);
  const range =
    at === undefined
      ? { start: { line: 0, character: 0 }, end: li.position(text.length) }
      : { start: li.position(text.indexOf(at)), end: li.position(text.indexOf(at) + at.length) };
  return client.request<Action[]>('textDocument/codeAction', {
    textDocument: { uri },
    range,
    context: { diagnostics: [], ...(only ? { only } : {}) },
  });
}

const newTexts = (as: Action[]) =>
  as.flatMap((a) =>
    Object.values(a.edit?.changes ?? {})
      .flat()
      .map((e) => e.newText),
  );

describe('quick fixes right for the game and the script', () => {
  it('SLCG-TRM-01: CS1042 offers 受到N点创伤 in SLCG only; in 光暗 (no 创伤) the fix writes 伤害', async () => {
    const slcg = '卡牌 甲\n  类型：发生\n  费用：1\n  对对方造成1点创伤。\n';
    const s = await open(slcg, 'slcg');
    expect(s.codes).toEqual(['CS1042']);
    expect(newTexts(await actions(s.uri, slcg, ['quickfix']))).toEqual(['令对方受到1点创伤']);
    const ga = '卡牌 甲\n  类型：普通\n  体力：1\n  对对方造成1点创伤。\n';
    const g = await open(ga, 'guangan');
    expect(g.codes).toEqual(['CS1033']);
    const fixes = await actions(g.uri, ga, ['quickfix']);
    expect(newTexts(fixes)).toEqual(['伤害']);
    expect(fixes.map((a) => a.title).join()).not.toMatch(/创伤|創傷/);
    const kl = '卡牌 甲\n  類型：戰術\n  對對方造成1點創傷。\n';
    const k = await open(kl, 'kaling');
    expect(newTexts(await actions(k.uri, kl, ['quickfix']))).toEqual(['傷害']);
  });

  it("a fix's vocabulary is in the file's script: 體カ → 体力 in a simplified file, 体カ → 體力 in a traditional one", async () => {
    const simp = '卡牌 甲\n  类型：普通\n  體カ：1\n  对一个敌方角色造成1点伤害。\n';
    const s = await open(simp, 'guangan');
    const sf = await actions(s.uri, simp, ['quickfix'], '體カ');
    expect(newTexts(sf)).toEqual(['体力']);
    expect(sf[0].title).toBe('改为“体力”');
    const trad = '卡牌 甲\n  類型：普通\n  体カ：1\n  對一個敵方角色造成1點傷害。\n';
    const t = await open(trad, 'guangan');
    expect(newTexts(await actions(t.uri, trad, ['quickfix'], '体カ'))).toEqual(['體力']);
  });

  it('a did-you-mean is in the script of its card, in the note as in the fix, as cardc check prints it', async () => {
    const cases: [string, string][] = [
      ['卡牌 甲\n  類型：角色\n  常值：1 攻\n  【守戶】\n  【登場時】抽1張卡。\n', '守護'],
      ['卡牌 甲\n  类型：角色\n  常值：1 攻\n  【守護盾】\n  【登场时】抽1张卡。\n', '守护'],
    ];
    for (const [text, want] of cases) {
      const { uri } = await open(text, 'slcg');
      const dir = join(fileURLToPath(uri), '..');
      const word = text.includes('守戶') ? '守戶' : '守護盾';
      const acts = (await actions(uri, text, ['quickfix'], word)).filter((a) => a.diagnostics?.[0]?.code === 'CS1002');
      expect(newTexts(acts)).toEqual([want]);
      expect(acts[0].title).toBe(`改为“${want}”`);
      const published = acts[0].diagnostics![0].message;
      expect(published).toContain(`你是不是想写：${want}？`);
      let out = '';
      await main(['check', 'a.card'], {
        out: (x) => (out += x + '\n'),
        err: (x) => (out += x + '\n'),
        cwd: dir,
        isTTY: false,
      });
      expect(out).toContain(`你是不是想写：${want}？`);
    }
  });

  it("CS1005: a word glued to the label (攻击力 3) is not split by a colon (攻击：力 3); 攻击力 is 光暗's 攻击", async () => {
    const text = `卡牌 甲\n  类型：角色\n  生命：12\n  攻击力 3\n`;
    const { uri } = await open(text, 'guangan');
    const [fix] = (await actions(uri, text, ['quickfix'], '攻击力 3')).filter(
      (a) => a.diagnostics?.[0]?.code === 'CS1005',
    );
    const [e] = fix.edit!.changes[uri];
    const li = new LineIndex(text);
    const fixed = text.slice(0, li.offset(e.range.start)) + e.newText + text.slice(li.offset(e.range.end));
    expect(fixed).toMatch(/\n {2}攻击力?： ?3\n/);
    const clean = `卡牌 甲\n  类型：角色\n  生命：12\n  攻击力：3\n`;
    const c = await open(clean, 'guangan');
    expect(
      (await actions(c.uri, clean, ['quickfix'], '攻击力：3')).filter((a) => a.diagnostics?.[0]?.code === 'CS1005'),
    ).toEqual([]);
  });

  it('CS1027: the fix closes the quote where the name ends (before 。), not after the sentence', async () => {
    const text = '卡牌 甲\n  类型：发生\n  费用：1\n  载入一张「甲。\n';
    const { uri, codes } = await open(text, 'slcg');
    expect(codes).toContain('CS1027');
    const fix = (await actions(uri, text, ['quickfix'])).find((a) => a.diagnostics?.[0]?.code === 'CS1027')!;
    const [e] = fix.edit!.changes[uri];
    expect(e.newText).toBe('」');
    expect(e.range.start).toEqual({ line: 3, character: 8 });
  });
});

describe('which actions, and how many', () => {
  const TEXT = '卡牌 甲\n  類型：卡灵\n  等级：3\n  AP：5\n  【坚守】\n';

  it('honours `only`: source.* alone, refactor alone, a quick fix never slipping into another kind', async () => {
    const { uri } = await open(TEXT, 'kaling');
    const kinds = async (only?: string[]) => (await actions(uri, TEXT, only)).map((a) => a.kind);
    expect(await kinds(['source.convertToTraditional'])).toEqual(['source.convertToTraditional']);
    expect(new Set(await kinds(['source']))).toEqual(
      new Set(['source.convertToSimplified', 'source.convertToTraditional']),
    );
    expect(new Set(await kinds(['refactor']))).toEqual(new Set(['refactor.rewrite']));
    expect(new Set(await kinds(['quickfix']))).toEqual(new Set(['quickfix']));
    expect(new Set(await kinds())).toEqual(
      new Set(['quickfix', 'refactor.rewrite', 'source.convertToSimplified', 'source.convertToTraditional']),
    );
  });

  it('KL-CT-02: one action adds the missing DP (the CS2003 fix and "add the required field" merged)', async () => {
    const { uri, codes } = await open(TEXT, 'kaling');
    expect(codes).toEqual(['CS2003']);
    const adds = (await actions(uri, TEXT, ['quickfix'])).filter((a) => newTexts([a]).some((t) => t.includes('DP')));
    expect(adds).toHaveLength(1);
  });

  it('offers no conversion that changes nothing: a simplified file has no "to simplified"', async () => {
    const text = '卡牌 甲\n  类型：卡灵\n  等级：3\n  AP：5  DP：3\n';
    const { uri } = await open(text, 'kaling');
    const titles = (await actions(uri, text)).map((a) => a.title);
    expect(titles.some((t) => t.includes('简体'))).toBe(false);
    expect(titles.some((t) => t.includes('繁体'))).toBe(true);
    for (const a of await actions(uri, text)) for (const e of newTexts([a])) expect(e, a.title).not.toBe('');
  });
});

describe('set.yaml', () => {
  it('a deck entry naming no card offers its did-you-mean fix, quoted when YAML needs it', async () => {
    const yaml = 'name: 测试\nruleset: slcg\ndecks:\n  主卡组:\n    影刃特派: 2\n    "- 乙x": 1\n';
    const cards = '卡牌 影刃特派员\n  类型：角色\n  常值：1 攻\n\n卡牌 - 乙\n  类型：角色\n  常值：1 攻\n';
    const { uri } = await open(cards, 'slcg', yaml);
    const yamlUri = uri.replace(/a\.card$/, 'set.yaml');
    const d = client.diagnostics(yamlUri, 1);
    await client.open(yamlUri, yaml, 1);
    expect((await d).diagnostics.map((x) => x.code)).toEqual(['CS3024', 'CS3024']);
    const fixes = await actions(yamlUri, yaml, ['quickfix']);
    expect(newTexts(fixes)).toEqual(['影刃特派员', '"- 乙"']);
    expect(await actions(yamlUri, yaml, ['source'])).toEqual([]);
  });
});
