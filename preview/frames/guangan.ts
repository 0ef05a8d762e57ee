// 光暗 frame: characters and summons carry HP and ATK; playable cards carry their stamina cost (体力) top
// left, their 光暗 requirement top right, their 专属 character, their kind (普通 / 响应 / 反制, 持续) by colour,
// and the 【咒术】【符术】【瞬发】【蓄力】 marks; 【光明】/【黑暗】 variant lines stand out in the text.

import { CARD_W, type Shape } from '../display.js';
import type { Segment } from '../layout.js';
import {
  artBox,
  badge,
  body,
  footer,
  nameBar,
  PANEL_BOTTOM,
  plain,
  statBox,
  text,
  textBox,
  typeLine,
} from '../parts.js';
import type { Frame } from '../card.js';
import { bodyParagraphs, footerLeft, typeText, wordsOf } from './common.js';
import { fitSize } from '../measure.js';

const EDGE: Record<string, string> = {
  角色: '#6b4f1d',
  召唤物: '#4d6b1d',
  普通: '#37474f',
  响应: '#1565c0',
  反制: '#b71c1c',
};

/** The 光暗 requirement: a half-light, half-dark disc with the number. */
function lightDark(cx: number, cy: number, r: number, n: number): Shape[] {
  const label = String(n);
  const size = fitSize(label, r * 1.05, 42);
  return [
    { kind: 'circle', cx, cy, r, fill: '#fafafa', stroke: '#ffffff', strokeWidth: 5 },
    { kind: 'path', d: `M${cx},${cy - r} A${r},${r} 0 0 1 ${cx},${cy + r} Z`, fill: '#212121' },
    { kind: 'circle', cx, cy, r: r * 0.55, fill: '#ffb300' },
    // A long requirement shrinks to the gold disc's width.
    text(cx, cy + size * 0.36, size, plain(label, '#1b1b1b', true), 'middle'),
  ];
}

export const guanganFrame: Frame = (c, warn) => {
  const d = c.def;
  const parts = d.type.split(/\s+/);
  const base = parts[parts.length - 1];
  const edge = EDGE[base] ?? '#37474f';
  const w = wordsOf(c);
  const out: Shape[] = [...body(edge)];
  const isCharacter = base === '角色' || base === '召唤物';
  out.push(...nameBar(d.name, 130, 36, CARD_W - 260, 70, edge, warn));
  if (isCharacter) {
    out.push(...badge(80, 80, 52, base === '角色' ? '角' : '召', edge));
    out.push(...typeLine(typeText(c), 40, 156, 550, edge));
    out.push(...artBox(36, 172, CARD_W - 72, 330, edge, w(base)));
    const statsY = PANEL_BOTTOM - 18 - 56;
    out.push(...textBox(bodyParagraphs(c), { x: 36, y: 516, w: CARD_W - 72, h: statsY - 12 - 516 }, edge, warn));
    const sw = (CARD_W - 72 - 12) / 2;
    out.push(...statBox(36, statsY, sw, 56, w('生命'), String(d.stats.hp ?? '—'), '#2e7d32'));
    out.push(...statBox(36 + sw + 12, statsY, sw, 56, w('攻击'), String(d.stats.atk ?? '—'), '#c62828'));
    out.push(...footer(footerLeft(c), c.set ?? ''));
    return out;
  }
  // GA-RES-04: the printed stamina; a card that prints none costs the set's default, shown faintly.
  const stamina = d.stats.stamina;
  out.push(...badge(80, 80, 52, stamina === undefined ? '·' : String(stamina), '#00838f', '#ffffff', w('体力')));
  if (d.stats.lightDark !== undefined) out.push(...lightDark(550, 80, 52, d.stats.lightDark));
  if (d.continuous)
    out.push({
      kind: 'rect',
      x: 24,
      y: 24,
      w: CARD_W - 48,
      h: PANEL_BOTTOM - 32,
      r: 18,
      stroke: '#ffd54f',
      strokeWidth: 4,
    });
  const exclusive = c.text?.fields.get('exclusive') ?? d.exclusive;
  out.push(...typeLine(typeText(c) + (exclusive ? `  ·  ${w('专属')} ${exclusive}` : ''), 40, 156, 550, edge));
  out.push(...artBox(36, 172, CARD_W - 72, 262, edge, w(base)));
  const lead: Segment[][] = [];
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
