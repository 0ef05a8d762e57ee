// The set a document belongs to, compiled for play from the editor's texts (open buffers, not the disk):
// set.yaml and its .card files go through compileTexts (check → lower → validate) and come back as the
// runtime's cards, decks and parameters, or as the errors that stop it. The playground plays what this
// returns.
import type { Analysis } from '../../compiler/analysis.js';
import { compileTexts } from '../../compiler/build/compile-texts.js';
import type { IrSet } from '../../compiler/ir/index.js';
import { LineIndex } from '../../grammar/index.js';
import type { Lang } from '../convert.js';
import type { Workspace } from '../workspace.js';

export interface CompiledSet {
  name: string;
  ruleset: string;
  params: Record<string, unknown>;
  cards: IrSet['cards'];
  decks: Record<string, Record<string, number>>;
  /** Set-relative path → text, to quote ability lines. */
  texts: Record<string, string>;
}

export interface CompileProblem {
  /** Set-relative path (or set.yaml). */
  file: string;
  /** 0-based. */
  line: number;
  /** 0-based, in UTF-16 code units (as LSP counts). */
  character: number;
  code: string;
  message: string;
}

export type CompileSetResult =
  { ok: true; set: CompiledSet; warnings: number } | { ok: false; errors: CompileProblem[] };

export function compileSetOf(ws: Workspace, pipeline: Analysis, uri: string, lang: Lang = 'zh'): CompileSetResult {
  const mp = ws.manifestPathFor(uri);
  const manifest = mp ? ws.get(ws.pathToUri(mp)) : undefined;
  if (!mp || !manifest) {
    return {
      ok: false,
      errors: [
        {
          file: ws.key(uri),
          line: 0,
          character: 0,
          code: 'CS4001',
          message:
            lang === 'en'
              ? 'no set.yaml: a set needs one (with its decks) to be played'
              : '没有 set.yaml：卡包需要它（和其中的卡组）才能开局',
        },
      ],
    };
  }
  const dir = ws.host.dirname(mp);
  const files = ws
    .all()
    .filter((d) => d.kind === 'card' && ws.manifestPathFor(d.uri) === mp)
    .map((d) => ({ path: ws.host.relative(dir, ws.key(d.uri)), text: d.text }))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const r = compileTexts({ manifestText: manifest.text, files }, pipeline);
  const errs = r.diagnostics.filter((d) => d.severity === 'error');
  if (errs.length || !r.ir || !r.manifest) {
    const textOf = (f: string | undefined) =>
      f === 'set.yaml' || !f ? manifest.text : (files.find((x) => x.path === f)?.text ?? '');
    const lines = new Map<string, LineIndex>();
    const indexOf = (f: string | undefined) => {
      let li = lines.get(f ?? '');
      if (!li) lines.set(f ?? '', (li = new LineIndex(textOf(f))));
      return li;
    };
    // In file:line:col order, as `cardc check` lists them (files in code-point order).
    const errors = errs
      .map((d) => {
        const at = indexOf(d.file).position(d.span.start);
        return {
          file: d.file ?? 'set.yaml',
          line: at.line,
          character: at.character,
          code: d.code,
          message: lang === 'en' ? d.messageEn : d.message,
        };
      })
      .sort(
        (a, b) =>
          (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) ||
          a.line - b.line ||
          a.character - b.character ||
          (a.code < b.code ? -1 : a.code > b.code ? 1 : 0),
      );
    return { ok: false, errors };
  }
  return {
    ok: true,
    warnings: r.diagnostics.filter((d) => d.severity === 'warning').length,
    set: {
      name: r.manifest.name,
      ruleset: r.manifest.ruleset,
      params: r.manifest.params,
      cards: r.ir.cards,
      decks: r.manifest.decks,
      texts: Object.fromEntries(files.map((f) => [f.path, f.text])),
    },
  };
}
