// A mark of the card (光暗 【咒术】, SLCG 【突发】, 卡灵时代 【放置】 …) written off its 类型 line: the fix that moves it there.
import type { Span } from '../../../grammar/index.js';
import type { CheckContext } from '../context.js';

/** A word's span with the 【】 around it, when they are there. */
export function withBrackets(text: string, s: Span): Span {
  return text[s.start - 1] === '【' && text[s.end] === '】' ? { start: s.start - 1, end: s.end + 1 } : s;
}

/**
 * Removes `token` from its line: the whole line when the token is all it holds; with the spaces before it when it ends
 * the line (`卡牌 咒返 【咒术】` → `卡牌 咒返`).
 */
export function removeToken(text: string, token: Span): Span {
  const start = text.lastIndexOf('\n', token.start - 1) + 1;
  const nl = text.indexOf('\n', token.end);
  const end = nl < 0 ? text.length : nl + 1;
  if (text.slice(start, end).trim() === text.slice(token.start, token.end)) return { start, end };
  if (text.slice(token.end, nl < 0 ? text.length : nl).trim()) return token;
  let from = token.start;
  while (from > start && /[ \t\u3000]/.test(text[from - 1])) from--;
  return { start: from, end: token.end };
}

/**
 * GA-KW-01..04 / GA-CT-10: 咒术 符术 瞬发 蓄力 are 词条 of the card, written on its 类型 line (language.md "Card types and
 * marks"), as SLCG's 突发 增量产能 and 卡灵时代's 放置 are: a mark written elsewhere is reported with a fix that moves it
 * there.
 */
export function markOffTypeLine(ctx: CheckContext, word: Span, text: string, id: string, rule: string): void {
  const type = ctx.fields.get('type');
  const typeLine = type ? ctx.textOf({ start: type.span.start, end: type.value.span.end }) : '类型：普通';
  const v = type?.value.span;
  const onType = !!v && ctx.marks.some((m) => m.id === id && m.span.start >= v.start && m.span.end <= v.end);
  const token = withBrackets(ctx.text, word);
  const edits = [{ span: removeToken(ctx.text, token), newText: '' }];
  if (type && !onType)
    edits.push({ span: { start: type.value.span.end, end: type.value.span.end }, newText: ` 【${text}】` });
  const fixes = [{ title: '移到类型行', titleEn: 'move it to the 类型 line', edits }];
  ctx.report(word, [text, onType ? typeLine : `${typeLine} 【${text}】`], rule, { fixes });
}
