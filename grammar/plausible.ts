// "Did you mean" checked against the line it would mend: a suggestion is offered only when the line, with it, reads
// with fewer errors than without it. Edit distance alone cannot tell a typo from another word one character away
// (解除 → 清除 in 解除一个己方角色的封印, 变为 → 名为 in 常值变为1); reading the mended line can.
import type { Diagnostic } from './diagnostics.js';
import type { Span } from './source.js';
import { DID_YOU_MEAN_ZH as DID_YOU_MEAN, guessNote, isGuess } from './suggest.js';

/** Lines longer than this, or past this many suggestions on one line, are not read again: they get none. */
const PLAUSIBLE_MAX_LINE = 400;
const PLAUSIBLE_MAX_TRIES = 12;

const hasGuesses = (d: Diagnostic) => !!d.notes?.some((n) => n.zh.startsWith(DID_YOU_MEAN));

/**
 * Keeps, among `diags[from…]` (the diagnostics of the line `line` of `text`), the did-you-mean fixes after which the
 * line reads with fewer errors (`errorsOf` reads a span of a text as one line, alone); the note lists what is kept.
 */
export function keepPlausible(
  diags: Diagnostic[],
  from: number,
  line: Span,
  text: string,
  errorsOf: (text: string, start: number, end: number) => number,
): void {
  let before: number | undefined;
  let tries = 0;
  const long = line.end - line.start > PLAUSIBLE_MAX_LINE;
  const written = long ? '' : text.slice(line.start, line.end);
  for (let i = from; i < diags.length; i++) {
    const d = diags[i];
    if (!d.fixes?.length || !hasGuesses(d)) continue;
    const fixes = d.fixes.filter((f) => {
      if (!isGuess(f)) return true;
      const e = f.edits[0];
      if (long || tries >= PLAUSIBLE_MAX_TRIES || e.span.start < line.start || e.span.end > line.end) return false;
      tries++;
      // The line alone, not the file around it: a mended copy of the whole text costs the file's length per try
      // (reading a slice of a joined string copies all of it), quadratic in a file of many misspelt lines.
      before ??= errorsOf(written, 0, written.length);
      const mended = written.slice(0, e.span.start - line.start) + e.newText + written.slice(e.span.end - line.start);
      return errorsOf(mended, 0, mended.length) < before;
    });
    if (fixes.length === d.fixes.length) continue;
    const kept = fixes.filter(isGuess).map((f) => f.edits[0].newText);
    const notes = d.notes!.flatMap((n) =>
      !n.zh.startsWith(DID_YOU_MEAN) ? [n] : kept.length ? [guessNote(kept)] : [],
    );
    const out: Diagnostic = { ...d };
    if (fixes.length) out.fixes = fixes;
    else delete out.fixes;
    if (notes.length) out.notes = notes;
    else delete out.notes;
    diags[i] = out;
  }
}
