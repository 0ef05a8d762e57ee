// The 光暗 chain on real game states (GA-CH-01..05): conditions, 普通 → 响应 → 响应/反制 → 反制 resolved in reverse,
// 响应 never on 反制 (the answer matrix of core/chain-policies.ts through the ruleset's chain policy), on-field
// effects that nobody answers, and nothing added once the chain resolves.
import { describe, expect, it } from 'vitest';
import { guanganAnswerMatrix, legalActions } from '../../../runtime/index.js';
import { board, card, choose, has, pass, passAll, reject, sortie, toBattle, track, use, Z } from './helpers.js';

const ALL = ['林燃', '苍岚', '霜月', '夜昙', '白曜'];
const side = (more: object = {}) => ({
  characters: ALL,
  deck: ['雪落', '雪落'],
  lightDark: 6,
  gained: 6,
  side: 'dark' as const,
  stamina: 6,
  ...more,
});

describe('光暗 chain', () => {
  it('GA-CH-01 a response or counter card is used only when its condition is met', () => {
    let s = board({ A: side({ hand: ['雪落'] }), B: side({ hand: ['守护誓约', '冻结之触', '追风'] }) });
    s = use(s, '雪落').state; // a card that deals no damage: 追风 (当对方发动卡牌时) fits, 守护誓约 (当己方受到伤害时) does not
    expect(s.window?.priority).toBe(1);
    reject(s, { type: 'use', card: card(s, 1, '守护誓约', Z.hand) }, 'use/condition');
    const uses = (x: typeof s) =>
      legalActions(x)
        .filter((a) => a.type === 'use')
        .map((a) => a.card);
    expect(uses(s)).toEqual([card(s, 1, '追风')]);
    // A sortie on one of B's characters: 冻结之触 (当对方角色攻击时) fits, and so does 守护誓约 — damage is about to be dealt.
    s = toBattle(passAll(s).state);
    s = sortie(s, '林燃', '林燃').state;
    expect(uses(s).sort()).toEqual([card(s, 1, '守护誓约'), card(s, 1, '冻结之触'), card(s, 1, '追风')].sort());
    // Outside any window a response card has nothing to answer.
    const own = board({ A: side({ hand: ['追风'] }), B: side() });
    reject(own, { type: 'use', card: card(own, 0, '追风', Z.hand) }, 'use/condition');
  });

  it('GA-CH-01 a set continuous response card is used only when its 当…时 is met, and is then in force for that damage', () => {
    // 寒霜结界 (持续 响应, 当己方角色受到法术伤害时：该伤害-1) set face-down; 追风 keeps B's window open.
    let s = board({
      A: side({ hand: ['雪落', '烈焰咒'] }),
      B: side({ hand: ['追风'], cardZone: [{ card: '寒霜结界', set: true }] }),
    });
    const frost = card(s, 1, '寒霜结界');
    s = use(s, '雪落').state; // no damage: the condition is not met
    expect(s.window?.priority).toBe(1);
    reject(s, { type: 'use', card: frost }, 'use/condition');
    expect(legalActions(s).some((a) => a.type === 'use' && a.card === frost)).toBe(false);
    s = passAll(s).state;
    s = choose(use(s, '烈焰咒').state, card(s, 1, '夜昙')).state; // 3 magic to B's character: now it is met
    expect(legalActions(s).some((a) => a.type === 'use' && a.card === frost)).toBe(true);
    let r = passAll(use(s, '寒霜结界').state);
    if (r.state.pending?.kind === 'curse') r = choose(r.state, 'no');
    expect(r.state.cards[frost].zone).toBe(Z.cardZone);
    expect(r.state.cards[card(s, 1, '夜昙')].damage).toBe(3 - 1); // it entered before the damage was dealt
  });

  it('GA-CH-02 普通 → 响应 → 反制 → 反制, resolved last first; the other player answers each link first', () => {
    const log = track();
    let s = board({
      A: side({ hand: ['炎爆', '回旋'] }),
      B: side({ hand: ['追风'], cardZone: [{ card: '冰镜', set: true }] }),
    });
    s = log.go(use(s, '炎爆')); // 普通
    expect(s.window?.priority).toBe(1);
    s = log.go(use(s, '追风')); // 响应 on 普通
    expect(s.window?.priority).toBe(0);
    s = log.go(use(s, '回旋')); // 反制 on 响应 (A's own turn, from hand)
    expect(s.window?.priority).toBe(1);
    s = log.go(use(s, '冰镜')); // 反制 on 反制; nobody can answer it: the chain resolves
    if (s.pending?.kind === 'curse') s = log.go(choose(s, 'no'));
    expect(log.events.filter((e) => e.type === 'chainPush').map((e) => e.info)).toEqual([
      'normal',
      'response',
      'counter',
      'counter',
    ]);
    expect(log.events.filter((e) => e.type === 'chainResolve').map((e) => e.info)).toEqual([
      'counter',
      'counter:negated',
      'response',
      'normal',
    ]);
    expect(s.players[1].zones[Z.hand].length).toBe(1); // 追风 resolved: B drew
    expect(s.players[1].res.hp).toBe(25); // 炎爆 resolved (A chose 黑暗: 5 true damage); 回旋 (negated) dealt nothing, not even its 【黑暗】 line
  });

  it('GA-CH-03 a response card cannot answer a counter card (the answer matrix)', () => {
    expect(guanganAnswerMatrix.response).not.toContain('counter');
    const two = [
      { card: '冰镜', set: true },
      { card: '冰镜', set: true },
    ];
    let s = board({
      A: side({ hand: ['炎爆'], cardZone: [{ card: '冰镜', set: true }] }),
      B: side({ hand: ['追风'], cardZone: two }),
    });
    s = use(s, '炎爆').state;
    s = use(s, '冰镜').state; // B counters
    s = use(s, '冰镜').state; // A counters back: a counter is on top (B's second 冰镜 keeps B's window open)
    expect(s.window?.priority).toBe(1);
    reject(s, { type: 'use', card: card(s, 1, '追风', Z.hand) }, 'use/cannot-answer');
    expect(legalActions(s).filter((a) => a.type === 'use').length).toBe(1);
  });

  it('GA-CH-04 effects already on the field apply during resolution and cannot be answered', () => {
    // 寒霜结界 (on B's field) takes 1 off every magic damage to B's characters as it is dealt; 深渊凝视 hits an attacker.
    const log = track();
    let s = board({
      A: side({ hand: ['烈焰咒'], cardZone: [{ card: '冰镜', set: true }] }),
      B: side({ cardZone: ['寒霜结界', '深渊凝视'] }),
    });
    s = log.go(use(s, '烈焰咒'));
    s = log.go(choose(s, card(s, 1, '林燃')));
    if (s.pending?.kind === 'curse') s = log.go(choose(s, 'no'));
    expect(s.cards[card(s, 1, '林燃')].damage).toBe(3 - 1); // 烈焰咒 3 (A chose 黑暗: no 光明 line), −1
    expect(has(log.events, 'applied', (e) => e.info === 'damage' && e.amount === -1)).toBe(true);
    expect(log.events.filter((e) => e.type === 'chainPush').map((e) => e.info)).toEqual(['normal']); // no link of its own
    // A sortie wakes 深渊凝视: its link goes on the chain and A's set 冰镜 (当对方发动效果时) cannot answer it.
    s = toBattle(s);
    const t = sortie(s, '林燃', '苍岚');
    expect(has(t.events, 'chainPush', (e) => e.info === 'ability')).toBe(true);
    expect(has(t.events, 'damaged', (e) => e.card === card(s, 0, '林燃') && e.amount === 1)).toBe(true);
    expect(t.state.cards[card(s, 0, '冰镜')].zone).toBe(Z.cardZone);
  });

  it('GA-CH-05 once both players passed the chain resolves: nothing is added until it is done; later events open a new chain', () => {
    let s = board({
      A: side({ hand: ['燎原', '回旋'], side: 'light' }),
      B: side({ hand: ['追风', '夜袭'], characters: [{ card: '林燃', hp: 2 }, '苍岚', '夜昙'] }),
    });
    s = use(s, '燎原').state;
    s = use(s, '追风').state;
    s = pass(s).state; // A passes, B has nothing: 追风 resolves and asks its 【咒术】 question, with 燎原 still on the chain
    expect(s.pending?.kind).toBe('curse');
    expect(s.flags.resolving).toBe(1);
    expect(s.chain.map((l) => l.kind)).toEqual(['normal']);
    // The rules refuse any card now, for either player (the answer must wait for the chain to be done).
    expect(s.pool.rules.check(s, { type: 'use', card: card(s, 0, '回旋', Z.hand) }, 0)?.code).toBe('use/resolving');
    expect(s.pool.rules.hasResponse(s, 1)).toBe(false);
    const done = choose(s, 'no');
    // 燎原 killed 林燃 during the resolution; B's 夜袭 (当己方角色阵亡时) answers it only now, on a chain of its own.
    expect(done.state.flags.resolving).toBe(0);
    expect(done.state.chain.map((l) => l.kind)).toEqual(['event']);
    expect(done.state.window?.priority).toBe(1);
    const back = passAll(use(done.state, '夜袭').state); // A could answer with 回旋, and passes
    expect(back.state.players[0].res.hp).toBe(27); // 3 true damage
  });
});
