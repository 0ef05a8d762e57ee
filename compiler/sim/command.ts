// `cardc sim`: a balance run (games over worker threads, a games file, summary.json, report.html and a terminal
// summary), its A/B form (--compare), shards (--shard k/n) and `cardc sim merge`. compiler/cli/commands.ts loads
// this module when `cardc sim` runs. docs/balance.md says what every figure means.
import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import type { Lang } from '../../grammar/index.js';
import { MAX_SEED } from '../../runtime/index.js';
import { formatOf, intFlag, langOf, textStyle, UsageError, type CliIO, type ParsedArgs } from '../cli.js';
import { loadSetOrReport } from '../cli/load-set.js';
import { pathDisplay, requirePath } from '../cli/paths.js';
import {
  AGENT_KINDS,
  firstPlayerOf,
  gameSeed,
  isBot,
  parseAgents,
  seedRangeProblem,
  type BotKind,
} from '../play/agents.js';
import { DEFAULT_MAX_STEPS, PLAYABLE_RULESETS } from '../play/game.js';
import { resolveDecks, type PlayableSet } from '../play/load-set.js';
import { SimRunError, type RunSpec } from './chunk.js';
import { compare, type Comparison } from './compare.js';
import { reportHtml } from './html.js';
import { mergeGames } from './merge.js';
import { parseShard, shardRange, type Shard } from './plan.js';
import { simProgress } from './progress.js';
import type { RunLine } from './record.js';
import { GAMES_FILES, runSim } from './run.js';
import { summarize, type Summary } from './summary.js';
import type { Tally } from './tally.js';
import { comparisonText, summaryText } from './text.js';

const MAX_GAMES = 100_000_000;
const MAX_WORKERS = 256;

/** Files a report folder holds besides the games files. */
const REPORT_FILES = { summary: 'summary.json', html: 'report.html' } as const;

function abs(p: string, cwd: string): string {
  return isAbsolute(p) ? p : resolve(cwd, p);
}

/** `--workers auto|N`: auto is every core the process may use. */
function workersOf(flags: ParsedArgs['flags'], lang: Lang): number {
  const v = flags.workers;
  if (v === undefined || v === 'auto') return availableParallelism();
  return intFlag(flags, 'workers', 1, 1, MAX_WORKERS, lang);
}

/** Loads a set for play, printing its errors; undefined when it cannot be played. */
function loadSet(dir: string, io: CliIO, args: ParsedArgs, lang: Lang): PlayableSet | undefined {
  const en = lang === 'en';
  const set = loadSetOrReport(dir, io, args, lang, { en: 'nothing was played', zh: '未进行对局' });
  if (!set) return undefined;
  if (!PLAYABLE_RULESETS.has(set.ruleset)) {
    io.err(
      en
        ? `cardc: the runtime cannot play ${set.ruleset} sets yet`
        : `cardc: 运行时暂时还不能进行 ${set.ruleset} 卡包的对局`,
    );
    return undefined;
  }
  return set;
}

function specOf(
  set: PlayableSet,
  deckSpec: string | undefined,
  agents: [BotKind, BotKind],
  seed: number,
  games: number,
  variant: 'a' | 'b',
  lang: Lang,
): RunSpec {
  const decks = resolveDecks(set, deckSpec);
  if (!decks.ok) throw new UsageError(decks.message[lang], 'sim');
  return {
    cards: set.cards,
    set: set.name,
    ruleset: set.ruleset,
    params: set.params,
    decks: { names: decks.names, lists: decks.lists },
    agents,
    seed,
    games,
    maxSteps: DEFAULT_MAX_STEPS,
    variant,
  };
}

/** The `cardc play` command that plays game `game` of the run again alone (docs/balance.md). */
function replayHint(dir: string, spec: RunSpec, game: number, lang: Lang): string {
  const cmd = `cardc play ${dir} --seed ${gameSeed(spec.seed, game)} --first ${firstPlayerOf(game) + 1} --decks ${spec.decks.names.join(',')} --agents ${spec.agents.join(',')} --verbose`;
  return lang === 'en' ? `play game ${game} again alone: ${cmd}` : `单独重下第 ${game} 局：${cmd}`;
}

/** Writes summary.json and report.html for the runs (one, or A and B) and prints the terminal summary. */
interface ReportInput {
  runs: RunLine[];
  tallies: Tally[];
  /** A and B as the report names them (default: their set names). */
  labels?: [string, string];
  outDir: string;
  /** Lines under the title. */
  notes: string[];
  /** More fields of summary.json. */
  extra: Record<string, unknown>;
}

async function report(
  { runs, tallies, labels, outDir, notes, extra }: ReportInput,
  io: CliIO,
  args: ParsedArgs,
  lang: Lang,
): Promise<void> {
  const en = lang === 'en';
  const summaries: Summary[] = runs.map((r, i) => summarize(r, tallies[i]));
  const comparison: Comparison | undefined =
    summaries.length > 1
      ? compare(summaries[0], summaries[1], labels ?? [summaries[0].set, summaries[1].set])
      : undefined;
  const json = {
    runs,
    tallies,
    summaries,
    ...(comparison ? { comparison: { overall: comparison.overall, cards: comparison.cards } } : {}),
    ...extra,
  };
  writeFileSync(join(outDir, REPORT_FILES.summary), JSON.stringify(json, null, 1) + '\n');
  writeFileSync(join(outDir, REPORT_FILES.html), await reportHtml({ summaries, comparison, lang, notes }));
  if (formatOf(args.flags, lang) === 'json') {
    io.out(JSON.stringify(json, null, 2));
    return;
  }
  const c = textStyle(io, args.flags).colors;
  summaries.forEach((s, i) => {
    if (i) io.out('');
    if (summaries.length > 1) io.out(c.bold(i ? 'B' : 'A'));
    for (const l of summaryText(s, lang, c)) io.out(l);
  });
  if (comparison) {
    io.out('');
    for (const l of comparisonText(comparison, lang, c)) io.out(l);
  }
  for (const n of notes) io.out(c.dim(`  ${n}`));
  const shown = pathDisplay(io.cwd)(outDir);
  io.out(
    en
      ? `  written to ${shown}: ${[...GAMES_FILES.slice(0, runs.length), REPORT_FILES.summary, REPORT_FILES.html].join(', ')}`
      : `  已写入 ${shown}：${[...GAMES_FILES.slice(0, runs.length), REPORT_FILES.summary, REPORT_FILES.html].join('、')}`,
  );
}

/** Ctrl-C as an abort signal (io.signal when given); `release` takes the handler away again. */
function interrupted(io: CliIO): { signal: AbortSignal; release: () => void } {
  if (io.signal) return { signal: io.signal, release: () => undefined };
  const ac = new AbortController();
  const hard = (): never => process.exit(130);
  // The first Ctrl-C lets the running chunks finish and keeps them; a second one ends the process at once.
  const soft = (): void => {
    ac.abort();
    process.once('SIGINT', hard);
  };
  process.once('SIGINT', soft);
  return {
    signal: ac.signal,
    release: () => {
      process.off('SIGINT', soft);
      process.off('SIGINT', hard);
    },
  };
}

export async function cmdSim(args: ParsedArgs, io: CliIO): Promise<number> {
  const lang = langOf(args.flags);
  if (args.positionals[0] === 'merge') return cmdMerge(args, io, lang);
  const en = lang === 'en';
  if (args.positionals.length !== 1)
    throw new UsageError(
      en ? 'sim needs one set folder, e.g. cardc sim cards/slcg' : 'sim 需要一个卡包文件夹，例如 cardc sim cards/slcg',
      'sim',
    );
  const games = intFlag(args.flags, 'games', 1000, 1, MAX_GAMES, lang);
  const seed = intFlag(args.flags, 'seed', 1, 0, MAX_SEED, lang);
  const seeds = seedRangeProblem(seed, games);
  if (seeds) throw new UsageError(seeds[lang], 'sim');
  const workers = workersOf(args.flags, lang);
  formatOf(args.flags, lang);
  const shard: Shard | undefined =
    args.flags.shard === undefined ? undefined : parseShard(String(args.flags.shard), lang);
  if (shard && args.flags.out === undefined)
    throw new UsageError(
      en
        ? '--shard needs --out DIR: each shard writes its own folder'
        : '--shard 需要 --out 目录：每个分片写到自己的文件夹',
      'sim',
    );
  const ag = parseAgents(args.flags.agents === undefined ? 'greedy,greedy' : String(args.flags.agents));
  if (!ag.kinds)
    throw new UsageError(
      en
        ? `unknown agent "${ag.bad}"; use ${AGENT_KINDS.filter((k) => k !== 'human').join(', ')}`
        : `未知的对局者“${ag.bad}”；可用 ${AGENT_KINDS.filter((k) => k !== 'human').join('、')}`,
      'sim',
    );
  if (!ag.kinds.every(isBot))
    throw new UsageError(
      en ? 'sim plays bots only: human cannot be a seat' : 'sim 只让机器人对局：human 不能入座',
      'sim',
    );
  const agents = ag.kinds as [BotKind, BotKind];
  const deckSpec = args.flags.decks === undefined ? undefined : String(args.flags.decks);

  const dir = args.positionals[0];
  const set = loadSet(dir, io, args, lang);
  if (!set) return 1;
  const specs = [specOf(set, deckSpec, agents, seed, games, 'a', lang)];
  if (args.flags.compare !== undefined) {
    const other = loadSet(String(args.flags.compare), io, args, lang);
    if (!other) return 1;
    if (other.ruleset !== set.ruleset)
      throw new UsageError(
        en
          ? `--compare needs a set of the same ruleset (${set.ruleset}), not ${other.ruleset}`
          : `--compare 需要同一规则集（${set.ruleset}）的卡包，而不是 ${other.ruleset}`,
        'sim',
      );
    specs.push(specOf(other, specs[0].decks.names.join(','), agents, seed, games, 'b', lang));
  }
  const outDir = abs(args.flags.out === undefined ? join(dir, 'sim') : String(args.flags.out), io.cwd);
  const range = shardRange(games, shard);
  const total = (range.to - range.from) * specs.length;
  const bar = io.isTTY ? simProgress(io.progress ?? ((s) => void process.stderr.write(s)), total, lang) : undefined;
  let r: Awaited<ReturnType<typeof runSim>>;
  const stop = interrupted(io);
  try {
    r = await runSim({ specs, range, workers, outDir, signal: stop.signal, onProgress: (n) => bar?.update(n) });
  } catch (e) {
    const f = e instanceof SimRunError ? e.failure : { message: (e as Error).message };
    if (f.game === undefined) io.err(en ? `cardc: the run failed: ${f.message}` : `cardc: 运行失败：${f.message}`);
    else {
      io.err(
        en
          ? `cardc: the run failed in game ${f.game} (seed ${f.seed}): ${f.message}`
          : `cardc: 运行失败：第 ${f.game} 局（种子 ${f.seed}）出错：${f.message}`,
      );
      io.err(`  ${replayHint(dir, specs[0], f.game, lang)}`);
    }
    return 1;
  } finally {
    bar?.done();
    stop.release();
  }
  const played = r.tallies[0].games;
  const seconds = r.ms / 1000;
  const notes = [
    en
      ? `${played * specs.length} game(s) in ${seconds.toFixed(1)} s (${((played * specs.length) / seconds).toFixed(0)} games/s) on ${workers} worker(s); peak RSS ${(r.peakRss / 2 ** 20).toFixed(0)} MB`
      : `${played * specs.length} 局用时 ${seconds.toFixed(1)} 秒（${((played * specs.length) / seconds).toFixed(0)} 局/秒），${workers} 个工作线程；内存峰值 ${(r.peakRss / 2 ** 20).toFixed(0)} MB`,
  ];
  if (shard)
    notes.push(
      en
        ? `shard ${shard.index}/${shard.count}: games ${range.from}–${range.to - 1} of ${games}; merge the shards with cardc sim merge`
        : `分片 ${shard.index}/${shard.count}：共 ${games} 局中的第 ${range.from}–${range.to - 1} 局；用 cardc sim merge 合并各分片`,
    );
  if (r.stopped)
    notes.push(
      en
        ? `stopped by Ctrl-C: the ${played} game(s) that finished are kept`
        : `已按 Ctrl-C 停止：保留已完成的 ${played} 局`,
    );
  const shown = pathDisplay(io.cwd);
  const labels: [string, string] | undefined =
    args.flags.compare === undefined
      ? undefined
      : [shown(abs(dir, io.cwd)), shown(abs(String(args.flags.compare), io.cwd))];
  const extra = {
    range,
    ...(shard ? { shard } : {}),
    workers,
    ms: Math.round(r.ms),
    peakRss: r.peakRss,
    stopped: r.stopped,
  };
  await report({ runs: r.runs, tallies: r.tallies, labels, outDir, notes, extra }, io, args, lang);
  const crash = r.tallies[0].crashes[0];
  if (crash && formatOf(args.flags, lang) === 'text')
    io.out(textStyle(io, args.flags).colors.dim(`  ${replayHint(dir, specs[0], crash.game, lang)}`));
  if (r.stopped) return 130;
  return r.tallies.some((t) => t.crashed) ? 1 : 0;
}

async function cmdMerge(args: ParsedArgs, io: CliIO, lang: Lang): Promise<number> {
  const en = lang === 'en';
  const files = args.positionals.slice(1);
  if (!files.length)
    throw new UsageError(
      en
        ? 'sim merge needs games files, e.g. cardc sim merge shard-*/games.jsonl --out all'
        : 'sim merge 需要对局文件，例如 cardc sim merge shard-*/games.jsonl --out all',
      'sim',
    );
  if (args.flags.out === undefined)
    throw new UsageError(en ? 'sim merge needs --out DIR' : 'sim merge 需要 --out 目录', 'sim');
  formatOf(args.flags, lang);
  const outDir = abs(String(args.flags.out), io.cwd);
  for (const f of files) requirePath(f, io.cwd, lang);
  const inputs = files.map((f) => abs(f, io.cwd));
  if (inputs.some((f) => GAMES_FILES.some((g) => f === join(outDir, g))))
    throw new UsageError(
      en ? '--out must not be the folder of an input file' : '--out 不能是输入文件所在的文件夹',
      'sim',
    );
  const m = await mergeGames(inputs, outDir);
  if (!m.ok) {
    // As every diagnostic is shown: file:line:col, severity, code, message (a file that cannot be read has no line).
    const where = `${pathDisplay(io.cwd)(m.file)}${m.line ? `:${m.line}:${m.col}` : ''}`;
    io.err(
      m.code ? `${where}  ${en ? 'error' : '错误'} ${m.code}  ${m.message[lang]}` : `${where}: ${m.message[lang]}`,
    );
    return 1;
  }
  const notes = [
    en
      ? `merged ${m.files} file(s): ${m.tallies[0].games} of ${m.runs[0].games} games`
      : `合并了 ${m.files} 个文件：共 ${m.runs[0].games} 局中的 ${m.tallies[0].games} 局`,
  ];
  if (m.missing.length)
    notes.push(
      en
        ? `${m.missing.length} game(s) missing (first: ${m.missing.slice(0, 5).join(', ')}): a shard was not merged or was stopped`
        : `缺少 ${m.missing.length} 局（最前面的：${m.missing.slice(0, 5).join('、')}）：有分片没合并进来，或被中途停止`,
    );
  // Merged files know their sets by name; the card hash tells two versions of one set apart.
  const labels = m.runs.map((r) =>
    m.runs.every((o) => o.set === r.set) ? `${r.set} (${r.cardsHash.slice(0, 8)})` : r.set,
  ) as [string, string];
  await report(
    {
      runs: m.runs,
      tallies: m.tallies,
      labels: m.runs.length > 1 ? labels : undefined,
      outDir,
      notes,
      extra: { merged: m.files, missing: m.missing.length },
    },
    io,
    args,
    lang,
  );
  return m.missing.length ? 1 : 0;
}
