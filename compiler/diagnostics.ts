// The one typed registry of diagnostic codes: each stage keeps its catalogue beside its code
// (grammar CS1xxx, checker CS2xxx, manifests CS3xxx, build CS40xx, emit CS41xx, replay files CS52xx, sim games files
// CS53xx) and `diag` accepts
// exactly the codes listed here. Scenario codes (CS51xx) are still registered when
// compiler/scenario/diagnostics.ts is imported; `catalogEntry` finds them too.
import {
  makeDiag,
  registerCatalog,
  registeredEntries,
  registeredEntry,
  SYNTAX_CATALOG,
  type Catalog,
  type CatalogEntry,
  type DiagFn,
} from '../grammar/index.js';
import { BUILD_CATALOG } from './build/codes.js';
import { CHECKER_CATALOG } from './checker/codes.js';
import { EMIT_CATALOG } from './emit/codes.js';
import { MANIFEST_CATALOG } from './manifest/codes.js';
import { REPLAY_CATALOG } from './play/replay-codes.js';
import { SIM_CATALOG } from './sim/codes.js';

export const CATALOG = {
  ...SYNTAX_CATALOG,
  ...CHECKER_CATALOG,
  ...MANIFEST_CATALOG,
  ...BUILD_CATALOG,
  ...EMIT_CATALOG,
  ...REPLAY_CATALOG,
  ...SIM_CATALOG,
} as const satisfies Catalog;

export type DiagnosticCode = keyof typeof CATALOG;

export const diag: DiagFn<DiagnosticCode> = makeDiag(CATALOG);

// Callers that still build diagnostics with grammar's `diag` (compiler/scenario) need these codes.
registerCatalog(CATALOG);

export function catalogEntry(code: string): CatalogEntry | undefined {
  return (CATALOG as Catalog)[code] ?? registeredEntry(code);
}

/** Every code: the registry's, then those registered at import (scenarios). */
export function allCatalogEntries(): [string, CatalogEntry][] {
  const out = Object.entries(CATALOG as Catalog);
  for (const [code, e] of registeredEntries()) if (!(code in CATALOG)) out.push([code, e]);
  return out;
}
