// 萨姆传奇 frame (SLCG rulebook §2): energy cost top left (with the 极动能 mark for 高阶 cards), the 常值
// diamond top right in its colour (红 攻 · 深蓝 推 · 红蓝 攻推 · 青 无), the 突发 "!" mark and the 增量产能
// battery of 发生 cards, the purple radar of 场景 cards, the 投入 dots under it.

import { CARD_W, type Shape } from '../display.js';
import type { Segment } from '../layout.js';
import { artBox, badge, body, dots, footer, nameBar, PANEL_BOTTOM, plain, text, textBox, typeLine } from '../parts.js';
import { styleLine } from '../text.js';
import type { Frame, PreviewCard } from '../card.js';
import { bodyParagraphs, footerLeft, typeText, wordsOf } from './common.js';
import { fitSize } from '../measure.js';

const EDGE = { character: '#24425e', event: '#8a5a14', burst: '#8e1b1b', scene: '#5b2c83' };
const VALUE = { attack: '#c62828', push: '#1a3a8f', none: '#129aa6' };

function valueDiamond(cx: number, cy: number, r: number, color: string | undefined, value: number): Shape[] {
  const top = `${cx},${cy - r}`,
    right = `${cx + r},${cy}`,
    bottom = `${cx},${cy + r}`,
    left = `${cx - r},${cy}`;
  const out: Shape[] = [];
  if (color === 'both') {
    // 攻推: red on the left half, deep blue on the right.
    out.push({ kind: 'path', d: `M${top} L${bottom} L${left} Z`, fill: VALUE.attack });
    out.push({ kind: 'path', d: `M${top} L${right} L${bottom} Z`, fill: VALUE.push });
  } else
    out.push({
      kind: 'path',
      d: `M${top} L${right} L${bottom} L${left} Z`,
      fill: VALUE[(color ?? 'none') as keyof typeof VALUE] ?? VALUE.none,
    });
  out.push({ kind: 'path', d: `M${top} L${right} L${bottom} L${left} Z`, stroke: '#ffffff', strokeWidth: 5 });
  // A long 常值 (100) shrinks to the width the diamond has at the top of its digits.
  const size = fitSize(String(value), r * 1.05, 50);
  out.push(text(cx, cy + size * 0.36, size, plain(String(value), '#ffffff', true), 'middle'));
  return out;
}

/** 突发: a red rounded square with a white exclamation mark. */
function burstMark(cx: number, cy: number): Shape[] {
  return [
    { kind: 'rect', x: cx - 40, y: cy - 40, w: 80, h: 80, r: 14, fill: '#d32f2f', stroke: '#ffffff', strokeWidth: 4 },
    text(cx, cy + 24, 66, plain('!', '#ffffff', true), 'middle'),
  ];
}

/** 增量产能: a battery. */
function batteryMark(cx: number, cy: number): Shape[] {
  return [
    { kind: 'rect', x: cx - 36, y: cy - 24, w: 66, h: 48, r: 8, fill: '#2e7d32', stroke: '#ffffff', strokeWidth: 4 },
    { kind: 'rect', x: cx + 30, y: cy - 11, w: 10, h: 22, r: 3, fill: '#ffffff' },
    {
      kind: 'path',
      d: `M${cx - 6},${cy - 16} L${cx - 18},${cy + 3} L${cx - 4},${cy + 3} L${cx - 10},${cy + 17} L${cx + 10},${cy - 4} L${cx - 3},${cy - 4} Z`,
      fill: '#ffeb3b',
    },
  ];
}

/** 场景: a purple radar. */
function radarMark(cx: number, cy: number): Shape[] {
  return [
    { kind: 'circle', cx, cy, r: 42, fill: '#6a1b9a', stroke: '#ffffff', strokeWidth: 4 },
    { kind: 'circle', cx, cy, r: 28, stroke: '#e1bee7', strokeWidth: 3 },
    { kind: 'circle', cx, cy, r: 13, stroke: '#e1bee7', strokeWidth: 3 },
    { kind: 'path', d: `M${cx},${cy} L${cx + 30},${cy - 30}`, stroke: '#ffffff', strokeWidth: 4 },
  ];
}

/** 高阶: the 极动能 mark beside the cost. */
function extremeMark(cx: number, cy: number, mark: string): Shape[] {
  return [
    {
      kind: 'path',
      d: `M${cx},${cy - 24} L${cx + 20},${cy} L${cx},${cy + 24} L${cx - 20},${cy} Z`,
      fill: '#7b1fa2',
      stroke: '#ffffff',
      strokeWidth: 3,
    },
    text(cx, cy + 9, 24, plain(mark, '#ffffff', true), 'middle'),
  ];
}

export const slcgFrame: Frame = (c: PreviewCard, warn) => {
  const d = c.def;
  const kind =
    d.type === '角色' ? 'character' : d.type === '场景' ? 'scene' : d.marks.includes('burst') ? 'burst' : 'event';
  const edge = EDGE[kind];
  const w = wordsOf(c);
  const out: Shape[] = [...body(edge)];
  out.push(...nameBar(d.name, 130, 36, CARD_W - 260, 70, edge, warn));
  out.push(...badge(80, 80, 52, String(d.cost?.energy ?? 0), '#f2b705', '#1b1b1b', w('费用')));
  if (d.cost?.extreme) out.push(...extremeMark(124, 122, w('极')));
  // Top right: the 常值, or the marks of an event, or a scene's radar.
  if (kind === 'character') out.push(...valueDiamond(548, 80, 54, d.color, d.stats.value ?? 0));
  else if (kind === 'scene') out.push(...radarMark(550, 80));
  else {
    const marks: ((cx: number, cy: number) => Shape[])[] = [];
    if (d.marks.includes('burst')) marks.push(burstMark);
    if (d.marks.includes('battery')) marks.push(batteryMark);
    marks.forEach((m, i) => out.push(...m(550 - i * 90, 80)));
  }
  if (d.copies) out.push(...dots(d.copies, 590, 148, '#ffffff'));
  out.push(...typeLine(typeText(c), 40, 156, 460, edge));
  out.push(...artBox(36, 172, CARD_W - 72, 262, edge, w(d.type)));
  const lead: Segment[][] = [];
  for (const [field, label] of [
    ['costReduction', '费用减免'],
    ['prerequisite', '登场前提'],
  ] as const) {
    const v = c.text?.fields.get(field);
    if (v !== undefined) lead.push([{ text: `${w(label)}：`, style: 'cost' }, ...styleLine(v)]);
  }
  out.push(
    ...textBox(
      [...lead, ...bodyParagraphs(c)],
      { x: 36, y: 448, w: CARD_W - 72, h: PANEL_BOTTOM - 20 - 448 },
      edge,
      warn,
    ),
  );
  out.push(...footer(footerLeft(c), c.set ?? ''));
  return out;
};
