// Public face of the language server: the server itself and its features as plain functions.
export { startServer, type ServerSettings } from './server.js';
export { analyzeCard, cardAt, checkDocuments, type CardAnalysis } from './analysis.js';
export { Workspace } from './workspace.js';
export { complete } from './features/completion.js';
export { hover, cardSummary, entryMarkdown } from './features/hover.js';
export { cardDiagnostics, textDiagnostics } from './features/diagnostics.js';
export { codeActions, scriptEdits, EXPLAIN_RULE_COMMAND } from './features/code-actions.js';
export { format, formatEdits } from './features/formatting.js';
export { semanticTokens, LEGEND } from './features/semantic-tokens.js';
export { documentSymbols, foldingRanges, workspaceSymbols } from './features/symbols.js';
export { cardOccurrences, deckOccurrences, nameRefs } from './features/navigation.js';
export { definition, references, rename, prepareRename } from './features/references.js';
export { manifestCompletion, manifestHover } from './features/manifest.js';
