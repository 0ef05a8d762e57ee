// 卡灵时代's board: the 5×5 battlefield as the viewer sees it (their back row at the bottom, columns a–e from
// their left; KL-ZN-01), each area with its card — a 卡灵's AP/DP (and 坚/防/辟), a device's GP, a face-down card
// (named only for its owner, or when watching) — 封锁 areas marked (KL-TX-07), whose card is whose by colour;
// each player's life, energy, hand, deck, discard and set cards (at most 3); the viewer's hand.
import {
  areaName,
  cellFrom,
  kalingHasKeyword,
  kalingSetCount,
  kalingStat,
  KALING_ZONE as Z,
  type GameState,
  type KalingState,
} from '../../../../runtime/index.js';
import { h } from '../../dom.js';
import type { BoardOptions, BoardView } from './board.js';
import { backs, cardChip, counter, seatLabel, zone } from './parts.js';

const KW_MARKS: [string, string][] = [
  ['steadfast', '坚'],
  ['blastproof', '防'],
  ['unbounce', '辟'],
];

function head(s: KalingState, p: number, o: BoardOptions): HTMLElement {
  const pl = s.players[p];
  return h(
    'div.side-head',
    { class: s.active === p ? 'active' : undefined },
    h('span.seat', { class: p === o.viewer ? 'mine' : 'theirs' }, seatLabel(o.ctx, p)),
    counter('生命', pl.res.life, pl.res.life <= 5 ? 'danger' : undefined),
    counter('能量', `${pl.res.energy}/6`),
    counter('卡组', pl.zones[Z.deck].length),
    counter('弃区', pl.zones[Z.discard].length),
    counter('盖卡', `${kalingSetCount(s, p)}/3`),
  );
}

function cellView(s: KalingState, cell: number, o: BoardOptions): HTMLElement {
  const locked = s.gridLocks![cell] >= s.turn;
  const id = s.grid![cell];
  const name = areaName(cell, o.viewer);
  const body = (() => {
    if (id < 0) return null;
    const card = s.cards[id];
    const side = card.controller === o.viewer ? 'mine' : 'theirs';
    if (card.faceDown && card.controller !== o.viewer && !o.reveal)
      return h('div.chip.face-down', { class: side, dataset: { id: String(id) } }, '盖卡');
    if (card.faceDown) return cardChip(s, id, o, ['盖卡'], ['face-down', side]);
    if (s.pool.tables.kaling[card.def]) {
      const marks = KW_MARKS.filter(([k]) => kalingHasKeyword(s, id, k))
        .map(([, m]) => m)
        .join('');
      return cardChip(
        s,
        id,
        o,
        [`${kalingStat(s, id, 'ap')}/${kalingStat(s, id, 'dp')}${marks ? ' ' + marks : ''}`],
        [side],
      );
    }
    if (s.pool.tables.placed[card.def]) return cardChip(s, id, o, [`GP ${kalingStat(s, id, 'gp')}`], [side, 'device']);
    return cardChip(s, id, o, ['发动中'], [side]);
  })();
  return h(
    'div.cell',
    {
      class:
        [locked ? 'locked' : '', o.highlightCells?.has(cell) ? 'lit' : '', o.onCell ? 'clickable' : '']
          .filter(Boolean)
          .join(' ') || undefined,
      title: `区域${name}${locked ? '（封锁）' : ''}`,
      dataset: { cell: String(cell), area: name },
      onclick: o.onCell ? (e: Event) => (e.stopPropagation(), o.onCell!(cell)) : undefined,
    },
    h('span.cell-name', name),
    locked ? h('span.lock', '封锁') : null,
    body,
  );
}

function grid(s: KalingState, o: BoardOptions): HTMLElement {
  const rows: HTMLElement[] = [];
  const note = (row: number) =>
    row === 5
      ? `${seatLabel(o.ctx, 1 - o.viewer)}的底线`
      : row === 3
        ? '公共战场'
        : row === 1
          ? `${seatLabel(o.ctx, o.viewer)}的底线`
          : '';
  for (let row = 5; row >= 1; row--) {
    rows.push(
      h(
        'div.grid-row',
        h('span.row-no', String(row)),
        [1, 2, 3, 4, 5].map((col) => cellView(s, cellFrom(row, col, o.viewer), o)),
        h('span.row-note', note(row)),
      ),
    );
  }
  return h(
    'div.grid',
    h(
      'div.grid-row.cols',
      h('span.row-no'),
      ['a', 'b', 'c', 'd', 'e'].map((c) => h('span.col-name', c)),
      h('span.row-note'),
    ),
    rows,
  );
}

function hand(s: KalingState, p: number, o: BoardOptions): HTMLElement {
  const ids = s.players[p].zones[Z.hand];
  if (p !== o.viewer && !o.reveal) return zone(`${seatLabel(o.ctx, p)}的手牌（${ids.length}）`, backs(ids.length));
  return zone(
    `${seatLabel(o.ctx, p)}的手牌（${ids.length}）`,
    h(
      'div.row',
      ids.map((id) => {
        const d = s.defs[s.cards[id].def];
        const isKaling = s.pool.tables.kaling[s.cards[id].def];
        return cardChip(
          s,
          id,
          o,
          [
            d.type,
            isKaling && `等级${d.stats.level ?? 0} · ${d.stats.ap ?? 0}/${d.stats.dp ?? 0}`,
            isKaling && d.summonCost?.energy !== undefined && `降临耗能${d.summonCost.energy}`,
          ],
          ['in-hand'],
        );
      }),
    ),
  );
}

export const kalingBoard: BoardView = (g: GameState, o) => {
  const s = g as KalingState;
  const them = 1 - o.viewer;
  return h(
    'div.board.kaling',
    head(s, them, o),
    hand(s, them, o),
    grid(s, o),
    head(s, o.viewer, o),
    hand(s, o.viewer, o),
  );
};
