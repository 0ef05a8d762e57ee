// The documented size limits of a .card file (docs/language.md "Limits"): generous for any real set, small enough
// that no input makes the front end slow. What is over a limit is reported once and not read, so the rest of
// the file is still checked and nothing downstream sees text of unbounded size.
import { diag, type Diagnostic } from './diagnostics.js';

/** A .card file of more characters (UTF-16 code units, as editors count) is not read at all (CS1039). */
export const MAX_FILE_CHARS = 5_000_000;
/** A longer line is not read (CS1037): real card text is a few hundred characters at most. */
export const MAX_LINE_CHARS = 10_000;
/** A larger card block is not read (CS1038): a real card is under a thousand characters. */
export const MAX_BLOCK_CHARS = 100_000;
/** Card blocks after this many in one file are not read (CS1040); a set holds no more either (CS3018). */
export const MAX_FILE_CARDS = 10_000;
/** Syntax problems listed per file; the rest are counted in one CS1041 (a file of 【【【… would hold millions). */
export const MAX_FILE_DIAGNOSTICS = 10_000;

/**
 * Lines over MAX_LINE_CHARS, each reported (CS1037) and blanked with spaces in the text handed on, so offsets
 * stay those of the original and the parser never reads the line. The text comes back as it was when no line is.
 */
export function blankLongLines(text: string): {
  text: string;
  diagnostics: Diagnostic[];
  blanked: { start: number; end: number }[];
} {
  const diagnostics: Diagnostic[] = [];
  const parts: string[] = [];
  let kept = 0;
  const lineBreak = /\r\n?|\n/g;
  let start = 0;
  for (;;) {
    const m = lineBreak.exec(text);
    const end = m ? m.index : text.length;
    if (end - start > MAX_LINE_CHARS) {
      diagnostics.push(diag('CS1037', { start, end }, [end - start, MAX_LINE_CHARS]));
      parts.push(text.slice(kept, start), ' '.repeat(end - start));
      kept = end;
    }
    if (!m) break;
    start = m.index + m[0].length;
  }
  const blanked = diagnostics.map((d) => d.span);
  if (!diagnostics.length) return { text, diagnostics, blanked };
  parts.push(text.slice(kept));
  return { text: parts.join(''), diagnostics, blanked };
}
