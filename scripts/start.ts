// `npm start`: builds every bundled set under cards/ into dist/<set>, then plays one seeded demo game of
// each set whose ruleset the runtime plays, between its first two decks, and prints it turn by turn.
// Exits non-zero only when a set fails to build; a demo game never stops the script.
import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Lang } from '../grammar/index.js';
import { buildFailed, buildSet, summary } from '../compiler/build/index.js';
import { manifestIn } from '../compiler/files.js';
import { agentSeed, makeBot } from '../compiler/play/agents.js';
import { playBotGame, PLAYABLE_RULESETS, type GameSetup } from '../compiler/play/game.js';
import { formatDiagnostics, playableFromBuild, resolveDecks, type PlayableSet } from '../compiler/play/load-set.js';
import { matchLegend, narrateGame } from '../compiler/play/narrate.js';
import { playerLabel, type DescribeContext } from '../compiler/play/describe/index.js';

export const DEMO_SEED = 7;

export interface StartOptions {
  /** Folder whose subfolders with a set manifest (set.yaml or set.yml) are built (default <repo>/cards). */
  cardsDir: string;
  /** dist/<set> goes here (default <repo>). */
  outRoot: string;
  lang: Lang;
  out: (line: string) => void;
}

/** Builds every set; returns whether all built and the playable sets that built, by folder name. */
function buildAll(o: StartOptions): {
  ok: boolean;
  demoSets: { name: string; set: PlayableSet }[];
  playable: string[];
} {
  const en = o.lang === 'en';
  const sets = readdirSync(o.cardsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && manifestIn(join(o.cardsDir, d.name)) !== undefined)
    .map((d) => d.name)
    .sort();
  o.out(en ? `Building ${sets.length} bundled set(s):` : `编译 ${sets.length} 个内置卡包：`);
  let ok = true;
  const demoSets: { name: string; set: PlayableSet }[] = [];
  const playable: string[] = [];
  for (const name of sets) {
    const dir = join(o.cardsDir, name);
    const outDir = join(o.outRoot, 'dist', name);
    const r = buildSet(dir, outDir);
    const failed = buildFailed(r);
    o.out(
      `  ${failed ? '✗' : '✓'} ${`cards/${name}`.padEnd(14)} → ${relative(o.outRoot, outDir).padEnd(14)} ${summary(r.summary, o.lang)}`,
    );
    const set = playableFromBuild(dir, r);
    if (r.manifest && PLAYABLE_RULESETS.has(r.manifest.ruleset)) {
      playable.push(name);
      if (set) demoSets.push({ name, set });
    }
    if (failed) {
      ok = false;
      for (const s of formatDiagnostics(
        r.diagnostics.filter((d) => d.severity === 'error'),
        o.lang,
      ))
        o.out(s.replace(/^/gm, '      '));
    }
  }
  return { ok, demoSets, playable };
}

function demo(folder: string, set: PlayableSet, o: StartOptions): void {
  const en = o.lang === 'en';
  const decks = resolveDecks(set, undefined);
  if (!decks.ok) {
    o.out(decks.message[o.lang]);
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
  const r = playBotGame(
    set.cards,
    setup,
    [makeBot('greedy', agentSeed(DEMO_SEED, 0)), makeBot('greedy', agentSeed(DEMO_SEED, 1))],
    { keepEvents: false },
  );
  const ms = performance.now() - t0;
  const c: DescribeContext = { lang: o.lang, texts: set.texts };
  o.out('');
  o.out(en ? `Demo game — ${set.name}` : `演示对局 —— ${set.name}`);
  o.out(matchLegend(setup, c));
  for (const l of narrateGame(set.cards, setup, r.decisions, c)) o.out(l);
  const w = r.winner ?? -1;
  const who = w >= 0 ? playerLabel(c, w) : '';
  o.out(
    r.status === 'won'
      ? en
        ? `Winner: ${who} (${setup.agents[w]}, ${setup.decks.names[w]}) after ${r.turns} turns`
        : `胜者：${who}（${setup.agents[w]}，${setup.decks.names[w]}），共 ${r.turns} 回合`
      : r.status === 'draw'
        ? en
          ? `Draw after ${r.turns} turns`
          : `平局，共 ${r.turns} 回合`
        : r.status === 'crashed'
          ? en
            ? `The engine stopped: ${r.error}`
            : `引擎出错：${r.error}`
          : en
            ? `No winner within ${r.steps} decisions`
            : `${r.steps} 个决策内未分胜负`,
  );
  o.out(
    en
      ? `(${r.steps} decisions, ${r.eventCount} events, ${ms.toFixed(0)} ms; more: npx cardc play cards/${folder} --games 100)`
      : `（${r.steps} 个决策，${r.eventCount} 个事件，${ms.toFixed(0)} ms；更多对局：npx cardc play cards/${folder} --games 100）`,
  );
}

/** Runs the whole start sequence; returns the exit code (1 only when a set failed to build). */
export function start(o: StartOptions): number {
  const built = buildAll(o);
  const en = o.lang === 'en';
  for (const name of built.playable) {
    const d = built.demoSets.find((x) => x.name === name);
    if (!d) {
      o.out(
        en
          ? `No demo game of cards/${name}: the set did not build.`
          : `没有 cards/${name} 的演示对局：卡包没有编译通过。`,
      );
      continue;
    }
    try {
      demo(name, d.set, o);
    } catch (e) {
      o.out(
        en
          ? `The demo game of cards/${name} could not run: ${(e as Error).message}`
          : `cards/${name} 的演示对局无法运行：${(e as Error).message}`,
      );
    }
  }
  return built.ok ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const root = resolve(fileURLToPath(import.meta.url), '../..');
  const args = process.argv.slice(2);
  const lang: Lang =
    args.includes('en') || args.includes('--lang=en') || args[args.indexOf('--lang') + 1] === 'en' ? 'en' : 'zh';
  process.exitCode = start({
    cardsDir: join(root, 'cards'),
    outRoot: root,
    lang,
    out: (s) => void process.stdout.write(s + '\n'),
  });
}
