// Finds the runtime's public card types (runtime/card-def) and effect API (runtime/effects/api) in the package, from
// the sources (.ts, a checkout) or from a built dist/ (.d.ts, an installed package), so generated code is
// type-checked against exactly what engines load.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../package-root.js';
import { tsMorph } from './ts-morph.js';
import type { RulesetId } from '../../runtime/card-def.js';
import { COSTS_TYPE, EFFECTS_TYPE, type OpFacts } from './bodies.js';
import { API_MODULE, CARD_DEF_MODULE } from './modules.js';
import type { GeneratedFile } from './typecheck.js';

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

let cached: RuntimeTypes[] | undefined;

/** Throws only when neither file exists; emitSet turns that into CS4104. */
export function runtimeCardTypes(): RuntimeTypes {
  const found = runtimeTypeVariants();
  if (found.length) return found[0];
  throw new Error(`not found: ${PLACES.map(([d]) => join(packageRoot() ?? '.', d)).join(', ')}`);
}

/** Where the runtime's types may be, in the order they are preferred: the sources, then a built dist/. */
const PLACES = [
  ['runtime/card-def.ts', 'runtime/effects/api.ts'],
  ['dist/runtime/card-def.d.ts', 'dist/runtime/effects/api.d.ts'],
] as const;

/** Every place the runtime's types are found in this package (a checkout with a build has both). */
export function runtimeTypeVariants(): RuntimeTypes[] {
  if (cached) return cached;
  const root = packageRoot() ?? '.';
  const out: RuntimeTypes[] = [];
  for (const [defRel, apiRel] of PLACES) {
    const path = join(root, defRel);
    let text: string, apiText: string;
    try {
      text = readFileSync(path, 'utf8');
      apiText = readFileSync(join(root, apiRel), 'utf8').replace(/(['"])\.\.\/card-def\.js\1/g, '$1./card-def.js$1');
    } catch {
      continue;
    }
    const declarations = declarationsOf(path, text);
    const apiDeclarations = declarationsOf(apiRel, apiText).replace(/^import[^;]*card-def\.js['"];?\n/m, '');
    out.push({ path, text, declarations, api: { text: apiText, declarations: apiDeclarations } });
  }
  return (cached = out);
}

/**
 * The two files generated code is checked against and ships beside it in ts/: the card types, and the effect API
 * with the ruleset's effects type (the ops its registry runs) appended.
 */
export function declarationFiles(types: RuntimeTypes, ruleset: RulesetId, facts: OpFacts): GeneratedFile[] {
  const union = (xs: readonly string[]) => xs.map((n) => JSON.stringify(n)).join(' | ') || 'never';
  const lines = [
    `/** What a compiled ${ruleset} ability body may call (runtime/rulesets/${ruleset}/ops.ts). */`,
    `export type ${EFFECTS_TYPE[ruleset]} = Effects<${union(facts.names)}>;`,
    `/** What a compiled ${ruleset} cost may owe (the ruleset's cost model). */`,
    `export type ${COSTS_TYPE[ruleset]} = Costs<${union(facts.costs?.resources ?? [])}>;`,
  ];
  return [
    { path: `${CARD_DEF_MODULE}.ts`, text: types.text },
    { path: `${API_MODULE}.ts`, text: `${types.api.text.trimEnd()}\n\n${lines.join('\n')}\n` },
  ];
}

/**
 * A module of types only is its own declaration file (card-def.ts and effects/api.ts are kept so): no TypeScript
 * needed, which a small build would otherwise spend a good part of its time loading.
 */
function declarationsOf(path: string, text: string): string {
  if (path.endsWith('.d.ts') || !/^export\s+(async\s+)?(function|const|let|var|class|enum)\b/m.test(text)) return text;
  return tsMorph().ts.transpileDeclaration(text, { fileName: 'x.ts', compilerOptions: { strict: true } }).outputText;
}
