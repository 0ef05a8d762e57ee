// Public face of the language front end: vocabulary, lexer, parser, AST, diagnostics.
export * from './ast.js';
export * from './diagnostics.js';
export * from './source.js';
export * from './rulesets.js';
export * from './vocabulary.js';
export { parseNumber } from './numerals.js';
export { suggest, editDistance, closest, didYouMeanNote } from './suggest.js';
export { lex, cardLexer, entryOf, ALL_TOKENS } from './lexer.js';
export { parseText, splitBlocks, clearParseCache, type ParseResult } from './parse.js';
export { dumpAst } from './dump.js';
export { RULE_NOTES } from './rule-notes.js';
export { S2T, toTraditional, traditionalOf } from './script.js';
