// Per-card statistics of `cardc play` and `cardc sim` on real games (runtime/core/card-stats.ts, docs/play.md
// _Statistics_, docs/balance.md): every text line of a card counts when the link that runs it does — a SLCG 发生
// card's lines (SLCG-CT-05), a 光暗 普通 card's (GA-CT-02) — so none of them is listed as never resolved.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main, type CliIO } from '../../compiler/cli.js';
import type { GameLine } from '../../compiler/sim/record.js';

const root = resolve(__dirname, '../..');
const tmp = (): string => mkdtempSync(join(tmpdir(), 'cardc-play-stats-'));

async function cardc(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIO = { out: (s) => out.push(s), err: (s) => err.push(s), cwd: root, isTTY: false };
  const code = await main(args, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** A copy of a bundled set with `cards` added and deck lines swapped (`from` → `to`, the first occurrence). */
function setWith(bundled: string, cards: string, swaps: [string, string][]): string {
  const d = tmp();
  cpSync(join(root, bundled), d, { recursive: true, filter: (src) => !src.includes('scenarios') });
  writeFileSync(join(d, 'extra.card'), cards);
  let yaml = readFileSync(join(d, 'set.yaml'), 'utf8');
  for (const [from, to] of swaps) {
    expect(yaml).toContain(from);
    yaml = yaml.replace(from, to);
  }
  writeFileSync(join(d, 'set.yaml'), yaml);
  return d;
}

const SLCG = () =>
  setWith(
    'cards/slcg',
    `规则：slcg
卡牌 双行
  类型：发生
  费用：0
  抽1张卡。
  推动进度+1。

卡牌 先伤后推
  类型：发生
  费用：1
  令对方受到1点创伤。
  若对方创伤≥1，推动进度+2。
`,
    [
      ['    全速推进: 2', '    双行: 2'],
      ['    精准打击: 2', '    先伤后推: 2'],
    ],
  );

interface Ability {
  line: number;
  triggered: number;
  activated: number;
  resolved: number;
}

describe('per-card statistics of every text line', () => {
  it('SLCG-CT-05 cardc play: the second line of a 发生 card is used and resolves whenever the card is', async () => {
    const set = SLCG();
    const r = await cardc(['play', set, '--games', '12', '--agents', 'greedy,greedy', '--format', 'json']);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const cards = JSON.parse(r.out).cards as Record<string, { played: number; abilities: Ability[] }>;
    for (const name of ['双行', '先伤后推']) {
      const [first, second] = cards[name].abilities;
      expect(cards[name].played, name).toBeGreaterThan(0);
      expect(first.activated, name).toBe(cards[name].played);
      expect(second, name).toMatchObject({ triggered: 0, activated: first.activated, resolved: first.resolved });
      expect(second.resolved, name).toBeGreaterThan(0);
    }
    const text = await cardc(['play', set, '--games', '12', '--agents', 'greedy,greedy']);
    expect(text.out).not.toMatch(/「双行」能力2|「先伤后推」能力2/);
  }, 60_000);

  it('GA-CT-02 cardc play: the second line of a 光暗 普通 card counts with its first, its 【光明】 line when it ran', async () => {
    const set = setWith(
      'cards/guangan',
      `规则：guangan
卡牌 连击
  类型：普通
  专属：林燃
  体力：1
  对对方牌手造成2点法术伤害。
  抽1张卡。
  【光明】改为抽2张卡。
`,
      [['    炎爆: 2', '    连击: 2']],
    );
    const r = await cardc(['play', set, '--games', '6', '--agents', 'greedy,greedy', '--format', 'json']);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const [first, second, light] = JSON.parse(r.out).cards['连击'].abilities as Ability[];
    expect(first.activated).toBeGreaterThan(0);
    expect(second).toMatchObject({ activated: first.activated, resolved: first.resolved });
    expect(light.activated).toBe(0);
    expect(light.resolved).toBeLessThanOrEqual(second.resolved);
  }, 60_000);

  it('SLCG-CT-05 cardc sim: each line’s resolutions in the games file, the same on one worker or two', async () => {
    const set = SLCG();
    const one = tmp();
    const two = tmp();
    const base = ['sim', set, '--games', '16', '--seed', '3', '--agents', 'greedy,greedy'];
    expect((await cardc([...base, '--workers', '1', '--out', one])).code).toBe(0);
    expect((await cardc([...base, '--workers', '2', '--out', two])).code).toBe(0);
    const games = readFileSync(join(one, 'games.jsonl'), 'utf8');
    expect(readFileSync(join(two, 'games.jsonl'), 'utf8')).toBe(games);
    const lines = games
      .trim()
      .split('\n')
      .slice(1)
      .map((l) => JSON.parse(l) as GameLine);
    let played = 0;
    for (const g of lines) {
      const c = g.cards['双行'] as [number, number, number, number[]] | undefined;
      if (!c) continue;
      const [, p1, p2, resolved] = c;
      played += p1 + p2;
      expect(resolved[1]).toBe(resolved[0]); // every play resolves both lines (nothing negates a 发生 card here)
    }
    expect(played).toBeGreaterThan(0);
    const summary = JSON.parse(readFileSync(join(one, 'summary.json'), 'utf8'));
    expect(JSON.parse(readFileSync(join(two, 'summary.json'), 'utf8')).tallies).toEqual(summary.tallies);
  }, 90_000);
});
