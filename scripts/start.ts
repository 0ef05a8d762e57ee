// `npm start`: builds every bundled set under cards/ into dist/<set>, then plays one seeded demo SLCG
// game between the two bundled decks and prints it turn by turn. Exits non-zero only when a set fails
// to build; the demo game never stops the script.
import { existsSync, readdirSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Lang } from '../grammar/index.js';
import { buildFailed, buildSet, summary } from '../compiler/build/index.js';
import { agentSeed, makeBot } from '../compiler/play/agents.js';
import { playBotGame, PLAYABLE_RULESETS, type GameSetup } from '../compiler/play/game.js';
import { formatDiagnostics, loadPlayableSet, resolveDecks } from '../compiler/play/load-set.js';
import { matchLegend, narrateGame } from '../compiler/play/narrate.js';
import { playerLabel, type DescribeContext } from '../compiler/play/describe.js';

const DEMO_SEED = 7;
const DEMO_SET = 'slcg';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const lang: Lang = process.argv.includes('en') || process.argv.includes('--lang=en') ? 'en' : 'zh';
const en = lang === 'en';
const out = (s: string): void => void process.stdout.write(s + '\n');

function buildAll(): boolean {
  const cardsDir = join(root, 'cards');
  const sets = readdirSync(cardsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(cardsDir, d.name, 'set.yaml')))
    .map((d) => d.name)
    .sort();
  out(en ? `Building ${sets.length} bundled set(s):` : `编译 ${sets.length} 个内置卡包：`);
  let ok = true;
  for (const name of sets) {
    const dir = join(cardsDir, name);
    const outDir = join(root, 'dist', name);
    const r = buildSet(dir, outDir);
    const failed = buildFailed(r);
    out(`  ${failed ? '✗' : '✓'} ${`cards/${name}`.padEnd(14)} → ${relative(root, outDir).padEnd(14)} ${summary(r.summary, lang)}`);
    if (failed) {
      ok = false;
      for (const s of formatDiagnostics(r.diagnostics.filter((d) => d.severity === 'error'), lang)) out(s.replace(/^/gm, '      '));
    }
  }
  return ok;
}

function demo(): void {
  const loaded = loadPlayableSet(join(root, 'cards', DEMO_SET), root);
  if (!loaded.set || !PLAYABLE_RULESETS.has(loaded.set.ruleset)) {
    out(en ? 'No demo game: the SLCG set did not compile.' : '没有演示对局：SLCG 卡包没有编译通过。');
    return;
  }
  const set = loaded.set;
  const decks = resolveDecks(set, undefined);
  if (!decks.ok) {
    out(decks.message[lang]);
    return;
  }
  const setup: GameSetup = {
    set: set.name,
    ruleset: set.ruleset,
    params: set.params,
    decks: { names: decks.names, lists: decks.lists },
    seed: DEMO_SEED,
    firstPlayer: 0,
    agents: ['greedy', 'greedy'],
    game: 0,
  };
  const t0 = performance.now();
  const r = playBotGame(set.cards, setup, [makeBot('greedy', agentSeed(DEMO_SEED, 0)), makeBot('greedy', agentSeed(DEMO_SEED, 1))], { keepEvents: false });
  const ms = performance.now() - t0;
  const c: DescribeContext = { lang, texts: set.texts };
  out('');
  out(en ? `Demo game — ${set.name} (${basename(set.dir)})` : `演示对局 —— ${set.name}（${basename(set.dir)}）`);
  out(matchLegend(setup, c));
  for (const l of narrateGame(set.cards, setup, r.decisions, c)) out(l);
  const who = r.winner !== null && r.winner >= 0 ? playerLabel(c, r.winner) : '';
  const result =
    r.status === 'won'
      ? en ? `Winner: ${who} (${setup.agents[r.winner!]}, ${setup.decks.names[r.winner!]}) after ${r.turns} turns` : `胜者：${who}（${setup.agents[r.winner!]}，${setup.decks.names[r.winner!]}），共 ${r.turns} 回合`
      : r.status === 'draw'
        ? en ? `Draw after ${r.turns} turns` : `平局，共 ${r.turns} 回合`
        : r.status === 'crashed'
          ? en ? `The engine stopped: ${r.error}` : `引擎出错：${r.error}`
          : en ? `No winner within ${r.steps} decisions` : `${r.steps} 个决策内未分胜负`;
  out(result);
  out(en ? `(${r.steps} decisions, ${r.eventCount} events, ${ms.toFixed(0)} ms; more: npx cardc play cards/slcg --games 100)` : `（${r.steps} 个决策，${r.eventCount} 个事件，${ms.toFixed(0)} ms；更多对局：npx cardc play cards/slcg --games 100）`);
}

const built = buildAll();
try {
  demo();
} catch (e) {
  out(en ? `The demo game could not run: ${(e as Error).message}` : `演示对局无法运行：${(e as Error).message}`);
}
process.exitCode = built ? 0 : 1;
