// `cardc play` and `cardc replay`: seeded bot matches with statistics, a game against a person at the
// terminal, replay files (--log) and their verification. compiler/cli/commands.ts loads this module
// when `cardc play` or `cardc replay` runs.
import { closeSync, openSync, readFileSync, writeSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import type { Lang } from '../../grammar/index.js';
import { MAX_SEED, replayMismatchText, type CardStatsTable } from '../../runtime/index.js';
import { formatOf, intFlag, langOf, UsageError, type CliIO, type ParsedArgs } from '../cli.js';
import { loadSetOrReport } from '../cli/load-set.js';
import { noSuchPath, readErrorText } from '../cli/paths.js';
import { formatText } from '../report.js';
import { AGENT_KINDS, budgetText, isBot, parseAgents, parseBudget, seedRangeProblem, type BotKind } from './agents.js';
import type { DescribeContext } from './describe/index.js';
import { DEFAULT_MAX_STEPS, PLAYABLE_RULESETS, rerun, type GameRecord } from './game.js';
import { playInteractive } from './interactive.js';
import { resolveDecks } from './load-set.js';
import { stdinReader, type LineReader } from './line-reader.js';
import { playMatch, setupOf, type MatchSpec, type MatchStats } from './match.js';
import { matchLegend, narrateGame } from './narrate.js';
import {
  firstMismatch,
  gameLines,
  isAgentStop,
  outcomeMismatch,
  parseReplay,
  replayedOutcome,
  setLine,
} from './replay-file.js';
import { crashText } from './crash-text.js';

/** The CLI's I/O plus what play needs beyond it; main.ts leaves these out and the defaults use the process. */
export interface PlayIO extends CliIO {
  /** Input lines for human seats (default: stdin). */
  ask?: (prompt: string) => Promise<string>;
  /** Raw writes for the progress bar (default: process.stderr). */
  progress?: (s: string) => void;
}

/** Up to this many games, --log keeps every event; beyond it, the event hash per game. */
const LOG_EVENTS_MAX_GAMES = 20;

/** 玩家1（greedy） / P1 (greedy); a human seat is 你 / you. */
export function seatLabel(p: number, agent: string, lang: Lang): string {
  const who = agent === 'human' ? (lang === 'en' ? 'you' : '你') : agent;
  return lang === 'en' ? `P${p + 1} (${who})` : `玩家${p + 1}（${who}）`;
}

function pct(n: number, of: number): string {
  return of ? `${((100 * n) / of).toFixed(1)}%` : '-';
}

function progressBar(io: PlayIO, total: number): ((done: number) => void) | null {
  if (!io.isTTY || total <= 1) return null;
  const write = io.progress ?? ((s: string) => void process.stderr.write(s));
  const every = Math.max(1, Math.floor(total / 200));
  return (done) => {
    if (done !== total && done % every) return;
    const width = 30;
    const fill = Math.round((width * done) / total);
    write(done === total ? '\r\x1b[K' : `\r[${'#'.repeat(fill)}${'-'.repeat(width - fill)}] ${done}/${total}`);
  };
}

function statsText(st: MatchStats, spec: MatchSpec, names: [string, string], lang: Lang): string[] {
  const en = lang === 'en';
  const seat = (p: 0 | 1): string =>
    en ? `P${p + 1} ${spec.agents[p]} (${names[p]})` : `玩家${p + 1} ${spec.agents[p]}（${names[p]}）`;
  const w = Math.max(seat(0).length, seat(1).length);
  const search =
    spec.budget && spec.agents.includes('search')
      ? en
        ? `, search ${budgetText(spec.budget, lang)}`
        : `，search ${budgetText(spec.budget, lang)}`
      : '';
  const lines = [
    en
      ? `${spec.set}: ${st.games} game(s), seed ${spec.seed}${search}`
      : `${spec.set}：${st.games} 局，种子 ${spec.seed}${search}`,
  ];
  for (const p of [0, 1] as const) {
    lines.push(
      en
        ? `  ${seat(p).padEnd(w)}  wins ${st.wins[p]}  ${pct(st.wins[p], st.games)}`
        : `  ${seat(p).padEnd(w)}  胜 ${st.wins[p]}  ${pct(st.wins[p], st.games)}`,
    );
  }
  const decided = st.wins[0] + st.wins[1];
  lines.push(
    en
      ? `  draws ${st.draws}  unfinished ${st.unfinished}  crashed ${st.crashed}  first player won ${pct(st.firstPlayerWins, decided)}`
      : `  平局 ${st.draws}  未完成 ${st.unfinished}  崩溃 ${st.crashed}  先手胜率 ${pct(st.firstPlayerWins, decided)}`,
  );
  lines.push(
    en
      ? `  average ${st.avgTurns.toFixed(1)} turns, ${st.avgSteps.toFixed(0)} decisions per game`
      : `  平均 ${st.avgTurns.toFixed(1)} 回合，每局 ${st.avgSteps.toFixed(0)} 个决策`,
  );
  lines.push(
    en
      ? `  ${st.gamesPerSecond.toFixed(1)} games/s (${(st.ms / 1000).toFixed(2)} s)`
      : `  ${st.gamesPerSecond.toFixed(1)} 局/秒（${(st.ms / 1000).toFixed(2)} 秒）`,
  );
  for (const c of st.crashes)
    lines.push(
      en
        ? `  crash in game ${c.game} (seed ${c.seed}): ${c.error}`
        : `  第 ${c.game} 局崩溃（种子 ${c.seed}）：${crashText(c.error, 'zh')}`,
    );
  lines.push(...unusedText(st.cards, lang));
  return lines;
}

/** "Did my card ever do anything?": cards of the decks never played, abilities that never resolved. */
function unusedText(cards: CardStatsTable, lang: Lang): string[] {
  const en = lang === 'en';
  const lines: string[] = [];
  const names = Object.keys(cards).sort((a, b) => a.localeCompare(b, 'zh'));
  const never = names.filter((n) => cards[n].played === 0);
  if (never.length)
    lines.push(
      en
        ? `  never played (${never.length}): ${never.join(', ')}`
        : `  从未打出（${never.length}）：${never.map((n) => `「${n}」`).join('')}`,
    );
  const idle: string[] = [];
  for (const n of names) {
    for (const a of cards[n].abilities) {
      // A standing line (static, 永恒) never resolves: it is in force while its card is.
      if (a.resolved > 0 || a.continuous) continue;
      const at = a.line === null ? '' : en ? ` (line ${a.line})` : `（第${a.line}行）`;
      idle.push(en ? `${n} ability ${a.index + 1}${at}` : `「${n}」能力${a.index + 1}${at}`);
    }
  }
  if (idle.length)
    lines.push(
      en
        ? `  abilities never resolved (${idle.length}): ${idle.join('; ')}`
        : `  从未结算的能力（${idle.length}）：${idle.join('、')}`,
    );
  return lines;
}

export async function cmdPlay(args: ParsedArgs, io: PlayIO): Promise<number> {
  const lang = langOf(args.flags);
  const en = lang === 'en';
  if (args.positionals.length !== 1)
    throw new UsageError(
      en
        ? 'play needs one set folder, e.g. cardc play cards/slcg'
        : 'play 需要一个卡包文件夹，例如 cardc play cards/slcg',
      'play',
    );
  const seed = intFlag(args.flags, 'seed', 1, 0, MAX_SEED, lang);
  const games = intFlag(args.flags, 'games', 1, 1, 1_000_000, lang);
  const seeds = seedRangeProblem(seed, games);
  if (seeds) throw new UsageError(seeds[lang]);
  // --first 1|2: the seat that starts game 0 (then they take turns), as a line of sim's games.jsonl says (`first`).
  const firstPlayer = (intFlag(args.flags, 'first', 1, 1, 2, lang) - 1) as 0 | 1;
  const ag = parseAgents(args.flags.agents === undefined ? undefined : String(args.flags.agents));
  if (!ag.kinds)
    throw new UsageError(
      en
        ? `unknown agent "${ag.bad}"; use ${AGENT_KINDS.join(', ')}`
        : `未知的对局者“${ag.bad}”；可用 ${AGENT_KINDS.join('、')}`,
    );
  const humans = ag.kinds.filter((k) => !isBot(k)).length;
  if (humans && games > 1)
    throw new UsageError(
      en
        ? 'a game with a human seat is played one at a time (--games 1)'
        : '有 human 的对局一次只能下一局（--games 1）',
    );
  const format = formatOf(args.flags, lang);
  const budget = parseBudget(args.flags.budget === undefined ? undefined : String(args.flags.budget), lang);

  const dir = args.positionals[0];
  const set = loadSetOrReport(dir, io, args, lang, { en: 'nothing was played', zh: '未进行对局' });
  if (!set) return 1;
  if (!PLAYABLE_RULESETS.has(set.ruleset)) {
    io.err(
      en
        ? `cardc: the runtime cannot play ${set.ruleset} sets yet (only ${[...PLAYABLE_RULESETS].join(', ')})`
        : `cardc: 运行时暂时还不能进行 ${set.ruleset} 卡包的对局（目前只有 ${[...PLAYABLE_RULESETS].join('、')}）`,
    );
    return 1;
  }
  const decks = resolveDecks(set, args.flags.decks === undefined ? undefined : String(args.flags.decks));
  if (!decks.ok) throw new UsageError(decks.message[lang]);

  const logPath = args.flags.log === undefined ? undefined : String(args.flags.log);
  let fd: number | undefined;
  if (logPath !== undefined) {
    const p = isAbsolute(logPath) ? logPath : resolve(io.cwd, logPath);
    try {
      fd = openSync(p, 'w');
      writeSync(fd, setLine(set.name, set.ruleset, set.cards, dir, set.texts) + '\n');
    } catch (e) {
      io.err(
        en
          ? `cardc: cannot write ${logPath}: ${(e as Error).message}`
          : `cardc: 无法写入 ${logPath}：${(e as Error).message}`,
      );
      return 1;
    }
  }
  const writeGame = (r: GameRecord): void => {
    if (fd !== undefined) writeSync(fd, gameLines(r).join('\n') + '\n');
  };
  const spec: MatchSpec = {
    cards: set.cards,
    set: set.name,
    ruleset: set.ruleset,
    params: set.params,
    decks: { names: decks.names, lists: decks.lists },
    agents: ag.kinds as [BotKind, BotKind],
    budget,
    seed,
    games,
    firstPlayer,
    maxSteps: DEFAULT_MAX_STEPS,
    // Long runs log decisions and event hashes only; a few games keep every event for comparison.
    keepEvents: fd !== undefined && games <= LOG_EVENTS_MAX_GAMES,
    hashEvents: fd !== undefined && games > LOG_EVENTS_MAX_GAMES,
  };
  try {
    if (humans) {
      const setup = { ...setupOf(spec, 0), agents: ag.kinds };
      const c: DescribeContext = {
        lang,
        texts: set.texts,
        players: [seatLabel(0, ag.kinds[0], lang), seatLabel(1, ag.kinds[1], lang)],
        // A person reads areas from their own side of the board.
        viewer: ag.kinds[0] === 'human' ? 0 : 1,
      };
      const reader: LineReader = io.ask ? { ask: io.ask, show: io.out, close: () => undefined } : stdinReader();
      try {
        const r = await playInteractive(set.cards, setup, { ask: reader.ask, show: io.out }, c);
        writeGame(r);
        return r.status === 'crashed' ? 1 : 0;
      } finally {
        reader.close();
      }
    }
    const bar = progressBar(io, games);
    const narrate: DescribeContext | null = args.flags.verbose ? { lang, texts: set.texts } : null;
    const st = playMatch(spec, (r, i) => {
      writeGame(r);
      if (narrate) {
        io.out(matchLegend(r.setup, narrate));
        for (const l of narrateGame(set.cards, r.setup, r.decisions, narrate)) io.out(l);
      }
      bar?.(i + 1);
    });
    const budgetJson = spec.agents.includes('search') ? { budget } : {};
    if (format === 'json')
      io.out(
        JSON.stringify({ set: set.name, decks: decks.names, agents: spec.agents, ...budgetJson, seed, ...st }, null, 2),
      );
    else for (const l of statsText(st, spec, decks.names, lang)) io.out(l);
    if (logPath !== undefined && format === 'text') io.out(en ? `  replay log: ${logPath}` : `  回放记录：${logPath}`);
    return st.crashed ? 1 : 0;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

export async function cmdReplay(args: ParsedArgs, io: PlayIO): Promise<number> {
  const lang = langOf(args.flags);
  const en = lang === 'en';
  if (args.positionals.length !== 1)
    throw new UsageError(en ? 'replay needs one replay file' : 'replay 需要一个回放文件', 'replay');
  const file = args.positionals[0];
  let text: string;
  try {
    text = readFileSync(isAbsolute(file) ? file : resolve(io.cwd, file), 'utf8');
  } catch (e) {
    // A replay file that is not there is a bad invocation, as a missing path is for every command (exit 2).
    const why = (e as NodeJS.ErrnoException).code === 'ENOENT' ? noSuchPath(file, lang) : null;
    io.err(
      why
        ? `cardc: ${why}`
        : en
          ? `cardc: cannot read ${file}: ${readErrorText(e, lang)}`
          : `cardc: 无法读取 ${file}：${readErrorText(e, lang)}`,
    );
    return 2;
  }
  const parsed = parseReplay(text);
  if (!parsed.ok) {
    io.err(formatText({ file, text, diagnostics: parsed.problems.map((p) => p.diagnostic) }, lang));
    return 1;
  }
  const { set, games } = parsed.file;
  if (!PLAYABLE_RULESETS.has(set.ruleset)) {
    io.err(
      en
        ? `cardc: the runtime cannot play ${set.ruleset} games yet`
        : `cardc: 运行时暂时还不能进行 ${set.ruleset} 对局`,
    );
    return 1;
  }
  let total = 0;
  let reproducedCrashes = 0;
  let agentStops = 0;
  for (const g of games) {
    const r = rerun(set.cards, g.setup, g.decisions);
    const gi = g.setup.game ?? 0;
    if (args.flags.verbose) {
      const c: DescribeContext = { lang, texts: new Map(Object.entries(set.texts ?? {})) };
      io.out(matchLegend(g.setup, c));
      for (const l of narrateGame(set.cards, g.setup, g.decisions, c)) io.out(l);
    }
    // The first place the re-run leaves the record, in the runtime's words (the playground's replay viewer says the same).
    const m = firstMismatch(g, r, set.version);
    if (m) {
      io.err(replayMismatchText(m, lang));
      if (r.error && m.kind !== 'decision')
        io.err(en ? `  engine error: ${r.error}` : `  引擎错误：${crashText(r.error, 'zh')}`);
      return 1;
    }
    const recordedCrash = g.result?.status === 'crashed';
    // A recorded game an agent stopped (a bot that threw, the terminal gone: `agent N: …`) stopped outside the
    // engine: the re-run, which asks no agent, plays the same decisions to the same point and stops there.
    const agentStop = recordedCrash && isAgentStop(g.result?.error);
    if (r.error && !recordedCrash) {
      io.err(en ? `replay of game ${gi} stopped: ${r.error}` : `第 ${gi} 局重放中止：${crashText(r.error, 'zh')}`);
      return 1;
    }
    // The recorded outcome must be what the re-run reached (a result line edited alone is caught here).
    const ending = outcomeMismatch(g, replayedOutcome(r, g.result?.status, g.result?.error));
    if (ending) {
      io.err(replayMismatchText(ending, lang));
      return 1;
    }
    if (r.error) reproducedCrashes++;
    if (agentStop) agentStops++;
    total += r.events.length;
  }
  const gamesText = games.length > 1 ? `, ${games.length} games` : '';
  const crashNote = reproducedCrashes
    ? en
      ? ` (reproduces ${reproducedCrashes} recorded engine error(s))`
      : `（重现了记录中的 ${reproducedCrashes} 个引擎错误）`
    : '';
  const agentNote = agentStops
    ? en
      ? ` (${agentStops} recorded game(s) stopped on an agent's error, not the engine's: replayed up to it)`
      : `（记录中 ${agentStops} 局因代理出错而中止，不是引擎错误：已重放到那里）`
    : '';
  io.out(`replay OK: ${total} events${gamesText}${crashNote}${agentNote}`);
  return 0;
}
