// Transitional bridge for stages that still register their codes when imported and build their
// diagnostics with grammar's `diag` (only compiler/scenario does). compiler/diagnostics.ts is the
// typed registry of every other stage and lends its catalogue here, so such callers find each code.
// Remove once compiler/scenario exports its table as a constant and imports compiler/diagnostics.ts.
import {
  diag as syntaxDiag,
  makeDiagnostic,
  SYNTAX_CATALOG,
  type Catalog,
  type CatalogEntry,
  type DiagArgs,
  type Diagnostic,
  type DiagOptions,
  type SyntaxCode,
} from './diagnostics.js';
import type { Span } from './source.js';

/** A syntax code, or a code of a later stage (checked against the registered catalogues when used). */
export type StageCode = SyntaxCode | `CS${2 | 3 | 4 | 5}${number}`;

const registered = new Map<string, CatalogEntry>();

/** Adds a stage's codes (a code may be lent again with the same entry, never with another). */
export function registerCatalog(entries: Catalog): void {
  for (const [code, entry] of Object.entries(entries)) {
    const had = registered.get(code) ?? (SYNTAX_CATALOG as Catalog)[code];
    if (had && had !== entry) throw new Error(`diagnostic code ${code} registered twice`);
    registered.set(code, entry);
  }
}

/** The entry of a code registered here (syntax codes included). */
export function registeredEntry(code: string): CatalogEntry | undefined {
  return (SYNTAX_CATALOG as Catalog)[code] ?? registered.get(code);
}

export function registeredEntries(): [string, CatalogEntry][] {
  return [...registered];
}

/** `diag` for callers outside grammar that have not moved to compiler/diagnostics.ts. */
export function stageDiag(code: StageCode, span: Span, args: DiagArgs = [], opts: DiagOptions = {}): Diagnostic {
  if (code in SYNTAX_CATALOG) return syntaxDiag(code as SyntaxCode, span, args, opts);
  const entry = registered.get(code);
  if (!entry) throw new Error(`unknown diagnostic code ${code}`);
  return makeDiagnostic(code, entry, span, args, opts);
}
