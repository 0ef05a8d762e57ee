// 卡灵时代's part of the scenario language: the board written as the 5×5 grid a designer draws (rows 5 → 1 from
// top to bottom as A sits at the board, columns a–e), what a side holds besides, what its expectations may say,
// and the schema of all of it. Areas are always named from A's side: a1 is A's back-row left end, c3 the centre.
import type { JsonSchema } from '../../manifest/index.js';
import { profiles } from '../../../runtime/profiles/index.js';
import { names, nat, zoneExpect } from '../schema-parts.js';
import { keywordNames } from './keyword-names.js';
import type { TextAt } from '../scalar-text.js';
import type { ZoneExpect } from '../types.js';

/** A card as an area of the notation writes it. */
export interface Occupant {
  /** 0 = A, 1 = B. */
  owner: number;
  card: string;
  faceDown?: boolean;
  /** Where the card's name is written (inside the area's token). */
  nameAt?: TextAt;
}

/** One area of the board notation. */
export interface AreaSpec {
  /** 0 = A, 1 = B; undefined for an empty area. */
  owner?: number;
  card?: string;
  faceDown?: boolean;
  locked?: boolean;
  /** Further cards written into the same area (`A:盾卫+B:幼狼`): a board no game reaches (KL-ZN-01), refused by the board checks. */
  others?: Occupant[];
  /** Where the area is written: the line of the notation (0-based, blank and comment lines counted) and the column in it. */
  at?: TextAt;
  /** Where the (first) card's name is written. */
  nameAt?: TextAt;
}

/** Per-card state beyond where it stands: values changed by effects, uses this turn, GP left. */
export interface KalingCardSpec {
  ap?: number;
  dp?: number;
  sp?: number;
  gp?: number;
  attacked?: boolean;
  moved?: boolean;
  new?: boolean;
  keywords?: string[];
}

export interface KalingSideSpec {
  hand?: string[];
  deck?: string[];
  discard?: string[];
  banished?: string[];
  energy?: number;
  life?: number;
  /** Paid summons already made this turn (KL-SUM-02). */
  summons?: number;
  /** 爆能抽卡 already used this turn (KL-SK-02), 调兵奇袭 uses this game (KL-SK-03). */
  drawSkillUsed?: boolean;
  moveSkillUses?: number;
  /** The state of cards on the board, by name (名称#2 = the second copy in reading order). */
  cards?: Record<string, KalingCardSpec>;
}

export interface KalingSetupSpec {
  first?: 'A' | 'B';
  turn?: number;
  active?: 'A' | 'B';
  phase?: string;
  board?: string;
  A?: KalingSideSpec;
  B?: KalingSideSpec;
}

export interface KalingCardExpect {
  at?: string;
  zone?: 'hand' | 'battlefield' | 'deck' | 'discard' | 'banished';
  ap?: number;
  dp?: number;
  sp?: number;
  gp?: number;
  faceDown?: boolean;
  keywords?: string[];
  lacks?: string[];
}

export interface KalingSideExpect {
  life?: number;
  energy?: number;
  hand?: ZoneExpect;
  deck?: ZoneExpect;
  discard?: ZoneExpect;
  banished?: ZoneExpect;
  /** Face-down cards and placed devices (KL-CT-07). */
  set?: number;
  cards?: Record<string, KalingCardExpect>;
}

// ── the board notation ─────────────────────────────────────────────────────────────────────────────

const TOKEN = /^(X)?(?:(\.|·)|([AB])([:?])(.+))$/;
/** A second card in one area's token: `+`, `,`, `、` or `/` (or nothing) before another `A:` / `B?`. */
const ANOTHER = /[+,，、/]?(?=[AB][:?]\S)/g;

/** What is wrong with a board's text, in both languages, and where (none: the whole board). */
export interface BoardProblem {
  zh: string;
  en: string;
  at?: TextAt;
}

/** Parses a board: 5 rows of 5 areas, row 5 first; an optional row number leads a row, a line of column letters is skipped. */
export function parseBoard(text: string): { areas: AreaSpec[][] } | { error: BoardProblem } {
  const rows: AreaSpec[][] = [];
  const lines = text.split(/\r?\n/);
  // Per owner and name, the copies read so far (row 5 first, left to right: the battlefield's order).
  const copies = new Map<string, number>();
  for (let li = 0; li < lines.length; li++) {
    // A comment starts at a # that begins the line or follows a space; a # glued to a card name is the name's
    // copy label (A:三级兵#2), read below.
    const raw = lines[li].replace(/(^|\s)#.*$/, '$1');
    const line = raw.trim();
    if (!line || /^[a-e](\s+[a-e])*$/.test(line)) continue;
    const tokens: { t: string; col: number }[] = [];
    for (const m of raw.matchAll(/\S+/g)) tokens.push({ t: m[0], col: m.index });
    const whole = { line: li, col: tokens[0].col, len: raw.trimEnd().length - tokens[0].col };
    if (rows.length === 5)
      return {
        error: {
          zh: `棋盘只有 5 行，这是第 6 行：“${short(line)}”`,
          en: `a board has 5 rows; this is a 6th: "${short(line)}"`,
          at: whole,
        },
      };
    if (/^[1-5]$/.test(tokens[0].t)) tokens.shift();
    if (tokens.length !== 5)
      return {
        error: {
          zh: `棋盘每行 5 个区域，这一行有 ${tokens.length} 个：“${short(line)}”`,
          en: `a board row has 5 areas; this one has ${tokens.length}: "${short(line)}"`,
          at: whole,
        },
      };
    const row: AreaSpec[] = [];
    for (const { t, col } of tokens) {
      const at = { line: li, col, len: t.length };
      if (t === 'X') {
        row.push({ locked: true, at });
        continue;
      }
      const m = TOKEN.exec(t);
      if (!m)
        return {
          error: {
            zh: `看不懂的区域“${short(t)}”：区域写作 .（空）、X（封锁）、A:名称、B:名称，或 A?名称（盖伏）`,
            en: `cannot read the area "${short(t)}": write . (empty), X (locked), A:name, B:name or A?name (face down)`,
            at,
          },
        };
      const a: AreaSpec = { at };
      if (m[1]) a.locked = true;
      if (m[3]) {
        const [first, ...rest] = occupants(t.slice(m[1] ? 1 : 0), li, col + (m[1] ? 1 : 0));
        Object.assign(a, first);
        if (rest.length) a.others = rest;
      }
      row.push(a);
    }
    for (const a of row) {
      const problem = labelProblem(a, copies, areaAt(rows.length, row.indexOf(a)));
      if (problem) return { error: problem };
    }
    rows.push(row);
  }
  if (rows.length !== 5)
    return {
      error: { zh: `棋盘有 5 行，这里只有 ${rows.length} 行`, en: `a board has 5 rows; this one has ${rows.length}` },
    };
  return { areas: rows };
}

/**
 * A card name written with a copy label (`三级兵#2`, KL-ZN-01): the label must be the copy's number in reading order
 * — what `cards`, steps and expectations call it (`名称#2` = the second copy) — so the name is stored without it. A
 * `#` that is no label (`三级兵#注释`) is a comment written without its space. Counts every card read in `copies`.
 */
function labelProblem(a: AreaSpec, copies: Map<string, number>, area: string): BoardProblem | undefined {
  const cards: Occupant[] = a.card === undefined ? [] : [a as Occupant, ...(a.others ?? [])];
  for (const o of cards) {
    const hash = o.card.indexOf('#');
    const m = /^(.+?)#(\d+)$/.exec(o.card);
    const name = m ? m[1] : o.card;
    const who = o.owner === 1 ? 'B' : 'A';
    const key = `${who}:${name}`;
    const nth = (copies.get(key) ?? 0) + 1;
    copies.set(key, nth);
    if (hash < 0) continue;
    const at = o.nameAt;
    if (!m)
      return {
        zh: `“${short(o.card)}”：# 紧跟在卡名后面。注释要在 # 前留空格（${who}:${short(o.card.slice(0, hash))}  # …）；# 后跟数字是副本编号（${who}:名称#2）`,
        en: `"${short(o.card)}": a # right after a card name. A comment needs a space before its # (${who}:${short(o.card.slice(0, hash))}  # …); # and a number is a copy label (${who}:name#2)`,
        at,
      };
    if (Number(m[2]) !== nth) {
      const right = `${who}:${short(name)}${nth > 1 ? `#${nth}` : ''}`;
      return {
        zh: `${area} 的${short(name)}按阅读顺序（第 5 行起，从左到右）是 ${who} 在棋盘上的第 ${nth} 张，即 ${short(name)}#${nth}，不是 #${m[2]}：写 ${right}，或把编号写在棋盘外`,
        en: `${short(name)} at ${area} is ${who}'s copy ${nth} on the board in reading order (row 5 first, left to right), ${short(name)}#${nth}, not #${m[2]}: write ${right}, or write the copy label outside the board`,
        at,
      };
    }
    o.card = name;
    if (at) o.nameAt = { ...at, len: name.length };
  }
  return undefined;
}

/** The cards of one area's token (`A:盾卫`, or several: `A:盾卫+B:幼狼`), the token written at `col` of line `line`. */
function occupants(token: string, line: number, col: number): Occupant[] {
  const out: Occupant[] = [];
  // Each card starts where a separator (or the token) ends: the separators are found, the parts between them read.
  const cuts = [...token.matchAll(ANOTHER)].map((m) => ({ at: m.index, len: m[0].length }));
  let from = 0;
  for (const cut of [...cuts, { at: token.length, len: 0 }]) {
    const part = token.slice(from, cut.at);
    if (part) {
      const o: Occupant = {
        owner: part[0] === 'B' ? 1 : 0,
        card: part.slice(2),
        nameAt: { line, col: col + from + 2, len: part.length - 2 },
      };
      if (part[1] === '?') o.faceDown = true;
      out.push(o);
    }
    from = cut.at + cut.len;
  }
  return out;
}

/** At most 40 characters of a token or line in a message: a board line may be as long as its author likes. */
const short = (x: string): string => (x.length > 40 ? `${x.slice(0, 40)}…` : x);

/** An area as the notation writes it. */
export function areaToken(a: AreaSpec): string {
  const body = a.card === undefined ? '.' : `${a.owner === 1 ? 'B' : 'A'}${a.faceDown ? '?' : ':'}${a.card}`;
  return a.locked ? (body === '.' ? 'X' : `X${body}`) : body;
}

/** The area name (a1…e5, from A's side) of row `r` (0 = the top line, row 5) and column `c` (0 = a) of the notation. */
export const areaAt = (r: number, c: number): string => `${'abcde'[c]}${5 - r}`;

/** 特性 name (any form the language reads, either script, or the runtime id) → runtime keyword id (KL-KW-01..03). */
const KEYWORDS = keywordNames(profiles.kaling.keywords);
export const kalingKeywordId = KEYWORDS.id;
export const kalingKeywordNames = KEYWORDS.names;

// ── schema fragments ───────────────────────────────────────────────────────────────────────────────

const AREA: JsonSchema = {
  type: 'string',
  pattern: '^[a-e][1-5]$',
  description: "区域，从 A 一侧读：a1 = A 底线最左，c3 = 中心 / an area read from A's side",
};

const BOARD: JsonSchema = {
  type: 'string',
  description:
    "5×5 战场：5 行（第 5 行在上，是 B 的底线），每行 5 个区域：. 空、X 封锁、A:名称 / B:名称、A?名称 盖卡 / the 5×5 battlefield, row 5 (B's back row) on top",
};

const cardState: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ap: { type: 'integer', description: 'AP 被效果改变了多少 / AP changed by effects' },
    dp: { type: 'integer', description: 'DP 被效果改变了多少' },
    sp: { type: 'integer', description: 'SP 被效果改变了多少' },
    gp: nat('剩余 GP / GP left (KL-CT-05)'),
    attacked: { type: 'boolean', description: '本回合已攻击 (KL-CB-01)' },
    moved: { type: 'boolean', description: '本回合已移动 (KL-MV-02)' },
    new: { type: 'boolean', description: '本回合降临 (KL-SK-03)' },
    keywords: names('获得的特性（到回合结束）/ granted 特性 until the end of the turn'),
  },
};

export const KALING_SETUP: Record<string, JsonSchema> = { board: BOARD };

export const KALING_SIDE: Record<string, JsonSchema> = {
  hand: names('手牌 / hand'),
  deck: names('卡组，第一张在顶 / deck, top first'),
  discard: names('弃区 / discard pile (KL-ZN-04)'),
  banished: names('除外 / banished'),
  energy: nat('能量 / energy (KL-RES-01)'),
  life: nat('生命点数 / life points (KL-SU-04)'),
  summons: nat('本回合已付费降临次数 (KL-SUM-02)'),
  drawSkillUsed: { type: 'boolean', description: '本回合已用爆能抽卡 (KL-SK-02)' },
  moveSkillUses: nat('本局已用调兵奇袭次数 (KL-SK-03)'),
  cards: {
    type: 'object',
    additionalProperties: cardState,
    description: '棋盘上的卡的状态（卡名#2 为第二张）/ state of cards on the board',
  },
};

const cardExpect: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    at: AREA,
    zone: {
      type: 'string',
      enum: ['hand', 'battlefield', 'deck', 'discard', 'banished'],
      description: '所在区域 / zone (default battlefield)',
    },
    ap: { type: 'integer', description: '现在的 AP / AP in force' },
    dp: { type: 'integer' },
    sp: { type: 'integer' },
    gp: { type: 'integer' },
    faceDown: { type: 'boolean' },
    keywords: names('拥有这些特性 / has these 特性'),
    lacks: names('没有这些特性 / has none of these 特性'),
  },
};

export const KALING_SIDE_EXPECT: Record<string, JsonSchema> = {
  life: nat('生命点数'),
  energy: nat('能量'),
  hand: zoneExpect,
  deck: zoneExpect,
  discard: zoneExpect,
  banished: zoneExpect,
  set: nat('盖卡与放置设备数 / face-down cards and placed devices (KL-CT-07)'),
  cards: {
    type: 'object',
    additionalProperties: cardExpect,
    description: '卡名 → 状态（卡名#2 为第二张）/ card name → state',
  },
};

export const KALING_EXPECT: Record<string, JsonSchema> = {
  board: { ...BOARD, description: '整个战场必须与此一致（同样的写法）/ the whole board, same notation' },
};

const cardName: JsonSchema = { type: 'string', minLength: 1 };

export const KALING_STEPS: Record<string, JsonSchema> = {
  summon: {
    description: '付费降临：卡名（耗能），或 {card, material}（素材）(KL-SUM-02)',
    anyOf: [
      cardName,
      {
        type: 'object',
        additionalProperties: false,
        required: ['card', 'material'],
        properties: { card: cardName, material: cardName },
      },
    ],
  },
  move: {
    type: 'object',
    additionalProperties: false,
    required: ['card', 'to'],
    properties: { card: cardName, to: AREA },
    description: '移动一格 (KL-MV-02)',
  },
  attack: {
    type: 'object',
    additionalProperties: false,
    required: ['attacker', 'at'],
    properties: { attacker: cardName, at: { anyOf: [AREA, { type: 'string', enum: ['player'] }] } },
    description: '攻击一个区域，或 at: player 直接攻击 (KL-CB-01..08)',
  },
  set: { type: 'string', minLength: 1, description: '盖伏手牌 (KL-CT-07)' },
  place: { type: 'string', minLength: 1, description: '放置设备 (KL-CT-04)' },
  skillDraw: { type: 'null', description: '爆能抽卡 (KL-SK-02)' },
  skillMove: {
    type: 'object',
    additionalProperties: false,
    required: ['card', 'to'],
    properties: { card: cardName, to: AREA },
    description: '调兵奇袭 (KL-SK-03)',
  },
  area: {
    ...AREA,
    description: '回答“选择区域”：降临、发动、盖伏、放置、移动、转移、封锁的区域 / answers an area question',
  },
  resist: { type: 'string', enum: ['AP', 'DP'], description: '抵抗值 (KL-CB-05)' },
};
