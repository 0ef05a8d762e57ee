// Finds the runtime's public card types (runtime/card-def) and effect API (runtime/effects/api) in the package, from
// the sources (.ts, a checkout) or from a built dist/ (.d.ts, an installed package), so generated code is
// type-checked against exactly what engines load.

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
  /** The effect API module (imports `./card-def.js`) and its declarations without that import. */
  api: { text: string; declarations: string };
}

let cached: RuntimeTypes | undefined;

/** Throws only when neither file exists; emitSet turns that into CS4104. */
export function runtimeCardTypes(): RuntimeTypes {
  if (cached) return cached;
  const tried: string[] = [];
  const root = packageRoot() ?? '.';
  for (const [defRel, apiRel] of [
    ['runtime/card-def.ts', 'runtime/effects/api.ts'],
    ['dist/runtime/card-def.d.ts', 'dist/runtime/effects/api.d.ts'],
  ]) {
    const path = join(root, defRel);
    tried.push(path);
    let text: string, apiText: string;
    try {
      text = readFileSync(path, 'utf8');
      apiText = readFileSync(join(root, apiRel), 'utf8').replace(/(['"])\.\.\/card-def\.js\1/g, '$1./card-def.js$1');
    } catch {
      continue;
    }
    const declarations = declarationsOf(path, text);
    const apiDeclarations = declarationsOf(apiRel, apiText).replace(/^import[^;]*card-def\.js['"];?\n/m, '');
    cached = { path, text, declarations, api: { text: apiText, declarations: apiDeclarations } };
    return cached;
  }
  throw new Error(`not found: ${tried.join(', ')}`);
}

/**
 * A module of types only is its own declaration file (card-def.ts and effects/api.ts are kept so): no TypeScript
 * needed, which a small build would otherwise spend a good part of its time loading.
 */
function declarationsOf(path: string, text: string): string {
  if (path.endsWith('.d.ts') || !/^export\s+(async\s+)?(function|const|let|var|class|enum)\b/m.test(text)) return text;
  return tsMorph().ts.transpileDeclaration(text, { fileName: 'x.ts', compilerOptions: { strict: true } }).outputText;
}
