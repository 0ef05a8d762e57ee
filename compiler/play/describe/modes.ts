// A choice between effects (选择一项：A；或B, 二选一, 选择两项) in words: the 'mode' decision the driver asks when a
// link is built (runtime/core/driver/building.ts), each option as the card prints it. The ops' source ranges cover
// their effects only, not a 若 or a target before them nor a duration after, so an option's text is read from the
// lead's colon or the end of the option before it to the mark (或, ②) of the next, or the end of the ability.
import { effectsOf, type GameState, type ModeRef, type SourceRef } from '../../../runtime/index.js';
import { cardName, defOf, zh, type DescribeContext } from './context.js';

/** The card the choice is for (the link being built), as a name. */
export function modeSource(s: GameState, c: DescribeContext): string {
  const link = s.building;
  return link && link.source >= 0 ? cardName(s, link.source, c) : '';
}

/** The choice the pending decision is about, when the view says (another player's hidden card does not). */
function pendingMode(s: GameState): ModeRef | undefined {
  const d = s.pending;
  if (!d || !s.building || d.context.op === undefined) return undefined;
  return effectsOf(s, s.building)[d.context.op]?.mode;
}

/** The question: 为「X」选择一项：, with how many are taken so far when more than one is chosen (选择两项). */
export function modeQuestion(s: GameState, c: DescribeContext): string {
  const src = modeSource(s, c);
  const mode = pendingMode(s);
  const z = zh(c);
  if (mode && mode.choose > 1) {
    // The options left are asked: those taken are the ones missing.
    const k = mode.options - s.pending!.options.length + 1;
    return z
      ? `为 ${src} 选择一项（第${k}项，共选${mode.choose}项）：`
      : `choose an option for ${src} (${k} of ${mode.choose}):`;
  }
  return z ? `为 ${src} 选择一项：` : `choose an option for ${src}:`;
}

/** Option `option` (its index in printed order) in the card's words, or 选项N / option N without them. */
export function modeOptionText(s: GameState, option: number, c: DescribeContext): string {
  const text = s.pending && s.building ? optionTexts(s, c)?.[option] : undefined;
  return text || (zh(c) ? `选项${option + 1}` : `option ${option + 1}`);
}

/** Every option's text, in printed order, or undefined when the card's text is not at hand. */
function optionTexts(s: GameState, c: DescribeContext): string[] | undefined {
  const mode = pendingMode(s);
  if (!mode) return undefined;
  const ops = effectsOf(s, s.building!).filter((o) => o.mode?.group === mode.group);
  const file = ops[0]?.source?.file;
  const text = file !== undefined ? c.texts?.get(file) : undefined;
  if (!text || ops.some((o) => o.source?.file !== file)) return undefined;
  const at = offsets(text);
  // Per option, from its first effect's start to its last effect's end.
  const spans: [number, number][] = [];
  for (let k = 0; k < mode.options; k++) {
    const mine = ops.filter((o) => o.mode!.option === k).map((o) => range(at, o.source!));
    if (!mine.length) return undefined;
    spans.push([Math.min(...mine.map((r) => r[0])), Math.max(...mine.map((r) => r[1]))]);
  }
  for (let k = 1; k < spans.length; k++) if (spans[k][0] < spans[k - 1][1]) return undefined;
  const [lo, hi] = abilityRange(s, at, file!, spans[0][0]) ?? [
    lineStart(text, spans[0][0]),
    spans[spans.length - 1][1],
  ];
  // An option a 【光明】/【黑暗】 line's 改为 replaced (GA-RES-09) is printed on that line, not between the others: the
  // options are not one stretch of text to cut, so each is named by its own effects' words (the replacement's for
  // the one replaced), without the 若 or target around them.
  if (abilityRange(s, at, file!, spans[0][0]) && spans.some(([a, b]) => a < lo || b > hi))
    return spans.map(([a, b]) => clean(text.slice(a, b)).replace(/^改[为為][：:]?/u, ''));
  // The first option starts after the lead's colon (选择一项：), the last ends with the ability.
  const before = text.slice(lo, spans[0][0]);
  const colon = Math.max(before.lastIndexOf('：'), before.lastIndexOf(':'));
  const starts = [colon >= 0 ? lo + colon + 1 : spans[0][0]];
  for (let k = 1; k < spans.length; k++) starts.push(spans[k - 1][1] + split(text.slice(spans[k - 1][1], spans[k][0])));
  return spans.map((_, k) =>
    clean(text.slice(starts[k], k + 1 < spans.length ? starts[k + 1] : Math.max(hi, spans[k][1]))),
  );
}

/** Where the next option starts in the text between two options: at its mark (；或, ，或, ；②), else at the clause break. */
function split(gap: string): number {
  const nl = gap.search(/\r|\n/);
  if (nl >= 0) return nl;
  const mark = /(?:^|[；;，,。.、])\s*(?:或者|或|[①②③④⑤⑥⑦⑧⑨⑩])/.exec(gap);
  if (mark) return mark.index;
  const stop = Math.max(...[...'；;。.'].map((p) => gap.lastIndexOf(p)));
  if (stop >= 0) return stop;
  return Math.max(0, ...[...'，,、'].map((p) => gap.lastIndexOf(p)));
}

/** An option's text without the separator and mark before it and the punctuation after it. */
function clean(t: string): string {
  return t
    .replace(/\s*(?:\r\n|\r|\n)\s*/g, ' ')
    .replace(/^[\s；;，,。.、]*(?:或者|或|[①②③④⑤⑥⑦⑧⑨⑩])?\s*/, '')
    .replace(/[\s；;，,。.、]+$/, '');
}

/** The offset each line starts at. */
function offsets(text: string): number[] {
  const out = [0];
  for (const m of text.matchAll(/\r\n|\r|\n/g)) out.push(m.index + m[0].length);
  return out;
}

function range(at: readonly number[], r: SourceRef): [number, number] {
  return [(at[r.line - 1] ?? 0) + r.col - 1, (at[r.endLine - 1] ?? 0) + r.endCol - 1];
}

function lineStart(text: string, i: number): number {
  return Math.max(text.lastIndexOf('\n', i - 1), text.lastIndexOf('\r', i - 1)) + 1;
}

/** The range of the ability of the link's card that holds offset `i` (a 发生 card's link runs all its lines). */
function abilityRange(s: GameState, at: readonly number[], file: string, i: number): [number, number] | undefined {
  for (const ab of defOf(s, s.building!.source).abilities) {
    if (ab.source?.file !== file) continue;
    const r = range(at, ab.source);
    if (r[0] <= i && i < r[1]) return r;
  }
  return undefined;
}
