// The published JSON Schemas and the ruleset profiles they come from: schemas/*.schema.json must
// equal what compiler/manifest/schema.ts generates (UPDATE_GOLDEN=1 rewrites them), must work on
// their own from disk (as an editor loads them), and the profiles must hold the rules' facts.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { paramsSchema, paramsSchemaFile, setSchema, SET_SCHEMA_FILE } from '../../compiler/manifest/index.js';
import { schemaId } from '../../compiler/schema-id.js';
import {
  cardType,
  defaultParams,
  FIELD_IDS,
  fieldPresence,
  markOf,
  profiles,
  resolveParams,
  RULESET_IDS,
  splitTypeLine,
  type RulesetId,
} from '../../runtime/profiles/index.js';
import { VOCAB_BY_ID } from '../../grammar/index.js';
import { MANIFEST_DATA } from './manifest-helpers.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const SCHEMAS = join(ROOT, 'schemas');

function golden(file: string, value: unknown): void {
  const path = join(SCHEMAS, file);
  const text = JSON.stringify(value, null, 2) + '\n';
  if (process.env.UPDATE_GOLDEN === '1' || !existsSync(path)) writeFileSync(path, text);
  // Compared as data, so reformatting the file (prettier) does not break the test.
  expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual(value);
}

/** set.schema.json from disk on its own, as an editor loads it: it embeds the params schemas. */
function diskAjv() {
  const ajv = new Ajv({ allErrors: true, strict: true });
  ajv.addKeyword('enumDescriptions');
  return ajv.compile(JSON.parse(readFileSync(join(SCHEMAS, SET_SCHEMA_FILE), 'utf8')));
}

/** Every `$ref` of a schema, anywhere in it. */
function refsOf(v: unknown): string[] {
  if (Array.isArray(v)) return v.flatMap(refsOf);
  if (!v || typeof v !== 'object') return [];
  return Object.entries(v).flatMap(([k, x]) => (k === '$ref' && typeof x === 'string' ? [x] : refsOf(x)));
}

describe('published schemas', () => {
  it('set.schema.json is generated from the profiles', () => golden(SET_SCHEMA_FILE, setSchema()));
  for (const id of RULESET_IDS) {
    it(`${paramsSchemaFile(id)} is generated from the ${id} profile`, () =>
      golden(paramsSchemaFile(id), paramsSchema(id)));
  }

  it('the files on disk accept every good manifest and reject the bad ones with schema errors', () => {
    const validate = diskAjv();
    for (const f of readdirSync(MANIFEST_DATA).filter((n) => n.startsWith('good_'))) {
      expect(validate(parse(readFileSync(join(MANIFEST_DATA, f), 'utf8'))), f).toBe(true);
    }
    expect(validate({ name: 'x', ruleset: 'slcg', params: { maxCopies: 3 } })).toBe(false);
    expect(validate({ name: 'x', ruleset: 'kaling', params: { maxCopies: 3 } })).toBe(true);
    expect(validate({ name: 'x', ruleset: 'guangan', params: { lightDarkGain: 'never' } })).toBe(false);
    expect(validate({ name: 'x', ruleset: 'kaling', decks: { d: { 雷霆战狼: 0 } } })).toBe(false);
  });

  it('every file has a stable $id (https://cardscript.dev/schemas/<file>), refers only inside itself and compiles alone', () => {
    const files = readdirSync(SCHEMAS).filter((f) => f.endsWith('.schema.json'));
    expect(files.length).toBeGreaterThanOrEqual(7);
    for (const f of files) {
      const s = JSON.parse(readFileSync(join(SCHEMAS, f), 'utf8'));
      expect(s.$id, f).toBe(schemaId(f));
      expect(s.$id).toBe(`https://cardscript.dev/schemas/${f}`);
      expect(
        refsOf(s).filter((r) => !r.startsWith('#/')),
        f,
      ).toEqual([]);
      const ajv = new Ajv({ strict: false });
      expect(() => ajv.compile(s), f).not.toThrow();
    }
  });

  it('the params schemas embedded in set.schema.json are the published params files', () => {
    const set = JSON.parse(readFileSync(join(SCHEMAS, SET_SCHEMA_FILE), 'utf8'));
    for (const id of RULESET_IDS) {
      const { $schema: _s, $id: _i, ...body } = JSON.parse(readFileSync(join(SCHEMAS, paramsSchemaFile(id)), 'utf8'));
      expect(set.definitions[`params-${id}`], id).toEqual(body);
    }
  });

  it('every ruleset default is valid against its own params schema', () => {
    const ajv = new Ajv({ strict: true });
    ajv.addKeyword('enumDescriptions');
    for (const id of RULESET_IDS) expect(ajv.validate(paramsSchema(id), defaultParams(id)), id).toBe(true);
  });
});

describe('ruleset profiles', () => {
  const prefix: Record<RulesetId, string> = { slcg: 'SLCG', guangan: 'GA', kaling: 'KL' };

  it('every parameter, type, mark, zone and resource cites a rule ID of its own ruleset', () => {
    for (const id of RULESET_IDS) {
      const p = profiles[id];
      const rule = new RegExp(`^${prefix[id]}-[A-Z]+-\\d{2}$`);
      const items = [
        p,
        ...Object.values(p.params),
        ...p.cardTypes,
        ...p.marks,
        ...p.zones,
        ...p.resources,
        ...p.typeModifiers,
      ];
      for (const item of items) expect(item.rule, `${id} ${JSON.stringify(item).slice(0, 60)}`).toMatch(rule);
    }
  });

  it('every card type lists every field, requires 类型 and allows the metadata fields', () => {
    for (const id of RULESET_IDS) {
      for (const t of profiles[id].cardTypes) {
        expect(Object.keys(t.fields).sort()).toEqual([...FIELD_IDS].sort());
        expect(t.fields.type).toBe('required');
        for (const f of ['illustrator', 'designer', 'environment', 'flavor'] as const)
          expect(t.fields[f]).toBe('allowed');
        for (const m of t.marks) expect(markOf(profiles[id], m), `${id} ${t.zh} ${m}`).toBeDefined();
      }
    }
  });

  it('card types, type modifiers and marks share their ids and canonical names with the vocabulary', () => {
    for (const id of RULESET_IDS) {
      const p = profiles[id];
      for (const item of [...p.cardTypes, ...p.typeModifiers, ...p.marks]) {
        const entry = VOCAB_BY_ID.get(item.id);
        expect(entry, `${id} ${item.id}`).toBeDefined();
        expect(entry!.canonical, `${id} ${item.id}`).toBe(item.zh);
        if (entry!.rulesets.length) expect(entry!.rulesets, `${id} ${item.id}`).toContain(id);
      }
    }
  });

  it('enum defaults are among their values', () => {
    for (const id of RULESET_IDS) {
      for (const spec of Object.values(profiles[id].params)) {
        if (spec.kind === 'enum') {
          expect(spec.values).toContain(spec.default);
          expect(Object.keys(spec.valueDocs).sort()).toEqual([...spec.values].sort());
        }
      }
    }
  });

  it('holds the defaults named in the rules', () => {
    expect(defaultParams('slcg')).toMatchObject({
      victoryTarget: 15,
      lifeCards: 5,
      openingHand: 5,
      handRefill: 5,
      deckMin: 0,
      deckMax: 40,
      maxIncrementalCards: 4,
      maxExtremeEnergy: 1,
      sceneOnPlay: 'replace',
      extremeEnergyTrigger: 'global',
      spellAttractScope: 'all',
      defaultCopies: 4,
    });
    expect(defaultParams('kaling')).toMatchObject({
      startingLife: 20,
      startingEnergy: 6,
      maxEnergy: 6,
      openingHand: 5,
      drawPerTurn: 1,
      paidSummonsPerTurn: 2,
      paidSummonEnergyCost: 'level',
      materialSummon: true,
      maxSetCards: 3,
      defaultSP: 1,
      summoningSickness: false,
      diagonalBattle: 'vertical',
      deckMin: 40,
      deckMax: 60,
      maxCopies: 3,
    });
    expect(defaultParams('guangan')).toMatchObject({
      startingHp: 30,
      hp40WhenBothDecksAtLeast40: false,
      openingHand: 5,
      drawPerTurn: 1,
      cardZoneSlots: 5,
      characterPositions: 5,
      summonSlots: 5,
      staminaPerTurn: 3,
      maxStamina: 6,
      defaultCardStaminaCost: 1,
      sortiesPerTurn: 1,
      lightDarkGain: 'bothEveryTurn',
      maxLightDark: 6,
      reviveCountdown: 3,
      sealCountdown: 3,
      handLimit: 7,
      deckMin: 30,
      deckMax: 45,
      maxCopies: 2,
      requireLivingOwnerCharacter: true,
      allowNeutralCards: false,
      characterCount: 5,
      exclusiveCardsMin: 6,
      exclusiveCardsMax: 9,
      defaultCharacterHp: null,
      defaultCharacterAtk: null,
    });
  });

  it('resolveParams overlays overrides and ignores names the ruleset does not have', () => {
    const p = resolveParams('slcg', { deckMax: 50, maxCopies: 9 });
    expect(p.deckMax).toBe(50);
    expect(p.victoryTarget).toBe(15);
    expect('maxCopies' in p).toBe(false);
  });

  it('SLCG-CT-09 角色 requires 常值; 发生 and 场景 have no 常值 (SLCG-CT-05, SLCG-CT-16)', () => {
    const s = profiles.slcg;
    expect(cardType(s, '角色')!.fields.value).toBe('required');
    expect(cardType(s, '发生')!.fields.value).toBe('forbidden');
    expect(cardType(s, '场景')!.fields.value).toBe('forbidden');
    expect(cardType(s, '角色')!.fields.copies).toBe('allowed');
    expect(cardType(s, '角色')!.fields.ap).toBe('forbidden');
  });

  it('SLCG-CT-06 / SLCG-CT-07 only 发生 cards carry 增量产能 and 突发', () => {
    const s = profiles.slcg;
    expect(cardType(s, '发生')!.marks).toEqual(['burst', 'battery']);
    expect(cardType(s, '角色')!.marks).toEqual([]);
    expect(markOf(s, '【增量产能】')?.id).toBe('battery');
    expect(markOf(s, 'battery')?.zh).toBe('增量产能');
  });

  it('KL-CT-02 卡灵 requires 等级 AP DP; KL-CT-05 设备 GP is optional; 费用 is not a 卡灵时代 field', () => {
    const k = profiles.kaling;
    for (const f of ['level', 'ap', 'dp'] as const) expect(cardType(k, '卡灵')!.fields[f]).toBe('required');
    expect(cardType(k, '设备')!.fields.gp).toBe('allowed');
    expect(cardType(k, '卡灵')!.fields.gp).toBe('forbidden');
    expect(cardType(k, '战术')!.fields.cost).toBe('forbidden');
    expect(cardType(k, '设备')!.marks).toEqual(['placed']);
  });

  it('GA-CHR-03 角色 requires 生命 and 攻击 unless the manifest sets defaults', () => {
    const g = profiles.guangan;
    const chr = cardType(g, '角色')!;
    expect(fieldPresence(g, chr, 'hp')).toBe('required');
    expect(fieldPresence(g, chr, 'hp', { defaultCharacterHp: 12 })).toBe('allowed');
    expect(fieldPresence(g, chr, 'atk', { defaultCharacterHp: 12 })).toBe('required');
    expect(chr.fields.exclusive).toBe('forbidden');
    expect(fieldPresence(g, cardType(g, '召唤物')!, 'hp', { defaultCharacterHp: 12 })).toBe('required');
  });

  it('GA-CT-07 持续 combines with 普通/响应/反制 on the type line', () => {
    const g = profiles.guangan;
    expect(splitTypeLine(g, '持续 响应')).toEqual({ type: '响应', modifiers: ['持续'] });
    expect(cardType(g, '持续 反制')?.zh).toBe('反制');
    expect(cardType(g, '普通')!.fields.exclusive).toBe('allowed');
    expect(cardType(g, '普通')!.fields.hp).toBe('forbidden');
    expect(cardType(g, '响应')!.marks).toEqual(['curse', 'talisman', 'instant', 'charge']);
  });

  it('docs/set-manifest.md lists every parameter with its default and rule ID', () => {
    const doc = readFileSync(join(ROOT, 'docs/set-manifest.md'), 'utf8');
    for (const id of RULESET_IDS) {
      for (const [name, spec] of Object.entries(profiles[id].params)) {
        const row = doc.split('\n').find((l) => l.startsWith(`| \`${name}\``) && l.includes(spec.rule));
        expect(row, `${id}.${name}`).toBeDefined();
        expect(row).toContain(`\`${JSON.stringify(spec.default).replace(/"/g, '')}\``);
      }
    }
  });
});
