// The `cardc` command line: check, build, play, replay, test and preview (compiler/cli/commands.ts
// lists them; each command's module is imported only when it runs, which keeps start-up short).
// Exit codes: 0 = clean, 1 = problems found, 2 = bad invocation. Nothing ends in a stack trace.
import type { Lang } from '../grammar/index.js';
import { closest } from '../grammar/distance.js';
import { langOf, langOfArgv, parseCommand, splitCommand } from './cli/args.js';
import { colorEnabled, colors } from './cli/color.js';
import { COMMAND_SPECS, COMMANDS_BY_NAME } from './cli/commands.js';
import { commandHelp, overviewHelp } from './cli/help.js';
import { MissingPathError } from './cli/paths.js';
import { UsageError, type CliIO, type ParsedArgs } from './cli/spec.js';
import { packageVersion } from './package-root.js';
import type { TextStyle } from './report.js';

export { formatOf, intFlag, langOf } from './cli/args.js';
export { UsageError, type CliIO, type Command, type ParsedArgs } from './cli/spec.js';

/** Colours and code frames for a command's text output: the terminal's, unless --pretty / --no-pretty / --color / --no-color say otherwise. */
export function textStyle(io: CliIO, flags: ParsedArgs['flags']): TextStyle {
  const env = io.env ?? process.env;
  const on = flags.color || flags['no-color'] ? colorEnabled(flags, env, false) : !!io.color;
  const frames = flags['no-pretty'] ? false : flags.pretty ? true : !!io.pretty;
  return { colors: colors(on), frames };
}

export async function main(argv: string[], io: CliIO): Promise<number> {
  let lang: Lang = langOfArgv(argv);
  let command: string | undefined;
  try {
    const split = splitCommand(argv);
    command = split.command;
    if (command === undefined || command === 'help') {
      const args = parseCommand(undefined, split.rest, lang);
      lang = langOf(args.flags);
      if (args.flags.version) {
        io.out(packageVersion());
        return 0;
      }
      const topic = command === 'help' ? args.positionals[0] : undefined;
      if (topic === undefined) {
        io.out(overviewHelp(lang, packageVersion()));
        return 0;
      }
      const spec = COMMANDS_BY_NAME.get(topic);
      if (!spec) throw unknownCommand(topic, lang);
      io.out(commandHelp(spec, lang));
      return 0;
    }
    const spec = COMMANDS_BY_NAME.get(command);
    if (!spec) throw unknownCommand(command, lang);
    const args = parseCommand(spec, split.rest, lang);
    lang = langOf(args.flags);
    if (args.flags.help) {
      io.out(commandHelp(spec, lang));
      return 0;
    }
    const { run } = await spec.load();
    return await run(args, io);
  } catch (e) {
    if (e instanceof MissingPathError) {
      io.err(`cardc: ${e.message}`);
      return 2;
    }
    if (e instanceof UsageError) {
      io.err(`cardc: ${e.message}`);
      const about = e.command ?? (command && COMMANDS_BY_NAME.has(command) ? command : undefined);
      const how = about ? `cardc help ${about}` : 'cardc help';
      io.err(lang === 'en' ? `run "${how}" for usage` : `运行 “${how}” 查看用法`);
      return 2;
    }
    io.err(
      lang === 'en' ? `cardc: internal error: ${(e as Error).message}` : `cardc: 内部错误：${(e as Error).message}`,
    );
    return 70;
  }
}

/** Words people try for a command that are nowhere near its name: running scenarios is `test`. */
const COMMAND_WORDS: Readonly<Record<string, string>> = { scenario: 'test', scenarios: 'test' };

function unknownCommand(name: string, lang: Lang): UsageError {
  const near =
    COMMAND_WORDS[name] ??
    closest(
      name,
      COMMAND_SPECS.map((c) => c.name),
    );
  const hint = near ? (lang === 'en' ? `; did you mean ${near}?` : `；是不是 ${near}？`) : '';
  return new UsageError(lang === 'en' ? `unknown command ${name}${hint}` : `未知命令 ${name}${hint}`);
}
