// End-to-end tests of `cardc play` and `cardc replay`: match statistics, determinism of --log,
// replay verification (and tamper detection), the terminal game with scripted input, deck errors, help.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deckNamed } from '../../compiler/play/playable-set.js';
import { main, type CliIO } from '../../compiler/cli.js';
import type { PlayIO } from '../../compiler/play/commands.js';
import { parseReplay, replayedOutcome } from '../../compiler/play/replay-file.js';
import { humanAgent, parseChoice, type HumanRenderer } from '../../runtime/index.js';
import { renderer } from '../../compiler/play/interactive.js';

const root = resolve(__dirname, '../..');
const SET = 'cards/slcg';

async function cardc(args: string[], extra: Partial<PlayIO> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const io: PlayIO = { out: (s) => out.push(s), err: (s) => err.push(s), cwd: root, isTTY: false, ...extra };
  const code = await main(args, io as CliIO);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const tmp = (): string => mkdtempSync(join(tmpdir(), 'cardc-play-'));

describe('cardc play', () => {
  it('plays seeded bot games and prints win rates, draws, average turns and games/s', async () => {
    const r = await cardc([
      'play',
      SET,
      '--decks',
      '红,蓝',
      '--seed',
      '7',
      '--games',
      '6',
      '--agents',
      'greedy,random',
    ]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/6 局，种子 7/);
    expect(r.out).toMatch(/玩家1 greedy（红） {2}胜 \d+ {2}[\d.]+%/);
    expect(r.out).toMatch(/玩家2 random（蓝） {2}胜 \d+/);
    expect(r.out).toMatch(/平局 \d+ {2}未完成 0 {2}崩溃 0/);
    expect(r.out).toMatch(/平均 [\d.]+ 回合/);
    expect(r.out).toMatch(/[\d.]+ 局\/秒/);
  });

  it('prints English with --lang en and JSON with --format json', async () => {
    const en = await cardc(['play', SET, '--games', '2', '--agents', 'random', '--lang', 'en']);
    expect(en.code).toBe(0);
    expect(en.out).toMatch(/P1 random \(\S+\) +wins \d+/);
    expect(en.out).toMatch(/games\/s/);
    const js = await cardc(['play', SET, '--games', '4', '--agents', 'random,random', '--format', 'json']);
    const j = JSON.parse(js.out);
    expect(j.games).toBe(4);
    expect(j.wins[0] + j.wins[1] + j.draws + j.unfinished + j.crashed).toBe(4);
  });

  it('draws a progress bar on stderr only when stdout is a terminal', async () => {
    const bar: string[] = [];
    await cardc(['play', SET, '--games', '3', '--agents', 'random'], { isTTY: true, progress: (s) => bar.push(s) });
    expect(bar.some((s) => s.includes('3/3') || s.includes('1/3'))).toBe(true);
    expect(bar[bar.length - 1]).toBe('\r\x1b[K');
    const none: string[] = [];
    await cardc(['play', SET, '--games', '3', '--agents', 'random'], { isTTY: false, progress: (s) => none.push(s) });
    expect(none).toEqual([]);
  });

  it('same seed twice gives byte-identical --log files; another seed does not', async () => {
    const d = tmp();
    const args = (f: string, seed: string) => [
      'play',
      SET,
      '--seed',
      seed,
      '--games',
      '3',
      '--agents',
      'greedy,random',
      '--log',
      join(d, f),
    ];
    expect((await cardc(args('a.jsonl', '11'))).code).toBe(0);
    expect((await cardc(args('b.jsonl', '11'))).code).toBe(0);
    expect((await cardc(args('c.jsonl', '12'))).code).toBe(0);
    const a = readFileSync(join(d, 'a.jsonl'), 'utf8');
    expect(readFileSync(join(d, 'b.jsonl'), 'utf8')).toBe(a);
    expect(readFileSync(join(d, 'c.jsonl'), 'utf8')).not.toBe(a);
    // Header: set name, ruleset, decks, seed and agents; then decisions, events and the result per game.
    const lines = a
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => l.type)).toEqual([
      'set',
      ...Array(3).fill(['game', 'decisions', 'events', 'result']).flat(),
    ]);
    expect(lines[0]).toMatchObject({ format: 'cardscript-replay', ruleset: 'slcg' });
    expect(lines[1]).toMatchObject({
      ruleset: 'slcg',
      seed: 11,
      agents: ['greedy', 'random'],
      decks: { names: expect.any(Array) },
    });
    expect(lines[4].hash).toMatch(/^[0-9a-f]{16}$/);
  });

  it('an unknown deck name is a bad invocation (exit 2) with a suggestion', async () => {
    const r = await cardc(['play', SET, '--decks', '红,篮']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('没有卡组“篮”');
    expect(r.err).toContain('是不是“蓝”');
    const en = await cardc(['play', SET, '--decks', 'red', '--lang', 'en']);
    expect(en.code).toBe(2);
    expect(en.err).toMatch(/has no deck "red"/);
  });

  it('deckNamed (play, sim, preview): the deck as written, else the one deck its other-script spelling reads as', () => {
    const decks = { 红: 1, 蓝: 2 };
    expect([deckNamed(decks, '红'), deckNamed(decks, '紅'), deckNamed(decks, '藍'), deckNamed(decks, '綠')]).toEqual([
      '红',
      '红',
      '蓝',
      undefined,
    ]);
    expect(deckNamed(decks, 'toString')).toBeUndefined();
  });

  it('a deck is named in either script, as cards are (紅,藍 for the decks 红 and 蓝)', async () => {
    const r = await cardc(['play', SET, '--decks', '紅,藍', '--games', '2', '--format', 'json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).decks).toEqual(['红', '蓝']);
  });

  it('rejects bad options with exit 2', async () => {
    expect((await cardc(['play', SET, '--agents', 'clever'])).code).toBe(2);
    expect((await cardc(['play', SET, '--games', '0'])).code).toBe(2);
    expect((await cardc(['play', SET, '--seed', 'abc'])).code).toBe(2);
    expect((await cardc(['play'])).code).toBe(2);
    expect((await cardc(['play', SET, '--agents', 'human,greedy', '--games', '2'])).code).toBe(2);
  });

  it('one deck name plays the mirror match; every bundled ruleset plays (光暗 and 卡灵时代 too)', async () => {
    const r = await cardc(['play', SET, '--decks', '红', '--agents', 'random']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/玩家1 random（红）[\s\S]*玩家2 random（红）/);
    for (const dir of ['cards/guangan', 'cards/kaling']) {
      const k = await cardc(['play', dir, '--lang', 'en']);
      expect(k.err, dir).toBe('');
      expect(k.code, dir).toBe(0);
    }
  });

  // The negate op's event names the link only; by the time a step is told the link has left the chain, so the line
  // used to read 一个连锁被无效 (seed 2: a 突发 card negates a trauma three times).
  it('SLCG-CT-07 --verbose names the card whose trauma (or attack) a 突发 card negated', async () => {
    const r = await cardc(['play', SET, '--seed', '2', '--agents', 'greedy,greedy', '--verbose']);
    expect(r.code).toBe(0);
    const negated = r.out.split('\n').filter((l) => l.includes('被无效'));
    expect(negated.length).toBeGreaterThan(0);
    for (const l of negated) expect(l.trim()).toMatch(/^「[^」]+」(#\d+)? (的攻击|造成的创伤)?被无效$/);
    const en = await cardc(['play', SET, '--seed', '2', '--agents', 'greedy,greedy', '--verbose', '--lang', 'en']);
    expect(en.out).toMatch(/the trauma dealt by \S+ is negated/);
    expect(en.out).not.toMatch(/a chain link is negated/);
  });

  it('a set with errors prints its diagnostics and exits 1', async () => {
    const d = tmp();
    writeFileSync(join(d, 'set.yaml'), 'name: 坏\nruleset: slcg\n');
    writeFileSync(join(d, 'a.card'), '卡牌 甲\n  类型：角色\n  【守互】\n');
    const r = await cardc(['play', d]);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/a\.card:3:3 {2}错误 CS1002/);
  });
});

describe('cardc play for 卡灵时代 (cards/kaling)', () => {
  it('plays bot matches with win rates and records replays that re-run event for event', async () => {
    const d = tmp();
    const f = join(d, 'k.jsonl');
    const r = await cardc([
      'play',
      'cards/kaling',
      '--seed',
      '3',
      '--games',
      '4',
      '--agents',
      'greedy,random',
      '--log',
      f,
      '--lang',
      'en',
    ]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/P1 greedy \(狼群\) +wins \d+/);
    expect(r.out).toMatch(/crashed 0/);
    const back = await cardc(['replay', f]);
    expect(back.err).toBe('');
    expect(back.out).toMatch(/^replay OK: \d+ events, 4 games$/);
  });

  it('shows a person the 5×5 board, life and energy, and numbered moves', async () => {
    const answers = ['1', '1', '1', '1', '1', 'b', 'q'];
    const r = await cardc(['play', 'cards/kaling', '--agents', 'human,greedy', '--seed', '2', '--lang', 'en'], {
      ask: async () => answers.shift() ?? 'q',
    });
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/ 5 │.*│  P2 \(greedy\)'s back row/);
    expect(r.out).toMatch(/ 3 │.*│  public row/);
    expect(r.out).toMatch(/P1 \(you\)  life 20  energy 6\/6/);
    expect(r.out).toMatch(/mulligan: put 「.+」 on the bottom of the deck\?/);
    expect(r.out).toMatch(/\d+\. end the turn/);
    expect(r.out).toContain('You left the game.');
  });

  it('KL-SU-03 --verbose and replay --verbose name the card of every 调试 answer, both players’', async () => {
    const d = tmp();
    const f = join(d, 'k.jsonl');
    await cardc(['play', 'cards/kaling', '--seed', '2', '--agents', 'greedy,random', '--log', f]);
    for (const lang of ['zh', 'en']) {
      const r = await cardc(['replay', f, '--verbose', '--lang', lang]);
      expect(r.code).toBe(0);
      const answers = r.out.split('\n').filter((l) => /→ (调试|mulligan)|→ (保留|放回|keep it|return it)$/.test(l));
      expect(answers.length, lang).toBeGreaterThanOrEqual(8); // every card of both opening hands
      for (const p of ['1', '2'])
        expect(answers.some((l) => l.includes(`${lang === 'zh' ? '玩家' : 'P'}${p} →`))).toBe(true);
      for (const l of answers)
        expect(l, lang).toMatch(
          lang === 'zh' ? /→ 调试：(保留|放回)「[^」]+」/ : /→ mulligan: (keep|return) 「[^」]+」/,
        );
    }
    const live = await cardc(['play', 'cards/kaling', '--seed', '2', '--agents', 'greedy,random', '--verbose']);
    expect(live.out).toMatch(/玩家2 → 调试：(保留|放回)「[^」]+」/);
  });

  it('KL-SU-03 the terminal names the card of one’s own 调试 answers, never of the other player’s', async () => {
    const answers = ['1', '2', '1', '2', '1', 'q'];
    const r = await cardc(['play', 'cards/kaling', '--agents', 'greedy,human', '--seed', '2'], {
      ask: async () => answers.shift() ?? 'q',
    });
    // The person's first turn shows the board with the bot's 盖卡 hidden (its 永恒 lines, if any, not read).
    expect(r.out).not.toMatch(/引擎出错|engine error/);
    expect(r.out).toContain('你退出了对局。');
    expect(r.code).toBe(0);
    const lines = r.out.split('\n');
    const mine = lines.filter((l) => /^ {2}玩家2（你）：→ 调试/.test(l));
    expect(mine.length).toBe(5);
    for (const l of mine) expect(l).toMatch(/→ 调试：(保留|放回)「[^」]+」/);
    const theirs = lines.filter((l) => /^ {2}玩家1（greedy）：→ 调试/.test(l));
    expect(theirs.length).toBe(5);
    // Their card stays unnamed; what they did with it does not.
    for (const l of theirs) expect(l).toMatch(/→ 调试：(保留|放回)一张未公开的卡$/);
  });
});

describe('cardc replay', () => {
  it('re-runs a recorded log and confirms every event', async () => {
    const d = tmp();
    const f = join(d, 'g.jsonl');
    await cardc(['play', SET, '--seed', '5', '--games', '2', '--agents', 'greedy,random', '--log', f]);
    const r = await cardc(['replay', f]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^replay OK: \d+ events, 2 games$/);
  });

  it('reports the first divergence of a tampered log and exits 1', async () => {
    const d = tmp();
    const f = join(d, 'g.jsonl');
    await cardc(['play', SET, '--seed', '5', '--agents', 'random', '--log', f]);
    const lines = readFileSync(f, 'utf8').trim().split('\n');
    const ev = JSON.parse(lines[3]);
    ev.events[40] = { ...ev.events[40], player: 1 - (ev.events[40].player ?? 0), info: 'tampered' };
    writeFileSync(join(d, 'bad-event.jsonl'), [lines[0], lines[1], lines[2], JSON.stringify(ev), lines[4]].join('\n'));
    const r = await cardc(['replay', join(d, 'bad-event.jsonl')]);
    expect(r.code).toBe(1);
    expect(r.err).toContain('第 0 局重放在第 40 个事件处不一致');
    expect(r.err).toContain('tampered');

    const dec = JSON.parse(lines[2]);
    const i = dec.decisions.findIndex((x: number) => x > 0);
    dec.decisions[i] = 0;
    writeFileSync(
      join(d, 'bad-decision.jsonl'),
      [lines[0], lines[1], JSON.stringify(dec), lines[3], lines[4]].join('\n'),
    );
    const r2 = await cardc(['replay', join(d, 'bad-decision.jsonl'), '--lang', 'en']);
    expect(r2.code).toBe(1);
    expect(r2.err).toMatch(/replay differs in game 0 at event \d+/);
  });

  it('a game line removed, or a line of another game, is said as such — not replayed as a mix of two games', async () => {
    const d = tmp();
    const f = join(d, 'g.jsonl');
    await cardc(['play', SET, '--seed', '5', '--games', '2', '--agents', 'random', '--log', f]);
    const lines = readFileSync(f, 'utf8').trim().split('\n');
    const second = lines.findIndex((l, i) => i > 1 && JSON.parse(l).type === 'game');
    writeFileSync(join(d, 'no-game.jsonl'), lines.filter((_, i) => i !== second).join('\n'));
    const r = await cardc(['replay', join(d, 'no-game.jsonl'), '--lang', 'en']);
    expect(r.code).toBe(1);
    expect(r.err).toBe(
      `${join(d, 'no-game.jsonl')}:${second + 1}:1  error CS5211  a game line is missing before this line: game 0 (line 2) already ended with its result on line 5`,
    );
    const dec = { ...JSON.parse(lines[2]), game: 1 };
    writeFileSync(join(d, 'other-game.jsonl'), [lines[0], lines[1], JSON.stringify(dec), ...lines.slice(3)].join('\n'));
    const o = await cardc(['replay', join(d, 'other-game.jsonl')]);
    expect(o.code).toBe(1);
    expect(o.err).toContain(
      `:3:${lines[2].indexOf('"game"') + 1}  错误 CS5212  这一行属于第 1 局，但它前面的 game 行（第 2 行）是第 0 局`,
    );
  });

  it("replays a game an agent's error stopped (the terminal gone) to that point: OK, not a divergence", async () => {
    const d = tmp();
    const f = join(d, 'h.jsonl');
    let asked = 0;
    const played = await cardc(['play', SET, '--agents', 'human,greedy', '--seed', '4', '--log', f], {
      ask: () => (++asked > 6 ? Promise.reject(new Error('terminal gone')) : Promise.resolve('1')),
    });
    expect(played.code).toBe(1);
    const lines = readFileSync(f, 'utf8').trim().split('\n');
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({ status: 'crashed', error: 'agent 0: terminal gone' });
    const r = await cardc(['replay', f, '--lang', 'en']);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^replay OK: \d+ events \(1 recorded game\(s\) stopped on an agent's error/);
    // The same record said to be an engine error is one the re-run does not reproduce.
    const result = { ...JSON.parse(lines.at(-1)!), error: 'engine: boom' };
    writeFileSync(f, [...lines.slice(0, -1), JSON.stringify(result)].join('\n'));
    const bad = await cardc(['replay', f, '--lang', 'en']);
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('recorded crashed');
    // The playground's replay viewer asks the same function, so it agrees.
    const rerun = { winner: null, turns: 3 };
    expect(replayedOutcome(rerun, 'crashed', 'agent 1: boom').status).toBe('crashed');
    expect(replayedOutcome(rerun, 'crashed', 'engine: boom').status).toBe('unfinished');
  });

  it('long runs log event hashes only, and replay still checks them', async () => {
    const d = tmp();
    const f = join(d, 'long.jsonl');
    expect((await cardc(['play', SET, '--seed', '9', '--games', '21', '--agents', 'random', '--log', f])).code).toBe(0);
    const lines = readFileSync(f, 'utf8').trim().split('\n');
    const types = lines.map((l) => JSON.parse(l).type);
    expect(types).not.toContain('events');
    expect(types.filter((t) => t === 'result')).toHaveLength(21);
    const ok = await cardc(['replay', f]);
    expect(ok.out).toMatch(/^replay OK: \d+ events, 21 games$/);
    const last = JSON.parse(lines[lines.length - 1]);
    lines[lines.length - 1] = JSON.stringify({ ...last, hash: '0000000000000000' });
    writeFileSync(f, lines.join('\n'));
    const bad = await cardc(['replay', f, '--lang', 'en']);
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('replay differs in game 20: its events do not match the recorded hash');
  });

  it('reports a malformed file by line and column (CS5201), and a missing file as exit 2', async () => {
    const d = tmp();
    writeFileSync(
      join(d, 'x.jsonl'),
      '{"type":"set","format":"cardscript-replay","version":1,"name":"x","ruleset":"slcg","cards":[]}\nnot json\n',
    );
    const r = await cardc(['replay', join(d, 'x.jsonl')]);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/x\.jsonl:2:1 {2}错误 CS5201 {2}这一行不是 JSON：这里的字符不符合 JSON 语法/);
    expect((await cardc(['replay', join(d, 'missing.jsonl')])).code).toBe(2);
  });

  it('--verbose prints the game turn by turn', async () => {
    const d = tmp();
    const f = join(d, 'g.jsonl');
    await cardc(['play', SET, '--seed', '3', '--agents', 'greedy', '--log', f]);
    const r = await cardc(['replay', f, '--verbose']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/── 第1回合 · 玩家\d ──/);
    expect(r.out).toMatch(/对局结束：玩家\d 获胜|对局结束：平局/);
    expect(r.out).not.toMatch(/undefined|\[object/);
  });
});

describe('human agent (runtime/agents/human-agent.ts)', () => {
  it('parses 1-based choices, full-width digits and quit words', () => {
    expect(parseChoice('1', 3)).toBe(0);
    expect(parseChoice(' ３ ', 3)).toBe(2);
    expect(parseChoice('4', 3)).toBeNull();
    expect(parseChoice('0', 3)).toBeNull();
    expect(parseChoice('', 3)).toBeNull();
    expect(parseChoice('Q', 3)).toBeNull();
    // The words are the terminal's (compiler/play/interactive.ts), not the runtime's.
    const words = renderer({ lang: 'zh' });
    const s = undefined as never;
    expect(['Q', 'q', '退出', 'ｑ'].map((w) => words.command(w, s, 0))).toEqual(['quit', 'quit', 'quit', 'quit']);
    expect(['b', '局面', '？'].map((w) => words.command(w, s, 0))).toEqual(['board', 'board', 'board']);
    expect(words.command('3', s, 0)).toBeNull();
  });

  it('asks again until the input is a choice, through any I/O', async () => {
    const shown: string[] = [];
    const inputs = ['', 'zz', '2'];
    const render: HumanRenderer = {
      board: () => 'BOARD',
      question: () => 'Q?',
      choices: (_s, _p, legal) => legal.map((a) => a.type),
      prompt: (n) => `1-${n}> `,
      invalid: (i) => `bad ${i}`,
      command: (i) => (i === 'q' ? 'quit' : null),
    };
    const agent = humanAgent({ ask: () => Promise.resolve(inputs.shift() ?? 'q'), show: (t) => shown.push(t) }, render);
    const legal = [{ type: 'pass' }, { type: 'endMain' }];
    const answer = await agent.chooseAction({ state: undefined as never, player: 0, hidden: [], unseen: [] }, legal);
    expect(answer).toBe(1);
    expect(shown).toEqual(['BOARD', 'Q?', '   1. pass', '   2. endMain', 'bad ', 'bad zz']);
  });
});

describe('cardc play --agents human', () => {
  it('shows the board and numbered moves, re-asks on bad input, and quits on q', async () => {
    const answers = ['x', '99', '１', 'b', '1', 'q'];
    const prompts: string[] = [];
    const r = await cardc(['play', SET, '--agents', 'human,greedy', '--seed', '2'], {
      ask: (p) => {
        prompts.push(p);
        return Promise.resolve(answers.shift() ?? 'q');
      },
    });
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/══ 第\d+回合/);
    expect(r.out).toMatch(/玩家1（你） {2}胜利进度 \d+\/15 {2}创伤 \d+\/5 {2}能量 \d+ {2}极动能 \d+/);
    expect(r.out).toContain('手牌：');
    expect(r.out).toMatch(/ {2}1\. /);
    expect(r.out).toContain('“x”不是可选项');
    expect(r.out).toContain('“99”不是可选项');
    expect(r.out).toContain('你退出了对局。');
    expect(prompts[0]).toMatch(/^请选择 1-\d+（b 看局面，c 卡名 看卡牌全文，w 为何不能出牌，q 退出）> $/);
  });

  it("w says why each hand card cannot be played now, in the engine's words and the chosen language", async () => {
    // Seed 34: player 1 starts with no energy, so every card is refused, the 突发 one for its timing.
    const zh = await cardc(['play', SET, '--agents', 'human,greedy', '--seed', '34'], {
      ask: (
        (a) => () =>
          Promise.resolve(a.shift() ?? 'q')
      )(['w', 'q']),
    });
    expect(zh.out).toContain('现在不能出的牌：\n  「紧急护盾」#2：突发牌要在其条件满足时打出\n');
    expect(zh.out).toContain('「星环整备员」#2：能量不足，无法打出这张牌');
    expect(zh.out).not.toMatch(/not enough|is played/);
    const en = await cardc(['play', SET, '--agents', 'human,greedy', '--seed', '34', '--lang', 'en'], {
      ask: (
        (a) => () =>
          Promise.resolve(a.shift() ?? 'q')
      )(['why', 'q']),
    });
    expect(en.out).toContain(
      'Cards you cannot play now:\n  「紧急护盾」#2: a 突发 card is played when its condition holds\n',
    );
    expect(en.out).toContain('「星环整备员」#2: not enough energy for this card');
    expect(en.out).not.toContain('能量不足');
    // Once energy is there, the cards that can be played drop out of the list.
    const later = await cardc(['play', SET, '--agents', 'human,greedy', '--seed', '34'], {
      ask: (
        (a) => () =>
          Promise.resolve(a.shift() ?? 'q')
      )(['1', '为什么', 'q']),
    });
    const why = later.out.slice(later.out.lastIndexOf('现在不能出的牌：'));
    expect(why).toContain('「星环整备员」#2：能量不足，无法打出这张牌');
    expect(why).not.toContain('「科研院学徒」');
  });

  it('plays a whole game to the end when the person always picks the first move (English)', async () => {
    const d = tmp();
    const f = join(d, 'h.jsonl');
    let asked = 0;
    const r = await cardc(['play', SET, '--agents', 'human,random', '--seed', '4', '--lang', 'en', '--log', f], {
      ask: () => {
        asked++;
        return Promise.resolve(asked > 5000 ? 'q' : '1');
      },
    });
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/wins after \d+ turns|Draw\.|Stopped after/);
    expect(r.out).toContain('hand:');
    // The human game's log replays like any other.
    const rp = await cardc(['replay', f]);
    expect(rp.out).toMatch(/^replay OK/);
    const parsed = parseReplay(readFileSync(f, 'utf8'));
    expect(parsed.ok && parsed.file.games[0].setup.agents).toEqual(['human', 'random']);
  });
});

describe('cardc play --agents search', () => {
  it('plays a search bot with a budget in playouts: the header names it, and the same seed logs the same games', async () => {
    const d = tmp();
    const args = (f: string) => [
      'play',
      SET,
      '--seed',
      '3',
      '--games',
      '2',
      '--agents',
      'search,greedy',
      '--budget',
      '20',
      '--log',
      join(d, f),
    ];
    const a = await cardc(args('a.jsonl'));
    expect(a.code).toBe(0);
    expect(a.out).toMatch(/^萨姆传奇 入门卡包：2 局，种子 3，search 每个决策 20 次模拟$/m);
    expect(a.out).toMatch(/玩家1 search（蓝）/);
    await cardc(args('b.jsonl'));
    expect(readFileSync(join(d, 'a.jsonl'), 'utf8')).toBe(readFileSync(join(d, 'b.jsonl'), 'utf8'));
    const parsed = parseReplay(readFileSync(join(d, 'a.jsonl'), 'utf8'));
    expect(parsed.ok && parsed.file.games[0].setup.budget).toEqual({ playouts: 20 });
    expect((await cardc(['replay', join(d, 'a.jsonl')])).out).toMatch(/^replay OK: \d+ events, 2 games$/);
  });

  it('takes a budget in milliseconds (not deterministic; the log still replays), and refuses a bad one with exit 2', async () => {
    const d = tmp();
    const f = join(d, 'ms.jsonl');
    const r = await cardc([
      'play',
      SET,
      '--agents',
      'greedy,search',
      '--budget',
      '2ms',
      '--lang',
      'en',
      '--log',
      f,
      '--format',
      'json',
    ]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ agents: ['greedy', 'search'], budget: { ms: 2 } });
    expect((await cardc(['replay', f])).out).toMatch(/^replay OK/);
    for (const bad of ['0', '5x', '-3', '2.5ms'])
      expect((await cardc(['play', SET, '--agents', 'search', '--budget', bad])).code).toBe(2);
  });

  it('is the terminal opponent with --agents human,search', async () => {
    const answers = ['1', '1', 'q'];
    const r = await cardc(['play', SET, '--agents', 'human,search', '--budget', '10', '--seed', '2', '--lang', 'en'], {
      ask: async () => answers.shift() ?? 'q',
    });
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/P1 \(you\)/);
    expect(r.out).toContain('You left the game.');
  });
});

describe('cardc help', () => {
  it('lists play and replay', async () => {
    const r = await cardc(['help']);
    expect(r.out).toContain('play <卡包文件夹>');
    expect(r.out).toContain('replay <文件.jsonl>');
    const en = await cardc(['help', '--lang', 'en']);
    expect(en.out).toContain('play <set-dir>');
    expect((await cardc(['help', 'play', '--lang', 'en'])).out).toContain(
      'unknown deck name is a bad invocation (exit 2)',
    );
  });
});
