// Requests at their edges, over stdio: completion after a doubled colon (nothing), 专属 (the set's characters only),
// set.yaml's `ruleset:` (the three games); settings of the wrong kind (the default, and a warning); explainRule given
// what it does not expect (no "[object Object]"); and requests after `shutdown` (InvalidRequest, no crash).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from './client.js';

const CARDS = `卡牌 林燃
  类型：角色
  生命：12  攻击：3

卡牌 霜月
  类型：角色
  生命：10  攻击：2

卡牌 火灵
  类型：召唤物
  生命：3  攻击：2

卡牌 烈焰咒
  类型：普通 【咒术】
  专属：
  费用：：
  光暗：2
  体力：2
  对一个敌方角色造成3点法术伤害。
`;
const SET = 'name: 边缘\nruleset: \ndecks: {}\n';

let dir: string;
let cardUri: string;
let setUri: string;
const clients: TestClient[] = [];
afterAll(async () => {
  for (const c of clients) if (c.proc.exitCode === null) await c.shutdown().catch(() => c.proc.kill());
  rmSync(dir, { recursive: true, force: true });
});

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'cardscript-edge-'));
  mkdirSync(join(dir, 'set'));
  writeFileSync(join(dir, 'set', 'set.yaml'), 'name: 边缘\nruleset: guangan\ndecks: {}\n');
  writeFileSync(join(dir, 'set', 'a.card'), CARDS);
  cardUri = pathToFileURL(join(dir, 'set', 'a.card')).href;
  setUri = pathToFileURL(join(dir, 'set', 'set.yaml')).href;
});

async function started(options: unknown = {}): Promise<TestClient> {
  const c = new TestClient();
  clients.push(c);
  await c.initialize(pathToFileURL(dir).href, options);
  return c;
}

const labels = async (c: TestClient, uri: string, line: number, character: number) =>
  (
    await c.request<{ items: { label: string }[] } | null>('textDocument/completion', {
      textDocument: { uri },
      position: { line, character },
    })
  )?.items.map((i) => i.label) ?? [];

describe('completion at the edges', () => {
  let c: TestClient;
  beforeAll(async () => {
    c = await started();
    const d = c.diagnostics(cardUri, 1);
    await c.open(cardUri, CARDS, 1);
    await d;
  });

  it('offers nothing after a doubled colon (费用：：), not every verb of the game', async () => {
    expect(await labels(c, cardUri, 15, '  费用：：'.length)).toEqual([]);
  });

  it('GA-CT-09: 专属 offers the set’s characters only — not a 召唤物, not the card itself', async () => {
    expect((await labels(c, cardUri, 14, '  专属：'.length)).sort()).toEqual(['林燃', '霜月'].sort());
  });

  it('set.yaml: the value of ruleset: is one of the three games', async () => {
    await c.open(setUri, SET, 1);
    expect(await labels(c, setUri, 1, 'ruleset: '.length)).toEqual(['slcg', 'guangan', 'kaling']);
  });
});

describe('settings and commands given the wrong thing', () => {
  it('a diagnosticsDelay of the wrong kind is the default with a warning; the server goes on', async () => {
    const c = await started({ cardscript: { diagnosticsDelay: 'soon', language: 'fr' } });
    const d = c.diagnostics(cardUri, 1);
    await c.open(cardUri, CARDS, 1);
    expect((await d).diagnostics.length).toBeGreaterThan(0);
    expect(c.logs.some((m) => m.includes('diagnosticsDelay = "soon"') && m.includes('using 150'))).toBe(true);
    expect(c.logs.some((m) => m.includes('language = "fr"'))).toBe(true);
    for (const settings of [
      null,
      { cardscript: null },
      { cardscript: { diagnosticsDelay: -1 } },
      { cardscript: { diagnosticsDelay: 1e12 } },
    ])
      await c.conn.sendNotification('workspace/didChangeConfiguration', { settings });
    const again = c.diagnostics(cardUri, 2);
    await c.change(cardUri, 2, [
      { range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, text: '' },
    ]);
    expect((await again).version).toBe(2);
    expect(c.logs.some((m) => m.includes('diagnosticsDelay = -1'))).toBe(true);
    expect(c.logs.some((m) => m.includes('diagnosticsDelay = 1000000000000'))).toBe(true);
    expect(c.stderr).not.toMatch(/TimeoutOverflowWarning/);
  });

  it('explainRule explains a list, a lone ID and { rules }, and never answers "[object Object]"', async () => {
    const c = await started();
    const run = (args: unknown[]) =>
      c.request<string | null>('workspace/executeCommand', { command: 'cardscript.explainRule', arguments: args });
    expect(await run([['GA-CT-09']])).toMatch(/^GA-CT-09 — /);
    expect(await run(['GA-CT-09'])).toMatch(/^GA-CT-09 — /);
    expect(await run([{ rules: ['GA-CT-09'] }])).toMatch(/^GA-CT-09 — /);
    for (const bad of [[[{}]], [{}], [null], [], [[42, 'x']]]) {
      const r = await run(bad);
      expect(r, JSON.stringify(bad)).not.toContain('[object Object]');
      expect(r, JSON.stringify(bad)).toContain('规则编号');
    }
  });
});

describe('after shutdown', () => {
  it('a request is answered InvalidRequest, and exit still ends the server with code 0', async () => {
    const c = await started();
    await c.open(cardUri, CARDS, 1);
    await c.request('shutdown', null);
    await expect(
      c.request('textDocument/hover', { textDocument: { uri: cardUri }, position: { line: 0, character: 4 } }),
    ).rejects.toMatchObject({ code: -32600 });
    await expect(
      c.request('textDocument/completion', { textDocument: { uri: cardUri }, position: { line: 0, character: 4 } }),
    ).rejects.toMatchObject({ code: -32600 });
    const exited = new Promise<number | null>((r) => c.proc.on('exit', (code) => r(code)));
    await c.conn.sendNotification('exit');
    expect(await exited).toBe(0);
    expect(c.stderr).not.toMatch(/Error|at /);
  });
});
