// Near-miss phrasings get one diagnostic that says what to write, in the file's game's words, with a fix where one
// rewrite is obvious — and the fix, applied, leaves a card that checks clean (language.md "Diagnostics").
import { describe, expect, it } from 'vitest';
import { Analysis } from '../../compiler/analysis.js';
import type { Diagnostic } from '../../grammar/index.js';

const analysis = new Analysis();

const HEAD = {
  slcg: '卡牌 甲\n  类型：发生\n  费用：1\n',
  kaling: '卡牌 甲\n  类型：卡灵\n  等级：1\n  AP：1\n  DP：1\n',
  guangan: '卡牌 林燃\n  类型：角色\n  生命：10\n  攻击：2\n卡牌 甲\n  类型：普通\n  体力：1\n',
} as const;

type Game = keyof typeof HEAD;

function check(game: Game, text: string): Diagnostic[] {
  return [...analysis.checkFile(`规则：${game}\n${text}`, `${game}.card`).diagnostics];
}

/** The one diagnostic of `line` on a card of `game`, and the text with its first fix applied. */
function one(game: Game, card: string): { d: Diagnostic; fixed: string } {
  const ds = check(game, card).filter((d) => d.severity === 'error');
  expect(
    ds.map((d) => d.code),
    card,
  ).toHaveLength(1);
  const d = ds[0];
  const full = `规则：${game}\n${card}`;
  let fixed = full;
  for (const e of [...(d.fixes?.[0]?.edits ?? [])].sort((a, b) => b.span.start - a.span.start))
    fixed = fixed.slice(0, e.span.start) + e.newText + fixed.slice(e.span.end);
  return { d, fixed: fixed.slice(full.indexOf('\n') + 1) };
}

const clean = (game: Game, text: string) =>
  check(game, text)
    .filter((d) => d.severity === 'error')
    .map((d) => d.code);

describe('near-miss hints', () => {
  it.each([
    ['kaling', '【启动】令相邻的对方卡灵AP-1。', 'CS1023', 'O1范围内的'],
    ['kaling', '【启动】令与此卡灵相邻的对方卡灵AP-1。', 'CS1023', '此卡灵O1范围内的'],
    ['kaling', '【启动】令周围的对方卡灵AP-1。', 'CS1023', 'O1范围内的'],
    ['kaling', '【启动】令左右两侧的对方卡灵AP-1。', 'CS1023', '左方和右方的'],
    ['kaling', '【启动】耗能3：从手牌超越降临一张「甲」。', 'CS2036', '超越降临一张「甲」'],
    ['guangan', '  复活一个己方阵亡角色。', 'CS1023', '阵亡的'],
    ['kaling', '【启动】令此卡灵回复原状。', 'CS1016', '还原此卡灵'],
    ['kaling', '【启动】耗能1：令一张己方卡灵恢复原状。', 'CS1016', '还原一张己方卡灵'],
    ['kaling', '【启动】耗能1：推动一张O1范围内的对方卡灵1格。', 'CS1016', '令一张O1范围内的对方卡灵向后移动1格'],
    ['slcg', '  给一个己方角色【守护】直到回合结束。', 'CS1016', '令一个己方角色获得【守护】直到回合结束'],
    ['slcg', '  赋予一个己方角色【迅捷】。', 'CS1016', '令一个己方角色获得【迅捷】'],
    ['slcg', '  把一个对方角色送回手牌。', 'CS1016', '把一个对方角色返回手牌'],
    ['slcg', '  推动1点进度。', 'CS1016', '推动进度+1'],
    ['slcg', '  ①抽1张卡；②推动进度+1。', 'CS1117', '选择一项：'],
  ] as const)(
    'KL-TG-02 KL-SUM-03 KL-TX-06 KL-MV-01 GA-CHR-04 SLCG-TX-06 %s %s: %s with the fix %s, which checks clean',
    (game, line, code, newText) => {
      const card = `${HEAD[game]}  ${line.trim()}\n`;
      const { d, fixed } = one(game, card);
      expect(d.code).toBe(code);
      expect(d.fixes?.[0]?.edits.map((e) => e.newText).join('')).toBe(newText);
      expect(clean(game, fixed), fixed).toEqual([]);
    },
  );

  it('GA-CT-09 GA-KW-01 GA-KW-02 GA-RES-04 光暗 类型 line and field near misses: a note each, fixes that check clean', () => {
    const head = '卡牌 林燃\n  类型：角色\n  生命：10\n  攻击：2\n卡牌 甲\n';
    const exclusive = one('guangan', `${head}  类型：专属\n  体力：1\n  抽1张卡。\n`);
    expect(exclusive.d.notes?.[0]?.zh).toContain('专属：角色名');
    for (const [type, fix] of [
      ['诅咒', '普通 【咒术】'],
      ['普通 护符', '【符术】'],
    ] as const) {
      const r = one('guangan', `${head}  类型：${type}\n  体力：1\n  抽1张卡。\n`);
      expect(r.d.fixes?.[0]?.edits[0]?.newText).toBe(fix);
      expect(clean('guangan', r.fixed), r.fixed).toEqual([]);
    }
    const stamina = one('guangan', `${head}  类型：普通\n  消耗体力：2\n  抽1张卡。\n`);
    expect(stamina.d.code).toBe('CS1006');
    expect(clean('guangan', stamina.fixed)).toEqual([]);
  });

  it('SLCG-CT-11 SLCG-CT-08 常值 written apart keeps its number and colour; 费用减免 …时 is 若…', () => {
    const head = '卡牌 甲\n  类型：角色\n  费用：3\n';
    for (const [value, fix] of [
      ['3 攻 推', '3 攻推'],
      ['3（红）', '3 红'],
    ] as const) {
      const r = one('slcg', `${head}  常值：${value}\n`);
      expect(r.d.fixes?.[0]?.edits[0]?.newText).toBe(fix);
      expect(clean('slcg', r.fixed)).toEqual([]);
    }
    const r = one('slcg', `${head}  常值：3 攻推\n  费用减免：己方胜利进度≥10时，费用-2。\n`);
    expect(r.d.code).toBe('CS1022');
    expect(clean('slcg', r.fixed)).toEqual([]);
  });

  it('KL-TX-01 CS1083 says 卡灵时代’s words, not SLCG’s', () => {
    const d = one('kaling', `${HEAD.kaling}  【启动】耗能1：清除所有对方卡灵，若其被清除，抽1张卡。\n`).d;
    expect(d.message).toContain('【被清除时】');
    expect(d.message).not.toMatch(/角色|阵亡|消灭/);
  });

  it('KL-ZN-07 SLCG has no grid: 相邻 gets no O1范围 hint there', () => {
    const d = one('slcg', `${HEAD.slcg}  令相邻的对方角色常值-1。\n`).d;
    expect(d.fixes ?? []).toEqual([]);
    expect(JSON.stringify(d.notes ?? [])).not.toContain('O1');
  });
});
