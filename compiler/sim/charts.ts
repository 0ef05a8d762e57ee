// The report's charts, drawn by Observable Plot into inline SVG in Node (linkedom gives Plot the small DOM it
// draws into; no browser, no canvas). Each chart has a fixed class name, so the same run gives the same page.
import * as Plot from '@observablehq/plot';
import { parseHTML } from 'linkedom';
import type { Lang } from '../../grammar/index.js';
import { cardFigures, type Comparison } from './compare.js';
import type { Summary } from './summary.js';
import { cardFigure, COMPARE_WORDS, seatName } from './text.js';

const FONT = 'system-ui, "WenQuanYi Micro Hei", "Noto Sans CJK SC", sans-serif';

interface Interval {
  label: string;
  group: string;
  p: number;
  lo: number;
  hi: number;
}

export class Charts {
  private readonly document = parseHTML('<!doctype html><html><body></body></html>').document;

  constructor(private readonly lang: Lang) {}

  private svg(name: string, options: Plot.PlotOptions): string {
    const el = Plot.plot({
      ...options,
      document: this.document,
      className: `plot-${name}`,
      style: { fontFamily: FONT },
    });
    return (el as unknown as { outerHTML: string }).outerHTML;
  }

  /** Dots with their 95% intervals, one row per label (coloured by group), a rule at `at`; `domain` in percent when `percent`. */
  private forest(name: string, rows: Interval[], at: number, percent: boolean, domain?: [number, number]): string {
    const longest = Math.max(...rows.map((r) => [...r.label].length), 4);
    const groups = [...new Set(rows.map((r) => r.group))];
    return this.svg(name, {
      width: 760,
      height: 40 + 22 * new Set(rows.map((r) => r.label)).size,
      marginLeft: Math.min(300, 12 + 12 * longest),
      x: { domain, percent, grid: true, label: percent ? '%' : null },
      y: { label: null, domain: [...new Set(rows.map((r) => r.label))] },
      color: { legend: groups.length > 1, domain: groups },
      marks: [
        Plot.ruleX([at], { stroke: '#999' }),
        // Groups side by side within a row, a few pixels apart, so two intervals of one card do not hide each other.
        ...groups.flatMap((g, i) => {
          const mine = rows.filter((r) => r.group === g);
          const dy = (i - (groups.length - 1) / 2) * 5;
          return [
            Plot.link(mine, { y1: 'label', y2: 'label', x1: 'lo', x2: 'hi', stroke: 'group', strokeWidth: 2, dy }),
            Plot.dot(mine, { y: 'label', x: 'p', fill: 'group', r: 3.5, dy }),
          ];
        }),
      ],
    });
  }

  /** Each seat's win rate overall, going first and going second. */
  wins(s: Summary): string {
    const en = this.lang === 'en';
    const rows: Interval[] = [];
    for (const seat of [0, 1] as const) {
      const name = seatName(s, seat, this.lang);
      const group = en ? `P${seat + 1}` : `玩家${seat + 1}`;
      rows.push({ label: name, group, ...s.wins[seat] });
      rows.push({ label: `${name} ${en ? 'first' : '先手'}`, group, ...s.bySeatOrder[seat][0] });
      rows.push({ label: `${name} ${en ? 'second' : '后手'}`, group, ...s.bySeatOrder[seat][1] });
    }
    rows.push({ label: en ? 'first player' : '先手方', group: en ? 'first player' : '先手方', ...s.firstPlayer });
    return this.forest('wins', rows, 0.5, true, [0, 100]);
  }

  /** Games by their length in turns. */
  length(s: Summary): string {
    const data = s.length.histogram.map(([t, n]) => ({ t, n }));
    return this.svg('length', {
      width: 760,
      height: 240,
      x: { label: this.lang === 'en' ? 'turns' : '回合数' },
      y: { grid: true, label: this.lang === 'en' ? 'games' : '局数' },
      marks: [Plot.rectY(data, { x: 't', y: 'n', interval: 1, fill: '#4e79a7', inset: 0.5 }), Plot.ruleY([0])],
    });
  }

  /** Per card, its holder's win rate when it was played and when it was not. */
  cards(s: Summary): string {
    const en = this.lang === 'en';
    const rows: Interval[] = [];
    for (const c of s.cards) {
      if (c.whenPlayed.n) rows.push({ label: c.name, group: en ? 'played' : '打出', ...c.whenPlayed });
      if (c.whenNotPlayed.n) rows.push({ label: c.name, group: en ? 'not played' : '未打出', ...c.whenNotPlayed });
    }
    return rows.length ? this.forest('cards', rows, 0.5, true, [0, 100]) : '';
  }

  /** B minus A with its interval: the overall rates and the card figures that stand out (mean turns apart). */
  comparison(cmp: Comparison): string {
    const en = this.lang === 'en';
    const rows: Interval[] = [];
    for (const d of cmp.overall)
      if (d.what !== 'turns')
        rows.push({
          label: COMPARE_WORDS[d.what][this.lang],
          group: en ? 'overall' : '总体',
          p: d.d,
          lo: d.lo,
          hi: d.hi,
        });
    for (const f of cardFigures(cmp))
      if (f.d.significant)
        rows.push({
          label: cardFigure(f.card, f.d, this.lang),
          group: COMPARE_WORDS[f.d.what][this.lang],
          p: f.d.d,
          lo: f.d.lo,
          hi: f.d.hi,
        });
    return this.forest('compare', rows, 0, true);
  }
}
