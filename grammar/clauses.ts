// Gives meaning to the token groups of ability text: targets, triggers, conditions and effects.
// Anything a phrase leaves unexplained is reported (CS1016/CS1022/CS1023): the runtime can only
// run text that was fully understood.
import { tokenMatcher, type IToken } from 'chevrotain';
import type { Comparator, Condition, Effect, Filter, KeywordRef, NameRef, Target, Trigger } from './ast.js';
import { diag, type Diagnostic } from './diagnostics.js';
import { Comma, Compare, entryOf, Minus, NumberTok, Numeral, Plus, Quote, QuoteOpen } from './lexer.js';
import type { BracketGroup, ClauseItem } from './line-parser.js';
import { parseNumber } from './numerals.js';
import type { Span } from './source.js';
import type { VocabEntry } from './vocabulary.js';

export interface Ctx {
  text: string;
  diags: Diagnostic[];
}

export const isGroup = (x: ClauseItem): x is BracketGroup => (x as BracketGroup).kind === 'bracket';

export function itemSpan(x: ClauseItem): Span {
  if (isGroup(x)) {
    const last = x.close ?? x.inner[x.inner.length - 1] ?? x.open;
    return { start: x.open.startOffset, end: last.startOffset + last.image.length };
  }
  return { start: x.startOffset, end: x.startOffset + x.image.length };
}

export function itemsSpan(items: readonly ClauseItem[]): Span {
  if (!items.length) return { start: 0, end: 0 };
  return { start: itemSpan(items[0]).start, end: itemSpan(items[items.length - 1]).end };
}

export function tokSpan(t: IToken): Span {
  return { start: t.startOffset, end: t.startOffset + t.image.length };
}

export function kwRef(t: IToken): KeywordRef {
  return { kind: 'Keyword', id: entryOf(t)!.id, text: t.image, span: tokSpan(t) };
}

const entry = (x: ClauseItem | undefined): VocabEntry | undefined => (x && !isGroup(x) ? entryOf(x) : undefined);
const is = (x: ClauseItem | undefined, id: string) => entry(x)?.id === id;
const cat = (x: ClauseItem | undefined, c: string) => entry(x)?.category === c;
const isTok = (x: ClauseItem | undefined, tt: Parameters<typeof tokenMatcher>[1]): x is IToken =>
  !!x && !isGroup(x) && tokenMatcher(x, tt);

export function numberOf(t: IToken, ctx: Ctx): number | undefined {
  const n = parseNumber(t.image);
  if (n === undefined) ctx.diags.push(diag('CS1008', tokSpan(t), [t.image]));
  return n;
}

function isNumberTok(x: ClauseItem | undefined): boolean {
  return isTok(x, NumberTok) || isTok(x, Numeral);
}

/** Cursor over the items of one phrase. */
class Cursor {
  i = 0;
  constructor(readonly items: ClauseItem[], readonly ctx: Ctx) {}
  peek(k = 0) {
    return this.items[this.i + k];
  }
  done() {
    return this.i >= this.items.length;
  }
  next() {
    return this.items[this.i++];
  }
  take(pred: (x: ClauseItem) => boolean): ClauseItem | undefined {
    const x = this.peek();
    if (x !== undefined && pred(x)) {
      this.i++;
      return x;
    }
    return undefined;
  }
  takeId(...ids: string[]) {
    return this.take((x) => ids.some((id) => is(x, id))) as IToken | undefined;
  }
  takeNumber(): number | undefined {
    const t = this.take((x) => isNumberTok(x)) as IToken | undefined;
    return t ? numberOf(t, this.ctx) : undefined;
  }
  /** +N / -N / ±N; returns the signed number. */
  takeSigned(): number | undefined {
    const s = this.take((x) => isTok(x, Plus) || isTok(x, Minus)) as IToken | undefined;
    if (!s) return undefined;
    const n = this.takeNumber();
    if (n === undefined) {
      this.ctx.diags.push(diag('CS1017', tokSpan(s), [s.image]));
      return undefined;
    }
    return isTok(s, Minus) ? -n : n;
  }
  rest(): ClauseItem[] {
    const r = this.items.slice(this.i);
    this.i = this.items.length;
    return r;
  }
}

function textOf(items: readonly ClauseItem[], ctx: Ctx): string {
  const s = itemsSpan(items);
  return ctx.text.slice(s.start, s.end);
}

function quoteName(t: IToken, ctx: Ctx): NameRef {
  if (tokenMatcher(t, QuoteOpen)) ctx.diags.push(diag('CS1027', tokSpan(t)));
  const inner = t.image.replace(/^「/, '').replace(/」$/, '');
  return { kind: 'Name', name: inner, quoted: true, span: tokSpan(t) };
}

const CMP: Record<string, Comparator> = {
  '>=': '>=', '≥': '>=', '＞＝': '>=', '<=': '<=', '≤': '<=', '＜＝': '<=', '>': '>', '＞': '>', '<': '<', '＜': '<', '=': '=', '＝': '=',
};

const STAT_CATEGORIES = new Set(['stat', 'resource', 'field']);

function statOp(e: VocabEntry): string {
  return e.category === 'field' ? e.id : (e.op ?? e.id);
}

const KIND_CATEGORIES = new Set(['cardType', 'kind']);

/**
 * Joins the diagnostics of `code` added since `from` whose spans touch, so that an unknown word
 * read one character at a time (天上, 月亮) gives one diagnostic, not one per character.
 */
export function mergeTouching(ctx: Ctx, from: number, code: string): void {
  const out: Diagnostic[] = [];
  for (const d of ctx.diags.slice(from)) {
    const prev = out[out.length - 1];
    if (prev && prev.code === code && d.code === code && prev.span.end === d.span.start) {
      const span = { start: prev.span.start, end: d.span.end };
      out[out.length - 1] = diag(code, span, [ctx.text.slice(span.start, span.end)]);
    } else out.push(d);
  }
  ctx.diags.splice(from, ctx.diags.length - from, ...out);
}

/** A target phrase: counts, side, kind, filters, ranges, references, names. */
export function parseTarget(items: ClauseItem[], ctx: Ctx, report = true): Target | undefined {
  if (!items.length) return undefined;
  const from = ctx.diags.length;
  const t = readTarget(items, ctx, report);
  mergeTouching(ctx, from, 'CS1023');
  return t;
}

function readTarget(items: ClauseItem[], ctx: Ctx, report: boolean): Target {
  const t: Target = { kind: 'Target', span: itemsSpan(items), filters: [] };
  const c = new Cursor(items, ctx);
  while (!c.done()) {
    const x = c.peek()!;
    const e = entry(x);
    if (isGroup(x)) {
      if (report) ctx.diags.push(diag('CS1023', itemSpan(x), [textOf([x], ctx)]));
      c.next();
      continue;
    }
    if (isNumberTok(x)) {
      const n = numberOf(c.next() as IToken, ctx);
      if (cat(c.peek(), 'unit')) c.next();
      // "等级2以上" reads as a filter when a stat precedes; a bare count otherwise.
      if (n !== undefined) t.count = n;
      continue;
    }
    if (tokenMatcher(x, Quote) || tokenMatcher(x, QuoteOpen)) {
      t.name = quoteName(c.next() as IToken, ctx);
      continue;
    }
    if (!e) {
      if (report) ctx.diags.push(diag('CS1023', itemSpan(x), [x.image]));
      c.next();
      continue;
    }
    const sp = tokSpan(x);
    switch (e.category) {
      case 'ref':
        t.ref = e.op;
        c.next();
        break;
      case 'quantifier':
        t.count = e.op === 'all' ? 'all' : e.op === 'each' ? 'each' : 1;
        c.next();
        if (cat(c.peek(), 'unit')) c.next();
        break;
      case 'side':
        t.side = e.op as Target['side'];
        c.next();
        break;
      case 'range':
        t.range = e.op;
        c.next();
        c.takeId('within');
        break;
      case 'direction':
        (t.directions ??= []).push(e.op!);
        c.next();
        break;
      case 'zone':
        t.zone = e.op;
        c.next();
        c.takeId('within', 'of');
        break;
      case 'filter': {
        c.next();
        if (e.id === 'traitIs' || e.id === 'nameIs') {
          const q = c.take((y) => isTok(y, Quote) || isTok(y, QuoteOpen)) as IToken | undefined;
          if (!q) {
            if (report) ctx.diags.push(diag('CS1023', sp, [x.image]));
            break;
          }
          const name = quoteName(q, ctx);
          t.filters.push({ kind: 'Filter', span: { start: sp.start, end: name.span.end }, filter: e.op!, value: name.name });
        } else if (e.id === 'tappedF' || e.id === 'uprightF') {
          t.filters.push({ kind: 'Filter', span: sp, filter: e.op! });
        } else if (report) ctx.diags.push(diag('CS1023', sp, [x.image]));
        c.takeId('of');
        break;
      }
      case 'connective':
        if (e.id === 'of' || e.id === 'within' || e.id === 'to' || e.id === 'make' || e.id === 'choose') {
          c.next();
          break;
        }
        if (report) ctx.diags.push(diag('CS1023', sp, [x.image]));
        c.next();
        break;
      default:
        if (KIND_CATEGORIES.has(e.category) || e.id === 'card') {
          t.cardKind = e.id === 'card' ? 'card' : (e.op ?? e.id);
          c.next();
          break;
        }
        if (STAT_CATEGORIES.has(e.category)) {
          // 等级2以上 / 等级≤2 / AP≥3
          const f = statFilter(c, ctx);
          if (f) {
            t.filters.push(f);
            c.takeId('of');
            break;
          }
        }
        if (report) ctx.diags.push(diag('CS1023', sp, [x.image]));
        c.next();
    }
  }
  return t;
}

function statFilter(c: Cursor, _ctx: Ctx): Filter | undefined {
  const start = c.i;
  const st = c.next() as IToken;
  const e = entryOf(st)!;
  let cmp: Comparator | undefined;
  let amount: number | undefined;
  const cmpTok = c.take((y) => isTok(y, Compare)) as IToken | undefined;
  if (cmpTok) {
    cmp = CMP[cmpTok.image];
    amount = c.takeNumber();
  } else {
    amount = c.takeNumber();
    const dir = c.takeId('orMore', 'orLess');
    if (dir) cmp = entryOf(dir)!.op as Comparator;
    else if (amount !== undefined) cmp = '=';
  }
  if (cmp === undefined || amount === undefined) {
    c.i = start;
    return undefined;
  }
  const end = itemSpan(c.items[c.i - 1]).end;
  return { kind: 'Filter', span: { start: tokSpan(st).start, end }, filter: 'stat', stat: statOp(e), cmp, amount };
}

/** `[side] stat cmp N` or `stat N以上/以下` — 登场前提, 若…, 费用减免 (SLCG-CT-08). */
export function parseCondition(items: ClauseItem[], ctx: Ctx, at?: Span): Condition | undefined {
  // `若` with nothing after it: report at the word before (at), not at offset 0.
  const span = items.length || !at ? itemsSpan(items) : at;
  const c = new Cursor(items, ctx);
  let side: Condition['side'];
  const s = c.take((x) => cat(x, 'side')) as IToken | undefined;
  if (s) side = entryOf(s)!.op as Condition['side'];
  c.takeId('of');
  const st = c.peek();
  const se = entry(st);
  if (se && STAT_CATEGORIES.has(se.category)) {
    const f = statFilter(c, ctx);
    if (f && c.done()) {
      return { kind: 'Condition', span, side, subject: f.stat!, subjectWord: kwRef(st as IToken), cmp: f.cmp!, value: f.amount! };
    }
  }
  ctx.diags.push(diag('CS1022', span, [ctx.text.slice(span.start, span.end)]));
  return undefined;
}

const EVENT_AFTER_RECEIVE: Record<string, string> = { trauma: 'trauma', damageNoun: 'damaged' };

/** `当 … 时`: subject, event and its details. */
export function parseTrigger(when: IToken, body: IToken[], at: IToken | undefined, ctx: Ctx): Trigger | undefined {
  const end = at ? tokSpan(at).end : body.length ? tokSpan(body[body.length - 1]).end : tokSpan(when).end;
  const span = { start: when.startOffset, end };
  if (!at) ctx.diags.push(diag('CS1021', span));
  const all: IToken[] = [...body];
  if (at && !/^[时時]$/.test(at.image)) all.push(at);
  const evIdx = all.findIndex((t) => {
    const e = entryOf(t);
    return e && (e.category === 'event' || e.category === 'timing' || e.id === 'draw' || e.id === 'push');
  });
  if (evIdx < 0) {
    ctx.diags.push(diag('CS1022', span, [ctx.text.slice(span.start, span.end)]));
    return undefined;
  }
  const evTok = all[evIdx];
  const ev = entryOf(evTok)!;
  let event = ev.op ?? ev.id;
  if (ev.id === 'draw') event = 'drew';
  if (ev.id === 'push') event = 'pushed';
  const trig: Trigger = { kind: 'Trigger', span, event, eventWord: kwRef(evTok) };
  const rest = all.slice(evIdx + 1);
  const c = new Cursor(rest, ctx);
  if (ev.id === 'evReceive') {
    const dts: string[] = [];
    while (cat(c.peek(), 'damageType')) dts.push(entry(c.next())!.op!);
    const what = c.take((x) => !!entry(x) && entry(x)!.id in EVENT_AFTER_RECEIVE);
    if (!what) {
      ctx.diags.push(diag('CS1022', span, [ctx.text.slice(span.start, span.end)]));
      return undefined;
    }
    trig.event = EVENT_AFTER_RECEIVE[entry(what)!.id];
    if (dts.length) trig.damageType = dts[0];
  } else if (ev.id === 'evActivate') {
    const obj = c.take((x) => cat(x, 'kind') || cat(x, 'cardType') || is(x, 'card') || is(x, 'effectWord') || cat(x, 'effectKind'));
    if (obj) trig.object = is(obj, 'card') ? 'card' : (entry(obj)!.op ?? entry(obj)!.id);
    trig.event = 'activated';
  }
  c.takeId('of');
  if (!c.done()) ctx.diags.push(diag('CS1022', itemsSpan(c.rest()), [textOf(rest, ctx)]));
  const subj = all.slice(0, evIdx);
  if (subj.length) trig.subject = parseTarget(subj, ctx);
  return trig;
}

/** `推动进度+1`: the signed amount after a verb; one diagnostic when it is missing (at the sign if there is one). */
function signedAmount(c: Cursor, verbTok: IToken, ctx: Ctx): number | undefined {
  const before = ctx.diags.length;
  const n = c.takeSigned();
  if (n === undefined && ctx.diags.length === before) ctx.diags.push(diag('CS1017', tokSpan(verbTok), [verbTok.image]));
  return n;
}

const VERB_SKIP = new Set(['damageNoun', 'effectWord']);

function isVerb(x: ClauseItem | undefined): boolean {
  const e = entry(x);
  return !!e && e.category === 'effect' && !VERB_SKIP.has(e.id);
}

/** Splits clause items at top-level commas. */
export function splitPhrases(items: ClauseItem[]): ClauseItem[][] {
  const out: ClauseItem[][] = [[]];
  for (const x of items) {
    if (isTok(x, Comma)) out.push([]);
    else out[out.length - 1].push(x);
  }
  return out.filter((p) => p.length);
}

const LEAD_CONNECTIVES = new Set(['to', 'make', 'choose']);

function stripLead(items: ClauseItem[]): { items: ClauseItem[]; make: boolean } {
  let i = 0;
  let make = false;
  while (i < items.length && LEAD_CONNECTIVES.has(entry(items[i])?.id ?? '')) {
    if (is(items[i], 'make')) make = true;
    i++;
  }
  return { items: items.slice(i), make };
}

function leftover(c: Cursor, ctx: Ctx) {
  if (!c.done()) {
    const r = c.rest();
    ctx.diags.push(diag('CS1016', itemsSpan(r), [textOf(r, ctx)]));
  }
}

function bracketKeyword(g: BracketGroup, ctx: Ctx): KeywordRef | undefined {
  const inner = g.inner;
  const e = inner.length === 1 ? entryOf(inner[0]) : undefined;
  if (!e || e.category !== 'trait') {
    ctx.diags.push(diag('CS1002', itemSpan(g), [inner.map((t) => t.image).join('')]));
    return undefined;
  }
  return { kind: 'Keyword', id: e.id, text: inner[0].image, span: itemSpan(g) };
}

/** One phrase → one effect (or undefined with a diagnostic). */
export function parsePhrase(items: ClauseItem[], ctx: Ctx, optional: boolean): Effect | undefined {
  const span = itemsSpan(items);
  const vi = items.findIndex(isVerb);
  // Value changes without a verb: 其AP-2, 该伤害-1, 对方卡灵的启动效果耗能+1, 费用-2.
  if (vi < 0) {
    const si = items.findIndex((x, i) => i + 1 < items.length && (isTok(items[i + 1], Plus) || isTok(items[i + 1], Minus)) && !!entry(x));
    if (si < 0) {
      ctx.diags.push(diag('CS1016', span, [textOf(items, ctx)]));
      return undefined;
    }
    const st = items[si] as IToken;
    const se = entryOf(st)!;
    const c = new Cursor(items.slice(si + 1), ctx);
    const amount = c.takeSigned();
    leftover(c, ctx);
    const pre = stripLead(items.slice(0, si)).items;
    const base = { kind: 'Effect' as const, span, verb: kwRef(st), optional, amount };
    if (se.id === 'thatDamage') return { ...base, op: 'damageModifier' };
    if (se.id === 'payEnergy' || se.id === 'cost') {
      // The subject is "<target>的<effect kind>效果": the effect kind narrows what costs change.
      let kindWord: string | undefined;
      const subj = pre.filter((x) => {
        if (cat(x, 'effectKind')) {
          kindWord = entry(x)!.op;
          return false;
        }
        return !is(x, 'effectWord');
      });
      while (subj.length && is(subj[subj.length - 1], 'of')) subj.pop();
      return { ...base, op: 'costModifier', target: parseTarget(subj, ctx), effectKind: kindWord };
    }
    if (STAT_CATEGORIES.has(se.category) || se.category === 'trait') {
      return { ...base, op: 'modifyStat', stat: statOp(se), target: parseTarget(pre, ctx) };
    }
    ctx.diags.push(diag('CS1016', span, [textOf(items, ctx)]));
    return undefined;
  }
  // The verb's object normally follows it; what stands before it is the subject (对X / 令X).
  const verbTok = items[vi] as IToken;
  const v = entryOf(verbTok)!;
  const { items: pre, make } = stripLead(items.slice(0, vi));
  const post = items.slice(vi + 1);
  const c = new Cursor(post, ctx);
  const eff: Effect = { kind: 'Effect', span, op: v.op!, verb: kwRef(verbTok), optional };
  const preTarget = () => parseTarget(pre, ctx);
  const postTarget = () => {
    const r = c.rest();
    return parseTarget(r, ctx);
  };
  switch (v.id) {
    case 'damage': {
      eff.target = preTarget();
      eff.amount = c.takeNumber();
      if (eff.amount === undefined) ctx.diags.push(diag('CS1017', tokSpan(verbTok), [verbTok.image]));
      c.take((x) => cat(x, 'unit'));
      const dts: string[] = [];
      while (cat(c.peek(), 'damageType')) dts.push(entry(c.next())!.op!);
      if (dts.length) eff.damageType = dts.includes('true') ? 'true' : dts[0];
      if (!c.takeId('damageNoun')) {
        // One diagnostic for the phrase; what follows the number is part of it.
        ctx.diags.push(diag('CS1016', span, [textOf(items, ctx)]));
        c.rest();
      }
      break;
    }
    case 'push': {
      const t = pre.length ? parseTarget(pre, ctx) : undefined;
      eff.side = t?.side ?? 'self';
      if (make && !t?.side) eff.side = 'opponent';
      eff.amount = signedAmount(c, verbTok, ctx);
      break;
    }
    case 'heal': {
      if (pre.length) eff.target = preTarget();
      eff.amount = c.takeNumber();
      if (eff.amount === undefined) ctx.diags.push(diag('CS1017', tokSpan(verbTok), [verbTok.image]));
      c.take((x) => cat(x, 'unit'));
      c.takeId('trauma');
      break;
    }
    case 'draw': {
      if (pre.length) eff.target = preTarget();
      const n = c.takeNumber();
      eff.amount = n ?? 1;
      c.take((x) => cat(x, 'unit'));
      c.take((x) => is(x, 'cardKind') || is(x, 'card'));
      break;
    }
    case 'search':
    case 'summonEffect':
    case 'overSummon': {
      const n = c.takeNumber();
      eff.amount = n ?? 1;
      c.take((x) => cat(x, 'unit'));
      const t = postTarget();
      if (t) {
        if (t.name && !t.cardKind && !t.filters.length && !t.side) eff.name = t.name;
        else eff.target = t;
        if (t.name) eff.name = t.name;
      }
      if (!eff.name && !eff.target) ctx.diags.push(diag('CS1016', span, [textOf(items, ctx)]));
      if (pre.length) eff.target = eff.target ?? preTarget();
      break;
    }
    case 'moveEffect': {
      eff.target = preTarget();
      eff.amount = c.takeNumber();
      c.take((x) => cat(x, 'unit'));
      break;
    }
    case 'transfer': {
      const before: ClauseItem[] = [];
      while (!c.done() && !is(c.peek(), 'into')) before.push(c.next()!);
      eff.target = before.length ? parseTarget(before, ctx) : preTarget();
      if (c.takeId('into')) {
        const dest = postTarget();
        if (dest) eff.zone = dest.range ?? dest.cardKind ?? dest.zone;
      }
      break;
    }
    case 'gain':
    case 'lose': {
      const g = c.peek();
      if (g && isGroup(g)) {
        c.next();
        const k = bracketKeyword(g, ctx);
        if (k) eff.keyword = k;
        eff.op = v.id === 'gain' ? 'grantKeyword' : 'loseKeyword';
        eff.target = pre.length ? preTarget() : { kind: 'Target', span: tokSpan(verbTok), ref: 'self', filters: [] };
        const d = c.take((x) => cat(x, 'duration')) as IToken | undefined;
        if (d) eff.duration = entryOf(d)!.op;
        break;
      }
      eff.op = v.id === 'gain' ? 'gainResource' : 'loseResource';
      if (pre.length) eff.target = preTarget();
      eff.amount = c.takeNumber();
      c.take((x) => cat(x, 'unit'));
      const r = c.take((x) => cat(x, 'resource') || is(x, 'stamina') || is(x, 'trait') || is(x, 'shieldKw') || is(x, 'hp'));
      if (!r) ctx.diags.push(diag('CS1016', span, [textOf(items, ctx)]));
      else eff.resource = entry(r)!.op ?? entry(r)!.id;
      if (eff.amount === undefined) eff.amount = 1;
      break;
    }
    case 'negate': {
      const t = postTarget() ?? (pre.length ? preTarget() : undefined);
      if (!t) ctx.diags.push(diag('CS1016', span, [textOf(items, ctx)]));
      else eff.target = t;
      break;
    }
    case 'seal': {
      const rest = c.rest();
      const turns = rest.length >= 2 && isNumberTok(rest[rest.length - 2]) && is(rest[rest.length - 1], 'unitTurn');
      eff.target = parseTarget(turns ? rest.slice(0, -2) : rest, ctx) ?? preTarget();
      if (turns) eff.amount = numberOf(rest[rest.length - 2] as IToken, ctx);
      break;
    }
    case 'countdown': {
      eff.target = preTarget();
      eff.amount = signedAmount(c, verbTok, ctx);
      break;
    }
    case 'recover': {
      eff.target = preTarget();
      eff.amount = c.takeNumber();
      c.take((x) => cat(x, 'unit'));
      c.take((x) => is(x, 'hp') || is(x, 'lifePoints') || is(x, 'hpResource'));
      break;
    }
    case 'replace': {
      const rest = c.rest();
      if (!rest.length) {
        ctx.diags.push(diag('CS1016', span, [textOf(items, ctx)]));
        return undefined;
      }
      const inner = parsePhrase(rest, ctx, optional);
      if (!inner) return undefined;
      return { ...inner, span, replaces: true };
    }
    default: {
      // destroy, banish, returnToHand, shuffleIntoDeck, topDeck, restore, lockArea, revive, tap, untap
      const t = c.done() ? undefined : postTarget();
      eff.target = t ?? (pre.length ? preTarget() : undefined);
      if (!eff.target) ctx.diags.push(diag('CS1016', span, [textOf(items, ctx)]));
      return eff;
    }
  }
  if (!c.done()) {
    const d = c.take((x) => cat(x, 'duration')) as IToken | undefined;
    if (d) eff.duration = entryOf(d)!.op;
  }
  leftover(c, ctx);
  return eff;
}

/** A clause (between ；) → its effects; `选择X，其…` binds 其 to X; `若…，` becomes the condition. */
export function parseClause(items: ClauseItem[], ctx: Ctx): { effects: Effect[]; condition?: Condition } {
  const before = ctx.diags.length;
  let optional = false;
  let rest = items;
  if (is(rest[0], 'may')) {
    optional = true;
    rest = rest.slice(1);
  }
  const phrases = splitPhrases(rest);
  const effects: Effect[] = [];
  let condition: Condition | undefined;
  let selection: Target | undefined;
  for (let p of phrases) {
    if (is(p[0], 'if')) {
      condition = parseCondition(p.slice(1), ctx, itemSpan(p[0]));
      continue;
    }
    if (is(p[0], 'may')) {
      optional = true;
      p = p.slice(1);
    }
    if (is(p[0], 'choose') && !p.some(isVerb) && !p.some((x, i) => i > 0 && (isTok(x, Plus) || isTok(x, Minus)))) {
      selection = parseTarget(p.slice(1), ctx);
      continue;
    }
    // 并/然后 joins two effects in one phrase.
    const parts: ClauseItem[][] = [[]];
    for (const x of p) {
      if ((is(x, 'and') || is(x, 'then')) && parts[parts.length - 1].some(isVerb)) parts.push([]);
      else parts[parts.length - 1].push(x);
    }
    for (const part of parts) {
      if (!part.length) continue;
      const e = parsePhrase(part, ctx, optional);
      if (!e) continue;
      if (selection && (!e.target || e.target.ref === 'it')) {
        e.target = { ...selection, span: e.target?.span ?? selection.span };
      }
      effects.push(e);
    }
  }
  if (selection && !effects.length && ctx.diags.length === before) ctx.diags.push(diag('CS1015', itemsSpan(items)));
  return { effects, condition };
}

