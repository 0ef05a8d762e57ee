// Timings the browser test reads (window.playgroundMetrics): when the editor became interactive, and how long
// each keystroke took to come back as diagnostics. Kept in the page so they measure what a designer sees.

export interface PlaygroundMetrics {
  /** ms from navigation start until the first editor accepted input. */
  editorReady?: number;
  /** ms from navigation start until the first diagnostics arrived (the server's cold start). */
  firstDiagnostics?: number;
  /** Per edit with diagnostics: ms from the keystroke's transaction to the diagnostics of that version shown. */
  diagnosticLatencies: number[];
  /** Preview refreshes: ms from request to the cards drawn. */
  previewLatencies: number[];
  /** Diagnostics publications shown so far, and how many of them the preview on screen had seen when it was asked for. */
  diagnosticsShown: number;
  previewFor: number;
}

export const metrics: PlaygroundMetrics = {
  diagnosticLatencies: [],
  previewLatencies: [],
  diagnosticsShown: 0,
  previewFor: 0,
};
(globalThis as unknown as { playgroundMetrics: PlaygroundMetrics }).playgroundMetrics = metrics;
