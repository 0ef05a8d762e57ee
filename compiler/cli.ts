// The `cardc` command line: check, build, and (with the runtime) play, test and replay.
// Exit codes: 0 = clean, 1 = problems found, 2 = bad invocation. Nothing ends in a stack trace.
import { RULESET_ALIASES, type Lang, type RulesetId } from '../grammar/index.js';
import { checkPaths } from './check-paths.js';
import { progressLine } from './progress.js';
import { countBySeverity, formatText, summaryLine, toJson } from './report.js';

export interface CliIO {
  out: (s: string) => void;
  err: (s: string) => void;
  cwd: string;
  isTTY: boolean;
  /** Raw writes to the terminal for progress lines (no newline); default process.stderr. */
  progress?: (s: string) => void;
}

export class UsageError extends Error {}

const HELP_ZH = `用法：cardc <命令> [选项]

命令：
  check <路径…>            检查 .card 文件或文件夹（语法与规则集检查）
  build <卡包文件夹> --out <目录>  编译卡包：cards.json（IR）、manifest.json、cards.js + cards.d.ts
  help [命令]              显示帮助

通用选项：
  --lang zh|en            消息语言（默认 zh）
  --format text|json      输出格式（默认 text）
  --ruleset slcg|guangan|kaling   没有 set.yaml 时使用的规则集
  -h, --help              显示帮助`;

const EXIT_ZH = '退出码：0 没有错误；1 发现错误；2 调用方式错误。';

const HELP_EN = `Usage: cardc <command> [options]

Commands:
  check <paths…>           check .card files or folders (syntax and ruleset checks)
  build <set-dir> --out <dir>   compile a card set: cards.json (IR), manifest.json, cards.js + cards.d.ts
  help [command]           show help

Options:
  --lang zh|en            message language (default zh)
  --format text|json      output format (default text)
  --ruleset slcg|guangan|kaling   ruleset for files without a set.yaml
  -h, --help              show help`;

const EXIT_EN = 'Exit codes: 0 = no errors; 1 = errors found; 2 = bad invocation.';

export interface ParsedArgs {
  command?: string;
  positionals: string[];
  flags: Record<string, string | boolean>;
}

const VALUE_FLAGS = new Set(['lang', 'format', 'ruleset', 'out', 'decks', 'deck', 'sheet', 'seed', 'games', 'agents', 'log']);
const BOOL_FLAGS = new Set(['help', 'quiet', 'verbose', 'png']);

export function parseArgs(argv: string[]): ParsedArgs {
  const positionals: string[] = [];
  const flags: Record<string, string | boolean> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '-h') flags.help = true;
    else if (a.startsWith('--')) {
      const [k, inline] = a.slice(2).split(/=(.*)/s, 2);
      if (VALUE_FLAGS.has(k)) {
        const v = inline ?? argv[++i];
        if (v === undefined) throw new UsageError(`--${k} needs a value`);
        flags[k] = v;
      } else if (BOOL_FLAGS.has(k)) flags[k] = true;
      else throw new UsageError(`unknown option --${k}`);
    } else positionals.push(a);
  }
  const [command, ...rest] = positionals;
  return { command, positionals: rest, flags };
}

export function langOf(flags: ParsedArgs['flags']): Lang {
  const l = flags.lang ?? 'zh';
  if (l !== 'zh' && l !== 'en') throw new UsageError(`--lang must be zh or en, not ${String(l)}`);
  return l;
}

export function formatOf(flags: ParsedArgs['flags']): 'text' | 'json' {
  const f = flags.format ?? 'text';
  if (f !== 'text' && f !== 'json') throw new UsageError(`--format must be text or json, not ${String(f)}`);
  return f;
}

function rulesetOf(flags: ParsedArgs['flags']): RulesetId | undefined {
  if (flags.ruleset === undefined) return undefined;
  const r = RULESET_ALIASES[String(flags.ruleset)];
  if (!r) throw new UsageError(`unknown ruleset ${String(flags.ruleset)}; use slcg, guangan or kaling`);
  return r;
}

export function cmdCheck(args: ParsedArgs, io: CliIO): number {
  const lang = langOf(args.flags);
  const format = formatOf(args.flags);
  const ruleset = rulesetOf(args.flags);
  if (!args.positionals.length) throw new UsageError(lang === 'en' ? 'check needs at least one path' : 'check 需要至少一个路径');
  const r = checkPaths(args.positionals, {
    ruleset,
    cwd: io.cwd,
    progress: (total) => progressLine(io, total, { zh: '检查中', en: 'checking' }, lang),
  });
  if (r.missing.length) {
    for (const m of r.missing) io.err(lang === 'en' ? `cardc: no such file or folder: ${m}` : `cardc：找不到文件或文件夹：${m}`);
    return 2;
  }
  const all = r.files.flatMap((f) => f.diagnostics);
  const counts = countBySeverity(all);
  const cardFiles = r.cardFiles;
  if (format === 'json') {
    io.out(JSON.stringify({ files: cardFiles, diagnostics: r.files.flatMap(toJson), summary: counts }, null, 2));
  } else {
    for (const f of r.files) {
      const s = formatText(f, lang);
      if (s) io.out(s);
    }
    io.out(summaryLine(cardFiles, counts, lang));
  }
  return counts.errors ? 1 : 0;
}

type Command = (args: ParsedArgs, io: CliIO) => number | Promise<number>;

/** Commands by name; other modules (build, play, test, replay) register themselves here. */
export const COMMANDS: Record<string, Command> = {
  check: cmdCheck,
};

export const EXTRA_HELP: { zh: string; en: string }[] = [];

export async function main(argv: string[], io: CliIO): Promise<number> {
  let lang: Lang = argv.includes('--lang=en') || argv[argv.indexOf('--lang') + 1] === 'en' ? 'en' : 'zh';
  try {
    const args = parseArgs(argv);
    lang = langOf(args.flags);
    if (!args.command || args.command === 'help' || args.flags.help) {
      io.out(lang === 'en' ? HELP_EN : HELP_ZH);
      for (const h of EXTRA_HELP) io.out(lang === 'en' ? h.en : h.zh);
      io.out(lang === 'en' ? EXIT_EN : EXIT_ZH);
      return args.command && args.command !== 'help' && !COMMANDS[args.command] ? 2 : 0;
    }
    const cmd = COMMANDS[args.command];
    if (!cmd) throw new UsageError(lang === 'en' ? `unknown command ${args.command}` : `未知命令 ${args.command}`);
    return await cmd(args, io);
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(`cardc: ${e.message}`);
      io.err(lang === 'en' ? 'run "cardc help" for usage' : '运行 “cardc help” 查看用法');
      return 2;
    }
    io.err(lang === 'en' ? `cardc: internal error: ${(e as Error).message}` : `cardc：内部错误：${(e as Error).message}`);
    return 70;
  }
}
