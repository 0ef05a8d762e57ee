// 光暗 复活一个阵亡的己方角色，令其获得2点护盾 (GA-CHR-04, GA-CB-06): 其 after a 复活 is the character it brought back.
// Its own target names dead characters, so judged again once the revival resolved it would name none, and the shield
// went nowhere. Played on real boards.
import { describe, expect, it } from 'vitest';
import { board, card, setWith, usePlayed, Z } from './helpers.js';

const SET = setWith(
  [
    '卡牌 重生仪式\n  类型：普通\n  专属：白曜\n  体力：1\n  复活一个阵亡的己方角色，令其获得2点护盾。\n',
    '卡牌 重生之力\n  类型：普通\n  专属：白曜\n  体力：1\n  复活一个阵亡的己方角色，其攻击+2。\n',
    '卡牌 解缚\n  类型：普通\n  专属：白曜\n  体力：1\n  复活一个已阵亡的己方角色；令一个已被封印的己方角色倒计时-1。\n',
  ].join('\n'),
);

const shield = (s: Parameters<typeof card>[0], id: number): number => s.pool.rules.hooks.stat(s, id, 'shield');

describe('光暗 其 after 复活', () => {
  it('GA-CHR-04 GA-CB-06 复活一个阵亡的己方角色，令其获得2点护盾: the revived character has the 2 护盾', () => {
    const s = board(
      {
        A: { characters: ['白曜', { card: '林燃', dead: 2 }], hand: ['重生仪式'], deck: ['雪落'] },
        B: { characters: ['霜月'] },
      },
      {},
      1,
      SET,
    );
    const r = usePlayed(s, '重生仪式');
    const linran = card(r.s, 0, '林燃', Z.positions);
    expect(r.s.flags.revive[linran]).toBe(0);
    expect(shield(r.s, linran)).toBe(2);
    expect(r.events.some((e) => e.type === 'resource' && e.card === linran && e.info === 'shield')).toBe(true);
  });

  it('GA-CHR-04 GA-CHR-03 复活一个阵亡的己方角色，其攻击+2: the revived character attacks with 2 more', () => {
    const s = board(
      {
        A: { characters: ['白曜', { card: '林燃', dead: 3 }], hand: ['重生之力'], deck: ['雪落'] },
        B: { characters: ['霜月'] },
      },
      {},
      1,
      SET,
    );
    const r = usePlayed(s, '重生之力');
    const linran = card(r.s, 0, '林燃', Z.positions);
    expect(r.s.pool.rules.hooks.stat(r.s, linran, 'atk')).toBe(SET.byName.get('林燃')!.stats.atk + 2);
  });

  it('GA-CHR-04 GA-CHR-06 已阵亡的 / 已被封印的 are the states 阵亡的 / 被封印的: one revives, the other comes back', () => {
    const s = board(
      {
        A: {
          characters: ['白曜', { card: '林燃', dead: 3 }, { card: '夜昙', sealed: 1 }],
          hand: ['解缚'],
          deck: ['雪落'],
        },
        B: { characters: ['霜月'] },
      },
      {},
      1,
      SET,
    );
    const r = usePlayed(s, '解缚');
    expect(r.s.flags.revive[card(r.s, 0, '林燃', Z.positions)]).toBe(0);
    expect(r.s.flags.sealed[card(r.s, 0, '夜昙', Z.positions)]).toBe(0);
  });

  it('GA-CHR-06 a character still sealed is not brought back, and 其 names nothing', () => {
    const s = board(
      {
        A: { characters: ['白曜', { card: '林燃', dead: 2, sealed: 2 }], hand: ['重生仪式'], deck: ['雪落'] },
        B: { characters: ['霜月'] },
      },
      {},
      1,
      SET,
    );
    const r = usePlayed(s, '重生仪式');
    const linran = card(r.s, 0, '林燃', Z.positions);
    expect(r.s.flags.sealed[linran]).toBeGreaterThan(0);
    expect(shield(r.s, linran)).toBe(0);
  });
});
