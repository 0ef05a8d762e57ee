// Ability lines: heads (brackets holding timings, sides, limits, effect kinds, 【行动】 or a
// variant; limits 回N 场N 限N 极N; kaling costs 耗能N / 免能), an optional trigger 当…时, then
// clauses. A line of 特性 only is the card's static keywords.
import { tokenMatcher, type IToken } from 'chevrotain';
import type { Ability, CardBlock, Cost, Effect, KeywordRef, Limit, Trigger, TypedRef } from './ast.js';
import { parseClause, type Carried } from './clauses/effects.js';
import {
  entry,
  is,
  isTok,
  itemSpan,
  itemsSpan,
  kwRef,
  numberOf,
  tokSpan,
  typedRef,
  type Ctx,
} from './clauses/items.js';
import { EVENT_TIMING_FORMS, isEventWord, parseTrigger } from './clauses/triggers.js';
import { readModes } from './clauses/modes.js';
import { readRepeat } from './clauses/repeat.js';
import { attachEach, attachX, readX } from './clauses/x-amount.js';
import { isX } from './clauses/items.js';
import { reportCostHead } from './cost-heads.js';
import { diag } from './diagnostics.js';
import {
  CAT,
  Colon,
  ENTRY_CAT,
  entryOf,
  Enum,
  LBracket,
  LimitTok,
  LParen,
  Minus,
  NumberTok,
  Numeral,
  Period,
  Plus,
  RBracket,
  Semicolon,
} from './lexer.js';
import { VERBS } from './clauses/verbs.js';
import {
  isLimit,
  parseAbilityLine,
  type BracketGroup,
  type ClauseItem,
  type LineParser,
  type ParenLimits,
} from './line-parser.js';
import { parseNumber } from './numerals.js';
import { BRACKETABLE, parseError, type Line } from './recovery.js';
import type { Span } from './source.js';
import { toSimplified } from './script.js';
import { closestForms, didYouMean, guessNote } from './suggest.js';
import { VOCAB_BY_FORM, VOCABULARY, type VocabEntry } from './vocabulary.js';
import { conditionalInstead } from './clauses/instead.js';

// 回 场 限 极 take their count outside brackets (回1), so they are never suggested inside 【】.
const COUNTED_LIMITS = new Set(['limitTurn', 'limitField', 'limitName', 'limitGame']);
const BRACKET_FORMS = VOCABULARY.filter((e) => BRACKETABLE.has(e.category) && !COUNTED_LIMITS.has(e.id)).flatMap(
  (e) => [e.canonical, ...e.aliases],
);
/** What a bracket ending in 时 may have meant: a timing, or an event word of 当…时 with its 时 (【复活时】). */
const TIMING_FORMS = [
  ...VOCABULARY.filter((e) => e.category === 'timing').flatMap((e) => [e.canonical, ...e.aliases]),
  ...EVENT_TIMING_FORMS,
];
/** Timings that are no moment of this card: 【回合开始时】 is not 当此卡回合开始时. */
const TURN_TIMINGS = new Set(['onTurnStart', 'onTurnEnd']);
/**
 * A bracket that ends as a timing does: in 时, or in one unknown character after other words (【复活事】, a misspelt 时).
 * It is a head, never an effect phrase; not understood, it is CS1002 with the closest timings.
 */
function timingLike(inner: readonly IToken[]): boolean {
  const last = inner[inner.length - 1];
  if (!last) return false;
  if (is(last, 'at') || /[时時]$/.test(last.image)) return true;
  return (
    inner.length > 1 &&
    [...last.image].length === 1 &&
    !tokenMatcher(last, NumberTok) &&
    inner.slice(0, -1).some(isEventWord)
  );
}

const LIMIT_SCOPE: Readonly<Record<string, Limit['scope']>> = {
  回: 'turn',
  場: 'field',
  场: 'field',
  限: 'nameTurn',
  極: 'game',
  极: 'game',
};

/** Reads one bracket's words: 【守护】, 【登场时】, 【己方回合开始时】, …; CS1002 (with did-you-mean) otherwise. */
function bracketWords(g: BracketGroup, ctx: Ctx): { tok: IToken; e: VocabEntry }[] | undefined {
  const words = g.inner;
  const out: { tok: IToken; e: VocabEntry }[] = [];
  for (const [i, t] of words.entries()) {
    const e = entryOf(t);
    // 【己方的回合开始时】, 【你的回合结束时】: a 的 after the side word is how the printed cards say it (SLCG-TX-02).
    if (e?.id === 'of' && i > 0 && i < words.length - 1 && out[out.length - 1]?.e.category === 'side') continue;
    if (!e || !BRACKETABLE.has(e.category)) {
      out.length = 0;
      break;
    }
    out.push({ tok: t, e });
  }
  if (out.length) return out;
  const innerSpan = words.length
    ? { start: words[0].startOffset, end: tokSpan(words[words.length - 1]).end }
    : itemSpan(g);
  const inner = words.length ? ctx.text.slice(innerSpan.start, innerSpan.end) : '';
  if (!timingLike(words)) {
    ctx.diags.push(diag('CS1002', itemSpan(g), [inner], didYouMean(closestForms(inner, BRACKET_FORMS), innerSpan)));
    return undefined;
  }
  // 【对方角色登场时】: a trigger with its subject, which is written 当对方角色登场时.
  const quiet: Ctx = { ...ctx, diags: [] };
  const last = words[words.length - 1];
  if (
    /[时時]$/.test(last.image) &&
    words.length > 1 &&
    parseTrigger(g.open, words.slice(0, -1), last, quiet) &&
    !quiet.diags.length
  ) {
    const trigger = `当${inner}`;
    const fix = {
      title: `改为“${trigger}”`,
      titleEn: `change to "${trigger}"`,
      edits: [{ span: itemSpan(g), newText: trigger }],
    };
    ctx.diags.push(diag('CS1002', itemSpan(g), [inner], { notes: [guessNote([trigger])], fixes: [fix] }));
    return undefined;
  }
  // 【攻击落时】: a timing misspelt, or an event word of 当…时 (【X时】 is 当此卡X时): the closest timings, and the first as
  // 当此卡…时 (what the bracket says, written as a trigger) where it is a moment of this card.
  // (Read simplified: the event forms are, and the suggestions are written in the line's script after.)
  const near = closestForms(toSimplified(inner), TIMING_FORMS);
  const guesses = didYouMean(near, innerSpan);
  const own = near.find((f) => !TURN_TIMINGS.has(VOCAB_BY_FORM.get(f)?.id ?? ''));
  if (own) {
    const trigger = `当此卡${own}`;
    guesses.notes = [guessNote([...near, trigger])];
    guesses.fixes = [
      ...(guesses.fixes ?? []),
      {
        title: `改为“${trigger}”`,
        titleEn: `change to "${trigger}"`,
        edits: [{ span: itemSpan(g), newText: trigger }],
      },
    ];
  }
  ctx.diags.push(diag('CS1002', itemSpan(g), [inner], guesses));
  return undefined;
}

/**
 * 【复活时】, 【被回归时】, 【受到伤害时】, 【走到对方底线时】: a bracket holding an event word of 当…时 and its 时 is this
 * card's own moment, read as 当此卡<event>时 (docs/language.md, Timings) — the same trigger, subject this card. Words
 * before the event (a subject, 【对方角色登场时】) are not this form.
 */
function bracketEvent(g: BracketGroup, ctx: Ctx): Trigger | undefined {
  const inner = g.inner;
  const at = inner[inner.length - 1];
  if (inner.length < 2 || !is(at, 'at') || !g.close || g.close.isInsertedInRecovery) return undefined;
  const quiet: Ctx = { ...ctx, diags: [] };
  const trig = parseTrigger(g.open, inner.slice(0, -1), at, quiet);
  if (!trig || quiet.diags.length || trig.subject || trig.attacker) return undefined;
  const span = itemSpan(g);
  trig.span = span;
  trig.subject = { kind: 'Target', span, ref: 'self', filters: [] };
  return trig;
}

/** One limit; `span` is where it stands as written (the whole 【回1】 or （回1） when it stands alone in them). */
function limitHead(tok: IToken, ability: Ability, ctx: Ctx, span: Span = tokSpan(tok)): void {
  if (entryOf(tok)?.id === 'oncePerTurn') {
    ability.limits.push({ kind: 'Limit', scope: 'turn', count: 1, text: tok.image, span });
    return;
  }
  const digits = tok.image.slice(1);
  const n = digits ? parseNumber(digits) : undefined;
  if (!digits) ctx.diags.push(diag('CS1017', tokSpan(tok), [tok.image]));
  else if (n === undefined) ctx.diags.push(diag('CS1008', tokSpan(tok), [tok.image]));
  ability.limits.push({
    kind: 'Limit',
    scope: LIMIT_SCOPE[tok.image[0]],
    count: n ?? 1,
    text: tok.image,
    span,
  });
}

/** 【回1】, 【极2限1】, （回1）: KL-LIM-05 limits in brackets read as the limits. */
function bracketedLimits(g: BracketGroup | ParenLimits, ability: Ability, ctx: Ctx): boolean {
  if (!g.inner.length || !g.inner.every((t) => tokenMatcher(t, LimitTok) || (g.kind === 'paren' && isLimit(t))))
    return false;
  const close = g.close;
  const whole =
    g.inner.length === 1 && close
      ? { start: g.open.startOffset, end: close.startOffset + close.image.length }
      : undefined;
  for (const t of g.inner) limitHead(t, ability, ctx, whole);
  return true;
}

function costHead(tok: IToken, amount: IToken | undefined, unit: IToken | undefined, ability: Ability, ctx: Ctx): void {
  const e = entryOf(tok)!;
  if (e.id === 'extremeEnergy') {
    ctx.diags.push(diag('CS1029', tokSpan(tok), [tok.image]));
    return;
  }
  // 支付1点体力 / 消耗1点极动能: only energy pays an effect (KL-RES-04); 光暗's stamina is the card's (GA-RES-04).
  if (unit && entryOf(unit)?.id !== 'energy') {
    reportCostHead({ start: tok.startOffset, end: tokSpan(unit).end }, ctx.text, ctx.diags);
    return;
  }
  const c: Cost = { kind: 'Cost', type: e.id === 'free' ? 'free' : 'energy', amount: 0, span: tokSpan(tok) };
  // 费用N: another game's word for a cost, kept for the checker to report by ruleset (CS2044).
  if (e.category === 'field') c.word = kwRef(tok);
  if (e.id !== 'free') {
    if (!amount) ctx.diags.push(diag('CS1017', tokSpan(tok), [tok.image]));
    else {
      c.amount = numberOf(amount, ctx) ?? 0;
      c.span = { start: c.span.start, end: tokSpan(amount).end };
    }
  }
  ability.costs.push(c);
}

/** What an ability has one of, for CS1035. */
const ONE_OF = {
  timing: { zh: '时机或触发条件', en: 'timing or trigger' },
  side: { zh: '【己方/对方/双方】前缀', en: '【己方/对方/双方】 prefix' },
  effectKind: { zh: '效果种类', en: 'effect kind' },
  variant: { zh: '【光明】/【黑暗】', en: '【光明】/【黑暗】' },
} as const;

/** CS1035 when the head is a second one of its kind (its first stays: nothing is silently replaced). */
function second(had: KeywordRef | Trigger | undefined, what: keyof typeof ONE_OF, span: Span, ctx: Ctx): boolean {
  if (!had) return false;
  const w = ONE_OF[what];
  ctx.diags.push(diag('CS1035', span, [ctx.text.slice(span.start, span.end), w.zh, w.en]));
  return true;
}

/** Words of one bracket onto the ability; 特性 (other than 【行动】) are collected in `traits`. */
function bracketHead(g: BracketGroup, ability: Ability, traits: TypedRef<'trait'>[], ctx: Ctx): void {
  if (bracketedLimits(g, ability, ctx)) return;
  const event = bracketEvent(g, ctx);
  if (event) {
    if (!second(ability.timing ?? ability.trigger, 'timing', event.span, ctx)) ability.trigger = event;
    return;
  }
  const words = bracketWords(g, ctx);
  if (!words) return;
  const gspan = itemSpan(g);
  for (const { tok, e } of words) {
    switch (e.category) {
      case 'timing':
        if (!second(ability.timing ?? ability.trigger, 'timing', tokSpan(tok), ctx)) ability.timing = typedRef(tok, e);
        break;
      case 'side':
        if (!second(ability.side, 'side', tokSpan(tok), ctx)) ability.side = typedRef(tok, e);
        break;
      case 'effectKind':
        if (!second(ability.effectKind, 'effectKind', tokSpan(tok), ctx)) ability.effectKind = typedRef(tok, e);
        break;
      case 'variant':
        if (!second(ability.variant, 'variant', tokSpan(tok), ctx)) ability.variant = typedRef(tok, e);
        break;
      case 'limit':
        if (e.id === 'oncePerTurn')
          ability.limits.push({ kind: 'Limit', scope: 'turn', count: 1, text: tok.image, span: gspan });
        else ctx.diags.push(diag('CS1017', gspan, [tok.image]));
        break;
      case 'trait':
        if (e.id === 'action')
          ability.action = { kind: 'Keyword', id: e.id, text: tok.image, span: gspan } satisfies KeywordRef;
        else traits.push(typedRef(tok, e, gspan));
        break;
      default:
        ctx.diags.push(diag('CS1029', tokSpan(tok), [tok.image]));
    }
  }
}

/** 【守护】、【连击】: keywords listed with 、 between their brackets (as 特征 are) read as 【守护】【连击】. */
function keywordList(toks: IToken[]): IToken[] {
  let brackets = 0;
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i];
    if (tokenMatcher(t, Enum)) {
      const before = toks[i - 1];
      const after = toks[i + 1];
      if (brackets !== 0 || !before || !after || !tokenMatcher(before, RBracket) || !tokenMatcher(after, LBracket))
        return toks;
    } else if (tokenMatcher(t, LBracket)) brackets++;
    else if (tokenMatcher(t, RBracket)) brackets--;
    else if (brackets === 0) return toks;
  }
  return toks.filter((t) => !tokenMatcher(t, Enum));
}

/** Words that make a bracket a head (【登场时】, 【守护】, 【一回合一次】 …), never the brackets of an effect phrase. */
const HEAD_CATEGORIES: ReadonlySet<string> = new Set(['timing', 'trait', 'effectKind', 'variant', 'mark', 'limit']);

/** Whether the words of a bracket are an effect phrase: a verb or a ± change with more besides, and no head word. */
function effectPhrase(inner: readonly IToken[]): boolean {
  if (inner.length === 1) return entryOf(inner[0])?.id === 'may';
  // 【复活时】, 【转移时】: a verb before 时 is an event word, and the bracket a timing (one misspelt is CS1002's).
  if (timingLike(inner)) return false;
  let effect = false;
  for (const t of inner) {
    if ([Colon, Semicolon, Period, LimitTok].some((tt) => tokenMatcher(t, tt))) return false;
    const e = entryOf(t);
    if (e && HEAD_CATEGORIES.has(e.category)) return false;
    if ((e && e.id in VERBS) || tokenMatcher(t, Plus) || tokenMatcher(t, Minus)) effect = true;
  }
  return effect;
}

/**
 * 令对方【推动进度-1】, 【推动进度+1】, 【治愈1点创伤】, 【造成2点伤害】, 【可以】: the SLCG rulebook prints effect phrases (and
 * 可以) in 【】, as the terms of its glossary (SLCG-TX-05, SLCG-TX-06, SLCG-TX-08, SLCG-TRM-04); there the brackets are
 * typographic, and the phrase reads as if written without them. A bracket with a head word in it stays a head.
 */
function typographicBrackets(toks: IToken[]): IToken[] {
  let out: IToken[] | undefined;
  for (let i = 0; i < toks.length; i++) {
    if (!tokenMatcher(toks[i], LBracket) || toks[i].isInsertedInRecovery) continue;
    let j = i + 1;
    while (j < toks.length && !tokenMatcher(toks[j], RBracket) && !tokenMatcher(toks[j], LBracket)) j++;
    if (j >= toks.length || !tokenMatcher(toks[j], RBracket) || toks[j].isInsertedInRecovery) continue;
    if (effectPhrase(toks.slice(i + 1, j))) {
      out ??= toks.slice();
      out[i] = out[j] = undefined as unknown as IToken;
    }
    i = j;
  }
  return out ? out.filter((t) => t !== undefined) : toks;
}

/** A payment: an effect (弃1张手牌, 横置自身) or a resource (1点体力) — what may stand before an ability's ：. */
function paysSomething(items: readonly ClauseItem[]): boolean {
  const first = entry(items[0])?.id;
  if (first === 'if' || first === 'when' || first === 'choose') return false;
  return items.some((x) => {
    const e = entry(x);
    return !!e && (e.id in VERBS || e.category === 'cost' || e.category === 'resource' || e.id === 'stamina');
  });
}

/**
 * A ：inside the first clause: after 可以 (CS1060: 可以 stands right before its effect, SLCG-TX-08), or after a payment
 * that no ability makes (CS1061: 弃1张手牌：抽2张卡, 横置自身：…). Returns the clause to read on: the text after the ：
 * (after 可以, with it), or the clause as it was when the ：is something else.
 */
function colonInClause(items: ClauseItem[], ctx: Ctx): ClauseItem[] {
  const k = items.findIndex((x) => isTok(x, Colon));
  if (k <= 0) return items;
  const colon = items[k] as IToken;
  const before = items.slice(0, k);
  if (before.length === 1 && is(before[0], 'may')) {
    const fix = { title: '删去“：”', titleEn: 'remove "："', edits: [{ span: tokSpan(colon), newText: '' }] };
    ctx.diags.push(diag('CS1060', tokSpan(colon), [], { fixes: [fix] }));
    return [before[0], ...items.slice(k + 1)];
  }
  if (!paysSomething(before)) return items;
  reportCostHead(itemsSpan(before), ctx.text, ctx.diags);
  return items.slice(k + 1);
}

/**
 * 【登场时】抽1张卡。【回合结束时】推动进度+1。: a 。 before a head or 当…时 ends the ability, and what follows is
 * not read (CS1062); the fix is a new line at the same indent (another ability).
 */
function afterPeriod(period: IToken, rest: readonly IToken[], line: Line, ctx: Ctx): void {
  const span = { start: rest[0].startOffset, end: tokSpan(rest[rest.length - 1]).end };
  const first = line.tokens[0].startOffset;
  const indent = ctx.text.slice(ctx.text.lastIndexOf('\n', first - 1) + 1, first);
  const fixes = [
    {
      title: '另起一行',
      titleEn: 'start a new line',
      edits: [{ span: { start: tokSpan(period).end, end: span.start }, newText: `\n${indent}` }],
    },
  ];
  ctx.diags.push(diag('CS1062', span, [ctx.text.slice(span.start, span.end)], { fixes }));
}

const isAmount = (t: IToken | undefined) => !!t && (tokenMatcher(t, NumberTok) || tokenMatcher(t, Numeral));

/** Whether a, b start an ability rather than a sentence of one: a head (【…】, a limit, a cost, （回1）) or 当…时. */
function startsAbility(a: IToken, b: IToken | undefined): boolean {
  if ([LBracket, LimitTok, CAT.limit, CAT.cost, ENTRY_CAT.when].some((t) => tokenMatcher(a, t))) return true;
  if (tokenMatcher(a, ENTRY_CAT.cost)) return isAmount(b);
  return tokenMatcher(a, LParen) && isLimit(b);
}

/**
 * 抽1张卡。推动进度+1。 / 可以X。若如此，Y: a sentence after a 。 that starts with neither a head nor 当…时 can only be
 * more of the same ability (SLCG-TX-07), so that 。 separates clauses as ；does, with the same IR: a 若 of the first
 * sentence ends at it, and the second may open with 若, 否则 or 若如此 (SLCG-TX-08: Y depends on X). Run after the
 * typographic brackets are gone, so 。【推动进度+1】 is text. A 。 before a head stays the ability's end (CS1062), and
 * one before a stray character stays that character's error.
 */
function sentences(toks: IToken[]): IToken[] {
  let out: IToken[] | undefined;
  for (let i = 1; i + 1 < toks.length; i++) {
    const next = toks[i + 1];
    // A sentence may also say what X is (抽X张卡。X为己方场上角色的数量。).
    const opens = !!entryOf(next) || isX(next.image);
    if (!tokenMatcher(toks[i], Period) || !opens || startsAbility(next, toks[i + 2])) continue;
    if ([Period, Semicolon, Colon].some((t) => tokenMatcher(toks[i - 1], t))) continue;
    out ??= toks.slice();
    out[i] = { ...toks[i], tokenType: Semicolon, tokenTypeIdx: Semicolon.tokenTypeIdx! } as IToken;
  }
  return out ?? toks;
}

export function abilityLine(parser: LineParser, lineToks: IToken[], line: Line, ctx: Ctx, card: CardBlock): void {
  const toks = keywordList(lineToks);
  const { groups, errors } = parseAbilityLine(parser, sentences(typographicBrackets(toks)));
  const before = ctx.diags.length;
  for (const e of errors) {
    const p = groups.period;
    const at = p && e.name === 'NotAllInputParsedException' ? toks.indexOf(e.token) : -1;
    // Text after it (a word, a head), not a stray character (抽1张卡。😀 is CS1029's).
    const text = at > 0 && (entryOf(e.token) || tokenMatcher(e.token, LBracket) || tokenMatcher(e.token, LimitTok));
    if (p && text) afterPeriod(p, toks.slice(at), line, ctx);
    else ctx.diags.push(parseError(e, line));
  }
  const ability: Ability = {
    kind: 'Ability',
    span: { start: line.start, end: line.end },
    limits: [],
    costs: [],
    effects: [],
  };
  const traits: TypedRef<'trait'>[] = [];
  for (const h of groups.heads) {
    if (h.kind === 'limit') limitHead(h.tok, ability, ctx);
    else if (h.kind === 'cost') costHead(h.tok, h.amount, h.unit, ability, ctx);
    else if (h.kind === 'paren') bracketedLimits(h, ability, ctx);
    else if (h.kind === 'bracket') bracketHead(h, ability, traits, ctx);
  }
  if (groups.trigger) {
    const t = groups.trigger;
    const trig = parseTrigger(t.when, t.body, t.at, ctx);
    // 【登场时】当…时: one moment per ability.
    if (trig && !second(ability.timing ?? ability.trigger, 'timing', trig.span, ctx)) ability.trigger = trig;
    else if (!trig) ability.unreadTrigger = true;
  }
  const carried: Carried = {};
  const subject = ability.trigger?.subject;
  ctx.triggerSubject =
    !!subject && (subject.ref !== undefined || (!!subject.cardKind && subject.cardKind !== 'player'));
  // X (抽X张卡，X为…): its definition is no effect; X elsewhere is a number whose uses ctx.xUses collects.
  const x = readX(groups.clauses, ctx);
  ctx.xReadsIt = x.defs.value?.ref === 'it';
  // 执行2次 (repeat.ts) closes its clause, or is a sentence after it: taken out after X为… (a sentence of its own too).
  const rep = readRepeat(x.clauses, x.defs.each, ctx);
  // 选择一项：A；或B (modes.ts): which option of a choice each clause is.
  const modes = readModes(rep.clauses, ctx);
  ctx.xUses = [];
  modes.clauses.forEach((cl, i) => {
    const mode = modes.modes[i];
    // An option sees nothing of the options beside it: not their 可以, nor their targets for 其.
    const sibling = (e: Effect) => !!mode && e.mode?.lead === mode.lead && e.mode.option !== mode.option;
    if (mode && mode.option > 0 && modes.modes[i - 1]?.option !== mode.option) {
      const left = carried.span;
      if (left) ctx.diags.push(diag('CS1074', left, [ctx.text.slice(left.start, left.end)]));
      carried.selection = carried.span = undefined;
    }
    // (A copy only inside a choice: most lines have none, and this runs for every clause read.)
    const seen = mode ? ability.effects.filter((e) => !sibling(e)) : ability.effects;
    const mayBefore = seen.some((e) => e.optional);
    const prior = seen[seen.length - 1];
    const read = parseClause(i === 0 ? colonInClause(cl, ctx) : cl, ctx, mayBefore, prior, carried, seen);
    const from = modes.from[i];
    attachEach(read, rep.tags[from], ctx);
    const repeat = rep.repeats[from];
    for (const e of read) {
      if (repeat && repeat.times > 1) e.repeat = repeat;
      if (mode) e.mode = mode;
      ability.effects.push(e);
    }
  });
  attachX(ability.effects, x.defs, ctx);
  conditionalInstead(ability, ctx);
  ctx.xUses = undefined;
  ctx.xReadsIt = undefined;
  ctx.triggerSubject = undefined;
  // 查看卡组顶3张卡 with nothing taken after it: looking alone changes nothing (CS1170).
  const look = ctx.lookedAtDeck;
  if (look && look.took === undefined)
    ctx.diags.push(diag('CS1170', look.span, [ctx.text.slice(look.span.start, look.span.end)]));
  ctx.lookedAtDeck = undefined;
  // 选择X as the ability's last clause: nothing after it acts on X.
  const left = carried.span;
  if (left) ctx.diags.push(diag('CS1074', left, [ctx.text.slice(left.start, left.end)]));
  const hasText = groups.clauses.length > 0 || !!groups.trigger;
  const onlyTraits =
    !hasText &&
    traits.length > 0 &&
    !ability.timing &&
    !ability.effectKind &&
    !ability.action &&
    !ability.limits.length &&
    !ability.costs.length &&
    !ability.variant &&
    !ability.side;
  if (onlyTraits) {
    for (const t of traits) card.statics.push(t);
    return;
  }
  if (traits.length) ability.traits = traits;
  const ownErrors = ctx.diags.slice(before).some((d) => d.severity === 'error');
  // A 特性 cannot lead ability text: said once per line, and not when the text itself is already
  // reported (【守护】【连击】X is a stray X, not five misplaced keywords).
  if (traits.length && !ownErrors) ctx.diags.push(diag('CS1024', traits[0].span, [traits[0].text]));
  // 【永恒】 text without a clause (e.g. only heads) has nothing to do.
  if (
    !ability.effects.length &&
    !ctx.diags.some((d) => d.span.start >= line.start && d.span.end <= line.end && d.severity === 'error')
  ) {
    ctx.diags.push(diag('CS1015', { start: line.start, end: line.end }));
  }
  const lastTok = toks[toks.length - 1];
  ability.span = { start: line.start, end: Math.max(tokSpan(lastTok).end, itemsSpan(toks as ClauseItem[]).end) };
  card.abilities.push(ability);
}
