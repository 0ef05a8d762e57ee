// What the main thread and the thread of a streamed emit (stream.ts, stream-worker.ts) tell each other. No Node types
// here: the build's public declarations reach these through BuildContext.stream.
import type { CardDef } from '../../runtime/card-def.js';
import type { GeneratedModule, LiteralProblem } from './modules.js';

/** Where the modules are written until the set is known clean: beside ts/, at its depth (the maps' paths hold). */
export const STREAM_DIR = '.ts-streaming';

/** Main thread → emit thread. */
export type StreamRequest =
  | { kind: 'file'; file: string; text: string; cards: CardDef[] }
  | { kind: 'end' }
  | { kind: 'go'; files: { path: string; text: string }[]; writeSources: boolean }
  | { kind: 'cancel' };

/** A generated module as the main thread needs it: no text (the emit thread wrote it), no per-line places. */
export type StreamedModule = Omit<GeneratedModule, 'text' | 'sourceLines'>;

/** Emit thread → main thread. */
export type StreamReply =
  | {
      kind: 'modules';
      modules: StreamedModule[];
      problems: LiteralProblem[];
      /** Files that could not be written: [path, message]. */
      writeErrors: [string, string][];
      /** Why the modules are not the ones the whole set would give (the main thread then generates them itself). */
      unusable?: string;
    }
  | { kind: 'bundled'; bundle: string[]; sources: string[]; errors: string[]; writeErrors: [string, string][] }
  | { kind: 'cancelled' }
  | { kind: 'failed'; error: string };
