// The feature functions, called directly on the pipeline's results.
import { describe, expect, it } from 'vitest';
import { analyzeCard, checkDocuments, type CardAnalysis } from '../../lsp/analysis.js';
import { codeActions, scriptEdits } from '../../lsp/features/code-actions.js';
import { complete } from '../../lsp/features/completion.js';
import { cardDiagnostics } from '../../lsp/features/diagnostics.js';
import { hover } from '../../lsp/features/hover.js';
import { manifestCompletion, manifestHover } from '../../lsp/features/manifest.js';
import { cardOccurrences, deckOccurrences } from '../../lsp/features/navigation.js';
import { semanticTokens } from '../../lsp/features/semantic-tokens.js';
import { documentSymbols, foldingRanges } from '../../lsp/features/symbols.js';
import { toTraditional } from '../../grammar/index.js';
import { isTraditionalForm, traditionalOf } from '../../lsp/vocab.js';
import { VOCAB_BY_ID } from '../../grammar/index.js';
import { Analysis } from '../../compiler/analysis.js';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { rulesDocUri } from '../../lsp/rules-doc.js';
import { anchors } from '../../scripts/markdown.js';
import { ROOT } from './client.js';
import { GUANGAN_CARDS, KALING_CARDS, SET_YAML, SLCG_CARDS } from './fixtures.js';

const analysis = new Analysis();

function checked(text: string, ruleset?: 'slcg' | 'kaling' | 'guangan'): CardAnalysis {
  const a = analyzeCard(text, analysis.parser, { manifestRuleset: ruleset });
  a.diagnostics =
    checkDocuments({ files: [{ path: 'x.card', text, analysis: a }] }, analysis).get('x.card')?.diagnostics ?? [];
  return a;
}

/** Completion labels with the cursor at the `|` in the text. */
function labels(textWithCursor: string, ruleset?: 'slcg' | 'kaling' | 'guangan', names: string[] = []): string[] {
  const offset = textWithCursor.indexOf('|');
  const text = textWithCursor.replace('|', '');
  return complete({
    analysis: analyzeCard(text, analysis.parser, { manifestRuleset: ruleset }),
    offset,
    cardNames: () => names,
  }).items.map((i) => i.label);
}

describe('completion', () => {
  it('offers the card types of the ruleset after 类型：', () => {
    expect(labels('卡牌 甲\n  类型：|', 'kaling')).toEqual(expect.arrayContaining(['卡灵', '战术', '设备']));
    expect(labels('卡牌 甲\n  类型：|', 'kaling')).not.toContain('角色');
    expect(labels('规则：guangan\n卡牌 甲\n  类型：|')).toEqual(
      expect.arrayContaining(['角色', '召唤物', '普通', '响应', '反制', '持续']),
    );
  });

  it('offers fields valid for the card type at line start, required first, without those present', () => {
    const items = complete({
      analysis: analyzeCard('卡牌 甲\n  类型：卡灵\n  \n', analysis.parser, { manifestRuleset: 'kaling' }),
      offset: '卡牌 甲\n  类型：卡灵\n  '.length,
      cardNames: () => [],
    }).items;
    const fields = items.filter((i) => i.kind === 5).map((i) => i.label);
    expect(fields).toEqual(expect.arrayContaining(['等级', 'AP', 'DP', '攻击区域', '降临']));
    expect(fields).not.toContain('类型');
    expect(fields).not.toContain('GP');
    expect(fields).not.toContain('常值');
    expect(items.map((i) => i.label)).toEqual(expect.arrayContaining(['【坚守】', '【启动】', '回1', '极1']));
  });

  it('offers keywords inside 【 and closes the bracket', () => {
    const a = analyzeCard('卡牌 甲\n  类型：角色\n  【\n', analysis.parser, { manifestRuleset: 'slcg' });
    const items = complete({ analysis: a, offset: '卡牌 甲\n  类型：角色\n  【'.length, cardNames: () => [] }).items;
    const guard = items.find((i) => i.label === '守护')!;
    expect((guard.textEdit as { newText: string }).newText).toBe('守护】');
    expect(items.map((i) => i.label)).not.toContain('坚守');
  });

  it('matches traditional input through filterText', () => {
    const a = analyzeCard('卡牌 甲\n  類型：角色\n  【守護\n', analysis.parser, { manifestRuleset: 'slcg' });
    const items = complete({
      analysis: a,
      offset: '卡牌 甲\n  類型：角色\n  【守護'.length,
      cardNames: () => [],
    }).items;
    const guard = items.find((i) => i.label === '守护')!;
    expect(guard.filterText!.startsWith('守護')).toBe(true);
    expect((guard.textEdit as { range: { start: { character: number } } }).range.start.character).toBe(3);
  });

  it('offers the set’s card names after 「, astral names included', () => {
    expect(labels('卡牌 甲\n  类型：发生\n  载入一张「|', 'slcg', ['𠀋星环整备员', '紧急护盾😀'])).toEqual([
      '𠀋星环整备员',
      '紧急护盾😀',
    ]);
  });

  it('offers effect verbs and target phrases in ability text', () => {
    const l = labels('卡牌 甲\n  类型：发生\n  对|', 'slcg');
    expect(l).toEqual(expect.arrayContaining(['造成', '推动进度', '一个对方角色']));
    expect(l).not.toContain('O1范围');
  });

  it('SLCG-TG-01 offers 选择一项：…；或… in ability text, whose options are effects of the game and check clean', () => {
    for (const [r, types] of [
      ['slcg', '卡牌 甲\n  类型：发生\n  费用：0\n  '],
      ['kaling', '卡牌 甲\n  类型：战术\n  【启动】耗能1：'],
    ] as const) {
      const text = `${types}|\n`;
      const offset = text.indexOf('|');
      const item = complete({
        analysis: analyzeCard(text.replace('|', ''), analysis.parser, { manifestRuleset: r }),
        offset,
        cardNames: () => [],
      }).items.find((i) => i.label === '选择一项：…；或…')!;
      expect(item, r).toBeDefined();
      // The snippet with its placeholders' defaults is card text the checker accepts, a choice of two.
      const inserted = (item.textEdit as { newText: string }).newText.replace(/\$\{\d+:([^}]*)\}/g, '$1');
      const card = text.replace('|', inserted);
      const r2 = analysis.checkFile(card, 'a.card', r);
      expect(
        r2.diagnostics.filter((d) => d.severity === 'error').map((d) => d.code),
        `${r}: ${inserted}`,
      ).toEqual([]);
      const ops = analysis.lowerSet(r2.value).value.cards[0].abilities[0].effects;
      expect(ops.map((o) => o.mode?.option)).toEqual([0, 1]);
    }
  });

  it('offers rulesets after 规则：', () => {
    expect(labels('规则：|')).toEqual(['slcg', 'guangan', 'kaling']);
  });

  it('GA-KW-01..04 光暗 marks of the card (瞬发 咒术 符术 蓄力) on the 类型 line only, never where an ability starts', () => {
    const card = '规则：guangan\n卡牌 林\n  类型：角色\n  生命：5  攻击：1\n\n卡牌 甲\n  类型：普通\n  专属：林\n  |\n';
    const marks = ['【瞬发】', '【咒术】', '【符术】', '【蓄力】'];
    const atLine = labels(card);
    for (const m of marks) expect(atLine).not.toContain(m);
    expect(atLine).toEqual(expect.arrayContaining(['【回合开始时】', '【光明】', '当…时：']));
    const inBracket = labels(card.replace('  |', '  【|'));
    for (const m of marks) expect(inBracket).not.toContain(m.slice(1, -1));
    const onType = labels('规则：guangan\n卡牌 甲\n  类型：普通 【|\n');
    expect(onType).toEqual(expect.arrayContaining(['瞬发', '咒术', '符术', '蓄力']));
    expect(onType).not.toContain('光环');
    expect(labels('规则：guangan\n卡牌 甲\n  类型：普通 |\n')).toEqual(
      expect.arrayContaining(['【瞬发】', '【咒术】', '【符术】', '【蓄力】']),
    );
    // 卡灵时代's 【瞬发】 is a kind of effect: it starts an ability there.
    expect(labels('卡牌 甲\n  类型：战术\n  |\n', 'kaling')).toContain('【瞬发】');
  });
});

describe('hover', () => {
  const find = (a: CardAnalysis) => (name: string) => {
    const card = a.ast.cards.find((c) => c.name === name);
    return card && { card, text: a.text };
  };
  const at = (a: CardAnalysis, needle: string, delta = 0) =>
    hover({ analysis: a, offset: a.text.indexOf(needle) + delta, findCard: find(a) });

  it('shows rule text zh + en with rule IDs for keywords, limits, ranges and fields', () => {
    const a = analyzeCard(KALING_CARDS, analysis.parser);
    expect(at(a, '坚守')!.contents).toMatchObject({ value: expect.stringContaining('KL-KW-01') });
    expect((at(a, '回1')!.contents as { value: string }).value).toContain('KL-LIM-01');
    expect((at(a, 'O1范围')!.contents as { value: string }).value).toContain('O1 range');
    expect((at(a, '降临')!.contents as { value: string }).value).toContain('KL-SUM-01');
  });

  it("cites the rules of the file's own game only (SLCG-TX-02 for 己方 in SLCG, none of it in 光暗; 抽 in 卡灵时代)", () => {
    const text = '卡牌 甲\n  类型：角色\n  【登场时】令一个己方角色抽1张卡。\n';
    const rules = (ruleset: 'slcg' | 'guangan' | 'kaling' | undefined, word: string): string[] => {
      const a = analyzeCard(text, analysis.parser, { manifestRuleset: ruleset });
      const v = (at(a, word)!.contents as { value: string }).value;
      return [...v.matchAll(/`((?:SLCG|GA|KL)-[A-Z]+-\d{2})`/g)].map((m) => m[1]);
    };
    expect(rules('slcg', '己方')).toEqual(['SLCG-TX-02']);
    expect(rules('guangan', '己方')).toEqual([]);
    expect(rules('kaling', '抽')).toEqual(['KL-TX-04', 'KL-WIN-02', 'KL-SK-02']);
    expect(rules('slcg', '抽')).toEqual(['SLCG-TRN-05']);
    // A file whose game is not known cites every game's.
    expect(rules(undefined, '抽')).toEqual(['SLCG-TRN-05', 'KL-TX-04', 'KL-WIN-02', 'KL-SK-02']);
  });

  it('shows the traditional form → canonical', () => {
    const a = analyzeCard('卡牌 甲\n  類型：角色\n  【守護】\n', analysis.parser);
    const v = (at(a, '守護')!.contents as { value: string }).value;
    expect(v).toContain('守護** → 守护');
    expect(v).toContain('SLCG-KW-01');
  });

  it('shows a card summary on a card name (header, 「quoted」, 专属)', () => {
    const a = analyzeCard(GUANGAN_CARDS, analysis.parser);
    expect((at(a, '卡牌 林燃', 4)!.contents as { value: string }).value).toContain('生命：12');
    expect((at(a, '专属：林燃', 4)!.contents as { value: string }).value).toContain('攻击：3');
    const b = analyzeCard(SLCG_CARDS + '\n卡牌 甲\n  类型：发生\n  载入一张「紧急护盾😀」。\n', analysis.parser);
    expect((at(b, '「紧急护盾😀」', 2)!.contents as { value: string }).value).toContain('类型：发生 【突发】');
  });

  it('links each rule ID to its heading in docs/rules.md, found beside the sources or in the extension', () => {
    const uri = rulesDocUri()!;
    expect(uri).toBe(pathToFileURL(join(ROOT, 'docs', 'rules.md')).href);
    const a = analyzeCard(KALING_CARDS, analysis.parser);
    const v = (
      hover({ analysis: a, offset: a.text.indexOf('坚守'), findCard: find(a), rulesDoc: uri })!.contents as {
        value: string;
      }
    ).value;
    const linked = [...v.matchAll(/\[((?:SLCG|GA|KL)-[A-Z]+-\d{2})\]\(([^)#]+)#([^)]+)\)/g)];
    expect(linked.map((m) => m[1])).toContain('KL-KW-01');
    const headings = anchors(readFileSync(join(ROOT, 'docs', 'rules.md'), 'utf8'));
    for (const [, , target, anchor] of linked) {
      expect(target).toBe(uri);
      expect(headings.has(anchor), anchor).toBe(true);
    }
    // Without the file the IDs stay plain code; an installed extension has docs/ beside out/server.mjs.
    expect((at(a, '坚守')!.contents as { value: string }).value).toContain('`KL-KW-01`');
    const ext = mkdtempSync(join(tmpdir(), 'ext-'));
    try {
      mkdirSync(join(ext, 'docs'));
      mkdirSync(join(ext, 'out'));
      writeFileSync(join(ext, 'docs', 'rules.md'), '# Rules\n');
      expect(rulesDocUri(join(ext, 'out'))).toBe(pathToFileURL(join(ext, 'docs', 'rules.md')).href);
    } finally {
      rmSync(ext, { recursive: true, force: true });
    }
  });
});

describe('diagnostics', () => {
  it('converts spans to UTF-16 ranges after astral characters', () => {
    const a = checked('规则：slcg\n卡牌 😀𠀋甲\n  类型：角色\n  常值：1 攻\n  【守户】\n');
    const d = cardDiagnostics(a).find((x) => x.code === 'CS1002')!;
    expect(d.range).toEqual({ start: { line: 4, character: 2 }, end: { line: 4, character: 6 } });
  });

  it('includes the checker’s ruleset-aware diagnostics', () => {
    const a = checked('规则：slcg\n卡牌 甲\n  类型：角色\n  常值：1 攻\n  【登场时】封锁O1范围内的一个区域。\n');
    expect(a.diagnostics.map((d) => d.code)).toContain('CS2001');
  });

  it('are published in the order of the text, not in the order the parser and the checker found them', () => {
    const a = checked(
      '卡牌 甲\n  类型：卡灵\n  等级：1\n  AP：1\n  DP：1\n  【登场时】对一个对方角色造成2点伤害咕咕。\n',
      'slcg',
    );
    // The parser's CS1016 (late in the last line) comes before the checker's (on earlier lines).
    const found = a.diagnostics.map((d) => d.span.start);
    expect(found).not.toEqual([...found].sort((x, y) => x - y));
    const at = cardDiagnostics(a).map((d) => [d.range.start.line, d.range.start.character]);
    expect(at.length).toBeGreaterThan(1);
    expect(at).toEqual([...at].sort((x, y) => x[0] - y[0] || x[1] - y[1]));
  });
});

describe('code actions', () => {
  it('turns diagnostic fixes into quick fixes', () => {
    const text = '规则：slcg\n卡牌 甲\n  类型：角色\n  常值：1 攻\n  【守户】\n';
    const a = checked(text);
    const at = text.indexOf('守户');
    const acts = codeActions({ uri: 'file:///x.card', analysis: a, span: { start: at, end: at } });
    expect(acts.some((x) => x.kind === 'quickfix' && x.title.includes('守护'))).toBe(true);
  });

  it('adds a missing required field of the card type', () => {
    const text = '规则：slcg\n卡牌 甲\n  类型：角色\n  费用：1\n';
    const a = checked(text);
    const acts = codeActions({
      uri: 'file:///x.card',
      analysis: a,
      span: { start: text.indexOf('费用'), end: text.indexOf('费用') },
    });
    const add = acts.find((x) => x.title.includes('常值'))!;
    const edit = add.edit!.changes!['file:///x.card'][0];
    expect(edit.newText).toBe('  常值：\n');
    expect(edit.range.start).toEqual({ line: 4, character: 0 });
  });

  it('converts vocabulary between simplified and traditional, never names', () => {
    const text = '卡牌 守护者\n  類型：角色\n  【守護】【连击】\n  特征：守护\n';
    const a = analyzeCard(text, analysis.parser);
    const simp = scriptEdits(a, { start: 0, end: text.length }, 'simplified').map((e) => e.newText);
    expect(simp).toEqual(['类型', '守护']);
    const trad = scriptEdits(a, { start: 0, end: text.length }, 'traditional').map((e) => e.newText);
    expect(trad).toEqual(['連擊', '特徵']);
  });

  it('converts a word that mixes the scripts (登场時) either way', () => {
    const text = '规则：slcg\n卡牌 甲\n  类型：角色\n  费用：1\n  常值：1推\n  【登场時】抽1张卡。\n';
    const a = analyzeCard(text, analysis.parser);
    expect(a.diagnostics).toEqual([]);
    expect(scriptEdits(a, { start: 0, end: text.length }, 'simplified').map((e) => e.newText)).toEqual(['登场时']);
    expect(scriptEdits(a, { start: 0, end: text.length }, 'traditional').map((e) => e.newText)).toContain('登場時');
    expect(isTraditionalForm('登场時')).toBe(true);
  });

  it('knows script pairs, not synonyms, from the vocabulary', () => {
    expect(traditionalOf(VOCAB_BY_ID.get('type')!)).toBe('類型');
    expect(traditionalOf(VOCAB_BY_ID.get('opponent')!)).toBe('對方');
    expect(traditionalOf(VOCAB_BY_ID.get('self')!)).toBeUndefined();
    expect(isTraditionalForm('敌方')).toBe(false);
    expect(isTraditionalForm('迴歸')).toBe(false);
    expect(isTraditionalForm('回歸')).toBe(true);
    expect(toTraditional('攻击')).toBe('攻擊');
    expect(traditionalOf(VOCAB_BY_ID.get('make')!)).toBeUndefined(); // 令 is the same in both scripts, not 讓
    expect(traditionalOf(VOCAB_BY_ID.get('traits')!)).toBe('特徵');
  });

  it('offers "explain this rule" on a keyword', () => {
    const text = '卡牌 甲\n  类型：角色\n  【守护】\n';
    const a = analyzeCard(text, analysis.parser, { manifestRuleset: 'slcg' });
    const acts = codeActions({
      uri: 'u',
      analysis: a,
      span: { start: text.indexOf('守护'), end: text.indexOf('守护') },
    });
    expect(acts.find((x) => x.command)?.command?.arguments?.[0]).toEqual(['SLCG-KW-01', 'SLCG-KW-11']);
  });

  it("explains the rules of the file's own game only: 抽 on a 卡灵时代 line, 己方 in 光暗", () => {
    const text = '卡牌 甲\n  类型：战术\n  抽1张卡。\n';
    const explain = (ruleset: 'slcg' | 'kaling' | 'guangan', word: string, t = text) => {
      const a = analyzeCard(t, analysis.parser, { manifestRuleset: ruleset });
      const at = t.indexOf(word);
      return codeActions({ uri: 'u', analysis: a, span: { start: at, end: at } }).find((x) => x.command);
    };
    const kl = explain('kaling', '抽')!;
    expect(kl.command!.arguments![0]).toEqual(['KL-TX-04', 'KL-WIN-02', 'KL-SK-02']);
    expect(kl.title).not.toContain('SLCG');
    expect(explain('slcg', '抽')!.command!.arguments![0]).toEqual(['SLCG-TRN-05']);
    // 己方 names no 光暗 rule: nothing to explain rather than another game's rule.
    expect(explain('guangan', '己方', '卡牌 甲\n  类型：普通\n  令一个己方角色攻击+1。\n')).toBeUndefined();
  });
});

describe('symbols, folding, tokens, navigation', () => {
  it('outlines cards with their fields and abilities', () => {
    const s = documentSymbols(analyzeCard(SLCG_CARDS, analysis.parser));
    expect(s.map((x) => x.name)).toEqual(['影刃特派员', '紧急护盾😀', '𠀋星环整备员']);
    expect(s[0].detail).toBe('角色');
    expect(s[0].children!.map((c) => c.name).slice(0, 3)).toEqual(['类型', '特征', '费用']);
  });

  it('folds each card', () => {
    expect(
      foldingRanges(analyzeCard(SLCG_CARDS, analysis.parser))
        .filter((f) => f.kind === 'region')
        .map((f) => [f.startLine, f.endLine]),
    ).toEqual([
      [1, 9],
      [11, 14],
      [16, 23],
    ]);
  });

  it('colours tokens, names as declarations', () => {
    const t = semanticTokens(analyzeCard('卡牌 😀甲\n  类型：角色\n', analysis.parser)).data;
    // First token: 卡牌 keyword at 0:0, then the name (class, declaration) at 0:3 with UTF-16 length 3.
    expect(t.slice(0, 10)).toEqual([0, 0, 2, 0, 0, 0, 3, 3, 12, 1]);
  });

  it('gives the same tokens for a range as the full document has there', () => {
    const a = analyzeCard(SLCG_CARDS, analysis.parser);
    const decode = (d: number[]) => {
      const out: string[] = [];
      let l = 0;
      let c = 0;
      for (let i = 0; i < d.length; i += 5) {
        l += d[i];
        c = d[i] ? d[i + 1] : c + d[i + 1];
        out.push(`${l}:${c}:${d[i + 2]}:${d[i + 3]}`);
      }
      return out;
    };
    const full = decode(semanticTokens(a).data);
    const part = decode(semanticTokens(a, { start: { line: 11, character: 0 }, end: { line: 14, character: 0 } }).data);
    expect(part.length).toBeGreaterThan(5);
    expect(full).toEqual(expect.arrayContaining(part));
    expect(part.every((x) => Number(x.split(':')[0]) >= 11 && Number(x.split(':')[0]) <= 15)).toBe(true);
  });

  it('finds card names in quotes, 专属 and decks', () => {
    const a = analyzeCard(GUANGAN_CARDS, analysis.parser);
    const occ = cardOccurrences(a.ast, a.text).filter((o) => o.name === '林燃');
    expect(occ.map((o) => o.role)).toEqual(['definition', 'reference']);
    const decks = deckOccurrences(SET_YAML);
    expect(decks.map((d) => d.name)).toEqual(['影刃特派员', '紧急护盾😀']);
    expect(SET_YAML.slice(decks[1].span.start, decks[1].span.end)).toBe('紧急护盾😀');
  });
});

describe('set.yaml', () => {
  it('completes card names at a deck entry, nowhere else', () => {
    const text = 'name: 测试\nruleset: slcg\ndecks:\n  主卡组:\n    影\n';
    const at = text.indexOf('影') + 1;
    const items = manifestCompletion(text, at, ['影刃特派员', '紧急护盾😀']).items;
    expect(items.map((i) => (i.textEdit as { newText: string }).newText)).toEqual(['影刃特派员: ', '紧急护盾😀: ']);
    expect(manifestCompletion(text, text.indexOf('测试'), ['甲']).items).toEqual([]);
  });

  it('shows the card summary on a deck entry', () => {
    const a = analyzeCard(SLCG_CARDS, analysis.parser);
    const h = manifestHover(SET_YAML, SET_YAML.indexOf('紧急护盾') + 2, (n) => {
      const card = a.ast.cards.find((c) => c.name === n);
      return card && { card, text: a.text };
    });
    expect((h!.contents as { value: string }).value).toContain('费用：1');
  });
});

describe('completion of limits', () => {
  it('offers 回N 场N 限N 极N after a kaling effect head', () => {
    expect(labels('卡牌 甲\n  类型：战术\n  【瞬发】|', 'kaling')).toEqual(
      expect.arrayContaining(['回1', '场1', '限1', '极1']),
    );
    expect(labels('卡牌 甲\n  类型：角色\n  【登场时】|', 'slcg')).not.toContain('回1');
  });
});

describe('block-wise checking', () => {
  it('gives the same diagnostics as checking the whole file, on every golden card', () => {
    const dir = join(ROOT, 'test', 'data', 'grammar');
    for (const f of readdirSync(dir).filter((n) => n.endsWith('.card'))) {
      const text = readFileSync(join(dir, f), 'utf8');
      const whole = analysis
        .checkSet({ files: [{ path: 'x.card', text }] })
        .diagnostics.map((d) => `${d.code}@${d.span.start}-${d.span.end}`)
        .sort();
      const blocks = (checkDocuments({ files: [{ path: 'x.card', text }] }, analysis).get('x.card')?.diagnostics ?? [])
        .map((d) => `${d.code}@${d.span.start}-${d.span.end}`)
        .sort();
      expect(blocks, f).toEqual(whole);
    }
  });
});

describe('card preview (hover over a card header, cardscript/previewCard)', () => {
  it("draws the card under the cursor in its game's frame, and hover shows it as a data-URI image", async () => {
    const { cardPreview, previewMarkdown } = await import('../../lsp/features/card-preview.js');
    const text = `规则：kaling\n${KALING_CARDS}`;
    const a = analyzeCard(text, analysis.parser, {});
    const at = text.indexOf('卡牌 ') + 4;
    const p = cardPreview(analysis, a, at, 'x.card')!;
    expect(p.svg.startsWith('<svg')).toBe(true);
    expect(p.svg).toContain(`<title>${p.name}</title>`);
    expect(p.svg).toContain('AP'); // the kaling frame's stats
    const md = previewMarkdown(p);
    expect(md).toMatch(/^!\[.+\]\(data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+\)$/);
    const decoded = new TextDecoder().decode(
      Uint8Array.from(atob(md.replace(/^.*base64,|\)$/g, '')), (c) => c.charCodeAt(0)),
    );
    expect(decoded).toBe(p.svg);
    const h = hover({ analysis: a, offset: at, findCard: () => ({ card: a.cardAt(at)!, text }), preview: () => md });
    expect((h!.contents as { value: string }).value).toContain('data:image/svg+xml;base64,');
    expect(cardPreview(analysis, a, 0, 'x.card')).toBeUndefined(); // not inside a card
  });
});
