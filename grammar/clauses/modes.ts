// A choice between effects (选择一项：抽2张卡；或对一个对方角色造成2点伤害): a lead — 选择一项, 二选一, 从以下效果中选择一项,
// 选择其一, 选择两项 … before a colon — and after it the options, to the end of the ability. An option is a clause; the
// next one starts at a clause opening with 或 / 或者 or a circled number (①…⑩), or at `，或` inside a clause. With no
// such mark after the first option, every clause is an option of its own. The controller chooses when the ability
// is played or triggers, before its targets (docs/rules-decisions.md); only the chosen options' effects happen.
import type { IToken } from 'chevrotain';
import type { ModeLead } from '../ast.js';
import { diag } from '../diagnostics.js';
import { Colon, Comma } from '../lexer.js';
import type { ClauseItem } from '../line-parser.js';
import { parseNumber } from '../numerals.js';
import { toSimplified } from '../script.js';
import type { Span } from '../source.js';
import { cat, is, isGroup, isTok, itemSpan, itemsSpan, tokSpan, type Ctx } from './items.js';

const N = '[一二两兩三四五1-5１-５]';
const ITEM = '(?:项|項|个|個|种|種|条|條)';
/** 选择一项 / 从以下效果中选择一项 / 选择以下一项 / 任选一项 / 选择两项 / 选择一个效果 … : group 1 is how many to choose. */
const CHOOSE = new RegExp(
  `^(?:从|從)?(?:以下|下列|下面)?的?(?:效果|选项|選項)?(?:中|当中|之中)?(?:你)?(?:选择|任选|选|择|擇)(?:以下|下列)?(?:其中)?的?(${N})${ITEM}(?:效果)?(?:执行|執行|发动|結算|结算)?$`,
);
/** 二选一 / 三选一 / 以下效果二选一: group 1 says how many options there are, group 2 how many to choose. */
const N_OF = new RegExp(`^(?:以下|下列)?(?:效果)?(${N})(?:选|擇|择)(${N})$`);
/** 选择其一 / 择一 / 选择以下效果之一 / 从以下效果中选择其一: one to choose. */
const ONE_OF =
  /^(?:(?:从|從)?(?:以下|下列)?(?:效果|选项|選項)?(?:中|当中|之中)?)?(?:选择|择|擇)(?:以下|下列)?(?:效果|选项|選項)?(?:其|之)一(?:项|項|个|個)?$/;

const CIRCLED = /^[①②③④⑤⑥⑦⑧⑨⑩]$/;

const imageOf = (x: ClauseItem): string => (isGroup(x) ? '\u0000' : (x as IToken).image);

/** A lead's numbers, or undefined when the words are no lead. */
function leadOf(words: readonly ClauseItem[]): { choose: number; options?: number } | undefined {
  if (!words.length || words.length > 12) return undefined;
  const text = toSimplified(words.map(imageOf).join('')).replace(/兩/g, '两');
  let m = CHOOSE.exec(text);
  if (m) return { choose: parseNumber(m[1].replace(/[１-５]/, (c) => String(c.charCodeAt(0) - 0xff10))) ?? 1 };
  m = N_OF.exec(text);
  if (m) return { options: parseNumber(m[1]), choose: parseNumber(m[2]) ?? 1 };
  if (ONE_OF.test(text)) return { choose: 1 };
  return undefined;
}

/** Whether an item marks the start of an option (或 / 或者, ①…). */
const marks = (x: ClauseItem | undefined): boolean => !!x && (is(x, 'or') || CIRCLED.test(imageOf(x)));

/** Per clause read, its place among the options of a choice (undefined outside one), and the clause it came from. */
export interface ModeReading {
  clauses: ClauseItem[][];
  /** The index (in the clauses handed in) of the clause each clause read comes from: its repeat, its tags. */
  from: number[];
  modes: ({ lead: ModeLead; option: number } | undefined)[];
}

/**
 * The clauses with a choice's lead and its options' marks taken out. A clause holding the lead keeps what stands
 * before it (a cost, …) as a clause of its own, outside the choice. A lead inside an option of another choice is
 * CS1102; too few options for the lead CS1100; 二选一 with other than two options CS1101 (fixed to the count there is).
 */
export function readModes(given: readonly ClauseItem[][], ctx: Ctx): ModeReading {
  const out: ModeReading = { clauses: [], from: [], modes: [] };
  // A lead stands before a colon; with none, only a stray 或 (CS1103) can make a choice.
  const colon = given.some((cl) => cl.some((x) => isTok(x, Colon)));
  const stray = colon ? undefined : strayOr(given, ctx);
  if (!colon && !stray) {
    given = numberedWithoutLead(given, ctx);
    out.clauses = given as ClauseItem[][];
    out.from = given.map((_, i) => i);
    out.modes = given.map(() => undefined);
    return out;
  }
  const clauses = stray?.clauses ?? given;
  const origin = (n: number) => stray?.from[n] ?? n;
  let lead: ModeLead | undefined;
  let option = 0;
  // Whether a mark (或, ①) opens some option after the first: then a clause without one goes on with its option.
  let marked = false;
  const groupStart = { clause: 0 };
  const finish = () => {
    if (!lead) return;
    lead.options = option + 1;
    checkCount(lead, ctx);
  };
  for (const [n, whole] of clauses.entries()) {
    let cl = whole;
    if (stray && n === stray.at) {
      // 抽2张卡；或治愈1点创伤 with no lead (CS1103, said by strayOr): read as the choice its fix writes.
      lead = { kind: 'ModeLead', span: stray.span, choose: 1, options: 0 };
      option = 0;
      groupStart.clause = out.clauses.length;
      marked = true;
    }
    // The lead: the words before a colon, back to the comma or colon before them (抽1张卡，选择一项：…).
    for (let k = 0; k < cl.length; k++) {
      if (!isTok(cl[k], Colon)) continue;
      let b = k;
      while (b > 0 && !isTok(cl[b - 1], Comma) && !isTok(cl[b - 1], Colon)) b--;
      // 或选择一项：… — an option's mark before a second lead stays the option's (CS1102 below).
      if (marks(cl[b]) && b + 1 < k) b++;
      const l = leadOf(cl.slice(b, k));
      if (!l) continue;
      const span = itemsSpan(cl.slice(b, k));
      let rest = cl.slice(k + 1);
      if (marks(rest[0])) rest = rest.slice(1);
      if (lead) {
        ctx.diags.push(diag('CS1102', span, [ctx.text.slice(span.start, span.end)]));
        cl = [...cl.slice(0, b), ...rest];
        break;
      }
      const pre = cl.slice(0, b);
      if (pre.length && isTok(pre[pre.length - 1], Comma)) {
        // Effects before it in its clause are no option: a clause of their own, outside the choice.
        pushSplit(pre.slice(0, -1), origin(n), undefined);
        cl = rest;
      } else {
        // 耗能1：选择一项：… — what a colon closes stays where the clause reader looks for it.
        cl = [...pre, ...rest];
      }
      lead = { kind: 'ModeLead', span, choose: l.choose, options: 0, printed: l.options };
      option = 0;
      groupStart.clause = out.clauses.length;
      marked = clauses.slice(n + 1).some((c) => marks(c[0]));
      break;
    }
    if (!lead || out.clauses.length === groupStart.clause) {
      pushSplit(cl, origin(n), lead ? 0 : undefined);
      continue;
    }
    // A later clause: a new option when it opens with a mark, or when no clause after the first has one.
    if (marks(cl[0]) || !marked) {
      option++;
      if (marks(cl[0])) cl = cl.slice(1);
    }
    pushSplit(cl, origin(n), option);
  }
  finish();
  return out;

  /** A clause of the choice, split at `，或` (each part a new option). */
  function pushSplit(cl: ClauseItem[], n: number, opt: number | undefined): void {
    let start = 0;
    for (let k = 0; lead && opt !== undefined && k + 1 < cl.length; k++) {
      if (!isTok(cl[k], Comma) || !is(cl[k + 1], 'or')) continue;
      push(cl.slice(start, k), n, opt);
      opt = ++option;
      start = k + 2;
      k++;
    }
    push(cl.slice(start), n, opt);
  }

  function push(cl: ClauseItem[], n: number, opt: number | undefined): void {
    if (!cl.length) return;
    out.clauses.push(cl);
    out.from.push(n);
    out.modes.push(lead && opt !== undefined ? { lead, option: opt } : undefined);
  }
}

/** CS1100: fewer options than the lead needs; CS1101: 二选一 with other than two. */
function checkCount(lead: ModeLead, ctx: Ctx): void {
  const said = ctx.text.slice(lead.span.start, lead.span.end);
  if (lead.printed !== undefined && lead.printed !== lead.options && lead.options >= 2) {
    const zh = (n: number) => '零一二三四五六七八九十'[n] ?? String(n);
    const newText = `${zh(lead.options)}选${zh(lead.choose)}`;
    ctx.diags.push(
      diag('CS1101', lead.span, [said, lead.printed, lead.options], {
        fixes: [{ title: `改为“${newText}”`, titleEn: `write ${newText}`, edits: [{ span: lead.span, newText }] }],
      }),
    );
    return;
  }
  const need = Math.max(2, lead.choose + 1);
  if (lead.options < need) ctx.diags.push(diag('CS1100', lead.span, [said, need]));
}

/** Words that start an effect (a verb, or 对 / 令 / 使 / 选择 / 可以 before one): what may follow a stray 或. */
function startsEffect(x: ClauseItem | undefined): boolean {
  return cat(x, 'effect') || ['to', 'make', 'choose', 'may', 'ba'].some((id) => is(x, id));
}

/**
 * 抽2张卡；或治愈1点创伤 / 抽2张卡或对一个对方角色造成2点伤害 — effects joined by 或 with no lead say a choice without
 * saying so: CS1103, whose fix writes 选择一项： before the effect before 或 (and ；before a 或 inside a clause). The
 * clauses come back split at that 或, `at` the clause the choice starts at, so the text is read as its fix (nothing
 * else is reported of it). A 或 inside a 若… is the condition's (若A或B), never this.
 */
/**
 * `①抽1张卡；②推动进度+1` with no `选择一项：` before it: numbered effects that do not say whether all of them happen or
 * the player chooses one (SLCG-TG-01's choice is written 选择一项：). CS1117 at the first number, with a fix for each
 * reading; the clauses are read without their numbers (all of them, as the text would be without).
 */
function numberedWithoutLead(given: readonly ClauseItem[][], ctx: Ctx): readonly ClauseItem[][] {
  const numbered = given.filter((cl) => cl.length > 1 && CIRCLED.test(imageOf(cl[0])));
  const lead = given[0]?.[0];
  if (numbered.length < 2 || !lead || !CIRCLED.test(imageOf(lead))) return given;
  const first = itemSpan(lead);
  const marks = numbered.map((cl) => itemSpan(cl[0]));
  const text = ctx.text.slice(first.start, itemsSpan(given[given.length - 1]).end);
  ctx.diags.push(
    diag('CS1117', first, [text], {
      fixes: [
        {
          title: '在前面写“选择一项：”',
          titleEn: 'write 选择一项： before the options',
          edits: [{ span: { start: first.start, end: first.start }, newText: '选择一项：' }],
        },
        {
          title: '删去编号（全部执行）',
          titleEn: 'remove the numbers (all of them happen)',
          edits: marks.map((span) => ({ span, newText: '' })),
        },
      ],
    }),
  );
  return given.map((cl) => (cl.length > 1 && CIRCLED.test(imageOf(cl[0])) ? cl.slice(1) : cl));
}

function strayOr(
  clauses: readonly ClauseItem[][],
  ctx: Ctx,
): { clauses: ClauseItem[][]; from: number[]; at: number; span: Span } | undefined {
  for (const [n, cl] of clauses.entries()) {
    if (cl.some((x) => is(x, 'if'))) continue;
    // Two words at least before an inner 或: 消灭或回归一张对方卡灵 shares one target between two verbs, no choice.
    const j =
      n > 0 && is(cl[0], 'or') && startsEffect(cl[1])
        ? 0
        : cl.findIndex((x, k) => k > 1 && is(x, 'or') && startsEffect(cl[k + 1]));
    if (j < 0 || (j === 0 && n === 0)) continue;
    const or = cl[j] as IToken;
    const span = tokSpan(or);
    const startOf = (c: readonly ClauseItem[]) => itemsSpan(c).start;
    const first = j === 0 ? clauses[n - 1] : cl;
    const at = startOf(first);
    const edits = [{ span: { start: at, end: at }, newText: '选择一项：' }];
    const comma = j > 0 && isTok(cl[j - 1], Comma);
    // 抽2张卡或治愈… → …；或治愈…; after a comma (抽2张卡，或治愈…) the 或 opens an option as it is.
    if (j > 0 && !comma) edits.push({ span: { start: span.start, end: span.start }, newText: '；' });
    ctx.diags.push(
      diag('CS1103', span, [ctx.text.slice(span.start, itemsSpan(cl.slice(j)).end)], {
        fixes: [{ title: '在前面写“选择一项：”', titleEn: 'write 选择一项： before the options', edits }],
      }),
    );
    const split =
      j === 0
        ? [...clauses]
        : [...clauses.slice(0, n), cl.slice(0, comma ? j - 1 : j), cl.slice(j), ...clauses.slice(n + 1)];
    const from = split.map((_, k) => (j > 0 && k > n ? k - 1 : k));
    return { clauses: split, from, at: j === 0 ? n - 1 : n, span };
  }
  return undefined;
}
