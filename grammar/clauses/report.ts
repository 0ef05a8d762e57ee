// Reports of text a reader could not explain: one diagnostic per phrase (or per run of unknown
// characters), naming the construct expected there and, when a documented word is close to what
// was written, offering it as "did you mean" with a fix.
import type { IToken } from 'chevrotain';
import type { Effect } from '../ast.js';
import { CONSTRUCTS, type ConstructName } from '../constructs.js';
import { diag } from '../diagnostics.js';
import { entryOf } from '../lexer.js';
import { parseNumber } from '../numerals.js';
import { nameKey, T2S } from '../script.js';
import type { ClauseItem } from '../line-parser.js';
import type { Span } from '../source.js';
import { closestForms, didYouMean, editDistance, formsOf } from '../suggest.js';
import { VOCAB_BY_FORM, VOCAB_BY_ID, VOCABULARY } from '../vocabulary.js';
import { isGroup, itemSpan, itemsSpan, kwRef, type Ctx } from './items.js';

/** Words that may stand in clause text: what a misspelt word there is compared with. */
const CLAUSE_FORMS = formsOf(
  [
    'effect',
    'event',
    'kind',
    'cardType',
    'zone',
    'side',
    'resource',
    'stat',
    'damageType',
    'duration',
    'ref',
    'filter',
    'range',
    'quantifier',
    'timing',
  ],
  new Set(['cardKind']),
);

/**
 * What may be misspelt after a whole effect: not a range, direction or timing, which stand before it (a duration
 * position never suggests 直视 for 直到…).
 */
export const AFTER_EFFECT_FORMS = formsOf(
  ['effect', 'event', 'kind', 'cardType', 'zone', 'side', 'resource', 'stat', 'damageType', 'duration', 'ref'],
  new Set(['cardKind']),
);

/** Item indexes [from, to) of the first run of touching characters that are no vocabulary word, if any. */
function unknownRun(items: readonly ClauseItem[]): [number, number] | undefined {
  let from = -1;
  for (let i = 0; i < items.length; i++) {
    const x = items[i];
    const known = isGroup(x) || entryOf(x as IToken) !== undefined || (x as IToken).tokenType.name !== 'Word';
    if (known) {
      if (from >= 0) return [from, i];
      continue;
    }
    if (from >= 0 && itemSpan(items[i - 1]).end !== itemSpan(x).start) return [from, i];
    if (from < 0) from = i;
  }
  return from >= 0 ? [from, items.length] : undefined;
}

/** The longest text compared as a whole with the vocabulary (a misspelt 直到回合结束 is one phrase). */
const WHOLE_MAX = 16;

/**
 * The did-you-mean extras for the first unknown run of `items`. The run alone, with the word glued
 * before or after it (推|动近度 → 推动进度, 获|的 → 获得), or the whole phrase when it is one glued run of
 * text (直到回合终结 → 直到回合结束) is compared with `forms`. A suggestion must keep a character of the
 * unknown run; a single character is compared with nothing alone (直 is one edit from every two-character
 * form that holds it); the suggestion closest for its length wins, so the one that explains most of the text.
 */
function suggestionsFor(items: readonly ClauseItem[], ctx: Ctx, forms: readonly string[]) {
  const run = unknownRun(items);
  if (!run) return {};
  const [a, b] = run;
  const glued = (i: number, j: number) =>
    i >= 0 &&
    j < items.length &&
    !isGroup(items[i]) &&
    !isGroup(items[j]) &&
    itemSpan(items[i]).end === itemSpan(items[j]).start;
  const spans: Span[] = [];
  for (const [i, j] of [
    [a, b],
    [a - 1, b],
    [a, b + 1],
    [a - 1, b + 1],
  ] as const) {
    if (i < 0 || j > items.length || (i < a && !glued(i, a)) || (j > b && !glued(b - 1, b))) continue;
    spans.push({ start: itemSpan(items[i]).start, end: itemSpan(items[j - 1]).end });
  }
  const whole = itemsSpan(items);
  let allGlued = whole.end - whole.start <= WHOLE_MAX;
  for (let i = 0; allGlued && i + 1 < items.length; i++) allGlued = glued(i, i + 1);
  if (allGlued && !spans.some((s) => s.start === whole.start && s.end === whole.end)) spans.push(whole);
  const unknown = ctx.text.slice(itemSpan(items[a]).start, itemSpan(items[b - 1]).end);
  let best: { span: Span; forms: string[]; score: number } | undefined;
  for (const span of spans) {
    const word = ctx.text.slice(span.start, span.end);
    const len = [...word].length;
    if (len < 2) continue;
    // A guess that drops a 被 turns what is done to the card into what it does (不能被攻击 is not 不能攻击): none.
    const passive = /[被]/u.test(word);
    const found = closestForms(word, forms).filter(
      (f) => [...f].some((c) => unknown.includes(c)) && (!passive || f.includes('被')),
    );
    if (!found.length) continue;
    const score = editDistance(word, found[0]) / Math.max(len, [...found[0]].length);
    if (!best || score < best.score) best = { span, forms: found, score };
  }
  return best ? didYouMean(best.forms, best.span) : {};
}

/** CS1016 (effect), CS1022 (condition), CS1023 (target) or CS1191 (a 当…时 event) over `items`, naming what was expected. */
export function notUnderstood(
  ctx: Ctx,
  code: 'CS1016' | 'CS1022' | 'CS1023' | 'CS1191',
  items: readonly ClauseItem[],
  construct: ConstructName,
  at?: Span,
  forms: readonly string[] = CLAUSE_FORMS,
): void {
  const span = items.length ? itemsSpan(items) : (at ?? { start: 0, end: 0 });
  const c = CONSTRUCTS[construct];
  const text = ctx.text.slice(span.start, span.end);
  const listed = code === 'CS1016' ? forbidListed(text, span, ctx) : undefined;
  if (listed) {
    ctx.diags.push(diag(code, span, [text, CONSTRUCTS[construct].zh, CONSTRUCTS[construct].en], listed));
    return;
  }
  const rewrite =
    code === 'CS1016' ? effectRewrite(text) : code === 'CS1022' ? conditionRewrite(text, span, ctx) : undefined;
  const extras = rewrite
    ? {
        notes: [{ zh: rewrite.zh, en: rewrite.en }],
        fixes: [
          {
            title: `改为“${rewrite.newText}”`,
            titleEn: `change to "${rewrite.newText}"`,
            edits: [{ span, newText: rewrite.newText }],
          },
        ],
      }
    : suggestionsFor(items, ctx, forms);
  ctx.diags.push(diag(code, span, [text, c.zh, c.en], extras));
}

interface Rewrite {
  zh: string;
  en: string;
  newText: string;
}

/**
 * Effects designers write with a verb the language words otherwise (SLCG-TX-05, SLCG-TX-06, SLCG-ZN-08): 给X【守护】 /
 * 赋予X【迅捷】 are 令X获得【…】, 送回手牌 is 返回手牌, 推动N点进度 is 推动进度+N. The whole effect rewritten, when it is one
 * of these.
 */
const EFFECT_REWRITES: readonly { re: RegExp; to: (m: RegExpExecArray) => string; zh: string; en: string }[] = [
  {
    re: /^(?:给予|给|給予|給|赋予|賦予)(.+?)((?:【[^】]+】)+)(.*)$/u,
    to: (m) => `令${m[1]}获得${m[2]}${m[3]}`,
    zh: '给卡【特性】写作“令…获得【特性】”',
    en: 'a card is given a 【keyword】 with 令…获得【keyword】',
  },
  {
    re: /^(.*?)(?:送回|退回|弹回|彈回)(手牌|手中)(.*)$/u,
    to: (m) => `${m[1]}返回手牌${m[3]}`,
    zh: '回到手牌写作“返回手牌”（或“回归”）',
    en: 'a card goes back to its owner’s hand with 返回手牌 (or 回归)',
  },
  {
    // 治疗X3点生命 / 令X治疗3点生命 (GA-CB-07): life comes back by 回复 (治愈 is SLCG's 创伤).
    re: /^(?:治疗|治療)(.+?)((?:\d+|[一二两兩三四五六七八九十]+)[点點](?:生命|HP))$/u,
    to: (m) => `令${m[1]}回复${m[2]}`,
    zh: '回复生命写作“令…回复N点生命”',
    en: 'life comes back with 令…回复N点生命',
  },
  {
    re: /^(令.+?)(?:治疗|治療)((?:\d+|[一二两兩三四五六七八九十]+)[点點](?:生命|HP))$/u,
    to: (m) => `${m[1]}回复${m[2]}`,
    zh: '回复生命写作“令…回复N点生命”',
    en: 'life comes back with 令…回复N点生命',
  },
  {
    // 令此卡灵回复原状 (恢复原状): a 卡灵's values back to the originals is 还原 (KL-TX-06), not 回复N点生命.
    re: /^(?:令|使)?(.+?)(?:回复|回復|恢复|恢復)(?:原状|原狀|原样|原樣|原值)$/u,
    to: (m) => `还原${m[1]}`,
    zh: '数值回到原来的值写作“还原X”（KL-TX-06）',
    en: 'values back to their originals is 还原X (KL-TX-06)',
  },
  {
    // 推动一张对方卡灵1格: pushing an opposing 卡灵 away is a move back as its controller sees it (KL-MV-01, KL-ZN-07);
    // 推动 is SLCG's progress push.
    re: /^(?:推动|推動|推开|推開|击退|擊退)(.*?(?:对方|對方|敌方|敵方).*?(?:卡灵|卡靈))(?:后退|後退|向后|向後)?(\d+|[一二两兩三四五]+)格$/u,
    to: (m) => `令${m[1]}向后移动${m[2]}格`,
    zh: '把对方卡灵推开写作“令…向后移动N格”（按那张卡灵的控制者看，KL-MV-01）；“推动”是SLCG的推进',
    en: 'pushing an opposing 卡灵 away is 令…向后移动N格 (back as its controller sees it, KL-MV-01); 推动 is SLCG’s progress push',
  },
  {
    re: /^(推动|推動)(\d+|[一二两兩三四五六七八九十]+)点(进度|進度)$/u,
    to: (m) => `${m[1]}${m[3]}+${m[2]}`,
    zh: '推进写作“推动进度+N”',
    en: 'a push is written 推动进度+N',
  },
];

function effectRewrite(text: string): Rewrite | undefined {
  for (const r of EFFECT_REWRITES) {
    const m = r.re.exec(text);
    if (m) {
      const newText = r.to(m);
      return { zh: `${r.zh}：“${newText}”`, en: `${r.en}: "${newText}"`, newText };
    }
  }
  return undefined;
}

/**
 * `己方胜利进度≥10时` where a condition stands (费用减免：己方胜利进度≥10时，费用-2): a condition is written 若…, never …时
 * (a moment, 当…时, is an ability's trigger). The condition rewritten without 时, with 若 unless one stands before it.
 */
function conditionRewrite(text: string, span: Span, ctx: Ctx): Rewrite | undefined {
  const m = /^(.+?)(?:的)?(?:时|時|的时候|的時候)$/u.exec(text);
  if (!m || !/[≥≤><=＞＜＝]|以上|以下/u.test(m[1])) return undefined;
  const before = ctx.text.slice(Math.max(0, span.start - 2), span.start);
  const newText = /[若如果]$/u.test(before) ? m[1] : `若${m[1]}`;
  return {
    zh: `条件写作“若…”，不带“时”（“当…时”是触发时点）：“${newText}”`,
    en: `a condition is written 若…, without 时 (当…时 is a trigger's moment): "${newText}"`,
    newText,
  };
}

/**
 * CS1023 over a run of plain Chinese right before a card kind (`萨姆科研院角色`, `狼群卡灵`): the writer named a trait
 * the way the printed card says it, which the language writes `特征为「X」的` (SLCG-TG-01: targets are narrowed by
 * what they are). The fix writes it so, in the line's script. Any other run: the plain CS1023.
 */
export function notUnderstoodBeforeKind(ctx: Ctx, items: readonly ClauseItem[]): void {
  const span = itemsSpan(items);
  const word = ctx.text.slice(span.start, span.end);
  if (!/^\p{Script=Han}{2,12}$/u.test(word)) return notUnderstood(ctx, 'CS1023', items, 'target');
  // 己方阵亡角色 / 敌方横置角色: a state written without its 的 (阵亡的, GA-CHR-04; 横置的, SLCG-TX-09), not a trait.
  const state = VOCAB_BY_FORM.get(`${word}的`);
  if (state?.category === 'filter') {
    const fixed = `${word}的`;
    const c = CONSTRUCTS.target;
    const rule = state.rules.length ? `（${state.rules.join('、')}）` : '';
    const ruleEn = state.rules.length ? ` (${state.rules.join(', ')})` : '';
    const kind = /^\p{Script=Han}{2}/u.exec(ctx.text.slice(span.end))?.[0] ?? '角色';
    ctx.diags.push(
      diag('CS1023', span, [word, c.zh, c.en], {
        notes: [
          {
            zh: `“${word}”是卡的状态，写作“${fixed}”，如“一个${fixed}己方${kind}”或“一个己方${fixed}${kind}”${rule}`,
            en: `"${word}" is a state of the card, written "${fixed}", e.g. 一个${fixed}己方${kind} or 一个己方${fixed}${kind}${ruleEn}`,
          },
        ],
        fixes: [{ title: `改为“${fixed}”`, titleEn: `change to "${fixed}"`, edits: [{ span, newText: fixed }] }],
      }),
    );
    return;
  }
  const lineStart = ctx.text.lastIndexOf('\n', span.start) + 1;
  const lineEnd = ctx.text.indexOf('\n', span.end);
  const line = ctx.text.slice(lineStart, lineEnd < 0 ? undefined : lineEnd);
  const traditional = [...line].some((ch) => T2S.has(ch));
  const fixed = `${traditional ? '特徵為' : '特征为'}「${word}」的`;
  const c = CONSTRUCTS.target;
  ctx.diags.push(
    diag('CS1023', span, [word, c.zh, c.en], {
      notes: [
        {
          zh: `若“${word}”是特征，写作“${fixed}”`,
          en: `if "${word}" is a trait, write "${fixed}"`,
        },
      ],
      fixes: [{ title: `改为“${fixed}”`, titleEn: `change to "${fixed}"`, edits: [{ span, newText: fixed }] }],
    }),
  );
}

/**
 * CS1033: `construct` was expected after the text up to `after`; `found` (what stands there instead)
 * is offered the closest of `forms` as a fix.
 */
export function expected(
  ctx: Ctx,
  from: number,
  after: number,
  construct: ConstructName,
  found: readonly ClauseItem[],
  forms: readonly string[],
): void {
  const c = CONSTRUCTS[construct];
  const span = found.length ? itemsSpan(found) : { start: after, end: after };
  const extras = found.length ? didYouMean(closestForms(ctx.text.slice(span.start, span.end), forms), span) : {};
  ctx.diags.push(diag('CS1033', span, [ctx.text.slice(from, after), c.zh, c.en], extras));
}

/**
 * 卡灵时代's position words as designers write them, which the language says another way (KL-TG-02, KL-ZN-07):
 * 相邻的 / 与此卡灵相邻的 / 周围的 are `O1范围内的` (the eight areas around the card), 左右两侧的 `左方和右方的`, and a card's own
 * area (此卡灵所在的区域) is no target. One CS1023 over the phrase, with the fix where one rewrite is obvious; true when
 * reported (the target is then read without reporting more of it: one typo, one diagnostic).
 */
export function positionHint(items: readonly ClauseItem[], ctx: Ctx): boolean {
  if (!items.length) return false;
  const whole = itemsSpan(items);
  // A card's name in 「」 is never read for these words (「附近的哨兵」).
  const text = ctx.text.slice(whole.start, whole.end).replace(/「[^」]*」?/gu, (q) => ' '.repeat(q.length));
  const lineStart = ctx.text.lastIndexOf('\n', whole.start) + 1;
  const lineEnd = ctx.text.indexOf('\n', whole.end);
  const traditional = [...ctx.text.slice(lineStart, lineEnd < 0 ? undefined : lineEnd)].some((ch) => T2S.has(ch));
  const c = CONSTRUCTS.target;
  const push = (m: RegExpExecArray, zh: string, en: string, newText?: string) => {
    const span = { start: whole.start + m.index, end: whole.start + m.index + m[0].length };
    const fixes = newText
      ? [{ title: `改为“${newText}”`, titleEn: `change to "${newText}"`, edits: [{ span, newText }] }]
      : undefined;
    ctx.diags.push(diag('CS1023', span, [m[0], c.zh, c.en], { notes: [{ zh, en }], ...(fixes && { fixes }) }));
    return true;
  };
  const near =
    /(?:[与和跟與][ \t]*(此卡灵|此卡靈|此卡|自身|其|该卡灵|該卡靈)?)?(?:相邻|相鄰|周围|周圍|四周|附近|旁边|旁邊|身边|身邊|周边|周邊)(?:的)?/u.exec(
      text,
    );
  if (near) {
    const range = traditional ? 'O1範圍內的' : 'O1范围内的';
    const ref = near[1] ?? '';
    return push(
      near,
      `相邻的区域写作范围“${ref}O1范围内的”（周围一圈8个区域，KL-TG-02）；只要上下左右写方向，如“上方的”“左方和右方的”（KL-ZN-07）`,
      `adjacent areas are the range "${ref}O1范围内的" (the ring of 8 areas around the card, KL-TG-02); for only some sides write directions, e.g. 上方的, 左方和右方的 (KL-ZN-07)`,
      ref + range,
    );
  }
  const sides = /(?:左右两侧|左右兩側|左右两边|左右兩邊|两侧|兩側|两边|兩邊)(?:的)?/u.exec(text);
  if (sides) {
    const both = traditional ? '左方和右方的' : '左方和右方的';
    return push(
      sides,
      `两侧写作方向“左方和右方的”（KL-ZN-07）；周围一圈8个区域写“O1范围内的”（KL-TG-02）`,
      `both sides are the directions "左方和右方的" (KL-ZN-07); the ring of 8 areas around the card is "O1范围内的" (KL-TG-02)`,
      both,
    );
  }
  const own = /所在(?:的)?(?:区域|區域)?/u.exec(text);
  if (own)
    return push(
      own,
      `卡灵所在的区域不能作为目标：区域按范围或方向来说，如“O1范围内的一个区域”“此卡灵上方的区域”（KL-TG-02、KL-ZN-07）`,
      `the area a 卡灵 stands in cannot be named as a target: areas are named by a range or a direction, e.g. O1范围内的一个区域, 此卡灵上方的区域 (KL-TG-02, KL-ZN-07)`,
    );
  return false;
}

/**
 * 令一张对方卡灵不能发动效果 / 无法被攻击: a target followed by 不能 (无法, 不可, 不得) and a verb no prohibition has (the
 * forbid op's are words of their own: 不能攻击, 不能移动, 不能推动进度). One CS1016 over 不能 and the verb, saying which
 * there are; true when reported.
 */
export function prohibitionHint(items: readonly ClauseItem[], ctx: Ctx): boolean {
  if (!items.length) return false;
  const whole = itemsSpan(items);
  const m = /(?:不能|无法|無法|不可|不得)$/u.exec(ctx.text.slice(whole.start, whole.end));
  if (!m) return false;
  const start = whole.start + m.index;
  const verb = /^\p{Script=Han}{2}/u.exec(ctx.text.slice(whole.end))?.[0] ?? '';
  const span = { start, end: whole.end + verb.length };
  const written = ctx.text.slice(span.start, span.end);
  const c = CONSTRUCTS.effect;
  ctx.diags.push(
    diag('CS1016', span, [written, c.zh, c.en], {
      notes: [
        {
          zh: `没有“${written}”这样的禁止效果：能禁止的只有卡的行动——不能攻击（光暗：不能出击）、不能移动（卡灵时代）、不能推动进度（SLCG）；别的效果让卡做事、改变它的数值或让它获得、失去【特性】`,
          en: `there is no prohibition "${written}": the only ones are of a card's actions — 不能攻击 (光暗: 不能出击), 不能移动 (卡灵时代), 不能推动进度 (SLCG); other effects make a card do something, change its values, or give or take a 【keyword】`,
        },
      ],
    }),
  );
  return true;
}

/**
 * 此卡灵不会被效果清除 / 此角色不能被法术消灭: what a keyword says written as an effect — KL-KW-02 【防爆】, SLCG-KW-08
 * 【法术免疫】 (光暗 has none: CS1119). One CS1118 over the phrase, in SLCG's words until the file's game is known
 * (constructs.ts forRuleset), instead of a CS1023 on each part the target reader could not place. Its fix writes the
 * keyword for the whole line when the line says nothing else and names no side (不会被对方的效果清除 is narrower
 * than the keyword: a note only).
 */
const IMMUNITY =
  /^(?:此卡灵|此卡|此角色|自身|该卡灵|该角色|本卡)?(?:将)?(?:不会|不能|无法|不可以|不可|不得)(?:被)(对方的?|敌方的?)?(?:任何)?(?:卡牌)?(?:效果|法术|技能|能力)?(?:所)?(?:清除|消灭|破坏|摧毁)$/u;

/** The keyword each game's CS1118 names (SLCG's until forRuleset knows the game): its word and rule, as the vocabulary has them. */
export function immunityKeyword(ruleset: 'slcg' | 'kaling'): [string, string] {
  const e = VOCAB_BY_ID.get(ruleset === 'slcg' ? 'spellImmune' : 'blastproof')!;
  return [e.canonical, e.rules[0]];
}

export function immunityPhrase(items: readonly ClauseItem[], ctx: Ctx): boolean {
  if (!items.length) return false;
  const span = itemsSpan(items);
  const text = ctx.text.slice(span.start, span.end);
  const m = IMMUNITY.exec(nameKey(text)); // either script, every character (不會 as 不会)
  if (!m) return false;
  const [word, rule] = immunityKeyword('slcg');
  const lineStart = ctx.text.lastIndexOf('\n', span.start) + 1;
  const lineEndAt = ctx.text.indexOf('\n', span.end);
  const lineEnd = lineEndAt < 0 ? ctx.text.length : lineEndAt;
  const line = ctx.text.slice(lineStart, lineEnd);
  const body = line.trim().replace(/\r$/, '');
  const bodyStart = lineStart + line.indexOf(body);
  const alone =
    !m[1] && /^(?:【(?:永恒|永恆)】)?[^【】]*[。.]?$/u.test(body) && body.replace(/^【[^】]*】|[。.]$/gu, '') === text;
  ctx.diags.push(
    diag('CS1118', span, [text, word, rule], {
      ...(alone && {
        fixes: [
          {
            title: `改为“【${word}】”`,
            titleEn: `change to "【${word}】"`,
            edits: [{ span: { start: bodyStart, end: bodyStart + body.length }, newText: `【${word}】` }],
          },
        ],
      }),
    }),
  );
  return true;
}

/**
 * 查看卡组顶3张卡，将其中一张加入手牌 (检视, 观看; 牌库顶部的; GA-ZN-01, docs/rules-decisions.md): the controller looks at
 * the first N cards of the own deck and takes K of them into the hand — a 载入 among those N only, the deck not shuffled
 * (IR search `top`). What is done with the others may follow: 其余洗回卡组 shuffles the deck (they are in it), 其余放回卡组顶
 * says what happens anyway (they stay, in their order); 其余放回卡组底 is not read (CS1171). A look with no take after it
 * in its ability does nothing (CS1170, abilities.ts).
 */
const LOOK_AT_DECK =
  /^(?:查看|检视|观看|翻看|看)(?:己方|你的?|自己的?|我方的?)?的?(?:卡组|牌库|牌组)(?:的)?(?:顶部|顶端|最上方|最上面|顶)的?([0-9０-９]+|[一二两三四五六七八九十]+)(?:张|枚)(?:卡牌|卡|牌)?$/u;
const TAKE =
  /^(?:并)?(?:将|把|选择|从中选择|从中将)?其中(?:的)?([0-9０-９]+|[一二两三四五六七八九十]+)(?:张|枚)(?:卡牌|卡|牌)?(?:并)?(?:加入|置入|放入|收入)(?:你的|己方)?手牌$/u;
const REST =
  /^(?:将|把)?(?:其余|剩下|剩余)(?:的)?(?:卡牌|卡|牌)?(?:以原顺序|按原顺序|以原来的顺序)?(洗回|洗入|放回|置于|放到|放置于|放在)(?:卡组|牌库)(顶部|顶|底部|底)?$/u;

/** What the look of its ability hands on: the cards looked at, and whether the take may be declined (可以). */
export interface DeckLook {
  n: number;
  span: Span;
  took?: boolean;
}

export function lookAtDeckPhrase(items: readonly ClauseItem[], ctx: Ctx, optional: boolean): Effect | boolean {
  if (!items.length) return false;
  const span = itemsSpan(items);
  const text = ctx.text.slice(span.start, span.end);
  const key = nameKey(text);
  const look = LOOK_AT_DECK.exec(key);
  if (look) {
    const n = parseNumber(look[1]);
    if (n === undefined || n < 1) return false;
    ctx.lookedAtDeck = { n, span };
    return true;
  }
  const seen = ctx.lookedAtDeck;
  if (!seen) return false;
  const verbTok = items.find((x) => !isGroup(x) && entryOf(x)) as IToken | undefined;
  const take = TAKE.exec(key);
  if (take && verbTok) {
    const k = parseNumber(take[1]);
    if (k === undefined || k < 1) return false;
    seen.took = !optional;
    // A 载入 among the cards looked at (KL-TX-04's op, GA-ZN-01): no more than were looked at.
    return {
      kind: 'Effect',
      span,
      op: 'search',
      verb: kwRef(verbTok),
      optional,
      amount: Math.min(k, seen.n),
      top: seen.n,
    };
  }
  const rest = REST.exec(key);
  if (rest && verbTok) {
    if (rest[1] === '洗回' || rest[1] === '洗入')
      return { kind: 'Effect', span, op: 'shuffleDeck', verb: kwRef(verbTok), optional: false };
    // 放回卡组顶: they are there, in their order; nothing is to be done.
    if (rest[2] === '顶' || rest[2] === '顶部') return true;
    ctx.diags.push(diag('CS1171', span, [text]));
    return true;
  }
  return false;
}

/**
 * 令X不能移动和攻击 (KL-CB-01, KL-MV-01): a second action after a 不能X and 和 / 与 / 及 / 、 / 或 is not read (one
 * prohibition is one word); the fix says it again, as the language lists two: 不能移动，不能攻击.
 */
/** The actions a prohibition names, in every spelling: the forbid words of the vocabulary without their 不能 / 无法. */
const FORBID_ACTION = `(?:${[
  ...new Set(
    VOCABULARY.filter((e) => e.op === 'forbid').flatMap((e) =>
      [e.canonical, ...e.aliases].map((f) => f.replace(/^(?:不能|无法|無法)/u, '')),
    ),
  ),
].join('|')})`;

function forbidListed(text: string, span: Span, ctx: Ctx) {
  const ACTION = FORBID_ACTION;
  const CONJ = '(?:和|与|與|及|、|或)';
  const own = new RegExp(`^(${CONJ})?(${ACTION})$`, 'u').exec(text);
  if (!own) return undefined;
  const before = new RegExp(`(不能|无法|無法)${ACTION}(${CONJ})${own[1] ? '?' : ''}$`, 'u').exec(
    ctx.text.slice(Math.max(0, span.start - 8), span.start),
  );
  if (!before || (!own[1] && !before[2]) || (own[1] && before[2])) return undefined;
  const conj = own[1] ?? before[2];
  const at = { start: own[1] ? span.start : span.start - conj.length, end: span.end };
  const newText = `，${before[1]}${own[2]}`;
  const first = ctx.text.slice(span.start - before[0].length, span.start - (own[1] ? 0 : conj.length));
  return {
    notes: [
      {
        zh: `一个“${before[1]}”只禁止一种行动：再写一次，如“${first}${newText}”`,
        en: `one ${before[1]} forbids one action: say it again, as in ${first}${newText}`,
      },
    ],
    fixes: [{ title: `改为“${newText}”`, titleEn: `change to "${newText}"`, edits: [{ span: at, newText }] }],
  };
}
