// `cardc build <set-dir> --out <dir>`: runs buildSet and prints its diagnostics and summary line.
// compiler/cli/commands.ts loads this module when `cardc build` runs.
import { resolve } from 'node:path';
import { formatOf, langOf, textStyle, UsageError, type CliIO, type ParsedArgs } from '../cli.js';
import { pathDisplay, requirePath } from '../cli/paths.js';
import { formatText, groupByFile, toJson } from '../report.js';
import { progressLine } from '../progress.js';
import { BUILD_STAGES, buildSet, summary } from './index.js';

export function run(args: ParsedArgs, io: CliIO): number {
  const lang = langOf(args.flags);
  const format = formatOf(args.flags, lang);
  const [dir, ...extra] = args.positionals;
  if (!dir || extra.length)
    throw new UsageError(
      lang === 'en' ? 'build needs exactly one set folder' : 'build 需要正好一个卡包文件夹',
      'build',
    );
  requirePath(dir, io.cwd, lang);
  const out = typeof args.flags.out === 'string' ? args.flags.out : resolve(io.cwd, dir, 'dist');
  const outAbs = resolve(io.cwd, out);
  const shown = pathDisplay(io.cwd);
  const r = buildSet(resolve(io.cwd, dir), outAbs, BUILD_STAGES, {
    progress: (total) => progressLine(io, total, { zh: '编译中', en: 'building' }, lang),
  });
  const files = groupByFile(r.diagnostics, shown, dir);
  if (format === 'json') {
    io.out(
      JSON.stringify(
        {
          diagnostics: files.flatMap(toJson),
          summary: { ...r.summary, out: shown(outAbs), written: r.summary.written.map(shown) },
        },
        null,
        2,
      ),
    );
  } else {
    const style = textStyle(io, args.flags);
    for (const f of files) {
      const s = formatText(f, lang, style);
      if (s) io.out(s);
    }
    io.out(summary(r.summary, lang));
    if (r.summary.written.length) io.out(lang === 'en' ? `written to ${shown(outAbs)}` : `已写入 ${shown(outAbs)}`);
  }
  return r.summary.errors ? 1 : 0;
}
