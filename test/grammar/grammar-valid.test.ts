// Production runs skip Chevrotain's grammar and token validations (start-up time); this test runs them,
// so an ambiguous alternative, a left recursion or a token that defeats the lexer's optimisation fails here.
import { describe, expect, it } from 'vitest';
import { makeLexer } from '../../grammar/lexer.js';
import { LineParser, parseAbilityLine } from '../../grammar/line-parser.js';

describe('the grammar passes Chevrotain validation', () => {
  it('the line parser builds with validations on', () => {
    expect(() => new LineParser({ validate: true })).not.toThrow();
  });

  it('the lexer builds with validations on and keeps its first-character optimisation', () => {
    expect(() => makeLexer({ validate: true })).not.toThrow();
  });

  it('the one-token lookahead of heads and triggers still reads 【守护】 as a head and 当…时 as a trigger', () => {
    const lexer = makeLexer();
    const p = new LineParser();
    const r = parseAbilityLine(p, lexer.tokenize('【守护】【回1】当己方回合开始时，抽1张牌。').tokens);
    expect(r.errors).toEqual([]);
    expect(r.groups.heads.length).toBe(2);
    expect(r.groups.trigger?.when.image).toBe('当');
  });
});
