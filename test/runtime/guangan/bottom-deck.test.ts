// 光暗 置底 (将一张敌方的卡放到卡组底部, 将一张己方的卡置于卡组底，然后抽1张卡): a card in a 用牌区 goes under its owner's
// deck — the deck's last card, drawn last (GA-ZN-01), and so does a hand card; characters and summons never go to a
// deck in 光暗 (CS2073). Played on real boards with the interpreter and with the compiled set, which give the same event log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardPool, GuanganState } from '../../../runtime/index.js';
import type { LoadedSet } from '../../../compiler/scenario/set-cache.js';
import { Analysis } from '../../../compiler/analysis.js';
import { bothWays, onEachPool, type Mode } from '../compiled/compiled-sets.js';
import { board, card, nameOf, readySide, usePlayed, Z, type Played, plain } from './helpers.js';

const CHARACTERS = `卡牌 林燃
  类型：角色
  生命：5  攻击：2

卡牌 夜昙
  类型：角色
  生命：5  攻击：4
`;

/** A 普通 card of 林燃's saying `line`. */

const CARDS = [
  CHARACTERS,
  plain('沉底', '将一张敌方的卡放到卡组底部。'),
  plain('置底', '置底一张敌方的卡。'),
  plain('换牌', '将一张己方的卡置于卡组底，然后抽1张卡。'),
  plain('置顶', '将一张敌方的卡放回卡组顶。'),
  `卡牌 结界\n  类型：持续 普通\n  专属：夜昙\n  体力：1\n  己方角色攻击+1。\n`,
  plain('甲', '抽1张卡。'),
  plain('乙', '抽1张卡。'),
  plain('雪落', '抽1张卡。'),
].join('\n');

let interpreted: LoadedSet;
let compiled: CardPool;
let resolved: () => number;

beforeAll(async () => {
  ({ interpreted, compiled, resolved } = await bothWays('guangan', '置底', CARDS));
}, 120_000);

afterAll(() => expect(resolved()).toBeGreaterThanOrEqual(10));

/** The board on each pool (interpreter first): A (林燃) holding `hand`; B (夜昙) with 结界 face up in its 用牌区. */
function foeBoard(hand: string[], seed = 1): [Mode, GuanganState][] {
  const s = board(
    {
      A: readySide(['林燃'], { hand }),
      B: readySide(['夜昙'], { deck: ['甲', '乙'], cardZone: ['结界'] }),
    },
    {},
    seed,
    interpreted,
  );
  return onEachPool(s, compiled);
}

/** A (林燃) holding 换牌, its deck 甲 (top), 乙, and 结界 face up in its own 用牌区. */
function swapBoard(seed = 1): [Mode, GuanganState][] {
  const s = board(
    { A: readySide(['林燃'], { hand: ['换牌'], deck: ['甲', '乙'], cardZone: ['结界'] }), B: readySide(['夜昙']) },
    {},
    seed,
    interpreted,
  );
  return onEachPool(s, compiled);
}

/** A uses `name`, and the game plays on until the chain is empty: windows passed, questions their first option. */
const play = (s: GuanganState, name: string): Played => usePlayed(s, name);

const zone = (s: GuanganState, p: number, z: number): string[] => s.players[p].zones[z].map((id) => nameOf(s, id));
const atk = (s: GuanganState, id: number): number => s.pool.rules.hooks.stat(s, id, 'atk');

/** The error codes the checker gives a 林燃 普通 card saying `line`. */
function refusal(line: string): string[] {
  const text = `规则：guangan\n${CHARACTERS}\n卡牌 召唤\n  类型：召唤物\n  生命：2  攻击：1\n\n${plain('试', line)}`;
  return new Analysis()
    .checkFile(text, 'a.card')
    .diagnostics.filter((d) => d.severity === 'error')
    .map((d) => d.code);
}

describe('光暗 置底', () => {
  it.each(['沉底', '置底'])(
    'GA-ZN-01 %s (放到卡组底部 / 置底) a card in B’s 用牌区: it leaves the 用牌区 and is B’s deck’s last card',
    (name) => {
      for (const [how, s] of foeBoard([name])) {
        const ward = card(s, 1, '结界', Z.cardZone);
        // In force before: B's 夜昙 at 攻击 5.
        expect(atk(s, card(s, 1, '夜昙')), how).toBe(5);
        const r = play(s, name);
        expect(zone(r.s, 1, Z.cardZone), how).toEqual([]);
        expect(zone(r.s, 1, Z.deck), how).toEqual(['甲', '乙', '结界']);
        expect(r.s.cards[ward].zone, how).toBe(Z.deck);
        // Gone from the field, it no longer works; not discarded; the card used went to A's 弃牌区 (GA-CT-06).
        expect(atk(r.s, card(s, 1, '夜昙')), how).toBe(4);
        expect(zone(r.s, 1, Z.discard), how).toEqual([]);
        expect(zone(r.s, 0, Z.discard), how).toEqual([name]);
      }
    },
  );

  it('GA-ZN-01 沉底 with two cards in B’s 用牌区: A designates one — the face-down 乙 — and only it goes under', () => {
    const s = board(
      {
        A: readySide(['林燃'], { hand: ['沉底'] }),
        B: readySide(['夜昙'], { deck: ['甲', '雪落'], cardZone: ['结界', { card: '乙', set: true }] }),
      },
      {},
      1,
      interpreted,
    );
    for (const [how, t] of onEachPool(s, compiled)) {
      const yi = card(t, 1, '乙', Z.cardZone);
      const r = usePlayed(t, '沉底', (d) => d.options.findIndex((o) => o.value === yi));
      // One question, the target, offering 乙 among the cards of B's 用牌区.
      expect(
        r.asked.map((q) => q.split(':')[0]),
        how,
      ).toEqual(['A target']);
      expect(r.asked[0].split(':')[1].split('/'), how).toContain('乙');
      expect(r.s.pending, how).toBeFalsy();
      expect(zone(r.s, 1, Z.cardZone), how).toEqual(['结界']);
      expect(zone(r.s, 1, Z.deck), how).toEqual(['甲', '雪落', '乙']);
    }
  });

  it('GA-ZN-01 放回卡组顶 on the same board puts 结界 on top of B’s deck instead, drawn first', () => {
    for (const [how, s] of foeBoard(['置顶'])) {
      const r = play(s, '置顶');
      expect(zone(r.s, 1, Z.cardZone), how).toEqual([]);
      expect(zone(r.s, 1, Z.deck), how).toEqual(['结界', '甲', '乙']);
    }
  });

  it('GA-ZN-01 将一张己方的卡置于卡组底，然后抽1张卡: the draw takes the top card, not the one just put under', () => {
    for (const [how, s] of swapBoard()) {
      const r = play(s, '换牌');
      expect(zone(r.s, 0, Z.cardZone), how).toEqual([]);
      expect(zone(r.s, 0, Z.hand), how).toEqual(['甲']);
      expect(zone(r.s, 0, Z.deck), how).toEqual(['乙', '结界']);
    }
  });

  it('GA-ZN-01 characters and summons never go to a deck: 置底 of them is error CS2073', () => {
    expect(refusal('将一个敌方角色放到卡组底部。')).toEqual(['CS2073']);
    expect(refusal('置底一个对方角色。')).toEqual(['CS2073']);
    expect(refusal('将一个敌方召唤物放到卡组底部。')).toEqual(['CS2073']);
    // A card in a 用牌区 may go, and so may a hand card (GA-LIM-01 itself puts hand cards back into the deck;
    // language.md's example, played in card-moves.test.ts).
    expect(refusal('将一张敌方的卡放到卡组底部。')).toEqual([]);
    expect(refusal('将一张手牌置于卡组底，然后抽1张卡。')).toEqual([]);
  });

  it('GA-ZN-01 compiled and interpreted put under alike: the same event log for every seed', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      for (const name of ['沉底', '置底', '置顶']) {
        const [a, b] = foeBoard([name], seed).map(([, s]) => play(s, name));
        expect(b.asked, `${name} seed ${seed}`).toEqual(a.asked);
        expect(JSON.stringify(b.events), `${name} seed ${seed}`).toBe(JSON.stringify(a.events));
        expect(JSON.stringify(b.s.players), `${name} seed ${seed}`).toBe(JSON.stringify(a.s.players));
      }
      const [a, b] = swapBoard(seed).map(([, s]) => play(s, '换牌'));
      expect(JSON.stringify(b.events), `换牌 seed ${seed}`).toBe(JSON.stringify(a.events));
      expect(JSON.stringify(b.s.players), `换牌 seed ${seed}`).toBe(JSON.stringify(a.s.players));
    }
  });
});
