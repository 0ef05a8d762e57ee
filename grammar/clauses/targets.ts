// Target phrases: count, side, kind (a card type or 区域/玩家/卡), filters, range, direction,
// zone, reference and name, in printed order (docs/language.md "Targets"). A word is read by the
// table of its category; anything left unexplained is one CS1023 per run of unknown text.
import type { IToken } from 'chevrotain';
import type { Comparator, Filter, Target, TargetKind } from '../ast.js';
import { diag } from '../diagnostics.js';
import { Compare, Enum, Quote, QuoteOpen } from '../lexer.js';
import type { ClauseItem } from '../line-parser.js';
import type { Span } from '../source.js';
import type { EntryOf, VocabEntry } from '../vocabulary.js';
import { Cursor } from './cursor.js';
import {
  bracketEntry,
  cat,
  entry,
  is,
  isGroup,
  isNumberTok,
  isTok,
  itemSpan,
  itemsSpan,
  kwRef,
  numberOf,
  quoteName,
  tokSpan,
  typedRef,
  type Ctx,
} from './items.js';
import { closestForms, didYouMean, formsOf } from '../suggest.js';
import { notUnderstood, notUnderstoodBeforeKind, positionHint, prohibitionHint } from './report.js';

/** The comparison each sign stands for (≥ and >= alike). */
export const CMP: Readonly<Record<string, Comparator>> = {
  '>=': '>=',
  '≥': '>=',
  '＞＝': '>=',
  '<=': '<=',
  '≤': '<=',
  '＜＝': '<=',
  '>': '>',
  '＞': '>',
  '<': '<',
  '＜': '<',
  '=': '=',
  '＝': '=',
};

/** Categories whose words name a number a filter or condition can compare. */
export const STAT_CATEGORIES: ReadonlySet<string> = new Set(['stat', 'resource', 'field']);

/** The stat a word names: its op, or the field id (等级 → level, AP → ap). */
export function statOf(e: VocabEntry): string {
  return e.category === 'field' ? e.id : (e.op ?? e.id);
}

/** References that also say what they refer to (那张卡灵 is a kaling). */
const REF_KIND: Readonly<Record<string, TargetKind>> = {
  itCharacter: 'character',
  itKaling: 'kaling',
  thatCharacter: 'character',
  thatKaling: 'kaling',
};

/** Connectives that may stand inside a target phrase without meaning of their own. */
const FILLER = new Set(['of', 'within', 'to', 'make', 'choose', 'from', 'respectively']);

/** Card types a target names as "kind": the others (战术 发生 普通 响应 反制) are a type filter on cards. */
const TYPE_CANONICAL: Readonly<Record<string, string>> = {
  event: '发生',
  tactic: '战术',
  normal: '普通',
  response: '响应',
  counter: '反制',
  continuous: '持续',
};

/** What reading a target remembers between its parts. */
interface Reading {
  /** The card's side word, unless the side is only the zone's (己方弃区的卡灵: its cards are one's own). */
  side?: IToken;
  /** The reference word read, and the kind it says (该卡灵), while no range or direction has followed it. */
  ref?: { span: Span; cardKind?: TargetKind };
}

/** References a range or direction may be measured from (KL-TG-02..05): this card, 其 / 该卡灵, 那张卡灵. */
const RANGE_ORIGINS: ReadonlySet<string> = new Set(['self', 'it', 'trigger']);

/**
 * 此卡灵上方 / 其O1范围内 / 那张卡灵直视的 (KL-TG-02..05, KL-ZN-07): a range or direction after a reference is measured
 * from the card the reference names, and the target is the cards there — the reference moves to `rangeFrom`. A
 * reference no range is measured from (攻击者, 那次攻击) is CS1106.
 */
function measureFromRef(t: Target, r: Reading, ctx: Ctx, report: boolean, word: ClauseItem): void {
  if (!t.ref || !r.ref || t.rangeFrom) return;
  const ref = t.ref;
  if (!RANGE_ORIGINS.has(ref)) {
    if (report) {
      const span = { start: r.ref.span.start, end: itemSpan(word).end };
      ctx.diags.push(
        diag('CS1106', span, [ctx.text.slice(span.start, span.end), ctx.text.slice(r.ref.span.start, r.ref.span.end)]),
      );
    }
    return;
  }
  t.rangeFrom = { ref, span: r.ref.span, ...(r.ref.cardKind ? { cardKind: r.ref.cardKind } : {}) };
  t.ref = undefined;
  // 那张卡灵O1范围内的区域: 卡灵 was the reference's kind, not the target's.
  if (r.ref.cardKind && t.cardKind === r.ref.cardKind) t.cardKind = undefined;
  r.ref = undefined;
}

/** Zones whose owner's side is not the side of the cards in them: 卡灵时代 对方战场 is two rows (KL-ZN-01). */
const ROW_ZONES: ReadonlySet<string> = new Set(['battlefield', 'publicBattlefield']);

/** A target phrase, or undefined for no items. Reports what it cannot read (unless `report` is off). */
export function parseTarget(items: readonly ClauseItem[], ctx: Ctx, report = true): Target | undefined {
  if (!items.length) return undefined;
  // 相邻的 / 周围的 / 此卡灵所在的区域 / 令X不能移动: said as the language says it, once for the whole target.
  if (report && (positionHint(items, ctx) || prohibitionHint(items, ctx))) return parseTarget(items, ctx, false);
  const t: Target = { kind: 'Target', span: itemsSpan(items), filters: [] };
  const c = new Cursor(items, ctx);
  const r: Reading = {};
  // Items [from, to) are a run of touching items no part explains: one problem.
  let from = -1;
  let to = -1;
  while (!c.done()) {
    const before = c.i;
    // 特征不为「X」 / 不是「X」: a filter by what the card is not, which no game's text has; its 「X」 is no name.
    if (from >= 0 && (isTok(c.peek(), Quote) || isTok(c.peek(), QuoteOpen)) && negation(items, from, to, ctx)) {
      const span = { start: itemSpan(items[from]).start, end: itemSpan(c.next()!).end };
      if (report) ctx.diags.push(diag('CS1075', span, [ctx.text.slice(span.start, span.end)]));
      from = -1;
      continue;
    }
    const kindBefore = t.cardKind;
    if (readPart(t, c, ctx, report, r)) {
      if (from >= 0 && report) {
        // Plain text touching the kind just read (萨姆科研院角色): a trait written as on the printed card.
        const touching = itemSpan(items[to - 1]).end === itemSpan(items[before]).start;
        if (touching && t.cardKind !== kindBefore) notUnderstoodBeforeKind(ctx, items.slice(from, to));
        else notUnderstood(ctx, 'CS1023', items.slice(from, to), 'target');
      }
      from = -1;
      continue;
    }
    c.i = before + 1;
    if (from >= 0 && itemSpan(items[to - 1]).end !== itemSpan(items[before]).start) {
      if (report) notUnderstood(ctx, 'CS1023', items.slice(from, to), 'target');
      from = -1;
    }
    if (from < 0) from = before;
    to = before + 1;
  }
  if (from >= 0 && report) notUnderstood(ctx, 'CS1023', items.slice(from, to), 'target');
  // 双方各…: each side its own count (SLCG-TG-01); 各 after a count of one side (两个对方角色各) says nothing more.
  const each = items.find((x) => entry(x)?.id === 'respectively');
  if (t.side === 'both' && each) t.perSide = true;
  // SLCG-TG-01 / KL-TG-01: a bare 各 (各失去1点生命) shares among nothing written: CS1072, not one player's effect.
  if (each && report && !t.side && t.count === undefined && !t.cardKind && !t.ref && !t.name && !t.zone) {
    const span = itemSpan(each);
    const fix = { title: '改为“双方各”', titleEn: 'replace with "双方各"', edits: [{ span, newText: '双方各' }] };
    ctx.diags.push(diag('CS1072', span, [], { fixes: [fix] }));
  }
  return t;
}

/** Whether the unread run items[from, to) ends in 不为 / 不是 / 非 right before a 「」 (特征不为「X」). */
function negation(items: readonly ClauseItem[], from: number, to: number, ctx: Ctx): boolean {
  const next = items[to];
  if (!next || itemSpan(items[to - 1]).end !== itemSpan(next).start) return false;
  const run = ctx.text.slice(itemSpan(items[from]).start, itemSpan(items[to - 1]).end);
  return /(?:不[为為爲是]|非)$/.test(run);
}

/** Reads one part of a target at the cursor; false (cursor anywhere) when the item means nothing here. */
function readPart(t: Target, c: Cursor, ctx: Ctx, report: boolean, r: Reading): boolean {
  const x = c.peek()!;
  if (isGroup(x)) {
    // 若己方场上有【守护】的角色: a 特性 in 【】 right before 的 is the keyword filter without its 有.
    const ge = bracketEntry(x);
    if (ge?.category !== 'trait' || !is(c.items[c.i + 1], 'of')) return false;
    c.next();
    c.next();
    const span = itemsSpan([x]);
    t.filters.push({
      kind: 'Filter',
      span,
      filter: 'keyword',
      keyword: typedRef(x.inner[0], ge as EntryOf<'trait'>, span),
    });
    return true;
  }
  if (isNumberTok(x)) {
    const afterDirection = entry(c.items[c.i - 1])?.category === 'direction';
    const n = numberOf(c.next() as IToken, ctx);
    // <direction>N格 (KL-ZN-07): N areas away in that direction; N格内: every area up to N. 格 counts areas, never cards.
    const cell = c.takeId('unitCell');
    if (cell) {
      if (afterDirection && n !== undefined) {
        t.distance = n;
        if (c.takeId('within')) t.within = true;
      } else {
        const span = { start: tokSpan(x as IToken).start, end: tokSpan(cell).end };
        c.takeId('within');
        if (report) ctx.diags.push(diag('CS1071', span, [ctx.text.slice(span.start, span.end)]));
      }
      return true;
    }
    c.skipUnit();
    if (n !== undefined) t.count = n;
    return true;
  }
  if (isTok(x, Quote) || isTok(x, QuoteOpen)) {
    t.name = quoteName(c.next() as IToken, ctx);
    return true;
  }
  const e = entry(x);
  if (!e) return false;
  if (e.id === 'have' || e.id === 'hasKeyword') return keywordFilter(t, c, ctx, report);
  switch (e.category) {
    case 'ref':
      c.next();
      if (e.op) t.ref = e.op;
      if (REF_KIND[e.id]) t.cardKind = REF_KIND[e.id];
      r.ref = { span: itemSpan(x), ...(REF_KIND[e.id] ? { cardKind: REF_KIND[e.id] } : {}) };
      return true;
    case 'quantifier':
      c.next();
      t.count = e.op === 'all' ? 'all' : e.op === 'each' ? 'each' : 1;
      // 另一个己方角色: one, and never this card (as 其他); after a designation of the same kind, not that card either.
      if (e.op === 'another') {
        t.filters.push({ kind: 'Filter', span: tokSpan(x as IToken), filter: 'notSelf' });
        t.another = true;
      }
      c.skipUnit();
      return true;
    case 'side': {
      const tok = c.next() as IToken;
      if (!e.op) return true;
      // 己方弃区 / 对方战场 / 己方的场上: the side word names whose zone.
      const z = entry(c.items[is(c.items[c.i], 'of') ? c.i + 1 : c.i]);
      if (z?.category === 'zone') {
        t.zoneSide = e.op;
        // The cards of one's own hand, discard, deck or field are one's own (unless a side of the card says else).
        if (!t.side && !(z.op && ROW_ZONES.has(z.op))) t.side = e.op;
        return true;
      }
      // Two sides of one card (对方的己方卡灵, 己方对方卡灵) say nothing a card could be.
      if (r.side && t.side !== e.op && report) {
        const first = tokSpan(r.side);
        ctx.diags.push(diag('CS1070', { start: first.start, end: tokSpan(tok).end }, [r.side.image, tok.image]));
      }
      r.side = tok;
      t.side = e.op;
      return true;
    }
    case 'range':
      c.next();
      measureFromRef(t, r, ctx, report, x);
      if (e.op) t.range = e.op;
      c.takeId('within');
      return true;
    case 'direction':
      c.next();
      measureFromRef(t, r, ctx, report, x);
      if (e.op) (t.directions ??= []).push(e.op);
      // 左方和右方的 / 左方、右方的 (KL-ZN-07): directions listed as 攻击区域 lists them, the same as 左右的.
      if ((is(c.peek(), 'and') || isTok(c.peek(), Enum)) && entry(c.items[c.i + 1])?.category === 'direction') c.next();
      return true;
    case 'zone':
      c.next();
      if (e.op) t.zone = e.op;
      t.zoneWord = kwRef(x as IToken);
      c.takeId('within', 'of');
      return true;
    case 'filter':
      if ((e.id === 'atMost' || e.id === 'atLeast') && isNumberTok(c.items[c.i + 1]))
        return boundedCount(t, c, ctx, report);
      return readFilter(t, c, e, ctx, report);
    case 'connective':
      if (!FILLER.has(e.id)) return false;
      c.next();
      return true;
    case 'cardType':
      c.next();
      if (e.op && e.op in TYPE_CANONICAL) {
        t.cardKind = 'card';
        t.filters.push({ kind: 'Filter', span: tokSpan(x as IToken), filter: 'type', value: TYPE_CANONICAL[e.op] });
      } else if (e.op) t.cardKind = e.op;
      // 战术卡, 卡灵卡: the 卡 after a card type is part of it.
      c.takeId('cardKind');
      return true;
    case 'kind':
      c.next();
      if (e.op) t.cardKind = e.op;
      return true;
    case 'structure':
      // 卡牌 in text (发动卡牌) is a card.
      if (e.id !== 'card') return false;
      c.next();
      t.cardKind = 'card';
      return true;
    default:
      if (STAT_CATEGORIES.has(e.category)) {
        const f = extremeFilter(c) ?? statFilter(c, ctx);
        // 常值为2或3: the value equals any of them (IR `or`).
        if (f?.filter === 'stat' && f.cmp === '=')
          while (entry(c.peek())?.id === 'or' && isNumberTok(c.items[c.i + 1])) {
            const at = c.i;
            c.next();
            const n = c.takeNumber();
            if (n === undefined) {
              c.i = at;
              break;
            }
            c.skipUnit();
            (f.or ??= []).push(n);
            f.span = { start: f.span.start, end: itemsSpan(c.items.slice(at, c.i)).end };
          }
        if (f) {
          t.filters.push(f);
          c.takeId('of');
          return true;
        }
      }
      return false;
  }
}

/**
 * 至多2个对方角色 / 最多2个 / 不超过2个 (every ≤ word, SLCG-TG-01, GA-TG-01, KL-TG-01): an up-to-N designation — the
 * chooser takes 0 to N cards and may stop at any point. 至少2个 asks for what no chooser is offered: CS1082, with the
 * fixes `2个` (exactly N, all when fewer) and `至多2个`.
 */
function boundedCount(t: Target, c: Cursor, ctx: Ctx, report: boolean): boolean {
  const word = c.next() as IToken;
  const num = c.next() as IToken;
  const n = numberOf(num, ctx);
  const unit = cat(c.peek(), 'unit') ? (c.next() as IToken) : undefined;
  if (n !== undefined) t.count = n;
  if (entry(word)?.id === 'atMost') {
    t.upTo = true;
    return true;
  }
  if (report) {
    const span = { start: tokSpan(word).start, end: tokSpan(unit ?? num).end };
    const count = ctx.text.slice(tokSpan(num).start, span.end);
    const wordSpan = { start: tokSpan(word).start, end: tokSpan(num).start };
    const upTo = '至多'; // the same in both scripts
    const fixes = [
      {
        title: `改为“${count}”（正好${count}，不足时全部）`,
        titleEn: `replace with "${count}" (exactly that many, or all when fewer)`,
        edits: [{ span: wordSpan, newText: '' }],
      },
      {
        title: `改为“${upTo}${count}”（0到${count}，逐个选择，可随时停止）`,
        titleEn: `replace with "${upTo}${count}" (0 to that many, chosen one at a time)`,
        edits: [{ span: wordSpan, newText: upTo }],
      },
    ];
    ctx.diags.push(diag('CS1082', span, [ctx.text.slice(span.start, span.end), count, upTo], { fixes }));
  }
  return true;
}

const TRAIT_FORMS = formsOf(['trait']);

/**
 * 有【守护】的 / 具有【守护】的 / 拥有【守护】的: a card with that 特性; false when no 特性 in 【】 follows. An unknown
 * word there (具有【迅接】的) is a misspelt 特性: CS1002 with the closest ones.
 */
export function keywordFilter(t: Target, c: Cursor, ctx: Ctx, report: boolean): boolean {
  const g = c.items[c.i + 1];
  if (!g || !isGroup(g)) return false;
  const ge = bracketEntry(g);
  if (!ge && g.inner.length) {
    c.next();
    c.next();
    c.takeId('of');
    if (report) {
      const span = { start: g.inner[0].startOffset, end: tokSpan(g.inner[g.inner.length - 1]).end };
      const word = ctx.text.slice(span.start, span.end);
      ctx.diags.push(diag('CS1002', itemsSpan([g]), [word], didYouMean(closestForms(word, TRAIT_FORMS), span)));
    }
    return true;
  }
  if (ge?.category !== 'trait') return false;
  const start = itemSpan(c.next()!).start;
  c.next();
  const keyword = typedRef(g.inner[0], ge as EntryOf<'trait'>, itemsSpan([g]));
  t.filters.push({ kind: 'Filter', span: { start, end: itemsSpan([g]).end }, filter: 'keyword', keyword });
  c.takeId('of');
  return true;
}

function readFilter(t: Target, c: Cursor, e: EntryOf<'filter'>, ctx: Ctx, report: boolean): boolean {
  const tok = c.next() as IToken;
  const sp = tokSpan(tok);
  switch (e.op) {
    case 'trait':
    case 'name': {
      const q = c.takeTok(Quote) ?? c.takeTok(QuoteOpen);
      if (!q) {
        if (report) notUnderstood(ctx, 'CS1023', [tok], 'name');
        return true;
      }
      const name = quoteName(q, ctx);
      const f: Filter & { filter: 'trait' | 'name' } = {
        kind: 'Filter',
        span: { start: sp.start, end: name.span.end },
        filter: e.op,
        value: name.name,
      };
      // 特征为「A」或「B」: the card has any of them (IR `or`).
      while (entry(c.peek())?.id === 'or' && (isTok(c.items[c.i + 1], Quote) || isTok(c.items[c.i + 1], QuoteOpen))) {
        c.next();
        const more = quoteName(c.next() as IToken, ctx);
        (f.or ??= []).push({ name: more.name, span: more.span });
        f.span = { start: f.span.start, end: more.span.end };
      }
      t.filters.push(f);
      break;
    }
    case 'tapped':
    case 'upright':
    case 'empty':
    case 'locked':
    case 'faceDown':
    case 'dead':
    case 'sealed':
    case 'notSelf':
      t.filters.push({ kind: 'Filter', span: sp, filter: e.op });
      break;
    default:
      // 以上/以下 without a stat before it
      return false;
  }
  c.takeId('of');
  return true;
}

/** 最多 / 最少 written as a superlative (生命最少的), not as a comparison before a number (最多2个). */
const MOST_LEAST: Readonly<Record<string, 'max' | 'min'>> = { 最多: 'max', 最少: 'min' };

/**
 * `常值最高` / `AP最低` / `生命最少` at the cursor (SLCG-TG-01, GA-TG-01, KL-TG-01): only the cards whose stat is the
 * highest (lowest) among the rest of the target's; undefined (cursor unchanged) when no superlative follows the stat.
 */
function extremeFilter(c: Cursor): (Filter & { filter: 'extreme' }) | undefined {
  const st = c.items[c.i] as IToken;
  const next = c.items[c.i + 1];
  const word = entry(next);
  let which: 'max' | 'min' | undefined;
  if (word?.category === 'filter' && (word.op === 'max' || word.op === 'min')) which = word.op;
  else if (word && (word.id === 'atMost' || word.id === 'atLeast') && !isNumberTok(c.items[c.i + 2]))
    which = MOST_LEAST[imageOf(next)];
  if (!which) return undefined;
  c.i += 2;
  const span = { start: tokSpan(st).start, end: itemSpan(next).end };
  return { kind: 'Filter', span, filter: 'extreme', stat: statOf(entry(st)!), which };
}

/** Comparison words written before the number (不大于 不小于 不超过 至少 大于 小于 等于 …). */
export const CMP_WORDS: ReadonlySet<string> = new Set(['atMost', 'atLeast', 'moreThan', 'lessThan', 'equalTo']);

function imageOf(x: ClauseItem | undefined): string {
  return x && !isGroup(x) ? (x as IToken).image : '';
}

/**
 * `≥3` / `不少于3` / `为3` / `3以上` / `3` at the cursor (a comparison and its number, what follows a value or a
 * count), or undefined with the cursor unchanged.
 */
export function readComparison(c: Cursor): { cmp: Comparator; amount: number } | undefined {
  const start = c.i;
  let cmp: Comparator | undefined;
  let amount: number | undefined;
  const cmpTok = c.takeTok(Compare);
  const word = entry(c.peek());
  if (cmpTok) {
    cmp = CMP[cmpTok.image];
    amount = c.takeNumber();
  } else if (word && CMP_WORDS.has(word.id)) {
    // 费用不大于2 / 手牌数至少3: a comparison word before the number.
    c.next();
    cmp = word.op as Comparator;
    amount = c.takeNumber();
  } else if (/^[为為爲在]$/.test(imageOf(c.peek()))) {
    // 常值为2: the value equal to N; 为3以上 / 在3以上 / 为2以下: N or more (less), as without the word.
    const is = imageOf(c.next()!) !== '在';
    amount = c.takeNumber();
    const beforeUnit = c.i;
    if (amount !== undefined) c.skipUnit();
    const dir = entry(c.takeId('orMore', 'orLess'));
    if (dir?.category === 'filter' && (dir.op === '>=' || dir.op === '<=')) cmp = dir.op;
    else if (is) {
      c.i = beforeUnit;
      cmp = '=';
    }
  } else {
    amount = c.takeNumber();
    // 3张以上: the unit may stand between the number and 以上/以下.
    const beforeUnit = c.i;
    if (amount !== undefined) c.skipUnit();
    const dir = entry(c.takeId('orMore', 'orLess'));
    if (dir?.category === 'filter' && (dir.op === '>=' || dir.op === '<=')) cmp = dir.op;
    else if (amount !== undefined) {
      c.i = beforeUnit;
      cmp = '=';
    }
  }
  if (cmp === undefined || amount === undefined) {
    c.i = start;
    return undefined;
  }
  return { cmp, amount };
}

/** `等级2以上` / `等级≤2` / `AP≥3` / `费用不大于2` / `常值为2` at the cursor, or undefined (cursor unchanged). */
export function statFilter(c: Cursor, _ctx: Ctx, stat?: string): (Filter & { filter: 'stat' }) | undefined {
  const start = c.i;
  const st = c.next() as IToken;
  const e = entry(st)!;
  const r = readComparison(c);
  if (!r) {
    c.i = start;
    return undefined;
  }
  const end: Span = itemSpan(c.items[c.i - 1]);
  return {
    kind: 'Filter',
    span: { start: tokSpan(st).start, end: end.end },
    filter: 'stat',
    stat: stat ?? statOf(e),
    cmp: r.cmp,
    amount: r.amount,
  };
}
