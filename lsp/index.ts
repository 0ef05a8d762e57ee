// Public face of the language server: the server itself and its features as plain functions.
export {
  startServer,
  PREVIEW_CARD_REQUEST,
  PREVIEW_SET_REQUEST,
  COMPILE_SET_REQUEST,
  type ServerSettings,
} from './server.js';
export { setPreview, SetPreviewCache, type SetPreview, type SetPreviewCard } from './features/set-preview.js';
export { compileSetOf, type CompiledSet, type CompileSetResult, type CompileProblem } from './features/set-compile.js';
export { analyzeCard, cardAt, checkDocuments, type CardAnalysis } from './analysis.js';
export { Workspace } from './workspace.js';
export { nodeHost } from './host/node.js';
export { memoryHost } from './host/memory.js';
export type { WorkspaceHost } from './host/host.js';
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
