// 光暗's board: for each player 血量 (护盾), 体力, 出击次数, 【光暗值】 and the chosen side; the character positions
// (HP and 攻击, the revival countdown of a dead one, seals; positions outside the battle zone marked); the
// characters not yet in the game; summons; the 用牌区 with its slots (set cards hidden from the other player)
// and the hand.
import {
  atkOf,
  GUANGAN_ZONE as Z,
  hpLeft,
  PERMANENT,
  SIDE,
  staminaCost,
  type GameState,
  type GuanganState,
} from '../../../../runtime/index.js';
import { h } from '../../dom.js';
import type { BoardOptions, BoardView } from './board.js';
import { backs, cardChip, counter, seatLabel, zone } from './parts.js';

const sideName = (v: number) => (v === SIDE.light ? '【光明】' : v === SIDE.dark ? '【黑暗】' : '未选');

function character(s: GuanganState, id: number, o: BoardOptions): HTMLElement {
  const revive = s.flags.revive[id];
  const sealed = s.flags.sealed[id];
  const facts: (string | false)[] = [];
  if (revive) facts.push(`阵亡 · 复活倒计时 ${revive}`);
  if (sealed === PERMANENT) facts.push('永久封印');
  else if (sealed) facts.push(`封印 ${sealed} 回合`);
  if (!revive && !sealed)
    facts.push(`生命 ${hpLeft(s, id)}/${s.pool.rules.hooks.stat(s, id, 'hp')}`, `攻击 ${atkOf(s, id)}`);
  return cardChip(s, id, o, facts, [revive ? 'dead' : '', sealed ? 'sealed' : '']);
}

function positions(s: GuanganState, p: number, o: BoardOptions): HTMLElement {
  const n = (s.params.characterPositions as number | undefined) ?? 5;
  const battle = (s.params.battleZonePositions as number | undefined) ?? n;
  const at = new Map(s.players[p].zones[Z.positions].map((id) => [s.cards[id].cell, id]));
  return h(
    'div.slots',
    Array.from({ length: n }, (_, i) => {
      const id = at.get(i);
      return h(
        'div.slot',
        { class: i >= battle ? 'outside' : undefined, title: i >= battle ? '战斗区外' : `位置${i + 1}` },
        h('div.slot-no', String(i + 1)),
        id === undefined ? h('div.slot-empty', '空') : character(s, id, o),
      );
    }),
  );
}

function cardZone(s: GuanganState, p: number, o: BoardOptions): HTMLElement {
  const slots = (s.params.cardZoneSlots as number | undefined) ?? 5;
  const cards = s.players[p].zones[Z.cardZone];
  return h(
    'div.slots',
    Array.from({ length: Math.max(slots, cards.length) }, (_, i) => {
      const id = cards[i];
      if (id === undefined) return h('div.slot', h('div.slot-empty', '空'));
      const hidden = s.cards[id].faceDown && p !== o.viewer && !o.reveal;
      return h(
        'div.slot',
        hidden
          ? h('div.chip.face-down', { dataset: { id: String(id) } }, '盖放的卡')
          : cardChip(s, id, o, [s.cards[id].faceDown ? '盖放' : '持续'], [s.cards[id].faceDown ? 'face-down' : '']),
      );
    }),
  );
}

function handCard(s: GuanganState, id: number, o: BoardOptions): HTMLElement {
  const d = s.defs[s.cards[id].def];
  return cardChip(
    s,
    id,
    o,
    [
      `${d.continuous ? '持续 ' : ''}${d.type}`,
      `体力 ${staminaCost(s, s.cards[id].def)}`,
      d.stats.lightDark ? `光暗值 ${d.stats.lightDark}` : false,
      d.exclusive && `专属 ${d.exclusive}`,
    ],
    ['in-hand'],
  );
}

function side(s: GuanganState, p: number, o: BoardOptions): HTMLElement {
  const pl = s.players[p];
  const r = pl.res;
  const hand = pl.zones[Z.hand];
  const reserve = pl.zones[Z.offstage].filter((id) => s.pool.tables.character[s.cards[id].def]);
  const showHand = p === o.viewer || o.reveal;
  return h(
    'div.side',
    { class: s.active === p ? 'active' : undefined, dataset: { seat: String(p) } },
    h(
      'div.side-head',
      h('span.seat', seatLabel(o.ctx, p)),
      counter('血量', `${r.hp}/${pl.flags.maxHp}`, r.hp <= 5 ? 'danger' : undefined),
      r.shield ? counter('护盾', r.shield) : null,
      counter('体力', r.stamina),
      counter('出击', r.sorties),
      counter('光暗值', `${r.lightDark} ${sideName(pl.flags.side)}`),
      counter('卡组', pl.zones[Z.deck].length),
      counter('弃牌', pl.zones[Z.discard].length),
    ),
    zone('角色', positions(s, p, o)),
    reserve.length
      ? zone(
          '尚未登场',
          h(
            'div.row',
            reserve.map((id) => cardChip(s, id, o, ['角色'])),
          ),
        )
      : null,
    pl.zones[Z.summons].length
      ? zone(
          '召唤物',
          h(
            'div.row',
            pl.zones[Z.summons].map((id) => character(s, id, o)),
          ),
        )
      : null,
    zone(
      `用牌区（${pl.zones[Z.cardZone].length}/${(s.params.cardZoneSlots as number | undefined) ?? 5}）`,
      cardZone(s, p, o),
    ),
    zone(
      `手卡（${hand.length}）`,
      showHand
        ? h(
            'div.row',
            hand.map((id) => handCard(s, id, o)),
          )
        : backs(hand.length),
    ),
  );
}

export const guanganBoard: BoardView = (g: GameState, o) => {
  const s = g as GuanganState;
  return h('div.board.guangan', side(s, 1 - o.viewer, o), side(s, o.viewer, o));
};
