// The HTML report of a run: one self-contained file (inline SVG charts and CSS, no script, no font or CDN to
// fetch), so it opens offline and can be mailed. It says what the terminal summary says, with the charts.
import type { Lang } from '../../grammar/index.js';
import { cardFigures, type Comparison, type Difference } from './compare.js';
import type { Rate, Summary } from './summary.js';
import { cardFigure, COMPARE_WORDS, differenceText, rateText, seatName, strengthText } from './text.js';

const esc = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const CSS = `body{font-family:system-ui,"WenQuanYi Micro Hei","Noto Sans CJK SC",sans-serif;margin:2rem auto;max-width:72rem;padding:0 1rem;color:#222}
h1{font-size:1.5rem}h2{font-size:1.15rem;margin-top:2rem;border-bottom:1px solid #ddd}
table{border-collapse:collapse;font-size:.9rem}td,th{padding:.2rem .6rem;border-bottom:1px solid #eee;text-align:left;white-space:nowrap}
td.n{text-align:right;font-variant-numeric:tabular-nums}.meta{color:#555}.warn{color:#b45309}.sig{font-weight:bold;color:#b45309}`;

function row(cells: string[], numeric: ReadonlySet<number> = new Set(), cls = ''): string {
  return `<tr${cls ? ` class="${cls}"` : ''}>${cells.map((c, i) => `<td${numeric.has(i) ? ' class="n"' : ''}>${c}</td>`).join('')}</tr>`;
}

function head(cells: string[]): string {
  return `<tr>${cells.map((c) => `<th>${esc(c)}</th>`).join('')}</tr>`;
}

export interface HtmlInput {
  summaries: Summary[];
  comparison?: Comparison;
  lang: Lang;
  /** Lines under the title: when, how long, how many workers. */
  notes: string[];
}

export async function reportHtml(o: HtmlInput): Promise<string> {
  // Plot and its DOM load only when a report is written.
  const { Charts } = await import('./charts.js');
  const charts = new Charts(o.lang);
  const en = o.lang === 'en';
  const s = o.summaries[0];
  const parts: string[] = [];
  const title = en ? `Balance report: ${s.set}` : `平衡报告：${s.set}`;
  parts.push(`<h1>${esc(title)}</h1>`);
  parts.push(`<p class="meta">${esc(strengthText(s.ruleset, o.lang))}</p>`);
  for (const n of o.notes) parts.push(`<p class="meta">${esc(n)}</p>`);
  if (o.comparison) parts.push(...comparisonHtml(o.comparison, o.lang, charts.comparison(o.comparison)));
  o.summaries.forEach((x, i) => {
    const side = o.summaries.length > 1 ? (i ? ' — B' : ' — A') : '';
    parts.push(...summaryHtml(x, o.lang, side, charts));
  });
  return `<!doctype html>
<html lang="${en ? 'en' : 'zh-CN'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title><style>${CSS}</style></head>
<body>
${parts.join('\n')}
</body>
</html>
`;
}

function rateCells(r: Rate): string[] {
  return [esc(rateText(r)), String(r.k), String(r.n)];
}

function summaryHtml(
  s: Summary,
  lang: Lang,
  side: string,
  charts: InstanceType<typeof import('./charts.js').Charts>,
): string[] {
  const en = lang === 'en';
  const out: string[] = [];
  out.push(
    `<h2>${esc(en ? `Win rates${side}` : `胜率${side}`)}</h2>`,
    `<p class="meta">${esc(
      en
        ? `${s.set} (${s.ruleset}), ${s.games} games from seed ${s.seed}: ${seatName(s, 0, lang)} vs ${seatName(s, 1, lang)}; 95% Wilson intervals`
        : `${s.set}（${s.ruleset}），${s.games} 局，种子 ${s.seed} 起：${seatName(s, 0, lang)} 对 ${seatName(s, 1, lang)}；95% Wilson 区间`,
    )}</p>`,
  );
  const num = new Set([2, 3]);
  const rows = [head(en ? ['', 'win rate [95% CI]', 'wins', 'games'] : ['', '胜率 [95% 区间]', '胜', '局数'])];
  for (const seat of [0, 1] as const) {
    rows.push(row([esc(seatName(s, seat, lang)), ...rateCells(s.wins[seat])], num));
    rows.push(row([en ? '&nbsp;&nbsp;going first' : '&nbsp;&nbsp;先手', ...rateCells(s.bySeatOrder[seat][0])], num));
    rows.push(row([en ? '&nbsp;&nbsp;going second' : '&nbsp;&nbsp;后手', ...rateCells(s.bySeatOrder[seat][1])], num));
  }
  rows.push(row([en ? 'first player (decided games)' : '先手方（分出胜负的对局）', ...rateCells(s.firstPlayer)], num));
  out.push(`<table>${rows.join('')}</table>`);
  out.push(
    `<p>${esc(en ? `draws ${s.draws}, unfinished ${s.unfinished}, crashed ${s.crashed}` : `平局 ${s.draws}，未完成 ${s.unfinished}，崩溃 ${s.crashed}`)}</p>`,
  );
  for (const c of s.crashes)
    out.push(
      `<p class="warn">${esc(en ? `crash in game ${c.game} (seed ${c.seed}): ${c.error}` : `第 ${c.game} 局崩溃（种子 ${c.seed}）：${c.error}`)}</p>`,
    );
  out.push(charts.wins(s));
  const L = s.length;
  out.push(
    `<h2>${esc(en ? `Game length${side}` : `对局长度${side}`)}</h2>`,
    `<p>${esc(
      en
        ? `${L.mean.toFixed(1)} turns on average (sd ${L.sd.toFixed(1)}), median ${L.median}, 10%–90% ${L.p10}–${L.p90}, shortest ${L.min}, longest ${L.max}; ${s.avgSteps.toFixed(0)} decisions per game`
        : `平均 ${L.mean.toFixed(1)} 回合（标准差 ${L.sd.toFixed(1)}），中位数 ${L.median}，10%–90% 为 ${L.p10}–${L.p90}，最短 ${L.min}、最长 ${L.max}；每局 ${s.avgSteps.toFixed(0)} 个决策`,
    )}</p>`,
    charts.length(s),
  );
  out.push(`<h2>${esc(en ? `Cards${side}` : `卡牌${side}`)}</h2>`);
  out.push(
    `<p class="meta">${esc(
      en
        ? 'Win rate of the player holding the card, in games they played it and in games they did not (95% intervals); ⚠ never resolved an ability.'
        : '持有该卡的玩家在打出它与没打出它的对局中的胜率（95% 区间）；⚠ 表示从未结算过能力。',
    )}</p>`,
  );
  const cardRows = [
    head(
      en
        ? [
            'card',
            'copies',
            'drawn',
            'played',
            'resolved',
            'play rate',
            'won when played',
            'won when not',
            'difference',
          ]
        : ['卡牌', '张数', '抽到', '打出', '能力结算', '打出率', '打出时胜率', '未打出时胜率', '差'],
    ),
  ];
  for (const c of s.cards) {
    const d = c.difference;
    const diff =
      c.whenPlayed.n && c.whenNotPlayed.n
        ? `${d.d > 0 ? '+' : ''}${(100 * d.d).toFixed(1)} [${(100 * d.lo).toFixed(1)}, ${(100 * d.hi).toFixed(1)}]`
        : '-';
    cardRows.push(
      row(
        [
          esc((c.neverResolved ? '⚠ ' : '') + c.name),
          `${c.copies[0]}+${c.copies[1]}`,
          String(c.drawn),
          String(c.plays),
          String(c.resolved),
          c.playRate.n ? `${(100 * c.playRate.p).toFixed(1)}%` : '-',
          esc(rateText(c.whenPlayed)),
          esc(rateText(c.whenNotPlayed)),
          esc(diff),
        ],
        new Set([1, 2, 3, 4, 5]),
        c.neverResolved ? 'warn' : '',
      ),
    );
  }
  out.push(`<table>${cardRows.join('')}</table>`);
  if (s.idle.length)
    out.push(
      `<p class="warn">${esc(
        en
          ? `Abilities never resolved (${s.idle.length}): ${s.idle.map((a) => `${a.card} ability ${a.index + 1}${a.line === null ? '' : ` (line ${a.line})`}`).join('; ')}`
          : `从未结算的能力（${s.idle.length}）：${s.idle.map((a) => `「${a.card}」能力${a.index + 1}${a.line === null ? '' : `（第${a.line}行）`}`).join('、')}`,
      )}</p>`,
    );
  out.push(charts.cards(s));
  return out;
}

function comparisonHtml(cmp: Comparison, lang: Lang, chart: string): string[] {
  const en = lang === 'en';
  const value = (what: string, v: number): string => (what === 'turns' ? v.toFixed(2) : `${(100 * v).toFixed(1)}%`);
  const header = head(en ? ['', 'A', 'B', 'B − A [95% CI]'] : ['', 'A', 'B', 'B − A [95% 区间]']);
  const line = (label: string, d: Difference): string =>
    row(
      [esc(label), value(d.what, d.a), value(d.what, d.b), esc(differenceText(d)) + (d.significant ? ' *' : '')],
      new Set([1, 2]),
      d.significant ? 'sig' : '',
    );
  const figures = cardFigures(cmp);
  const standOut = figures.filter((f) => f.d.significant);
  const rest = figures.filter((f) => !f.d.significant);
  const [la, lb] = cmp.labels;
  return [
    `<h2>${esc(en ? 'A/B comparison' : 'A/B 对比')}</h2>`,
    `<p class="meta">${esc(
      en
        ? `A = ${la}, B = ${lb}, the same ${cmp.a.games} seeds. * the 95% interval of B − A leaves out 0 (the runs share their seeds, so the intervals are wider than needed); those figures come first, the largest first.`
        : `A = ${la}，B = ${lb}，同样的 ${cmp.a.games} 个种子。* 表示 B − A 的 95% 区间不含 0（两边用同样的种子，区间比实际需要的更宽）；这些数据排在前面，差得越多越靠前。`,
    )}</p>`,
    `<table>${header}${cmp.overall.map((d) => line(COMPARE_WORDS[d.what][lang], d)).join('')}${standOut.map((f) => line(cardFigure(f.card, f.d, lang), f.d)).join('')}</table>`,
    rest.length
      ? `<details><summary>${esc(en ? `${rest.length} card figure(s) that do not stand out` : `另外 ${rest.length} 项没有明显差异的卡牌数据`)}</summary><table>${header}${rest.map((f) => line(cardFigure(f.card, f.d, lang), f.d)).join('')}</table></details>`
      : '',
    chart,
  ];
}
