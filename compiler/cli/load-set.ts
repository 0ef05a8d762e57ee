// A command's set, compiled in memory for play, sim and preview: on errors they are printed (sorted, with code
// frames on a terminal) followed by one line saying what the command did not do, and there is no set.
import type { Lang } from '../../grammar/index.js';
import { textStyle, type CliIO, type ParsedArgs } from '../cli.js';
import { formatDiagnostics, loadPlayableSet, type PlayableSet } from '../play/load-set.js';
import { pathDisplay, requirePath } from './paths.js';

/**
 * The set in `dir`, or undefined after its errors and "the set has errors; nothing was <undone>" were printed. A
 * folder that is not there is a bad invocation (MissingPathError, exit 2), as for check and test.
 */
export function loadSetOrReport(
  dir: string,
  io: CliIO,
  args: ParsedArgs,
  lang: Lang,
  undone: { zh: string; en: string },
): PlayableSet | undefined {
  requirePath(dir, io.cwd, lang);
  const loaded = loadPlayableSet(dir, io.cwd);
  if (loaded.set) return loaded.set;
  const errors = loaded.diagnostics.filter((d) => d.severity === 'error');
  for (const s of formatDiagnostics(errors, lang, pathDisplay(io.cwd), textStyle(io, args.flags), dir)) io.err(s);
  io.err(
    lang === 'en' ? `cardc: the set "${dir}" has errors; ${undone.en}` : `cardc: 卡包“${dir}”有错误，${undone.zh}`,
  );
  return undefined;
}
