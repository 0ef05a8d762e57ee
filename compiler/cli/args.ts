// The command line → ParsedArgs, on node's util.parseArgs (its tokens: we keep the words of the errors,
// in both languages, and suggest the option meant). Nothing here runs a command.
import { parseArgs as nodeParseArgs } from 'node:util';
import type { Lang } from '../../grammar/index.js';
import { closest } from '../../grammar/distance.js';
import { UsageError, type CommandSpec, type OptionSpec, type ParsedArgs } from './spec.js';

/** Options every command takes. */
export const COMMON_OPTIONS: Record<string, OptionSpec> = {
  lang: {
    type: 'string',
    value: { zh: 'zh|en', en: 'zh|en' },
    help: { zh: '消息语言（默认 zh）', en: 'message language (default zh)' },
  },
  color: {
    type: 'boolean',
    help: {
      zh: '不是终端时也着色（也可设 FORCE_COLOR=1）',
      en: 'colour even when not a terminal (or set FORCE_COLOR=1)',
    },
  },
  'no-color': { type: 'boolean', help: { zh: '不着色（也可设 NO_COLOR=1）', en: 'no colour (or set NO_COLOR=1)' } },
  help: { type: 'boolean', short: 'h', help: { zh: '显示此命令的帮助', en: 'show this command’s help' } },
};

/** Options of the bare `cardc` (no command). */
export const TOP_OPTIONS: Record<string, OptionSpec> = {
  version: { type: 'boolean', short: 'v', help: { zh: '显示版本', en: 'show the version' } },
};

/** The language asked for anywhere on the line, for messages printed before the line is understood. */
export function langOfArgv(argv: readonly string[]): Lang {
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--lang' && argv[i + 1] === 'en') return 'en';
    if (argv[i] === '--lang=en') return 'en';
  }
  return 'zh';
}

/** Index of the command word: the first argument that is neither an option nor --lang's value. */
function commandIndex(argv: readonly string[]): number {
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--') return i + 1 < argv.length ? i + 1 : -1;
    if (a === '--lang') i++;
    else if (!a.startsWith('-') || a === '-') return i;
  }
  return -1;
}

/** Splits off the command word; the rest is parsed by parseCommand with that command's options. */
export function splitCommand(argv: readonly string[]): { command?: string; rest: string[] } {
  const i = commandIndex(argv);
  if (i < 0) return { rest: [...argv] };
  const before = argv.slice(0, i);
  // `cardc -- check x`: what follows the command stays positional.
  if (before[before.length - 1] === '--')
    return { command: argv[i], rest: [...before.slice(0, -1), '--', ...argv.slice(i + 1)] };
  return { command: argv[i], rest: [...before, ...argv.slice(i + 1)] };
}

function optionName(name: string): string {
  return name.length === 1 ? `-${name}` : `--${name}`;
}

/** Words people try for an option that are nowhere near its name: a game is recorded with `--log`. */
const OPTION_WORDS: Readonly<Record<string, string>> = { record: 'log' };

/**
 * Parses a command's arguments. Unknown options, missing values and values given to switches are
 * UsageErrors naming the command, with the closest option when one is near.
 */
export function parseCommand(
  spec: Pick<CommandSpec, 'name' | 'options'> | undefined,
  rest: readonly string[],
  lang: Lang,
): ParsedArgs {
  const en = lang === 'en';
  const options: Record<string, OptionSpec> = { ...COMMON_OPTIONS, ...(spec ? spec.options : TOP_OPTIONS) };
  const config: Record<string, { type: 'string' | 'boolean'; short?: string }> = {};
  for (const [k, o] of Object.entries(options))
    config[k] = o.short ? { type: o.type, short: o.short } : { type: o.type };
  const { tokens } = nodeParseArgs({
    args: [...rest],
    options: config,
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  const where = spec ? (en ? ` for ${spec.name}` : `（${spec.name} 命令）`) : '';
  const flags: Record<string, string | boolean> = {};
  const positionals: string[] = [];
  for (const t of tokens) {
    if (t.kind === 'positional') positionals.push(t.value);
    else if (t.kind === 'option') {
      const o = options[t.name];
      if (!o) {
        const word = OPTION_WORDS[t.name];
        const near =
          word && options[word]
            ? `--${word}`
            : closest(
                `--${t.name}`,
                Object.keys(options).map((k) => `--${k}`),
              );
        const hint = near ? (en ? `; did you mean ${near}?` : `；是不是 ${near}？`) : '';
        throw new UsageError(
          en ? `unknown option ${t.rawName}${where}${hint}` : `未知选项 ${t.rawName}${where}${hint}`,
          spec?.name,
        );
      }
      if (o.type === 'string') {
        if (t.value === undefined)
          throw new UsageError(
            en ? `${optionName(t.name)} needs a value` : `${optionName(t.name)} 需要一个值`,
            spec?.name,
          );
        flags[t.name] = t.value;
      } else {
        if (t.value !== undefined)
          throw new UsageError(
            en ? `${optionName(t.name)} takes no value` : `${optionName(t.name)} 不带值`,
            spec?.name,
          );
        flags[t.name] = true;
      }
    }
  }
  return { command: spec?.name, positionals, flags };
}

export function langOf(flags: ParsedArgs['flags']): Lang {
  const l = flags.lang ?? 'zh';
  if (l !== 'zh' && l !== 'en')
    throw new UsageError(`--lang 只能是 zh 或 en，而不是 ${String(l)} (--lang must be zh or en)`);
  return l;
}

export function formatOf(flags: ParsedArgs['flags'], lang: Lang = langOf(flags)): 'text' | 'json' {
  const f = flags.format ?? 'text';
  if (f !== 'text' && f !== 'json')
    throw new UsageError(
      lang === 'en'
        ? `--format must be text or json, not ${String(f)}`
        : `--format 只能是 text 或 json，而不是 ${String(f)}`,
    );
  return f;
}

/** An integer option within [min, max]; `def` when absent. */
export function intFlag(
  flags: ParsedArgs['flags'],
  name: string,
  def: number,
  min: number,
  max: number,
  lang: Lang,
): number {
  const v = flags[name];
  if (v === undefined) return def;
  const s = String(v);
  if (!/^\d+$/.test(s) || Number(s) < min || Number(s) > max) {
    throw new UsageError(
      lang === 'en'
        ? `--${name} must be an integer from ${min} to ${max}, not ${s}`
        : `--${name} 应为 ${min} 到 ${max} 的整数，而不是 ${s}`,
    );
  }
  return Number(s);
}
