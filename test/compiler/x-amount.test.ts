// X for an effect's number (抽X张卡，X为己方场上角色的数量) in the parser and checker of each game: what it lowers to
// (IR `per`) and every way it can be written wrong, each with its code at the words at fault (SLCG-CT-08 counts).
import { describe, expect, it } from 'vitest';
import { Analysis } from '../../compiler/analysis.js';

const analysis = new Analysis();

const SLCG = `规则：slcg
卡牌 例
  类型：发生
  费用：1
`;
const KL = `规则：卡灵时代
卡牌 例
  类型：卡灵
  等级：1
  AP：1
  DP：1
`;

/** The errors of one ability line: code and the text each points at. */
function errors(frame: string, line: string): [string, string][] {
  const text = `${frame}  ${line}\n`;
  return analysis
    .checkFile(text, 'x.card')
    .diagnostics.filter((d) => d.severity === 'error')
    .map((d) => [d.code, text.slice(d.span.start, d.span.end)]);
}

describe('X in the checker', () => {
  it('SLCG-CT-08 抽X张卡，X为己方场上角色的数量 checks clean in every place the definition may stand', () => {
    for (const line of [
      '抽X张卡，X为己方场上角色的数量。',
      '抽X张卡。X等于己方场上的角色数。',
      '抽X张卡，其中X为己方场上角色的数量。',
      '抽X張卡，X為己方場上角色的數量。',
    ])
      expect(errors(SLCG, line), line).toEqual([]);
  });

  it('CS1093: X used, its ability never says what X is', () => {
    expect(errors(SLCG, '抽X张卡。')).toEqual([['CS1093', '抽X张卡']]);
  });

  it('CS1094: X为… where no effect uses X', () => {
    expect(errors(SLCG, '抽1张卡，X为己方场上角色的数量。')).toEqual([['CS1094', 'X为己方场上角色的数量']]);
  });

  it('CS1092: X为… that names no number of cards', () => {
    expect(errors(SLCG, '抽X张卡，X为很多。')).toEqual([['CS1092', '很多']]);
  });

  it('CS1095: a second X为… in one ability', () => {
    expect(errors(SLCG, '抽X张卡，X为己方场上角色的数量，X为对方场上角色的数量。')).toEqual([
      ['CS1095', 'X为对方场上角色的数量'],
    ]);
  });

  it('SLCG-CT-08 己方场上每有一个角色，… counts for every effect after it in its clause', () => {
    for (const line of [
      '己方场上每有一个角色，推动进度+1。',
      '每有一个对方角色，抽1张卡并推动进度+1。',
      '對方場上每有一個角色，抽1張卡。',
    ])
      expect(errors(SLCG, line), line).toEqual([]);
  });

  it('CS1096: 每有… with no effect after it in its clause', () => {
    expect(errors(SLCG, '抽1张卡；己方场上每有一个角色。')).toEqual([['CS1096', '己方场上每有一个角色']]);
  });

  it('CS1097: after 每有…, an effect with no number to count by', () => {
    expect(errors(SLCG, '对方场上每有一个角色，消灭一个对方角色。')).toEqual([['CS1097', '消灭一个对方角色']]);
  });

  it('CS1113: 每有… with no cards or player number named, or 每有零个; 每有两个角色 reads (one step per two)', () => {
    expect(errors(SLCG, '对方场上每有两个角色，抽1张卡。')).toEqual([]);
    expect(errors(SLCG, '对方场上每有两个很多，抽1张卡。')).toEqual([['CS1113', '对方场上每有两个很多']]);
    expect(errors(SLCG, '对方场上每有0个角色，抽1张卡。')).toEqual([['CS1113', '对方场上每有0个角色']]);
  });

  it('SLCG-CT-08 每有N点 over a player’s number reads (对方每有1点创伤, 己方每有两点创伤, X为对方的创伤)', () => {
    expect(errors(SLCG, '对方每有1点创伤，推动进度+1。')).toEqual([]);
    expect(errors(SLCG, '己方每有一点创伤，推动进度+1。')).toEqual([]);
    expect(errors(SLCG, '推动进度+X，X为对方的创伤。')).toEqual([]);
    expect(errors(SLCG, '对方每有0点创伤，推动进度+1。')).toEqual([['CS1113', '对方每有0点创伤']]);
  });

  it('CS1092: arithmetic on an unread count is still unread; 加1 / 的两倍 / -1 on a read one read', () => {
    expect(errors(SLCG, '抽X张卡，X为很多加1。')).toEqual([['CS1092', '很多加1']]);
    expect(errors(SLCG, '抽X张卡，X为己方场上角色的数量加1。')).toEqual([]);
    expect(errors(SLCG, '抽X张卡，X为己方场上角色数量的两倍。')).toEqual([]);
    expect(errors(SLCG, '推动进度+X，X为对方场上角色的数量-1。')).toEqual([]);
  });

  it('SLCG-CT-08 CS2170: X on an SLCG standing line, which never resolves', () => {
    const role = '规则：slcg\n卡牌 例\n  类型：角色\n  费用：1\n  常值：1 攻\n';
    expect(errors(role, '其他己方角色常值+X，X为己方场上角色的数量。')).toEqual([['CS2170', '其他己方角色常值+X']]);
  });

  it('KL-EF-03 【永恒】 AP±X / 每有一只卡灵: a value in force is counted whenever it is asked, so it is clean', () => {
    expect(errors(KL, '【永恒】其它己方卡灵AP+X，X为己方战场上卡灵的数量。')).toEqual([]);
    expect(errors(KL, '【永恒】己方场上每有一只卡灵，此卡AP+1。')).toEqual([]);
    expect(errors(KL, '【永恒】此卡灵AP+X，X为此卡灵的DP。')).toEqual([]);
  });

  it('KL-CT-02 CS2171: X for the number of an effect with no amount counted at resolution (a cost modifier)', () => {
    expect(errors(KL, '【永恒】对方卡灵的启动效果耗能+X，X为己方战场上卡灵的数量。')).toEqual([
      ['CS2171', '对方卡灵的启动效果耗能+X'],
    ]);
  });

  it('KL-CT-02 X为此卡灵的AP / X为其AP: a card’s value, clean where a card is there to read', () => {
    expect(errors(KL, '【启动】免能：令一张对方卡灵DP-X，X为此卡灵的AP。')).toEqual([]);
    expect(errors(KL, '【启动】免能：令一张对方卡灵DP-X，X为其AP。')).toEqual([]);
  });

  it('CS1083: X为其AP with no card its 其 names (the effect has no target, none designated before it)', () => {
    expect(errors(KL, '【启动】免能：抽X张卡，X为其AP。')).toEqual([['CS1083', '其AP']]);
  });

  it('KL-CT-02 X on a resolving line of the same card is clean', () => {
    expect(errors(KL, '【启动】免能：令一张对方卡灵DP-X。X为己方战场上卡灵的数量。')).toEqual([]);
  });
});

describe('own values on a card that prints none', () => {
  const warnings = (text: string) =>
    analysis
      .checkFile(text, 'w.card')
      .diagnostics.filter((d) => d.severity !== 'info')
      .map((d) => [d.code, text.slice(d.span.start, d.span.end)]);

  it('SLCG-CT-08 CS2173: 若此角色常值≥3 on an SLCG 发生 (no 常值), not on a 角色', () => {
    expect(warnings(`${SLCG}  若此角色常值≥3，抽1张卡。\n`)).toEqual([['CS2173', '此角色常值≥3']]);
    const character = '规则：slcg\n卡牌 例\n  类型：角色\n  费用：1\n  常值：2 攻\n';
    expect(warnings(`${character}  【登场时】若此角色常值≥3，抽1张卡。\n`)).toEqual([]);
  });

  it('KL-CT-02 CS2173: 若此卡灵AP≥3 on a 卡灵时代 战术 (no AP)', () => {
    const tactic = '规则：卡灵时代\n卡牌 例\n  类型：战术\n';
    expect(warnings(`${tactic}  【启动】耗能1：若此卡灵AP≥3，抽1张卡。\n`)).toEqual([['CS2173', '此卡灵AP≥3']]);
  });

  it('GA-CHR-03 CS2173: 若此角色生命≤3 on a 光暗 普通 card (no 生命)', () => {
    const spell =
      '规则：光暗\n卡牌 林\n  类型：角色\n  生命：5  攻击：1\n\n卡牌 例\n  类型：普通\n  专属：林\n  体力：1\n';
    expect(warnings(`${spell}  若此角色生命≤3，抽1张卡。\n`)).toEqual([['CS2173', '此角色生命≤3']]);
  });

  it('GA-CHR-03 CS2260: X为此角色的攻击 on a 光暗 普通 card (no 攻击: X would always be 0), not on a 角色', () => {
    const frame = '规则：光暗\n卡牌 林\n  类型：角色\n  生命：5  攻击：1\n\n卡牌 例\n  类型：普通\n  专属：林\n';
    expect(errors(frame, '对一个敌方角色造成X点物理伤害，X为此角色的攻击。')).toEqual([['CS2260', '此角色的攻击']]);
    expect(errors(frame, '对一个敌方角色造成X点物理伤害，X为其生命。')).toEqual([]);
    const character = '规则：光暗\n卡牌 林\n  类型：角色\n  生命：5  攻击：1\n';
    expect(errors(character, '【攻击时】对一个敌方角色造成X点物理伤害，X为此角色的攻击。')).toEqual([]);
  });

  it('SLCG-CT-08 CS2260: X为自身常值 on an SLCG 发生 (no 常值)', () => {
    expect(errors(SLCG, '推动进度+X，X为自身常值。')).toEqual([['CS2260', '自身常值']]);
  });
});
