// The words of a choice between effects (选择一项：A；或B, 二选一, 选择两项): the 'mode' question the driver asks when
// a card is played, before its targets (SLCG-TG-01), its options as the card prints them, and the answer in a log.
import { beforeAll, describe, expect, it } from 'vitest';
import { viewFor, type CardPool, type SlcgState } from '../../runtime/index.js';
import {
  describeChoice,
  describeDecision,
  describeMove,
  describeOption,
  type DescribeContext,
} from '../../compiler/play/describe/index.js';
import { textPools } from '../runtime/compiled/compiled-sets.js';
import { act, board, inst } from '../runtime/helpers.js';
import { cardsOf } from '../../web/src/play/words.js';

const CARDS = `卡牌 抉择
  类型：发生
  费用：0
  选择一项：抽2张卡；或对一个对方角色造成2点伤害。

卡牌 三择
  类型：发生
  费用：0
  三选一：①若你的手牌少于3张，抽2张卡；②推动进度+1；③对一个对方角色造成1点伤害，直到回合结束，该角色常值-1。

卡牌 双择
  类型：发生
  费用：0
  选择两项：抽1张卡；推动进度+1；治愈1点创伤。

卡牌 先抽后择
  类型：发生
  费用：0
  抽1张卡，选择一项：推动进度+1，或选择一个对方角色，令其常值-1。

卡牌 持续
  类型：发生
  费用：0
  选择一项：直到回合结束，令一个己方角色常值+1；或抽1张卡，然后推动进度+1。

卡牌 兵
  类型：角色
  费用：0
  常值：2 攻
  【登场时】以下效果执行2次：选择一项：抽1张卡；或推动进度+1。

卡牌 医官
  类型：角色
  费用：0
  常值：1 推
  【一回合一次】【行动】：选择一项：治愈1点创伤；或推动进度+1。
`;

let pool: CardPool;
beforeAll(async () => {
  pool = (await textPools('slcg', '选择', CARDS)).interpreter;
});

const TEXTS = new Map([['a.card', CARDS]]);
const ZH: DescribeContext = { lang: 'zh', texts: TEXTS };
const EN: DescribeContext = { lang: 'en', texts: TEXTS };

/** Player 1 plays `name` (with a 兵 on each side to aim at); the state asking the first 'mode' question. */
function asked(name: string): SlcgState {
  const s = board({ pool, p0: { hand: [name], main: ['兵'], deck: ['兵', '兵'] }, p1: { main: ['兵'] } });
  const r = act(s, { type: 'play', card: inst(s, 0, 'hand', name) }).state;
  expect(r.pending?.kind).toBe('mode');
  return r;
}

const options = (s: SlcgState, c: DescribeContext): string[] =>
  s.pending!.options.map((_, i) => describeOption(s, i, c));

describe('the 选择一项 question in words (SLCG)', () => {
  it("SLCG-TG-01 asked when the card is played, before targets: 为「抉择」选择一项, each option in the card's words, zh and en", () => {
    const s = asked('抉择');
    expect(describeDecision(s, ZH)).toBe('为「抉择」选择一项：');
    expect(describeDecision(s, EN)).toBe('choose an option for 「抉择」:');
    expect(options(s, ZH)).toEqual(['抽2张卡', '对一个对方角色造成2点伤害']);
    // The card's words are its words in either language.
    expect(options(s, EN)).toEqual(['抽2张卡', '对一个对方角色造成2点伤害']);
    expect(describeChoice(s, 1, ZH)).toBe('「抉择」的选择：对一个对方角色造成2点伤害');
    expect(describeChoice(s, 0, EN)).toBe("「抉择」's choice: 抽2张卡");
  });

  it('SLCG-TX-07 an option reads from its mark to the next: its 若, its target, its duration and what follows 然后 are its own', () => {
    expect(options(asked('三择'), ZH)).toEqual([
      '若你的手牌少于3张，抽2张卡',
      '推动进度+1',
      '对一个对方角色造成1点伤害，直到回合结束，该角色常值-1',
    ]);
    // An effect before the lead is no option; `，或` starts the next one.
    expect(options(asked('先抽后择'), ZH)).toEqual(['推动进度+1', '选择一个对方角色，令其常值-1']);
    expect(options(asked('持续'), ZH)).toEqual(['直到回合结束，令一个己方角色常值+1', '抽1张卡，然后推动进度+1']);
  });

  it('SLCG-TG-01 an ability used (【行动】：选择一项：…) asks too; its own colon stands before the lead, the first option after it', () => {
    let s = board({ pool, p0: { main: ['医官'], trauma: 1 } });
    s = act(s, { type: 'ability', card: inst(s, 0, 'main', '医官'), ability: 0 }).state;
    expect(describeDecision(s, ZH)).toBe('为「医官」选择一项：');
    expect(options(s, ZH)).toEqual(['治愈1点创伤', '推动进度+1']);
  });

  it('SLCG-TX-07 选择两项 says which of how many is asked; the second question offers the options left, in their words', () => {
    let s = asked('双择');
    expect(describeDecision(s, ZH)).toBe('为「双择」选择一项（第1项，共选2项）：');
    expect(describeDecision(s, EN)).toBe('choose an option for 「双择」 (1 of 2):');
    expect(options(s, ZH)).toEqual(['抽1张卡', '推动进度+1', '治愈1点创伤']);
    s = act(s, { type: 'choose', index: 1 }).state;
    expect(describeDecision(s, ZH)).toBe('为「双择」选择一项（第2项，共选2项）：');
    expect(describeDecision(s, EN)).toBe('choose an option for 「双择」 (2 of 2):');
    expect(options(s, ZH)).toEqual(['抽1张卡', '治愈1点创伤']);
    expect(describeChoice(s, 1, ZH)).toBe('「双择」的选择：治愈1点创伤');
  });

  it('SLCG-TX-07 以下效果执行2次：each run asks anew, in the same words', () => {
    let s = board({ pool, p0: { hand: ['兵'], deck: ['抉择', '抉择'] } });
    s = act(s, { type: 'play', card: inst(s, 0, 'hand', '兵') }).state;
    const seen: string[] = [];
    for (let i = 0; i < 20 && (s.pending || s.window) && s.winner === null; i++) {
      if (s.pending?.kind === 'mode') seen.push(`${describeDecision(s, ZH)}${options(s, ZH).join('|')}`);
      s = act(s, s.pending ? { type: 'choose', index: 0 } : { type: 'pass' }).state;
    }
    expect(seen).toEqual(['为「兵」选择一项：抽1张卡|推动进度+1', '为「兵」选择一项：抽1张卡|推动进度+1']);
  });

  it('SLCG-TG-01 the other player reads the question, options and answer from their view; without the card text, 选项N', () => {
    const s = asked('抉择');
    const theirs = viewFor(s, 1).state;
    expect(describeDecision(theirs, ZH)).toBe('为「抉择」选择一项：');
    expect(options(theirs, EN)).toEqual(['抽2张卡', '对一个对方角色造成2点伤害']);
    expect(describeMove(s, { type: 'choose', index: 1 }, 0, 1, ZH)).toBe('→ 「抉择」的选择：对一个对方角色造成2点伤害');
    expect(options(s, { lang: 'zh' })).toEqual(['选项1', '选项2']);
    expect(options(s, { lang: 'en' })).toEqual(['option 1', 'option 2']);
    expect(describeChoice(s, 1, { lang: 'en' })).toBe("「抉择」's choice: option 2");
  });
});

describe("the playground's moves for a 选择一项 question", () => {
  it('SLCG-TG-01 each option is about the card being played (it lights up, and picking it keeps the options shown)', () => {
    const s = asked('抉择');
    const played = s.building!.source;
    expect(s.pending!.options.map((_, i) => cardsOf(s, { type: 'choose', index: i }))).toEqual([[played], [played]]);
  });
});
