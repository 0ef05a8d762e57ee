// `npm run build`'s last step: checks every code unit the emitter can write (compiler/emit/precheck-all.ts) and
// writes the keys of the clean ones to dist/prechecked.json, so that a `cardc build` whose code is made of known
// units needs no TypeScript (compiler/emit/prechecked.ts). Run after tsc: the dist/ declarations are one of the
// places the runtime's types are checked against.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CardDef, RulesetId } from '../runtime/card-def.js';
import { loadPlayableSet } from '../compiler/play/load-set.js';
import { precheckAll } from '../compiler/emit/precheck-all.js';
import { PRECHECKED_FILE } from '../compiler/emit/prechecked.js';

const root = join(fileURLToPath(import.meta.url), '../..');

const t0 = performance.now();
const corpus: Partial<Record<RulesetId, CardDef[]>> = {};
for (const id of ['slcg', 'guangan', 'kaling'] as const) {
  const set = loadPlayableSet(join(root, 'cards', id), root).set;
  if (set) corpus[set.ruleset] = set.cards;
}
const r = precheckAll(corpus);
for (const f of r.failed) console.error(`precheck: ${f.ruleset} ${f.label}: ${f.message}`);
writeFileSync(join(root, PRECHECKED_FILE), `${JSON.stringify({ checker: r.checker, keys: r.keys })}\n`);
console.log(
  `precheck: ${r.keys.length} code units known clean of ${r.checked} checked (${r.failed.length} failed) in ${((performance.now() - t0) / 1000).toFixed(1)} s → ${PRECHECKED_FILE}`,
);
if (r.failed.length) process.exitCode = 1;
