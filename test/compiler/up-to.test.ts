// 至多N个 / 最多N个 / 不超过N个 in each game's checker and IR: an up-to-N designation is `count: N, upTo: true`
// (SLCG-TG-01, GA-TG-01, KL-TG-01); 至少N个 stays error CS1082.
import { describe, expect, it } from 'vitest';
import { Analysis } from '../../compiler/analysis.js';
import type { CardDef } from '../../runtime/index.js';

function lower(text: string): { codes: string[]; cards: CardDef[] } {
  const a = new Analysis();
  const r = a.checkFile(text, 'up-to.card');
  return { codes: r.diagnostics.map((d) => d.code), cards: [...a.lowerSet(r.value).value.cards] };
}

const targetOf = (c: CardDef, op = 0) => (c.abilities[0].effects[op] as { target?: unknown }).target;

describe('至多N个 in the IR', () => {
  it('SLCG-TG-01 选择至多2个对方角色，对其各造成1点伤害 / 消灭至多两个对方横置的角色 / 令最多2个己方角色获得【守护】', () => {
    const { codes, cards } = lower(`规则：slcg
卡牌 连环打击
  类型：发生
  费用：2
  选择至多2个对方角色，对其各造成1点伤害。

卡牌 肃清
  类型：发生
  费用：3
  消灭至多两个对方横置的角色。

卡牌 号令
  类型：发生
  费用：1
  令最多2个己方角色获得【守护】直到回合结束。

卡牌 選擇
  類型：發生
  費用：1
  選擇至多2個對方角色，其常值-1直到回合結束。
`);
    expect(codes).toEqual([]);
    expect(targetOf(cards[0])).toEqual({ count: 2, upTo: true, side: 'opponent', kind: 'character' });
    expect(targetOf(cards[1])).toEqual({
      count: 2,
      upTo: true,
      side: 'opponent',
      kind: 'character',
      filters: [{ kind: 'tapped' }],
    });
    expect(targetOf(cards[2])).toEqual({ count: 2, upTo: true, side: 'self', kind: 'character' });
    expect(targetOf(cards[3])).toEqual({ count: 2, upTo: true, side: 'opponent', kind: 'character' });
  });

  it('GA-TG-01 光暗 选择至多2个敌方角色: an up-to-N designation', () => {
    const { codes, cards } = lower(`规则：guangan
卡牌 夜昙
  类型：角色
  生命：5  攻击：2

卡牌 连斩
  类型：普通
  专属：夜昙
  体力：1
  选择至多2个敌方角色，对其各造成1点伤害。
`);
    expect(codes).toEqual([]);
    expect(targetOf(cards[1])).toMatchObject({ count: 2, upTo: true, side: 'opponent', kind: 'character' });
  });

  it('KL-TG-01 卡灵时代 清除公共战场的至多2张对方卡灵 / 封锁至多2个O1范围内的区域', () => {
    const { codes, cards } = lower(`规则：kaling
卡牌 清道夫
  类型：卡灵
  等级：1
  AP：1
  DP：1
  【启动】免能：清除公共战场的至多2张对方卡灵。

卡牌 封锁者
  类型：卡灵
  等级：1
  AP：1
  DP：1
  【启动】免能：封锁不超过2个O1范围内的区域。
`);
    expect(codes).toEqual([]);
    expect(targetOf(cards[0])).toMatchObject({ count: 2, upTo: true, kind: 'kaling', battlefield: 'public' });
    expect(targetOf(cards[1])).toMatchObject({ count: 2, upTo: true, kind: 'area' });
  });

  it('SLCG-TG-01 至少2个 is CS1082 and an exact count carries no upTo', () => {
    const { codes, cards } = lower(`规则：slcg
卡牌 至少
  类型：发生
  费用：1
  对至少2个对方角色造成1点伤害。

卡牌 两个
  类型：发生
  费用：1
  对两个对方角色造成1点伤害。
`);
    expect(codes).toEqual(['CS1082']);
    expect(targetOf(cards[1])).toEqual({ count: 2, side: 'opponent', kind: 'character' });
  });
});
