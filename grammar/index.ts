// Public face of the language front end: vocabulary, lexer, parser, AST, diagnostics.
export * from './ast.js';
export * from './ops.js';
export {
  SYNTAX_CATALOG,
  makeDiag,
  makeDiagnostic,
  messageOf,
  hasErrors,
  quoted,
  MAX_QUOTED,
  type Catalog,
  type CatalogEntry,
  type DiagArgs,
  type DiagFn,
  type DiagOptions,
  type Diagnostic,
  type Fix,
  type Lang,
  type RelatedInfo,
  type Severity,
  type SyntaxCode,
  type TextEdit,
} from './diagnostics.js';
// Stages that still build diagnostics through grammar (compiler/scenario); everything else uses compiler/diagnostics.ts.
export {
  stageDiag as diag,
  registerCatalog,
  registeredEntry,
  registeredEntries,
  type StageCode,
} from './stage-codes.js';
export * from './source.js';
export * from './rulesets.js';
export * from './vocabulary.js';
export { parseNumber } from './numerals.js';
export { MAX_BLOCK_CHARS, MAX_FILE_CARDS, MAX_FILE_CHARS, MAX_FILE_DIAGNOSTICS, MAX_LINE_CHARS } from './limits.js';
export {
  suggest,
  editDistance,
  closest,
  budgeted,
  SUGGESTION_BUDGET,
  closestForms,
  didYouMean,
  didYouMeanNote,
  formsOf,
  isGuess,
} from './suggest.js';
export { formInScript, scriptOf, type Script } from './guess-script.js';
export { lex, cardLexer, entryOf, ALL_TOKENS } from './lexer.js';
export { CardParser, readableFile, splitBlocks, type Chunk, type ParseResult } from './document.js';
export { CONSTRUCTS, forRuleset, type Construct, type ConstructName } from './constructs.js';
export { dumpAst } from './dump.js';
export { RULE_NOTES } from './rule-notes.js';
export { S2T, T2S, nameKey, toSimplified, toTraditional, traditionalOf } from './script.js';
export { ON_CARDS } from './clauses/effects.js';
