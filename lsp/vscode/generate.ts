// Generates the VS Code TextMate grammar and language configuration from the vocabulary table,
// so editor colouring never drifts from the language. Run: `npx tsx lsp/vscode/generate.ts`
// (`npm run package:vscode` runs it too); test/lsp/vscode.test.ts checks the files are current.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { VOCABULARY, type Category } from '../../grammar/index.js';

const HERE = dirname(fileURLToPath(import.meta.url));

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function formsOf(cats: Category[]): string[] {
  const forms = VOCABULARY.filter((e) => cats.includes(e.category)).flatMap((e) => [e.canonical, ...e.aliases]);
  // Longest first, so 回合开始时 wins over 回合 (alternation takes the first that matches).
  return [...new Set(forms)].sort((a, b) => b.length - a.length || a.localeCompare(b));
}

const alt = (cats: Category[]) => formsOf(cats).map(escapeRe).join('|');

/** Scope per category (standard TextMate names, so every colour theme has something for them). */
const SCOPES: [Category[], string][] = [
  [['timing'], 'keyword.control.timing.cardscript'],
  [['duration'], 'keyword.other.duration.cardscript'],
  [['trait'], 'keyword.other.trait.cardscript'],
  [['effectKind', 'variant'], 'keyword.control.effect-kind.cardscript'],
  [['mark'], 'storage.modifier.mark.cardscript'],
  [['range'], 'constant.other.range.cardscript'],
  [['effect'], 'support.function.effect.cardscript'],
  [['event'], 'keyword.control.event.cardscript'],
  [['cardType'], 'storage.type.card-type.cardscript'],
  [['zone'], 'variable.language.zone.cardscript'],
  [['stat', 'resource'], 'variable.other.stat.cardscript'],
  [['ref'], 'variable.language.ref.cardscript'],
  [['side'], 'constant.language.side.cardscript'],
  [['limit'], 'keyword.operator.limit.cardscript'],
  [['cost'], 'keyword.operator.cost.cardscript'],
  [['damageType', 'color'], 'constant.language.cardscript'],
  [['kind'], 'entity.name.type.kind.cardscript'],
  [['filter', 'quantifier'], 'keyword.operator.filter.cardscript'],
  [['direction'], 'constant.other.direction.cardscript'],
  [['connective'], 'keyword.operator.word.cardscript'],
];

export function textMateGrammar(): Record<string, unknown> {
  const fieldAlt = alt(['field']);
  const cardWord = VOCABULARY.find((e) => e.id === 'card')!;
  const directive = VOCABULARY.find((e) => e.id === 'rulesetDirective')!;
  const words = SCOPES.map(([cats, name]) => ({ name, match: `(?:${alt(cats)})` })).filter((p) => p.match !== '(?:)');
  const bracketCats: Category[] = ['trait', 'timing', 'side', 'limit', 'effectKind', 'variant', 'mark'];
  return {
    $schema: 'https://raw.githubusercontent.com/martinring/tmlanguage/master/tmlanguage.json',
    name: 'CardScript',
    scopeName: 'source.cardscript',
    fileTypes: ['card'],
    patterns: [
      { include: '#comment' },
      { include: '#header' },
      { include: '#directive' },
      { include: '#field' },
      { include: '#bracket' },
      { include: '#quote' },
      { include: '#limit' },
      { include: '#number' },
      { include: '#words' },
      { include: '#punctuation' },
    ],
    repository: {
      comment: { name: 'comment.line.number-sign.cardscript', match: '#.*$' },
      header: {
        match: `^(${[cardWord.canonical, ...cardWord.aliases].map(escapeRe).join('|')})(?:[ \\t\\u3000]+([^#]*?))?[ \\t\\u3000]*(?=#|$)`,
        captures: { 1: { name: 'keyword.other.card.cardscript' }, 2: { name: 'entity.name.type.card.cardscript' } },
      },
      directive: {
        match: `^(${[directive.canonical, ...directive.aliases].map(escapeRe).join('|')})[ \\t\\u3000]*([:：])[ \\t\\u3000]*([^#\\s]*)`,
        captures: {
          1: { name: 'keyword.other.directive.cardscript' },
          2: { name: 'punctuation.separator.key-value.cardscript' },
          3: { name: 'constant.language.ruleset.cardscript' },
        },
      },
      field: {
        match: `(${fieldAlt})[ \\t\\u3000]*([:：])`,
        captures: {
          1: { name: 'variable.other.property.field.cardscript' },
          2: { name: 'punctuation.separator.key-value.cardscript' },
        },
      },
      bracket: {
        begin: '(【|\\[)',
        end: '(】|\\])|$',
        beginCaptures: { 1: { name: 'punctuation.definition.keyword.begin.cardscript' } },
        endCaptures: { 1: { name: 'punctuation.definition.keyword.end.cardscript' } },
        patterns: [
          ...SCOPES.filter(([cats]) => cats.some((c) => bracketCats.includes(c))).map(([cats, name]) => ({
            name,
            match: `(?:${alt(cats.filter((c) => bracketCats.includes(c)))})`,
          })),
          { name: 'invalid.illegal.unknown-keyword.cardscript', match: '[^】\\]]+' },
        ],
      },
      quote: { name: 'string.quoted.other.card-name.cardscript', match: '「[^」\\n]*」?' },
      limit: {
        name: 'keyword.operator.limit.cardscript',
        match: '[回場场限極极](?:[0-9０-９]+|[零〇一二两兩三四五六七八九十]+)',
      },
      number: { name: 'constant.numeric.cardscript', match: '[0-9０-９]+' },
      words: { patterns: words },
      punctuation: {
        patterns: [
          { name: 'punctuation.separator.clause.cardscript', match: '[；;。]' },
          { name: 'punctuation.separator.list.cardscript', match: '[、，,]' },
          { name: 'keyword.operator.comparison.cardscript', match: '>=|<=|≥|≤|＞＝|＜＝|[><=＞＜＝]' },
          { name: 'keyword.operator.arithmetic.cardscript', match: '[+＋\\-－−]' },
        ],
      },
    },
  };
}

export function languageConfiguration(): Record<string, unknown> {
  const card = VOCABULARY.find((e) => e.id === 'card')!;
  const pairs: [string, string][] = [
    ['【', '】'],
    ['（', '）'],
    ['「', '」'],
    ['[', ']'],
    ['(', ')'],
  ];
  return {
    comments: { lineComment: '#' },
    brackets: pairs,
    autoClosingPairs: pairs.map(([open, close]) => ({ open, close, notIn: ['comment'] })),
    surroundingPairs: pairs,
    // A card's lines are indented under its header; a new header starts at column 0.
    indentationRules: {
      increaseIndentPattern: `^(?:${[card.canonical, ...card.aliases].join('|')})[ \\t\\u3000]+.*$`,
      decreaseIndentPattern: '^\\s*$',
    },
    onEnterRules: [
      {
        beforeText: `^(?:${[card.canonical, ...card.aliases].join('|')})[ \\t\\u3000]+\\S.*$`,
        action: { indent: 'indent' },
      },
    ],
    // CJK text has no spaces: a word stops at punctuation and brackets.
    wordPattern: '[^\\s【】「」（）()\\[\\]：:；;，,。、#]+',
    folding: { offSide: true },
  };
}

export function writeGenerated(dir = HERE): string[] {
  const files: [string, unknown][] = [
    [join(dir, 'syntaxes', 'cardscript.tmLanguage.json'), textMateGrammar()],
    [join(dir, 'language-configuration.json'), languageConfiguration()],
  ];
  for (const [p, v] of files) writeFileSync(p, JSON.stringify(v, null, 2) + '\n');
  return files.map(([p]) => p);
}

if (import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  for (const f of writeGenerated()) console.log(`wrote ${f}`);
}
