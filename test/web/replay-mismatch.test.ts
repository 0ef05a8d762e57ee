// A replay file that does not match its game — an event, a decision, the result or the hash edited — is told in
// one message (runtime/core/replay.ts, replayMismatchText, Chinese and English), naming the first event and the step
// where the re-run leaves the record; `cardc replay` and the playground's replay viewer (web/src/play/replay.ts, in a
// linkedom DOM) say the same words.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseHTML } from 'linkedom';
import { beforeAll, describe, expect, it } from 'vitest';
import { main, type CliIO } from '../../compiler/cli.js';
import type { PlayIO } from '../../compiler/play/commands.js';
import { replayMismatchText, stepOfEvent } from '../../runtime/index.js';

const root = resolve(import.meta.dirname, '../..');

beforeAll(() => {
  const { window } = parseHTML('<!doctype html><html><body></body></html>');
  Object.assign(globalThis, { document: window.document, Node: window.Node, Event: window.Event });
});

async function cardc(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const io: PlayIO = { out: (s) => out.push(s), err: (s) => err.push(s), cwd: root, isTTY: false };
  const code = await main(args, io as CliIO);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** What the playground's replay viewer says of a replay file. */
async function viewerSays(text: string): Promise<string> {
  // Loaded by a path the type checker does not follow: the page's modules are checked by web/tsconfig.json.
  const module: string = '../../web/src/play/replay.js';
  const { ReplayPane } = (await import(module)) as {
    ReplayPane: new (root: HTMLElement) => { load(text: string, name?: string): void };
  };
  const box = document.createElement('div');
  new ReplayPane(box).load(text, 'g.jsonl');
  return box.querySelector('.verdict')?.textContent ?? '';
}

/** Both paths on one edited file: cardc replay exits 1 with the message (zh and en), the viewer shows the zh one. */
async function bothSay(lines: string[]): Promise<{ zh: string; en: string; viewer: string }> {
  const f = join(mkdtempSync(join(tmpdir(), 'cardc-mismatch-')), 'bad.jsonl');
  const text = lines.join('\n') + '\n';
  writeFileSync(f, text);
  const zh = await cardc(['replay', f]);
  const en = await cardc(['replay', f, '--lang', 'en']);
  expect(zh.code).toBe(1);
  expect(en.code).toBe(1);
  return { zh: zh.err, en: en.err, viewer: await viewerSays(text) };
}

async function recorded(args: string[]): Promise<string[]> {
  const f = join(mkdtempSync(join(tmpdir(), 'cardc-mismatch-')), 'g.jsonl');
  expect((await cardc(['play', ...args, '--log', f])).code).toBe(0);
  return readFileSync(f, 'utf8').trim().split('\n');
}

const lineOf = (lines: string[], type: string): number => lines.findIndex((l) => JSON.parse(l).type === type);

describe('a replay that does not match its record', () => {
  it('one message names the first differing event and its step, in cardc replay and the replay viewer alike', async () => {
    const lines = await recorded(['cards/slcg', '--seed', '5', '--agents', 'random']);
    expect(await viewerSays(lines.join('\n'))).toMatch(/^回放一致/);
    const di = lineOf(lines, 'decisions');
    const ei = lineOf(lines, 'events');
    const decisions: number[] = JSON.parse(lines[di]).decisions;
    const events = JSON.parse(lines[ei]).events as { type: string }[];

    // An event edited: the message names it, the step whose decision made it, and both versions.
    const edited = [...lines];
    const ev = JSON.parse(lines[ei]);
    ev.events[40] = { ...ev.events[40], info: 'tampered' };
    edited[ei] = JSON.stringify(ev);
    const a = await bothSay(edited);
    expect(a.zh).toMatch(
      /^第 0 局重放在第 40 个事件处不一致（(第 \d+ 步|开局时)）：\n {2}记录：.*tampered.*\n {2}重放：/,
    );
    expect(a.en).toMatch(
      /^replay differs in game 0 at event 40 \((step \d+|during setup)\):\n {2}recorded: .*tampered/,
    );
    expect(a.viewer).toBe(a.zh.split('\n  引擎错误')[0]);

    // A decision changed to another legal move: the first event that differs comes from that step.
    const k = decisions.findIndex((d, i) => d > 0 && i > 10);
    const moved = [...lines];
    moved[di] = JSON.stringify({ ...JSON.parse(lines[di]), decisions: decisions.map((d, i) => (i === k ? 0 : d)) });
    const b = await bothSay(moved);
    expect(b.zh).toContain(`（第 ${k + 1} 步）`);
    expect(b.en).toContain(`(step ${k + 1})`);
    expect(b.viewer).toBe(b.zh.split('\n  引擎错误')[0]);

    // A decision no move answers: the re-run stops there, and the message names the step and the decision, not the
    // events it could not make.
    const last = decisions.length - 1;
    const cut = [...lines];
    cut[di] = JSON.stringify({ ...JSON.parse(lines[di]), decisions: decisions.map((d, i) => (i === last ? 999 : d)) });
    const c = await bothSay(cut);
    expect(c.zh).toBe(
      `第 0 局重放在第 ${last + 1} 步不一致：记录的决策 999 不是那里的合法操作（只有 ${c.zh.match(/只有 (\d+) 个/)?.[1]} 个）`,
    );
    expect(c.en).toMatch(
      new RegExp(`^replay differs in game 0 at step ${last + 1}: the recorded decision 999 is not one`),
    );
    expect(c.viewer).toBe(c.zh);
    expect(events.length).toBeGreaterThan(40);
  });

  it('a result line edited alone, and a hash-only log edited, are told the same way by both', async () => {
    const lines = await recorded(['cards/kaling', '--seed', '2', '--agents', 'greedy,random']);
    const ri = lineOf(lines, 'result');
    const r = JSON.parse(lines[ri]);
    const turns = [...lines];
    turns[ri] = JSON.stringify({ ...r, turns: r.turns + 1 });
    const a = await bothSay(turns);
    expect(a.zh).toBe(
      `第 0 局重放不一致：记录为 ${r.status}（胜者 ${r.winner}，${r.turns + 1} 回合），重放为 ${r.status}（胜者 ${r.winner}，${r.turns} 回合）`,
    );
    expect(a.en).toContain(`recorded ${r.status} (winner ${r.winner}, ${r.turns + 1} turns)`);
    expect(a.viewer).toBe(a.zh);

    // Without the events line only the hash is left to compare.
    const hashOnly = lines.filter((_, i) => i !== lineOf(lines, 'events'));
    const h = lineOf(hashOnly, 'result');
    hashOnly[h] = JSON.stringify({ ...JSON.parse(hashOnly[h]), hash: '0000000000000000', events: r.events });
    const b = await bothSay(hashOnly);
    expect(b.zh).toBe(replayMismatchText({ kind: 'hash', game: 0 }, 'zh'));
    expect(b.en).toBe(replayMismatchText({ kind: 'hash', game: 0 }, 'en'));
    expect(b.viewer).toBe(b.zh);
  });

  it('a malformed file: the viewer lists every problem with its line:col and code, as cardc replay does', async () => {
    const lines = await recorded(['cards/slcg', '--seed', '5', '--agents', 'random']);
    const bad = [...lines];
    bad[0] = bad[0].replace('"ruleset":"slcg"', '"ruleset":"kaling"');
    bad.push('{"type":"extra"}');
    const module: string = '../../web/src/play/replay.js';
    const { ReplayPane } = (await import(module)) as {
      ReplayPane: new (root: HTMLElement) => { load(text: string, name?: string): void };
    };
    const box = document.createElement('div');
    new ReplayPane(box).load(bad.join('\n'), 'g.jsonl');
    const shown = [...box.querySelectorAll('.error')].map((e) => e.textContent ?? '');
    expect(shown).toEqual([
      expect.stringMatching(/^g\.jsonl:1:\d+ CS5222：set 行的规则集 "kaling" 与它的卡牌不符/),
      `g.jsonl:${bad.length}:2 CS5203：未知的行类型 "extra"（应为 set、game、decisions、events 或 result）`,
    ]);
  });

  it('stepOfEvent: the setup is step -1, then each decision owns the events from its first on', () => {
    expect(stepOfEvent([3, 5, 9], 0)).toBe(-1);
    expect(stepOfEvent([3, 5, 9], 3)).toBe(0);
    expect(stepOfEvent([3, 5, 9], 8)).toBe(1);
    expect(stepOfEvent([3, 5, 9], 20)).toBe(2);
    expect(replayMismatchText({ kind: 'event', game: 2, index: 1, step: -1 }, 'zh')).toBe(
      '第 2 局重放在第 1 个事件处不一致（开局时）：\n  记录：（无）\n  重放：（无）',
    );
  });
});
