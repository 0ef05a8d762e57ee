// A clause done more than once (对一个对方角色造成1点伤害，执行2次): its last phrase — or a sentence of its own after it
// (抽1张卡。再执行此效果2次。), or 以下效果执行N次： before the effects — says how many times. `执行N次` / `共执行N次` /
// `进行N次` is N times in all; `再执行N次` / `再重复N次` N more times (N + 1 in all). A bare `重复N次` is read both ways by designers (twice in all, or twice
// more), so it is an error with a fix for each reading (CS1098) rather than a guess. Each effect of the clause gets
// the same `repeat`; lowering writes its ops that many times over (compiler/ir/lower.ts), each copy choosing anew.
import type { IToken } from 'chevrotain';
import type { Repeat } from '../ast.js';
import { diag } from '../diagnostics.js';
import { Colon, Comma } from '../lexer.js';
import type { ClauseItem } from '../line-parser.js';
import { parseNumber } from '../numerals.js';
import { toSimplified } from '../script.js';
import { isGroup, isTok, itemsSpan, type Ctx } from './items.js';

/**
 * [共|再][将此效果|此效果|以上效果|该效果]<执行|进行|重复|结算|发动>[此效果|以上效果]<N>次 (将此效果重复2次 too), read through
 * toSimplified; 執行, 重複 and 兩, which its table does not hold, are spelt out. Groups: 共 or 再, the verb, the number.
 */
const PHRASE =
  /^(共|再)?(?:(?:将|把)?(?:此|该|以上|上述)效果)?(共|再)?(执行|執行|进行|重复|重複|结算|发动)(?:此效果|以上效果|该效果)?([0-9０-９]+|[一二两兩三四五六七八九十百]+)次$/;

/** The most times a clause is done: its ops are written that many times over, so a huge count would be a huge card. */
const MAX_REPEAT = 20;

const imageOf = (x: ClauseItem | undefined): string => (x && !isGroup(x) ? (x as IToken).image : '\u0000');

/** 以下效果执行N次： before the effects (下列效果 / 下面的效果 too): every effect after it, as one run. */
const LEAD =
  /^(?:以下|下列|下面)的?效果()(共|再)?(执行|執行|进行|重复|重複|结算|发动)([0-9０-９]+|[一二两兩三四五六七八九十百]+)次$/;

/** The phrase's repeat, or undefined when it is no such phrase (CS1098 / CS1099 said when it is one that fails). */
function repeatOf(words: readonly ClauseItem[], ctx: Ctx, re = PHRASE, lead = ''): Repeat | 'bad' | undefined {
  if (!words.length || words.length > 12) return undefined;
  const text = toSimplified(words.map(imageOf).join(''));
  const m = re.exec(text);
  if (!m) return undefined;
  const span = itemsSpan(words);
  const said = ctx.text.slice(span.start, span.end);
  const n = parseNumber(m[4]);
  const more = m[1] === '再' || m[2] === '再';
  const total = m[1] === '共' || m[2] === '共';
  if (n === undefined || n < 1 || (more ? n + 1 : n) > MAX_REPEAT) {
    ctx.diags.push(diag('CS1099', span, [said, MAX_REPEAT]));
    return 'bad';
  }
  if (m[3].startsWith('重') && !more && !total) {
    const fix = (newText: string, en: string) => ({
      title: `改为“${newText}”`,
      titleEn: `${en}: ${newText}`,
      edits: [{ span, newText }],
    });
    ctx.diags.push(
      diag('CS1098', span, [said, n, n + 1], {
        fixes: [fix(`${lead}共执行${n}次`, `${n} times in all`), fix(`${lead}再执行${n}次`, `${n} more times`)],
      }),
    );
    return 'bad';
  }
  return { times: more ? n + 1 : n, span };
}

/**
 * The clauses (after X为… is taken out: readX) with their repeat phrases taken out, and per clause kept its repeat
 * (undefined for none) and `tags` entry. A clause that is only the phrase repeats the clause before it; with none
 * before it, nothing is there to repeat (CS1099).
 */
export function readRepeat<T>(
  clauses: readonly ClauseItem[][],
  tags: readonly T[],
  ctx: Ctx,
): { clauses: ClauseItem[][]; repeats: (Repeat | undefined)[]; tags: T[] } {
  if (!clauses.some((cl) => cl.some((x) => imageOf(x) === '次'))) {
    return { clauses: clauses as ClauseItem[][], repeats: clauses.map(() => undefined), tags: [...tags] };
  }
  const out: ClauseItem[][] = [];
  const repeats: (Repeat | undefined)[] = [];
  // The caller's tag of each clause kept (readX's 每有… per clause); a clause that was only the phrase has none.
  const kept: T[] = [];
  // 以下效果执行2次：… — every clause from there on is done that many times, as one run (the same object).
  let lead: Repeat | undefined;
  for (const [n, whole] of clauses.entries()) {
    let cl = whole;
    for (let k = 0, from = 0; k < cl.length; k++) {
      if (!isTok(cl[k], Colon)) continue;
      const r = repeatOf(cl.slice(from, k), ctx, LEAD, '以下效果');
      if (r) {
        if (r !== 'bad') lead = r;
        cl = [...cl.slice(0, from), ...cl.slice(k + 1)];
        break;
      }
      from = k + 1;
    }
    let cut = -1;
    for (let k = cl.length - 1; k >= 0; k--)
      if (isTok(cl[k], Comma)) {
        cut = k;
        break;
      }
    const words = cl.slice(cut + 1);
    const r = imageOf(words[words.length - 1]) === '次' ? repeatOf(words, ctx) : undefined;
    if (!r) {
      if (cl.length) {
        out.push(cl);
        repeats.push(lead);
        kept.push(tags[n]);
      }
      continue;
    }
    const rest = cut >= 0 ? cl.slice(0, cut) : [];
    if (rest.length) {
      out.push(rest);
      repeats.push(r === 'bad' ? lead : r);
      kept.push(tags[n]);
    } else if (out.length) {
      // 抽1张卡。再执行此效果2次。: the sentence before it.
      if (r !== 'bad') repeats[repeats.length - 1] = r;
    } else if (r !== 'bad')
      ctx.diags.push(diag('CS1099', r.span, [ctx.text.slice(r.span.start, r.span.end), MAX_REPEAT]));
  }
  return { clauses: out, repeats, tags: kept };
}
