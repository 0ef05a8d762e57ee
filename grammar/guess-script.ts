// A did-you-mean in the writer's script. The closest form of a misspelt word is chosen by its letters (suggest.ts),
// so 守戶 in a traditional file would be offered 守护 and 守護盾 in a simplified one 守護; what decides the script is the
// text around the word — its line, else its card — not the misspelt word, whose stray characters are the error. The
// parser does this once per line (block.ts), so `cardc check` and the language server show the same suggestion.
import type { Diagnostic, Fix } from './diagnostics.js';
import type { Span } from './source.js';
import { T2S, S2T, toSimplified, toTraditional, traditionalOf } from './script.js';
import { DID_YOU_MEAN_ZH, guessNote, isGuess } from './suggest.js';
import { VOCAB_BY_FORM } from './vocabulary.js';

export type Script = 'simplified' | 'traditional';

/**
 * How many characters of each script (those script.ts tells apart: 場 or 场) `text[start, end)` holds before each of
 * its offsets, so the script of the span outside any one part of it is known without reading the span again. A line
 * asks once per misspelling on it, and reading the line (and its card) for each made a line of many misspellings
 * quadratic: 9,000 【 on a line, once an empty 【】 was one edit from a one-character word, took 70× as long as 900.
 */
export class ScriptTally {
  private readonly trad: Uint32Array;
  private readonly simp: Uint32Array;

  constructor(
    text: string,
    readonly start: number,
    readonly end: number,
  ) {
    const n = Math.max(0, end - start);
    this.trad = new Uint32Array(n + 1);
    this.simp = new Uint32Array(n + 1);
    for (let i = 0; i < n; i++) {
      const c = text[start + i];
      this.trad[i + 1] = this.trad[i] + (T2S.has(c) ? 1 : 0);
      this.simp[i + 1] = this.simp[i] + (T2S.has(c) || !S2T.has(c) ? 0 : 1);
    }
  }

  /** The side more of the span's characters outside `skip` are on; undefined when none are, or as many of each. */
  scriptOutside(skip?: Span): Script | undefined {
    const n = this.trad.length - 1;
    let trad = this.trad[n];
    let simp = this.simp[n];
    if (skip) {
      const a = Math.min(n, Math.max(0, skip.start - this.start));
      const b = Math.min(n, Math.max(a, skip.end - this.start));
      trad -= this.trad[b] - this.trad[a];
      simp -= this.simp[b] - this.simp[a];
    }
    return trad > simp ? 'traditional' : simp > trad ? 'simplified' : undefined;
  }
}

/**
 * The script `text[start, end)` is written in, outside `skip`: the side more of its characters are on among those
 * script.ts tells apart (場 or 场); undefined when none are, or as many of each.
 */
export function scriptOf(text: string, start: number, end: number, skip?: Span): Script | undefined {
  return new ScriptTally(text, start, end).scriptOutside(skip);
}

/**
 * A vocabulary form (maybe in 【】) written in `script`: 守護 → 守护, 登场时 → 登場時. A synonym (敌方 for 对方) and
 * what is not a vocabulary word (a card name) are left as written.
 */
export function formInScript(form: string, script: Script): string {
  const m = /^(【?)([^【】]*)(】?)$/.exec(form);
  if (!m) return form;
  const word = m[2];
  const simplified = toSimplified(word);
  const e = VOCAB_BY_FORM.get(word) ?? VOCAB_BY_FORM.get(simplified);
  // 复活时, 当此卡复活时: an event word of 当…时 with its 时 (a bracket timing), or that written as a trigger.
  const event = /^(?:当此卡)?(.+)时$/.exec(simplified);
  if (!e && event && VOCAB_BY_FORM.has(event[1]))
    return m[1] + (script === 'simplified' ? simplified : toTraditional(simplified)) + m[3];
  if (!e || simplified !== e.canonical) return form;
  const to = script === 'simplified' ? e.canonical : (traditionalOf(e) ?? e.canonical);
  return m[1] + to + m[3];
}

/**
 * Rewrites the did-you-mean suggestions of `diags[from…]` (the diagnostics of the line `line`, in the card whose
 * tally `block` gives, made once per card) into the script of the line around the misspelt word, or of its card when
 * the line does not tell.
 */
export function guessesInScript(
  diags: Diagnostic[],
  from: number,
  line: Span,
  block: () => ScriptTally,
  text: string,
): void {
  let lineTally: ScriptTally | undefined;
  for (let i = from; i < diags.length; i++) {
    const d = diags[i];
    if (!d.fixes?.some(isGuess) || !d.notes?.some((n) => n.zh.startsWith(DID_YOU_MEAN_ZH))) continue;
    const at = d.fixes.find(isGuess)!.edits[0].span;
    lineTally ??= new ScriptTally(text, line.start, line.end);
    const script = lineTally.scriptOutside(at) ?? block().scriptOutside(at);
    if (!script) continue;
    const seen = new Set<string>();
    const fixes: Fix[] = [];
    for (const f of d.fixes) {
      if (!isGuess(f)) {
        fixes.push(f);
        continue;
      }
      const x = formInScript(f.edits[0].newText, script);
      if (seen.has(x)) continue;
      seen.add(x);
      fixes.push(
        x === f.edits[0].newText
          ? f
          : { title: `改为“${x}”`, titleEn: `change to "${x}"`, edits: [{ ...f.edits[0], newText: x }] },
      );
    }
    const kept = fixes.filter(isGuess).map((f) => f.edits[0].newText);
    const notes = d.notes.map((n) => (n.zh.startsWith(DID_YOU_MEAN_ZH) ? guessNote(kept) : n));
    diags[i] = { ...d, fixes, notes };
  }
}
