// End-to-end tests of `cardc sim` (issue 17): the games file and report of a run, the same results on one worker
// thread or two, shards merged into the run's own report, an A/B comparison, per-card counts in every ruleset,
// Ctrl-C keeping the finished games, and bad input as exit 2. Small runs: the figures are checked, not timed.
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main, type CliIO } from '../../compiler/cli.js';
import type { GameLine, RunLine } from '../../compiler/sim/record.js';

const root = resolve(__dirname, '../..');
const tmp = (): string => mkdtempSync(join(tmpdir(), 'cardc-sim-'));

async function cardc(args: string[], extra: Partial<CliIO> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIO = { out: (s) => out.push(s), err: (s) => err.push(s), cwd: root, isTTY: false, ...extra };
  const code = await main(args, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

function lines(dir: string, file = 'games.jsonl'): [RunLine, GameLine[]] {
  const all = readFileSync(join(dir, file), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  return [all[0] as RunLine, all.slice(1) as GameLine[]];
}

const summary = (dir: string) => JSON.parse(readFileSync(join(dir, 'summary.json'), 'utf8'));

describe('cardc sim', () => {
  it('writes one line per game, a summary and a report, with the same results on one worker or two', async () => {
    const one = tmp();
    const two = tmp();
    const base = ['sim', 'cards/slcg', '--games', '40', '--seed', '5', '--agents', 'greedy,random'];
    const a = await cardc([...base, '--workers', '1', '--out', one]);
    expect(a.err).toBe('');
    expect(a.code).toBe(0);
    const b = await cardc([...base, '--workers', '2', '--out', two, '--lang', 'en']);
    expect(b.code).toBe(0);
    expect(readFileSync(join(two, 'games.jsonl'), 'utf8')).toBe(readFileSync(join(one, 'games.jsonl'), 'utf8'));
    expect(summary(two).tallies).toEqual(summary(one).tallies);

    const [run, games] = lines(one);
    expect(run).toMatchObject({ type: 'run', format: 'cardscript-sim', ruleset: 'slcg', seed: 5, games: 40 });
    expect(run.agents).toEqual(['greedy', 'random']);
    expect(games.map((g) => g.game)).toEqual([...Array(40).keys()]);
    // Game i: seed S+i, the first player alternating.
    for (const g of games) {
      expect(g.seed).toBe(5 + g.game);
      expect(g.first).toBe(g.game % 2);
      expect(g.decks).toEqual(run.decks);
      expect(g.turns).toBeGreaterThan(0);
    }
    const t = summary(one).tallies[0];
    expect(t.games).toBe(40);
    expect(t.wins[0] + t.wins[1] + t.draws + t.unfinished + t.crashed).toBe(40);
    // Greedy beats random almost always in SLCG.
    expect(t.wins[0]).toBeGreaterThan(30);
    // Per-card counts add up to the tally: drawn copies of every card.
    const drawn = (name: string) => games.reduce((s, g) => s + (g.cards[name]?.[0] ?? 0), 0);
    for (const [name, c] of Object.entries(t.cards) as [string, { drawn: number }][]) expect(c.drawn).toBe(drawn(name));

    expect(a.out).toMatch(/40 局，种子 5 起，玩家1 greedy（\S+） 对 玩家2 random/);
    expect(a.out).toMatch(/先手方（分出胜负的对局） +[\d.]+% \[[\d.]+, [\d.]+\]/);
    expect(a.out).toMatch(/对局长度：平均 [\d.]+ 回合/);
    expect(a.out).toMatch(/打出时胜率/);
    expect(a.out).toMatch(/机器人强度：/);
    expect(b.out).toMatch(/P1 greedy \(\S+\) +[\d.]+% \[/);
    expect(b.out).toMatch(/on 2 worker\(s\); peak RSS \d+ MB/);

    const html = readFileSync(join(one, 'report.html'), 'utf8');
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('平衡报告');
    expect((html.match(/<svg/g) ?? []).length).toBeGreaterThanOrEqual(3);
    // Self-contained: nothing to fetch, nothing to run.
    expect(html).not.toMatch(/<script|<link|src="http|href="http|@import/);
  }, 60_000);

  it('merges 4 shards into the games file and report of one run', async () => {
    const whole = tmp();
    const base = ['sim', 'cards/slcg', '--games', '30', '--seed', '11', '--agents', 'random', '--workers', '1'];
    expect((await cardc([...base, '--out', whole])).code).toBe(0);
    const shards: string[] = [];
    for (const k of [3, 1, 4, 2]) {
      const d = tmp();
      const r = await cardc([...base, '--shard', `${k}/4`, '--out', d]);
      expect(r.code).toBe(0);
      expect(r.out).toMatch(new RegExp(`分片 ${k}/4`));
      shards.push(join(d, 'games.jsonl'));
    }
    const merged = tmp();
    const m = await cardc(['sim', 'merge', ...shards, '--out', merged]);
    expect(m.err).toBe('');
    expect(m.code).toBe(0);
    expect(m.out).toMatch(/合并了 4 个文件：共 30 局中的 30 局/);
    expect(readFileSync(join(merged, 'games.jsonl'), 'utf8')).toBe(readFileSync(join(whole, 'games.jsonl'), 'utf8'));
    expect(summary(merged).tallies).toEqual(summary(whole).tallies);
    expect(summary(merged).summaries).toEqual(summary(whole).summaries);

    // Three of the four: the report says what is missing, and the exit code that it is incomplete.
    const part = tmp();
    const p = await cardc(['sim', 'merge', ...shards.slice(0, 3), '--out', part, '--lang', 'en']);
    expect(p.code).toBe(1);
    expect(p.out).toMatch(/game\(s\) missing/);
    // The same shard twice, or a shard of another run, is refused.
    const twice = await cardc(['sim', 'merge', shards[0], shards[0], '--out', tmp(), '--lang', 'en']);
    expect(twice.code).toBe(1);
    expect(twice.err).toMatch(/:\d+:\d+ {2}error CS530[67] {2}game \d+ (appears twice|is out of the run's order)/);
    const other = tmp();
    await cardc([
      'sim',
      'cards/slcg',
      '--games',
      '4',
      '--seed',
      '12',
      '--agents',
      'random',
      '--workers',
      '1',
      '--out',
      other,
    ]);
    const mixed = await cardc(['sim', 'merge', shards[0], join(other, 'games.jsonl'), '--out', tmp(), '--lang', 'en']);
    expect(mixed.code).toBe(1);
    expect(mixed.err).toMatch(/games\.jsonl:1:\d+ {2}error CS5308 {2}not a shard of the same run .*seed/);
  }, 60_000);

  it('compares two sets on the same seeds and reports the differences with intervals', async () => {
    const changed = tmp();
    cpSync(join(root, 'cards/slcg'), changed, { recursive: true });
    const fleet = join(changed, 'fleet.card');
    // 先锋战士 (the red deck's three one-cost attackers) costs 3.
    writeFileSync(
      fleet,
      readFileSync(fleet, 'utf8').replace(
        '卡牌 先锋战士\n  类型：角色\n  特征：星环舰队\n  费用：1',
        '卡牌 先锋战士\n  类型：角色\n  特征：星环舰队\n  费用：3',
      ),
    );
    const out = tmp();
    const r = await cardc([
      'sim',
      'cards/slcg',
      '--compare',
      changed,
      '--games',
      '60',
      '--agents',
      'greedy',
      '--workers',
      '2',
      '--out',
      out,
    ]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(existsSync(join(out, 'games-b.jsonl'))).toBe(true);
    const [runA, gamesA] = lines(out);
    const [runB, gamesB] = lines(out, 'games-b.jsonl');
    expect(runA.variant).toBe('a');
    expect(runB.variant).toBe('b');
    expect(runB.cardsHash).not.toBe(runA.cardsHash);
    expect(gamesB.map((g) => g.seed)).toEqual(gamesA.map((g) => g.seed));
    const s = summary(out);
    expect(s.comparison.overall.map((d: { what: string }) => d.what)).toEqual([
      'seat1',
      'seat2',
      'firstPlayer',
      'turns',
    ]);
    for (const d of s.comparison.overall) {
      expect(d.lo).toBeLessThanOrEqual(d.d);
      expect(d.hi).toBeGreaterThanOrEqual(d.d);
    }
    const vanguard = s.comparison.cards.find((c: { name: string }) => c.name === '先锋战士');
    expect(vanguard.in).toBe('both');
    // A card that costs two more is played less often.
    expect(vanguard.differences[0].what).toBe('playRate');
    expect(vanguard.differences[0].d).toBeLessThan(0);
    expect(r.out).toMatch(/A\/B：.*（A）与 .*（B）在同样的 60 个种子上对比/);
    expect(r.out).toMatch(/「先锋战士」打出率/);
    expect(readFileSync(join(out, 'report.html'), 'utf8')).toContain('A/B 对比');

    // A set against itself: nothing differs.
    const same = tmp();
    await cardc([
      'sim',
      'cards/slcg',
      '--compare',
      'cards/slcg',
      '--games',
      '10',
      '--agents',
      'random',
      '--workers',
      '1',
      '--out',
      same,
    ]);
    const z = summary(same).comparison;
    for (const d of [...z.overall, ...z.cards.flatMap((c: { differences: unknown[] }) => c.differences)])
      expect(d).toMatchObject({ d: 0, significant: false });
  }, 90_000);

  it('merges the shards of a comparison, A and B files in any order', async () => {
    const base = [
      'sim',
      'cards/slcg',
      '--compare',
      'cards/slcg',
      '--games',
      '12',
      '--agents',
      'random',
      '--workers',
      '1',
    ];
    const whole = tmp();
    expect((await cardc([...base, '--out', whole])).code).toBe(0);
    const parts = [tmp(), tmp()];
    for (const [k, d] of parts.entries())
      expect((await cardc([...base, '--shard', `${k + 1}/2`, '--out', d])).code).toBe(0);
    const merged = tmp();
    const files = [
      join(parts[1], 'games-b.jsonl'),
      join(parts[0], 'games.jsonl'),
      join(parts[1], 'games.jsonl'),
      join(parts[0], 'games-b.jsonl'),
    ];
    const m = await cardc(['sim', 'merge', ...files, '--out', merged]);
    expect(m.code).toBe(0);
    for (const f of ['games.jsonl', 'games-b.jsonl'])
      expect(readFileSync(join(merged, f), 'utf8')).toBe(readFileSync(join(whole, f), 'utf8'));
    expect(summary(merged).comparison).toEqual(summary(whole).comparison);
  }, 60_000);

  it.each([
    ['guangan', 'cards/guangan'],
    ['kaling', 'cards/kaling'],
  ])(
    'counts draws, plays and resolved abilities per card in %s',
    async (_rs, set) => {
      const out = tmp();
      const r = await cardc(['sim', set, '--games', '6', '--agents', 'random', '--workers', '1', '--out', out]);
      expect(r.code).toBe(0);
      const t = summary(out).tallies[0];
      const cards = Object.values(t.cards) as { drawn: number; plays: number; resolved: number[] }[];
      expect(cards.reduce((s, c) => s + c.drawn, 0)).toBeGreaterThan(0);
      expect(cards.reduce((s, c) => s + c.plays, 0)).toBeGreaterThan(0);
      expect(cards.reduce((s, c) => s + c.resolved.reduce((a, b) => a + b, 0), 0)).toBeGreaterThan(0);
    },
    60_000,
  );

  it('stops on Ctrl-C, keeps the games that finished and says so', async () => {
    const out = tmp();
    const ac = new AbortController();
    const bar: string[] = [];
    const r = await cardc(
      ['sim', 'cards/slcg', '--games', '5000', '--agents', 'random', '--workers', '1', '--out', out, '--lang', 'en'],
      {
        isTTY: true,
        signal: ac.signal,
        progress: (s) => {
          bar.push(s);
          ac.abort();
        },
      },
    );
    expect(r.code).toBe(130);
    expect(r.out).toMatch(/stopped by Ctrl-C: the \d+ game\(s\) that finished are kept/);
    const [, games] = lines(out);
    expect(games.length).toBeGreaterThan(0);
    expect(games.length).toBeLessThan(5000);
    expect(summary(out).tallies[0].games).toBe(games.length);
    expect(summary(out).stopped).toBe(true);
    expect(bar.join('')).toMatch(/\[#*-*\] [\d,]+\/5,000 {2}[\d,]+ games\/s {2}.* left/);
  }, 60_000);

  it('plays any game of the run again alone: cardc play --seed <its seed> --first <its first + 1> gives its result', async () => {
    const out = tmp();
    const agents = ['--agents', 'greedy,random', '--decks', '狼群,铁卫'];
    const r = await cardc([
      'sim',
      'cards/kaling',
      '--games',
      '4',
      '--seed',
      '20',
      '--workers',
      '2',
      '--out',
      out,
      ...agents,
    ]);
    expect(r.code).toBe(0);
    const [, games] = lines(out);
    expect(games.map((g) => g.first)).toEqual([0, 1, 0, 1]);
    for (const g of games) {
      const p = await cardc([
        'play',
        'cards/kaling',
        '--seed',
        String(g.seed),
        '--first',
        String(g.first + 1),
        ...agents,
        '--format',
        'json',
      ]);
      expect(p.code).toBe(0);
      const st = JSON.parse(p.out);
      expect(st.games).toBe(1);
      expect(st.wins[0] + st.wins[1]).toBe(g.status === 'won' ? 1 : 0);
      if (g.status === 'won') expect(st.wins[g.winner as 0 | 1]).toBe(1);
      expect(st.firstPlayerWins).toBe(g.winner === g.first ? 1 : 0);
      expect(st.avgSteps).toBe(g.steps);
      if (g.status === 'won') expect(st.avgTurns).toBe(g.turns);
    }
    // And the whole run's seeds: cardc play --seed S --games N plays the sim run's N games (game i: S+i).
    const all = await cardc(['play', 'cards/kaling', '--seed', '20', '--games', '4', ...agents, '--format', 'json']);
    const st = JSON.parse(all.out);
    expect(st.wins).toEqual([0, 1].map((seat) => games.filter((g) => g.status === 'won' && g.winner === seat).length));
    expect(st.avgSteps).toBe(games.reduce((n, g) => n + g.steps, 0) / 4);
  }, 120_000);

  it('refuses seeds past 4294967295 rather than wrapping them to 0 (sim and play alike)', async () => {
    const sim = await cardc([
      'sim',
      'cards/slcg',
      '--games',
      '2',
      '--seed',
      '4294967295',
      '--out',
      tmp(),
      '--lang',
      'en',
    ]);
    expect(sim.code).toBe(2);
    expect(sim.err).toMatch(
      /--seed 4294967295 with --games 2: game i uses seed 4294967295\+i, so the last game would need 4294967296, beyond the largest seed 4294967295; use a seed of at most 4294967294/,
    );
    const play = await cardc(['play', 'cards/slcg', '--games', '3', '--seed', '4294967294']);
    expect(play.code).toBe(2);
    expect(play.err).toMatch(/最后一局要用 4294967296，超出了最大种子 4294967295；种子最大用 4294967293/);
    const last = await cardc([
      'sim',
      'cards/slcg',
      '--games',
      '1',
      '--seed',
      '4294967295',
      '--workers',
      '1',
      '--out',
      tmp(),
    ]);
    expect(last.code).toBe(0);
    expect((await cardc(['play', 'cards/slcg', '--first', '3'])).err).toMatch(/--first 应为 1 到 2 的整数/);
  }, 60_000);

  it.each([
    [['--decks', '红,绿'], /没有卡组“绿”/],
    [['--agents', 'greedy,smart'], /未知的对局者“smart”/],
    [['--agents', 'human,greedy'], /human 不能入座/],
    [['--shard', '0/4', '--out', 'x'], /--shard 应为 k\/n/],
    [['--shard', '5/4', '--out', 'x'], /--shard 应为 k\/n/],
    [['--shard', 'half', '--out', 'x'], /--shard 应为 k\/n/],
    [['--shard', '1/4'], /--shard 需要 --out/],
    [['--workers', 'many'], /--workers 应为 1 到 256 的整数/],
    [['--games', '0'], /--games 应为/],
    [['--compare', 'cards/kaling'], /--compare 需要同一规则集（slcg）的卡包/],
  ])('a bad invocation %j is exit 2 with its reason', async (extra, message) => {
    const r = await cardc(['sim', 'cards/slcg', '--games', '2', ...(extra as string[])]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
    expect(r.err).toMatch(/cardc help sim/);
  });

  it('merge needs files and --out', async () => {
    expect((await cardc(['sim', 'merge', '--out', tmp()])).code).toBe(2);
    expect((await cardc(['sim', 'merge', 'a.jsonl'])).code).toBe(2);
    const bad = join(tmp(), 'bad.jsonl');
    writeFileSync(bad, '{"type":"game"}\n');
    const r = await cardc(['sim', 'merge', bad, '--out', tmp(), '--lang', 'en']);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/bad\.jsonl:1:2 {2}error CS5302 {2}this line is neither a run line nor a game line/);
  });

  // A games file that is not one is told as every diagnostic is: file:line:col, its code (CS53xx), Chinese or English.
  it('a malformed games file is a CS53xx diagnostic at its line and column, in Chinese and English', async () => {
    const run = JSON.stringify({ type: 'run', format: 'cardscript-sim', version: 1, set: 's', games: 2 });
    const game = JSON.stringify({ type: 'game', game: 0, cards: {} });
    const cases: [string, string, RegExp, RegExp][] = [
      [
        `${run}\n${game.slice(0, -5)}\n`,
        `2:${game.length - 4}`,
        /CS5301 {2}这一行不是 JSON：这一行在 JSON 结束之前就断了/,
        /CS5301 {2}this line is not JSON: /,
      ],
      [
        `${run.replace('"version":1', '"version":7')}\n`,
        `1:${run.indexOf('"version"') + 1}`,
        /CS5303 {2}不是 cardscript-sim 第 1 版的记录/,
        /CS5303 {2}not a cardscript-sim version 1 record/,
      ],
      [`${game}\n`, '1:1', /CS5304 {2}第一行应为 run 行/, /CS5304 {2}the first line must be the run line/],
      ['\n', '1:1', /CS5305 {2}文件是空的/, /CS5305 {2}the file is empty/],
    ];
    for (const [text, at, zh, en] of cases) {
      const bad = join(tmp(), 'games.jsonl');
      writeFileSync(bad, text);
      const r = await cardc(['sim', 'merge', bad, '--out', tmp()]);
      expect(r.code).toBe(1);
      expect(r.err).toContain(`games.jsonl:${at}  错误 CS53`);
      expect(r.err).toMatch(zh);
      expect((await cardc(['sim', 'merge', bad, '--out', tmp(), '--lang', 'en'])).err).toMatch(en);
    }
  });
});
