// 改为 (GA-RES-09) beyond the plain variant line: `X，若…，改为Y` in a line that is no variant (Y takes X's place when
// the 若 holds, on X's target, designated once), `【黑暗】改为封印2回合` (a seal that names no target keeps the base's),
// and 失去护盾 with no number (the 护盾 itself, as 失去【护盾】: GA-CB-06). Played on real boards of the bundled set with
// these cards added, through the interpreter and the compiled code alike.
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardPool, GuanganState } from '../../../runtime/index.js';
import type { LoadedSet } from '../../../compiler/scenario/set-cache.js';
import { bothWays, onEachPool } from '../compiled/compiled-sets.js';
import { board, card, usePlayed, Z } from './helpers.js';

const CARDS = `卡牌 林燃
  类型：角色
  生命：7  攻击：4

卡牌 夜昙
  类型：角色
  生命：7  攻击：3

卡牌 白曜
  类型：角色
  生命：8  攻击：2

卡牌 雪落
  类型：普通
  专属：林燃
  体力：1
  抽1张卡。

卡牌 蓄势一击
  类型：普通
  专属：林燃
  体力：1
  对一个敌方角色造成2点法术伤害，若己方光暗值≥4，改为造成4点法术伤害。

卡牌 斩杀
  类型：普通
  专属：林燃
  体力：1
  对一个敌方角色造成2点法术伤害，若其生命值≤3，改为造成4点法术伤害。

卡牌 暗封
  类型：普通
  专属：林燃
  体力：1
  封印一个敌方角色1回合。
  【黑暗】改为封印2回合。

卡牌 破盾
  类型：普通
  专属：林燃
  体力：1
  令一个敌方角色失去护盾。
`;

let interpreted: LoadedSet;
let compiled: CardPool;

beforeAll(async () => {
  ({ interpreted, compiled } = await bothWays('guangan', '改为', CARDS));
}, 120_000);

/** A's 准备阶段 (A: 林燃 on `side` with `lightDark`, holding `name`; B: 夜昙 at `hp` and 白曜 with 3 护盾), on each pool. */
function boards(name: string, lightDark: number, side: 'light' | 'dark' = 'light', hp = 7): [string, GuanganState][] {
  const s = board(
    {
      turn: 3,
      phase: 'prepare',
      A: { characters: ['林燃'], hand: [name], deck: ['雪落'], stamina: 6, lightDark, gained: lightDark, side },
      B: {
        characters: [
          { card: '夜昙', hp },
          { card: '白曜', shield: 3 },
        ],
        deck: ['雪落'],
      },
    } as never,
    {},
    1,
    interpreted,
  );
  return onEachPool(s, compiled);
}

/** Plays `name`, answering the target question with B's `foe`. */
function playOn(s: GuanganState, name: string, foe: string) {
  const id = card(s, 1, foe, Z.positions);
  return usePlayed(s, name, (d) =>
    Math.max(
      0,
      d.options.findIndex((o) => o.value === id),
    ),
  );
}

const hp = (s: GuanganState, id: number): number => s.pool.rules.hooks.stat(s, id, 'hpLeft');

describe('光暗 改为', () => {
  it('GA-RES-09 X，若己方光暗值≥4，改为Y: with 光暗值 5 only the 4 damage, with 3 only the 2; one target question', () => {
    for (const [lightDark, dealt] of [
      [5, 4],
      [3, 2],
    ])
      for (const [how, s] of boards('蓄势一击', lightDark)) {
        const r = playOn(s, '蓄势一击', '夜昙');
        expect(
          r.asked.filter((q) => q.startsWith('A target')),
          how,
        ).toHaveLength(1);
        const foe = card(s, 1, '夜昙', Z.positions);
        expect(
          r.events.filter((e) => e.type === 'damaged').map((e) => [e.card, e.amount]),
          how,
        ).toEqual([[foe, dealt]]);
        expect(hp(r.s, foe), how).toBe(7 - dealt);
      }
  });

  it('GA-RES-09 X，若其生命值≤3，改为Y: 其 is X’s target, judged before any damage (HP 3: 4 damage; HP 7: 2)', () => {
    for (const [left, dealt] of [
      [3, 4],
      [7, 2],
    ])
      for (const [how, s] of boards('斩杀', 1, 'light', left)) {
        const foe = card(s, 1, '夜昙', Z.positions);
        const r = playOn(s, '斩杀', '夜昙');
        expect(
          r.events.filter((e) => e.type === 'damaged').map((e) => [e.card, e.amount]),
          `${how} HP ${left}`,
        ).toEqual([[foe, dealt]]);
      }
  });

  it('GA-RES-09 【黑暗】改为封印2回合: on the dark side the chosen character is sealed for 2 turns, on the light for 1', () => {
    for (const [side, turns] of [
      ['dark', 2],
      ['light', 1],
    ] as const)
      for (const [how, s] of boards('暗封', 4, side)) {
        const r = playOn(s, '暗封', '夜昙');
        const foe = card(s, 1, '夜昙', Z.positions);
        expect((r.s.flags.sealed as number[])[foe], `${how} ${side}`).toBe(turns);
      }
  });

  it('GA-CB-06 令一个敌方角色失去护盾: all 3 护盾 of 白曜 are gone, as with 失去【护盾】', () => {
    for (const [how, s] of boards('破盾', 4)) {
      const foe = card(s, 1, '白曜', Z.positions);
      expect(s.pool.rules.hooks.hasKeyword(s, foe, 'shield'), how).toBe(true);
      const r = playOn(s, '破盾', '白曜');
      expect(s.pool.rules.hooks.hasKeyword(r.s, foe, 'shield'), how).toBe(false);
    }
  });
});
