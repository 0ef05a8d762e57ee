// 光暗 回档 / 洗回卡组 (the shared op of KL-TX-03: a card returns to its owner's deck, which is then shuffled, GA-ZN-01):
// a card in a 用牌区 goes into its owner's deck and the shuffle is told in the log, one `shuffled` event per deck
// shuffled. Played on real boards with the interpreter and with the compiled set, which give the same event log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardPool, GameEvent, GuanganState } from '../../../runtime/index.js';
import type { LoadedSet } from '../../../compiler/scenario/set-cache.js';
import { bothWays, onEachPool, type Mode } from '../compiled/compiled-sets.js';
import { board, nameOf, readySide, usePlayed, Z, type Played, plain } from './helpers.js';

const CHARACTERS = `卡牌 林燃
  类型：角色
  生命：5  攻击：2

卡牌 夜昙
  类型：角色
  生命：5  攻击：4
`;

const CARDS = [
  CHARACTERS,
  plain('回档', '回档一张敌方的卡。'),
  plain('洗回', '将一张敌方的卡洗回卡组。'),
  `卡牌 结界\n  类型：持续 普通\n  专属：夜昙\n  体力：1\n  己方角色攻击+1。\n`,
  plain('甲', '抽1张卡。'),
  plain('乙', '抽1张卡。'),
  plain('雪落', '抽1张卡。'),
].join('\n');

let interpreted: LoadedSet;
let compiled: CardPool;
let resolved: () => number;

beforeAll(async () => {
  ({ interpreted, compiled, resolved } = await bothWays('guangan', '回档', CARDS));
}, 120_000);

afterAll(() => expect(resolved()).toBeGreaterThanOrEqual(4));

/** A (林燃) holding `hand`; B (夜昙) with 结界 face up in its 用牌区, its deck 甲, 乙. */
function boards(hand: string[], seed = 1): [Mode, GuanganState][] {
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

const zone = (s: GuanganState, p: number, z: number): string[] => s.players[p].zones[z].map((id) => nameOf(s, id));
const deckEvents = (ev: readonly GameEvent[]): string[] =>
  ev
    .filter((e) => (e.type === 'moved' && e.to === 'deck') || e.type === 'shuffled')
    .map((e) => `${e.type} ${e.player}`);

describe('光暗 回档 tells its shuffle (GA-ZN-01, KL-TX-03)', () => {
  it.each(['回档', '洗回'])(
    'GA-ZN-01 / KL-TX-03 %s: B’s 结界 goes into B’s deck, which is shuffled — a `shuffled` event',
    (name) => {
      for (const [how, s] of boards([name])) {
        const r: Played = usePlayed(s, name);
        expect(zone(r.s, 1, Z.cardZone), how).toEqual([]);
        expect(zone(r.s, 1, Z.deck).sort(), how).toEqual(['乙', '甲', '结界'].sort());
        expect(deckEvents(r.events), how).toEqual(['moved 1', 'shuffled 1']);
        expect(
          r.events.find((e) => e.type === 'shuffled'),
          how,
        ).toMatchObject({ player: 1, info: 'effect' });
      }
    },
  );

  it('GA-ZN-01 / KL-TX-03 compiled and interpreted shuffle alike: the same event log for every seed', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const [a, b] = boards(['回档'], seed).map(([, s]) => usePlayed(s, '回档'));
      expect(JSON.stringify(b.events), `seed ${seed}`).toBe(JSON.stringify(a.events));
      expect(JSON.stringify(b.s.players), `seed ${seed}`).toBe(JSON.stringify(a.s.players));
    }
  });
});
