// The printed text of a card: its lines as written (so traditional-script sets print as written), split
// into field lines the frame draws (费用, 常值, 降临, …) and text lines for the text box, each styled so
// keywords, timings, effect kinds, limits and costs stand out.

import type { CardDef } from '../runtime/card-def.js';
import { VOCAB_BY_FORM } from '../grammar/vocabulary.js';
import { S2T, T2S } from '../grammar/script.js';
import type { TextStyle } from './display.js';
import type { Segment } from './layout.js';

/** The card's block as written (its `卡牌` line to its last line), from the set's source texts. */
export function cardLines(def: CardDef, texts: ReadonlyMap<string, string> | undefined): string[] | undefined {
  const src = def.source;
  const text = src && texts?.get(src.file);
  if (!text) return undefined;
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .slice(src.line - 1, src.endLine);
}

/**
 * The script text is written in, by the characters of script.ts's table (field words, vocabulary): more
 * traditional ones than simplified is traditional. Names (「…」 and the 卡牌 line's) are not counted: they are
 * kept as written in either script. Undefined when the text holds neither.
 */
export function scriptOf(lines: readonly string[]): 'traditional' | 'simplified' | undefined {
  let trad = 0,
    simp = 0;
  for (const line of lines) {
    if (/^\s*(#|卡牌\s)/.test(line)) continue;
    for (const ch of line.replace(/「[^」]*」/g, '')) {
      if (T2S.has(ch)) trad++;
      else if (S2T.has(ch)) simp++;
    }
  }
  return trad > simp ? 'traditional' : simp > trad ? 'simplified' : undefined;
}

export interface CardText {
  /** Field id → the value as written (e.g. summon → "耗能3 或 素材一张等级2以上的己方卡灵"). */
  fields: Map<string, string>;
  /** Text lines in order: static keywords and abilities. */
  lines: string[];
}

/** Splits a card's lines into its fields and its text lines (comments and the 卡牌 header left out). */
export function splitCardText(lines: readonly string[]): CardText {
  const fields = new Map<string, string>();
  const out: string[] = [];
  for (const [i, raw] of lines.entries()) {
    const line = raw.trim();
    if (!line || line.startsWith('#') || i === 0) continue;
    // A field line: a field word before "：". Several fields may share a line (AP：5  DP：3).
    const parts = [...line.matchAll(/([^\s：:【】]+)\s*[：:]\s*([^：:]*?)(?=\s+[^\s：:【】]+\s*[：:]|$)/g)];
    const allFields =
      parts.length > 0 && parts[0].index === 0 && parts.every((m) => VOCAB_BY_FORM.get(m[1])?.category === 'field');
    if (allFields) {
      for (const m of parts) fields.set(VOCAB_BY_FORM.get(m[1])!.id, m[2].trim());
      continue;
    }
    out.push(line);
  }
  return { fields, lines: out };
}

const LIMIT = /^(?:回|场|場|限|极|極)[0-9一二两兩三四五六七八九十]+/;
const COST = /^(?:耗能[0-9一二两兩三四五六七八九十]+|免能|体力[0-9]+|體力[0-9]+)/;
const NUMBER = /^[+\-−]?[0-9]+/;
/** Latin words with what follows them (O1, AP-2, DP+1) stay one piece. */
const LATIN = /^[A-Za-z]+[A-Za-z0-9+\-−]*/;

/** The style of a 【…】 word, by its vocabulary category. */
function bracketStyle(word: string): TextStyle {
  const e = VOCAB_BY_FORM.get(word);
  switch (e?.category) {
    case 'timing':
      return 'timing';
    case 'effectKind':
      return 'kind';
    case 'variant':
      return 'variant';
    case 'limit':
      return 'limit';
    case 'side':
      return 'timing';
    case 'cost':
      return 'cost';
    case 'resource':
      return 'plain';
    default:
      return 'keyword';
  }
}

/** Segments of one text line: 【…】 words, limits (回1, 一回合一次), costs (耗能2, 免能), 「names」, numbers. */
export function styleLine(line: string): Segment[] {
  const out: Segment[] = [];
  let plain = '';
  const flush = () => {
    if (plain) {
      out.push({ text: plain, style: 'plain' });
      plain = '';
    }
  };
  let rest = line;
  while (rest) {
    let m: RegExpExecArray | null;
    if (rest.startsWith('【')) {
      const end = rest.indexOf('】');
      if (end > 0) {
        flush();
        const inner = rest.slice(1, end);
        out.push({ text: rest.slice(0, end + 1), style: bracketStyle(inner) });
        rest = rest.slice(end + 1);
        continue;
      }
    }
    if (rest.startsWith('「')) {
      const end = rest.indexOf('」');
      if (end > 0) {
        flush();
        out.push({ text: rest.slice(0, end + 1), style: 'name' });
        rest = rest.slice(end + 1);
        continue;
      }
    }
    if ((m = LIMIT.exec(rest)) || (m = COST.exec(rest))) {
      flush();
      out.push({ text: m[0], style: LIMIT.test(m[0]) ? 'limit' : 'cost' });
      rest = rest.slice(m[0].length);
      continue;
    }
    if ((m = LATIN.exec(rest))) {
      plain += m[0];
      rest = rest.slice(m[0].length);
      continue;
    }
    if ((m = NUMBER.exec(rest))) {
      flush();
      out.push({ text: m[0], style: 'number' });
      rest = rest.slice(m[0].length);
      continue;
    }
    const ch = String.fromCodePoint(rest.codePointAt(0)!);
    plain += ch;
    rest = rest.slice(ch.length);
  }
  flush();
  return out;
}
