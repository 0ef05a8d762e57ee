// 光暗 召唤一个「火狐」，其获得2点护盾 (GA-CHR-08, GA-CB-06, GA-META-01): 其 after a 召唤 names the instance(s) that
// effect brought into play — not the trigger's subject, and no question is asked. Played on real boards with the
// interpreter and with the compiled set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardPool, GuanganState } from '../../../runtime/index.js';
import type { LoadedSet } from '../../../compiler/scenario/set-cache.js';
import { Analysis } from '../../../compiler/analysis.js';
import { bothWays, onEachPool, type Mode } from '../compiled/compiled-sets.js';
import { board, nameOf, readySide, usePlayed, Z, plain } from './helpers.js';

const CHARACTERS = `卡牌 林燃
  类型：角色
  生命：5  攻击：2

卡牌 夜昙
  类型：角色
  生命：5  攻击：4

卡牌 火狐
  类型：召唤物
  生命：2  攻击：1
`;

/** A 普通 card of 林燃's saying `line`. */

const CARDS = [
  CHARACTERS,
  plain('狐火', '召唤1个「火狐」，其获得2点护盾。'),
  plain('双狐', '召唤2个「火狐」，令其获得1点护盾。'),
  plain('狐援', '召唤一个「火狐」，其攻击+2。'),
  plain('雪落', '抽1张卡。'),
].join('\n');

let interpreted: LoadedSet;
let compiled: CardPool;
let resolved: () => number;

beforeAll(async () => {
  ({ interpreted, compiled, resolved } = await bothWays('guangan', '召唤其', CARDS));
}, 120_000);

afterAll(() => expect(resolved()).toBeGreaterThanOrEqual(3));

/** A (林燃) holding `hand`, B (夜昙): the board on each pool (interpreter first). */
function ready(hand: string[], params: Record<string, unknown> = {}): [Mode, GuanganState][] {
  const s = board({ A: readySide(['林燃'], { hand }), B: readySide(['夜昙']) }, params, 1, interpreted);
  return onEachPool(s, compiled);
}

const summons = (s: GuanganState, p: number): number[] => s.players[p].zones[Z.summons];
const shield = (s: GuanganState, id: number): number => s.pool.rules.hooks.stat(s, id, 'shield');

describe('光暗 其 after 召唤', () => {
  it('GA-CHR-08 GA-CB-06 召唤1个「火狐」，其获得2点护盾: the summoned 火狐 has 2 护盾, no question asked', () => {
    for (const [how, s] of ready(['狐火'])) {
      const r = usePlayed(s, '狐火');
      expect(r.asked, how).toEqual([]);
      const [fox] = summons(r.s, 0);
      expect(nameOf(r.s, fox), how).toBe('火狐');
      expect(shield(r.s, fox), how).toBe(2);
      // Nobody else got it: not 林燃, not the player.
      expect(shield(r.s, r.s.players[0].zones[Z.positions][0]), how).toBe(0);
      expect(r.s.players[0].res.shield, how).toBe(0);
    }
  });

  it('GA-CHR-08 召唤2个「火狐」，令其获得1点护盾: 其 names both instances brought into play', () => {
    for (const [how, s] of ready(['双狐'], { summonSlots: 2 })) {
      const r = usePlayed(s, '双狐');
      expect(r.asked, how).toEqual([]);
      const foxes = summons(r.s, 0);
      expect(foxes.length, how).toBe(2);
      for (const fox of foxes) expect(shield(r.s, fox), how).toBe(1);
    }
  });

  it('GA-CHR-08 召唤一个「火狐」，其攻击+2: the value change is the summoned 火狐’s', () => {
    for (const [how, s] of ready(['狐援'])) {
      const r = usePlayed(s, '狐援');
      const [fox] = summons(r.s, 0);
      expect(r.s.pool.rules.hooks.stat(r.s, fox, 'atk'), how).toBe(3);
    }
  });

  it('GA-META-01 其 after 召唤 names a card: no CS2113', () => {
    const codes = new Analysis()
      .checkFile(`规则：guangan\n${CHARACTERS}\n${plain('狐火', '召唤1个「火狐」，其获得2点护盾。')}`, 'a.card')
      .diagnostics.map((d) => d.code);
    expect(codes).not.toContain('CS2113');
  });
});
