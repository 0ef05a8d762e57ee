// What a `cardc` command is: its words for help, the options it accepts, and the module that runs it
// (imported only when the command runs, so `cardc check` never loads the runtime, ts-morph or resvg).
import type { Lang } from '../../grammar/index.js';

export interface Localized {
  zh: string;
  en: string;
}

export interface CliIO {
  out: (s: string) => void;
  err: (s: string) => void;
  cwd: string;
  /** stderr is a terminal (progress lines). */
  isTTY: boolean;
  /** Raw writes to the terminal for progress lines (no newline); default process.stderr. */
  progress?: (s: string) => void;
  /** Colour in text output (main.ts decides from the terminal, NO_COLOR and FORCE_COLOR). Default off. */
  color?: boolean;
  /** Code frames under diagnostics (main.ts: when stdout is a terminal). Default off. */
  pretty?: boolean;
  /** Environment for the CLI's decisions (default process.env). */
  env?: Record<string, string | undefined>;
  /** Ends a long-running command (`check --watch`); main.ts ends it on Ctrl-C. */
  signal?: AbortSignal;
}

/** A bad invocation: exit code 2 with the message and a pointer to the help. */
export class UsageError extends Error {
  constructor(
    message: string,
    /** The command whose help to point at. */
    readonly command?: string,
  ) {
    super(message);
  }
}

export interface ParsedArgs {
  command?: string;
  positionals: string[];
  flags: Record<string, string | boolean>;
}

export type Command = (args: ParsedArgs, io: CliIO) => number | Promise<number>;

export interface OptionSpec {
  type: 'string' | 'boolean';
  short?: string;
  /** The value's placeholder in help (N, 目录/dir, …). */
  value?: Localized;
  /** One line for the help. */
  help: Localized;
}

export interface CommandSpec {
  name: string;
  /** The arguments after the name, for the usage line: `<路径…>` / `<paths…>`. */
  args: Localized;
  /** One line for `cardc help`. */
  summary: Localized;
  /** Paragraphs after the options in `cardc help <command>`. */
  details?: Localized;
  /** The command's own options (the common ones, --lang and --help, are added by the parser). */
  options: Record<string, OptionSpec>;
  load: () => Promise<{ run: Command }>;
}

export function pick(l: Localized, lang: Lang): string {
  return lang === 'en' ? l.en : l.zh;
}
