// `cardc check <paths…> [--watch]`: checks files and folders (check-paths.ts), prints the diagnostics
// sorted by file and position, then a summary; with --watch, checks again whenever a .card file or a
// set.yaml under the paths changes, reusing one Analysis so unchanged cards are not parsed again.
import { watch as fsWatch, statSync, type FSWatcher } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { rulesetByName, type Lang, type RulesetId } from '../grammar/index.js';
import { Analysis } from './analysis.js';
import { checkPaths } from './check-paths.js';
import { noSuchPath } from './cli/paths.js';
import { findManifest } from './files.js';
import { MANIFEST_NAMES } from './manifest/index.js';
import { formatOf, langOf, textStyle, UsageError, type CliIO, type ParsedArgs } from './cli.js';
import { progressLine } from './progress.js';
import { countBySeverity, formatText, summaryLine, toJson, type TextStyle } from './report.js';

/** Changes closer together than this are checked once. */
const WATCH_DEBOUNCE_MS = 120;

function rulesetOf(flags: ParsedArgs['flags'], lang: Lang): RulesetId | undefined {
  if (flags.ruleset === undefined) return undefined;
  const r = rulesetByName(String(flags.ruleset));
  if (!r)
    throw new UsageError(
      lang === 'en'
        ? `unknown ruleset ${String(flags.ruleset)}; use slcg, guangan or kaling`
        : `未知规则集 ${String(flags.ruleset)}；可用 slcg、guangan、kaling`,
    );
  return r;
}

interface CheckRun {
  paths: string[];
  ruleset?: RulesetId;
  lang: Lang;
  format: 'text' | 'json';
  style: TextStyle;
  analysis: Analysis;
  /** One JSON document per line (watch mode) instead of indented JSON. */
  compact?: boolean;
}

/** Checks once and prints; returns the exit code (0 clean, 1 errors, 2 missing paths). */
function checkOnce(c: CheckRun, io: CliIO): number {
  const r = checkPaths(c.paths, {
    ruleset: c.ruleset,
    cwd: io.cwd,
    analysis: c.analysis,
    progress: (total) => progressLine(io, total, { zh: '检查中', en: 'checking' }, c.lang),
  });
  if (r.missing.length) {
    for (const m of r.missing) io.err(`cardc: ${noSuchPath(m, c.lang)}`);
    return 2;
  }
  const all = r.files.flatMap((f) => f.diagnostics);
  const counts = countBySeverity(all);
  if (c.format === 'json') {
    io.out(
      JSON.stringify(
        { files: r.cardFiles, diagnostics: r.files.flatMap(toJson), summary: counts },
        null,
        c.compact ? undefined : 2,
      ),
    );
  } else {
    for (const f of r.files) {
      const s = formatText(f, c.lang, c.style);
      if (s) io.out(s);
    }
    const line = summaryLine(r.cardFiles, counts, c.lang);
    io.out(
      counts.errors
        ? c.style.colors.red(line)
        : counts.warnings
          ? c.style.colors.yellow(line)
          : c.style.colors.green(line),
    );
  }
  return counts.errors ? 1 : 0;
}

export function run(args: ParsedArgs, io: CliIO): number | Promise<number> {
  const lang = langOf(args.flags);
  const format = formatOf(args.flags, lang);
  const ruleset = rulesetOf(args.flags, lang);
  if (!args.positionals.length)
    throw new UsageError(lang === 'en' ? 'check needs at least one path' : 'check 需要至少一个路径', 'check');
  const c: CheckRun = {
    paths: args.positionals,
    ruleset,
    lang,
    format,
    style: format === 'json' ? textStyle({ ...io, color: false, pretty: false }, {}) : textStyle(io, args.flags),
    analysis: new Analysis(),
  };
  if (!args.flags.watch) return checkOnce(c, io);
  return watchAndCheck({ ...c, compact: true }, io);
}

/** What to watch: each folder recursively; for a file, its folder (editors replace files by renaming) and its set manifest. */
function watchTargets(paths: string[], cwd: string): { dir: string; recursive: boolean; only?: Set<string> }[] {
  const targets = new Map<string, { dir: string; recursive: boolean; only?: Set<string> }>();
  for (const p of paths) {
    const abs = resolve(cwd, p);
    let isDir = false;
    try {
      isDir = statSync(abs).isDirectory();
    } catch {
      continue;
    }
    if (isDir) {
      targets.set(abs, { dir: abs, recursive: true });
      const m = findManifest(resolve(abs, 'x.card'));
      if (m && dirname(m) !== abs && !targets.has(dirname(m)))
        targets.set(dirname(m), { dir: dirname(m), recursive: false, only: new Set(MANIFEST_NAMES) });
      continue;
    }
    const names = [basename(abs)];
    const m = findManifest(abs);
    if (m && dirname(m) === dirname(abs)) names.push(...MANIFEST_NAMES);
    const t = targets.get(dirname(abs)) ?? { dir: dirname(abs), recursive: false, only: new Set<string>() };
    for (const n of names) t.only?.add(n);
    targets.set(dirname(abs), t);
    if (m && dirname(m) !== dirname(abs) && !targets.has(dirname(m)))
      targets.set(dirname(m), { dir: dirname(m), recursive: false, only: new Set(MANIFEST_NAMES) });
  }
  return [...targets.values()];
}

function interrupted(): AbortSignal {
  const ac = new AbortController();
  process.once('SIGINT', () => ac.abort());
  return ac.signal;
}

async function watchAndCheck(c: CheckRun, io: CliIO): Promise<number> {
  const en = c.lang === 'en';
  const signal = io.signal ?? interrupted();
  const stamp = () => new Date().toTimeString().slice(0, 8);
  const banner = (s: string) => {
    if (c.format === 'text') io.out(c.style.colors.dim(`[${stamp()}] ${s}`));
  };
  banner(en ? 'checking…' : '检查中…');
  let code = checkOnce(c, io);
  banner(en ? 'watching for changes (Ctrl-C to stop)' : '正在监视文件改动（按 Ctrl-C 结束）');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const changed = (name: string | null) => {
    if (name !== null && !name.endsWith('.card') && !/\.ya?ml$/.test(name)) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      banner(en ? 'files changed; checking again…' : '文件有改动，重新检查…');
      code = checkOnce(c, io);
    }, WATCH_DEBOUNCE_MS);
  };
  const watchers: FSWatcher[] = [];
  for (const t of watchTargets(c.paths, io.cwd)) {
    try {
      watchers.push(
        fsWatch(t.dir, { recursive: t.recursive, signal }, (_e, name) => {
          const n = name === null ? null : String(name);
          if (t.only && n !== null && !t.only.has(basename(n))) return;
          changed(n);
        }),
      );
    } catch (e) {
      io.err(
        en
          ? `cardc: cannot watch ${t.dir}: ${(e as Error).message}`
          : `cardc: 无法监视 ${t.dir}：${(e as Error).message}`,
      );
    }
  }
  await new Promise<void>((done) => {
    if (signal.aborted) done();
    else signal.addEventListener('abort', () => done(), { once: true });
  });
  if (timer) clearTimeout(timer);
  for (const w of watchers) w.close();
  return code;
}
