// 当敌方召唤物被除外时 (GA-ZN-02) and 被回归时 (GA-ZN-01): a card an effect banishes or returns to the hand is an event of its
// own, so a line that names it wakes — as language.md's trigger table promises. On a real board of the bundled set.
import { describe, expect, it } from 'vitest';
import type { GuanganState } from '../../../runtime/index.js';
import { board, card, characterWith, setWith, usePlayed, Z } from './helpers.js';

const watcher = characterWith('林燃', '当敌方召唤物被除外时：抽1张卡。');
const extra = setWith(`卡牌 驱散
  类型：普通
  专属：林燃
  体力：1
  除外一个敌方召唤物。
`);
const cards = [...watcher.cards, ...extra.cards.filter((c) => c.name === '驱散')];
const set = { ...watcher, cards, byName: new Map(cards.map((c) => [c.name, c])) };

describe('光暗 zone events of effects', () => {
  it('GA-ZN-02 除外一个敌方召唤物: the summon goes to 除外 and 当敌方召唤物被除外时 draws a card', () => {
    const s: GuanganState = board(
      {
        turn: 3,
        phase: 'prepare',
        A: { characters: ['林燃'], hand: ['驱散'], deck: ['雪落', '雪落'], stamina: 6 },
        B: { characters: ['夜昙'], summons: ['火灵'], deck: ['雪落'] },
      } as never,
      {},
      1,
      set,
    );
    const summon = card(s, 1, '火灵', Z.summons);
    const r = usePlayed(s, '驱散');
    expect(r.s.cards[summon].zone).toBe(Z.banished);
    expect(r.events.filter((e) => e.type === 'banished').map((e) => e.card)).toEqual([summon]);
    expect(r.s.players[0].zones[Z.hand]).toHaveLength(1);
  });
});

const own = setWith(`卡牌 驱散
  类型：普通
  专属：林燃
  体力：1
  除外一个敌方召唤物。

卡牌 灵偶
  类型：召唤物
  生命：2  攻击：1
  【被除外时】抽1张卡。
`);

describe('光暗 a card’s own 被除外时', () => {
  it('GA-ZN-02 【被除外时】抽1张卡 of a summon: it wakes once the summon is in 除外, for the summon’s controller', () => {
    const s: GuanganState = board(
      {
        turn: 3,
        phase: 'prepare',
        A: { characters: ['林燃'], hand: ['驱散'], deck: ['雪落'], stamina: 6 },
        B: { characters: ['夜昙'], summons: ['灵偶'], deck: ['雪落', '雪落'] },
      } as never,
      {},
      1,
      own,
    );
    const summon = card(s, 1, '灵偶', Z.summons);
    const r = usePlayed(s, '驱散');
    expect(r.s.cards[summon].zone).toBe(Z.banished);
    expect(r.s.players[1].zones[Z.hand]).toHaveLength(1); // the summon's controller drew
    expect(r.s.players[0].zones[Z.hand]).toHaveLength(0);
  });
});
