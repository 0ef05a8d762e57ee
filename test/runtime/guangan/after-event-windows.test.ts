// GA-CT-03: every event a response card may answer once it happened (damage, 阵亡) gets its own window, one at a
// time and in the order the events happened, each on a chain of its own once the chain is empty (GA-CH-05). Before,
// one event was kept per action: 噬魂 killing a character kept its damage and dropped the 阵亡, so 夜袭 (当己方角色阵亡时)
// was never offered when a card in some hand also waited for the damage. Played on real 光暗 states.
import { describe, expect, it } from 'vitest';
import { board, card, choose, has, pass, passAll, setWith, track, use, Z } from './helpers.js';

const ALL = ['林燃', '苍岚', '霜月', '夜昙', '白曜'];
const side = (more: object = {}) => ({
  characters: ALL,
  deck: ['雪落', '雪落', '雪落'],
  lightDark: 6,
  gained: 6,
  side: 'light' as const,
  stamina: 6,
  ...more,
});

const SET = setWith('卡牌 记仇\n  类型：响应\n  体力：0\n  当己方角色受到真实伤害时：抽1张卡。\n');
const AFTER = ['damaged', 'destroyed']; // tables.ts AFTER_EVENTS

/** A uses 噬魂 (3 true damage) on B's 林燃 at 2 HP: damage, then 阵亡, in one action. B holds `hand`. */
function kill(hand: string[]) {
  const log = track();
  const s0 = board(
    { A: side({ hand: ['噬魂'] }), B: side({ characters: [{ card: '林燃', hp: 2 }, '夜昙'], hand }) },
    {},
    1,
    SET,
  );
  let s = log.go(use(s0, '噬魂'));
  s = log.go(choose(s, card(s, 1, '林燃')));
  return { s, log };
}

const topEvent = (s: ReturnType<typeof kill>['s']) => {
  const top = s.chain.at(-1);
  return top?.kind === 'event' ? AFTER[top.data.ev!] : undefined;
};

describe('GA-CT-03 windows after the events of one action', () => {
  it('GA-CT-03 damage then 阵亡: the damage window first, then the 阵亡 one, where 夜袭 is used', () => {
    const k = kill(['记仇', '夜袭']);
    const log = k.log;
    let s = k.s;
    expect(has(log.events, 'destroyed')).toBe(true);
    expect([s.chain.map((l) => l.kind), topEvent(s), s.window?.priority]).toEqual([['event'], 'damaged', 1]);
    s = log.go(pass(s)); // B lets the damage go by (记仇 unused); A has nothing
    expect([s.chain.map((l) => l.kind), topEvent(s), s.window?.priority]).toEqual([['event'], 'destroyed', 1]);
    s = passAll(use(s, '夜袭').state).state;
    expect(s.players[0].res.hp).toBe(27); // 夜袭: 3 true damage
    expect(s.flags.afterEvs).toEqual([]);
  });

  it('GA-CT-03 a response used in the first window does not take the next event its window', () => {
    let { s } = kill(['记仇', '夜袭']);
    const hand = s.players[1].zones[Z.hand].length;
    s = use(s, '记仇').state; // 记仇 answers the damage: B draws
    for (let i = 0; i < 10 && s.window && topEvent(s) !== 'destroyed'; i++) s = pass(s).state;
    expect(s.players[1].zones[Z.hand].length).toBe(hand - 1 + 1);
    expect([topEvent(s), s.window?.priority]).toEqual(['destroyed', 1]);
    s = passAll(use(s, '夜袭').state).state;
    expect(s.players[0].res.hp).toBe(27);
  });

  it('GA-CT-03 the same game replays the same: the waiting list is part of the state, never shared by clones', () => {
    const a = kill(['记仇', '夜袭']);
    const b = kill(['记仇', '夜袭']);
    expect(JSON.stringify(a.s)).toBe(JSON.stringify(b.s));
    const next = pass(a.s).state;
    expect(a.s.flags.afterEvs.length).toBe(1); // the state passed from is unchanged
    expect(next.flags.afterEvs.length).toBe(0);
  });

  it('GA-CT-03 a window opens on what the other player can tell: 夜袭 in the hand or in the deck looks the same to A', () => {
    // B holds one card either way; 夜袭 is in its hand, or in its deck with 雪落 in hand. Before, only the hand counted,
    // so the 阵亡 link told A whether B held 夜袭.
    const play = (hand: string[], deck: string[]) => {
      const s0 = board(
        { A: side({ hand: ['噬魂'] }), B: side({ characters: [{ card: '林燃', hp: 2 }, '夜昙'], hand, deck }) },
        {},
        1,
        SET,
      );
      const log = track();
      let s = log.go(use(s0, '噬魂'));
      s = log.go(choose(s, card(s, 1, '林燃')));
      return { s, kinds: log.events.filter((e) => e.type === 'chainPush').map((e) => e.info) };
    };
    const inHand = play(['夜袭'], ['雪落', '雪落']);
    const inDeck = play(['雪落'], ['夜袭', '雪落']);
    expect(inHand.kinds).toEqual(['normal', 'event']);
    expect(inDeck.kinds).toEqual(inHand.kinds);
    expect(topEvent(inHand.s)).toBe('destroyed');
    // In the deck nobody can answer: the window passes without a decision, as the replays record.
    expect(inDeck.s.window).toBe(null);
    expect(inHand.s.window?.priority).toBe(1);
  });
});
