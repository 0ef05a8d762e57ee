// Language-server latencies on a generated 2,000-card file (~20,000 lines): didChange →
// publishDiagnostics after a one-line edit (half of them typing near the top of the file), completion and hover. Measured twice: in-process on
// the server's own code path (Workspace + features) and over stdio against the real server
// (debounce set to 0, so the figure is server work plus JSON-RPC). Prints, never asserts.
// Goals: diagnostics p95 ≤ 50 ms, completion p95 ≤ 20 ms, hover p95 ≤ 10 ms.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LineIndex } from '../grammar/index.js';
import { cardDiagnostics } from '../lsp/features/diagnostics.js';
import { complete } from '../lsp/features/completion.js';
import { hover } from '../lsp/features/hover.js';
import { Workspace } from '../lsp/workspace.js';
import { nodeHost } from '../lsp/host/node.js';
import { TestClient } from '../test/lsp/client.js';

const NAMES = '甲乙丙丁戊己庚辛壬癸子丑寅卯辰巳午未申酉戌亥';

function cardName(i: number): string {
  let s = '';
  let n = i;
  do {
    s = NAMES[n % NAMES.length] + s;
    n = Math.floor(n / NAMES.length);
  } while (n > 0);
  return `测试${s}号`;
}

/** 2,000 SLCG cards of ten lines each, with a set of ability shapes. */
export function generateCards(count = 2000): string {
  const out: string[] = ['# 生成的基准卡包'];
  for (let i = 0; i < count; i++) {
    const name = cardName(i);
    if (i % 3 === 0) {
      out.push(
        `卡牌 ${name}`,
        '  类型：角色',
        '  特征：萨姆科研院、特派员',
        `  费用：${i % 6}`,
        `  常值：${1 + (i % 5)} 攻推`,
        '  投入：3',
        '  【守护】【连击】',
        '  【登场时】可以对一个对方角色造成2点伤害；推动进度+1。',
        '  【一回合一次】【行动】：治愈1点创伤。',
        '',
      );
    } else if (i % 3 === 1) {
      out.push(
        `卡牌 ${name}`,
        '  类型：发生 【突发】',
        `  费用：${i % 4}`,
        '  投入：2',
        '  当己方受到创伤时：无效那次创伤。',
        `  # 第${i}张`,
        '  描述：生成的卡',
        '  画师：某人',
        '  设计：基准',
        '',
      );
    } else {
      out.push(
        `卡牌 ${name}`,
        '  类型：角色',
        `  费用：${i % 5}`,
        '  常值：2 推',
        '  投入：3',
        '  费用减免：若己方胜利进度≥10，费用-2。',
        '  【双方】【一回合一次】当对方角色登场时：可以令其获得【驻足】直到回合结束。',
        `  【登场时】令一个己方角色获得【迅捷】。`,
        '',
      );
    }
  }
  return out.join('\n');
}

function pct(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
}

function line(label: string, xs: number[], goal?: number): string {
  const p95 = pct(xs, 95);
  const mark = goal === undefined ? '' : p95 <= goal ? `  (goal ≤ ${goal} ms: met)` : `  (goal ≤ ${goal} ms: MISSED)`;
  return `  ${label.padEnd(34)} p50 ${pct(xs, 50).toFixed(2).padStart(7)} ms   p95 ${p95.toFixed(2).padStart(7)} ms   n=${xs.length}${mark}`;
}

/**
 * A one-line edit. Even rounds change the cost digit of card k (no offset moves); odd rounds type a
 * character into a comment of one of the first cards, which moves every later block.
 */
function editAt(text: string, k: number, v: number): { text: string; start: number; end: number; insert: string } {
  if (v % 2) {
    const at = text.indexOf('  # 第', text.indexOf(`卡牌 ${cardName(1 + 3 * (v % 10))}\n`)) + 5;
    return { text: text.slice(0, at) + '字' + text.slice(at), start: at, end: at, insert: '字' };
  }
  const header = `卡牌 ${cardName(k)}\n`;
  const at = text.indexOf(header);
  const costAt = text.indexOf('费用：', at) + 3;
  const insert = String(v % 10);
  return { text: text.slice(0, costAt) + insert + text.slice(costAt + 1), start: costAt, end: costAt + 1, insert };
}

async function inProcess(text0: string, rounds: number): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'cardscript-bench-'));
  writeFileSync(join(dir, 'set.yaml'), 'name: 基准\nruleset: slcg\n');
  const uri = pathToFileURL(join(dir, 'big.card')).href;
  const ws = new Workspace(nodeHost);
  ws.scan([dir]);
  let t0 = performance.now();
  ws.open(uri, text0, 1);
  ws.checkSetOf(uri);
  cardDiagnostics(ws.checked(uri)!);
  const cold = performance.now() - t0;
  let text = text0;
  const diag: number[] = [];
  const comp: number[] = [];
  const hov: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const e = editAt(text, (i * 37) % 2000, i);
    text = e.text;
    t0 = performance.now();
    ws.update(uri, text, i + 2);
    ws.checkSetOf(uri);
    cardDiagnostics(ws.checked(uri)!);
    diag.push(performance.now() - t0);

    const a = ws.analysis(uri)!;
    const k = (i * 53) % 2000;
    const at = text.indexOf(`卡牌 ${cardName(k)}\n`);
    const typeAt = text.indexOf('类型：', at) + 3;
    t0 = performance.now();
    complete({ analysis: a, offset: typeAt, cardNames: () => ws.setCards(uri).map((d) => d.name) });
    comp.push(performance.now() - t0);
    const kwAt = text.indexOf('【', at) + 1;
    t0 = performance.now();
    hover({
      analysis: a,
      offset: kwAt,
      findCard: (n) => {
        const d = ws.cardIndex().get(n)?.[0];
        return d && { card: d.card, text: d.analysis.text };
      },
    });
    hov.push(performance.now() - t0);
  }
  rmSync(dir, { recursive: true, force: true });
  return [
    `  first open (parse + check of 2,000 cards): ${cold.toFixed(0)} ms`,
    line('didChange → diagnostics', diag, 50),
    line('completion (after 类型：)', comp, 20),
    line('hover (keyword)', hov, 10),
  ];
}

async function overStdio(text0: string, rounds: number): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'cardscript-bench-'));
  writeFileSync(join(dir, 'set.yaml'), 'name: 基准\nruleset: slcg\n');
  const uri = pathToFileURL(join(dir, 'big.card')).href;
  const client = new TestClient();
  await client.initialize(pathToFileURL(dir).href, { diagnosticsDelay: 0 });
  let t0 = performance.now();
  const first = client.diagnostics(uri, 1, 120_000);
  await client.open(uri, text0, 1);
  await first;
  const cold = performance.now() - t0;
  let text = text0;
  const diag: number[] = [];
  const comp: number[] = [];
  const hov: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const e = editAt(text, (i * 37) % 2000, i);
    const li = new LineIndex(text);
    const range = li.range({ start: e.start, end: e.end });
    text = e.text;
    const v = i + 2;
    const p = client.diagnostics(uri, v, 60_000);
    t0 = performance.now();
    await client.change(uri, v, [{ range, text: e.insert }]);
    await p;
    diag.push(performance.now() - t0);
    const li2 = new LineIndex(text);
    const k = (i * 53) % 2000;
    const at = text.indexOf(`卡牌 ${cardName(k)}\n`);
    t0 = performance.now();
    await client.request('textDocument/completion', {
      textDocument: { uri },
      position: li2.position(text.indexOf('类型：', at) + 3),
    });
    comp.push(performance.now() - t0);
    t0 = performance.now();
    await client.request('textDocument/hover', {
      textDocument: { uri },
      position: li2.position(text.indexOf('【', at) + 1),
    });
    hov.push(performance.now() - t0);
  }
  await client.shutdown();
  rmSync(dir, { recursive: true, force: true });
  return [
    `  first open → first diagnostics: ${cold.toFixed(0)} ms`,
    line('didChange → publishDiagnostics', diag, 50),
    line('completion (after 类型：)', comp, 20),
    line('hover (keyword)', hov, 10),
  ];
}

export async function run(): Promise<void> {
  const text = generateCards(2000);
  const lines = text.split('\n').length;
  console.log(`lsp bench: 2,000 cards, ${lines} lines, ${(text.length / 1024).toFixed(0)} KiB`);
  console.log('in-process (server code path, no JSON-RPC):');
  for (const l of await inProcess(text, 200)) console.log(l);
  console.log('over stdio (real server, debounce 0):');
  for (const l of await overStdio(text, 100)) console.log(l);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  run().catch((e) => {
    console.error(e);
    process.exitCode = 1;
  });
}
