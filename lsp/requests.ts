// The server's own requests beyond the protocol, by name: shared by the server and its clients (the
// VS Code extension, the playground) without importing the server.

/** { textDocument, position } → { name, svg } of the card there, or null. */
export const PREVIEW_CARD_REQUEST = 'cardscript/previewCard';
/** { textDocument, have? } → SetPreview: every card of the document's set drawn (SVGs only for drawing ids not in `have`). */
export const PREVIEW_SET_REQUEST = 'cardscript/previewSet';
/** { textDocument } → CompileSetResult: the document's set compiled for play from the open texts. */
export const COMPILE_SET_REQUEST = 'cardscript/compileSet';
