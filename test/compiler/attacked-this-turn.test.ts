// 若本回合此角色攻击过 in the checker (GA-CB-01): a 光暗 character's or summon's own sortie this turn; the same words in
// every game (the filter attackedThisTurn, SLCG-CB-01, KL-CB-01). The runtime side:
// test/runtime/guangan/attacked-this-turn.test.ts; the phrasings: phrasebook guangan_attacked_this_turn.txt.
import { describe, expect, it } from 'vitest';
import { Analysis } from '../../compiler/analysis.js';

const analysis = new Analysis();

/** The errors of a file: code and the text each points at. */
function errors(text: string): [string, string][] {
  return analysis
    .checkFile(text, 'a.card')
    .diagnostics.filter((d) => d.severity === 'error')
    .map((d) => [d.code, text.slice(d.span.start, d.span.end)]);
}

const CHARACTER = '规则：光暗\n卡牌 林\n  类型：角色\n  生命：5  攻击：1\n';

describe('若本回合此角色攻击过 in the checker', () => {
  it('GA-CB-01 checks clean on a 光暗 角色 and 召唤物', () => {
    expect(errors(`${CHARACTER}  【回合结束时】若本回合此角色攻击过，抽1张卡。\n`)).toEqual([]);
    const summon = `${CHARACTER}\n卡牌 火\n  类型：召唤物\n  生命：2  攻击：1\n  【回合结束时】若本回合自身未出击，抽1张卡。\n`;
    expect(errors(summon)).toEqual([]);
  });

  it('GA-CB-01 CS2264 on a 普通 card: 此角色 is the card itself, which never makes a sortie', () => {
    const spell = `${CHARACTER}\n卡牌 例\n  类型：普通\n  专属：林\n  若本回合此角色攻击过，抽1张卡。\n`;
    expect(errors(spell)).toEqual([['CS2264', '本回合此角色攻击过']]);
  });

  it('the same words check clean in SLCG (SLCG-CB-01) and 卡灵时代 (KL-CB-01), whose engines keep the record too', () => {
    const slcg =
      '规则：slcg\n卡牌 例\n  类型：角色\n  费用：1\n  常值：2 攻\n  【回合结束时】若本回合此角色攻击过，推动进度+1。\n';
    expect(errors(slcg)).toEqual([]);
    const kaling =
      '规则：kaling\n卡牌 例\n  类型：卡灵\n  等级：1\n  AP：1\n  DP：1\n  【瞬发】当此卡灵被攻击时，若本回合此卡灵未攻击，抽1张卡。\n';
    expect(errors(kaling)).toEqual([]);
  });
});
