// What the three frames share: the text box paragraphs from the card's text, or from its IR when the text
// is not at hand; the footer's metadata; the frame's own words in the card's script.

import { toTraditional } from '../../grammar/script.js';
import { profiles } from '../../runtime/profiles/index.js';
import type { Segment } from '../layout.js';
import { styleLine } from '../text.js';
import type { PreviewCard } from '../card.js';

/**
 * The frame's own words (费用, 等级, 体力 …) in the card's script: traditional on a traditional card, through
 * script.ts's table, or `trad` where the table lacks a character.
 */
export function wordsOf(c: PreviewCard): (s: string, trad?: string) => string {
  return (s, trad) => (c.traditional ? (trad ?? toTraditional(s)) : s);
}

export function bodyParagraphs(c: PreviewCard): Segment[][] {
  if (c.text) return c.text.lines.map(styleLine);
  // Without the source: the printed keywords by name, and how many abilities there are.
  const p = profiles[c.def.ruleset];
  const kws = c.def.keywords
    .map((k) => `【${p.keywords.find((x) => x.id === k.keyword)?.zh ?? k.keyword}】${k.value ?? ''}`)
    .join('');
  const out: Segment[][] = kws ? [styleLine(kws)] : [];
  const n = c.def.abilities.length;
  if (n)
    out.push([
      { text: wordsOf(c)(`（${n} 个能力；卡牌文字不在手边）`, `（${n} 個能力；卡牌文字不在手邊）`), style: 'plain' },
    ]);
  return out;
}

/** Designer and illustrator (and rarity, unless the frame shows it elsewhere), when the card states them. */
export function footerLeft(c: PreviewCard, withRarity = true): string {
  const m = c.def.meta ?? {};
  const w = wordsOf(c);
  return [
    withRarity && m.rarity,
    m.designer && `${w('设计')} ${m.designer}`,
    m.illustrator && `${w('画师')} ${m.illustrator}`,
  ]
    .filter(Boolean)
    .join('  ');
}

/** The type line as written (類型 and 特徵 of a traditional set stay traditional): type with its marks, then traits. */
export function typeText(c: PreviewCard): string {
  const d = c.def;
  const w = wordsOf(c);
  const type =
    c.text?.fields.get('type') ??
    [d.type, ...d.marks.map((m) => `【${profiles[d.ruleset].marks.find((x) => x.id === m)?.zh ?? m}】`)]
      .map((x) => w(x))
      .join(' ');
  const traits = c.text?.fields.get('traits') ?? d.traits.join('、');
  return [type, traits].filter(Boolean).join('  ·  ');
}
