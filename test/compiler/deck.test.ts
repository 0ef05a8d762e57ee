// Deck construction rules (SLCG-DK-*, KL-DK-01, GA-DK-*), one test per rule and boundary. Decks are
// written as set.yaml text so the diagnostics' ranges are checked too.
import { describe, expect, it } from 'vitest';
import {
  cardSummaries,
  loadManifest,
  validateDecks,
  type CardSummary,
  type SetManifest,
} from '../../compiler/manifest/index.js';
import { CardParser } from '../../grammar/index.js';
import type { RulesetId } from '../../runtime/profiles/index.js';
import { fixtureCards } from './manifest-helpers.js';

const parser = new CardParser();
const parseText = (text: string) => parser.parse(text);

let nextSpan = 0;
function card(name: string, type: string, extra: Partial<CardSummary> = {}): CardSummary {
  nextSpan += 20;
  return { name, type, marks: [], file: 'x.card', span: { start: nextSpan, end: nextSpan + 5 }, ...extra };
}

/** n distinct cards named prefix1…prefixN. */
function many(prefix: string, n: number, type: string, extra: Partial<CardSummary> = {}): CardSummary[] {
  return Array.from({ length: n }, (_, i) => card(`${prefix}${i + 1}`, type, extra));
}

function yamlOf(
  ruleset: RulesetId,
  decks: Record<string, Record<string, number>>,
  params: Record<string, unknown> = {},
): string {
  const lines = ['name: 测试', `ruleset: ${ruleset}`];
  if (Object.keys(params).length) {
    lines.push('params:');
    for (const [k, v] of Object.entries(params)) lines.push(`  ${k}: ${JSON.stringify(v)}`);
  }
  lines.push('decks:');
  for (const [deck, list] of Object.entries(decks)) {
    lines.push(`  ${deck}:${Object.keys(list).length ? '' : ' {}'}`);
    for (const [c, n] of Object.entries(list)) lines.push(`    ${c}: ${n}`);
  }
  return lines.join('\n') + '\n';
}

function run(
  ruleset: RulesetId,
  decks: Record<string, Record<string, number>>,
  cards: CardSummary[],
  params: Record<string, unknown> = {},
) {
  const text = yamlOf(ruleset, decks, params);
  const { value, diagnostics } = loadManifest(text, 'set.yaml');
  expect(diagnostics).toEqual([]);
  const ds = validateDecks(value!, text, cards);
  return { ds, text, at: (i: number) => text.slice(ds[i].span.start, ds[i].span.end) };
}

/** A deck using `count` copies of each named card. */
function deckOf(cards: CardSummary[], count: number): Record<string, number> {
  return Object.fromEntries(cards.map((c) => [c.name, count]));
}

describe('SLCG deck construction', () => {
  const chars = many('角色', 10, '角色', { copies: 4 });

  it('SLCG-DK-01 deck of 41 cards is rejected', () => {
    const cards = [...chars, card('额外', '发生', { copies: 1 })];
    const { ds, at } = run('slcg', { 主卡组: { ...deckOf(chars, 4), 额外: 1 } }, cards);
    expect(ds.map((d) => [d.code, d.rule, d.args])).toEqual([['CS3020', 'SLCG-DK-01', ['主卡组', '41', '40']]]);
    expect(at(0)).toBe('主卡组');
    expect(ds[0].file).toBe('set.yaml');
  });

  it('SLCG-DK-01 deck of exactly 40 cards is accepted, and an empty deck too (deckMin 0)', () => {
    expect(run('slcg', { 满: deckOf(chars, 4), 空: {} }, chars).ds).toEqual([]);
  });

  it('SLCG-DK-01 deckMin and deckMax from the manifest are enforced', () => {
    const { ds } = run('slcg', { 小: deckOf(chars.slice(0, 2), 4), 大: deckOf(chars.slice(0, 9), 4) }, chars, {
      deckMin: 10,
      deckMax: 30,
    });
    expect(ds.map((d) => `${d.code} ${d.rule} ${d.args.join(',')}`)).toEqual([
      'CS3021 SLCG-DK-01 小,8,10',
      'CS3020 SLCG-DK-01 大,36,30',
    ]);
  });

  it('SLCG-DK-02 copies above 投入 are rejected and copies up to it accepted', () => {
    const cards = [card('三点', '角色', { copies: 3 }), card('一点', '场景', { copies: 1 })];
    const { ds, at } = run('slcg', { d: { 三点: 4, 一点: 1 } }, cards);
    expect(ds.map((d) => [d.code, d.rule, d.args])).toEqual([['CS3022', 'SLCG-DK-02', ['d', '4', '三点', '3']]]);
    expect(at(0)).toBe('三点');
  });

  it('SLCG-DK-02 a card without 投入 allows defaultCopies (4), which the manifest may change', () => {
    const cards = [card('无点', '发生')];
    expect(run('slcg', { d: { 无点: 4 } }, cards).ds).toEqual([]);
    expect(run('slcg', { d: { 无点: 5 } }, cards).ds.map((d) => d.code)).toEqual(['CS3022']);
    expect(run('slcg', { d: { 无点: 2 } }, cards, { defaultCopies: 1 }).ds.map((d) => d.args[3])).toEqual(['1']);
  });

  it('SLCG-DK-03 five 增量产能 cards are rejected, four accepted', () => {
    const cards = [
      card('电池甲', '发生', { marks: ['增量产能'] }),
      card('电池乙', '发生', { marks: ['【增量产能】'] }),
      card('电池丙', '发生', { marks: ['battery'] }),
    ];
    const five = run('slcg', { 五张: { 电池甲: 2, 电池乙: 2, 电池丙: 1 } }, cards);
    expect(five.ds.map((d) => [d.code, d.rule, d.args])).toEqual([['CS3023', 'SLCG-DK-03', ['五张', '5', '4']]]);
    expect(five.at(0)).toBe('五张');
    expect(run('slcg', { 四张: { 电池甲: 2, 电池乙: 1, 电池丙: 1 } }, cards).ds).toEqual([]);
  });

  it('SLCG-DK-03 the limit follows maxIncrementalCards', () => {
    const cards = [card('电池', '发生', { marks: ['增量产能'] })];
    expect(run('slcg', { d: { 电池: 2 } }, cards, { maxIncrementalCards: 1 }).ds.map((d) => d.code)).toEqual([
      'CS3023',
    ]);
  });
});

describe('卡灵时代 deck construction', () => {
  const kalings = many('卡灵', 20, '卡灵');

  it('KL-DK-01 deck of 39 cards is rejected and 40 accepted', () => {
    const d39 = { ...deckOf(kalings.slice(0, 13), 3) };
    const { ds } = run('kaling', { 少: d39, 够: { ...d39, 卡灵14: 1 } }, kalings);
    expect(ds.map((d) => `${d.code} ${d.rule} ${d.args.join(',')}`)).toEqual(['CS3021 KL-DK-01 少,39,40']);
  });

  it('KL-DK-01 deck of 61 cards is rejected and 60 accepted', () => {
    const d60 = deckOf(kalings, 3);
    const more = [...kalings, card('多一张', '战术')];
    const { ds } = run('kaling', { 六十: d60, 六十一: { ...d60, 多一张: 1 } }, more);
    expect(ds.map((d) => `${d.code} ${d.rule} ${d.args.join(',')}`)).toEqual(['CS3020 KL-DK-01 六十一,61,60']);
  });

  it('KL-DK-01 four copies of one name are rejected, three accepted', () => {
    const { ds, at } = run('kaling', { d: { ...deckOf(kalings.slice(1, 14), 3), 卡灵1: 4 } }, kalings);
    expect(ds.map((d) => [d.code, d.rule, d.args])).toEqual([['CS3022', 'KL-DK-01', ['d', '4', '卡灵1', '3']]]);
    expect(at(0)).toBe('卡灵1');
  });
});

describe('光暗 deck construction', () => {
  const names = ['甲', '乙', '丙', '丁', '戊', '己'];
  const characters = names.map((n) => card(n, '角色'));
  // Five exclusive cards per character: 甲1…甲5 exclusive to 甲, and so on.
  const exclusives = names.flatMap((n) => many(n, 5, '普通', { exclusive: n }));
  const cards = [...characters, ...exclusives, card('中立', '反制'), card('召唤兽', '召唤物')];
  /** `per` cards for each of the first `chars` characters, 2 copies of each name (+1 single when per is odd). */
  function deck(chars: number, per: number): Record<string, number> {
    const out: Record<string, number> = {};
    for (const n of names.slice(0, chars)) {
      let left = per;
      for (let i = 1; left > 0; i++) {
        out[`${n}${i}`] = Math.min(2, left);
        left -= out[`${n}${i}`];
      }
    }
    return out;
  }

  it('GA-DK-01 deck of 30 and of 45 cards is accepted', () => {
    expect(run('guangan', { 三十: deck(5, 6), 四十五: deck(5, 9) }, cards).ds).toEqual([]);
  });

  it('GA-DK-01 deck of 29 cards is rejected', () => {
    const d = deck(5, 6);
    d['甲3'] = 1;
    const { ds } = run('guangan', { d }, cards);
    expect(ds.map((x) => `${x.code} ${x.rule} ${x.args.join(',')}`)).toEqual([
      'CS3021 GA-DK-01 d,29,30',
      'CS3026 GA-DK-02 d,甲,5,6,9',
    ]);
  });

  it('GA-DK-01 deck of 46 cards is rejected', () => {
    const { ds } = run('guangan', { d: deck(5, 9) }, cards, { exclusiveCardsMax: 10, deckMax: 44 });
    expect(ds.map((x) => `${x.code} ${x.rule}`)).toEqual(['CS3020 GA-DK-01']);
  });

  it('GA-DK-02 exclusive cards of four or six characters are rejected', () => {
    const four = run('guangan', { 四: deck(4, 8) }, cards).ds;
    expect(four.map((x) => `${x.code} ${x.rule} ${x.args.join(',')}`)).toEqual(['CS3025 GA-DK-02 四,4,5']);
    const six = run('guangan', { 六: deck(6, 6) }, cards).ds;
    expect(six.map((x) => `${x.code} ${x.rule} ${x.args.join(',')}`)).toEqual(['CS3025 GA-DK-02 六,6,5']);
  });

  it('GA-DK-02 a character with 5 or 10 exclusive cards is rejected', () => {
    const d = deck(5, 6);
    d['甲5'] = 2;
    d['甲4'] = 2; // 甲: 2+2+2+2+2 = 10
    delete d['乙3']; // 乙: 4
    const { ds } = run('guangan', { d }, cards);
    expect(ds.map((x) => `${x.code} ${x.args.join(',')}`)).toEqual(['CS3026 d,甲,10,6,9', 'CS3026 d,乙,4,6,9']);
  });

  it('GA-DK-02 neutral cards are rejected unless allowNeutralCards', () => {
    const d = { ...deck(5, 6), 中立: 1 };
    const { ds, at } = run('guangan', { d }, cards);
    expect(ds.map((x) => `${x.code} ${x.rule}`)).toEqual(['CS3027 GA-DK-02']);
    expect(at(0)).toBe('中立');
    expect(run('guangan', { d }, cards, { allowNeutralCards: true }).ds).toEqual([]);
  });

  it('GA-DK-02 角色 and 召唤物 cards cannot be put in a deck and do not count toward its size', () => {
    const { ds } = run('guangan', { d: { ...deck(5, 6), 甲: 1, 召唤兽: 1 } }, cards);
    expect(ds.map((x) => `${x.code} ${x.rule} ${x.args.join(',')}`)).toEqual([
      'CS3028 GA-DK-02 d,甲,角色',
      'CS3028 GA-DK-02 d,召唤兽,召唤物',
    ]);
  });

  it('GA-DK-03 three copies of one name are rejected, two accepted', () => {
    const d = deck(5, 6);
    d['甲1'] = 3;
    delete d['甲3'];
    d['甲2'] = 2; // 甲: 3 + 2 + 1 = 6
    d['甲4'] = 1;
    const { ds, at } = run('guangan', { d }, cards);
    expect(ds.map((x) => `${x.code} ${x.rule} ${x.args.join(',')}`)).toEqual(['CS3022 GA-DK-03 d,3,甲1,2']);
    expect(at(0)).toBe('甲1');
  });

  it('GA-CT-09 an exclusive card of a character the set lacks is a warning', () => {
    const extra = [...cards, card('孤卡', '普通', { exclusive: '无人' })];
    const d = { ...deck(4, 6), 孤卡: 2 };
    const { ds } = run('guangan', { d }, extra, { exclusiveCardsMin: 2, deckMin: 20 });
    expect(ds.map((x) => `${x.code} ${x.severity} ${x.rule}`)).toEqual(['CS3029 warning GA-CT-09']);
  });
});

describe('every ruleset', () => {
  it('an unknown card is an error with a did-you-mean and a fix', () => {
    const cards = fixtureCards('slcg');
    const { ds, at, text } = run('slcg', { d: { 紧急护顿: 2, 影刃特派员: 1 } }, cards);
    expect(ds.map((d) => d.code)).toEqual(['CS3024']);
    expect(at(0)).toBe('紧急护顿');
    expect(ds[0].notes).toEqual([{ zh: '是不是“紧急护盾”？', en: 'did you mean "紧急护盾"?' }]);
    expect(ds[0].fixes?.[0].edits).toEqual([
      { span: { start: text.indexOf('紧急护顿'), end: text.indexOf('紧急护顿') + 4 }, newText: '紧急护盾' },
    ]);
  });

  it('a name far from every card gets no suggestion', () => {
    const { ds } = run(
      'kaling',
      { d: { ...deckOf(many('卡灵', 14, '卡灵'), 3), 完全不同的名字: 1 } },
      many('卡灵', 14, '卡灵'),
    );
    expect(ds.map((d) => d.code)).toEqual(['CS3024']);
    expect(ds[0].notes).toBeUndefined();
  });

  it('without the manifest text the diagnostics have empty spans at 0', () => {
    const m: SetManifest = {
      name: 'x',
      ruleset: 'slcg',
      locale: 'zh-Hans',
      params: {},
      cards: [],
      scenarios: [],
      decks: { d: { 无: 1 } },
    };
    const ds = validateDecks(m, undefined, []);
    expect(ds.map((d) => [d.code, d.span])).toEqual([['CS3024', { start: 0, end: 0 }]]);
  });

  it('a manifest without decks gives nothing', () => {
    const { value } = loadManifest('name: x\nruleset: guangan\n');
    expect(validateDecks(value!, undefined, [])).toEqual([]);
  });
});

describe('decks over parsed .card files', () => {
  const cardText = [
    '卡牌 影刃特派员',
    '  类型：角色',
    '  费用：3',
    '  常值：4 攻推',
    '  投入：2',
    '',
    '卡牌 超频电池',
    '  类型：发生 【增量产能】',
    '  费用：0',
    '  抽1张卡。',
    '',
  ].join('\n');

  it('cardSummaries reads name, type, marks and 投入 from the AST', () => {
    const cards = cardSummaries(parseText(cardText).ast, 'set/a.card');
    expect(cards.map(({ name, type, marks, copies }) => ({ name, type, marks, copies }))).toEqual([
      { name: '影刃特派员', type: '角色', marks: [], copies: 2 },
      { name: '超频电池', type: '发生', marks: ['增量产能'], copies: undefined },
    ]);
  });

  it('SLCG-DK-02 / SLCG-DK-03 checks run on parsed cards and point back at the card', () => {
    const cards = cardSummaries(parseText(cardText).ast, 'set/a.card');
    const { ds } = run('slcg', { d: { 影刃特派员: 3, 超频电池: 4 } }, cards, { maxIncrementalCards: 3 });
    expect(ds.map((d) => `${d.code} ${d.rule}`)).toEqual(['CS3022 SLCG-DK-02', 'CS3023 SLCG-DK-03']);
    const rel = ds[0].related![0];
    expect(rel.file).toBe('set/a.card');
    expect(cardText.slice(rel.span.start, rel.span.end)).toBe('影刃特派员');
  });
});
