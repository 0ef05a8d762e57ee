// 另一个 after a designation of the same kind (SLCG-TG-01, GA-TG-01, KL-TG-01; docs/rules-decisions.md): in
// 对一个对方角色造成2点伤害；对另一个对方角色造成1点伤害 the second target is one the first did not designate (and not this
// card) — IR filter `notDesignated` beside notSelf. Played on real SLCG states with a compiled set and with the
// interpreter; the same lowering checked in 光暗 and 卡灵时代.

import { beforeAll, describe, expect, it } from 'vitest';
import type { CardPool, SlcgState } from '../../../runtime/index.js';
import { Analysis } from '../../../compiler/analysis.js';
import { MODES, textPools, type Mode } from '../compiled/compiled-sets.js';
import { act, board, inst, type SideSpec } from '../helpers.js';

const CARDS = `卡牌 双击
  类型：发生
  费用：0
  对一个对方角色造成2点伤害；对另一个对方角色造成1点伤害。

卡牌 兵
  类型：角色
  费用：0
  常值：5 攻

卡牌 补给
  类型：发生
  费用：0
  抽1张卡。
`;

let pools: Record<Mode, CardPool>;

beforeAll(async () => {
  pools = await textPools('slcg', '另一个', CARDS);
});

const DECK = ['补给', '补给', '补给', '补给'];

function on(mode: Mode, p0: SideSpec, p1: SideSpec): SlcgState {
  return board({ pool: pools[mode], p0: { deck: DECK, ...p0 }, p1: { deck: DECK, ...p1 } });
}

/** Plays `name`; each target question is recorded (its options) and answered with its first option. */
function play(s: SlcgState, name: string): { s: SlcgState; asked: number[][] } {
  s = act(s, { type: 'play', card: inst(s, 0, 'hand', name) }).state;
  const asked: number[][] = [];
  for (let i = 0; i < 100 && (s.pending || s.window) && s.winner === null; i++) {
    const d = s.pending;
    if (d?.kind === 'target') asked.push(d.options.map((o) => o.value));
    s = act(s, d ? { type: 'choose', index: 0 } : { type: 'pass' }).state;
  }
  return { s, asked };
}

const trauma = (s: SlcgState, id: number): number => s.cards[id].damage;

describe.each(MODES)('SLCG 另一个 (%s)', (mode) => {
  it('SLCG-TG-01 对一个对方角色…；对另一个对方角色…: the second question does not offer the first target', () => {
    const s0 = on(mode, { hand: ['双击'] }, { main: ['兵', '兵', '兵'] });
    const [a, b, c] = [0, 1, 2].map((k) => inst(s0, 1, 'main', '兵', k));
    const r = play(s0, '双击');
    expect(r.asked).toEqual([
      [a, b, c],
      [b, c],
    ]);
    expect(trauma(r.s, a)).toBe(2);
    expect(trauma(r.s, b)).toBe(1);
    expect(trauma(r.s, c)).toBe(0);
  });

  it('SLCG-TG-01 另一个 with one opponent character: the second effect has no target and does nothing (SLCG-TX-07)', () => {
    const s0 = on(mode, { hand: ['双击'] }, { main: ['兵'] });
    const a = inst(s0, 1, 'main', '兵');
    const r = play(s0, '双击');
    expect(trauma(r.s, a)).toBe(2);
  });
});

/** The filters of each op's target of the last card of `text`. */
function filtersOf(text: string): (string[] | undefined)[] {
  const a = new Analysis();
  const r = a.checkFile(text, 'a.card');
  expect(r.diagnostics.filter((d) => d.severity === 'error').map((d) => d.code)).toEqual([]);
  const card = a.lowerSet(r.value).value.cards.at(-1)!;
  return card.abilities[0].effects.map((e) =>
    'target' in e && e.target ? e.target.filters?.map((f) => f.kind) : undefined,
  );
}

describe('另一个 in every game', () => {
  it('SLCG-TG-01 另一个 with no designation before it is only "not this card"', () => {
    expect(filtersOf('规则：slcg\n卡牌 援\n  类型：发生\n  费用：1\n  令另一个己方角色常值+1。\n')).toEqual([
      ['notSelf'],
    ]);
  });

  it('GA-TG-01 光暗 另一个敌方角色 after 一个敌方角色: notDesignated', () => {
    const text = `规则：guangan
卡牌 林燃
  类型：角色
  生命：5  攻击：2
卡牌 连击
  类型：普通
  专属：林燃
  体力：1
  对一个敌方角色造成2点法术伤害；对另一个敌方角色造成1点法术伤害。
`;
    expect(filtersOf(text)).toEqual([undefined, ['notSelf', 'notDesignated']]);
  });

  it('KL-TG-01 卡灵时代 另一张对方卡灵 after 一张对方卡灵: notDesignated', () => {
    const text = `规则：kaling
卡牌 双令
  类型：战术
  【启动】耗能1：令一张对方卡灵AP-2；令另一张对方卡灵AP-1。
`;
    expect(filtersOf(text)).toEqual([undefined, ['notSelf', 'notDesignated']]);
  });
});
