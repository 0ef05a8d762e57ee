// The terminal game as a person uses it (issue 13): reading a card's full text, telling copies apart,
// the header's x/15 and x/5, the chain in the chosen language, and a demo log that says what cards did.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main, type CliIO } from '../../compiler/cli.js';
import type { PlayIO } from '../../compiler/play/commands.js';
import { cardText, visibleCards } from '../../compiler/play/card-text.js';
import { cardName, describeBoard, describeEvent, turnHeader } from '../../compiler/play/describe/index.js';
import { loadPlayableSet } from '../../compiler/play/load-set.js';
import { GameRun } from '../../compiler/play/game.js';
import { narrateGame } from '../../compiler/play/narrate.js';
import { playBotGame, type GameSetup } from '../../compiler/play/game.js';
import { makeBot } from '../../compiler/play/agents.js';
import { moveCard, mutCard } from '../../runtime/index.js';

const root = resolve(__dirname, '../..');
const slcg = loadPlayableSet('cards/slcg', root).set!;
const texts = new Map(Object.entries(slcg.texts ?? {}));
const setup = (seed: number): GameSetup => ({
  set: slcg.name,
  ruleset: 'slcg',
  params: slcg.params,
  seed,
  firstPlayer: 0,
  agents: ['greedy', 'greedy'],
  game: 0,
  decks: { names: ['红', '蓝'], lists: [expand('红'), expand('蓝')] },
});
function expand(deck: string): string[] {
  return Object.entries(slcg.decks[deck]).flatMap(([n, k]) => Array<string>(k).fill(n));
}

async function cardc(args: string[], extra: Partial<PlayIO> = {}) {
  const out: string[] = [];
  const io: PlayIO = { out: (s) => out.push(s), err: (s) => out.push(s), cwd: root, isTTY: false, ...extra };
  const code = await main(args, io as CliIO);
  return { code, out: out.join('\n') };
}

describe('terminal play', () => {
  it('c <name> shows the full text of a card in hand, quoted from its .card file; an unseen name lists what can be seen', async () => {
    const answers = ['c 备用电池', 'c 不存在的卡', '卡 量子', 'q'];
    const r = await cardc(['play', 'cards/slcg', '--agents', 'human,greedy', '--seed', '2'], {
      ask: () => Promise.resolve(answers.shift() ?? 'q'),
    });
    expect(r.code).toBe(0);
    expect(r.out).toContain('  卡牌 备用电池\n    类型：发生 【增量产能】\n    费用：1\n    治愈1点创伤。');
    expect(r.out).toMatch(/看不到名为“不存在的卡”的卡；可以看的卡：.*「备用电池」/);
    expect(r.out).toContain('  卡牌 量子观测员');
  });

  it('never shows a card of the other hand or of a deck', () => {
    const run = new GameRun(slcg.cards, setup(3));
    const s = run.state;
    const theirs = s.players[1].zones[s.zoneNames.indexOf('hand')];
    const deck = s.players[0].zones[s.zoneNames.indexOf('deck')];
    const seen = new Set(visibleCards(s, 0));
    for (const id of [...theirs, ...deck]) expect(seen.has(id)).toBe(false);
    const hidden = s.defs[s.cards[theirs[0]].def].name;
    const mine = new Set(s.players[0].zones[s.zoneNames.indexOf('hand')].map((id) => s.defs[s.cards[id].def].name));
    if (!mine.has(hidden)) expect(cardText(s, hidden, 0, { lang: 'en', texts })).toContain('no visible card');
  });

  it('two copies of a card in one zone (the main area, a hand) are told apart as #1 / #2, and keep their labels', () => {
    const run = new GameRun(slcg.cards, setup(5));
    const s = run.state;
    const main = s.zoneNames.indexOf('main');
    const byName = new Map<number, number[]>();
    for (const x of s.cards) if (x.owner === 0) byName.set(x.def, [...(byName.get(x.def) ?? []), x.id]);
    const [a, b] = [...byName.values()].find((ids) => ids.length >= 2)!;
    // As a card enters the main area (the ruleset turns it face up; moveCard alone moves it).
    moveCard(s, a, main, 0);
    mutCard(s, a).faceDown = false;
    const one = cardName(s, a, { lang: 'zh' });
    expect(one).not.toMatch(/#\d/);
    moveCard(s, b, main, 0);
    mutCard(s, b).faceDown = false;
    expect(cardName(s, a, { lang: 'zh' })).toBe(`${one}#1`);
    expect(cardName(s, b, { lang: 'zh' })).toBe(`${one}#2`);
    // Copies in a hand too (SLCG hand cards are face down to the other player): the move list offers each.
    const hand = s.zoneNames.indexOf('hand');
    for (const id of [a, b]) {
      moveCard(s, id, hand, 0);
      mutCard(s, id).faceDown = true;
    }
    expect([cardName(s, a, { lang: 'zh' }), cardName(s, b, { lang: 'zh' })]).toEqual([`${one}#1`, `${one}#2`]);
  });

  it('a negated attack is told as the attack, not the card (SLCG-CT-07, KL-CB-04)', () => {
    const run = new GameRun(slcg.cards, setup(1));
    const s = run.state;
    const id = s.players[0].zones[s.zoneNames.indexOf('hand')][0];
    const name = cardName(s, id, { lang: 'zh' });
    expect(describeEvent(s, { type: 'negated', player: 1, card: id, info: 'attack' }, { lang: 'zh' })).toBe(
      `${name} 的攻击被无效`,
    );
    expect(describeEvent(s, { type: 'negated', player: 1, card: id, info: 'card' }, { lang: 'zh' })).toBe(
      `${name} 被无效`,
    );
  });

  it('the turn header and the board say 胜利进度 x/15 and 创伤 x/5 (SLCG-ZN-07, SLCG-TRM-03)', () => {
    const run = new GameRun(slcg.cards, setup(1));
    const start = run.events.find((e) => e.type === 'turnStart')!;
    expect(turnHeader(run.state, start, { lang: 'zh' })).toMatch(
      /胜利进度 玩家1 0\/15 · 玩家2 0\/15 {2}创伤 0\/5 · 0\/5/,
    );
    expect(turnHeader(run.state, start, { lang: 'en' })).toMatch(/victory P1 0\/15 · P2 0\/15 {2}trauma 0\/5 · 0\/5/);
    expect(describeBoard(run.state, 0, { lang: 'zh' })).toMatch(/创伤 0\/5/);
  });

  it('an open chain is shown in the chosen language', () => {
    let seen = false;
    playBotGame(slcg.cards, setup(4), [makeBot('greedy', 1), makeBot('greedy', 2)], {
      onStep: (run) => {
        const s = run.state;
        if (seen || !s.chain.length) return;
        seen = true;
        const zhBoard = describeBoard(s, 0, { lang: 'zh' });
        const enBoard = describeBoard(s, 0, { lang: 'en' });
        expect(zhBoard).toMatch(/连锁：\n {2}玩家\d (使用|登场|攻击|推进|妨碍推进|能力|创伤|突发)/);
        expect(enBoard).toMatch(
          /chain:\n {2}P\d (playing|deploying|attack by|push by|hindrance by|ability of|trauma from|burst)/,
        );
      },
    });
    expect(seen).toBe(true);
  });

  it('the demo log folds a run of energy conversions into one line and says what a played card did', () => {
    const r = playBotGame(slcg.cards, setup(7), [makeBot('greedy', 1), makeBot('greedy', 2)], {});
    const lines = narrateGame(slcg.cards, setup(7), r.decisions, { lang: 'zh', texts });
    const conversions = lines.filter((l) => l.includes('转化为能量'));
    expect(conversions.some((l) => /把(「[^」]+」){2,}转化为能量（\+\d+）/.test(l))).toBe(true);
    // Two conversion lines in a row by the same player never happen: they fold.
    for (let i = 1; i < lines.length; i++) {
      const same = /^ {2}(玩家\d)：把/.exec(lines[i]);
      const prev = /^ {2}(玩家\d)：把/.exec(lines[i - 1]);
      if (same && prev) expect(same[1]).not.toBe(prev[1]);
    }
    // A card that draws says what was drawn (超频电池: 抽1张卡).
    const at = lines.findIndex((l) => l.includes('使用「超频电池」'));
    if (at >= 0) expect(lines[at + 1]).toMatch(/抽了「/);
  });

  it('a card whose target is chosen after it is used still says what it then did (光暗 余烬: 失去【光环】；抽1张卡)', () => {
    const ga = loadPlayableSet('cards/guangan', root).set!;
    const [a, b] = Object.keys(ga.decks);
    const list = (d: string) => Object.entries(ga.decks[d]).flatMap(([n, k]) => Array<string>(k).fill(n));
    let told: string[] | undefined;
    for (let seed = 1; seed <= 40 && !told; seed++) {
      const g: GameSetup = { ...setup(seed), set: ga.name, ruleset: 'guangan', params: ga.params };
      g.decks = { names: [a, b], lists: [list(a), list(b)] };
      const r = playBotGame(ga.cards, g, [makeBot('greedy', 1), makeBot('greedy', 2)], {});
      const lines = narrateGame(ga.cards, g, r.decisions, { lang: 'zh' });
      const at = lines.findIndex((l) => /使用.*「余烬」/.test(l));
      if (at >= 0 && lines[at + 1].includes('目标：')) told = lines.slice(at, at + 5);
    }
    expect(told, 'a greedy mirror of the bundled set uses 余烬 on a target').toBeDefined();
    expect(told!.join('\n')).toMatch(/失去【光环】/);
    expect(told!.join('\n')).toMatch(/抽了「/);
  });
});
