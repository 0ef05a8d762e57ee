// 光暗 若本回合此角色攻击过 (GA-CB-01: a sortie is an attack; runtime stat 'attacked', the turn of each card's last
// sortie in flags.sortied): judged when the line runs, so a 回合结束时 line of the character that made the turn's sortie
// holds, another character's does not, and a sortie of an earlier turn does not count. Before, the condition was CS1022.
// Played on real boards, on the interpreter and on the compiled set's pool alike (the same event log; a line under a
// 若 runs the compiled body of its ops' signature).
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardPool, GameEvent, GuanganState } from '../../../runtime/index.js';
import type { LoadedSet } from '../../../compiler/scenario/set-cache.js';
import { bothWays, onEachPool } from '../compiled/compiled-sets.js';
import { act, board, readySide, sortie, toBattle } from './helpers.js';

const CARDS = [
  `卡牌 林燃\n  类型：角色\n  生命：7  攻击：2\n  【回合结束时】若本回合此角色攻击过，抽1张卡。\n`,
  `卡牌 白曜\n  类型：角色\n  生命：8  攻击：2\n  【回合结束时】若本回合此角色未出击，对对方牌手造成1点法术伤害。\n`,
  `卡牌 雪落\n  类型：普通\n  专属：林燃\n  体力：1\n  抽1张卡。\n`,
].join('\n');

let interpreted: LoadedSet;
let compiled: CardPool;

beforeAll(async () => {
  ({ interpreted, compiled } = await bothWays('guangan', '攻击过', CARDS));
}, 120_000);

/** Ends the active player's turn (windows passed, questions their first option); the events up to the next turn. */
function endTurn(s: GuanganState): { state: GuanganState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  let st = s;
  const turn = s.turn;
  for (let i = 0; i < 60 && st.winner === null && st.turn === turn; i++) {
    const r = st.pending
      ? act(st, { type: 'choose', index: 0 })
      : st.window
        ? act(st, { type: 'pass' })
        : act(st, { type: 'endPhase' });
    st = r.state;
    events.push(...r.events);
  }
  return { state: st, events };
}

/** A (林燃, 白曜) against B (白曜), in A's 战斗阶段, on each pool; `attacker` (if any) makes the turn's sortie on 白曜. */
function play(attacker?: string) {
  const s = toBattle(
    board(
      { A: readySide(['林燃', '白曜'], { hand: ['雪落'] }), B: readySide(['白曜'], { hand: ['雪落'] }) },
      {},
      1,
      interpreted,
    ),
  );
  const got = onEachPool(s, compiled).map(([how, st]) => {
    const before = attacker ? sortie(st, attacker, '白曜') : { state: st, events: [] };
    const r = endTurn(before.state);
    const events = [...before.events, ...r.events];
    // A's turn only: the game plays on through B's turn (B has nothing to do), whose lines are B's own.
    const next = events.findIndex((e) => e.type === 'phase' && e.player === 1 && e.info === 'start');
    const mine = next < 0 ? events : events.slice(0, next);
    return {
      how,
      events,
      drew: mine.filter((e) => e.type === 'drew' && e.player === 0).length,
      magicToB: mine.filter((e) => e.type === 'damaged' && e.player === 1 && e.info === 'magic').length,
      state: r.state,
    };
  });
  expect(JSON.stringify(got[1].events), 'compiled as interpreted').toBe(JSON.stringify(got[0].events));
  return got[0];
}

describe('光暗 若本回合此角色攻击过', () => {
  it('GA-CB-01 the character that made the sortie: its line holds (one card drawn); 白曜 did not sortie (未出击 holds)', () => {
    const r = play('林燃');
    expect(r.drew).toBe(1);
    expect(r.magicToB).toBe(1);
  });

  it('GA-CB-01 another character made the sortie: 林燃 did not attack (nothing drawn), 白曜 did (no 未出击 damage)', () => {
    const r = play('白曜');
    expect(r.drew).toBe(0);
    expect(r.magicToB).toBe(0);
  });

  it('GA-CB-01 no sortie this turn: 未出击 holds for 白曜, 攻击过 fails for 林燃', () => {
    const r = play();
    expect(r.drew).toBe(0);
    expect(r.magicToB).toBe(1);
  });
});
