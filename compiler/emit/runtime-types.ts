// Finds the runtime's public card types (runtime/card-def) in the package, from the sources (.ts, a
// checkout) or from a built dist/ (.d.ts, an installed package), so generated code is type-checked against
// exactly what engines load.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../package-root.js';
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
  const root = packageRoot() ?? '.';
  for (const rel of ['runtime/card-def.ts', 'dist/runtime/card-def.d.ts']) {
    const path = join(root, rel);
    tried.push(path);
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch {
      continue;
    }
    const declarations = path.endsWith('.d.ts')
      ? text
      : tsMorph().ts.transpileDeclaration(text, { fileName: 'card-def.ts', compilerOptions: { strict: true } })
          .outputText;
    cached = { path, text, declarations };
    return cached;
  }
  throw new Error(`not found: ${tried.join(', ')}`);
}
