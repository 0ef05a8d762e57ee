// The terminal summary of a run (and of an A/B comparison), in Chinese or English: win rates per seat and per
// seat order with 95% intervals, the first player's advantage, game length, and one row per card.
import type { Lang } from '../../grammar/index.js';
import type { Colors } from '../cli/color.js';
import { displayWidth } from '../cli/width.js';
import { cardFigures, type Comparison, type Difference } from './compare.js';
import { wilson } from './interval.js';
import { GREEDY_VS_RANDOM } from './strength.js';
import type { Rate, Summary } from './summary.js';

const pad = (s: string, w: number): string => s + ' '.repeat(Math.max(0, w - displayWidth(s)));
const padStart = (s: string, w: number): string => ' '.repeat(Math.max(0, w - displayWidth(s))) + s;
const pct = (p: number): string => `${(100 * p).toFixed(1)}%`;

/** `52.3% [50.1, 54.4]`. */
export function rateText(r: Rate): string {
  return r.n ? `${pct(r.p)} [${(100 * r.lo).toFixed(1)}, ${(100 * r.hi).toFixed(1)}]` : '-';
}

/** `+3.2 [+1.0, +5.4]` percentage points (turns for `turns`). */
export function differenceText(d: Difference): string {
  const f = d.what === 'turns' ? (x: number) => x.toFixed(2) : (x: number) => (100 * x).toFixed(1);
  const sign = (x: number): string => (x > 0 ? '+' : '') + f(x);
  return `${sign(d.d)} [${sign(d.lo)}, ${sign(d.hi)}]`;
}

/** A table: columns padded to their widest cell (CJK two columns a character); numbers right-aligned. */
function table(rows: string[][], right: ReadonlySet<number>): string[] {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => displayWidth(r[i] ?? ''))));
  return rows.map((r) =>
    r
      .map((c, i) => (right.has(i) ? padStart(c, widths[i]) : pad(c, widths[i])))
      .join('  ')
      .trimEnd(),
  );
}

export function seatName(s: Summary, seat: 0 | 1, lang: Lang): string {
  return lang === 'en'
    ? `P${seat + 1} ${s.agents[seat]} (${s.decks[seat]})`
    : `玩家${seat + 1} ${s.agents[seat]}（${s.decks[seat]}）`;
}

/** The report header's line on the bots' strength (docs/balance.md). */
export function strengthText(ruleset: string, lang: Lang): string {
  const row = GREEDY_VS_RANDOM[ruleset as keyof typeof GREEDY_VS_RANDOM];
  if (!row || !row.games)
    return lang === 'en' ? 'bot strength: not measured for this ruleset' : '机器人强度：此规则集尚未测量';
  const [lo, hi] = wilson(row.wins, row.games);
  const r = `${pct(row.wins / row.games)} [${(100 * lo).toFixed(1)}, ${(100 * hi).toFixed(1)}]`;
  return lang === 'en'
    ? `bot strength: greedy beats random in ${r} of ${row.games} ${ruleset} games (the bundled set, each bot in each seat half the time; a documented table measured ${row.measured}, docs/balance.md)`
    : `机器人强度：${ruleset} 的 ${row.games} 局中 greedy 胜 random ${r}（自带卡包，双方各坐每个座位一半的对局；${row.measured} 测得的文档表，见 docs/balance.md）`;
}

export function summaryText(s: Summary, lang: Lang, c: Colors): string[] {
  const en = lang === 'en';
  const out: string[] = [];
  out.push(
    c.bold(
      en
        ? `${s.set} (${s.ruleset}): ${s.games} game(s), seeds ${s.seed}…, ${seatName(s, 0, lang)} vs ${seatName(s, 1, lang)}`
        : `${s.set}（${s.ruleset}）：${s.games} 局，种子 ${s.seed} 起，${seatName(s, 0, lang)} 对 ${seatName(s, 1, lang)}`,
    ),
  );
  out.push(c.dim(strengthText(s.ruleset, lang)));
  const head = en ? ['', 'win rate [95% CI]', 'wins', 'games'] : ['', '胜率 [95% 区间]', '胜', '局数'];
  const rows: string[][] = [head];
  for (const seat of [0, 1] as const) {
    const w = s.wins[seat];
    rows.push([seatName(s, seat, lang), rateText(w), String(w.k), String(w.n)]);
    const [first, second] = s.bySeatOrder[seat];
    rows.push([en ? '  going first' : '  先手', rateText(first), String(first.k), String(first.n)]);
    rows.push([en ? '  going second' : '  后手', rateText(second), String(second.k), String(second.n)]);
  }
  const f = s.firstPlayer;
  rows.push([en ? 'first player (decided games)' : '先手方（分出胜负的对局）', rateText(f), String(f.k), String(f.n)]);
  out.push(...table(rows, new Set([2, 3])).map((l) => '  ' + l));
  out.push(
    en
      ? `  draws ${s.draws}  unfinished ${s.unfinished}  crashed ${s.crashed}`
      : `  平局 ${s.draws}  未完成 ${s.unfinished}  崩溃 ${s.crashed}`,
  );
  const L = s.length;
  out.push(
    en
      ? `  length: ${L.mean.toFixed(1)} turns on average (sd ${L.sd.toFixed(1)}), median ${L.median}, 10%–90% ${L.p10}–${L.p90}, ${L.min}–${L.max}; ${s.avgSteps.toFixed(0)} decisions per game`
      : `  对局长度：平均 ${L.mean.toFixed(1)} 回合（标准差 ${L.sd.toFixed(1)}），中位数 ${L.median}，10%–90% 为 ${L.p10}–${L.p90}，最短 ${L.min}、最长 ${L.max}；每局 ${s.avgSteps.toFixed(0)} 个决策`,
  );
  for (const x of s.crashes)
    out.push(
      c.red(
        en
          ? `  crash in game ${x.game} (seed ${x.seed}): ${x.error}`
          : `  第 ${x.game} 局崩溃（种子 ${x.seed}）：${x.error}`,
      ),
    );
  out.push('');
  const cardHead = en
    ? ['card', 'copies', 'drawn', 'played', 'resolved', 'play rate', 'won when played', 'won when not', 'difference']
    : ['卡牌', '张数', '抽到', '打出', '能力结算', '打出率', '打出时胜率', '未打出时胜率', '差'];
  const cardRows: string[][] = [cardHead];
  for (const r of s.cards) {
    const d = r.difference;
    const diff =
      r.whenPlayed.n && r.whenNotPlayed.n
        ? `${d.d > 0 ? '+' : ''}${(100 * d.d).toFixed(1)} [${(100 * d.lo).toFixed(1)}, ${(100 * d.hi).toFixed(1)}]`
        : '-';
    cardRows.push([
      (r.neverResolved ? '⚠ ' : '') + r.name,
      `${r.copies[0]}+${r.copies[1]}`,
      String(r.drawn),
      String(r.plays),
      String(r.resolved),
      r.playRate.n ? pct(r.playRate.p) : '-',
      rateText(r.whenPlayed),
      rateText(r.whenNotPlayed),
      diff,
    ]);
  }
  out.push(...table(cardRows, new Set([1, 2, 3, 4, 5])).map((l, i) => (i === 0 ? c.bold('  ' + l) : '  ' + l)));
  const never = s.cards.filter((r) => r.neverResolved).map((r) => r.name);
  if (never.length)
    out.push(
      c.yellow(
        en
          ? `  ⚠ never resolved an ability (${never.length}): ${never.join(', ')}`
          : `  ⚠ 从未结算过能力的卡（${never.length}）：${never.map((n) => `「${n}」`).join('')}`,
      ),
    );
  if (s.idle.length)
    out.push(
      en
        ? `  abilities never resolved (${s.idle.length}): ${s.idle.map((a) => `${a.card} ability ${a.index + 1}${a.line === null ? '' : ` (line ${a.line})`}`).join('; ')}`
        : `  从未结算的能力（${s.idle.length}）：${s.idle.map((a) => `「${a.card}」能力${a.index + 1}${a.line === null ? '' : `（第${a.line}行）`}`).join('、')}`,
    );
  return out;
}

/** The names of a comparison's figures. */
export const COMPARE_WORDS: Record<Difference['what'], { zh: string; en: string }> = {
  seat1: { zh: '玩家1 胜率', en: 'P1 win rate' },
  seat2: { zh: '玩家2 胜率', en: 'P2 win rate' },
  firstPlayer: { zh: '先手胜率', en: 'first-player win rate' },
  turns: { zh: '平均回合数', en: 'mean turns' },
  playRate: { zh: '打出率', en: 'play rate' },
  whenPlayed: { zh: '打出时胜率', en: 'win rate when played' },
};

function value(d: Difference, v: number): string {
  return d.what === 'turns' ? v.toFixed(2) : pct(v);
}

/** `「先锋战士」打出率` / `先锋战士: play rate`. */
export function cardFigure(card: string, d: Difference, lang: Lang): string {
  return lang === 'en' ? `${card}: ${COMPARE_WORDS[d.what].en}` : `「${card}」${COMPARE_WORDS[d.what].zh}`;
}

/** Card figures the terminal shows: every one for a few cards, else those that stand out. */
const SHOW_ALL_CARDS = 12;

export function comparisonText(cmp: Comparison, lang: Lang, c: Colors): string[] {
  const en = lang === 'en';
  const [la, lb] = cmp.labels;
  const out: string[] = [
    c.bold(
      en
        ? `A/B: ${la} (A) against ${lb} (B) on the same ${cmp.a.games} seeds; B − A with 95% intervals`
        : `A/B：${la}（A）与 ${lb}（B）在同样的 ${cmp.a.games} 个种子上对比；B − A 及 95% 区间`,
    ),
  ];
  const head = en ? ['', 'A', 'B', 'B − A [95% CI]'] : ['', 'A', 'B', 'B − A [95% 区间]'];
  const figures = cardFigures(cmp).filter((f) => f.d.significant || cmp.cards.length <= SHOW_ALL_CARDS);
  const shown = [
    ...cmp.overall.map((d) => ({ label: COMPARE_WORDS[d.what][lang], d })),
    ...figures.map((f) => ({ label: cardFigure(f.card, f.d, lang), d: f.d })),
  ];
  const lines = table(
    [head, ...shown.map((x) => [x.label, value(x.d, x.d.a), value(x.d, x.d.b), differenceText(x.d)])],
    new Set([1, 2]),
  );
  out.push(c.bold('  ' + lines[0]));
  shown.forEach((x, i) => out.push('  ' + (x.d.significant ? c.bold(c.yellow(`${lines[i + 1]} *`)) : lines[i + 1])));
  const hidden = cardFigures(cmp).length - figures.length;
  if (hidden)
    out.push(
      en
        ? `  (${hidden} card figure(s) that do not stand out: in report.html and summary.json)`
        : `  （另有 ${hidden} 项没有明显差异的卡牌数据：见 report.html 和 summary.json）`,
    );
  const only = (w: 'a' | 'b'): string[] => cmp.cards.filter((k) => k.in === w).map((k) => k.name);
  for (const w of ['a', 'b'] as const)
    if (only(w).length)
      out.push(
        en
          ? `  only in ${w.toUpperCase()}'s decks: ${only(w).join(', ')}`
          : `  只在 ${w.toUpperCase()} 的卡组里：${only(w)
              .map((n) => `「${n}」`)
              .join('')}`,
      );
  out.push(
    c.dim(
      en
        ? '  * the interval leaves out 0 (the games share seeds, so the intervals are wider than needed)'
        : '  * 区间不含 0（两边用同样的种子，区间比实际需要的更宽）',
    ),
  );
  return out;
}
