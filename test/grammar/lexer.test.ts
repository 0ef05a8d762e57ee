// The lexer: Chevrotain's first-character optimisation must stay on, simplified and traditional
// forms (and words mixing them per character) fold to one vocabulary entry, and numerals (Chinese, Arabic, full-width) read right.
import { createToken, Lexer, type CustomPatternMatcherFunc } from 'chevrotain';
import { Converter as ConverterOpenCC } from 'opencc-js';
import { describe, expect, it } from 'vitest';
import { ALL_TOKENS, CardParser, cardLexer, entryOf, lex, parseNumber, VOCABULARY } from '../../grammar/index.js';
import { S2T, T2S, toSimplified } from '../../grammar/script.js';
import { LimitTok, NumberTok, Numeral, Word } from '../../grammar/lexer.js';
import { parseArabic, parseChinese } from '../../grammar/numerals.js';

const parser = new CardParser();
const parseText = (text: string) => parser.parse(text);

describe('lexer optimisation', () => {
  it('builds with ensureOptimizations and validations on (throws if first-char optimisation is lost)', () => {
    expect(() => new Lexer(ALL_TOKENS, { ensureOptimizations: true, positionTracking: 'onlyOffset' })).not.toThrow();
  });

  it('keeps every mode of the shared lexer optimisable', () => {
    const internals = cardLexer as unknown as { canModeBeOptimized: Record<string, boolean>; hasCustom: boolean };
    const modes = Object.entries(internals.canModeBeOptimized);
    expect(modes.length).toBeGreaterThan(0);
    for (const [mode, ok] of modes) expect(ok, `mode ${mode}`).toBe(true);
  });

  it('keeps the optimisation for the vocabulary trie only through its start_chars_hint', () => {
    // The custom VocabTok pattern is optimisable because it lists its first characters; without
    // them Chevrotain would fall back to trying every pattern, and ensureOptimizations throws.
    const vocab = ALL_TOKENS.find((t) => t.name === 'VocabTok')!;
    expect((vocab as { START_CHARS_HINT?: unknown[] }).START_CHARS_HINT?.length).toBeGreaterThan(100);
    const unhinted = createToken({
      name: 'VocabTokNoHint',
      pattern: { exec: (vocab.PATTERN as { exec: CustomPatternMatcherFunc }).exec },
      line_breaks: false,
    });
    const tokens = ALL_TOKENS.map((t) => (t === vocab ? unhinted : t));
    expect(() => new Lexer(tokens, { ensureOptimizations: true, positionTracking: 'onlyOffset' })).toThrow();
  });
});

const ids = (text: string) => lex(text).tokens.map((t) => entryOf(t)?.id ?? t.tokenType.name);

describe('simplified/traditional folding', () => {
  it.each([
    ['守护', '守護', 'guard'],
    ['连击', '連擊', 'combo'],
    ['回归', '迴歸', 'returnToHand'],
    ['载入', '載入', 'search'],
    ['登场时', '登場時', 'onEnter'],
    ['对方', '對方', 'opponent'],
    ['类型', '類型', 'type'],
    ['卡灵', '卡靈', 'kaling'],
    ['O1范围', 'O1範圍', 'o1'],
    ['直视（无视盖卡）', '直視（無視蓋卡）', 'sightIgnoreSet'],
    ['启动', '啓動', 'activate'],
    ['启动', '啟動', 'activate'],
    ['法术（消灭）免疫', '法術（消滅）免疫', 'spellImmune'],
    ['还原', '還原', 'restore'],
  ])('%s = %s → %s', (simp, trad, id) => {
    expect(ids(simp)).toEqual([id]);
    expect(ids(trad)).toEqual([id]);
  });

  it('reads a word that mixes the scripts per character (登场時, 對方回合结束時) as its entry', () => {
    expect(ids('【登场時】')).toEqual(['LBracket', 'onEnter', 'RBracket']);
    expect(ids('對方回合结束時')).toEqual(['opponent', 'onTurnEnd']);
    expect(ids('法術（消灭）免疫')).toEqual(['spellImmune']);
    expect(ids('啟动')).toEqual(['activate']);
    // Every form of every entry, each character in the other script at every second place, is still that entry.
    const S2T_ = new Map([...S2T].flatMap(([a, b]) => [[a, b] as const, [b, a] as const]));
    let mixedForms = 0;
    for (const e of VOCABULARY)
      for (const f of [e.canonical, ...e.aliases]) {
        const mixed = [...f].map((ch, i) => (i % 2 ? (S2T_.get(ch) ?? ch) : ch)).join('');
        if (mixed === f || /^[A-Za-z0-9]/.test(f)) continue;
        mixedForms++;
        expect(ids(mixed), `${f} → ${mixed}`).toEqual([e.id]);
      }
    expect(mixedForms).toBeGreaterThan(100);
    const r = parseText('规则：slcg\n卡牌 甲\n  類型：角色\n  费用：1\n  常值：1推\n  【登场時】抽1張卡。\n');
    expect(r.diagnostics).toEqual([]);
    // The written text is kept: only the reading is simplified.
    expect(r.ast.cards[0].abilities[0].timing?.text).toBe('登场時');
  });

  it('every form converted to traditional by OpenCC (standard, Taiwan, Hong Kong) is still its entry: 回复 → 回覆, 改为 → 改爲, 拥有者 → 擁有者', () => {
    // OpenCC is what designers convert card text with; its phrase table picks forms a per-character table misses.
    const converters = (['t', 'tw', 'hk'] as const).map((to) => ConverterOpenCC({ from: 'cn', to }));
    const wrong: string[] = [];
    let converted = 0;
    for (const e of VOCABULARY)
      for (const f of [e.canonical, ...e.aliases])
        for (const convert of converters) {
          const t = convert(f);
          if (t === f || /^[A-Za-z0-9]/.test(f)) continue;
          converted++;
          const got = ids(t);
          if (got.length !== 1 || got[0] !== e.id) wrong.push(`${f} → ${t}: ${got.join(' ')}`);
        }
    expect(wrong).toEqual([]);
    expect(converted).toBeGreaterThan(1000);
    expect(ids('回覆')).toEqual(['recover']);
    expect(ids('本回閤')).toEqual(ids('本回合'));
  });

  it('no character of a canonical form is a traditional one, and no two entries share a form read simplified', () => {
    const canonical = new Set(VOCABULARY.flatMap((e) => [...e.canonical]));
    expect([...T2S.keys()].filter((c) => canonical.has(c))).toEqual([]);
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const e of VOCABULARY)
      for (const f of [e.canonical, ...e.aliases]) {
        const k = toSimplified(f);
        if (owner.has(k) && owner.get(k) !== e.id) clashes.push(`${f}: ${owner.get(k)} / ${e.id}`);
        owner.set(k, e.id);
      }
    expect(clashes).toEqual([]);
  });

  it('prefers the longest form (回合开始时 over 回合, 对方 over 对, 直视（无视盖卡） over 直视)', () => {
    expect(ids('回合开始时')).toEqual(['onTurnStart']);
    expect(ids('对方')).toEqual(['opponent']);
    expect(ids('直视（无视盖卡）')).toEqual(['sightIgnoreSet']);
    expect(ids('己方回合结束时')).toEqual(['self', 'onTurnEnd']);
  });

  it('reads limits glued to their count as one token', () => {
    const toks = lex('回1 場2 限一 極二限一').tokens;
    expect(toks.map((t) => t.image)).toEqual(['回1', '場2', '限一', '極二', '限一']);
    for (const t of toks) expect(t.tokenType).toBe(LimitTok);
  });

  it('keeps a surrogate pair together as one character', () => {
    const toks = lex('😀𠀀').tokens;
    expect(toks.map((t) => t.image)).toEqual(['😀', '𠀀']);
    for (const t of toks) expect(t.tokenType).toBe(Word);
  });

  it('reads an ASCII full stop as 。 where it ends a sentence, not inside a word or number', () => {
    const periods = (t: string) =>
      lex(t)
        .tokens.filter((k) => k.tokenType.name === 'Period')
        .map((k) => k.startOffset);
    expect(periods('抽1张卡.')).toEqual([4]);
    expect(periods('抽1张卡.推动进度+1. ')).toEqual([4, 11]);
    expect(periods('抽1张卡.\n')).toEqual([4]);
    expect(periods('R.O.B 1.5')).toEqual([]);
    const same = (a: string, b: string) =>
      expect(new CardParser().parse(a).ast.cards[0].abilities).toEqual(
        new CardParser().parse(b).ast.cards[0].abilities,
      );
    const card = (line: string) => `卡牌 甲\n  类型：发生\n  ${line}\n`;
    expect(new CardParser().parse(card('抽1张卡.推动进度+1.')).diagnostics).toEqual([]);
    same(card('抽1张卡.推动进度+1.'), card('抽1张卡。推动进度+1。'));
  });

  it('reads ASCII words whole, but keeps AP/DP/SP as field words', () => {
    expect(ids('AP')).toEqual(['ap']);
    expect(ids('APX')).toEqual(['AsciiWord']);
    expect(ids('slcg')).toEqual(['AsciiWord']);
  });
});

describe('numerals', () => {
  it.each([
    ['0', 0],
    ['7', 7],
    ['12', 12],
    ['１２', 12],
    ['０', 0],
    ['３', 3],
    ['一', 1],
    ['二', 2],
    ['两', 2],
    ['兩', 2],
    ['三', 3],
    ['十', 10],
    ['十一', 11],
    ['二十', 20],
    ['二十五', 25],
    ['一百', 100],
    ['一百零五', 105],
    ['零', 0],
    ['〇', 0],
    ['二〇', 20],
    ['九', 9],
  ] as const)('%s = %d', (s, n) => {
    expect(parseNumber(s)).toBe(n);
  });

  it.each(['十十', '二二十', '', '百百', 'a', '1a', '十二十'])('rejects %j', (s) => {
    expect(parseNumber(s)).toBeUndefined();
  });

  it('reads Arabic and full-width digits alike', () => {
    expect(parseArabic('０１２３４５６７８９')).toBe(123456789);
    expect(parseArabic('')).toBeUndefined();
    expect(parseChinese('')).toBeUndefined();
  });

  it('lexes full-width digits as numbers and Chinese numerals as numerals', () => {
    expect(lex('３').tokens[0].tokenType).toBe(NumberTok);
    expect(lex('十二').tokens[0].tokenType).toBe(Numeral);
  });

  it('gives the same AST for Arabic, Chinese and full-width numbers', () => {
    const card = (n: string) => `卡牌 数\n  类型：发生\n  费用：${n}\n  抽${n}张卡。\n`;
    const dump = (n: string) => JSON.stringify(parseText(card(n)).ast.cards[0].abilities[0].effects[0].amount);
    expect(dump('3')).toBe('3');
    expect(dump('三')).toBe('3');
    expect(dump('３')).toBe('3');
  });
});
