// 常值最高的 / AP最低的 / 生命最少的 in each game's checker and IR: a filter `{ kind: 'extreme', stat, which }`
// (SLCG-TG-01, GA-TG-01, KL-TG-01); a value the game's cards lack is CS2054 as for 以上 / 以下.
import { describe, expect, it } from 'vitest';
import { Analysis } from '../../compiler/analysis.js';
import type { CardDef } from '../../runtime/index.js';

function lower(text: string): { codes: string[]; cards: CardDef[] } {
  const a = new Analysis();
  const r = a.checkFile(text, 'superlative.card');
  return { codes: r.diagnostics.map((d) => d.code), cards: [...a.lowerSet(r.value).value.cards] };
}

const targetOf = (c: CardDef, op = 0) => (c.abilities[0].effects[op] as { target?: unknown }).target;

describe('superlative targets in the IR', () => {
  it('SLCG-TG-01 消灭一个常值最高的对方角色 / 对常值最低的一个对方角色 / 所有费用最大的 / 横置的常值最高的', () => {
    const { codes, cards } = lower(`规则：slcg
卡牌 斩首
  类型：发生
  费用：2
  消灭一个常值最高的对方角色。

卡牌 削弱
  类型：发生
  费用：2
  对常值最低的一个对方角色造成2点伤害。

卡牌 清场
  类型：发生
  费用：3
  消灭所有费用最大的对方角色。

卡牌 伏击
  類型：發生
  費用：2
  消滅一個橫置的常值最小的對方角色。
`);
    expect(codes).toEqual([]);
    expect(targetOf(cards[0])).toEqual({
      count: 1,
      side: 'opponent',
      kind: 'character',
      filters: [{ kind: 'extreme', stat: 'value', which: 'max' }],
    });
    expect(targetOf(cards[1])).toEqual({
      count: 1,
      side: 'opponent',
      kind: 'character',
      filters: [{ kind: 'extreme', stat: 'value', which: 'min' }],
    });
    expect(targetOf(cards[2])).toEqual({
      count: 'all',
      side: 'opponent',
      kind: 'character',
      filters: [{ kind: 'extreme', stat: 'cost', which: 'max' }],
    });
    expect(targetOf(cards[3])).toMatchObject({
      filters: [{ kind: 'tapped' }, { kind: 'extreme', stat: 'value', which: 'min' }],
    });
  });

  it('KL-TG-01 清除一张AP最高的对方卡灵 / 令DP最低的一张己方卡灵DP+1', () => {
    const { codes, cards } = lower(`规则：kaling
卡牌 清道夫
  类型：卡灵
  等级：1
  AP：1
  DP：1
  【启动】免能：清除一张AP最高的对方卡灵。

卡牌 扶持者
  类型：卡灵
  等级：1
  AP：1
  DP：1
  【启动】免能：令DP最低的一张己方卡灵DP+1。
`);
    expect(codes).toEqual([]);
    expect(targetOf(cards[0])).toEqual({
      count: 1,
      side: 'opponent',
      kind: 'kaling',
      filters: [{ kind: 'extreme', stat: 'ap', which: 'max' }],
    });
    expect(cards[1].abilities[0].effects[0]).toMatchObject({
      op: 'modifyStat',
      stat: 'dp',
      amount: 1,
      target: { count: 1, side: 'self', kind: 'kaling', filters: [{ kind: 'extreme', stat: 'dp', which: 'min' }] },
    });
  });

  it('GA-TG-01 GA-CHR-03 对生命最少的一个敌方角色 (the HP left, hpLeft) / 攻击最高的敌方角色 (every tied one)', () => {
    const { codes, cards } = lower(`规则：guangan
卡牌 夜昙
  类型：角色
  生命：5  攻击：2

卡牌 补刀
  类型：普通
  专属：夜昙
  体力：1
  对生命最少的一个敌方角色造成2点伤害。

卡牌 斩首
  类型：普通
  专属：夜昙
  体力：1
  对攻击最高的敌方角色造成2点伤害。
`);
    expect(codes).toEqual([]);
    expect(targetOf(cards[1])).toMatchObject({
      count: 1,
      filters: [{ kind: 'extreme', stat: 'hpLeft', which: 'min' }],
    });
    expect(targetOf(cards[2])).toMatchObject({
      count: 'all',
      filters: [{ kind: 'extreme', stat: 'atk', which: 'max' }],
    });
  });

  it('SLCG-TG-01 最多2个 stays a count and 最多 after a stat with no number is a superlative', () => {
    const { codes, cards } = lower(`规则：slcg
卡牌 号令
  类型：发生
  费用：1
  对最多2个对方角色造成1点伤害。

卡牌 补刀
  类型：发生
  费用：1
  消灭一个常值最少的对方角色。
`);
    expect(codes).toEqual([]);
    expect(targetOf(cards[0])).toEqual({ count: 2, upTo: true, side: 'opponent', kind: 'character' });
    expect(targetOf(cards[1])).toMatchObject({ filters: [{ kind: 'extreme', stat: 'value', which: 'min' }] });
  });

  it('SLCG-META-01 KL-META-01 a value the game’s cards lack: CS2054 (创伤最高), CS2001 for another game’s word (常值 in 卡灵时代)', () => {
    const slcg = lower(`规则：slcg
卡牌 甲
  类型：发生
  费用：2
  消灭一个创伤最高的对方角色。
`);
    expect(slcg.codes).toEqual(['CS2054']);
    const kaling = lower(`规则：kaling
卡牌 乙
  类型：卡灵
  等级：1
  AP：1
  DP：1
  【启动】免能：清除一张常值最高的对方卡灵。
`);
    expect(kaling.codes).toContain('CS2001');
  });

  it('SLCG-TG-01 最高 with no stat before it is not understood (CS1023)', () => {
    const { codes } = lower(`规则：slcg
卡牌 甲
  类型：发生
  费用：2
  消灭一个最高的对方角色。
`);
    expect(codes).toEqual(['CS1023']);
  });

  it('SLCG-TG-01 KL-TG-01 a superlative judged one card at a time (a trigger’s subject, a 降临 material) is CS2160', () => {
    const slcg = lower(`规则：slcg
卡牌 甲
  类型：角色
  费用：2
  常值：2 攻
  当常值最高的对方角色被消灭时，抽1张卡。
`);
    expect(slcg.codes).toEqual(['CS2160']);
    const kaling = lower(`规则：kaling
卡牌 王
  类型：卡灵
  等级：3
  AP：3
  DP：3
  降临：耗能3 或 素材一张AP最高的己方卡灵
`);
    expect(kaling.codes).toEqual(['CS2160']);
  });
});
