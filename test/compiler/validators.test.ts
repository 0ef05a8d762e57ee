// The precompiled validators are what the specs generate (regenerate with `npm run gen:validators`),
// and they judge data as ajv compiling the same schema at run time does.
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { generateAll } from '../../compiler/validators/generate.js';
import { VALIDATOR_SPECS } from '../../compiler/validators/specs.js';
import { validateBuildManifest, validateIr, validateSetManifest } from '../../compiler/validators/index.js';
import { buildSet, checkStage, loadStage, lowerStage } from '../../compiler/build/index.js';
import { parse as parseYaml } from 'yaml';

const root = resolve(__dirname, '../..');
const GENERATED = join(root, 'compiler/validators/generated');

function compiled(file: string, name: string) {
  const spec = VALIDATOR_SPECS.find((s) => s.file === file)!;
  const ajv = new Ajv(spec.options);
  for (const k of spec.keywords ?? []) ajv.addKeyword(k);
  for (const [s, id] of spec.refs()) ajv.addSchema(s, id);
  return ajv.compile(spec.schemas()[name]);
}

/** The same answer and the same errors (paths, keywords, messages) from both. */
function agree(fast: (d: unknown) => boolean, slow: ReturnType<typeof compiled>, data: unknown) {
  const a = fast(data);
  const errsA = ((fast as unknown as { errors?: unknown[] }).errors ?? []) as {
    instancePath: string;
    keyword: string;
    message?: string;
  }[];
  const b = slow(data);
  const pick = (es: { instancePath: string; keyword: string; message?: string }[]) =>
    es.map((e) => `${e.instancePath} ${e.keyword} ${e.message}`);
  expect(a).toBe(b);
  expect(pick(errsA)).toEqual(pick((slow.errors ?? []) as never));
}

describe('precompiled schema validators', () => {
  it('generated/ holds exactly what the specs generate (run npm run gen:validators after a schema change)', () => {
    const want = generateAll();
    expect(readdirSync(GENERATED).sort()).toEqual([...want.keys()].sort());
    for (const [file, code] of want)
      expect(readFileSync(join(GENERATED, file), 'utf8') === code, `${file} is stale`).toBe(true);
  });

  it('the set.yaml validator agrees with ajv on the bundled sets and on broken manifests', () => {
    const slow = compiled('set-manifest', 'setManifest');
    for (const game of ['slcg', 'guangan', 'kaling'])
      agree(validateSetManifest, slow, parseYaml(readFileSync(join(root, 'cards', game, 'set.yaml'), 'utf8')));
    for (const bad of [
      {},
      { ruleset: 'slcg', params: { deckMin: -1 } },
      { name: 3, ruleset: 'nope', decks: { a: { x: 0 } } },
      { ruleset: 'kaling', params: { startingLife: 'x' }, cards: 'a' },
    ]) {
      agree(validateSetManifest, slow, bad);
      expect(validateSetManifest(bad)).toBe(false);
    }
  });

  it('the IR and build manifest validators agree with ajv on a built set and on a damaged one', () => {
    const ir = compiled('build-output', 'ir');
    const man = compiled('build-output', 'buildManifest');
    const r = buildSet(join(root, 'cards', 'slcg'), '', [loadStage, checkStage, lowerStage]);
    expect(r.ir).toBeDefined();
    agree(validateIr, ir, r.ir);
    expect(validateIr(r.ir)).toBe(true);
    const damaged = JSON.parse(JSON.stringify(r.ir)) as { cards: { cost?: unknown }[] };
    damaged.cards[0].cost = 'three';
    agree(validateIr, ir, damaged);
    expect(validateIr(damaged)).toBe(false);
    agree(validateBuildManifest, man, { nonsense: true });
    expect(validateBuildManifest({ nonsense: true })).toBe(false);
  });
});
