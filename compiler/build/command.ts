// `cardc build <set-dir> --out <dir>`: runs buildSet and prints its diagnostics and summary line.
// Importing this module registers the command with the CLI (see compiler/commands.ts).
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import type { Diagnostic } from '../../grammar/index.js';
import { COMMANDS, formatOf, langOf, UsageError, type CliIO, type ParsedArgs } from '../cli.js';
import { formatText, toJson } from '../report.js';
import { progressLine } from '../progress.js';
import { BUILD_STAGES, buildSet, summary } from './index.js';

export function cmdBuild(args: ParsedArgs, io: CliIO): number {
  const lang = langOf(args.flags);
  const format = formatOf(args.flags);
  const [dir, ...extra] = args.positionals;
  if (!dir || extra.length) throw new UsageError(lang === 'en' ? 'build needs exactly one set folder' : 'build 需要正好一个卡包文件夹');
  const out = typeof args.flags.out === 'string' ? args.flags.out : resolve(dir, 'dist');
  const r = buildSet(resolve(io.cwd, dir), resolve(io.cwd, out), BUILD_STAGES, {
    progress: (total) => progressLine(io, total, { zh: '编译中', en: 'building' }, lang),
  });
  const byFile = new Map<string, Diagnostic[]>();
  for (const d of r.diagnostics) {
    const f = d.file ?? '';
    byFile.set(f, [...(byFile.get(f) ?? []), d]);
  }
  const files = [...byFile].map(([file, diagnostics]) => {
    let text = '';
    try {
      if (file) text = readFileSync(file, 'utf8');
    } catch {
      /* diagnostics about unreadable files carry no range */
    }
    return { file: file ? relative(io.cwd, file) || file : dir, text, diagnostics: diagnostics.map((d) => ({ ...d, file: file ? relative(io.cwd, file) || file : undefined })) };
  });
  if (format === 'json') {
    io.out(JSON.stringify({ diagnostics: files.flatMap(toJson), summary: { ...r.summary, written: r.summary.written.map((p) => relative(io.cwd, p)) } }, null, 2));
  } else {
    for (const f of files) {
      const s = formatText(f, lang);
      if (s) io.out(s);
    }
    io.out(summary(r.summary, lang));
  }
  return r.summary.errors ? 1 : 0;
}

COMMANDS.build = cmdBuild;
