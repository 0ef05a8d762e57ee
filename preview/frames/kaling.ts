// 卡灵时代 frame: level top left, rarity top right, AP / DP / SP at the bottom, the attack areas as a small
// 3×3 diagram (the card in the middle, the areas it attacks marked; default 上左右, KL-CB-02), the 降临 cost
// and GP of devices; effect kinds, limits (回1 场1 限1 极1) and 耗能/免能 stand out in the text.

import type { Direction } from '../../runtime/card-def.js';
import { CARD_W, type Shape } from '../display.js';
import type { Segment } from '../layout.js';
import { artBox, badge, body, footer, nameBar, PANEL_BOTTOM, statBox, textBox, typeLine } from '../parts.js';
import { styleLine } from '../text.js';
import type { Frame } from '../card.js';
import { bodyParagraphs, footerLeft, typeText, wordsOf } from './common.js';

const EDGE: Record<string, string> = { 卡灵: '#1f5f3f', 战术: '#7a3b1b', 设备: '#33475b' };
const RARITY: Record<string, string> = { N: '#78909c', R: '#1e88e5', SR: '#8e24aa', MR: '#f9a825' };

const OFFSET: Record<Direction, [number, number]> = {
  up: [-1, 0],
  down: [1, 0],
  left: [0, -1],
  right: [0, 1],
  upLeft: [-1, -1],
  upRight: [-1, 1],
  downLeft: [1, -1],
  downRight: [1, 1],
};

/** KL-CB-02: the areas a 卡灵 attacks, seen from its controller (上 = toward the opponent). */
function attackDiagram(x: number, y: number, cell: number, areas: readonly Direction[]): Shape[] {
  const out: Shape[] = [
    {
      kind: 'rect',
      x: x - 6,
      y: y - 6,
      w: cell * 3 + 12,
      h: cell * 3 + 12,
      r: 6,
      fill: '#ffffff',
      stroke: '#1f5f3f',
      strokeWidth: 2,
    },
  ];
  const hit = new Set(areas.map((a) => OFFSET[a].join(',')));
  for (let r = -1; r <= 1; r++) {
    for (let c = -1; c <= 1; c++) {
      const fill = r === 0 && c === 0 ? '#1f5f3f' : hit.has(`${r},${c}`) ? '#e53935' : '#eceff1';
      out.push({
        kind: 'rect',
        x: x + (c + 1) * cell + 2,
        y: y + (r + 1) * cell + 2,
        w: cell - 4,
        h: cell - 4,
        r: 3,
        fill,
      });
    }
  }
  return out;
}

export const kalingFrame: Frame = (c, warn) => {
  const d = c.def;
  const base = d.type.split(/\s+/)[0];
  const edge = EDGE[base] ?? '#37474f';
  const w = wordsOf(c);
  const out: Shape[] = [...body(edge)];
  out.push(...nameBar(d.name, 130, 36, CARD_W - 260, 70, edge, warn));
  // Level for a 卡灵; a tactic or device has none (its costs are on its effects).
  if (d.stats.level !== undefined) {
    out.push(...badge(80, 80, 52, String(d.stats.level), '#263238', '#ffd54f', w('等级')));
  } else out.push(...badge(80, 80, 52, w(base), edge));
  const rarity = d.meta?.rarity;
  if (rarity) out.push(...badge(550, 80, 52, rarity, RARITY[rarity.replace(/^[NU](?=SR|MR)/, '')] ?? '#546e7a'));
  else if (d.stats.gp !== undefined) out.push(...badge(550, 80, 52, `GP${d.stats.gp}`, '#455a64'));
  out.push(...typeLine(typeText(c), 40, 156, 470, edge));
  out.push(...artBox(36, 172, CARD_W - 72, 232, edge, w(base)));
  if (base === '卡灵')
    out.push(
      ...attackDiagram(CARD_W - 36 - 16 - 84, 172 + 232 - 16 - 84, 28, d.attackAreas ?? ['up', 'left', 'right']),
    );
  const lead: Segment[][] = [];
  const summon = c.text?.fields.get('summon');
  if (summon !== undefined) lead.push([{ text: `${w('降临')}：`, style: 'cost' }, ...styleLine(summon)]);
  const move = c.text?.fields.get('move');
  if (move !== undefined)
    lead.push([
      { text: `${w('招式')}：`, style: 'keyword' },
      { text: move, style: 'plain' },
    ]);
  const stats =
    d.stats.ap !== undefined || d.stats.dp !== undefined || (d.stats.gp !== undefined && rarity !== undefined);
  const statsY = PANEL_BOTTOM - 18 - 54;
  const textBottom = stats ? statsY - 12 : PANEL_BOTTOM - 20;
  out.push(
    ...textBox([...lead, ...bodyParagraphs(c)], { x: 36, y: 418, w: CARD_W - 72, h: textBottom - 418 }, edge, warn),
  );
  if (stats) {
    const boxes: [string, string, string][] = [];
    if (d.stats.ap !== undefined) boxes.push(['AP', String(d.stats.ap), '#c62828']);
    if (d.stats.dp !== undefined) boxes.push(['DP', String(d.stats.dp), '#1565c0']);
    if (d.stats.ap !== undefined) boxes.push(['SP', String(d.stats.sp ?? 1), '#2e7d32']);
    if (d.stats.gp !== undefined && rarity !== undefined) boxes.push(['GP', String(d.stats.gp), '#455a64']);
    const bw = (CARD_W - 72 - (boxes.length - 1) * 12) / boxes.length;
    boxes.forEach(([l, v, f], i) => out.push(...statBox(36 + i * (bw + 12), statsY, bw, 54, l, v, f)));
  }
  out.push(...footer(footerLeft(c, !rarity), c.set ?? ''));
  return out;
};
