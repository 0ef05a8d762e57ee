// Field lines (`字段：值`, several per line allowed): which lines are fields, and what each field's
// value means (docs/language.md "Fields"). A value that does not fit its field is CS1018, naming the
// field's documented form.
import { tokenMatcher, type IToken } from 'chevrotain';
import type { Field, FieldValue, KeywordRef, NameRef, SummonOption, TypedRef } from './ast.js';
import { parseCondition } from './clauses/conditions.js';
import { splitPhrases } from './clauses/effects.js';
import { eachCounted } from './clauses/x-amount.js';
import { isNumberTok, kwRef, numberOf, tokSpan, typedRef, type Ctx } from './clauses/items.js';
import { parseTarget } from './clauses/targets.js';
import { diag, type Fix } from './diagnostics.js';
import { CAT, Colon, Comma, entryOf, Enum, LBracket, LimitTok, Minus, Period, Plus, RBracket } from './lexer.js';
import { parseFieldLine, type ClauseItem, type LineParser } from './line-parser.js';
import { parseError, type Line } from './recovery.js';
import type { Span } from './source.js';
import { closestForms, didYouMean, formsOf } from './suggest.js';
import { VOCAB_BY_FORM, type Category } from './vocabulary.js';

/** The documented form of a field's value, for CS1018. */
const FIELD_FORM: Readonly<Record<string, { zh: string; en: string }>> = {
  type: { zh: '需要卡牌类型，如 角色、发生、卡灵', en: 'a card type is needed, e.g. 角色, 发生, 卡灵' },
  cost: { zh: '写作“3”或“2+极动能”', en: 'write "3" or "2+极动能"' },
  value: { zh: '写作“4 攻推”（颜色：攻、推、攻推、无）', en: 'write "4 攻推" (colour: 攻, 推, 攻推, 无)' },
  costReduction: { zh: '写作“若条件，费用-N”', en: 'write "若 condition，费用-N"' },
  summon: { zh: '写作“耗能N 或 素材…”', en: 'write "耗能N 或 素材…"' },
  number: { zh: '需要一个数字', en: 'a number is needed' },
};

const FIELD_FORMS = formsOf(['field']);

const NOT_IN_LABEL = new Set([
  'field',
  'effect',
  'connective',
  'timing',
  'event',
  'side',
  'limit',
  'cost',
  'trait',
  'effectKind',
  'ref',
  'quantifier',
  'variant',
]);

/** `攻速：3`: a few words that are no field name, then a colon, at the start of a line — a misspelt or unknown field. */
export function unknownFieldLabel(toks: IToken[]): Span | undefined {
  let ci = -1;
  for (let i = 0; i < toks.length && i <= 4; i++) {
    if (tokenMatcher(toks[i], Colon)) {
      ci = i;
      break;
    }
  }
  if (ci < 1) return undefined;
  for (let i = 0; i < ci; i++) {
    const t = toks[i];
    const e = entryOf(t);
    if (e ? NOT_IN_LABEL.has(e.category) : t.tokenType.name !== 'Word' && t.tokenType.name !== 'AsciiWord')
      return undefined;
  }
  return { start: toks[0].startOffset, end: tokSpan(toks[ci - 1]).end };
}

/**
 * `消耗体力：2` / `需要光暗：3`: a word or two glued before a field's label, then a colon and a number alone — the field
 * with a word of its description before it. The span of the label as written (消耗体力) and the field it holds.
 */
export function prefixedFieldLabel(toks: IToken[]): PrefixedField | undefined {
  for (let k = 1; k <= 2; k++) {
    const [field, colon, value, more] = [toks[k], toks[k + 1], toks[k + 2], toks[k + 3]];
    if (!field || !tokenMatcher(field, CAT.field) || !colon || !tokenMatcher(colon, Colon)) continue;
    if (!value || !isNumberTok(value) || more) return undefined;
    if (toks.slice(0, k).some((t) => tokenMatcher(t, CAT.field))) return undefined;
    // Glued to the label: 消耗体力, not 消耗 体力.
    for (let i = 0; i < k; i++) if (tokSpan(toks[i]).end !== toks[i + 1].startOffset) return undefined;
    return { span: { start: toks[0].startOffset, end: tokSpan(field).end }, field, value };
  }
  return undefined;
}

interface PrefixedField {
  span: Span;
  field: IToken;
  value: IToken;
}

/** CS1006 for `消耗体力：2`: the field is its label (体力：2), with that fix. */
export function reportPrefixedField(p: PrefixedField, ctx: Ctx): void {
  const word = ctx.text.slice(p.span.start, p.span.end);
  const label = p.field.image;
  ctx.diags.push(
    diag('CS1006', p.span, [word], {
      notes: [
        {
          zh: `字段名是“${label}”：写作“${label}：${p.value.image}”`,
          en: `the field is "${label}": write "${label}：${p.value.image}"`,
        },
      ],
      fixes: [{ title: `改为“${label}”`, titleEn: `change to "${label}"`, edits: [{ span: p.span, newText: label }] }],
    }),
  );
}

/** CS1006 for an unknown field label, with the closest field names. */
export function reportUnknownField(span: Span, ctx: Ctx): void {
  const word = ctx.text.slice(span.start, span.end);
  ctx.diags.push(diag('CS1006', span, [word], didYouMean(closestForms(word, FIELD_FORMS), span)));
}

/** 攻击：3 is a field; 攻击 without a colon starting a line is still read as a field (missing colon). */
export function isFieldLine(toks: IToken[]): boolean {
  const [a, b, c] = toks;
  if (!tokenMatcher(a, CAT.field)) return false;
  // 费用1：抽1张卡 is an ability whose head is a cost written 费用N (CS2044), not the field 费用.
  if (toks.length > 3 && entryOf(a)?.id === 'cost' && isNumberTok(b) && tokenMatcher(c, Colon)) return false;
  return !!b && (tokenMatcher(b, Colon) || !isAbilityStart(b));
}

function isAbilityStart(t: IToken): boolean {
  return tokenMatcher(t, LBracket) || tokenMatcher(t, LimitTok) || entryOf(t)?.category === 'effect';
}

export function fieldLine(parser: LineParser, toks: IToken[], line: Line, ctx: Ctx): Field[] {
  const { groups, errors } = parseFieldLine(parser, toks);
  for (const e of errors) ctx.diags.push(parseError(e, line));
  const out: Field[] = [];
  for (const g of groups) {
    if (!g.label || g.label.isInsertedInRecovery) continue;
    const label = kwRef(g.label);
    if (!g.colon)
      ctx.diags.push(diag('CS1005', label.span, [label.text], { fixes: [missingColonFix(label, g.value)] }));
    const end = g.value.length
      ? tokSpan(g.value[g.value.length - 1]).end
      : g.colon
        ? tokSpan(g.colon).end
        : label.span.end;
    out.push({
      kind: 'Field',
      id: label.id,
      label,
      span: { start: label.span.start, end },
      value: fieldValue(label, g.value, ctx),
    });
  }
  return out;
}

function stripPeriod(v: IToken[]): IToken[] {
  return v.length && tokenMatcher(v[v.length - 1], Period) ? v.slice(0, -1) : v;
}

function bad(ctx: Ctx, label: KeywordRef, span: Span, form: keyof typeof FIELD_FORM): void {
  const f = FIELD_FORM[form];
  // The documented form is in the message itself: no note repeats it.
  ctx.diags.push(diag('CS1018', span, [label.text, ctx.text.slice(span.start, span.end), f.zh, f.en]));
}

/**
 * CS1018 for a 常值 whose number and colour are written, only not as the field writes them (`3 攻 推`, `3（红）`,
 * SLCG-CT-11): the documented form with the written number and colour, and the fix to it. Otherwise the plain CS1018.
 */
function badValue(ctx: Ctx, label: KeywordRef, span: Span, v: IToken[], n: number | undefined): void {
  const words = v.slice(1).filter((t) => !/^[()（）[\]【】]$/u.test(t.image));
  const joined = words.map((t) => t.image).join('');
  const colour = n !== undefined && words.length && words.every((t) => entryOf(t)?.category === 'color');
  const written = ctx.text.slice(span.start, span.end);
  if (!colour || VOCAB_BY_FORM.get(joined)?.category !== 'color') {
    if (n === undefined) return bad(ctx, label, span, 'value');
    // 常值：3 火: the number stays as written, the colour is one of the four.
    const zh = `写作“${v[0].image} 颜色”，颜色为攻、推、攻推或无`;
    const en = `write "${v[0].image} colour", the colour one of 攻, 推, 攻推, 无`;
    ctx.diags.push(diag('CS1018', span, [label.text, written, zh, en]));
    return;
  }
  const newText = `${v[0].image} ${joined}`;
  const zh = `写作“${newText}”（颜色：攻、推、攻推、无）`;
  const en = `write "${newText}" (colour: 攻, 推, 攻推, 无)`;
  const fix = { title: `改为“${newText}”`, titleEn: `change to "${newText}"`, edits: [{ span, newText }] };
  ctx.diags.push(diag('CS1018', span, [label.text, written, zh, en], { fixes: [fix] }));
}

const NUMBER_FIELDS = new Set(['copies', 'level', 'ap', 'dp', 'sp', 'gp', 'hp', 'atk', 'lightDark', 'stamina']);

function fieldValue(label: KeywordRef, raw: IToken[], ctx: Ctx): FieldValue {
  const v = stripPeriod(raw);
  if (!v.length) {
    ctx.diags.push(diag('CS1007', label.span, [label.text]));
    return { kind: 'Missing', span: { start: label.span.end, end: label.span.end } };
  }
  const span = { start: v[0].startOffset, end: tokSpan(v[v.length - 1]).end };
  const text = ctx.text.slice(span.start, span.end);
  if (NUMBER_FIELDS.has(label.id)) return numberValue(label, v, span, text, ctx);
  switch (label.id) {
    case 'type':
      return typeValue(label, v, span, ctx);
    case 'traits':
    case 'exclusive':
      return { kind: 'Names', span, names: nameList(v, ctx) };
    case 'cost':
      return costValue(label, v, span, ctx);
    case 'value': {
      const n = isNumberTok(v[0]) ? numberOf(v[0], ctx) : undefined;
      const colorTok = v[1];
      const ce = colorTok ? entryOf(colorTok) : undefined;
      const color = ce?.category === 'color' ? typedRef(colorTok, ce) : undefined;
      if (n === undefined || (v.length > 1 && !color) || v.length > 2) badValue(ctx, label, span, v, n);
      return color ? { kind: 'Value', span, value: n ?? 0, color } : { kind: 'Value', span, value: n ?? 0 };
    }
    case 'costReduction': {
      const phrases = splitPhrases(v);
      const [condP, effP] = phrases;
      const condItems = condP && entryOf(condP[0] as IToken)?.id === 'if' ? condP.slice(1) : condP;
      // 己方场上每有一个角色，费用-1: N per card counted (or per point of a player's number), not a condition.
      const eachAt = condItems?.findIndex((x, k) => imageIs(x, '每') && imageIs(condItems[k + 1], '有'));
      const each = condItems && eachAt !== undefined && eachAt >= 0 ? eachCounted(condItems, ctx) : undefined;
      const condition = condItems && !each ? parseCondition(condItems, ctx, span) : undefined;
      let amount: number | undefined;
      if (
        effP &&
        effP.length === 3 &&
        entryOf(effP[0] as IToken)?.id === 'cost' &&
        tokenMatcher(effP[1] as IToken, Minus) &&
        isNumberTok(effP[2])
      ) {
        amount = numberOf(effP[2] as IToken, ctx);
      }
      if (each) {
        if (!each.target && !each.stat) return { kind: 'Text', span, text };
        if (amount === undefined || phrases.length !== 2) {
          bad(ctx, label, span, 'costReduction');
          return { kind: 'Text', span, text };
        }
        const out: FieldValue = { kind: 'CostReduction', span, amount };
        if (each.target) out.per = each.target;
        if (each.stat) out.perStat = each.stat;
        if (each.every) out.perEvery = each.every;
        return out;
      }
      if (!condition || amount === undefined || phrases.length !== 2) {
        if (condition) bad(ctx, label, span, 'costReduction');
        return { kind: 'Text', span, text };
      }
      return { kind: 'CostReduction', span, condition, amount };
    }
    case 'prerequisite': {
      const c = parseCondition(entryOf(v[0])?.id === 'if' ? v.slice(1) : v, ctx, span);
      return c ? { kind: 'Condition', span, condition: c } : { kind: 'Text', span, text };
    }
    case 'attackArea': {
      const directions: TypedRef<'direction'>[] = [];
      const unknown: IToken[] = [];
      for (const t of v) {
        if (tokenMatcher(t, Enum) || tokenMatcher(t, Comma)) continue;
        const e = entryOf(t);
        if (e?.category === 'direction') directions.push(typedRef(t, e));
        else unknown.push(t);
      }
      unknownWords(unknown, ['direction'], ctx);
      return { kind: 'Directions', span, directions };
    }
    case 'summon':
      return summonValue(label, v, span, ctx);
    default:
      return { kind: 'Text', span, text };
  }
}

function typeValue(label: KeywordRef, v: IToken[], span: Span, ctx: Ctx): FieldValue {
  const types: TypedRef<'cardType'>[] = [];
  const marks: KeywordRef[] = [];
  const unknown: IToken[] = [];
  for (const t of v) {
    if (tokenMatcher(t, LBracket) || tokenMatcher(t, RBracket) || tokenMatcher(t, Enum)) continue;
    const e = entryOf(t);
    if (e?.category === 'cardType') types.push(typedRef(t, e));
    else if (e && (e.category === 'mark' || e.category === 'trait' || e.id === 'instant')) marks.push(kwRef(t));
    else unknown.push(t);
  }
  // Runs of touching tokens (诅|咒 is one word), each told once.
  const runs: IToken[][] = [];
  for (const t of unknown) {
    const last = runs[runs.length - 1];
    if (last && tokSpan(last[last.length - 1]).end === t.startOffset) last.push(t);
    else runs.push([t]);
  }
  const rest = runs.filter((r) => !typeLineHint(r, types.length > 0, ctx)).flat();
  unknownWords(rest, ['cardType', 'mark', 'trait'], ctx);
  if (!types.length && !unknown.length) bad(ctx, label, span, 'type');
  return unknown.length
    ? { kind: 'Type', span, types, marks, unknownWords: unknown.length }
    : { kind: 'Type', span, types, marks };
}

function costValue(label: KeywordRef, v: IToken[], span: Span, ctx: Ctx): FieldValue {
  const numeric = isNumberTok(v[0]);
  const amount = numeric ? numberOf(v[0], ctx) : undefined;
  let extreme: KeywordRef | undefined;
  let i = numeric ? 1 : 0;
  const plus = i < v.length && tokenMatcher(v[i], Plus);
  if (plus) i++;
  if (i < v.length && entryOf(v[i])?.id === 'extremeEnergy') extreme = kwRef(v[i++]);
  // 费用：2+ adds nothing: not read as 2.
  if ((!numeric && !extreme) || (plus && !extreme) || i < v.length) bad(ctx, label, span, 'cost');
  return extreme ? { kind: 'Cost', span, energy: amount ?? 0, extreme } : { kind: 'Cost', span, energy: amount ?? 0 };
}

function summonValue(label: KeywordRef, v: IToken[], span: Span, ctx: Ctx): FieldValue {
  const options: SummonOption[] = [];
  const parts: IToken[][] = [[]];
  for (const t of v) {
    if (entryOf(t)?.id === 'or') parts.push([]);
    else parts[parts.length - 1].push(t);
  }
  for (const p of parts) {
    if (!p.length) continue;
    const e0 = entryOf(p[0])?.id;
    const pspan = { start: p[0].startOffset, end: tokSpan(p[p.length - 1]).end };
    // KL-RES-04 writes 耗能x點: 耗能4点 is 耗能4.
    if (p.length === 3 && entryOf(p[2])?.id === 'unitPoint') p.pop();
    if (e0 === 'payEnergy' && p.length === 2 && isNumberTok(p[1]))
      options.push({ kind: 'energy', amount: numberOf(p[1], ctx) ?? 0, span: pspan });
    else if (e0 === 'material') {
      const target = parseTarget(p.slice(1) as ClauseItem[], ctx) ?? {
        kind: 'Target' as const,
        span: pspan,
        filters: [],
      };
      options.push({ kind: 'material', target, span: pspan });
    } else bad(ctx, label, parts.length > 1 ? pspan : span, 'summon');
  }
  return { kind: 'Summon', span, options };
}

function numberValue(label: KeywordRef, v: IToken[], span: Span, text: string, ctx: Ctx): FieldValue {
  let i = 0;
  let sign = 1;
  if (tokenMatcher(v[0], Minus)) {
    sign = -1;
    i = 1;
  }
  const t = v[i];
  if (v.length !== i + 1 || !isNumberTok(t)) {
    if (t && /^[0-9０-９零〇一二两兩三四五六七八九十百]/.test(t.image) && !isNumberTok(t))
      ctx.diags.push(diag('CS1008', span, [text]));
    else bad(ctx, label, span, 'number');
    return { kind: 'Number', span, value: 0 };
  }
  return { kind: 'Number', span, value: sign * (numberOf(t, ctx) ?? 0) };
}

/**
 * CS1005's fix: the colon after the label — or, when a short unknown word is glued to the label before the value
 * (攻击力 3, 攻击力：3: the field is 攻击), the label with its colon in place of label, word and separator; inserting a
 * colon there would make 攻击：力 3.
 */
function missingColonFix(label: KeywordRef, value: IToken[]): Fix {
  const [glued, next, after] = value;
  const junk =
    glued &&
    next &&
    glued.startOffset === label.span.end &&
    [...glued.image].length <= 3 &&
    !entryOf(glued) &&
    !isNumberTok(glued) &&
    !tokenMatcher(glued, Colon);
  if (junk) {
    const end = tokenMatcher(next, Colon) ? (after ? after.startOffset : tokSpan(next).end) : next.startOffset;
    return {
      title: `改为“${label.text}：”`,
      titleEn: `write "${label.text}："`,
      edits: [{ span: { start: label.span.end, end }, newText: '：' }],
    };
  }
  return {
    title: '补上“：”',
    titleEn: 'insert "："',
    edits: [{ span: { start: label.span.end, end: label.span.end }, newText: '：' }],
  };
}

/** `A、B` → names read back from the source, exactly as written. */
function nameList(v: IToken[], ctx: Ctx): NameRef[] {
  const out: NameRef[] = [];
  let first = -1;
  for (let i = 0; i <= v.length; i++) {
    const sep = i === v.length || tokenMatcher(v[i], Enum) || tokenMatcher(v[i], Comma);
    if (!sep) {
      if (first < 0) first = i;
      continue;
    }
    if (first < 0) continue;
    const s = { start: v[first].startOffset, end: tokSpan(v[i - 1]).end };
    out.push({ kind: 'Name', name: ctx.text.slice(s.start, s.end).replace(/^「|」$/g, ''), quoted: false, span: s });
    first = -1;
  }
  return out;
}

/**
 * 光暗's kinds of card as designers name them on the 类型 line: a 诅咒 card is one with 【咒术】 (GA-KW-01), a 护符 card
 * one with 【符术】 (GA-KW-02), written after the card type (普通 when none is written).
 */
const MARK_WORDS: Readonly<Record<string, { mark: string; rule: string }>> = {
  诅咒: { mark: '【咒术】', rule: 'GA-KW-01' },
  詛咒: { mark: '【咒術】', rule: 'GA-KW-01' },
  咒语: { mark: '【咒术】', rule: 'GA-KW-01' },
  咒語: { mark: '【咒術】', rule: 'GA-KW-01' },
  护符: { mark: '【符术】', rule: 'GA-KW-02' },
  護符: { mark: '【符術】', rule: 'GA-KW-02' },
  符咒: { mark: '【符术】', rule: 'GA-KW-02' },
};

/**
 * A word on the 类型 line that is no card type or mark but says what the designer meant: a field's label (专属 is its
 * own line, `专属：角色名`, GA-CT-09) or a 光暗 kind of card that is a mark (诅咒 → 【咒术】, 护符 → 【符术】). One CS1029
 * with what to write, and the fix where one rewrite is obvious; true when reported.
 */
function typeLineHint(run: IToken[], typed: boolean, ctx: Ctx): boolean {
  const span = { start: run[0].startOffset, end: tokSpan(run[run.length - 1]).end };
  const t = { image: ctx.text.slice(span.start, span.end) };
  const e = run.length === 1 ? entryOf(run[0]) : undefined;
  if (e?.category === 'field') {
    const value = e.id === 'exclusive' ? '角色名' : '…';
    const rule = e.id === 'exclusive' ? '（GA-CT-09）' : '';
    const ruleEn = e.id === 'exclusive' ? ' (GA-CT-09)' : '';
    const note = {
      zh: `“${t.image}”是一个字段，不是卡牌类型：另起一行写“${t.image}：${value}”${rule}`,
      en: `"${t.image}" is a field, not a card type: write it on a line of its own, "${t.image}：${value}"${ruleEn}`,
    };
    ctx.diags.push(diag('CS1029', span, [t.image], { notes: [note] }));
    return true;
  }
  const m = MARK_WORDS[t.image];
  if (!m) return false;
  const newText = typed ? m.mark : `普通 ${m.mark}`;
  const note = {
    zh: `光暗的${t.image}卡是带${m.mark}标记的卡（${m.rule}）：${typed ? `在类型后写“${m.mark}”` : `类型行写“${newText}”`}`,
    en: `a 光暗 ${t.image} card is a card marked ${m.mark} (${m.rule}): ${typed ? `write "${m.mark}" after the card type` : `write "${newText}" on the 类型 line`}`,
  };
  const fix = { title: `改为“${newText}”`, titleEn: `change to "${newText}"`, edits: [{ span, newText }] };
  ctx.diags.push(diag('CS1029', span, [t.image], { notes: [note], fixes: [fix] }));
  return true;
}

/** Reports unknown tokens, one diagnostic per run of touching tokens (魔法, not 魔 and 法), with a did-you-mean. */
function unknownWords(toks: IToken[], cats: Category[], ctx: Ctx): void {
  if (!toks.length) return;
  const forms = formsOf(cats);
  const runs: Span[] = [];
  for (const t of toks) {
    const s = tokSpan(t);
    const last = runs[runs.length - 1];
    if (last && last.end === s.start) last.end = s.end;
    else runs.push(s);
  }
  for (const span of runs) {
    const word = ctx.text.slice(span.start, span.end);
    ctx.diags.push(diag('CS1029', span, [word], didYouMean(closestForms(word, forms), span)));
  }
}

/** Whether a clause item is a bracket group (【…】), which holds no 每 or 有. */
function isGroupItem(x: ClauseItem): boolean {
  return (x as { kind?: string }).kind === 'bracket';
}

/** Whether a clause item is the plain word `w`. */
function imageIs(x: ClauseItem | undefined, w: string): boolean {
  return !!x && !isGroupItem(x) && (x as IToken).image === w;
}
