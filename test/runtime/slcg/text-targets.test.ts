// SLCG cards written in the card language (checked, lowered) and played: targets without a side word
// (SLCG-TG-01), 令对方<verb>X, 双方各抽 and 双方各<verb>一个X, one choice for a clause and how long a one-shot 常值
// change lasts.
import { describe, expect, it } from 'vitest';
import { Analysis } from '../../../compiler/analysis.js';
import type { CardDef, SlcgState } from '../../../runtime/index.js';
import { mutCard } from '../../../runtime/core/state.js';
import { act, board, endTurn, inst, names, slcgCards } from '../helpers.js';

/** The cards of `text` (一张发生 per line: `名称：效果`), compiled as SLCG. */
function events(lines: Record<string, string>): CardDef[] {
  return slcgCards(
    Object.entries(lines)
      .map(([name, fx]) => `卡牌 ${name}\n  类型：发生\n  费用：0\n  ${fx}\n`)
      .join('\n'),
  );
}

const cards = events({
  横扫: '对所有角色造成1点伤害。',
  逼退: '令对方横置一个角色。',
  交换: '双方各抽1张卡。',
  削弱: '令一个对方角色常值-1。',
  强化: '选择一个己方角色，其常值+2，直到回合结束。',
  各弃: '双方各弃一张手牌。',
  令各弃: '令双方各弃一张手牌。',
  各横置: '双方各横置一个角色。',
  各伤: '对双方各一个角色造成1点伤害。',
  各守: '令双方各一个角色获得【守护】，常值+1。',
  手牌除外: '将手牌中的一张角色牌除外。',
  拾回: '从废牌区将一张角色牌加入手牌。',
  再推: '推动进度+2；若对方场上没有角色，则再推动进度+1。',
  双词: '令一个己方角色获得【守护】和【连击】。',
  低费清场: '消灭所有费用2以下的对方角色。',
  对手伤: '对对手的一个角色造成1点伤害。',
  抽取: '抽取2张卡牌。',
});

const value = (s: SlcgState, id: number): number => s.pool.rules.hooks.stat(s, id, 'value');
const play = (s: SlcgState, name: string) => act(s, { type: 'play', card: inst(s, 0, 'hand', name) }).state;

/** Answers a target question with the card `id` (it must be offered). */
function target(s: SlcgState, id: number): SlcgState {
  const index = s.pending?.options.findIndex((o) => o.value === id) ?? -1;
  expect(index, `card ${id} is offered`).toBeGreaterThanOrEqual(0);
  return act(s, { type: 'choose', index }).state;
}

/** The cards a pending target question offers, as player:name. */
function offered(s: SlcgState): string[] {
  return (s.pending?.options ?? []).map((o) => `${s.cards[o.value].controller}:${s.defs[s.cards[o.value].def].name}`);
}

describe('card targets in text (SLCG-TG-01)', () => {
  it('SLCG-TG-01 对所有角色造成1点伤害: a target without a side word is both sides’ characters', () => {
    const s = board({ cards, p0: { hand: ['横扫'], main: ['Pusher'] }, p1: { main: ['Pusher'] } });
    const r = play(s, '横扫');
    expect(names(r, 0, 'main')).not.toContain('Pusher');
    expect(names(r, 1, 'main')).not.toContain('Pusher');
  });

  it('SLCG-TG-01 令对方横置一个角色: one of the opponent’s characters is tapped, not one of the caster’s', () => {
    const s = board({ cards, p0: { hand: ['逼退'], main: ['Striker'] }, p1: { main: ['Pusher'] } });
    const r = play(s, '逼退');
    expect(r.cards[inst(r, 1, 'main', 'Pusher')].tapped).toBe(true);
    expect(r.cards[inst(r, 0, 'main', 'Striker')].tapped).toBe(false);
  });

  it('SLCG-WIN-02 双方各抽1张卡: both players draw, in one op', () => {
    const s = board({
      cards,
      p0: { hand: ['交换'], deck: ['Striker'] },
      p1: { deck: ['Pusher'] },
    });
    const r = play(s, '交换');
    expect(names(r, 0, 'hand')).toEqual(['Striker']);
    expect(names(r, 1, 'hand')).toEqual(['Pusher']);
  });

  it('SLCG-CT-10 令一个对方角色常值-1 (no duration) lasts past the end of the turn', () => {
    const s = board({ cards, p0: { hand: ['削弱'] }, p1: { main: ['Striker'] } });
    const r = play(s, '削弱');
    const target = inst(r, 1, 'main', 'Striker');
    expect(value(r, target)).toBe(value(s, target) - 1);
    expect(value(endTurn(r).state, target)).toBe(value(s, target) - 1);
  });

  it('SLCG-TG-01 选择一个己方角色，其常值+2，直到回合结束: one choice, ends with the turn', () => {
    const s = board({ cards, p0: { hand: ['强化'], main: ['Striker'] } });
    const r = play(s, '强化');
    const target = inst(r, 0, 'main', 'Striker');
    expect(value(r, target)).toBe(value(s, target) + 2);
    expect(value(endTurn(r).state, target)).toBe(value(s, target));
  });

  it('SLCG-TG-01 【登场时】令所有其他己方角色获得【守护】: the others get it, the card itself does not', () => {
    const analysis = new Analysis();
    const text = `规则：slcg\n卡牌 号令官\n  类型：角色\n  费用：0\n  常值：1 攻\n  【登场时】令所有其他己方角色获得【守护】直到回合结束。\n`;
    const r = analysis.checkFile(text, 'extra.card');
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const withLeader = [...cards, ...analysis.lowerSet(r.value).value.cards];
    const s = board({ cards: withLeader, p0: { hand: ['号令官'], main: ['Striker'] }, p1: { main: ['Pusher'] } });
    const t = play(s, '号令官');
    const guard = (id: number) => t.pool.rules.hooks.hasKeyword(t, id, 'guard');
    expect(guard(inst(t, 0, 'main', 'Striker'))).toBe(true);
    expect(guard(inst(t, 0, 'main', '号令官'))).toBe(false);
    expect(guard(inst(t, 1, 'main', 'Pusher'))).toBe(false);
  });

  it('SLCG-TG-01 双方各弃一张手牌 / 令双方各弃一张手牌: one card of each player’s hand, not one of either hand', () => {
    for (const name of ['各弃', '令各弃']) {
      const s = board({ cards, p0: { hand: [name, 'Striker', 'Pusher'] }, p1: { hand: ['Pusher', 'Striker'] } });
      let r = play(s, name);
      expect(offered(r)).toEqual(['0:Striker', '0:Pusher']); // the own hand first
      r = target(r, inst(r, 0, 'hand', 'Striker'));
      expect(offered(r)).toEqual(['1:Pusher', '1:Striker']); // then the other's (SLCG-ZN-05: the controller designates)
      r = target(r, inst(r, 1, 'hand', 'Striker'));
      expect(names(r, 0, 'hand')).toEqual(['Pusher']);
      expect(names(r, 1, 'hand')).toEqual(['Pusher']);
      expect(names(r, 0, 'discard')).toEqual(['Striker']);
      expect(names(r, 1, 'discard')).toEqual(['Striker']);
    }
  });

  it('SLCG-TG-01 双方各横置一个角色 / 对双方各一个角色造成1点伤害: one character of each side', () => {
    const s = board({ cards, p0: { hand: ['各横置'], main: ['Striker'] }, p1: { main: ['Pusher'] } });
    const r = play(s, '各横置');
    expect(r.cards[inst(r, 0, 'main', 'Striker')].tapped).toBe(true);
    expect(r.cards[inst(r, 1, 'main', 'Pusher')].tapped).toBe(true);
    const t = board({ cards, p0: { hand: ['各伤'], main: ['Striker', 'Statue'] }, p1: { main: ['Striker'] } });
    let u = play(t, '各伤');
    expect(offered(u)).toEqual(['0:Striker', '0:Statue']);
    u = target(u, inst(u, 0, 'main', 'Statue'));
    const damage = (p: number, n: string) => u.cards[inst(u, p, 'main', n)].damage;
    expect([damage(0, 'Striker'), damage(0, 'Statue'), damage(1, 'Striker')]).toEqual([0, 1, 1]);
  });

  it('SLCG-TG-01 令双方各一个角色获得【守护】，常值+1: each chosen character gets both (one choice per side)', () => {
    const s = board({ cards, p0: { hand: ['各守'], main: ['Striker', 'Pusher'] }, p1: { main: ['Striker'] } });
    let r = play(s, '各守');
    r = target(r, inst(r, 0, 'main', 'Striker'));
    const guard = (id: number) => r.pool.rules.hooks.hasKeyword(r, id, 'guard');
    const mine = inst(r, 0, 'main', 'Striker');
    const theirs = inst(r, 1, 'main', 'Striker');
    const other = inst(r, 0, 'main', 'Pusher');
    expect([guard(mine), guard(theirs), guard(other)]).toEqual([true, true, false]);
    expect([value(r, mine), value(r, theirs), value(r, other)]).toEqual([
      value(s, mine) + 1,
      value(s, theirs) + 1,
      value(s, other),
    ]);
  });
});

const massCards = slcgCards(`卡牌 清场
  类型：发生
  费用：0
  消灭对方横置的角色。

卡牌 点杀
  类型：发生
  费用：0
  消灭一个对方横置的角色。

卡牌 诱饵
  类型：角色
  费用：0
  常值：3 攻
  【法术吸引】
`);

/** Taps the n-th card called `name` in p's main area, as the board has it. */
function tapped(s: SlcgState, p: number, name: string, n = 0): SlcgState {
  mutCard(s, inst(s, p, 'main', name, n)).tapped = true;
  return s;
}

describe('a target with no count word is every such card (SLCG-TG-01)', () => {
  it('SLCG-TG-01 消灭对方横置的角色: every tapped opposing character is destroyed, and nothing is asked', () => {
    let s = board({
      cards: massCards,
      p0: { hand: ['清场'], main: ['Striker'] },
      p1: { main: ['Pusher', 'Striker', 'Pusher'] },
    });
    s = tapped(tapped(tapped(s, 1, 'Pusher'), 1, 'Striker'), 0, 'Striker');
    const r = play(s, '清场');
    expect(r.pending?.kind).not.toBe('target');
    expect(names(r, 1, 'main')).toEqual(['Pusher']);
    expect(names(r, 1, 'discard').sort()).toEqual(['Pusher', 'Striker']);
    expect(names(r, 0, 'main')).toContain('Striker');
  });

  it('SLCG-KW-09 【法术吸引】 binds a designation (消灭一个…), not a mass effect (消灭对方横置的角色)', () => {
    const setup = () =>
      tapped(
        tapped(
          board({ cards: massCards, p0: { hand: ['清场', '点杀'] }, p1: { main: ['诱饵', 'Striker'] } }),
          1,
          '诱饵',
        ),
        1,
        'Striker',
      );
    const one = act(setup(), { type: 'play', card: inst(setup(), 0, 'hand', '点杀') }).state;
    // The one designation must take 诱饵 first (the only choice, so none is asked); Striker stays.
    expect(names(one, 1, 'main')).toEqual(['Striker']);
    expect(names(one, 1, 'discard')).toEqual(['诱饵']);
    const all = play(setup(), '清场');
    expect(names(all, 1, 'main')).toEqual([]);
    expect(names(all, 1, 'discard').sort()).toEqual(['Striker', '诱饵']);
  });
});

describe('whose hand, deck or 废牌区 a target names without a side word', () => {
  it('SLCG-ZN-08 将手牌中的一张角色牌除外: the own hand — the other hand is hidden, its cards are never offered', () => {
    const s = board({ cards, p0: { hand: ['手牌除外', 'Pusher', 'Striker'] }, p1: { hand: ['Striker'] } });
    const r = play(s, '手牌除外');
    expect(offered(r).sort()).toEqual(['0:Pusher', '0:Striker']);
    const t = target(r, inst(r, 0, 'hand', 'Pusher'));
    expect(names(t, 0, 'hand')).toEqual(['Striker']);
    expect(names(t, 1, 'hand')).toEqual(['Striker']);
  });

  it('SLCG-ZN-05 从废牌区将一张角色牌加入手牌: a card of the own 废牌区, into the own hand', () => {
    const s = board({ cards, p0: { hand: ['拾回'], discard: ['Pusher'] }, p1: { discard: ['Striker'] } });
    const r = play(s, '拾回');
    expect(names(r, 0, 'hand')).toEqual(['Pusher']);
    expect(names(r, 1, 'hand')).toEqual([]);
    expect(names(r, 1, 'discard')).toEqual(['Striker']);
  });
});

describe('再 (SLCG-TX-07)', () => {
  it('SLCG-TX-07 推动进度+2；若对方场上没有角色，则再推动进度+1: 再 is one more, under the clause’s 若', () => {
    const empty = play(board({ cards, p0: { hand: ['再推'] } }), '再推');
    expect(empty.players[0].res.victory).toBe(3);
    const held = play(board({ cards, p0: { hand: ['再推'] }, p1: { main: ['Pusher'] } }), '再推');
    expect(held.players[0].res.victory).toBe(2);
  });
});

describe('获得 of two 特性 (SLCG-KW-12)', () => {
  it('SLCG-KW-12 令一个己方角色获得【守护】和【连击】: the one chosen character gets both, until the end of the turn', () => {
    const s = board({ cards, p0: { hand: ['双词'], main: ['Pusher', 'Striker'] } });
    const r = target(play(s, '双词'), inst(s, 0, 'main', 'Striker'));
    const kws = (st: SlcgState, name: string) =>
      ['guard', 'combo'].filter((k) => st.pool.rules.hooks.hasKeyword(st, inst(st, 0, 'main', name), k));
    expect(kws(r, 'Striker')).toEqual(['guard', 'combo']);
    expect(kws(r, 'Pusher')).toEqual([]);
    expect(kws(endTurn(r).state, 'Striker')).toEqual([]);
  });
});

describe('a card filtered by its 费用 (SLCG-CT-02)', () => {
  it('SLCG-CT-02 消灭所有费用2以下的对方角色: the printed cost is compared — a 3-cost character stays', () => {
    const s = board({ cards, p0: { hand: ['低费清场'] }, p1: { main: ['Pusher', 'Hybrid', 'Raider'] } });
    expect(names(play(s, '低费清场'), 1, 'main')).toEqual(['Raider']);
  });
});

describe('对手 (SLCG-TX-02)', () => {
  it('SLCG-TX-02 对对手的一个角色造成1点伤害: 对手 is 对方 — only the opponent’s characters are offered', () => {
    const s = board({ cards, p0: { hand: ['对手伤'], main: ['Striker'] }, p1: { main: ['Pusher', 'Hybrid'] } });
    expect(offered(play(s, '对手伤')).sort()).toEqual(['1:Hybrid', '1:Pusher']);
  });
});

describe('抽取 (SLCG-TRN-05)', () => {
  it('SLCG-TRN-05 抽取2张卡牌 (the rulebook’s words) draws two cards, as 抽2张卡', () => {
    const s = board({ cards, p0: { hand: ['抽取'], deck: ['Pusher', 'Striker', 'Hybrid'] } });
    expect(names(play(s, '抽取'), 0, 'hand').sort()).toEqual(['Pusher', 'Striker']);
  });
});
