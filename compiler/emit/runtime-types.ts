// Finds the runtime's public card types (runtime/card-def) beside the compiler, from the repo (.ts)
// or from a built dist/ (.d.ts), so generated code is type-checked against exactly what engines load.

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tsMorph } from './ts-morph.js';

export interface RuntimeTypes {
  /** Where the text came from. */
  path: string;
  /** Module text to type-check generated code against. */
  text: string;
  /** The same types as declarations, for the self-contained cards.d.ts. */
  declarations: string;
}

let cached: RuntimeTypes | undefined;

/** Throws only when neither file exists; emitSet turns that into CS4104. */
export function runtimeCardTypes(): RuntimeTypes {
  if (cached) return cached;
  const tried: string[] = [];
  for (const rel of ['../../runtime/card-def.ts', '../../runtime/card-def.d.ts']) {
    const path = fileURLToPath(new URL(rel, import.meta.url));
    tried.push(path);
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch {
      continue;
    }
    const declarations = path.endsWith('.d.ts') ? text : tsMorph().ts.transpileDeclaration(text, { fileName: 'card-def.ts', compilerOptions: { strict: true } }).outputText;
    cached = { path, text, declarations };
    return cached;
  }
  throw new Error(`not found: ${tried.join(', ')}`);
}
