// 至多N个 in the terminal game and in replays (SLCG-TG-01): the "done" option of an up-to-N target is worded in both
// languages, bots choose it, and a game where one did is recorded and re-run to the same events.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DONE_CHOOSING, greedyAgent, randomAgent, searchAgent, type GameState } from '../../runtime/index.js';
import { main, type CliIO } from '../../compiler/cli.js';
import { describeChoice, describeDecision, describeOption } from '../../compiler/play/describe/index.js';
import { playBotGame, rerun, type GameRecord, type GameSetup } from '../../compiler/play/game.js';
import { loadPlayableSet, resolveDecks } from '../../compiler/play/load-set.js';
import { firstDivergence, gameLines, parseReplay, setLine } from '../../compiler/play/replay-file.js';

const root = resolve(__dirname, '../..');

/** cards/slcg with 精准打击 (two in the 红 deck) written as an up-to-N designation, in a folder of its own. */
function upToDir(): string {
  const src = join(root, 'cards/slcg');
  const dir = mkdtempSync(join(tmpdir(), 'cardc-up-to-'));
  for (const f of readdirSync(src))
    if (f.endsWith('.card') || f === 'set.yaml') copyFileSync(join(src, f), join(dir, f));
  const events = join(dir, 'events.card');
  const text = readFileSync(events, 'utf8');
  const edited = text.replace(
    /(卡牌 精准打击\n(?: {2}.*\n)*?) {2}对一个对方角色造成3点伤害。/,
    '$1  选择至多2个对方角色，对其各造成1点伤害。',
  );
  expect(edited).not.toBe(text);
  writeFileSync(events, edited);
  return dir;
}

function upToSet() {
  const set = loadPlayableSet(upToDir(), root).set!;
  expect(set).toBeDefined();
  return set;
}

/** Scenarios of the edited set: one target chosen then done, and done at once. */
const SCENARIOS: Record<string, string> = {
  'one-then-done': `name: 至多2个：选一个后停止 (SLCG-TG-01)
rules: [SLCG-TG-01]
setup:
  A: {hand: [精准打击], energy: 2}
  B: {main: [先锋战士, 干扰特工]}
steps:
  - play: 精准打击
    expect: {waitingFor: target, actor: A}
  - target: 干扰特工
    expect: {waitingFor: target, actor: A}
  - choose: done
    expect:
      waitingFor: main
      events: [damaged 干扰特工 1, destroyed 干扰特工]
      B: {main: [先锋战士], cards: {先锋战士: {damage: 0}}}
`,
  none: `name: 至多2个：一个也不选 (SLCG-TG-01)
rules: [SLCG-TG-01]
setup:
  A: {hand: [精准打击], energy: 2}
  B: {main: [先锋战士, 干扰特工]}
steps:
  - play: 精准打击
    expect: {waitingFor: target, actor: A}
  - choose: done
    expect:
      waitingFor: main
      noEvents: [damaged]
      A: {hand: []}
      B: {main: [先锋战士, 干扰特工]}
`,
};

describe('至多N个 in play and replays', () => {
  it('SLCG-TG-01 scenarios answer an up-to-N target with `choose: done`, after one card and at once', async () => {
    const dir = join(upToDir(), 'scenarios');
    mkdirSync(dir);
    for (const [name, text] of Object.entries(SCENARIOS)) writeFileSync(join(dir, `${name}.scenario.yaml`), text);
    const out: string[] = [];
    const io: CliIO = { out: (s) => out.push(s), err: (s) => out.push(s), cwd: root, isTTY: false };
    const code = await main(['test', dir, '--lang', 'en', '--no-color'], io);
    expect(out.join('\n')).toMatch(/2 passed, 0 failed/);
    expect(code).toBe(0);
  });

  it('SLCG-TG-01 bots stop an up-to-N choice ("done"), the terminal words it, and the replay re-runs the same', () => {
    const set = upToSet();
    const decks = resolveDecks(set, undefined);
    if (!decks.ok) throw new Error(decks.message.en);
    const worded: string[] = [];
    let found: GameRecord | undefined;
    for (let g = 0; g < 60 && !found; g++) {
      const setup: GameSetup = {
        set: set.name,
        ruleset: set.ruleset,
        params: set.params,
        decks: { names: decks.names, lists: decks.lists },
        seed: 500 + g,
        firstPlayer: (g % 2) as 0 | 1,
        agents: ['random', 'random'],
        game: g,
      };
      const r = playBotGame(set.cards, setup, [randomAgent(g * 2 + 1), randomAgent(g * 2 + 2)], {
        maxSteps: 1500,
        onStep: (run) => {
          const s: GameState = run.state;
          const d = s.pending;
          if (d?.kind !== 'target') return;
          const i = d.options.findIndex((o) => o.value === DONE_CHOOSING);
          if (i < 0) return;
          // The done option comes last, after every card offered.
          expect(i).toBe(d.options.length - 1);
          for (const lang of ['zh', 'en'] as const)
            worded.push(describeDecision(s, { lang }), describeOption(s, i, { lang }), describeChoice(s, i, { lang }));
        },
      });
      expect(r.status, r.error).not.toBe('crashed');
      if (r.events.some((e) => e.type === 'choice' && e.info === 'target' && e.amount === DONE_CHOOSING)) found = r;
    }
    expect(found, 'no game of 60 saw a bot choose done').toBeDefined();
    expect(worded).toContain('不再选择目标');
    expect(worded).toContain('no more targets');
    expect(worded.some((w) => /可以不再选择/.test(w))).toBe(true);
    expect(worded.some((w) => /you may stop here/.test(w))).toBe(true);

    // Recorded and read back: the decisions re-run to the same events.
    const text = [setLine(set.name, set.ruleset, [...set.cards]), ...gameLines(found!)].join('\n') + '\n';
    const p = parseReplay(text);
    if (!p.ok) throw new Error(p.message.en);
    const [game] = p.file.games;
    const again = rerun(p.file.set.cards, game.setup, game.decisions);
    expect(again.error).toBeUndefined();
    expect(again.steps).toBe(game.decisions.length);
    expect(firstDivergence(game, again.events, p.file.set.version, again.eventStarts)).toBeNull();
    expect(again.events.some((e) => e.type === 'choice' && e.amount === DONE_CHOOSING)).toBe(true);
  }, 120_000);

  it('SLCG-TG-01 the greedy and search bots answer up-to-N choices (weighing "done" with the cards) in whole games', () => {
    const set = upToSet();
    const decks = resolveDecks(set, undefined);
    if (!decks.ok) throw new Error(decks.message.en);
    let asked = 0;
    for (let g = 0; g < 6; g++) {
      const setup: GameSetup = {
        set: set.name,
        ruleset: set.ruleset,
        params: set.params,
        decks: { names: decks.names, lists: decks.lists },
        seed: 700 + g,
        firstPlayer: (g % 2) as 0 | 1,
        agents: ['greedy', 'search'],
        game: g,
      };
      const r = playBotGame(set.cards, setup, [greedyAgent(g + 1), searchAgent(g + 2, { playouts: 8, worlds: 2 })], {
        maxSteps: 1500,
        onStep: (run) => {
          if (run.state.pending?.options.some((o) => o.value === DONE_CHOOSING)) asked++;
        },
      });
      expect(r.status, r.error).not.toBe('crashed');
    }
    expect(asked).toBeGreaterThan(0);
  }, 120_000);
});
