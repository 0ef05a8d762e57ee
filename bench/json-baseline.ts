// Baseline for the parser benchmark: the classic Chevrotain JSON example (lexer + CstParser),
// with the same lexer options as the card lexer, and a deterministic JSON document generator.
import { createToken, CstParser, Lexer, type CstNode, type IToken } from 'chevrotain';
import { prng } from './corpus.js';

export const True = createToken({ name: 'True', pattern: /true/ });
export const False = createToken({ name: 'False', pattern: /false/ });
export const Null = createToken({ name: 'Null', pattern: /null/ });
export const LCurly = createToken({ name: 'LCurly', pattern: /{/ });
export const RCurly = createToken({ name: 'RCurly', pattern: /}/ });
export const LSquare = createToken({ name: 'LSquare', pattern: /\[/ });
export const RSquare = createToken({ name: 'RSquare', pattern: /]/ });
export const Comma = createToken({ name: 'Comma', pattern: /,/ });
export const Colon = createToken({ name: 'Colon', pattern: /:/ });
export const StringLiteral = createToken({
  name: 'StringLiteral',
  pattern: /"(?:[^\\"]|\\(?:[bfnrtv"\\/]|u[0-9a-fA-F]{4}))*"/,
});
export const NumberLiteral = createToken({ name: 'NumberLiteral', pattern: /-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/ });
export const WhiteSpace = createToken({ name: 'WhiteSpace', pattern: /[ \t\n\r]+/, group: Lexer.SKIPPED });

export const JSON_TOKENS = [
  WhiteSpace,
  NumberLiteral,
  StringLiteral,
  RCurly,
  LCurly,
  LSquare,
  RSquare,
  Comma,
  Colon,
  True,
  False,
  Null,
];

/** Same options as cardLexer (grammar/lexer.ts). */
export const jsonLexer = new Lexer(JSON_TOKENS, { ensureOptimizations: true, positionTracking: 'onlyOffset' });

export class JsonParser extends CstParser {
  constructor() {
    super(JSON_TOKENS, { recoveryEnabled: false });
    this.performSelfAnalysis();
  }

  public json = this.RULE('json', () => {
    this.OR([{ ALT: () => this.SUBRULE(this.object) }, { ALT: () => this.SUBRULE(this.array) }]);
  });

  private object = this.RULE('object', () => {
    this.CONSUME(LCurly);
    this.MANY_SEP({ SEP: Comma, DEF: () => this.SUBRULE(this.objectItem) });
    this.CONSUME(RCurly);
  });

  private objectItem = this.RULE('objectItem', () => {
    this.CONSUME(StringLiteral);
    this.CONSUME(Colon);
    this.SUBRULE(this.value);
  });

  private array = this.RULE('array', () => {
    this.CONSUME(LSquare);
    this.MANY_SEP({ SEP: Comma, DEF: () => this.SUBRULE(this.value) });
    this.CONSUME(RSquare);
  });

  private value = this.RULE('value', () => {
    this.OR([
      { ALT: () => this.CONSUME(StringLiteral) },
      { ALT: () => this.CONSUME(NumberLiteral) },
      { ALT: () => this.SUBRULE(this.object) },
      { ALT: () => this.SUBRULE(this.array) },
      { ALT: () => this.CONSUME(True) },
      { ALT: () => this.CONSUME(False) },
      { ALT: () => this.CONSUME(Null) },
    ]);
  });
}

const parser = new JsonParser();

export function lexJson(text: string): IToken[] {
  return jsonLexer.tokenize(text).tokens;
}

/** Lex + CST parse; throws on a lexing or parsing error (the generated input has none). */
export function parseJson(text: string): { cst: CstNode; tokens: number } {
  const lexed = jsonLexer.tokenize(text);
  if (lexed.errors.length) throw new Error(`JSON lexing error: ${lexed.errors[0].message}`);
  parser.input = lexed.tokens;
  const cst = parser.json();
  if (parser.errors.length) throw new Error(`JSON parsing error: ${parser.errors[0].message}`);
  return { cst, tokens: lexed.tokens.length };
}

const WORDS = [
  '影刃',
  'card',
  'type',
  '角色',
  'cost',
  'value',
  'ability',
  'timing',
  '登场时',
  'target',
  'opponent',
  'damage',
  'trait',
  '守护',
  'name',
  'rarity',
  'SR',
];

/**
 * A JSON document of about `targetTokens` tokens: an array of card-like objects (strings with
 * some CJK text, numbers, booleans, nulls, nested arrays and objects), pretty-printed with
 * 2-space indentation like a typical JSON file.
 */
export function generateJson(targetTokens: number, seed = 1): string {
  const r = prng(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
  const word = () => WORDS[Math.floor(r() * WORDS.length)];
  const items: unknown[] = [];
  let tokens = 2; // [ ]
  let i = 0;
  while (tokens < targetTokens) {
    const abilities = Array.from({ length: int(1, 3) }, () => ({
      timing: word(),
      limit: r() < 0.3 ? null : int(1, 2),
      effects: Array.from({ length: int(1, 2) }, () => ({ op: word(), amount: int(-3, 5), optional: r() < 0.5 })),
    }));
    const item = {
      name: `${word()}${word()}${i++}`,
      type: word(),
      cost: int(0, 6),
      value: r() < 0.5 ? int(1, 6) + r() : int(1, 9),
      traits: Array.from({ length: int(0, 2) }, word),
      statics: Array.from({ length: int(0, 2) }, word),
      abilities,
      ready: r() < 0.5,
    };
    items.push(item);
    tokens += lexJson(JSON.stringify(item)).length + 1;
  }
  return JSON.stringify(items, null, 2);
}
