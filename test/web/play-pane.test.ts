// The play pane (web/src/play/pane.ts) in a DOM (linkedom): whole games of each bundled game, a person clicking
// moves against each bot, the board drawn from the person's view at every step. The log words every move as the
// terminal does (describeMove): a bot's answer names what it chose — 发动「X」的能力：否, 「白曜」放在第2个位置 —
// never a bare 否 or a "?" for a card the person may see; a card that stays hidden is 一张未公开的卡.
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseHTML } from 'linkedom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { agentSeed } from '../../compiler/play/agents.js';
import { loadPlayableSet } from '../../compiler/play/load-set.js';
import type { CompileSetResult } from '../../lsp/features/set-compile.js';

const root = resolve(import.meta.dirname, '../..');

// The starter sets are a build-time module (web/tools/starters.ts); the pane reads only the games' names.
vi.mock('../../web/src/project/starters.js', () => ({
  GAME_NAMES: { slcg: '萨姆传奇 SLCG', guangan: '光暗', kaling: '卡灵时代' },
  STARTERS: [],
}));

// The bot of seat 2 in a game of seed 4242 throws at its first move: how the pane says an error that stops a game.
const THROWS_AT = agentSeed(4242, 1);
vi.mock('../../compiler/play/agents.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../compiler/play/agents.js')>();
  return {
    ...real,
    makeBot: (...a: Parameters<typeof real.makeBot>) =>
      a[1] === THROWS_AT
        ? {
            chooseAction: () => {
              throw new Error('boom');
            },
            choose: () => {
              throw new Error('boom');
            },
          }
        : real.makeBot(...a),
  };
});

beforeAll(() => {
  const { window } = parseHTML('<!doctype html><html><body></body></html>');
  Object.assign(globalThis, { document: window.document, Node: window.Node, Event: window.Event });
  vi.useFakeTimers();
});
afterAll(() => {
  vi.useRealTimers();
});

/** What the language server's cardscript/compileSet answers for a bundled set (or a set folder's path). */
function compiled(game: string): Extract<CompileSetResult, { ok: true }> {
  const set = loadPlayableSet(game.includes('/') ? game : resolve(root, 'cards', game), root).set!;
  const set0 = { name: set.name, ruleset: set.ruleset, params: set.params, decks: set.decks };
  return {
    ok: true,
    warnings: 0,
    set: { ...set0, cards: set.cards as never, texts: Object.fromEntries(set.texts ?? []) },
  };
}

interface PaneClass {
  new (
    root: HTMLElement,
    server: unknown,
    reveal: () => void,
    openReplay: () => void,
  ): {
    prepare(): Promise<void>;
    start(decks: [string, string], mode: string, seed: number): void;
  };
}

/** Plays one game in the pane, the person clicking a seeded choice of the offered moves; every log line, in order. */
async function playInPane(
  game: string,
  mode: string,
  seed: number,
  /** Sees the moves offered at each step (the question above them, the buttons' words). */
  onMoves?: (question: string, moves: string[]) => void,
): Promise<{ log: string[]; status: string; statusTitle: string }> {
  // Loaded by a path the type checker does not follow: the page's modules are checked by web/tsconfig.json (DOM,
  // its build-time modules), not by the project's.
  const module: string = '../../web/src/play/pane.js';
  const { PlayPane } = (await import(module)) as { PlayPane: PaneClass };
  const box = document.createElement('div');
  document.body.append(box);
  const r = compiled(game);
  const pane = new PlayPane(
    box,
    { compileSet: () => Promise.resolve(r) } as never,
    () => {},
    () => {},
  );
  await pane.prepare();
  const decks = Object.keys(r.set.decks);
  pane.start([decks[0], decks[1] ?? decks[0]], mode, seed);
  const log: string[] = [];
  const seen = new WeakSet<Element>();
  const status = () => box.querySelector('.play-status')?.textContent ?? '';
  let x = seed * 7919 + 1;
  for (let i = 0; i < 20_000 && !/获胜|平局|中止|仍未结束/.test(status()); i++) {
    const moves = [...box.querySelectorAll('button.move')];
    if (onMoves && moves.length)
      onMoves(
        box.querySelector('.play-moves .zone-title')?.textContent ?? '',
        moves.map((m) => m.textContent ?? ''),
      );
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    if (moves.length) moves[(x >>> 8) % moves.length].dispatchEvent(new Event('click'));
    else vi.advanceTimersByTime(400);
    for (const li of box.querySelectorAll('.play-log li'))
      if (!seen.has(li)) {
        seen.add(li);
        log.push(li.textContent ?? '');
      }
  }
  const statusTitle = box.querySelector('.play-status')?.getAttribute('title') ?? '';
  box.remove();
  return { log, status: status(), statusTitle };
}

/** A "?" standing for a card (为 ? 选择位置), not a question mark ending a sentence. */
const QUESTION_CARD = /(^|[\s「（(：:为把])\?($|[\s」）)：:，,的])/;

describe('the playground log', () => {
  for (const game of ['guangan', 'kaling', 'slcg'])
    it(`${game}: a person plays whole games against the bots; every bot answer names what it chose`, async () => {
      const answers: string[] = [];
      for (const [mode, seed] of [
        ['vs-greedy', 11],
        ['vs-random', 3],
      ] as const) {
        const { log, status } = await playInPane(game, mode, seed);
        expect(status, `${game} ${mode} ${seed}`).toMatch(/获胜|平局/);
        for (const line of log) {
          expect(line, `${game} ${mode} ${seed}`).not.toMatch(QUESTION_CARD);
          expect(line).not.toMatch(/undefined|NaN|引擎出错|\{"type"/);
          // An answer alone (贪心机器人：否, 贪心机器人：→ 保留) says nothing of what was asked.
          expect(line, `${game} ${mode} ${seed}`).not.toMatch(/机器人：(→ )?(是|否|保留|放回|第\d+个位置|AP|DP)$/);
        }
        answers.push(...log.filter((l) => /^(贪心|随机)机器人：→ /.test(l)));
      }
      // The bots did answer questions, and their answers name cards.
      expect(answers.some((l) => /「[^」]+」/.test(l))).toBe(true);
    });
});

describe('the playground and a choice between effects', () => {
  it('SLCG-TG-01 选择一项: the pane asks for the card, each option in the card’s own words', async () => {
    // The SLCG starter set with 抉择 (选择一项：抽2张卡；或对一个对方角色造成2点伤害) in place of a card of the first deck.
    const dir = mkdtempSync(join(tmpdir(), 'pane-modes-'));
    cpSync(resolve(root, 'cards/slcg'), dir, { recursive: true, filter: (f) => !f.includes('scenarios') });
    appendFileSync(
      join(dir, 'events.card'),
      '\n卡牌 抉择\n  类型：发生\n  费用：0\n  选择一项：抽2张卡；或对一个对方角色造成2点伤害。\n',
    );
    const yaml = readFileSync(join(dir, 'set.yaml'), 'utf8');
    writeFileSync(join(dir, 'set.yaml'), yaml.replace(/^( {4})影刃特派员: 4$/m, '$1抉择: 4'));
    const asked: string[][] = [];
    for (const seed of [1, 2, 3])
      await playInPane(dir, 'vs-random', seed, (q, moves) => {
        if (q.includes('「抉择」')) asked.push([q, ...moves]);
      });
    rmSync(dir, { recursive: true, force: true });
    const modes = asked.filter(([q]) => q.includes('选择一项'));
    expect(modes.length).toBeGreaterThan(0);
    for (const [q, ...moves] of modes) {
      expect(q).toMatch(/^为「抉择」(#\d+ )?选择一项：$/);
      expect(moves).toEqual(['抽2张卡', '对一个对方角色造成2点伤害']);
    }
    // The damage option's target is asked after it (the only other question 抉择 asks).
    for (const [q] of asked.filter(([q]) => !q.includes('选择一项')))
      expect(q).toMatch(/^为「抉择」(#\d+ )?选择目标：$/);
  });
});

describe('the playground status line and log', () => {
  // SLCG seed 2, greedy against greedy: a 突发 card negates a trauma three times; by the time the step is worded, the
  // link has left the chain, and the line used to read 一个连锁被无效; it names the attacker that dealt the trauma.
  it('SLCG-CT-07: a negated link names the card (or the attack) it negated', async () => {
    const { log } = await playInPane('slcg', 'watch-greedy', 2);
    const negated = log.filter((l) => l.includes('被无效'));
    expect(negated).not.toContain('一个连锁被无效');
    for (const l of negated) expect(l).toMatch(/^「[^」]+」(#\d+)? (的攻击|造成的创伤)?被无效$/);
  });

  it('an error that stops the game is said in Chinese, the engine’s English on hover', async () => {
    const { log, status, statusTitle } = await playInPane('slcg', 'watch-greedy', 4242);
    expect(status).toBe('对局中止：玩家2的代理出错：boom');
    expect(statusTitle).toBe('agent 1: boom');
    expect(log.join('\n')).not.toMatch(/boom|agent/);
  });
});
