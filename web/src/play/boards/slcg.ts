// 萨姆传奇's board: for each player the 胜利进度 track (to the set's victoryTarget), 创伤 and 濒死, 能量 and 极动能,
// the main area's characters and scenes (常值 and colour, damage, 横置, 冷却期, keywords), and the hand.
import { hasKeyword, SLCG_ZONE as Z, valueOf, type GameState, type SlcgState } from '../../../../runtime/index.js';
import { profiles, typeName } from '../../../../runtime/profiles/index.js';
import { h } from '../../dom.js';
import type { BoardOptions, BoardView } from './board.js';
import { backs, cardChip, counter, seatLabel, zone } from './parts.js';

const COLOR = Object.fromEntries(profiles.slcg.colors.map((c) => [c.id, c.zh]));
const CHARACTER = typeName('slcg', 'character');

function track(victory: number, target: number): HTMLElement {
  return h(
    'div.track',
    { title: `胜利进度 ${victory}/${target}` },
    Array.from({ length: target }, (_, i) =>
      h('span.step', { class: i < victory ? 'done' : undefined }, i + 1 === target ? '胜' : null),
    ),
  );
}

function mainCard(s: SlcgState, id: number, o: BoardOptions): HTMLElement {
  const d = s.defs[s.cards[id].def];
  const card = s.cards[id];
  const isCharacter = d.type === CHARACTER;
  const cooling = isCharacter && card.enteredTurn === s.turn && !hasKeyword(s, id, 'haste');
  return cardChip(
    s,
    id,
    o,
    [
      isCharacter ? `常值 ${valueOf(s, id)} ${COLOR[d.color ?? 'none'] ?? d.color ?? ''}` : d.type,
      card.damage > 0 && `伤害 ${card.damage}`,
      card.tapped ? '横置' : '竖置',
      cooling && '冷却期',
    ],
    [card.tapped ? 'tapped' : '', `color-${d.color ?? 'none'}`],
  );
}

function handCard(s: SlcgState, id: number, o: BoardOptions): HTMLElement {
  const d = s.defs[s.cards[id].def];
  return cardChip(
    s,
    id,
    o,
    [
      d.type,
      d.cost && `费用 ${d.cost.energy}${d.cost.extreme ? '+极' : ''}`,
      d.type === CHARACTER && `常值 ${d.stats.value ?? 0}`,
    ],
    ['in-hand'],
  );
}

function side(s: SlcgState, p: number, o: BoardOptions): HTMLElement {
  const pl = s.players[p];
  const r = pl.res;
  const target = (s.params.victoryTarget as number | undefined) ?? 15;
  const hand = pl.zones[Z.hand];
  const showHand = p === o.viewer || o.reveal;
  return h(
    'div.side',
    { class: s.active === p ? 'active' : undefined, dataset: { seat: String(p) } },
    h(
      'div.side-head',
      h('span.seat', seatLabel(o.ctx, p)),
      counter('胜利进度', `${r.victory}/${target}`),
      counter('创伤', r.trauma, pl.flags.dying ? 'danger' : undefined),
      pl.flags.dying ? h('span.tag.danger', '濒死') : null,
      counter('能量', r.energy),
      counter('极动能', r.extremeEnergy),
      counter('卡组', pl.zones[Z.deck].length),
      counter('弃牌', pl.zones[Z.discard].length),
    ),
    track(r.victory, target),
    zone(
      '主要区域',
      h(
        'div.row',
        pl.zones[Z.main].map((id) => mainCard(s, id, o)),
      ),
    ),
    zone(
      `手牌（${hand.length}）`,
      showHand
        ? h(
            'div.row',
            hand.map((id) => handCard(s, id, o)),
          )
        : backs(hand.length),
    ),
  );
}

export const slcgBoard: BoardView = (g: GameState, o) => {
  const s = g as SlcgState;
  return h('div.board.slcg', side(s, 1 - o.viewer, o), side(s, o.viewer, o));
};
