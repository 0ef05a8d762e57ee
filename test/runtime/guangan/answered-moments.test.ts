// GA-CT-03 / GA-CH-01: a 响应 or 反制 card answers the moments its 当…时 names. Besides cards used, sorties, damage and
// 阵亡, a character or summon entering play (登场), a seal, a revival and a 除外 are events a window opens after
// (tables.ts AFTER_EVENTS). Before, 当对方召唤物登场时 / 当己方角色被封印时 on a 响应 card checked clean and the card could
// never be used. Played on real 光暗 states.
import { describe, expect, it } from 'vitest';
import type { GuanganState } from '../../../runtime/index.js';
import { board, card, choose, endPhase, passAll, readySide, setWith, use, Z } from './helpers.js';

const plain = (name: string, type: string, line: string, owner = '林燃'): string =>
  `卡牌 ${name}\n  类型：${type}\n  专属：${owner}\n  体力：1\n  ${line}\n`;

const SET = setWith(
  [
    plain('伏击', '响应', '当对方召唤物登场时：对其造成2点法术伤害。'),
    plain('守望', '响应', '当己方角色被封印时：抽1张卡。'),
    plain('回魂', '响应', '当对方角色复活时：对其造成2点法术伤害。'),
    plain('送别', '响应', '当己方召唤物被除外时：抽1张卡。'),
    plain('放逐', '普通', '将一个敌方召唤物除外。', '苍岚'),
  ].join('\n'),
);

/** Ends phases (answering any question with its first option) until a window opens in a later turn. */
function toNextTurnWindow(s0: GuanganState): GuanganState {
  let s = s0;
  for (let i = 0; i < 10 && !(s.turn > s0.turn && s.window); i++)
    s = s.pending ? choose(s, s.pending.options[0].label).state : endPhase(s).state;
  return s;
}

describe('GA-CT-03 moments a response card answers', () => {
  it('GA-CT-03 GA-CHR-08 当对方召唤物登场时: B answers A’s 火种 in a window of its own, and 其 is the summon', () => {
    const s0 = board(
      { A: readySide(['林燃'], { hand: ['火种'] }), B: readySide(['林燃'], { hand: ['伏击'] }) },
      {},
      1,
      SET,
    );
    const r = use(s0, '火种');
    const fire = card(r.state, 0, '火灵', Z.summons);
    expect([r.state.chain.at(-1)?.kind, r.state.window?.priority]).toEqual(['event', 1]);
    const after = passAll(use(r.state, '伏击').state).state;
    expect(after.cards[fire].damage).toBe(2);
    expect(card(after, 1, '伏击', Z.discard)).toBeGreaterThanOrEqual(0);
  });

  it('GA-CHR-06 GA-CT-03 当己方角色被封印时: sealed by 冰封, B draws', () => {
    const s0 = board(
      { A: readySide(['霜月'], { hand: ['冰封'] }), B: readySide(['林燃', '苍岚'], { hand: ['守望'] }) },
      {},
      1,
      SET,
    );
    let s = use(s0, '冰封').state;
    if (s.pending) s = choose(s, card(s, 1, '苍岚', Z.positions)).state;
    expect(s.flags.sealed[card(s, 1, '苍岚', Z.positions)]).toBeGreaterThan(0);
    expect(s.window?.priority).toBe(1);
    const deck = s.players[1].zones[Z.deck].length;
    s = passAll(use(s, '守望').state).state;
    expect(s.players[1].zones[Z.deck].length).toBe(deck - 1);
    expect(card(s, 1, '守望', Z.discard)).toBeGreaterThanOrEqual(0);
  });

  it('GA-CHR-04 GA-CHR-05 GA-CT-03 当对方角色复活时: B’s character revives at B’s turn start, A answers it', () => {
    const s0 = board(
      {
        A: readySide(['林燃'], { hand: ['回魂'], reserve: [] }),
        B: { ...readySide(['夜昙'], { reserve: [] }), characters: ['夜昙', { card: '苍岚', dead: 1 }] },
      },
      {},
      1,
      SET,
    );
    let s = toNextTurnWindow(s0);
    const cang = card(s, 1, '苍岚', Z.positions);
    expect(s.flags.revive[cang]).toBe(0);
    expect([s.active, s.window?.priority]).toEqual([1, 0]);
    s = passAll(use(s, '回魂').state).state;
    expect(s.cards[cang].damage).toBe(2);
  });

  it('GA-ZN-02 GA-CT-03 当己方召唤物被除外时: A banishes B’s summon, B draws', () => {
    const s0 = board(
      {
        A: readySide(['苍岚'], { hand: ['放逐'] }),
        B: { ...readySide(['林燃'], { hand: ['送别'] }), summons: ['火灵'] },
      },
      {},
      1,
      SET,
    );
    let s = use(s0, '放逐').state;
    expect(card(s, 1, '火灵', Z.banished)).toBeGreaterThanOrEqual(0);
    expect(s.window?.priority).toBe(1);
    const deck = s.players[1].zones[Z.deck].length;
    s = passAll(use(s, '送别').state).state;
    expect(s.players[1].zones[Z.deck].length).toBe(deck - 1);
  });
});
