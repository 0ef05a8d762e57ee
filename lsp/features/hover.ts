// Hover: a vocabulary word shows its rule text (Chinese and English) with the rule IDs of the file's own game
// (all games' when it is not known), each a link to its entry in the rules reference (docs/rules.md); a card name (header, 「quoted」 or in 专属) shows the card's summary.
import type { Hover } from 'vscode-languageserver';
import {
  VOCAB_BY_FORM,
  VOCAB_BY_ID,
  entryOf,
  rulesOf,
  type CardBlock,
  type RulesetId,
  type VocabEntry,
} from '../../grammar/index.js';
import type { CardAnalysis } from '../analysis.js';
import { mdText } from '../markdown.js';
import { ruleLink } from '../rule-link.js';
import { lineTokens, tokenAt } from '../tokens.js';

export interface HoverInput {
  analysis: CardAnalysis;
  offset: number;
  /** Card definitions by name (the set's, or the workspace's). */
  findCard: (name: string) => { card: CardBlock; text: string; where?: string } | undefined;
  /** The rendered card of the block at an offset, as markdown, when the client shows markdown images. */
  preview?: (offset: number) => string | undefined;
  /** URI of docs/rules.md (lsp/rules-doc.ts): rule IDs link to their headings there; without it they are plain code. */
  rulesDoc?: string;
}

const CATEGORY_EN: Record<string, string> = {
  field: 'field',
  cardType: 'card type',
  mark: 'type mark',
  trait: 'static keyword',
  timing: 'timing',
  effectKind: 'effect kind',
  variant: 'variant',
  side: 'side',
  limit: 'limit',
  cost: 'cost',
  range: 'range',
  direction: 'direction',
  kind: 'target kind',
  ref: 'reference',
  quantifier: 'quantifier',
  unit: 'counter word',
  filter: 'filter',
  effect: 'effect',
  event: 'trigger event',
  damageType: 'damage type',
  duration: 'duration',
  stat: 'stat',
  resource: 'resource',
  zone: 'zone',
  color: 'colour',
  connective: 'connective',
  structure: 'structure',
};

/** A vocabulary entry's hover; with `ruleset`, only that game's rules are cited. */
export function entryMarkdown(
  e: VocabEntry,
  written?: string,
  extra?: string,
  rulesDoc?: string,
  ruleset?: RulesetId,
): string {
  const rules = rulesOf(e.rules, ruleset);
  const forms = [e.canonical, ...e.aliases].filter((f) => f !== written);
  const head = `**${mdText(written ?? e.canonical)}**${written && written !== e.canonical ? ` → ${e.canonical}` : ''} · ${CATEGORY_EN[e.category] ?? e.category}`;
  const lines = [head, '', e.zh, '', `*${e.en}*`];
  if (extra) lines.push('', mdText(extra));
  if (rules.length) lines.push('', `规则 / Rules: ${rules.map((r) => ruleLink(r, rulesDoc)).join(' · ')}`);
  if (e.rulesets.length) lines.push('', `规则集 / Rulesets: ${e.rulesets.join(', ')}`);
  if (forms.length > 1 || (forms.length && written)) lines.push('', `写法 / Forms: ${forms.join('、')}`);
  return lines.join('\n');
}

/** A card's summary in Markdown; every part the designer wrote (name, field values, the file) escaped (markdown.ts). */
export function cardSummary(card: CardBlock, text: string, where?: string): string {
  const lines = [`**${mdText(card.name)}**`];
  for (const f of card.fields) {
    const label = VOCAB_BY_ID.get(f.id)?.canonical ?? f.label.text;
    lines.push(`- ${mdText(label)}：${mdText(text.slice(f.value.span.start, f.value.span.end))}`);
  }
  if (card.statics.length)
    lines.push(`- ${card.statics.map((s) => `【${mdText(VOCAB_BY_ID.get(s.id)?.canonical ?? s.text)}】`).join('')}`);
  if (card.abilities.length)
    lines.push(`- ${card.abilities.length} 个能力 / abilit${card.abilities.length === 1 ? 'y' : 'ies'}`);
  if (where) lines.push('', mdText(where));
  return lines.join('\n');
}

export function hover(input: HoverInput): Hover | null {
  const { analysis: a, offset } = input;
  const lt = lineTokens(a, offset);
  const range = (s: number, e: number) => a.lines.range({ start: lt.start + s, end: lt.start + e });
  // Card header: 卡牌 名称
  const header = /^(卡牌)[ \t\u3000]+(.+?)\s*(#.*)?$/.exec(lt.text);
  const col = offset - lt.start;
  if (header && col >= 3) {
    const name = header[2];
    const found = input.findCard(name);
    if (!found) return null;
    const picture = input.preview?.(offset);
    const value = cardSummary(found.card, found.text, found.where) + (picture ? `\n\n${picture}` : '');
    return {
      contents: { kind: 'markdown', value },
      range: range(lt.text.indexOf(name), lt.text.indexOf(name) + name.length),
    };
  }
  const t = tokenAt(lt, offset);
  if (!t) return null;
  const s = t.startOffset;
  const e = s + t.image.length;
  if (t.tokenType.name === 'Quote' || t.tokenType.name === 'QuoteOpen') {
    const name = t.image.replace(/^「|」$/g, '');
    const found = input.findCard(name);
    if (!found) return null;
    return {
      contents: { kind: 'markdown', value: cardSummary(found.card, found.text, found.where) },
      range: range(s, e),
    };
  }
  if (t.tokenType.name === 'LimitTok') {
    const entry = VOCAB_BY_FORM.get(t.image[0]);
    if (!entry) return null;
    return {
      contents: {
        kind: 'markdown',
        value: entryMarkdown(entry, t.image, `N = ${t.image.slice(1)}`, input.rulesDoc, a.ruleset),
      },
      range: range(s, e),
    };
  }
  const entry = entryOf(t);
  if (entry)
    return {
      contents: { kind: 'markdown', value: entryMarkdown(entry, t.image, undefined, input.rulesDoc, a.ruleset) },
      range: range(s, e),
    };
  // A plain name in 专属：X (or any other unrecognised word) that names a card of the set.
  const m = /^[ \t\u3000]+(专属|專屬)\s*[：:]\s*(.+?)\s*$/.exec(lt.text);
  if (m) {
    const found = input.findCard(m[2]);
    if (found) {
      const at = lt.text.lastIndexOf(m[2]);
      return {
        contents: { kind: 'markdown', value: cardSummary(found.card, found.text, found.where) },
        range: range(at, at + m[2].length),
      };
    }
  }
  return null;
}
