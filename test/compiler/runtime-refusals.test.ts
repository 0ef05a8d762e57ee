// What `cardc check` accepts, each game's pool loads: a broad sample of checked card text (every effect phrase over
// many targets, in each game's card types) is held to the pools, the checker's refusal diagnostics (CS2070–CS2075)
// and their fixes are checked, and a card the pool would still refuse is a build error (CS4020), never a crash of
// `cardc play` (exit 70).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Analysis } from '../../compiler/analysis.js';
import { compileCards } from '../../compiler/api.js';
import { main, type CliIO } from '../../compiler/cli.js';
import type { Diagnostic } from '../../grammar/index.js';
import { createPool, getRuleset, type RulesetId } from '../../runtime/index.js';

const analysis = new Analysis();

const TARGETS: Record<RulesetId, string[]> = {
  kaling: [
    '一张对方卡灵',
    '自身',
    '其',
    '对方玩家',
    '对方',
    '己方',
    'O1范围内的一个区域',
    '所有对方卡灵',
    '那张卡灵',
    '双方',
    '一张手牌',
    '那次攻击',
    '那张卡牌',
    '那个效果',
    '该伤害',
  ],
  guangan: [
    '一个敌方角色',
    '一个己方角色',
    '一个敌方召唤物',
    '自身',
    '其',
    '对方牌手',
    '对方',
    '一张卡',
    '一个阵亡的己方角色',
    '所有敌方角色',
    '双方',
    '那次攻击',
    '那张卡牌',
    '那个效果',
    '该伤害',
  ],
  slcg: [
    '一个对方角色',
    '一个己方角色',
    '自身',
    '对方',
    '对方玩家',
    '所有对方角色',
    '其',
    '双方',
    '一张手牌',
    '那次攻击',
    '那张卡牌',
    '那个效果',
    '那次创伤',
  ],
};
const RESOURCES = ['能量', '生命', '生命值', '体力', '光暗值', '护盾', '血量', '出击次数', '极动能'];
const KEYWORDS = ['守护', '迅捷', '坚守', '辟旋', '光环', '暴击', '咒术', '护盾'];
const STATS = ['AP', 'DP', 'SP', 'GP', '等级', '攻击', '生命', '常值', '费用', '耗能'];

function phrases(x: string): string[] {
  const out = [
    `对${x}造成1点伤害`,
    `对${x}造成1点真实伤害`,
    `消灭${x}`,
    `除外${x}`,
    `将${x}加入手牌`,
    `将${x}回档`,
    `将${x}置顶`,
    `令${x}抽1张卡`,
    `令${x}移动1格`,
    `封锁${x}`,
    `还原${x}`,
    `无效${x}`,
    `令${x}治愈1点创伤`,
    `横置${x}`,
    `封印${x}1回合`,
    `令${x}回复1点生命`,
    `令${x}本回合不能攻击`,
    `令${x}不能移动`,
    `令${x}直到对方回合结束不能推进`,
  ];
  for (const r of RESOURCES) out.push(`令${x}获得1点${r}`, `令${x}失去1点${r}`);
  for (const k of KEYWORDS) out.push(`令${x}获得【${k}】`);
  for (const s of STATS) out.push(`令${x}${s}+1`);
  return out;
}

const BARE = [
  '该伤害-1',
  '召唤一个「甲」',
  '推动进度+1',
  '受到1点创伤',
  '失去1点生命',
  '获得1点生命',
  '对自身造成1点伤害',
];

/** Card frames per game: the text before the line, and ability lines with {E} for the effect. */
const FRAMES: Record<RulesetId, { head: string; lines: string[] }[]> = {
  kaling: [
    {
      head: '卡牌 甲\n  类型：卡灵\n  等级：1\n  AP：1  DP：1\n',
      lines: ['【启动】耗能1：{E}。', '【永恒】{E}。', '【瞬发】耗能1：当对方卡灵攻击时，{E}。'],
    },
    { head: '卡牌 乙\n  类型：战术\n', lines: ['【启动】耗能1：{E}。', '【瞬发】免能：当对方发动战术卡时，{E}。'] },
  ],
  guangan: [
    { head: '卡牌 甲\n  类型：角色\n  生命：5  攻击：1\n', lines: ['【登场时】{E}。', '{E}。'] },
    { head: '卡牌 乙\n  类型：普通\n  专属：甲\n', lines: ['{E}。'] },
    { head: '卡牌 丙\n  类型：持续 响应\n  专属：甲\n', lines: ['当己方角色受到伤害时：{E}。'] },
  ],
  slcg: [
    { head: '卡牌 甲\n  类型：角色\n  常值：3 攻\n', lines: ['【登场时】{E}。', '{E}。', '【行动】{E}。'] },
    { head: '卡牌 乙\n  类型：发生\n', lines: ['{E}。'] },
  ],
};

/** Every frame's lines, each effect phrase in two of them in turn (the sample stays a few thousand cards). */
function sample(rs: RulesetId): string[] {
  const lines = FRAMES[rs].flatMap((f) => f.lines.map((l) => ({ head: f.head, l })));
  const prelude = rs === 'guangan' ? '卡牌 甲\n  类型：角色\n  生命：5  攻击：1\n\n' : '';
  const effects = [...BARE, ...TARGETS[rs].flatMap(phrases)];
  return effects.flatMap((e, i) =>
    [0, 1].map((k) => {
      const { head, l } = lines[(i + k) % lines.length];
      return `规则：${rs}\n${head.startsWith('卡牌 甲') ? '' : prelude}${head}  ${l.replace('{E}', e)}\n`;
    }),
  );
}

const applyFix = (text: string, d: Diagnostic, i = 0): string =>
  d.fixes![i].edits.reduceRight((t, e) => t.slice(0, e.span.start) + e.newText + t.slice(e.span.end), text);

function errorsOf(text: string, rs: RulesetId): string[] {
  return compileCards(text, { ruleset: rs, analysis })
    .diagnostics.filter((d) => d.severity === 'error')
    .map((d) => d.code);
}

describe('what the checker accepts, the pool loads', () => {
  for (const rs of ['kaling', 'guangan', 'slcg'] as const)
    it(`${rs}: no checked card of the sample is refused by its pool (KL-SU-04 KL-CB-04 KL-EF-03 KL-RES-01 GA-ZN-01 GA-ZN-02 GA-RES-05 SLCG-CT-08)`, () => {
      const rules = getRuleset(rs);
      let clean = 0;
      for (const text of sample(rs)) {
        const r = compileCards(text, { ruleset: rs, analysis });
        expect(
          r.diagnostics.filter((d) => d.code === 'CS4020').map((d) => d.messageEn),
          text,
        ).toEqual([]);
        if (!r.ok) continue;
        clean++;
        expect(() => createPool(rules, r.cards), text).not.toThrow();
      }
      // The sample reaches deep: a good share of it checks clean.
      expect(clean).toBeGreaterThan(200);
    });
});

describe('the checker says what the pool would refuse', () => {
  const tactic = (line: string) => `规则：kaling\n卡牌 雷击\n  类型：战术\n  ${line}\n`;
  const kaling = (line: string) => `规则：kaling\n卡牌 兽\n  类型：卡灵\n  等级：1\n  AP：1  DP：1\n  ${line}\n`;

  it('KL-SU-04 damage to a 卡灵 is CS2070; its fixes (the player, DP-N, 清除) check clean', () => {
    const text = tactic('【启动】耗能2：对一张对方卡灵造成3点伤害。');
    const [d] = analysis.checkFile(text, 'a.card').diagnostics;
    expect([d.code, d.rule]).toEqual(['CS2070', 'KL-SU-04']);
    const fixed = d.fixes!.map((_, i) => applyFix(text, d, i));
    expect(fixed.map((t) => t.split('\n')[3])).toEqual([
      '  【启动】耗能2：对对方玩家造成3点伤害。',
      '  【启动】耗能2：令一张对方卡灵DP-3。',
      '  【启动】耗能2：清除一张对方卡灵。',
    ]);
    for (const t of fixed) expect(errorsOf(t, 'kaling'), t).toEqual([]);
    const self = kaling('【启动】耗能1：对自身造成1点伤害。');
    const [s] = analysis.checkFile(self, 'a.card').diagnostics;
    expect(s.code).toBe('CS2070');
    expect(applyFix(self, s)).toContain('对己方玩家造成1点伤害');
  });

  it('KL-CB-04 / KL-SU-04 对攻击者造成1点伤害 where no attack starts the ability is one diagnostic, CS2140; its fix names the player', () => {
    for (const line of ['【登场时】对攻击者造成1点伤害。', '【启动】耗能1：对攻击者造成2点伤害。']) {
      const text = kaling(line);
      const ds = analysis.checkFile(text, 'a.card').diagnostics;
      expect(ds.map((d) => [d.code, d.rule, text.slice(d.span.start, d.span.end)])).toEqual([
        ['CS2140', 'KL-CB-04', '攻击者'],
      ]);
      expect(ds[0].notes?.[0].en).toContain('damage is dealt to players only');
      const fixed = applyFix(text, ds[0]);
      expect(fixed).toContain('对对方玩家造成');
      expect(errorsOf(fixed, 'kaling')).toEqual([]);
    }
  });

  it('KL-SU-04 / KL-CB-04 each alone: 【被攻击时】对攻击者造成1点伤害 is CS2070, 【登场时】令攻击者DP-1 is CS2140 without a fix', () => {
    const attacked = kaling('【被攻击时】对攻击者造成1点伤害。');
    expect(analysis.checkFile(attacked, 'a.card').diagnostics.map((d) => d.code)).toEqual(['CS2070']);
    const [d] = analysis.checkFile(attacked, 'a.card').diagnostics;
    expect(d.fixes!.map((_, i) => applyFix(attacked, d, i).split('\n')[5])).toEqual([
      '  【被攻击时】对对方玩家造成1点伤害。',
      '  【被攻击时】令攻击者DP-1。',
      '  【被攻击时】清除攻击者。',
    ]);
    const entered = kaling('【登场时】令攻击者DP-1。');
    const ds = analysis.checkFile(entered, 'a.card').diagnostics;
    expect(ds.map((x) => x.code)).toEqual(['CS2140']);
    expect(ds[0].fixes ?? []).toEqual([]);
  });

  it('KL-CB-04 无效该伤害 is CS2072; under 当…攻击时 the fix is 无效那次攻击', () => {
    const text = tactic('【瞬发】耗能1：当对方卡灵攻击时，无效该伤害。');
    const [d] = analysis.checkFile(text, 'a.card').diagnostics;
    expect(d.code).toBe('CS2072');
    expect(errorsOf(applyFix(text, d), 'kaling')).toEqual([]);
  });

  it('KL-SUM-02 素材两张 is CS2075; the fix takes one', () => {
    const text =
      '规则：kaling\n卡牌 兽\n  类型：卡灵\n  等级：3\n  AP：1  DP：1\n  降临：素材两张等级2以上的己方卡灵\n';
    const [d] = analysis.checkFile(text, 'a.card').diagnostics;
    expect(d.code).toBe('CS2075');
    const fixed = applyFix(text, d);
    expect(fixed).toContain('降临：素材一张等级2以上的己方卡灵');
    expect(errorsOf(fixed, 'kaling')).toEqual([]);
  });

  it('KL-SUM-02 / KL-SUM-05 a 降临 material names one own 卡灵 on the battlefield (CS2110), one 耗能 and one 素材 alternative (CS2111)', () => {
    const summon = (line: string) =>
      `规则：kaling\n卡牌 兽\n  类型：卡灵\n  等级：3\n  AP：1  DP：1\n  降临：${line}\n`;
    const codes = (line: string) =>
      analysis.checkFile(summon(line), 'a.card').diagnostics.map((d) => `${d.code} ${d.rule}`);
    for (const ok of ['素材一张己方卡灵', '耗能3 或 素材一张等级2以上的己方卡灵', '素材一张「兽」', '素材一个卡灵'])
      expect(codes(ok), ok).toEqual([]);
    // Another side's 卡灵 is CS2101 (with the fix 己方), not a second diagnostic.
    expect(codes('素材一张对方卡灵')).toEqual(['CS2101 KL-SUM-02']);
    for (const bad of [
      '素材一张己方设备',
      '素材一张弃区的卡灵',
      '素材一张O1范围内的己方卡灵',
      '素材那张卡灵',
      '素材一张盖伏的卡',
    ])
      expect(codes(bad), bad).toEqual(['CS2110 KL-SUM-02']);
    expect(codes('耗能3 或 耗能2')).toEqual(['CS2111 KL-SUM-02']);
    // 或 does not hide 素材两张 (CS2075) either.
    expect(codes('耗能3 或 素材两张等级1以上的己方卡灵')).toEqual(['CS2075 KL-SUM-02']);
  });

  it('KL-EF-03 a one-shot 耗能+1 is CS2071; the fix makes the line 【永恒】', () => {
    const text = kaling('【启动】回1 耗能1：对方卡灵的启动效果耗能+1。');
    const [d] = analysis.checkFile(text, 'a.card').diagnostics;
    expect([d.code, d.rule]).toEqual(['CS2071', 'KL-EF-03']);
    const fixed = applyFix(text, d);
    expect(fixed).toContain('  【永恒】对方卡灵的启动效果耗能+1。');
    expect(errorsOf(fixed, 'kaling')).toEqual([]);
  });

  it('KL-SU-04 / KL-WIN-01 life points are lost, never gained (CS2074); GA-RES-05 出击次数 is not an effect resource', () => {
    const [d] = analysis.checkFile(tactic('【启动】耗能1：获得1点生命。'), 'a.card').diagnostics;
    expect([d.code, d.rule]).toEqual(['CS2074', 'KL-SU-04']);
    const ga =
      '规则：guangan\n卡牌 林\n  类型：角色\n  生命：5  攻击：1\n\n卡牌 断\n  类型：普通\n  专属：林\n  令对方失去1点出击次数。\n';
    const [g] = analysis.checkFile(ga, 'a.card').diagnostics;
    expect([g.code, g.rule]).toEqual(['CS2074', 'GA-RES-05']);
  });
});

describe('a card the pool would still refuse', () => {
  it('KL-SU-04 is a build error (CS4020) at the card, not a crash: lowering asks the pool', () => {
    const text = '规则：kaling\n卡牌 雷击\n  类型：战术\n  【启动】耗能2：对对方玩家造成3点伤害。\n';
    const a = new Analysis();
    const checked = a.checkFile(text, 'a.card');
    expect(checked.diagnostics).toEqual([]);
    // A case no check knows of: the checked card's damage made to hit a 卡灵 behind the checker's back.
    const effect = checked.value.cards[0].ast.abilities[0].effects[0];
    effect.target = { ...effect.target!, cardKind: 'kaling', count: 1 };
    const [d] = a.lowerSet(checked.value).diagnostics;
    expect([d.code, d.severity]).toEqual(['CS4020', 'error']);
    expect(text.slice(d.span.start, d.span.end)).toBe('雷击');
    expect(d.messageEn).toContain('卡灵 have no HP (KL-SU-04)');
  });

  it('KL-SU-04 `cardc play` of a set with damage to a 卡灵 reports CS2070 and exits 1, not 70', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cardc-refusal-'));
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'set.yaml'), 'name: r\nruleset: kaling\nparams: {deckMin: 1}\ndecks:\n  a: {雷击: 3}\n');
    writeFileSync(join(dir, 'c.card'), '卡牌 雷击\n  类型：战术\n  【启动】耗能2：对一张对方卡灵造成3点伤害。\n');
    const out: string[] = [];
    const err: string[] = [];
    const io = { out: (s: string) => out.push(s), err: (s: string) => err.push(s), cwd: dir, isTTY: false };
    const code = await main(['play', dir], io as unknown as CliIO);
    expect(code).toBe(1);
    expect(err.join('\n')).toContain('CS2070');
    expect(err.join('\n')).not.toContain('内部错误');
  });
});
