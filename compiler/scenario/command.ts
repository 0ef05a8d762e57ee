// `cardc test <paths…>`: runs scenario files (folders recursively: every *.scenario.yaml), prints ✓ / ✗
// per scenario with the failing assertion, then "N passed, M failed". Exit 1 on any failure, 2 on bad
// invocation.
import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { noSuchPath, pathDisplay } from '../cli/paths.js';
import { formatOf, langOf, textStyle, UsageError, type CliIO, type ParsedArgs } from '../cli.js';
import { formatText, toJson } from '../report.js';
import { runScenarioFile, type ScenarioResult } from './run.js';

const SUFFIX = '.scenario.yaml';
/** YAML's other extension: a folder's `x.scenario.yml` is run too, never silently skipped. */
const SUFFIXES = [SUFFIX, '.scenario.yml'];

/** Scenario files under the paths, sorted within each folder; `missing` lists paths that do not exist. */
export function collectScenarios(paths: string[], cwd: string): { files: string[]; missing: string[] } {
  const files: string[] = [];
  const missing: string[] = [];
  const walk = (d: string) => {
    for (const n of readdirSync(d).sort()) {
      if (n === 'node_modules' || n === 'dist' || n.startsWith('.')) continue;
      const p = join(d, n);
      const st = statSync(p);
      if (st.isDirectory()) walk(p);
      else if (SUFFIXES.some((x) => n.endsWith(x))) files.push(p);
    }
  };
  for (const raw of paths) {
    const p = resolve(cwd, raw);
    let st;
    try {
      st = statSync(p);
    } catch {
      missing.push(raw);
      continue;
    }
    if (st.isDirectory()) walk(p);
    else files.push(p);
  }
  return { files: [...new Set(files)], missing };
}

export function cmdTest(args: ParsedArgs, io: CliIO): number {
  const lang = langOf(args.flags);
  const format = formatOf(args.flags, lang);
  if (!args.positionals.length)
    throw new UsageError(lang === 'en' ? 'test needs at least one path' : 'test 需要至少一个路径', 'test');
  const style = textStyle(io, args.flags);
  const { files, missing } = collectScenarios(args.positionals, io.cwd);
  if (missing.length) {
    for (const m of missing) io.err(`cardc: ${noSuchPath(m, lang)}`);
    return 2;
  }
  if (!files.length) {
    io.err(
      lang === 'en'
        ? `cardc: no *${SUFFIX} files in ${args.positionals.join(' ')}`
        : `cardc: ${args.positionals.join(' ')} 中没有 *${SUFFIX} 文件`,
    );
    return 2;
  }
  const display = pathDisplay(io.cwd);
  const results: ScenarioResult[] = [];
  for (const f of files) {
    const r = runScenarioFile(f);
    const shown = display(f);
    r.diagnostics = r.diagnostics.map((d) => ({ ...d, file: d.file === f ? shown : d.file }));
    r.file = shown;
    results.push(r);
  }
  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed;
  if (format === 'json') {
    io.out(
      JSON.stringify(
        {
          scenarios: results.map((r) => ({
            file: r.file,
            name: r.name,
            rules: r.rules,
            ok: r.ok,
            steps: r.steps,
            diagnostics: toJson({ file: r.file, text: r.text, diagnostics: r.diagnostics }),
          })),
          summary: { passed, failed },
        },
        null,
        2,
      ),
    );
  } else {
    for (const r of results) {
      io.out(`${r.ok ? style.colors.green('✓') : style.colors.red('✗')} ${r.file}${r.name ? `  ${r.name}` : ''}`);
      if (!r.ok) io.out(indent(formatText({ file: r.file, text: r.text, diagnostics: r.diagnostics }, lang, style)));
    }
    io.out(lang === 'en' ? `${passed} passed, ${failed} failed` : `${passed} 个通过，${failed} 个失败`);
  }
  return failed ? 1 : 0;
}

const indent = (s: string): string =>
  s
    .split('\n')
    .map((l) => `    ${l}`)
    .join('\n');

export const run = cmdTest;
