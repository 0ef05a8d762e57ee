// Names of the constructs a reader expects, for "not understood" diagnostics: each message says
// what should have stood there, with a documented example (docs/language.md). The parser knows no ruleset, so its
// examples are of every game; once the file's ruleset is known, `forRuleset` gives the examples of that game.
import { costHeadForRuleset } from './cost-heads.js';
import { diag, type Diagnostic } from './diagnostics.js';
import type { RulesetId } from './rulesets.js';
import type { Span } from './source.js';
import { DID_YOU_MEAN_ZH } from './suggest.js';
import { immunityKeyword } from './clauses/report.js';
import { formInScript, scriptOf } from './guess-script.js';
import { allowedIn, VOCAB_BY_FORM, VOCAB_BY_ID, type VocabEntry } from './vocabulary.js';

export interface Construct {
  zh: string;
  en: string;
}

export const CONSTRUCTS = {
  effect: { zh: '一个效果，如“造成2点伤害”“抽1张卡”“将其回归”', en: 'an effect, e.g. 造成2点伤害, 抽1张卡, 将其回归' },
  target: {
    zh: '一个目标，如“一个对方角色”“O1范围内的己方卡灵”“其”',
    en: 'a target, e.g. 一个对方角色, O1范围内的己方卡灵, 其',
  },
  condition: {
    zh: '一个条件，如“己方胜利进度≥5”“O1范围内有己方设备”',
    en: 'a condition, e.g. 己方胜利进度≥5, O1范围内有己方设备',
  },
  event: {
    zh: '一个事件，如“对方卡灵降临”“己方角色受到伤害”“对方发动战术卡”',
    en: 'an event, e.g. 对方卡灵降临, 己方角色受到伤害, 对方发动战术卡',
  },
  damageNoun: { zh: '“伤害”（造成N点伤害）', en: '伤害 (造成N点伤害)' },
  receiveWhat: { zh: '“伤害”或“创伤”（受到N点伤害/创伤）', en: '伤害 or 创伤 (受到N点伤害/创伤)' },
  resource: {
    zh: '一种资源或【特性】，如“1点能量”“【守护】”',
    en: 'a resource or 【keyword】, e.g. 1点能量, 【守护】',
  },
  amount: { zh: '一个数值变化，如“+2”“-1”', en: 'a change, e.g. +2, -1' },
  destination: { zh: '目的地，如“至O1范围内的一个空置区域”', en: 'a destination, e.g. 至O1范围内的一个空置区域' },
  name: { zh: '「卡牌名」', en: 'a 「card name」' },
  deck: { zh: '一个卡组，如“卡组”“对方的卡组”', en: 'a deck, e.g. 卡组, 对方的卡组' },
  negatable: { zh: '“那次攻击”“那次创伤”“那张卡牌”或“该效果”', en: '那次攻击, 那次创伤, 那张卡牌 or 该效果' },
} as const satisfies Record<string, Construct>;

export type ConstructName = keyof typeof CONSTRUCTS;

const ex = (zhHead: string, enHead: string, ...forms: string[]): Construct => ({
  zh: `${zhHead}，如${forms.map((f) => `“${f}”`).join('')}`,
  en: `${enHead}, e.g. ${forms.join(', ')}`,
});

/** The examples of each game, for the constructs whose generic examples mix games. */
const BY_RULESET: Readonly<Record<RulesetId, Partial<Record<ConstructName, Construct>>>> = {
  slcg: {
    effect: ex('一个效果', 'an effect', '造成2点伤害', '抽1张卡', '推动进度+1'),
    target: ex('一个目标', 'a target', '一个对方角色', '所有己方角色', '其'),
    condition: ex('一个条件', 'a condition', '己方胜利进度≥5', '对方场上没有角色'),
    event: ex('一个事件', 'an event', '对方角色登场', '己方角色受到伤害', '己方受到创伤'),
  },
  kaling: {
    effect: ex('一个效果', 'an effect', '抽1张卡', '将其回归', '其AP-2'),
    target: ex('一个目标', 'a target', '一张对方卡灵', 'O1范围内的己方卡灵', '其'),
    condition: ex('一个条件', 'a condition', '己方能量≥3', 'O1范围内有己方设备'),
    event: ex('一个事件', 'an event', '对方卡灵降临', '己方卡灵被攻击', '对方发动战术卡'),
  },
  guangan: {
    effect: ex('一个效果', 'an effect', '造成2点伤害', '抽1张卡', '令一个己方角色回复3点生命'),
    target: ex('一个目标', 'a target', '一个敌方角色', '所有己方角色', '其'),
    condition: ex('一个条件', 'a condition', '己方光暗值≥5', '对方场上没有角色'),
    event: ex('一个事件', 'an event', '己方角色受到伤害', '敌方角色出击', '己方角色阵亡'),
  },
};

/**
 * CS1083 (若其阵亡 / 若其被清除 with no card its 其 names): what to write instead, in each game's words — an effect that
 * designates a card and asks after it, the card's own moment and another card's (SLCG-TX-03 消灭, KL-TX-01 清除,
 * GA-CHR-04 阵亡). The parser, which knows no ruleset, words it as SLCG does.
 */
const IT_NAMES_NOTHING: Readonly<Record<RulesetId, readonly [string, string, string]>> = {
  slcg: ['对一个对方角色造成2点伤害，若其阵亡，抽1张卡', '【消灭时】', '当对方角色被消灭时：…'],
  kaling: ['清除一张对方卡灵，若其被清除，抽1张卡', '【被清除时】', '当对方卡灵被清除时，…'],
  guangan: ['对一个敌方角色造成2点法术伤害，若其阵亡，抽1张卡', '【阵亡时】', '当敌方角色阵亡时：…'],
};

/** CS1083 at `span`, quoting `written`, in SLCG's words until the file's game is known (forRuleset). */
export function itNamesNothing(span: Span, written: string): Diagnostic {
  return diag('CS1083', span, [written, ...IT_NAMES_NOTHING.slcg]);
}

/** What a position hint's note holds (clauses/report.ts positionHint), so a game without a grid drops it. */
const GRID_HINT_MARK = 'O1范围';

const RULESET_SHORT: Readonly<Record<RulesetId, string>> = { slcg: 'SLCG', guangan: '光暗', kaling: '卡灵时代' };

const DID_YOU_MEAN = DID_YOU_MEAN_ZH;

/** Whether a did-you-mean suggestion (a form, maybe in 【】) is a word the game has. */
function ownWord(text: string, ruleset: RulesetId): boolean {
  const e = wordOf(text.replace(/^【|】$/g, ''));
  return !e || allowedIn(e, ruleset);
}

/**
 * The vocabulary word a suggestion stands for: the word itself, or the event word of a timing CS1002 offers
 * (`复活时`, `当此卡被回归时`: 复活 and 回归), so an SLCG file is not offered 光暗's 复活时.
 */
function wordOf(text: string): VocabEntry | undefined {
  const own = text.replace(/^[当當]此卡/, '');
  const whole = VOCAB_BY_FORM.get(own);
  if (whole) return whole;
  const event = /^(?:[被])?(.+?)[时時]$/.exec(own)?.[1];
  return event ? VOCAB_BY_FORM.get(event) : undefined;
}

/**
 * Did-you-mean suggestions of the game only: a 光暗 `类型：普通 【启动】` is not offered SLCG's 行动. An unknown word that
 * is another game's (启动 is 卡灵时代's) says so.
 */
function ownSuggestions(d: Diagnostic, ruleset: RulesetId): Diagnostic {
  const guess = (f: { title: string; edits: { newText: string }[] }) =>
    f.edits.length === 1 && f.title === `改为“${f.edits[0].newText}”`;
  const fixes = d.fixes?.filter((f) => !guess(f) || ownWord(f.edits[0].newText, ruleset));
  const kept = (fixes ?? []).filter(guess).map((f) => f.edits[0].newText);
  let notes = d.notes;
  if (notes?.some((n) => n.zh.startsWith(DID_YOU_MEAN))) {
    const shown = kept.length ? kept : undefined;
    notes = notes.flatMap((n) =>
      !n.zh.startsWith(DID_YOU_MEAN)
        ? [n]
        : shown
          ? [{ zh: `${DID_YOU_MEAN}${shown.join('、')}？`, en: `did you mean: ${shown.join(', ')}?` }]
          : [],
    );
  }
  const word = d.code === 'CS1029' ? VOCAB_BY_FORM.get(String(d.args[0])) : undefined;
  if (word && !allowedIn(word, ruleset)) {
    const owners = word.rulesets.map((r) => RULESET_SHORT[r]);
    notes = [
      ...(notes ?? []),
      {
        zh: `“${String(d.args[0])}”是${owners.join('、')}的用语，${RULESET_SHORT[ruleset]}没有它`,
        en: `"${String(d.args[0])}" is a word of ${owners.join('/')}, which ${RULESET_SHORT[ruleset]} does not have`,
      },
    ];
  }
  if (fixes === d.fixes && notes === d.notes) return d;
  const out: Diagnostic = { ...d };
  if (fixes?.length) out.fixes = fixes;
  else delete out.fixes;
  if (notes?.length) out.notes = notes;
  else delete out.notes;
  return out;
}

/**
 * CS1042 (对对方造成1点创伤: SLCG-TRM-01, a player receives 创伤) is SLCG's: 创伤 is no word of 光暗 or 卡灵时代, so
 * there the line lacks its damage noun (CS1033), and the fix writes 伤害 for 创伤 in the file's script — never
 * offering the other game's 受到N点创伤.
 */
function traumaForRuleset(d: Diagnostic, ruleset: RulesetId, text: string): Diagnostic {
  const trauma = VOCAB_BY_ID.get('trauma');
  if (!trauma || allowedIn(trauma, ruleset)) return d;
  const src = text.slice(d.span.start, d.span.end);
  const at = Math.max(src.lastIndexOf('创伤'), src.lastIndexOf('創傷'));
  const c = CONSTRUCTS.damageNoun;
  if (!text || at < 0) {
    const rest: Diagnostic = { ...d };
    delete rest.fixes;
    return rest;
  }
  const span = { start: d.span.start + at, end: d.span.start + at + 2 };
  const noun = src[at] === '創' ? '傷害' : '伤害';
  return diag('CS1033', span, [src.slice(0, at), c.zh, c.en], {
    severity: d.severity,
    fixes: [{ title: `改为“${noun}”`, titleEn: `change to "${noun}"`, edits: [{ span, newText: noun }] }],
  });
}

/**
 * CS1118 (此卡灵不会被效果清除) names the file's game's keyword: 卡灵时代's 【防爆】 (KL-KW-02) for SLCG's 【法术免疫】
 * (SLCG-KW-08), its fix included; 光暗 has none, CS1119.
 */
function immunityForRuleset(d: Diagnostic, ruleset: RulesetId, text: string): Diagnostic {
  if (ruleset === 'guangan') return diag('CS1119', d.span, [d.args[0]], { severity: d.severity });
  const [word, rule] = immunityKeyword(ruleset);
  // The keyword in the script of the phrase it replaces (此角色不能被效果消滅 → 【法術免疫】).
  const script = text ? scriptOf(text, d.span.start, d.span.end) : undefined;
  const kw = script ? formInScript(`【${word}】`, script) : `【${word}】`;
  const fixes = d.fixes?.map((f) => ({
    title: `改为“${kw}”`,
    titleEn: `change to "${kw}"`,
    edits: f.edits.map((e) => ({ ...e, newText: kw })),
  }));
  return diag('CS1118', d.span, [d.args[0], word, rule], { severity: d.severity, ...(fixes && { fixes }) });
}

/**
 * A parser diagnostic for the file's game: a "not understood" one (CS1016, CS1022, CS1023, CS1191) with the examples of that
 * game, did-you-mean suggestions of its words only, and a cost no ability pays (CS1061) with what the game pays
 * instead (`text`: the file's, for the fixes).
 */
export function forRuleset(d: Diagnostic, ruleset: RulesetId, text = ''): Diagnostic {
  if (d.code === 'CS1061') return costHeadForRuleset(d, ruleset, text);
  if (d.code === 'CS1042') return traumaForRuleset(d, ruleset, text);
  if (d.code === 'CS1118') return immunityForRuleset(d, ruleset, text);
  if (d.code === 'CS1083')
    return { ...d, ...diag('CS1083', d.span, [d.args[0], ...IT_NAMES_NOTHING[ruleset]], { severity: d.severity }) };
  if (d.fixes?.length || d.notes?.length || d.code === 'CS1029') d = ownSuggestions(d, ruleset);
  const code = d.code;
  if (code !== 'CS1016' && code !== 'CS1022' && code !== 'CS1023' && code !== 'CS1191') return d;
  // 相邻的 → O1范围内的 (clauses/report.ts positionHint) is 卡灵时代's grid; SLCG and 光暗 have none (CS2001's reason).
  if (ruleset !== 'kaling' && d.notes?.some((n) => n.zh.includes(GRID_HINT_MARK))) {
    const rest: Diagnostic = { ...d };
    delete rest.notes;
    delete rest.fixes;
    d = rest;
  }
  const name = (Object.keys(CONSTRUCTS) as ConstructName[]).find((c) => CONSTRUCTS[c].zh === d.args[1]);
  const c = name && BY_RULESET[ruleset][name];
  if (!c) return d;
  return { ...d, ...diag(code, d.span, [d.args[0], c.zh, c.en], { severity: d.severity }) };
}
