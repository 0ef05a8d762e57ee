// Names a scenario takes from its game's closed lists (compiler/scenario/closed-names.ts, load.ts checkGameSchema):
// event types (CS5141) and the cards events name (CS5106), keys and values of another game's scenarios (CS5142,
// CS5143), engine error codes (CS5144) — each a diagnostic at the text that writes it, in Chinese and English, with
// "did you mean" — and the lists they are checked against are the engines' own (games are played to hold them).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSet, runScenario, SCENARIO_RULESETS, scenarioSchema } from '../../compiler/scenario/index.js';
import {
  playGame,
  randomAgent,
  startGuanganGame,
  startKalingGame,
  startSlcgGame,
  type GameEvent,
  type GameState,
} from '../../runtime/index.js';

const root = resolve(__dirname, '../..');
type Game = 'slcg' | 'guangan' | 'kaling';
const GAMES: readonly Game[] = ['slcg', 'guangan', 'kaling'];
const RULE = { slcg: 'SLCG-WIN-03', guangan: 'GA-CB-01', kaling: 'KL-CB-05' } as const;

interface Found {
  code: string;
  /** The YAML text the diagnostic points at. */
  at: string;
  zh: string;
  en: string;
  notes: string;
}

/** Runs a scenario of `game` (its `setup:` and `steps:` YAML) against the bundled set; its diagnostics. */
function run(game: Game, body: string): Found[] {
  const text = `name: 名称检查 (${RULE[game]})\nrules: [${RULE[game]}]\n${body}`;
  const r = runScenario(text, join(root, 'cards', game, 'scenarios', 'names.scenario.yaml'));
  if (r.ok) expect(r.diagnostics).toEqual([]);
  return r.diagnostics.map((d) => ({
    code: d.code,
    at: text.slice(d.span.start, d.span.end),
    zh: d.message,
    en: d.messageEn,
    notes: (d.notes ?? []).map((n) => `${n.zh} / ${n.en}`).join(' | '),
  }));
}

/**
 * Every event of seeded random games of the set's first two decks, from the first one on: `games` of them, then more
 * (up to `most`) until every type of `listed` has been seen (some are rare: 卡灵时代's `unlocked` needs a 封锁 area
 * 还原'd).
 */
function playedEvents(game: Game, games: number, most: number, listed: readonly string[]): Set<string> {
  const set = loadSet(join(root, 'cards', game));
  const list = (d: Record<string, number>) => Object.entries(d).flatMap(([n, k]) => Array.from({ length: k }, () => n));
  const [d0, d1] = Object.values(set.manifest!.decks).map(list);
  const start = { slcg: startSlcgGame, guangan: startGuanganGame, kaling: startKalingGame }[game];
  const types = new Set<string>();
  for (let seed = 1; seed <= games || (seed <= most && !listed.every((t) => types.has(t))); seed++) {
    const { state, events } = start({ cards: set.cards, decks: [d0, d1], seed }) as {
      state: GameState;
      events: GameEvent[];
    };
    for (const e of events) types.add(e.type);
    const r = playGame(state, [randomAgent(seed), randomAgent(seed + 1000)], { maxSteps: 4000 });
    for (const e of r.events) types.add(e.type);
  }
  return types;
}

describe("each game's event types (the scenario plug-in's `events`)", () => {
  for (const game of GAMES) {
    it(`${game}: the events the engine emits in seeded games of the bundled set are the list, each once`, () => {
      const listed = SCENARIO_RULESETS[game]!.events;
      expect(new Set(listed).size).toBe(listed.length);
      // Both ways: a type the engine emits and the list lacks would be refused (CS5141); a listed one it never
      // emits would let a scenario wait for an event that cannot come.
      expect([...playedEvents(game, 30, 400, listed)].sort()).toEqual([...listed].sort());
    });
  }

  it('docs/scenarios.md gives each game the list the runner checks against', () => {
    const doc = readFileSync(join(root, 'docs/scenarios.md'), 'utf8');
    for (const [game, heading] of [
      ['slcg', '## Expectations (SLCG)'],
      ['guangan', '## 光暗 scenarios'],
      ['kaling', '## 卡灵时代 scenarios'],
    ] as const) {
      const section = doc.slice(doc.indexOf(heading));
      const m = /Event types \([^)]*\):\s*`([a-zA-Z\s]+)`/.exec(section);
      expect(m, heading).not.toBeNull();
      expect(m![1].trim().split(/\s+/).sort(), heading).toEqual([...SCENARIO_RULESETS[game]!.events].sort());
    }
  });
});

describe("each game's `waitingFor` words (what the engine waits for)", () => {
  /** The `waitingFor` values the loader accepts in a scenario of `game` (its own schema). */
  function accepted(game: Game): string[] {
    const schema = scenarioSchema([SCENARIO_RULESETS[game]!]) as {
      properties: {
        steps: { items: { anyOf: { properties?: Record<string, { properties: Record<string, unknown> }> }[] } };
      };
    };
    const step = schema.properties.steps.items.anyOf.find((b) => b.properties)!;
    return (step.properties!.expect.properties.waitingFor as { enum: string[] }).enum;
  }

  it('docs/scenarios.md lists, for each game, exactly the words its scenarios accept', () => {
    const doc = readFileSync(join(root, 'docs/scenarios.md'), 'utf8');
    for (const [game, heading] of [
      ['slcg', '## Expectations (SLCG)'],
      ['guangan', '## 光暗 scenarios'],
      ['kaling', '## 卡灵时代 scenarios'],
    ] as const) {
      const section = doc.slice(doc.indexOf(heading));
      const line = section.split('\n').find((l) => /`waitingFor`( \|| is one of)/.test(l));
      expect(line, heading).toBeDefined();
      const words = [...line!.matchAll(/`([a-zA-Z]+)`/g)].map((m) => m[1]).filter((w) => w !== 'waitingFor');
      expect(words.sort(), heading).toEqual([...accepted(game)].sort());
    }
  });

  it('KL-MV-05: `waitingFor: pick` (an area an effect asks for) is a word of 卡灵时代 scenarios, and the engine waits so', () => {
    expect(accepted('kaling')).toContain('pick');
    const f = run(
      'kaling',
      'setup:\n  A: {deck: [猎狼]}\n  board: |\n    .  .  .  .  .\n    .  .  .  .  .\n    .  .  .  .  .\n    .  .  A:疾影  .  .\n    .  .  .  .  .\nsteps:\n  - activate: 疾影\n    expect: {waitingFor: pick}\n',
    );
    expect(f).toEqual([]);
  });
});

describe('names a game does not have', () => {
  it('SLCG-CB-06: an event type SLCG never emits is CS5141 at the word, with "did you mean" or the list; an unknown card in an event CS5106', () => {
    const f = run(
      'slcg',
      'setup:\n  A:\n    main: [先锋战士]\nsteps:\n  - attack: {attacker: 先锋战士, target: player}\n    expect:\n      events: [bogusEvent, atack 先锋战士, attack 先锋战土 1]\n',
    );
    expect(f.map((x) => `${x.code} ${x.at}`)).toEqual(['CS5141 bogusEvent', 'CS5141 atack', 'CS5106 先锋战土']);
    expect(f[0].en).toBe('"bogusEvent" is not an event type of SLCG');
    expect(f[0].zh).toBe('“bogusEvent”不是SLCG的事件类型');
    expect(f[0].notes).toContain('event types of SLCG: entered destroyed');
    expect(f[1].notes).toBe('是不是“attack”？ / did you mean "attack"?');
    expect(f[2].notes).toContain('先锋战士');
  });

  it('SLCG-WIN-03: `gameOver draw`, as logs write a drawn game, names the draw and no card', () => {
    const setup =
      'setup:\n  A:\n    victory: 14\n    energy: 1\n    hand: [时空裂隙]\n    main: [先锋战士]\n  B:\n    victory: 14\n    main: [幻影游侠]\n';
    const play = (events: string) =>
      `${setup}steps:\n  - play: 时空裂隙\n    expect:\n      winner: draw\n      ${events}\n`;
    expect(run('slcg', play('events: [gameOver draw]'))).toEqual([]);
    expect(run('slcg', play('noEvents: [gameOver A, gameOver B]'))).toEqual([]);
  });

  it('GA-CB-06: a 光暗 event type misspelt in the object form, in noEvents (CS5141)', () => {
    const f = run(
      'guangan',
      'setup:\n  A:\n    characters: [苍岚]\n    deck: [疾风]\n  B:\n    characters: [白曜]\n    deck: [冰封]\nsteps:\n  - endPhase\n  - sortie: {attacker: 苍岚, target: 白曜}\n    expect:\n      noEvents: [{type: sheilded, amount: 2}]\n',
    );
    expect(f.map((x) => `${x.code} ${x.at} ${x.notes}`)).toEqual([
      'CS5141 sheilded 是不是“shielded”？ / did you mean "shielded"?',
    ]);
    expect(f[0].en).toBe('"sheilded" is not an event type of 光暗');
  });

  it("KL-CB-05: an SLCG event type is not one of 卡灵时代's (CS5141)", () => {
    const f = run('kaling', 'setup:\n  A: {deck: [猎狼]}\nsteps:\n  - expect:\n      events: [trauma B]\n');
    expect(f.map((x) => `${x.code} ${x.at}`)).toEqual(['CS5141 trauma']);
    expect(f[0].en).toBe('"trauma" is not an event type of 卡灵时代');
  });

  it('GA-CB-01: keys of another game are CS5142, naming the game, at the key', () => {
    const f = run(
      'guangan',
      'setup:\n  A:\n    main: [苍岚]\n    deck: [疾风]\n  B:\n    deck: [冰封]\nsteps:\n  - expect:\n      A: {energy: 1}\n      board: "x"\n',
    );
    expect(f.map((x) => `${x.code} ${x.at}`)).toEqual(['CS5142 main', 'CS5142 energy', 'CS5142 board']);
    expect(f[0].en).toBe('"setup.A.main" is not a field of 光暗 scenarios');
    expect(f[0].zh).toBe('“setup.A.main”不是光暗场景的字段');
    expect(f[0].notes).toBe('这是SLCG场景的字段 / it is a field of SLCG scenarios');
    expect(f[1].notes).toContain('SLCG and 卡灵时代');
    expect(f[2].notes).toContain('卡灵时代');
  });

  it('KL-CB-05: values of another game are CS5143 (set-up phase, phase, waitingFor, zone, bare step), with the list', () => {
    const f = run(
      'kaling',
      'setup:\n  phase: prepare\n  A: {deck: [猎狼]}\nsteps:\n  - endPhase\n  - expect:\n      phase: main\n      waitingFor: window\n      A: {cards: {猎狼: {zone: cardZone}}}\n',
    );
    expect(f.map((x) => `${x.code} ${x.at}`)).toEqual([
      'CS5143 prepare',
      'CS5143 endPhase',
      'CS5143 main',
      'CS5143 cardZone',
    ]);
    expect(f[0].en).toBe('setup.phase: "prepare" is not a value of 卡灵时代 scenarios (use action, start, mulligan)');
    expect(f[0].zh).toBe('setup.phase：“prepare”不是卡灵时代场景可用的值（可选：action、start、mulligan）');
    expect(f[2].en).toContain('(use mulligan, start, draw, action, end, over)');
  });

  it('GA-CB-01: an error code the 光暗 engine never returns is CS5144 with "did you mean"; another game\'s too', () => {
    const f = run(
      'guangan',
      'setup:\n  A:\n    characters: [苍岚]\n    hand: [疾风]\n    stamina: 0\n    deck: [疾风]\nsteps:\n  - use: 疾风\n    expectError: use/not-enough-stamena\n  - use: 疾风\n    expectError: play/not-enough-energy\n',
    );
    expect(f.map((x) => `${x.code} ${x.at}`)).toEqual([
      'CS5144 use/not-enough-stamena',
      'CS5144 play/not-enough-energy',
    ]);
    expect(f[0].en).toBe('"use/not-enough-stamena" is not an error code of the 光暗 engine');
    expect(f[0].notes).toContain('use/not-enough-stamina');
  });
});
