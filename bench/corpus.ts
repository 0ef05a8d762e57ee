// Deterministic corpus of distinct, valid cards for the benchmarks. Cards follow the style of
// docs/language.md for the three rulesets (SLCG, 光暗, 卡灵时代); about a quarter of them are
// written with traditional forms, some use Chinese numerals. Every card has a unique name, so a
// corpus never hits the parser's per-block cache by accident. Quoted names (「…」), 专属 and
// 特征为「…」 only ever refer to cards and traits generated earlier in the same ruleset, so a
// per-ruleset text is a self-contained card set.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export type RulesetKey = 'slcg' | 'guangan' | 'kaling';
export const RULESET_KEYS: readonly RulesetKey[] = ['slcg', 'guangan', 'kaling'];

export interface Corpus {
  /** All cards, rulesets interleaved, no ruleset directive. */
  text: string;
  /** The same cards split by ruleset, each text starting with its `规则：` directive. */
  perRuleset: Record<RulesetKey, string>;
  cards: number;
  /** Cards per ruleset. */
  counts: Record<RulesetKey, number>;
}

/** mulberry32: small, fast, good enough for test data. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Rng {
  constructor(readonly next: () => number) {}
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }
  pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.next() * xs.length)];
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  /** k distinct items, order kept. */
  some<T>(xs: readonly T[], k: number): T[] {
    const idx = xs.map((_, i) => i);
    for (let i = idx.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [idx[i], idx[j]] = [idx[j], idx[i]];
    }
    return idx
      .slice(0, Math.min(k, xs.length))
      .sort((a, b) => a - b)
      .map((i) => xs[i]);
  }
}

// ── traditional forms ────────────────────────────────────────────────────────
// Character map applied to template text (never to names). Every vocabulary word the templates
// use maps to a listed traditional alias; words without one are avoided in templates.
const TRAD: Record<string, string> = Object.fromEntries(
  [
    '类類',
    '费費',
    '征徵',
    '护護',
    '连連',
    '击擊',
    '场場',
    '时時',
    '对對',
    '伤傷',
    '动動',
    '进進',
    '愈癒',
    '创創',
    '开開',
    '获獲',
    '级級',
    '灵靈',
    '启啟',
    '选選',
    '择擇',
    '范範',
    '围圍',
    '内內',
    '张張',
    '点點',
    '个個',
    '无無',
    '区區',
    '临臨',
    '战戰',
    '术術',
    '设設',
    '备備',
    '锁鎖',
    '体體',
    '专專',
    '属屬',
    '唤喚',
    '续續',
    '响響',
    '应應',
    '实實',
    '发發',
    '恒恆',
    '视視',
    '为為',
    '该該',
    '结結',
    '胜勝',
    '极極',
    '产產',
    '减減',
    '横橫',
    '双雙',
    '驻駐',
    '灭滅',
    '归歸',
    '载載',
    '顶頂',
    '转轉',
    '还還',
    '纵縱',
    '计計',
    '当當',
    '组組',
    '数數',
    '环環',
    '坚堅',
    '师師',
    '复復',
    '闪閃',
    '画畫',
    '阵陣',
    '亡亡',
    '给給',
    '级級',
    '态態',
    '状狀',
    '从從',
    '样樣',
    '虚虛',
    '碍礙',
    '袭襲',
  ].map((p) => [p[0], p[1]]),
);

function toTrad(s: string): string {
  let out = '';
  for (const ch of s) out += TRAD[ch] ?? ch;
  return out;
}

const CN = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];

// ── names ────────────────────────────────────────────────────────────────────
const NAME_PARTS: Record<RulesetKey, { pre: string[]; core: string[] }> = {
  slcg: {
    pre: [
      '影刃',
      '星环',
      '量子',
      '超频',
      '紧急',
      '霓虹',
      '钢翼',
      '深空',
      '赤焰',
      '蓝图',
      '极光',
      '轨道',
      '雷鸣',
      '银河',
      '裂隙',
      '零度',
      '脉冲',
      '磁暴',
      '晨曦',
      '暮光',
      '苍穹',
      '虹桥',
      '铁幕',
      '天枢',
      '玄武',
      '朱雀',
      '白虎',
      '青龙',
      '流萤',
      '薄雾',
    ],
    core: [
      '特派员',
      '整备员',
      '研究员',
      '机兵',
      '炮台',
      '护卫',
      '斥候',
      '指挥官',
      '工程师',
      '信使',
      '观测站',
      '补给',
      '跨越机',
      '电池',
      '护盾',
      '哨兵',
      '猎手',
      '学者',
      '舰长',
      '医师',
      '塔台',
      '方舟',
      '引擎',
      '领航员',
      '守门人',
      '游侠',
      '骑士',
      '术士',
      '巡游者',
      '档案员',
    ],
  },
  kaling: {
    pre: [
      '雷霆',
      '霜牙',
      '烈风',
      '岩甲',
      '影月',
      '苍焰',
      '碧潮',
      '金翎',
      '玄冰',
      '赤瞳',
      '幻光',
      '铁骨',
      '星辉',
      '夜枭',
      '狂澜',
      '流沙',
      '青岚',
      '紫电',
      '白夜',
      '黑曜',
      '琉璃',
      '翡翠',
      '珊瑚',
      '松涛',
      '寒霜',
      '焚天',
      '断岳',
      '啸月',
      '灵犀',
      '破晓',
    ],
    core: [
      '战狼',
      '飞龙',
      '巨像',
      '灵狐',
      '猛虎',
      '鹰隼',
      '守卫',
      '游蛇',
      '巨蟹',
      '角鹿',
      '魔猿',
      '狮鹫',
      '海妖',
      '石像',
      '机甲',
      '刺猬',
      '灵蝶',
      '雪豹',
      '战熊',
      '狼王',
      '封锁令',
      '守望塔',
      '结界柱',
      '号角',
      '战旗',
      '瞭望台',
      '传送门',
      '熔炉',
      '灯塔',
      '秘典',
    ],
  },
  guangan: {
    pre: [
      '林',
      '苏',
      '叶',
      '沈',
      '白',
      '顾',
      '萧',
      '陆',
      '秦',
      '楚',
      '云',
      '唐',
      '温',
      '江',
      '洛',
      '韩',
      '宋',
      '许',
      '方',
      '柳',
      '谢',
      '凌',
      '夏',
      '墨',
      '风',
      '月',
      '焰',
      '霜',
      '雷',
      '影',
    ],
    core: [
      '燃',
      '澈',
      '遥',
      '晚',
      '辰',
      '寒',
      '笙',
      '歌',
      '羽',
      '岚',
      '烬',
      '弦',
      '瑶',
      '离',
      '珏',
      '川',
      '渊',
      '棠',
      '芷',
      '默',
      '灵',
      '火灵',
      '冰魄',
      '咒',
      '结界',
      '咒印',
      '心灯',
      '残影',
      '长夜',
      '星落',
    ],
  },
};

class Names {
  private used = new Set<string>();
  constructor(private rng: Rng) {}
  make(rs: RulesetKey, extra = ''): string {
    const { pre, core } = NAME_PARTS[rs];
    for (let tries = 0; tries < 8; tries++) {
      const name = this.rng.pick(pre) + extra + this.rng.pick(core);
      if (!this.used.has(name)) return this.take(name);
    }
    // The pool is exhausted: number the name (names are kept exactly as written).
    const base = this.rng.pick(pre) + extra + this.rng.pick(core);
    for (let k = 2; ; k++) {
      const name = `${base}${k}`;
      if (!this.used.has(name)) return this.take(name);
    }
  }
  private take(n: string): string {
    this.used.add(n);
    return n;
  }
}

// ── card builder ─────────────────────────────────────────────────────────────
interface Ctx {
  rng: Rng;
  trad: boolean;
  chineseNumerals: boolean;
}

/** Template text, converted to traditional forms when the card is traditional. */
function t(c: Ctx, s: string): string {
  return c.trad ? toTrad(s) : s;
}

/** A count in ability text: Arabic, or a Chinese numeral on some cards. */
function num(c: Ctx, n: number): string {
  if (c.chineseNumerals && n <= 10 && n >= 1) return n === 2 && c.rng.chance(0.5) ? (c.trad ? '兩' : '两') : CN[n];
  return String(n);
}

function card(name: string, lines: string[]): string {
  return `卡牌 ${name}\n${lines.map((l) => `  ${l}`).join('\n')}\n`;
}

const SLCG_TRAITS = ['萨姆科研院', '特派员', '星环舰队', '边境守望', '机械军团', '自由商会', '暗影议会', '晨星学院'];
const SLCG_STATICS = ['守护', '连击', '奇袭', '虚体化', '法术吸引', '妨碍推进', '驻足', '迅捷', '法术免疫'];
const GRANTABLE = ['迅捷', '守护', '驻足', '奇袭', '连击'];
const ILLUSTRATORS = ['阿澈', '青木', '白鸥', '墨痕', 'Kiri', 'Mojo', '南风', '夜航'];

interface SetState {
  names: Names;
  slcgChars: string[];
  slcgTraits: Set<string>;
  kalings: string[];
  gaChars: string[];
  gaSummons: string[];
  gaCount: number;
}

function slcgAbility(c: Ctx, s: SetState, scene = false): string {
  const { rng } = c;
  const n = () => num(c, rng.int(1, 4));
  const opts: (() => string)[] = [
    () => t(c, `【登场时】可以对一个对方角色造成${n()}点伤害；推动进度+${rng.int(1, 2)}。`),
    () => t(c, `【一回合一次】【行动】：治愈${n()}点创伤。`),
    () => t(c, `【己方回合开始时】推动进度+${rng.int(1, 2)}。`),
    () => t(c, `【双方】【一回合一次】当对方角色登场时：可以令其获得【${rng.pick(GRANTABLE)}】直到回合结束。`),
    () => t(c, `【登场时】令一个己方角色获得【${rng.pick(GRANTABLE)}】。`),
    () => t(c, `【消灭时】抽${n()}张卡。`),
    () => t(c, `【对方回合结束时】令对方推动进度-${rng.int(1, 2)}。`),
    () => t(c, `【登场时】消灭一个横置的对方角色。`),
    () => t(c, `【行动】：对所有对方角色造成${n()}点伤害。`),
    () => t(c, `【己方回合结束时】若己方胜利进度≥${rng.int(3, 12)}，抽1张卡。`),
    () => t(c, `【登场时】对一个纵置的对方角色造成${n()}点伤害。`),
    () => t(c, `【一回合一次】当己方角色被攻击时：治愈1点创伤。`),
    // SLCG-LIM-01: used in the opponent's turns too (【双方】) or only there (【对方】), in a response window.
    () => t(c, `【双方】【一回合一次】：推动进度+1。`),
    () => t(c, `【对方】【一回合一次】：对一个对方角色造成${n()}点伤害。`),
    () => {
      const traits = [...s.slcgTraits];
      if (!traits.length) return t(c, `【登场时】抽${n()}张卡。`);
      return `${t(c, '【登场时】令所有特征为')}「${rng.pick(traits)}」${t(c, `的己方角色获得【${rng.pick(GRANTABLE)}】。`)}`;
    },
  ];
  // A 场景 has no character to tap: no 【行动】 abilities (CS2016).
  for (;;) {
    const a = rng.pick(opts)();
    if (!scene || !/【行[动動]】/.test(a)) return a;
  }
}

function slcgCard(c: Ctx, s: SetState): string {
  const { rng } = c;
  const kind = rng.pick(['角色', '角色', '角色', '发生', '发生', '场景']);
  const name = s.names.make('slcg');
  const L: string[] = [];
  const meta = () => {
    if (rng.chance(0.6)) L.push(t(c, `画师：${rng.pick(ILLUSTRATORS)}`));
    if (rng.chance(0.4)) L.push(t(c, '环境：FA'));
  };
  if (kind === '角色') {
    L.push(t(c, '类型：角色'));
    const traits = rng.some(SLCG_TRAITS, rng.int(1, 2));
    traits.forEach((x) => s.slcgTraits.add(x));
    L.push(t(c, '特征：') + traits.join('、'));
    const cost = rng.int(0, 6);
    L.push(t(c, `费用：${cost}`));
    L.push(t(c, `常值：${rng.int(1, 6)} ${rng.pick(['攻', '推', '攻推', '无'])}`));
    L.push(t(c, `投入：${rng.int(1, 4)}`));
    if (cost > 0 && rng.chance(0.2)) {
      L.push(t(c, `费用减免：若己方胜利进度≥${rng.int(5, 12)}，费用-${rng.int(1, Math.min(2, cost))}。`));
    }
    if (rng.chance(0.6))
      L.push(
        t(
          c,
          rng
            .some(SLCG_STATICS, rng.int(1, 2))
            .map((k) => `【${k}】`)
            .join(''),
        ),
      );
    for (let i = rng.int(1, 3); i > 0; i--) L.push(slcgAbility(c, s));
    meta();
    s.slcgChars.push(name);
  } else if (kind === '发生') {
    const mark = rng.pick(['', '', ' 【突发】', ' 【增量产能】']);
    L.push(t(c, `类型：发生${mark}`));
    L.push(t(c, `费用：${mark === ' 【增量产能】' ? 0 : rng.int(0, 4)}`));
    if (mark === ' 【突发】') {
      L.push(
        t(
          c,
          rng.pick([
            '当己方受到创伤时：无效那次创伤。',
            '当己方角色被攻击时：无效那次攻击。',
            `当对方角色登场时：对其造成${num(c, rng.int(1, 3))}点伤害。`,
          ]),
        ),
      );
    }
    const effs = [
      () => t(c, `抽${num(c, rng.int(1, 3))}张卡。`),
      () => t(c, `对一个对方角色造成${num(c, rng.int(1, 5))}点伤害。`),
      () => t(c, `推动进度+${rng.int(1, 3)}。`),
      () => t(c, `治愈${num(c, rng.int(1, 2))}点创伤。`),
      () => t(c, `令对方推动进度-${rng.int(1, 2)}。`),
      () => t(c, `消灭一个横置的对方角色。`),
      () => t(c, `令一个己方角色获得【${rng.pick(GRANTABLE)}】直到回合结束。`),
      // SLCG-TG-01 至多N个: the chooser may stop early ("done"), so both paths see it chosen by bots.
      () => t(c, `选择至多${num(c, rng.int(2, 3))}个对方角色，对其各造成1点伤害。`),
      // SLCG-TG-01 常值最高的: judged on the candidate list (keepExtremes) on both paths.
      () => t(c, rng.pick([`消灭一个常值最高的对方角色。`, `对常值最低的一个对方角色造成1点伤害。`])),
      // X (IR per): counted as the op resolves, on both paths (runtime/effects/amounts.ts); and a clause done twice
      // (its ops written twice over, each copy choosing anew).
      () =>
        t(
          c,
          rng.pick([
            `抽X张卡，X为己方场上横置的角色数量。`,
            `对方场上每有一个角色，推动进度+1。`,
            `抽X张卡，X为己方场上角色的数量减1。`,
            `对方场上每有两个角色，推动进度+1。`,
            `对一个对方角色造成1点伤害，执行2次。`,
          ]),
        ),
      // 选择一项 (IR mode): asked when the link is built, before targets; only the chosen option runs, on both paths.
      () => t(c, `选择一项：抽1张卡；或对一个对方角色造成2点伤害。`),
      // 随机 (drawn by the driver with the game's RNG), 置底 and 抽卡直到手牌数为N, on both paths.
      () =>
        t(
          c,
          rng.pick([
            `令对方随机弃一张手牌。`,
            `随机对一个对方角色造成${num(c, rng.int(1, 3))}点伤害。`,
            `将一个对方角色放到卡组底部。`,
            `抽卡直到手牌数为${rng.int(3, 5)}张。`,
          ]),
        ),
    ];
    for (let i = rng.int(1, 3); i > 0; i--) L.push(rng.pick(effs)());
    if (rng.chance(0.3)) L.push(t(c, `投入：${rng.int(1, 4)}`));
    meta();
  } else {
    L.push(t(c, '类型：场景'));
    L.push(t(c, rng.chance(0.3) ? `费用：${rng.int(1, 3)}+极动能` : `费用：${rng.int(0, 4)}`));
    L.push(t(c, `【己方回合开始时】推动进度+${rng.int(1, 2)}。`));
    if (rng.chance(0.5)) L.push(t(c, `登场前提：己方胜利进度≥${rng.int(2, 10)}。`));
    if (rng.chance(0.5)) L.push(slcgAbility(c, s, true));
    L.push(t(c, `投入：${rng.int(1, 3)}`));
    meta();
  }
  if (rng.chance(0.1)) L.splice(1, 0, '# 测试用卡');
  return card(name, L);
}

const KL_TRAITS = ['坚守', '防爆', '辟旋'];
const RARITY = ['N', 'R', 'SR', 'MR', 'NSR', 'USR', 'NMR', 'UMR'];

function klLimit(c: Ctx): string {
  const { rng } = c;
  const letter = rng.pick(['回', '场', '限', '极']);
  const k = rng.int(1, 2);
  const count = c.chineseNumerals ? CN[k] : String(k);
  if (rng.chance(0.2)) return t(c, `极${c.chineseNumerals ? '二' : '2'}限${c.chineseNumerals ? '一' : '1'}`);
  return t(c, letter + count);
}

function klCost(c: Ctx): string {
  return c.rng.chance(0.25) ? '免能' : `耗能${c.rng.int(1, 4)}`;
}

function klAbility(c: Ctx, s: SetState, tactic = false): string {
  const { rng } = c;
  // 【启动】 is only activated in one's own action phase: a "当…时" trigger needs 【瞬发】 (CS2016).
  const head = (trigger = false) =>
    `${t(c, trigger ? '【瞬发】' : rng.pick(tactic ? ['【瞬发】', '【启动】'] : ['【启动】', '【瞬发】']))}${klLimit(c)} ${t(c, klCost(c))}`;
  const opts: (() => string)[] = [
    () => `${head()}${t(c, `：选择O1范围内一张对方卡灵，其AP-${rng.int(1, 3)}。`)}`,
    () => `${head(true)}${t(c, '：当己方卡灵被攻击时，可以无效那次攻击。')}`,
    () => `${head()}${t(c, `：清除O2范围内的一张对方卡灵。`)}`,
    () => `${head()}${t(c, `：抽${num(c, rng.int(1, 2))}张卡。`)}`,
    () => `${head()}${t(c, `：封锁O${rng.int(1, 2)}范围内的一个区域。`)}`,
    () => `${head()}${t(c, '：回归一张对方卡灵。')}`,
    () => `${head()}${t(c, `：清除O2范围内的至多${num(c, 2)}张对方卡灵。`)}`,
    // KL-TG-01 AP最高的: judged on the candidate list (keepExtremes) on both paths.
    () => `${head()}${t(c, rng.pick(['：清除一张AP最高的对方卡灵。', '：令DP最低的一张己方卡灵DP+1。']))}`,
    // X (IR per): counted as the op resolves, on both paths.
    () =>
      `${head()}${t(
        c,
        rng.pick([
          '：令一张对方卡灵DP-X，X为己方战场上卡灵的数量。',
          '：令一张对方卡灵DP-X，X为其AP。',
          '：令一张对方卡灵DP-X，X为己方战场上卡灵数量的两倍。',
        ]),
      )}`,
    // 选择一项 (IR mode): chosen when activated, before targets; only the chosen option runs, on both paths.
    () => `${head()}${t(c, '：选择一项：令一张对方卡灵DP-1；或令对方失去1点生命。')}`,
    // 随机 (drawn by the driver; 随机载入 too), 置底 and 抽卡直到手牌数为N, on both paths.
    () =>
      `${head()}${t(
        c,
        rng.pick([
          '：令对方随机弃一张手牌。',
          '：将一张对方卡灵放到卡组底部。',
          `：抽卡直到手牌数为${rng.int(3, 5)}张。`,
          '：随机清除一张对方卡灵。',
          '：从卡组随机载入1张卡灵卡。',
        ]),
      )}`,
    () => `${head(true)}${t(c, '：当对方发动效果时，无效那个效果。')}`,
    () =>
      s.kalings.length
        ? `${head()}${t(c, '：载入一张')}「${rng.pick(s.kalings)}」${t(c, '。')}`
        : `${head()}${t(c, '：抽1张卡。')}`,
  ];
  const eternal: (() => string)[] = [
    () => t(c, `【永恒】直视的对方卡灵DP-${rng.int(1, 2)}。`),
    () => t(c, `【永恒】O1范围内的己方卡灵获得【${rng.pick(KL_TRAITS)}】。`),
    () => t(c, `【永恒】对方卡灵的启动效果耗能+${rng.int(1, 2)}。`),
    () => t(c, `【永恒】O1范围内的己方卡灵AP+${rng.int(1, 2)}。`),
    () => t(c, `【永恒】直视的对方卡灵失去【${rng.pick(KL_TRAITS)}】。`),
  ];
  return !tactic && rng.chance(0.3) ? rng.pick(eternal)() : rng.pick(opts)();
}

function kalingCard(c: Ctx, s: SetState): string {
  const { rng } = c;
  const kind = rng.pick(['卡灵', '卡灵', '卡灵', '战术', '设备']);
  const name = s.names.make('kaling');
  const L: string[] = [];
  if (kind === '卡灵') {
    const lvl = rng.int(1, 6);
    L.push(t(c, '类型：卡灵'));
    L.push(t(c, `等级：${lvl}`));
    L.push(`AP：${rng.int(1, 9)}  DP：${rng.int(1, 9)}  SP：${rng.int(1, 2)}`);
    if (rng.chance(0.5))
      L.push(t(c, `攻击区域：${rng.some(['上', '下', '左', '右', '左上', '右上'], rng.int(1, 3)).join('、')}`));
    if (lvl >= 3 && rng.chance(0.5)) L.push(t(c, `降临：耗能${lvl} 或 素材一张等级${lvl - 1}以上的己方卡灵`));
    L.push(`${t(c, '稀有度')}：${rng.pick(RARITY)}`);
    if (rng.chance(0.5)) L.push(t(c, `【${rng.pick(KL_TRAITS)}】`));
    for (let i = rng.int(1, 3); i > 0; i--) L.push(klAbility(c, s));
    s.kalings.push(name);
  } else if (kind === '战术') {
    L.push(t(c, '类型：战术'));
    for (let i = rng.int(1, 2); i > 0; i--) L.push(klAbility(c, s, true));
    L.push(`${t(c, '稀有度')}：${rng.pick(RARITY)}`);
  } else {
    L.push(t(c, rng.chance(0.5) ? '类型：设备 【放置】' : '类型：设备'));
    L.push(`GP：${rng.int(1, 5)}`);
    L.push(t(c, `【永恒】O1范围内的己方卡灵获得【${rng.pick(KL_TRAITS)}】。`));
    if (rng.chance(0.6)) L.push(t(c, `【永恒】对方卡灵的启动效果耗能+${rng.int(1, 2)}。`));
    L.push(`${t(c, '稀有度')}：${rng.pick(RARITY)}`);
  }
  if (rng.chance(0.5)) L.push(t(c, `画师：${rng.pick(ILLUSTRATORS)}`));
  return card(name, L);
}

function gaEffect(c: Ctx, s: SetState): string {
  const { rng } = c;
  const n = () => num(c, rng.int(1, 5));
  const opts: (() => string)[] = [
    () => t(c, `对一个敌方角色造成${n()}点法术伤害。`),
    () => t(c, `对一个敌方角色造成${n()}点物理伤害。`),
    () => t(c, `对对方牌手造成${n()}点真实伤害。`),
    () => t(c, `抽${num(c, rng.int(1, 2))}张卡。`),
    () => t(c, `获得${num(c, rng.int(1, 2))}点光暗值。`),
    () => t(c, `令一个己方角色回复${n()}点生命。`),
    () => t(c, `封印一个敌方角色${rng.int(1, 2)}回合。`),
    () => t(c, '复活一个己方角色。'),
    () => t(c, `令一个敌方角色倒计时+${rng.int(1, 2)}。`),
    () => t(c, `对至多${num(c, 2)}个敌方角色造成${n()}点法术伤害。`),
    // GA-TG-01 生命最少的: judged on the candidate list (keepExtremes) on both paths.
    () => t(c, rng.pick([`对生命最少的一个敌方角色造成${n()}点法术伤害。`, `对攻击最高的敌方角色造成1点物理伤害。`])),
    // X (IR per): counted as the op resolves, on both paths.
    () =>
      t(
        c,
        rng.pick([
          '对一个敌方角色造成等同于己方场上角色数量的法术伤害。',
          '对一个敌方角色造成X点法术伤害，X为其攻击。',
          '对一个敌方角色造成X点法术伤害，X为其攻击加1。',
        ]),
      ),
    // 选择一项 (IR mode): chosen when the card is used, before targets; only the chosen option runs, on both paths.
    () => t(c, '选择一项：对一个敌方角色造成1点法术伤害；或令一个己方角色回复2点生命。'),
    // 随机 (drawn by the driver; 随机载入 too) and 抽卡直到手牌数为N, on both paths.
    () =>
      t(
        c,
        rng.pick([
          '令对方随机弃一张手牌。',
          `随机对一个敌方角色造成${n()}点法术伤害。`,
          `抽卡直到手牌数为${rng.int(3, 5)}张。`,
          '从卡组随机载入1张普通卡。',
        ]),
      ),
    () => (s.gaSummons.length ? `${t(c, '召唤一个')}「${rng.pick(s.gaSummons)}」${t(c, '。')}` : t(c, '抽1张卡。')),
  ];
  return rng.pick(opts)();
}

function guanganCard(c: Ctx, s: SetState): string {
  const { rng } = c;
  const i = s.gaCount++;
  // The first two cards of a set are a character and a summon, so that 专属 and 召唤 can refer to them.
  const kind =
    i === 0
      ? '角色'
      : i === 1
        ? '召唤物'
        : rng.pick(['角色', '召唤物', '普通', '普通', '持续 响应', '反制', '响应', '持续 反制']);
  const name = s.names.make('guangan', kind === '角色' || kind === '召唤物' ? '' : rng.pick(['', '·', '之']));
  const L: string[] = [];
  if (kind === '角色' || kind === '召唤物') {
    L.push(t(c, `类型：${kind}`));
    L.push(
      t(
        c,
        kind === '角色'
          ? `生命：${rng.int(10, 15)}  攻击：${rng.int(2, 4)}`
          : `生命：${rng.int(2, 5)}  攻击：${rng.int(1, 3)}`,
      ),
    );
    if (rng.chance(0.4)) L.push(t(c, `【${rng.pick(['光环', '暴击'])}】`));
    if (rng.chance(0.6)) L.push(t(c, `画师：${rng.pick(ILLUSTRATORS)}`));
    (kind === '角色' ? s.gaChars : s.gaSummons).push(name);
  } else {
    const marks = rng.chance(0.5)
      ? // 【瞬发】 and 【蓄力】 contradict each other on stamina (CS2008): never both.
        ' ' +
        rng.pick([
          '【咒术】',
          '【符术】',
          '【蓄力】',
          '【瞬发】',
          '【咒术】【蓄力】',
          '【符术】【瞬发】',
          '【咒术】【瞬发】',
          '【符术】【蓄力】',
        ])
      : '';
    L.push(t(c, `类型：${kind}${kind === '普通' ? marks : ''}`));
    if (rng.chance(0.5)) L.push(`${t(c, '专属：')}${rng.pick(s.gaChars)}`);
    if (rng.chance(0.5)) L.push(t(c, `光暗：${rng.int(1, 4)}`));
    L.push(t(c, `体力：${rng.int(1, 3)}`));
    if (kind === '普通') {
      L.push(gaEffect(c, s));
      if (rng.chance(0.5)) L.push(gaEffect(c, s));
      // GA-RES-09: 改为 takes the place of its base line's damage (a base line with none would be CS2178).
      if (rng.chance(0.4) && /造成.*[伤傷]害/.test(L[L.length - 1]))
        L.push(t(c, `【${rng.pick(['光明', '黑暗'])}】改为造成${num(c, rng.int(4, 7))}点法术伤害。`));
    } else if (kind.includes('响应')) {
      L.push(
        t(
          c,
          rng.pick([
            '当己方角色受到法术伤害时：该伤害-1。',
            `当己方角色受到物理伤害时：该伤害-${rng.int(1, 2)}。`,
            `当敌方角色阵亡时：抽${num(c, 1)}张卡。`,
          ]),
        ),
      );
    } else {
      const n = num(c, rng.int(1, 3));
      // CS2150: a 持续 card's line wakes as a trigger while it lies in the 用牌区, after the card it answers was used:
      // no 无效 there (GA-CH-01).
      const negate = kind === '反制' ? '无效那张卡牌；' : '';
      L.push(t(c, `当对方发动卡牌时：${negate}对对方牌手造成${n}点真实伤害。`));
    }
    if (rng.chance(0.5)) L.push(t(c, `描述：${rng.pick(['光与暗的交界', '余烬未冷', '长夜将尽', '风起于青萍之末'])}`));
  }
  return card(name, L);
}

const GEN: Record<RulesetKey, (c: Ctx, s: SetState) => string> = {
  slcg: slcgCard,
  kaling: kalingCard,
  guangan: guanganCard,
};

function newState(rng: Rng): SetState {
  return {
    names: new Names(rng),
    slcgChars: [],
    slcgTraits: new Set(),
    kalings: [],
    gaChars: [],
    gaSummons: [],
    gaCount: 0,
  };
}

function ctxFor(rng: Rng): Ctx {
  return { rng, trad: rng.chance(0.25), chineseNumerals: rng.chance(0.2) };
}

const DIRECTIVE: Record<RulesetKey, string> = {
  slcg: '规则：slcg\n\n',
  guangan: '规则：光暗\n\n',
  kaling: '规则：卡灵时代\n\n',
};

/**
 * n distinct cards, rulesets mixed (a third each, in PRNG order). The same n and seed always
 * give the same text.
 */
export function generateCorpus(n: number, seed = 1): Corpus {
  const rng = new Rng(prng(seed));
  const names = new Names(rng); // one name space for the whole corpus: names are unique across rulesets
  const states: Record<RulesetKey, SetState> = {
    slcg: { ...newState(rng), names },
    guangan: { ...newState(rng), names },
    kaling: { ...newState(rng), names },
  };
  const all: string[] = [];
  const per: Record<RulesetKey, string[]> = { slcg: [], guangan: [], kaling: [] };
  for (let i = 0; i < n; i++) {
    const rs = i < 3 ? RULESET_KEYS[i] : rng.pick(RULESET_KEYS);
    const text = GEN[rs](ctxFor(rng), states[rs]);
    all.push(text);
    per[rs].push(text);
  }
  return {
    text: all.join('\n'),
    perRuleset: {
      slcg: DIRECTIVE.slcg + per.slcg.join('\n'),
      guangan: DIRECTIVE.guangan + per.guangan.join('\n'),
      kaling: DIRECTIVE.kaling + per.kaling.join('\n'),
    },
    cards: n,
    counts: { slcg: per.slcg.length, guangan: per.guangan.length, kaling: per.kaling.length },
  };
}

/** n distinct cards of one ruleset, as one `.card` text starting with its `规则：` directive. */
export function corpusForRuleset(ruleset: RulesetKey, n: number, seed = 1): string {
  const rng = new Rng(prng(seed ^ ((RULESET_KEYS.indexOf(ruleset) + 1) * 0x9e3779b1)));
  const s = newState(rng);
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push(GEN[ruleset](ctxFor(rng), s));
  return DIRECTIVE[ruleset] + out.join('\n');
}

/**
 * Writes a one-ruleset card set to `dir`: `set.yaml` (name + ruleset) and the cards split into
 * `cards/NNN.card` files of `perFile` cards each. Returns the file paths written.
 */
export function generateSetCorpus(dir: string, ruleset: RulesetKey, n: number, seed = 1, perFile = 100): string[] {
  const text = corpusForRuleset(ruleset, n, seed);
  const [directive, ...rest] = text.split(/\n(?=卡牌 )/);
  const cards = rest.map((x) => x.replace(/\n+$/, '\n'));
  mkdirSync(join(dir, 'cards'), { recursive: true });
  const written: string[] = [];
  const manifest = join(dir, 'set.yaml');
  writeFileSync(manifest, `name: bench-${ruleset}-${n}\nruleset: ${ruleset}\ncards:\n  - "cards/*.card"\n`);
  written.push(manifest);
  for (let i = 0; i * perFile < cards.length; i++) {
    const p = join(dir, 'cards', `${String(i).padStart(3, '0')}.card`);
    writeFileSync(p, directive.trimEnd() + '\n\n' + cards.slice(i * perFile, (i + 1) * perFile).join('\n'));
    written.push(p);
  }
  return written;
}
