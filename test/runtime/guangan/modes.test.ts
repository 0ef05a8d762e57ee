// 光暗: a choice between effects (选择一项：A；或B, 二选一 ①②, 选择两项) on used cards, a 响应 card and a character's
// triggered line: the controller chooses before any target (as SLCG-TG-01 designates, through the one driver); only
// the chosen options happen.
// Played on real 光暗 boards with the interpreter and with the set's compiled code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardPool, GuanganState } from '../../../runtime/index.js';
import type { LoadedSet } from '../../../compiler/scenario/set-cache.js';
import { bothWays, onEachPool } from '../compiled/compiled-sets.js';
import { board, card, nameOf, playOn, readySide, use, usePlayed, Z, type Played } from './helpers.js';
import { modeOptionText } from '../../../compiler/play/describe/modes.js';

const CARDS = `卡牌 林燃
  类型：角色
  生命：5  攻击：2

卡牌 夜昙
  类型：角色
  生命：5  攻击：4
  当此角色受到伤害时：选择一项：抽1张卡；或对一个敌方角色造成1点法术伤害。

卡牌 白曜
  类型：角色
  生命：5  攻击：4

卡牌 雪落
  类型：普通
  专属：林燃
  体力：1
  抽1张卡。

卡牌 抉择
  类型：普通
  专属：林燃
  体力：1
  选择一项：抽2张卡；或对一个敌方角色造成2点法术伤害。

卡牌 双择
  类型：普通
  专属：林燃
  体力：1
  选择两项：抽1张卡；对对方牌手造成2点法术伤害；获得2点护盾。

卡牌 刺击
  类型：普通
  专属：林燃
  体力：1
  对一个敌方角色造成1点法术伤害。

卡牌 光择
  类型：普通
  专属：林燃
  体力：1
  选择一项：抽1张卡；或获得1点护盾。
  【光明】选择一项：抽1张卡；或获得2点护盾。

卡牌 星火
  类型：普通
  专属：林燃
  体力：1
  选择一项：抽1张卡；或对对方牌手造成2点法术伤害。
  【光明】改为对对方牌手造成4点法术伤害。

卡牌 应变
  类型：响应
  专属：夜昙
  体力：1
  当对方发动卡牌时：二选一：①抽1张卡；②对对方牌手造成2点真实伤害。
`;

let interpreted: LoadedSet;
let compiled: CardPool;
let resolved: () => number;

beforeAll(async () => {
  ({ interpreted, compiled, resolved } = await bothWays('guangan', '选择', CARDS));
}, 120_000);

afterAll(() => expect(resolved()).toBeGreaterThanOrEqual(5));

/** A (林燃, 白曜) with `hand`, B (夜昙, 白曜): the board on each pool. */
function boards(hand: string[]): [string, GuanganState][] {
  return onEachPool(
    board({ A: readySide(['林燃', '白曜'], { hand }), B: readySide(['夜昙', '白曜']) }, {}, 1, interpreted),
    compiled,
  );
}

/**
 * A uses `name`, and the game plays on until the chain is empty: each 'mode' question is answered with the next of
 * `options` (printed order, from 0), each target question with the next of `targets` (a card id), every other
 * question with its first option; open windows are passed.
 */
function play(s: GuanganState, name: string, options: number[], targets: number[] = []): Played {
  return usePlayed(s, name, (d) => {
    const want = d.kind === 'mode' ? options.shift() : d.kind === 'target' ? targets.shift() : undefined;
    const index = want === undefined ? 0 : d.options.findIndex((o) => o.value === want);
    if (index < 0) throw new Error(`no option ${want} in ${d.kind}`);
    return index;
  });
}

const hand = (s: GuanganState, p: number): string[] => s.players[p].zones[Z.hand].map((id) => nameOf(s, id));
const hpLeft = (s: GuanganState, id: number): number => s.pool.rules.hooks.stat(s, id, 'hpLeft');
const damaged = (r: Played): [string, number][] =>
  r.events
    .filter((e) => e.type === 'damaged')
    .map((e) => [e.card === undefined ? 'player' : nameOf(r.s, e.card), e.amount!]);

describe('光暗 选择一项', () => {
  it('GA-RES-09 a 【光明】 line with a choice of its own, merged into the base line’s: two questions, each answered apart', () => {
    const pools = onEachPool(
      board(
        { A: readySide(['林燃', '白曜'], { hand: ['光择'], side: 'light' }), B: readySide(['夜昙', '白曜']) },
        {},
        1,
        interpreted,
      ),
      compiled,
    );
    for (const [how, s] of pools) {
      const r = play(s, '光择', [0, 1]);
      expect(r.asked, how).toEqual(['A mode:0/1', 'A mode:0/1']);
      // The base line's first option (a draw) and the 【光明】 line's second (2 shields), nothing else.
      expect(hand(r.s, 0), how).toEqual(['雪落']);
      expect(r.s.players[0].res.shield, how).toBe(2);
    }
    // On the dark side the 【光明】 line is not merged: the base line alone, one question.
    const dark = onEachPool(
      board(
        { A: readySide(['林燃', '白曜'], { hand: ['光择'], side: 'dark' }), B: readySide(['夜昙', '白曜']) },
        {},
        1,
        interpreted,
      ),
      compiled,
    );
    for (const [how, s] of dark) {
      const r = play(s, '光择', [1]);
      expect(r.asked, how).toEqual(['A mode:0/1']);
      expect(r.s.players[0].res.shield, how).toBe(1);
    }
  });

  it('GA-RES-09 【光明】改为 one option of 选择一项: the 4 damage only when that option is chosen', () => {
    const pools = onEachPool(
      board(
        { A: readySide(['林燃', '白曜'], { hand: ['星火'], side: 'light' }), B: readySide(['夜昙', '白曜']) },
        {},
        1,
        interpreted,
      ),
      compiled,
    );
    for (const [how, s] of pools) {
      const draw = play(s, '星火', [0]);
      expect(draw.asked, how).toEqual(['A mode:0/1']);
      expect(hand(draw.s, 0), how).toEqual(['雪落']);
      expect(damaged(draw), how).toEqual([]);
      // The options are not one stretch of text (one is on the 【光明】 line): each is named by its own effect's words,
      // the replaced one by its replacement's, not by a wrong cut (a scenario's `choose: 4点` finds it).
      const asked = use(s, '星火').state;
      const texts = new Map([['a.card', CARDS]]);
      expect(
        [0, 1].map((k) => modeOptionText(asked, k, { lang: 'zh', texts })),
        how,
      ).toEqual(['抽1张卡', '对对方牌手造成4点法术伤害']);
      const hit = play(s, '星火', [1]);
      expect(hand(hit.s, 0), how).toEqual([]);
      expect(damaged(hit), how).toEqual([['player', 4]]);
    }
  });

  it('GA-CT-01 选择一项：抽2张卡；或…: the first option draws two, and nothing is designated or damaged', () => {
    for (const [how, s] of boards(['抉择'])) {
      const r = play(s, '抉择', [0]);
      expect(r.asked, how).toEqual(['A mode:0/1']);
      expect(hand(r.s, 0), how).toEqual(['雪落', '雪落']);
      expect(damaged(r), how).toEqual([]);
    }
  });

  it('GA-CT-01 the option is chosen before its target: the second designates B’s 白曜 among both and deals it 2, drawing nothing', () => {
    for (const [how, s] of boards(['抉择'])) {
      const bai = card(s, 1, '白曜');
      const r = play(s, '抉择', [1], [bai]);
      expect(r.asked, how).toEqual(['A mode:0/1', 'A target:夜昙/白曜']);
      expect(hand(r.s, 0), how).toEqual([]);
      expect(damaged(r), how).toEqual([['白曜', 2]]);
      expect(hpLeft(r.s, bai), how).toBe(3);
      expect(hpLeft(r.s, card(s, 1, '夜昙')), how).toBe(5);
    }
  });

  it('GA-CT-01 选择两项: asked twice, the second time among the two left; the two chosen happen, the third does not', () => {
    for (const [how, s] of boards(['双择'])) {
      const r = play(s, '双择', [2, 0]);
      expect(r.asked, how).toEqual(['A mode:0/1/2', 'A mode:0/1']);
      expect(hand(r.s, 0), how).toEqual(['雪落']);
      expect(r.s.players[0].res.shield, how).toBe(2);
      expect(r.s.players[1].res.hp, how).toBe(s.players[1].res.hp);
    }
  });

  it('GA-CH-05 a character’s triggered line with a choice: B chooses for 夜昙 when it is hit, the option first, then its target', () => {
    for (const [how, s] of boards(['刺击'])) {
      const ye = card(s, 1, '夜昙');
      const lin = card(s, 0, '林燃');
      // B takes the second option: 1 magic damage to A's 林燃 (of 林燃 and 白曜).
      const r = play(s, '刺击', [1], [ye, lin]);
      expect(r.asked, how).toEqual(['A target:夜昙/白曜', 'B mode:0/1', 'B target:林燃/白曜']);
      expect(damaged(r), how).toEqual([
        ['夜昙', 1],
        ['林燃', 1],
      ]);
      expect(hand(r.s, 1), how).toEqual([]);
      // The first option instead: B draws, and no damage comes back.
      const d = play(s, '刺击', [0], [ye]);
      expect(d.asked, how).toEqual(['A target:夜昙/白曜', 'B mode:0/1']);
      expect(damaged(d), how).toEqual([['夜昙', 1]]);
      expect(hand(d.s, 1), how).toEqual(['雪落']);
    }
  });

  it('GA-CT-03 二选一 ①② on a response card: B answers A’s 雪落 with 应变 from hand and takes ②, 2 true damage and no draw', () => {
    const s0 = board(
      { A: readySide(['林燃', '白曜'], { hand: ['雪落'] }), B: readySide(['夜昙', '白曜'], { hand: ['应变'] }) },
      {},
      1,
      interpreted,
    );
    for (const [how, s] of onEachPool(s0, compiled)) {
      const r = use(s, '雪落');
      // B, the other player, may answer first (GA-CH-05): it uses 应变 from hand.
      expect(r.state.window?.priority, how).toBe(1);
      const played = playOn(use(r.state, '应变'), (d) =>
        d.kind === 'mode' ? d.options.findIndex((o) => o.value === 1) : 0,
      );
      expect(played.asked, how).toEqual(['B mode:0/1']);
      expect(played.s.players[0].res.hp, how).toBe(s.players[0].res.hp - 2);
      expect(hand(played.s, 1), how).toEqual([]);
      // 雪落 still resolved under it: A drew its one card.
      expect(hand(played.s, 0), how).toEqual(['雪落']);
    }
  });
});
