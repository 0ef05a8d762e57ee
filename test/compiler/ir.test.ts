// The IR and `build`: the schema files match the generators, the IR of every golden valid card and
// every bundled card validates against schemas/ir.schema.json, and buildSet writes schema-valid
// cards.json / manifest.json (or, for a bad set, diagnostics and nothing else).
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Ajv } from 'ajv';
import { afterAll, describe, expect, it } from 'vitest';
import { buildManifestSchema, buildSet, summary, BUILD_MANIFEST_SCHEMA_FILE } from '../../compiler/build/index.js';
import { Analysis } from '../../compiler/analysis.js';
import { irSchema, IR_SCHEMA_FILE, lowerSet } from '../../compiler/ir/index.js';
import { irTypeSchemas } from '../../compiler/ir/schema-from-types.js';
import { IR_TYPE_SCHEMAS } from '../../compiler/ir/schema.generated.js';
import { RULESET_OPS } from '../../runtime/rulesets/index.js';
import { main } from '../../compiler/cli.js';
import '../../compiler/build/command.js';
import { CHECKER_DATA, checkerCases, golden } from './checker-golden.js';

const ROOT = resolve(CHECKER_DATA, '../../..');
const SCHEMAS = join(ROOT, 'schemas');
const CARDS = join(ROOT, 'cards');
const tmp = mkdtempSync(join(tmpdir(), 'cardc-build-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function schemaFile(name: string, generated: object): object {
  const g = golden(join(SCHEMAS, name), JSON.stringify(generated, null, 2));
  expect(g.actual).toBe(g.expected);
  return JSON.parse(readFileSync(join(SCHEMAS, name), 'utf8')) as object;
}

const ajv = new Ajv({ allErrors: true, strict: false });
const validateIr = ajv.compile(schemaFile(IR_SCHEMA_FILE, irSchema()));
const validateManifest = ajv.compile(schemaFile(BUILD_MANIFEST_SCHEMA_FILE, buildManifestSchema()));

describe('IR schema', () => {
  it('the IR schema is read off the types (IrSet, CardDef …): schema.generated.ts is current (npm run gen:validators)', () => {
    expect(irTypeSchemas()).toEqual(structuredClone(IR_TYPE_SCHEMAS));
    // Named types of card-def.ts are definitions, and the effect ops are one alternative each, like the union.
    const defs = IR_TYPE_SCHEMAS.defs as Record<string, { oneOf?: { properties: { op: { const: string } } }[] }>;
    const ops = defs.EffectOp.oneOf!.map((o) => o.properties.op.const);
    expect(new Set(ops).size).toBe(ops.length);
    // Every op some ruleset runs is in the IR (and 'move', 'transfer' … of 卡灵时代's grid among them).
    for (const reg of Object.values(RULESET_OPS)) for (const op of reg!.names()) expect(ops).toContain(op);
  });

  it('schemas/ir.schema.json and build-manifest.schema.json are the generated ones', () => {
    expect(JSON.parse(readFileSync(join(SCHEMAS, IR_SCHEMA_FILE), 'utf8'))).toEqual(irSchema());
    expect(JSON.parse(readFileSync(join(SCHEMAS, BUILD_MANIFEST_SCHEMA_FILE), 'utf8'))).toEqual(buildManifestSchema());
  });

  it('validates the IR of every golden card that checks without errors', () => {
    let n = 0;
    for (const file of checkerCases()) {
      const text = readFileSync(join(CHECKER_DATA, file), 'utf8');
      const r = new Analysis().checkFile(text, file);
      if (r.diagnostics.some((d) => d.severity === 'error')) continue;
      const ir = lowerSet(r.value, file).value;
      n += ir.cards.length;
      expect(validateIr(ir), `${file}: ${JSON.stringify(validateIr.errors)}`).toBe(true);
      for (const c of ir.cards) {
        expect(text.split('\n')[c.source!.line - 1].startsWith('卡牌')).toBe(true);
        for (const a of c.abilities) for (const e of a.effects) expect(e.source?.file).toBe(file);
      }
    }
    expect(n).toBeGreaterThan(20);
  });
});

describe('cardc build', () => {
  for (const set of readdirSync(CARDS).filter((d) => existsSync(join(CARDS, d, 'set.yaml')))) {
    it(`builds the bundled set ${set} clean, with schema-valid cards.json and manifest.json`, () => {
      const out = join(tmp, set);
      const r = buildSet(join(CARDS, set), out);
      expect(r.diagnostics.map((d) => `${d.file} ${d.code} ${d.messageEn}`)).toEqual([]);
      expect(r.summary.cards).toBeGreaterThanOrEqual(8);
      expect(r.summary.decks).toBeGreaterThanOrEqual(1);
      expect(summary(r.summary)).toMatch(/^\d+ cards, \d+ decks, 0 warnings, \d+ ms$/);
      const cards = JSON.parse(readFileSync(join(out, 'cards.json'), 'utf8'));
      const manifest = JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8'));
      expect(validateIr(cards), JSON.stringify(validateIr.errors)).toBe(true);
      expect(validateManifest(manifest), JSON.stringify(validateManifest.errors)).toBe(true);
      expect(manifest.ruleset).toBe(set);
      expect(cards.cards.map((c: { name: string }) => c.name)).toEqual(manifest.cards);
    });
  }

  it('reports a bad set.yaml as a diagnostic and writes nothing', () => {
    const dir = join(tmp, 'bad');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'set.yaml'), 'name: 坏\nruleset: slcg\nname: 又一个\n');
    writeFileSync(join(dir, 'a.card'), '卡牌 甲\n  类型：角色\n  常值：1 攻\n');
    const r = buildSet(dir, join(dir, 'out'));
    expect(r.diagnostics.map((d) => d.code)).toContain('CS3016');
    expect(r.summary.written).toEqual([]);
    expect(existsSync(join(dir, 'out'))).toBe(false);
  });

  it('reports a folder without set.yaml (CS4001) and card errors stop the output (CS4007)', () => {
    const empty = join(tmp, 'empty');
    mkdirSync(empty, { recursive: true });
    expect(buildSet(empty, join(empty, 'out')).diagnostics.map((d) => d.code)).toEqual(['CS4001']);
    const dir = join(tmp, 'errs');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'set.yaml'), 'name: 错\nruleset: slcg\n');
    writeFileSync(join(dir, 'a.card'), '卡牌 甲\n  类型：角色\n  常值：0 攻\n');
    const r = buildSet(dir, join(dir, 'out'));
    expect(r.diagnostics.map((d) => d.code)).toEqual(['CS2004', 'CS4007']);
    expect(r.diagnostics[0].file).toBe(join(dir, 'a.card'));
    // CS4007 is a note beside the errors: the summary counts the card's one error.
    expect(summary(r.summary)).toMatch(/^1 errors, 1 cards, 0 decks, 0 warnings, \d+ ms$/);
  });

  it('cardc build prints the summary line and exits 0 for a clean set, 1 for errors', async () => {
    const lines: string[] = [];
    const io = { out: (x: string) => lines.push(x), err: (x: string) => lines.push(x), cwd: ROOT, isTTY: false };
    expect(await main(['build', 'cards/kaling', '--out', join(tmp, 'cli'), '--lang', 'en'], io)).toBe(0);
    expect(lines.at(-2)).toMatch(/^\d+ cards, 2 decks, 0 warnings, \d+ ms$/);
    expect(lines.at(-1)).toBe(`written to ${join(tmp, 'cli')}`);
    expect(existsSync(join(tmp, 'cli', 'cards.json'))).toBe(true);
    lines.length = 0;
    expect(await main(['build', join(tmp, 'errs'), '--out', join(tmp, 'cli2'), '--lang', 'en'], io)).toBe(1);
    expect(lines.join('\n')).toContain('error CS2004');
  });
});
