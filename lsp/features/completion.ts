// Completion that knows where the cursor is: ruleset names, card types after 类型：, fields and
// 【keywords】 at the start of a card line, keywords inside 【, card names after 「, and effect
// verbs, targets, limits and ranges in ability text. Labels are simplified; traditional input
// matches through filterText.
import type { CompletionItem, CompletionList, Range } from 'vscode-languageserver';
import {
  RULESET_IDS,
  RULESET_NAMES,
  VOCABULARY,
  allowedIn,
  type Category,
  type RulesetId,
  type VocabEntry,
} from '../../grammar/index.js';
import type { CardAnalysis } from '../analysis.js';
import { fieldsForCard, isCardMark } from '../profile.js';
import { BRACKET_CATEGORIES, formsOf } from '../vocab.js';

export interface CompletionInput {
  analysis: CardAnalysis;
  offset: number;
  /** Names of the cards of the set, for 「. */
  cardNames: () => Iterable<string>;
  /** Names of the set's 角色 cards, for 专属 (GA-CT-09: an exclusive card belongs to a character); without it, none. */
  characterNames?: () => Iterable<string>;
}

const K = {
  Text: 1,
  Method: 2,
  Function: 3,
  Field: 5,
  Variable: 6,
  Class: 7,
  Property: 10,
  Unit: 11,
  Value: 12,
  Keyword: 14,
  Snippet: 15,
  Reference: 18,
  EnumMember: 20,
  Constant: 21,
  Event: 23,
  Operator: 24,
} as const;

const KIND_OF: Partial<Record<Category, number>> = {
  field: K.Field,
  cardType: K.Class,
  mark: K.Keyword,
  trait: K.Keyword,
  timing: K.Event,
  effectKind: K.Keyword,
  variant: K.Keyword,
  side: K.EnumMember,
  limit: K.Operator,
  cost: K.Unit,
  range: K.Constant,
  direction: K.Constant,
  kind: K.Class,
  ref: K.Reference,
  quantifier: K.Value,
  effect: K.Function,
  event: K.Event,
  damageType: K.EnumMember,
  duration: K.Value,
  stat: K.Property,
  resource: K.Property,
  zone: K.Constant,
  color: K.EnumMember,
  connective: K.Operator,
  filter: K.Operator,
  unit: K.Unit,
};

const FIELD_RE = /^[ \t\u3000]+(\S+?)[ \t]*[：:]([^：:]*)$/u;

function docOf(e: VocabEntry): { kind: 'markdown'; value: string } {
  const alias = e.aliases.length ? `（${e.aliases.join('、')}）` : '';
  const rules = e.rules.length ? `\n\n${e.rules.join(' · ')}` : '';
  return { kind: 'markdown', value: `**${e.canonical}**${alias}\n\n${e.zh}\n\n${e.en}${rules}` };
}

function filterFor(e: VocabEntry, typed: string, wrap: (s: string) => string = (s) => s): string {
  const forms = formsOf(e);
  const hit = typed ? forms.find((f) => f.startsWith(typed) || typed.startsWith(f)) : undefined;
  const ordered = hit ? [hit, ...forms.filter((f) => f !== hit)] : forms;
  return ordered.map(wrap).join(' ');
}

function entryItem(
  e: VocabEntry,
  range: Range,
  typed: string,
  opts: { insert?: string; label?: string; sort?: string; wrap?: (s: string) => string } = {},
): CompletionItem {
  const label = opts.label ?? e.canonical;
  const insert = opts.insert ?? label;
  return {
    label,
    kind: (KIND_OF[e.category] ?? K.Text) as CompletionItem['kind'],
    detail: e.en,
    documentation: docOf(e),
    filterText: filterFor(e, typed, opts.wrap),
    sortText: opts.sort ?? label,
    textEdit: { range, newText: insert },
  };
}

const allowed = (e: VocabEntry, r: RulesetId | undefined) => !r || allowedIn(e, r);

/** The longest suffix of `before` (≤ 8 chars) that is a prefix of some candidate form. */
function typedSuffix(before: string, forms: readonly string[]): string {
  const max = Math.min(8, before.length);
  for (let n = max; n > 0; n--) {
    const s = before.slice(before.length - n);
    if (/[\s【】「」：:；;，,。、（）()]/.test(s)) continue;
    if (forms.some((f) => f.startsWith(s))) return s;
  }
  return '';
}

function rangeBack(a: CardAnalysis, offset: number, n: number, extraAfter = 0): Range {
  return a.lines.range({ start: offset - n, end: offset + extraAfter });
}

const ABILITY_CATEGORIES: Category[] = [
  'effect',
  'side',
  'range',
  'duration',
  'zone',
  'ref',
  'quantifier',
  'kind',
  'damageType',
  'stat',
  'resource',
  'filter',
  'direction',
  'event',
  'cost',
];
const ABILITY_CONNECTIVES = new Set([
  'when',
  'if',
  'may',
  'to',
  'make',
  'choose',
  'then',
  'material',
  'ignore',
  'random',
]);

export function complete(input: CompletionInput): CompletionList {
  const { analysis: a, offset } = input;
  const pos = a.lines.position(offset);
  const lineStart = offset - pos.character;
  const before = a.text.slice(lineStart, offset);
  const after = a.text.slice(offset, a.text.indexOf('\n', offset) < 0 ? a.text.length : a.text.indexOf('\n', offset));
  const r = a.ruleset;
  const items: CompletionItem[] = [];
  const done = (): CompletionList => ({ isIncomplete: false, items });
  const card = a.cardAt(offset);
  const inComment = before.includes('#');
  if (inComment) return done();

  // Prelude / column 0: 卡牌 and 规则：
  if (!/^[ \t\u3000]/.test(before)) {
    const m = /^(规则|規則|规则集|規則集)\s*[：:]\s*(\S*)$/.exec(before);
    if (m) {
      for (const id of RULESET_IDS) {
        items.push({
          label: id,
          kind: K.EnumMember,
          detail: `${RULESET_NAMES[id].zh} · ${RULESET_NAMES[id].en}`,
          textEdit: { range: rangeBack(a, offset, m[2].length), newText: id },
        });
      }
      return done();
    }
    if (/^\S{0,2}$/.test(before)) {
      items.push({
        label: '卡牌',
        kind: K.Snippet,
        detail: 'card block',
        insertTextFormat: 2,
        filterText: '卡牌 kapai card',
        textEdit: { range: rangeBack(a, offset, before.length), newText: '卡牌 ${1:名称}\n  类型：$0' },
      });
      if (offset <= a.firstCardStart()) {
        items.push({
          label: '规则：',
          kind: K.Keyword,
          detail: 'ruleset directive',
          filterText: '规则 規則',
          textEdit: { range: rangeBack(a, offset, before.length), newText: '规则：' },
        });
      }
    }
    return done();
  }

  // Inside 「…: card names of the set.
  const q = before.lastIndexOf('「');
  if (q >= 0 && before.indexOf('」', q) < 0) {
    const typed = before.slice(q + 1);
    const close = after.startsWith('」') ? '' : '」';
    const range = rangeBack(a, offset, typed.length);
    const seen = new Set<string>();
    for (const name of input.cardNames()) {
      if (seen.has(name)) continue;
      seen.add(name);
      items.push({ label: name, kind: K.Reference, filterText: name, textEdit: { range, newText: name + close } });
    }
    return done();
  }

  // Inside 【…: keywords, timings, sides, limits, marks of the ruleset.
  const b = Math.max(before.lastIndexOf('【'), before.lastIndexOf('['));
  if (b >= 0 && before.indexOf('】', b) < 0 && before.indexOf(']', b) < 0) {
    const typed = before.slice(b + 1);
    const close = after.startsWith('】') || after.startsWith(']') ? '' : '】';
    const range = rangeBack(a, offset, typed.length);
    const onTypeLine = /^\s+(类型|類型)\s*[：:]/.test(before);
    for (const e of VOCABULARY) {
      if (!BRACKET_CATEGORIES.has(e.category) || !allowed(e, r)) continue;
      if (e.category === 'limit' && e.id !== 'oncePerTurn') continue;
      // Marks of the card on the 类型 line, everything else off it (光暗 咒术 瞬发 …: CS2038 elsewhere).
      if (onTypeLine !== isCardMark(e, r)) continue;
      items.push(entryItem(e, range, typed, { insert: e.canonical + close, sort: `${e.category}:${e.canonical}` }));
    }
    return done();
  }

  // A second colon after a field's (费用：：): nothing a field's value may hold, so nothing is offered.
  const field2 = /^[ \t\u3000]+(\S+?)[ \t]*[：:].*[：:]/.exec(before);
  if (field2 && VOCABULARY.some((e) => e.category === 'field' && formsOf(e).includes(field2[1]))) return done();

  const fm = FIELD_RE.exec(before);
  if (fm && card) {
    const label = fm[1];
    const value = fm[2];
    const fe = VOCABULARY.find((e) => e.category === 'field' && formsOf(e).includes(label));
    if (fe?.id === 'type') {
      const typed = typedSuffix(value, VOCABULARY.filter((e) => e.category === 'cardType').flatMap(formsOf));
      const range = rangeBack(a, offset, typed.length);
      for (const e of VOCABULARY) {
        if (e.category === 'cardType' && allowed(e, r)) items.push(entryItem(e, range, typed));
        if (isCardMark(e, r) && allowed(e, r) && value.trim())
          items.push(
            entryItem(e, range, typed, {
              label: `【${e.canonical}】`,
              sort: `~${e.canonical}`,
              wrap: (s) => `【${s}】`,
            }),
          );
      }
      return done();
    }
    if (fe?.id === 'value' || fe?.id === 'attackArea') {
      const cat: Category = fe.id === 'value' ? 'color' : 'direction';
      const typed = typedSuffix(value, VOCABULARY.filter((e) => e.category === cat).flatMap(formsOf));
      const range = rangeBack(a, offset, typed.length);
      for (const e of VOCABULARY) if (e.category === cat && allowed(e, r)) items.push(entryItem(e, range, typed));
      return done();
    }
    if (fe?.id === 'exclusive') {
      // GA-CT-09: the set's characters, never the card itself.
      const typed = value.trim();
      const range = rangeBack(a, offset, typed.length);
      for (const name of new Set(input.characterNames?.() ?? []))
        if (name !== card.name)
          items.push({ label: name, kind: K.Reference, filterText: name, textEdit: { range, newText: name } });
      return done();
    }
    if (fe && fe.id !== 'costReduction' && fe.id !== 'prerequisite') return done();
  }

  // Start of a card line: fields valid for the card type, 【keywords】, limits, 当…时.
  const lm = /^[ \t\u3000]+([^\s【】「」：:；;，,。、]*)$/.exec(before);
  if (lm && card) {
    const typed = lm[1];
    const range = rangeBack(a, offset, typed.length);
    const presence = fieldsForCard(card, r);
    const have = new Set(card.fields.map((f) => f.id));
    for (const e of VOCABULARY) {
      if (e.category !== 'field' || !allowed(e, r) || have.has(e.id)) continue;
      const p = presence?.get(e.id as never);
      if (p === 'forbidden') continue;
      const sort = `${p === 'required' || e.id === 'type' ? '0' : '1'}${e.canonical}`;
      items.push(entryItem(e, range, typed, { label: e.canonical, insert: `${e.canonical}：`, sort, wrap: (s) => s }));
    }
    for (const e of VOCABULARY) {
      if (!allowed(e, r)) continue;
      // Not a mark of the card: it goes on the 类型 line (光暗 【瞬发】【咒术】【符术】【蓄力】, GA-KW-01..04).
      if (isCardMark(e, r)) continue;
      if (['trait', 'timing', 'effectKind', 'side', 'variant'].includes(e.category) || e.id === 'oncePerTurn') {
        items.push(
          entryItem(e, range, typed, {
            label: `【${e.canonical}】`,
            sort: `2${e.category}${e.canonical}`,
            wrap: (s) => `【${s}】`,
          }),
        );
      }
    }
    if (!r || r === 'kaling') {
      for (const [id, letter] of [
        ['limitTurn', '回'],
        ['limitField', '场'],
        ['limitName', '限'],
        ['limitGame', '极'],
      ] as const) {
        const e = VOCABULARY.find((x) => x.id === id)!;
        items.push({
          ...entryItem(e, range, typed, { label: `${letter}1`, sort: `3${letter}` }),
          insertTextFormat: 2,
          textEdit: { range, newText: `${letter}\${1:1} ` },
        });
      }
    }
    items.push({
      label: '当…时：',
      kind: K.Snippet,
      insertTextFormat: 2,
      filterText: '当…时 當 当',
      sortText: '4',
      textEdit: { range, newText: '当${1}时：$0' },
    });
    // An ability may start with its effect text (抽1张卡。 对一个敌方角色…).
    abilityItems(a, before, offset, r, items);
    return done();
  }

  // Ability text: verbs, targets, ranges, durations, zones, connectives.
  abilityItems(a, before, offset, r, items);
  return done();
}

/** Verbs, vocabulary words and target phrases for ability text; each group replaces what it matches. */
function abilityItems(
  a: CardAnalysis,
  before: string,
  offset: number,
  r: RulesetId | undefined,
  items: CompletionItem[],
): void {
  const cands = VOCABULARY.filter(
    (e) => allowed(e, r) && (ABILITY_CATEGORIES.includes(e.category) || ABILITY_CONNECTIVES.has(e.id)),
  );
  const typed = typedSuffix(before, cands.flatMap(formsOf));
  const range = rangeBack(a, offset, typed.length);
  for (const e of cands)
    items.push(entryItem(e, range, typed, { sort: `5${e.category === 'effect' ? '0' : '1'}${e.canonical}` }));
  if (!r || r === 'kaling') {
    // 回N 场N 限N 极N after the 【启动】/【瞬发】 head.
    for (const [id, letter] of [
      ['limitTurn', '回'],
      ['limitField', '场'],
      ['limitName', '限'],
      ['limitGame', '极'],
    ] as const) {
      const e = VOCABULARY.find((x) => x.id === id)!;
      const lt = before.endsWith(letter) ? letter : '';
      const lr = rangeBack(a, offset, lt.length);
      items.push({
        ...entryItem(e, lr, lt, { label: `${letter}1`, sort: `4${letter}` }),
        insertTextFormat: 2,
        textEdit: { range: lr, newText: `${letter}\${1:1}` },
      });
    }
  }
  // 选择一项：A；或B (a choice between effects, grammar/clauses/modes.ts): the lead and two options to fill in.
  const mtyped = typedSuffix(before, ['选择一项：', '选择一项', '选择']);
  const mrange = rangeBack(a, offset, mtyped.length);
  items.push({
    label: '选择一项：…；或…',
    kind: K.Snippet,
    detail: 'choice between effects',
    documentation: '选择一项：由控制者在打出或发动时（指定目标之前）选择其中一项效果执行。',
    insertTextFormat: 2,
    filterText: '选择一项 選擇一項 二选一 xuanze choose',
    sortText: '52选择一项',
    textEdit: { range: mrange, newText: `选择一项：\${1:抽1张卡}；或\${2:${SECOND_OPTION[r ?? 'slcg']}}。` },
  });
  const phrases = targetPhrases(r);
  const ptyped = typedSuffix(before, phrases);
  const prange = rangeBack(a, offset, ptyped.length);
  for (const phrase of phrases) {
    items.push({
      label: phrase,
      kind: K.Value,
      detail: 'target',
      filterText: phrase,
      sortText: `6${phrase}`,
      textEdit: { range: prange, newText: phrase },
    });
  }
}

/** The second option the 选择一项 snippet offers: an effect of the ruleset (the first, 抽1张卡, is every game's). */
const SECOND_OPTION: Readonly<Record<RulesetId, string>> = {
  slcg: '推动进度+1',
  kaling: '令对方失去1点生命',
  guangan: '令一个己方角色回复2点生命',
};

/** Common target phrases of a ruleset: 一个对方角色, 所有己方卡灵, … */
function buildPhrases(r: RulesetId | undefined): string[] {
  const kinds = VOCABULARY.filter(
    (e) =>
      allowed(e, r) &&
      ((e.category === 'cardType' && ['character', 'kaling', 'device', 'summonCard'].includes(e.id)) ||
        e.id === 'area'),
  ).map((e) => e.canonical);
  const out: string[] = [];
  for (const k of kinds)
    for (const side of ['对方', '己方']) for (const q of ['一个', '所有']) out.push(`${q}${side}${k}`);
  return out;
}

const PHRASES: ReadonlyMap<RulesetId | undefined, readonly string[]> = new Map(
  [undefined, ...RULESET_IDS].map((r) => [r, buildPhrases(r)]),
);

function targetPhrases(r: RulesetId | undefined): readonly string[] {
  return PHRASES.get(r) ?? [];
}
