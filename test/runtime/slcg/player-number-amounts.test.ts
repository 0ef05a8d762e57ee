// 每有N点<a player's number> (对方每有1点创伤，推动进度+1; 己方每有一点创伤; 对方每有两点创伤) and X为对方的创伤: the effect's
// number is per point of that player's number, read when the effect resolves (SLCG-CT-08's counts, SLCG-TRM-01's
// trauma), one step per N points with the rest dropped. Played on real SLCG states, compiled and interpreted.

import { beforeAll, describe, expect, it } from 'vitest';
import type { CardPool, SlcgState } from '../../../runtime/index.js';
import { profiles } from '../../../runtime/profiles/index.js';
import { Analysis } from '../../../compiler/analysis.js';
import { playerSubject } from '../../../compiler/ir/lower.js';
import { statOf } from '../../../grammar/clauses/targets.js';
import { VOCABULARY } from '../../../grammar/index.js';
import { MODES, textPools, type Mode } from '../compiled/compiled-sets.js';
import { board, names, playThrough, type SideSpec } from '../helpers.js';

const CARDS = `卡牌 复仇者
  类型：角色
  费用：0
  常值：1 攻
  【登场时】对方每有1点创伤，推动进度+1。

卡牌 伤兵
  类型：发生
  费用：0
  己方每有一点创伤，推动进度+1。

卡牌 双伤
  类型：发生
  费用：0
  对方每有两点创伤，推动进度+1并抽1张卡。

卡牌 按伤
  类型：发生
  费用：0
  推动进度+X，X为对方的创伤。

卡牌 补给
  类型：发生
  费用：0
  抽1张卡。
`;

let pools: Record<Mode, CardPool>;

beforeAll(async () => {
  pools = await textPools('slcg', '创伤数', CARDS);
});

const DECK = ['补给', '补给', '补给', '补给', '补给'];

function on(mode: Mode, p0: SideSpec, p1: SideSpec = {}): SlcgState {
  return board({ pool: pools[mode], p0: { deck: DECK, ...p0 }, p1: { deck: DECK, ...p1 } });
}

describe.each(MODES)('SLCG per point of a player’s number (%s)', (mode) => {
  it('SLCG-CT-08 SLCG-TRM-01 【登场时】对方每有1点创伤，推动进度+1: one push per opposing trauma, none with none', () => {
    const three = playThrough(on(mode, { hand: ['复仇者'], trauma: 1 }, { trauma: 3 }), '复仇者');
    expect(three.players[0].res.victory).toBe(3);
    const none = playThrough(on(mode, { hand: ['复仇者'], trauma: 2 }), '复仇者');
    expect(none.players[0].res.victory).toBe(0);
  });

  it('SLCG-CT-08 SLCG-TRM-01 己方每有一点创伤，推动进度+1: the controller’s own trauma', () => {
    const s = playThrough(on(mode, { hand: ['伤兵'], trauma: 2 }, { trauma: 4 }), '伤兵');
    expect(s.players[0].res.victory).toBe(2);
  });

  it('SLCG-CT-08 SLCG-TRM-01 对方每有两点创伤，推动进度+1并抽1张卡: one step per two points, the odd one dropped', () => {
    const s = playThrough(on(mode, { hand: ['双伤'] }, { trauma: 3 }), '双伤');
    expect(s.players[0].res.victory).toBe(1);
    expect(names(s, 0, 'hand')).toEqual(['补给']);
  });

  it('SLCG-CT-08 SLCG-TRM-01 推动进度+X，X为对方的创伤: X is the opposing trauma', () => {
    const s = playThrough(on(mode, { hand: ['按伤'] }, { trauma: 4 }), '按伤');
    expect(s.players[0].res.victory).toBe(4);
  });
});

describe('每有N点 over a player’s number', () => {
  it('SLCG-CT-08 every player-number word a game accepts after 每有N点 is a number its conditions read', () => {
    for (const r of ['slcg', 'kaling', 'guangan'] as const)
      for (const e of VOCABULARY)
        if ((e.category === 'stat' || e.category === 'resource') && e.id !== 'statLevel' && e.rulesets.includes(r))
          expect(profiles[r].conditionStats, `${r} ${e.canonical}`).toContain(playerSubject(statOf(e), r));
  });
});

describe('每有… not understood', () => {
  it('SLCG-CT-08 is CS1113 (what 每有 counts), not CS1092 (no X is written)', () => {
    const text = '规则：slcg\n卡牌 例\n  类型：发生\n  对方很多每有1个好东西，推动进度+1。\n';
    const codes = new Analysis().checkFile(text, 'x.card').diagnostics.map((d) => d.code);
    expect(codes).toContain('CS1113');
    expect(codes).not.toContain('CS1092');
  });
});
