// The terminal game as a person uses it (issue 13): reading a card's full text, telling copies apart (#n),
// the header's x/15 and x/5, the chain in the chosen language, and a demo log that says what cards did.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main, type CliIO } from '../../compiler/cli.js';
import type { PlayIO } from '../../compiler/play/commands.js';
import { cardText, visibleCards } from '../../compiler/play/card-text.js';
import { cardName, copyLabels, describeBoard, describeEvent, turnHeader } from '../../compiler/play/describe/index.js';
import { loadPlayableSet } from '../../compiler/play/load-set.js';
import { expandDeck } from '../../compiler/play/playable-set.js';
import { GameRun } from '../../compiler/play/game.js';
import { narrateGame } from '../../compiler/play/narrate.js';
import { playBotGame, type GameSetup } from '../../compiler/play/game.js';
import { makeBot } from '../../compiler/play/agents.js';
import { moveCard, mutCard, viewFor } from '../../runtime/index.js';

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
  it('c <name> shows the full text of a card in hand, quoted from its .card file (the name in either script); an unseen name lists what can be seen', async () => {
    const answers = ['c 备用电池', 'c 不存在的卡', '卡 量子', 'c 「量子观测员」#3', 'c 量子觀測員', 'q'];
    // Seed 11: player 1's opening hand holds 备用电池 and 量子观测员 #3.
    const r = await cardc(['play', 'cards/slcg', '--agents', 'human,greedy', '--seed', '11'], {
      ask: () => Promise.resolve(answers.shift() ?? 'q'),
    });
    expect(r.code).toBe(0);
    expect(r.out).toContain('  卡牌 备用电池\n    类型：发生 【增量产能】\n    费用：1\n    治愈1点创伤。');
    expect(r.out).toMatch(/看不到名为“不存在的卡”的卡；可以看的卡：.*「备用电池」/);
    expect(r.out).toContain('  卡牌 量子观测员');
    // A name copied from the log with its copy label finds the card, and so does the name in traditional.
    expect(r.out.split('  卡牌 量子观测员').length).toBe(4);
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

  it('a card its owner holds several copies of is numbered #n in every zone, the same number all game; one copy never', () => {
    const run = new GameRun(slcg.cards, setup(5));
    const s = run.state;
    const main = s.zoneNames.indexOf('main');
    const byName = new Map<number, number[]>();
    for (const x of s.cards) if (x.owner === 0) byName.set(x.def, [...(byName.get(x.def) ?? []), x.id]);
    const [a, b] = [...byName.values()].find((ids) => ids.length >= 2)!;
    const [single] = [...byName.values()].find((ids) => ids.length === 1)!;
    const one = `「${s.defs[s.cards[a].def].name}」`;
    // In the deck, in the hand, on the field, in the discard pile: the same label.
    const labels = (): string[] => [cardName(s, a, { lang: 'zh' }), cardName(s, b, { lang: 'zh' })];
    expect(labels()).toEqual([`${one}#1`, `${one}#2`]);
    moveCard(s, a, main, 0);
    mutCard(s, a).faceDown = false;
    expect(labels()).toEqual([`${one}#1`, `${one}#2`]);
    moveCard(s, b, s.zoneNames.indexOf('hand'), 0);
    moveCard(s, a, s.zoneNames.indexOf('discard'), 0);
    expect(labels()).toEqual([`${one}#1`, `${one}#2`]);
    expect(cardName(s, single, { lang: 'zh' })).toBe(`「${s.defs[s.cards[single].def].name}」`);
    // A player's view cannot count the copies it does not see: the table from the state labels it the same.
    const copies = copyLabels(s);
    const view = viewFor(s, 0).state;
    for (const id of [...s.players[0].zones[s.zoneNames.indexOf('hand')], a])
      expect(cardName(view, id, { lang: 'zh', copies })).toBe(cardName(s, id, { lang: 'zh' }));
  });

  it('narration names each card once, with the same #n wherever it goes, in all three games (docs/play.md)', () => {
    for (const [dir, ruleset] of [
      ['cards/slcg', 'slcg'],
      ['cards/guangan', 'guangan'],
      ['cards/kaling', 'kaling'],
    ] as const) {
      const set = loadPlayableSet(dir, root).set!;
      const [d1, d2] = Object.keys(set.decks);
      const g: GameSetup = {
        ...setup(3),
        set: set.name,
        ruleset,
        params: set.params,
        decks: { names: [d1, d2], lists: [expandDeck(set, set.decks[d1]), expandDeck(set, set.decks[d2])] },
      };
      const r = playBotGame(set.cards, g, [makeBot('greedy', 1), makeBot('random', 2)], {});
      const lines = narrateGame(set.cards, g, r.decisions, { lang: 'zh' });
      const several = new Set(
        [d1, d2].flatMap((d) =>
          Object.entries(set.decks[d])
            .filter(([, n]) => n > 1)
            .map(([name]) => name),
        ),
      );
      const once = new Set(
        [d1, d2].flatMap((d) =>
          Object.entries(set.decks[d])
            .filter(([, n]) => n === 1)
            .map(([name]) => name),
        ),
      );
      let numbered = 0;
      for (const l of lines) {
        // Two names never run together: a list is separated by 、 (把「A」#1、「B」转化为能量).
        expect(l, `${dir}: ${l}`).not.toMatch(/」(#\d+)?「/);
        for (const m of l.matchAll(/「([^」]+)」(#\d+)?/g)) {
          const [, name, n] = m;
          // Names held several times by both decks' owners are numbered; held once by both, never.
          if (several.has(name) && !once.has(name)) expect(n, `${dir}: ${l}`).toBeDefined();
          if (once.has(name) && !several.has(name)) expect(n, `${dir}: ${l}`).toBeUndefined();
          if (n) numbered++;
        }
      }
      expect(numbered, dir).toBeGreaterThan(0);
    }
  }, 60_000);

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
    expect(conversions.some((l) => /把「[^」]+」(#\d+)?(、「[^」]+」(#\d+)?)+转化为能量（\+\d+）/.test(l))).toBe(true);
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
    // Every use on a target says what was drawn; one on a target holding 【光环】 says it was lost (on a target
    // without it, nothing is lost and nothing is said).
    const told: string[] = [];
    for (let seed = 1; seed <= 40 && !told.some((t) => /失去【光环】/.test(t)); seed++) {
      const g: GameSetup = { ...setup(seed), set: ga.name, ruleset: 'guangan', params: ga.params };
      g.decks = { names: [a, b], lists: [list(a), list(b)] };
      const r = playBotGame(ga.cards, g, [makeBot('greedy', 1), makeBot('greedy', 2)], {});
      const lines = narrateGame(ga.cards, g, r.decisions, { lang: 'zh' });
      lines.forEach((l, at) => {
        if (/使用.*「余烬」/.test(l) && lines[at + 1]?.includes('目标：'))
          told.push(lines.slice(at, at + 5).join('\n'));
      });
    }
    expect(told.length, 'a greedy mirror of the bundled set uses 余烬 on a target').toBeGreaterThan(0);
    for (const t of told) expect(t).toMatch(/抽了「/);
    expect(told.some((t) => /失去【光环】/.test(t))).toBe(true);
  });
});
