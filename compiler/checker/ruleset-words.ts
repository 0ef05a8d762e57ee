// Words of another game: a vocabulary word whose entry lists rulesets that do not include the
// card's is an error naming the game it belongs to and why this one lacks it (language.md
// principle 5: `O1范围` in an SLCG card is a checker error with the reason, not a parse error).
import {
  allowedIn,
  entryOf,
  lex,
  T2S,
  toTraditional,
  VOCABULARY,
  VOCAB_BY_ID,
  type CardBlock,
  type Category,
  type Condition,
  type RulesetId,
  type Span,
  type VocabEntry,
} from '../../grammar/index.js';
import { profiles } from '../../runtime/profiles/index.js';
import { RULESET_RESOURCES } from '../../runtime/rulesets/index.js';

/** Short names used inside messages. */
export const SHORT_NAME: Record<RulesetId, string> = { slcg: 'SLCG', guangan: '光暗', kaling: '卡灵时代' };

/** Each ruleset's metadata rule: cited where a check is about the ruleset as a whole. */
export const META_RULE: Record<RulesetId, string> = {
  slcg: 'SLCG-META-01',
  guangan: 'GA-META-01',
  kaling: 'KL-META-01',
};

const CATEGORY_LABEL: Partial<Record<Category, { zh: string; en: string }>> = {
  field: { zh: '字段', en: 'field' },
  cardType: { zh: '卡牌类型', en: 'card type' },
  mark: { zh: '类型标记', en: 'type mark' },
  trait: { zh: '特性', en: 'keyword' },
  timing: { zh: '时机', en: 'timing' },
  effectKind: { zh: '效果种类', en: 'effect kind' },
  variant: { zh: '强化', en: 'enhancement' },
  limit: { zh: '次数限制', en: 'limit' },
  cost: { zh: '代价', en: 'cost' },
  range: { zh: '范围', en: 'range' },
  direction: { zh: '方向', en: 'direction' },
  kind: { zh: '目标种类', en: 'target kind' },
  filter: { zh: '筛选', en: 'filter' },
  effect: { zh: '效果', en: 'effect' },
  event: { zh: '事件', en: 'event' },
  damageType: { zh: '伤害种类', en: 'damage kind' },
  stat: { zh: '数值', en: 'stat' },
  resource: { zh: '资源', en: 'resource' },
  zone: { zh: '区域', en: 'zone' },
  color: { zh: '常值颜色', en: '常值 colour' },
};

interface Reason {
  zh: string;
  en: string;
  rule: string;
}

/** Why a ruleset lacks a kind of word; the rule cited is the one that says what it has instead. */
const REASONS: Record<RulesetId, Partial<Record<Category | 'limitToken', Reason>>> = {
  slcg: {
    range: { zh: 'SLCG 没有格子战场', en: 'SLCG has no grid', rule: 'SLCG-ZN-06' },
    direction: { zh: 'SLCG 没有格子战场', en: 'SLCG has no grid', rule: 'SLCG-ZN-06' },
    limitToken: {
      zh: 'SLCG 的次数限制是【一回合一次】',
      en: 'SLCG limits are written 【一回合一次】',
      rule: 'SLCG-LIM-01',
    },
    cost: { zh: 'SLCG 的卡用“费用”支付能量', en: 'SLCG cards pay energy through 费用', rule: 'SLCG-CT-02' },
    effectKind: {
      zh: 'SLCG 的能力用时机和【行动】表示',
      en: 'SLCG abilities use timings and 【行动】',
      rule: 'SLCG-CH-02',
    },
    cardType: {
      zh: 'SLCG 的卡牌类型是发生、角色、场景',
      en: 'SLCG card types are 发生, 角色 and 场景',
      rule: 'SLCG-CT-01',
    },
    trait: { zh: '它不是 SLCG 的特性', en: 'it is not an SLCG keyword', rule: 'SLCG-KW-12' },
    field: { zh: 'SLCG 的卡没有这个字段', en: 'SLCG cards have no such field', rule: 'SLCG-CT-03' },
  },
  kaling: {
    resource: {
      zh: '卡灵时代没有这种资源；代价写作“耗能N”',
      en: '卡灵时代 has no such resource; costs are 耗能N',
      rule: 'KL-RES-04',
    },
    limit: { zh: '卡灵时代的次数限制写作“回1”', en: '卡灵时代 writes limits as 回1', rule: 'KL-LIM-01' },
    cardType: {
      zh: '卡灵时代的卡牌类型是卡灵、战术、设备',
      en: '卡灵时代 card types are 卡灵, 战术 and 设备',
      rule: 'KL-CT-01',
    },
    trait: {
      zh: '卡灵时代的关键字只有坚守、防爆、辟旋',
      en: '卡灵时代 keywords are 坚守, 防爆 and 辟旋',
      rule: 'KL-KW-01',
    },
    field: { zh: '卡灵时代的卡没有这个字段', en: '卡灵时代 cards have no such field', rule: 'KL-CT-02' },
    color: { zh: '卡灵时代没有常值', en: '卡灵时代 has no 常值', rule: 'KL-CT-02' },
  },
  guangan: {
    range: { zh: '光暗没有格子战场', en: '光暗 has no grid', rule: 'GA-ZN-04' },
    direction: { zh: '光暗没有格子战场', en: '光暗 has no grid', rule: 'GA-ZN-04' },
    limitToken: { zh: '光暗没有这种次数限制', en: '光暗 has no such limit', rule: 'GA-KW-01' },
    limit: { zh: '光暗没有这种次数限制', en: '光暗 has no such limit', rule: 'GA-KW-01' },
    cost: { zh: '光暗的卡消耗体力', en: '光暗 cards cost stamina (体力)', rule: 'GA-RES-04' },
    resource: { zh: '光暗没有这种资源', en: '光暗 has no such resource', rule: 'GA-RES-01' },
    cardType: {
      zh: '光暗的卡牌类型是角色、召唤物、普通、响应、反制（可加持续）',
      en: '光暗 card types are 角色, 召唤物, 普通, 响应, 反制 (with 持续)',
      rule: 'GA-CT-02',
    },
    trait: { zh: '它不是光暗的词条', en: 'it is not a 光暗 keyword', rule: 'GA-CT-10' },
    field: { zh: '光暗的卡没有这个字段', en: '光暗 cards have no such field', rule: 'GA-CHR-03' },
  },
};

function reasonFor(ruleset: RulesetId, cat: Category | 'limitToken'): Reason {
  const r = REASONS[ruleset][cat];
  const short = SHORT_NAME[ruleset];
  const base = r ?? { zh: `${short}没有它`, en: `${short} does not have it`, rule: META_RULE[ruleset] };
  return { zh: `${base.zh}（${short}规则集）`, en: `${base.en} (${short} ruleset)`, rule: base.rule };
}

function owners(e: VocabEntry): { zh: string; en: string } {
  const names = e.rulesets.map((r) => SHORT_NAME[r]);
  return { zh: names.join('、'), en: names.join('/') };
}

/** A word of another game: where it is, the CS2001 args (as written, owners, category, reason in zh and en) and the rule. */
export interface ForeignWord {
  span: Span;
  args: string[];
  rule: string;
  /** The game's own word for the same thing, where it has one (卡灵时代 回1 for SLCG's 一回合一次). */
  instead?: string;
}

/** CS2001 for one word: `word` as written, `e` its entry. */
export function foreignWord(
  word: string,
  span: Span,
  e: VocabEntry,
  ruleset: RulesetId,
  cat: Category | 'limitToken' = e.category,
): ForeignWord {
  const o = owners(e);
  const label = CATEGORY_LABEL[cat === 'limitToken' ? 'limit' : cat] ?? { zh: '用语', en: 'word' };
  const r = reasonFor(ruleset, cat);
  const w: ForeignWord = { span, args: [word, o.zh, label.zh, r.zh, o.en, label.en, r.en], rule: r.rule };
  const instead = WORD_INSTEAD[ruleset]?.[e.id];
  // In the script the word was written in (恢復 → 治癒).
  if (instead) w.instead = [...word].some((ch) => T2S.has(ch)) ? toTraditional(instead) : instead;
  return w;
}

/** A word of another game that means one of this game's own (KL-LIM-01: SLCG-LIM-01's 一回合一次 is 回1). */
const WORD_INSTEAD: Partial<Record<RulesetId, Readonly<Record<string, string>>>> = {
  kaling: { oncePerTurn: '回1' },
  // SLCG-TRM-04: what SLCG recovers is trauma, with 治愈 (回复1点创伤 → 治愈1点创伤).
  slcg: { recover: '治愈' },
};

/** Limits 回N 场N 限N 极N are 卡灵时代 words (KL-LIM-01..05); the lexer reads them as one token. */
const LIMIT_LETTER_ENTRY: Record<string, string> = {
  回: 'limitTurn',
  场: 'limitField',
  場: 'limitField',
  限: 'limitName',
  极: 'limitGame',
  極: 'limitGame',
};

/** A 卡灵时代 limit (scope and count) written the way another game says it: SLCG-LIM-01 【一回合一次】 is 回1. */
export const LIMIT_INSTEAD: Partial<Record<RulesetId, Readonly<Record<string, string>>>> = {
  slcg: { turn1: '【一回合一次】' },
};

export function limitEntry(text: string): VocabEntry | undefined {
  const id = LIMIT_LETTER_ENTRY[text[0]];
  return id ? VOCAB_BY_ID.get(id) : undefined;
}

/**
 * Per ruleset: a regex of every form (2+ chars) it does not allow, and for each such form the
 * allowed forms that contain it (攻击 inside 被攻击), so clean blocks skip lexing altogether.
 */
interface ForeignIndex {
  re: RegExp;
  supers: Map<string, [form: string, offset: number][]>;
}

function buildIndex(ruleset: RulesetId): ForeignIndex {
  const forms = (ok: boolean) =>
    VOCABULARY.filter((e) => allowedIn(e, ruleset) === ok).flatMap((e) => [e.canonical, ...e.aliases]);
  const foreign = [...new Set(forms(false).filter((f) => f.length >= 2))].sort((a, b) => b.length - a.length);
  const allowed = forms(true);
  const supers = new Map<string, [string, number][]>();
  for (const f of foreign) {
    const list: [string, number][] = [];
    for (const g of allowed) for (let i = g.indexOf(f); i >= 0; i = g.indexOf(f, i + 1)) if (g !== f) list.push([g, i]);
    supers.set(f, list);
  }
  // Not global: a global regex keeps lastIndex, state that two scans must not share.
  const re = new RegExp(foreign.map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'));
  return { re, supers };
}

const FOREIGN: Readonly<Record<RulesetId, ForeignIndex>> = {
  slcg: buildIndex('slcg'),
  guangan: buildIndex('guangan'),
  kaling: buildIndex('kaling'),
};

/** Whether the text may hold a word of another game that is not part of a longer allowed word. */
function mayHoldForeign(src: string, ruleset: RulesetId): boolean {
  const { re, supers } = FOREIGN[ruleset];
  for (let from = 0; from < src.length;) {
    const m = re.exec(from ? src.slice(from) : src);
    if (!m) return false;
    const at = from + m.index;
    const covered = supers.get(m[0])?.some(([g, off]) => at >= off && src.startsWith(g, at - off));
    if (!covered) return true;
    from = at + m[0].length;
  }
  return false;
}

/**
 * Every vocabulary word of the card block not allowed in the ruleset. Names, free-text fields and
 * one-character words (上, 左, 无, 场 … also occur inside ordinary text) are skipped; the
 * structured checks cover those where they matter.
 */
export function foreignWords(card: CardBlock, text: string, ruleset: RulesetId): ForeignWord[] {
  const out: ForeignWord[] = [];
  const skip: Span[] = [card.headerSpan];
  for (const f of card.fields) if (f.value.kind === 'Names' || f.value.kind === 'Text') skip.push(f.value.span);
  // 费用N as an ability's cost has its own diagnostic (CS2044).
  for (const a of card.abilities) for (const c of a.costs) if (c.word) skip.push(c.word.span);
  // 支付N点能量 as an effect (SLCG-RES-01): 支付 is the verb of every game whose effects pay (RULESET_RESOURCES `pay`),
  // not only 卡灵时代's cost word.
  if (RULESET_RESOURCES[ruleset].pay?.length)
    for (const a of card.abilities) for (const e of a.effects) if (e.op === 'pay') skip.push(e.verb.span);
  // 当X攻击Y时: 攻击 there is the event word (the 光暗 field 攻击 lexes the same).
  for (const a of card.abilities) if (a.trigger?.attacker) skip.push(a.trigger.eventWord.span);
  // 令其攻击无效: 攻击 there is the attack that woke the ability (无效那次攻击), not the 光暗 field.
  for (const a of card.abilities)
    for (const e of a.effects) if (e.op === 'negate' && e.target?.ref === 'attack') skip.push(e.target.span);
  // 若本回合此角色攻击过 (SLCG-CB-01, GA-CB-01, KL-CB-01): 攻击 there says the card attacked, not the 光暗 field.
  for (const c of conditionsOf(card))
    for (const f of c.target?.filters ?? []) if (f.filter === 'attackedThisTurn') skip.push(f.span);
  // A condition's stat written with another game's word that means this game's own (卡灵时代 生命, KL-SU-04).
  const aliases = profiles[ruleset].conditionAliases;
  if (aliases) for (const c of conditionsOf(card)) if (aliases[c.subject]) skip.push(c.subjectWord.span);
  // Likewise the resource of 获得/失去N点… (卡灵时代 令对方失去1点生命, KL-SU-04): the word the alias names, in that effect.
  const resources = profiles[ruleset].resourceAliases;
  const aliased: Span[] = [];
  if (resources)
    for (const a of card.abilities)
      for (const e of a.effects) if (e.resource && resources[e.resource]) aliased.push(e.span);
  const base = card.span.start;
  const src = text.slice(base, card.span.end);
  // Fast path: most blocks contain no form of another game at all, so they need no lexing.
  if (!mayHoldForeign(src, ruleset)) return out;
  const { tokens } = lex(src);
  for (const t of tokens) {
    const e = entryOf(t);
    if (!e || allowedIn(e, ruleset) || t.image.length < 2) continue;
    const span = { start: base + t.startOffset, end: base + t.startOffset + t.image.length };
    if (skip.some((s) => span.start >= s.start && span.end <= s.end)) continue;
    if (resources?.[e.op ?? e.id] && aliased.some((s) => span.start >= s.start && span.end <= s.end)) continue;
    out.push(foreignWord(t.image, span, e, ruleset));
  }
  return out;
}

/** Every condition of the card: its fields' (登场前提, 费用减免) and its effects' 若. */
function conditionsOf(card: CardBlock): Condition[] {
  const out: Condition[] = [];
  for (const f of card.fields)
    if ((f.value.kind === 'Condition' || f.value.kind === 'CostReduction') && f.value.condition)
      out.push(f.value.condition);
  for (const a of card.abilities) for (const e of a.effects) if (e.condition) out.push(e.condition);
  // 若A且B / 若A或B: each part too.
  for (let i = 0; i < out.length; i++) out.push(...(out[i].also?.conditions ?? []));
  return out;
}
