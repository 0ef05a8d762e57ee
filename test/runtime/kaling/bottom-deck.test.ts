// 卡灵时代 置底 (将一张对方卡灵放到卡组底部, 置底…, 放回牌库底部, 将一张手牌置于卡组底) on a 卡灵's 【启动】: the card
// goes under its owner's deck (KL-ZN-03) — the deck's last card, drawn last; 置顶 (KL-TX-05) puts it on top instead.
// Played on real boards with the interpreter and with the compiled set, which give the same event log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardPool, KalingState } from '../../../runtime/index.js';
import type { LoadedSet } from '../../../compiler/scenario/set-cache.js';
import { bothWays, onEachPool, type Mode } from '../compiled/compiled-sets.js';
import { at, cell, kboard, names, type BoardOptions, activatePlayed, type Played } from './helpers.js';

const kaling = (name: string, line = ''): string =>
  `卡牌 ${name}\n  类型：卡灵\n  等级：1\n  AP：1\n  DP：1\n  SP：0\n${line ? `  ${line}\n` : ''}`;

const CARDS = [
  kaling('沉底者', '【启动】免能：将一张对方卡灵放到卡组底部。'),
  kaling('置底者', '【启动】免能：置底一张对方卡灵。'),
  kaling('放回者', '【启动】免能：把一张对方卡灵放回牌库底部。'),
  kaling('置顶者', '【启动】免能：置顶一张对方卡灵。'),
  kaling('换牌者', '【启动】免能：将一张手牌置于卡组底，然后抽1张卡。'),
  kaling('盾卫'),
  kaling('哨卫'),
  kaling('岗卫'),
].join('\n');

let interpreted: LoadedSet;
let compiled: CardPool;
let resolved: () => number;

beforeAll(async () => {
  ({ interpreted, compiled, resolved } = await bothWays('kaling', '置底', CARDS));
}, 120_000);

afterAll(() => expect(resolved()).toBeGreaterThanOrEqual(10));

/** B's 盾卫 in c4 (B's battlefield), A's `who` in c1; B's deck 哨卫 (top), 岗卫. */
const field = (who: string): string => `. . . . .\n. . B:盾卫 . .\n. . . . .\n. . . . .\n. . A:${who} . .`;

/** The board on each pool (interpreter first). */
function boards(o: BoardOptions, seed = 1): [Mode, KalingState][] {
  return onEachPool(kboard({ ...o, seed, set: interpreted }), compiled);
}

const foeBoard = (who: string, seed = 1): [Mode, KalingState][] =>
  boards({ B: { deck: ['哨卫', '岗卫'] }, board: field(who) }, seed);

const swapBoard = (seed = 1): [Mode, KalingState][] =>
  boards({ A: { hand: ['盾卫'], deck: ['哨卫', '岗卫'] }, board: field('换牌者') }, seed);

/** A activates the 【启动】 of its 卡灵 in c1; windows are passed, any question answered with its first option. */
const activate = (s: KalingState): Played => activatePlayed(s, at(s, 'c1'));

describe('卡灵时代 置底', () => {
  it.each(['沉底者', '置底者', '放回者'])(
    'KL-ZN-03 %s (放到卡组底部 / 置底 / 放回牌库底部): B’s 卡灵 leaves the battlefield and is its deck’s last card',
    (who) => {
      for (const [how, s] of foeBoard(who)) {
        const foe = at(s, 'c4');
        const r = activate(s);
        expect(r.s.grid![cell('c4')], how).toBe(-1);
        expect(names(r.s, 1, 'deck'), how).toEqual(['哨卫', '岗卫', '盾卫']);
        expect(r.s.cards[foe].zone, how).toBe(r.s.zoneNames.indexOf('deck'));
        // Not cleared: nothing went to a 弃区; A's own 卡灵 stays where it stood.
        expect(names(r.s, 1, 'discard'), how).toEqual([]);
        expect(r.s.grid![cell('c1')], how).toBe(at(s, 'c1'));
      }
    },
  );

  it('KL-TX-05 置顶 on the same board puts B’s 卡灵 on top of the deck instead, drawn first', () => {
    for (const [how, s] of foeBoard('置顶者')) {
      const r = activate(s);
      expect(r.s.grid![cell('c4')], how).toBe(-1);
      expect(names(r.s, 1, 'deck'), how).toEqual(['盾卫', '哨卫', '岗卫']);
    }
  });

  it('KL-ZN-03 将一张手牌置于卡组底，然后抽1张卡: the draw takes the top card, not the one just put under', () => {
    for (const [how, s] of swapBoard()) {
      const r = activate(s);
      expect(names(r.s, 0, 'hand'), how).toEqual(['哨卫']);
      expect(names(r.s, 0, 'deck'), how).toEqual(['岗卫', '盾卫']);
      expect(r.events.filter((e) => e.type === 'drew').length, how).toBe(1);
    }
  });

  it('KL-ZN-03 compiled and interpreted put under alike: the same event log for every seed', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      for (const who of ['沉底者', '置底者', '放回者', '置顶者']) {
        const [a, b] = foeBoard(who, seed).map(([, s]) => activate(s));
        expect(b.asked, `${who} seed ${seed}`).toEqual(a.asked);
        expect(JSON.stringify(b.events), `${who} seed ${seed}`).toBe(JSON.stringify(a.events));
        expect(JSON.stringify(b.s.players), `${who} seed ${seed}`).toBe(JSON.stringify(a.s.players));
      }
      const [a, b] = swapBoard(seed).map(([, s]) => activate(s));
      expect(JSON.stringify(b.events), `换牌者 seed ${seed}`).toBe(JSON.stringify(a.events));
      expect(JSON.stringify(b.s.players), `换牌者 seed ${seed}`).toBe(JSON.stringify(a.s.players));
    }
  });
});
