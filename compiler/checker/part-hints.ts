// What the designer can write instead when a part of an effect would be lost (CS2036), in the designer's words:
// the effect's own verb and phrases, never the IR's op names (compiler/ir/coverage.ts says which parts each op keeps).
import { entriesOf, type Category, type Effect, type Target } from '../../grammar/index.js';
import { COVERAGE, PART_LABEL } from '../ir/coverage.js';

export interface PartHint {
  zh: string;
  en: string;
  /** Text replacing the whole effect, when one rewrite is obvious. */
  newText?: string;
  /** The rule that says what is written instead, when it is not the ruleset's META rule. */
  rule?: string;
}

type Part = keyof typeof PART_LABEL;

/** How to write `e` without its `part` (`fromVerb`: the effect's text from its verb on; `text`: all of it). */
export function partHint(e: Effect, part: Part, fromVerb: string, text = fromVerb): PartHint {
  const verb = e.verb.text;
  const use = COVERAGE[e.op].target;
  // KL-SUM-03: 超越降临「X」 takes the named 卡灵 from its player's hand, else deck, else 弃区; nothing else narrows it.
  if (e.op === 'overSummon' && (part === 'target' || part === 'targetDetail')) {
    const name = e.name?.name;
    if (name !== undefined) {
      const one = `${verb}一张「${name}」`;
      return {
        zh: `“${verb}”只按卡名找卡灵，依次从己方手牌、卡组、弃区找（KL-SUM-03），不能指定从哪里找或再加限定：写“${one}”`,
        en: `"${verb}" finds the 卡灵 by its name alone, in its player's hand, else deck, else 弃区 (KL-SUM-03); where it looks and other filters cannot be written: write "${one}"`,
        newText: one,
        rule: 'KL-SUM-03',
      };
    }
    return {
      zh: `“${verb}”只按卡名降临一张卡灵（依次从己方手牌、卡组、弃区找，KL-SUM-03），不能按等级、特征或区域挑选：写“${verb}一张「卡名」”`,
      en: `"${verb}" summons one 卡灵 by its name (found in its player's hand, else deck, else 弃区, KL-SUM-03), never one chosen by level, trait or zone: write "${verb}一张「name」"`,
      rule: 'KL-SUM-03',
    };
  }
  if (part === 'targetDetail' && use === 'side') {
    // 治愈 / 抽 / 获得…点X / 失去…点X: a player's (双方各: each player's), never a card's.
    if (e.target?.side === 'both')
      return {
        zh: `“${verb}”作用于玩家，不作用于卡：写“双方各${fromVerb}”`,
        en: `"${verb}" acts on players, not on cards: write "双方各${fromVerb}"`,
        newText: `双方各${fromVerb}`,
      };
    const opp = e.target?.side === 'opponent';
    return {
      zh: `“${verb}”作用于一方玩家，不作用于卡：写“${fromVerb}”（己方）或“令对方${fromVerb}”`,
      en: `"${verb}" acts on a player, not on a card: write "${fromVerb}" (own side) or "令对方${fromVerb}"`,
      newText: opp ? `令对方${fromVerb}` : fromVerb,
    };
  }
  if (part === 'targetDetail' && use === 'ref')
    return {
      zh: `“${verb}”只说无效什么：写“${verb}那次攻击”“${verb}那张卡牌”或“${verb}那个效果”`,
      en: `"${verb}" names only what it cancels: write "${verb}那次攻击", "${verb}那张卡牌" or "${verb}那个效果"`,
    };
  // KL-TX-04: 载入 takes from its own player's deck, so 双方各载入 / 令对方载入 (a side before the verb: who does it) would
  // be the controller's search alone.
  const side = e.target?.side;
  const sideAfterVerb = entriesOf('side').some((x) => [x.canonical, ...x.aliases].some((f) => fromVerb.includes(f)));
  if (part === 'targetDetail' && use === 'filters' && (side === 'both' || side === 'opponent') && !sideAfterVerb)
    return {
      zh: `“${verb}”只由使用这个能力的玩家从自己的卡组里找，不能让${side === 'opponent' ? '对方' : '双方各'}${verb}：写“${fromVerb}”（只有己方${verb}）`,
      en: `"${verb}" is done by the ability's player alone, from their own deck; no effect makes ${side === 'opponent' ? 'the opponent' : 'each player'} do it: write "${fromVerb}" (only one's own)`,
      newText: fromVerb,
    };
  if (part === 'targetDetail' && use === 'filters')
    return {
      zh: `“${verb}”总是从己方卡组里找：只写要找的卡，如“${verb}一张「卡名」”或“${verb}一张特征为「X」的卡”`,
      en: `"${verb}" always looks in its player's deck: name only the card, e.g. "${verb}一张「name」" or "${verb}一张特征为「X」的卡"`,
    };
  if (part === 'duration')
    return {
      zh: `“${verb}”是一次性的，没有持续时间：删去“直到…”`,
      en: `"${verb}" happens once and has no duration: leave out "直到…"`,
    };
  if (part === 'range') {
    // The IR keeps one of them (lower.ts: the range, else the directions): name the ones written, whichever range.
    const t: Target | undefined = e.target?.range && e.target.directions?.length ? e.target : e.to;
    const range = written(text, 'range', t?.range ? [t.range] : []);
    const dirs = written(text, 'direction', t?.directions ?? []);
    const inRange = `${range}${/範圍/.test(range) ? '內' : /范围/.test(range) ? '内' : ''}的…`;
    return {
      zh: `范围“${range}”和方向“${dirs}”不能一起限定一个目标：只留一个，如“${inRange}”或“${dirs}的…”`,
      en: `a range ("${range}") and a direction ("${dirs}") cannot narrow one target together: keep one, e.g. "${inRange}" or "${dirs}的…"`,
    };
  }
  const l = PART_LABEL[part];
  return {
    zh: `“${verb}”不带${l.zh}：删去它，或换一种写法`,
    en: `"${verb}" takes no ${l.en.replace(/^the /, '')}: leave it out or say it another way`,
  };
}

/** The words of `category` standing for `ops`, as written in `text` (else their simplified forms), joined by 、. */
function written(text: string, category: Category, ops: readonly string[]): string {
  const entries = entriesOf(category);
  return ops
    .map((op) => {
      const e = entries.find((x) => x.op === op);
      if (!e) return op;
      const forms = [e.canonical, ...e.aliases].sort((a, b) => b.length - a.length);
      return forms.find((f) => text.includes(f)) ?? e.canonical;
    })
    .join('、');
}

/** The text of `e` from its verb on (治愈1点创伤 of 双方治愈1点创伤). */
export function fromVerb(text: string, e: Effect): string {
  return text.slice(e.verb.span.start, e.span.end);
}
