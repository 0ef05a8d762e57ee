// The emit stage: hand-written IR per ruleset → typed TS → type-check → cards.js that imports back
// to the same IR; escaping of hostile card text; broken IR reported as CS41xx internal diagnostics.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { Project } from 'ts-morph';
import { afterAll, describe, expect, it } from 'vitest';
import { BUILD_STAGES, buildSet } from '../../compiler/build/index.js';
import { emitSet, emitSetSync, stringLiteral, type EmitOptions } from '../../compiler/emit/index.js';
import { LineIndex } from '../../grammar/index.js';
import { CATALOG } from '../../compiler/diagnostics.js';
import { newSlcgGame, playGame, randomAgent, type CardDef, type RulesetId } from '../../runtime/index.js';
import { check as golden } from '../grammar/golden.js';
import { FIXTURES, NASTY, src } from './emit-fixtures.js';

const tmp = mkdtempSync(join(tmpdir(), 'cardc-emit-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
let n = 0;
const outDir = () => join(tmp, `out${n++}`);

interface Loaded {
  cards: CardDef[];
  cardsByName: ReadonlyMap<string, CardDef>;
  cardsById: ReadonlyMap<string, CardDef>;
  setInfo: { name: string; ruleset: RulesetId; cardCount: number; format: number };
}

async function load(dir: string): Promise<Loaded> {
  return (await import(/* @vite-ignore */ `${pathToFileURL(join(dir, 'cards.js')).href}?v=${n}`)) as Loaded;
}

/** The generated modules under ts/cards (each has its .map beside it). */
const tsModules = (dir: string) => readdirSync(join(dir, 'ts/cards')).filter((f) => f.endsWith('.ts'));

async function emit(cards: CardDef[], ruleset: RulesetId, more: Partial<EmitOptions> = {}) {
  const dir = outDir();
  const r = await emitSet(cards, { setName: `test-${ruleset}`, ruleset, outDir: dir, ...more });
  return { ...r, dir };
}

describe('emitSet: valid IR per ruleset', () => {
  for (const ruleset of ['slcg', 'guangan', 'kaling'] as const) {
    it(`${ruleset}: writes cards.js, cards.d.ts and one module per .card file; cards.js imports to the same IR`, async () => {
      const cards = FIXTURES[ruleset];
      const r = await emit(cards, ruleset);
      expect(r.diagnostics).toEqual([]);
      for (const f of ['cards.js', 'cards.cjs', 'cards.d.ts', 'package.json', 'ts/index.ts', 'ts/card-def.ts'])
        expect(existsSync(join(r.dir, f)), f).toBe(true);
      const files = new Set(cards.map((c) => c.source!.file));
      expect(tsModules(r.dir).length).toBe(files.size);
      expect(r.files).toContain(join(r.dir, 'cards.js'));
      const m = await load(r.dir);
      expect(m.cards).toEqual(cards);
      expect(m.setInfo).toEqual({ name: `test-${ruleset}`, ruleset, cardCount: cards.length, format: 2 });
      for (const c of cards) {
        expect(m.cardsByName.get(c.name)).toEqual(c);
        expect(m.cardsById.get(c.id)).toEqual(c);
      }
    });
  }

  it('full type-check of every module agrees: no diagnostics, same output', async () => {
    const r = await emit(FIXTURES.kaling, 'kaling', { typecheck: 'full' });
    expect(r.diagnostics).toEqual([]);
    expect((await load(r.dir)).cards).toEqual(FIXTURES.kaling);
  });

  it('cards.js imports nothing, keeps Chinese text as written and holds one named function per ability (and per trigger filter, condition and card target)', async () => {
    const r = await emit(FIXTURES.slcg, 'slcg');
    const js = readFileSync(join(r.dir, 'cards.js'), 'utf8');
    expect(js).not.toMatch(/^\s*import\s/m);
    expect(js).not.toMatch(/\\u[0-9a-f]{4}/i);
    for (const c of FIXTURES.slcg) expect(js).toContain(JSON.stringify(c.name));
    const bodies = FIXTURES.slcg.flatMap((c) => c.abilities.filter((a) => a.kind !== 'static'));
    // Per ability its resolution, plus its trigger filter ($时机), conditions ($条件, $条件<n>), the tests of its
    // ops' card targets ($目标<n>) and its cost ($费用: SLCG charges activated abilities) where it has them.
    const functions = (js.match(/^function \S+\(/gm) ?? []).map((f) => f.slice(9, -1));
    expect(functions.filter((f) => !/\$(时机|条件\d*|目标\d+|费用)$/.test(f))).toHaveLength(bodies.length);
    const charged = bodies.filter((a) => a.kind === 'activated' || a.kind === 'action');
    expect(charged.length).toBeGreaterThan(0);
    expect(functions.filter((f) => f.endsWith('$费用'))).toHaveLength(charged.length);
    const cardTargets = bodies.flatMap((a) =>
      a.effects.filter((o) => 'target' in o && o.target && !o.target.ref && o.target.kind !== 'player'),
    );
    expect(cardTargets.length).toBeGreaterThan(0);
    expect(functions.filter((f) => /\$目标\d+$/.test(f))).toHaveLength(cardTargets.length);
    const timed = bodies.filter((a) => a.timing).length;
    expect(functions.filter((f) => f.endsWith('$时机'))).toHaveLength(timed);
    expect(js).toMatch(/export\s*\{/);
  });

  it('the generated sources type-check on their own (tsc over outDir/ts)', async () => {
    const r = await emit(FIXTURES.guangan, 'guangan');
    const p = new Project({
      compilerOptions: {
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        module: 99,
        moduleResolution: 100,
        target: 9,
        types: [],
      },
    });
    p.addSourceFilesAtPaths(join(r.dir, 'ts/**/*.ts'));
    expect(p.getPreEmitDiagnostics().map((d) => d.getMessageText())).toEqual([]);
  });

  it("cards.d.ts is self-contained: a consumer type-checks against it without the repo, the cards typed as the ruleset's card type", async () => {
    const r = await emit(FIXTURES.slcg, 'slcg');
    const dts = readFileSync(join(r.dir, 'cards.d.ts'), 'utf8');
    expect(dts).not.toMatch(/^\s*import\s/m);
    const p = new Project({
      useInMemoryFileSystem: true,
      compilerOptions: {
        strict: true,
        noEmit: true,
        module: 99,
        moduleResolution: 100,
        target: 9,
        lib: ['lib.es2020.d.ts'],
        types: [],
      },
    });
    p.createSourceFile('/app/cards.d.ts', dts);
    p.createSourceFile(
      '/app/main.ts',
      [
        'import cardsDefault, { cards, cardsByName, setInfo, type CardDef, type EffectOp } from "./cards.js";',
        'const first: CardDef | undefined = cards[0];',
        'const ops: EffectOp[] = cards.flatMap((c) => c.abilities.flatMap((a) => a.effects));',
        'const r: "slcg" | "guangan" | "kaling" = setInfo.ruleset;',
        'const n: number = setInfo.cardCount + cardsDefault.length + ops.length;',
        'const hit: CardDef | undefined = cardsByName.get("x");',
        // The cards are typed as the ruleset's card type: their card type and marks are the game's own words.
        'const kind: "发生" | "角色" | "场景" | undefined = cards[0]?.type;',
        'const marks: ("burst" | "battery")[] = cards.flatMap((c) => c.marks);',
        'export { first, r, n, hit, kind, marks };',
      ].join('\n'),
    );
    expect(p.getPreEmitDiagnostics().map((d) => String(d.getMessageText()))).toEqual([]);
    const bad = p.createSourceFile(
      '/app/bad.ts',
      'import { cards } from "./cards.js";\nconst s: string = cards[0].stats;\nexport { s };',
    );
    expect(bad.getPreEmitDiagnostics().length).toBeGreaterThan(0);
    // Another game's card type is not an SLCG card's.
    const other = p.createSourceFile(
      '/app/other.ts',
      'import { cards } from "./cards.js";\nconst t: "卡灵" | undefined = cards[0]?.type;\nexport { t };',
    );
    expect(other.getPreEmitDiagnostics().length).toBeGreaterThan(0);
  });

  it('emitSetSync (bundling from disk) writes the same cards.js content; writeSources: false leaves no ts/', async () => {
    const a = await emit(FIXTURES.slcg, 'slcg');
    const dir = outDir();
    const b = emitSetSync(FIXTURES.slcg, { setName: 'test-slcg', ruleset: 'slcg', outDir: dir, writeSources: false });
    expect(b.diagnostics).toEqual([]);
    expect(b.files.sort()).toEqual(
      ['cards.cjs', 'cards.cjs.map', 'cards.d.ts', 'cards.js', 'cards.js.map', 'package.json'].map((f) => join(dir, f)),
    );
    expect(existsSync(join(dir, 'ts'))).toBe(false);
    expect((await load(dir)).cards).toEqual((await load(a.dir)).cards);
    expect(readFileSync(join(dir, 'cards.d.ts'), 'utf8')).toBe(readFileSync(join(a.dir, 'cards.d.ts'), 'utf8'));
    const bad = structuredClone(FIXTURES.slcg);
    (bad[0] as { copies?: unknown }).copies = 'x';
    const c = emitSetSync(bad, { setName: 's', ruleset: 'slcg', outDir: outDir() });
    expect([c.diagnostics.map((d) => d.code), c.files]).toEqual([['CS4101'], []]);
  });

  it("emitSetSync turns esbuild's collector off for its one build only, and a user's GOGC / GOMEMLIMIT wins", () => {
    const seen: string[] = [];
    for (const env of [{}, { GOGC: '150' }, { GOMEMLIMIT: '2GiB' }] as Record<string, string>[]) {
      Object.assign(process.env, env);
      try {
        const r = emitSetSync(FIXTURES.slcg, { setName: 's', ruleset: 'slcg', outDir: outDir(), writeSources: false });
        expect(r.diagnostics).toEqual([]);
        seen.push(`${process.env.GOGC ?? '-'} ${process.env.GOMEMLIMIT ?? '-'}`);
      } finally {
        delete process.env.GOGC;
        delete process.env.GOMEMLIMIT;
      }
    }
    // Restored after each build: the setting never leaks into the caller's environment or a later child process.
    expect(seen).toEqual(['- -', '150 -', '- 2GiB']);
  });

  it('rebuilding into the same outDir leaves no stale module behind', async () => {
    const dir = outDir();
    await emitSet(FIXTURES.slcg, { setName: 's', ruleset: 'slcg', outDir: dir });
    expect(readdirSync(join(dir, 'ts/cards'))).toEqual(['m000.ts', 'm000.ts.map', 'm001.ts', 'm001.ts.map']);
    await emitSet([FIXTURES.slcg[0]], { setName: 's', ruleset: 'slcg', outDir: dir });
    expect(readdirSync(join(dir, 'ts/cards'))).toEqual(['m000.ts', 'm000.ts.map']);
  });

  it('an empty set emits an empty, loadable bundle', async () => {
    const r = await emit([], 'slcg');
    expect(r.diagnostics).toEqual([]);
    expect((await load(r.dir)).cards).toEqual([]);
  });
});

describe('emitSet: escaping (card text never becomes code)', () => {
  const hostile = (): CardDef[] =>
    NASTY.map((name, i) => ({
      id: `nasty-${i}-${name}`,
      name,
      ruleset: 'slcg',
      type: '角色',
      marks: [],
      traits: [name, `${name}${name}`],
      cost: { energy: 1 },
      stats: { value: 1, [name]: i },
      keywords: [{ keyword: name }],
      meta: { [name]: name, __proto__x: name },
      abilities: [
        {
          index: 0,
          kind: 'play',
          limits: [],
          costs: {},
          effects: [
            { op: 'search', name, count: 1 },
            {
              op: 'grantKeyword',
              target: { ref: 'self', filters: [{ kind: 'trait', value: name }] },
              keyword: name,
              duration: 'endOfTurn',
            },
          ],
          source: src(`cards/${name}.card`, 2),
        },
      ],
      source: src(i % 2 ? `cards/${name}.card` : 'cards/plain.card', 1, 2),
    }));

  for (const mode of ['shapes', 'full'] as const) {
    it(`names, traits, keys and file names with quotes, \${, */, \\, U+2028/9, emoji round-trip unchanged (${mode})`, async () => {
      const cards = hostile();
      const r = await emit(cards, 'slcg', { typecheck: mode, setName: NASTY.join('|') });
      expect(r.diagnostics).toEqual([]);
      const m = await load(r.dir);
      expect(m.setInfo.name).toBe(NASTY.join('|'));
      expect(m.cards.map((c) => c.name)).toEqual(NASTY);
      expect(m.cards).toEqual(cards);
      for (const name of NASTY) expect(m.cardsByName.get(name)?.name).toBe(name);
      expect(Object.getPrototypeOf(m.cards.find((c) => c.name === '__proto__')!)).toBe(Object.prototype);
    });
  }

  it('stringLiteral: any string, lone surrogates included, is one line and reads back unchanged', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (x) => {
        const lit = stringLiteral(x);
        expect(lit).not.toMatch(/[\n\r\u2028\u2029]/);
        expect(lit.startsWith('"') && lit.endsWith('"')).toBe(true);
        expect(JSON.parse(lit)).toBe(x);
      }),
      { numRuns: 2000 },
    );
  });

  it('random card names and traits survive emit → bundle → import', async () => {
    const names = fc.sample(fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }), { numRuns: 40, seed: 11 });
    const cards: CardDef[] = [...new Set(names)].map((name, i) => ({
      ...structuredClone(FIXTURES.slcg[0]),
      id: `r${i}`,
      name,
      traits: [name],
      meta: { [name]: name },
    }));
    const r = await emit(cards, 'slcg');
    expect(r.diagnostics).toEqual([]);
    expect((await load(r.dir)).cards).toEqual(cards);
  });

  it('generated text has no raw line separators; card text in doc comments cannot end them; names are names', async () => {
    const cards = hostile();
    const printed = (file: string) => `卡牌：x\n${file} */ alert(1) /* \u2028 \`\${1}\` </script>\n`;
    const r = await emit(cards, 'slcg', { sourceText: printed });
    expect(r.diagnostics).toEqual([]);
    const { ts } = await import('ts-morph');
    const docs: string[] = [];
    for (const f of r.files.filter((p) => /\.(ts|js|cjs)$/.test(p))) {
      const text = readFileSync(f, 'utf8');
      expect(text, f).not.toMatch(/[\u2028\u2029]/);
      // Top level: imports, exports, functions, constants and types only — no statement card text could have become.
      const sf = ts.createSourceFile(f, text, ts.ScriptTarget.ES2022, false);
      for (const st of sf.statements)
        expect(
          ts.isImportDeclaration(st) ||
            ts.isExportDeclaration(st) ||
            ts.isFunctionDeclaration(st) ||
            ts.isVariableStatement(st) ||
            ts.isTypeAliasDeclaration(st) ||
            ts.isInterfaceDeclaration(st) ||
            ts.isExportAssignment(st) ||
            ts.isExpressionStatement(st),
          `${f}: ${ts.SyntaxKind[st.kind]}`,
        ).toBe(true);
      // The only expression at top level is cards.cjs's closing `module.exports = { name: local, … };`.
      const calls = sf.statements.filter((st) => ts.isExpressionStatement(st));
      expect(calls.length, f).toBe(f.endsWith('.cjs') ? 1 : 0);
      for (const c of calls) expect(c.getText(sf), f).toMatch(/^module\.exports = \{(\s+[\w$]+: [\w$]+,)+\s+\}/);
      expect(text, f).not.toContain('*/ alert');
      if (/\/cards\/m\d+\.ts$/.test(f)) docs.push(text);
    }
    // The printed text is in the doc comments, with its comment end broken up and its line separator escaped.
    expect(docs.join('\n')).toContain(' *\\/ alert(1) /* \\u2028 ');
    // Every function is named as safeIdentifier says: letters, digits, _ and $ only.
    const m = await load(r.dir);
    const code = (m as unknown as { code: { name: string; resolve: { name: string } }[][] }).code;
    for (const row of code)
      for (const c of row) if (c) expect(c.resolve.name).toMatch(/^[A-Za-z_$\u3400-\u9fff][\w$\u3400-\u9fff]*$/);
    expect(code.flat().map((c) => c?.name.split('.')[0])).toEqual(NASTY);
  });
});

describe("emitSet: broken IR is a compiler bug, reported with the card's source", () => {
  const cardText = (file: string) =>
    file.startsWith('cards/') ? Array.from({ length: 12 }, (_, i) => `line ${i + 1} of ${file}`).join('\n') : undefined;

  for (const mode of ['shapes', 'full'] as const) {
    it(`a wrong field type → CS4101 at the card, nothing written (${mode})`, async () => {
      const cards = structuredClone(FIXTURES.slcg);
      (cards[1].stats as Record<string, unknown>).value = 'three';
      const r = await emit(cards, 'slcg', { typecheck: mode, sourceText: cardText });
      expect(r.files).toEqual([]);
      expect(r.diagnostics.map((d) => d.code)).toEqual(['CS4101']);
      const d = r.diagnostics[0];
      expect(d.severity).toBe('error');
      expect(d.file).toBe('cards/events.card');
      expect(d.args[0]).toBe('突袭');
      expect(d.messageEn).toMatch(
        /^internal: generated code does not type-check for card "突袭" \(cards\/events\.card:1:1\): TS2322/,
      );
      const li = new LineIndex(cardText('cards/events.card')!);
      expect(li.position(d.span.start)).toEqual({ line: 0, character: 0 });
      expect(li.position(d.span.end)).toEqual({ line: 2, character: 19 });
      expect(existsSync(join(r.dir, 'cards.js'))).toBe(false);
    });

    it(`an unknown effect op → CS4101 at the ability's source (${mode})`, async () => {
      const cards = structuredClone(FIXTURES.kaling);
      (cards[0].abilities[1].effects[0] as { op: string }).op = 'explode';
      const r = await emit(cards, 'kaling', { typecheck: mode });
      expect(r.diagnostics.map((d) => [d.code, d.file, d.args[0], d.args[1]])).toEqual([
        ['CS4101', 'cards/thunder.card', '雷霆卡灵', 'cards/thunder.card:7:1'],
      ]);
    });
  }

  it('every card of a failing shape is reported, the same in both modes', async () => {
    const base = FIXTURES.slcg[1];
    const cards: CardDef[] = Array.from({ length: 30 }, (_, i) => ({
      ...structuredClone(base),
      id: `x${i}`,
      name: `卡${i}`,
      source: src(`cards/f${i % 4}.card`, i + 1),
    }));
    for (const i of [3, 17]) (cards[i] as { copies?: unknown }).copies = '2';
    (cards[9].abilities[0].effects[0] as { what: string }).what = 'everything';
    const shapes = await emit(cards, 'slcg');
    const full = await emit(cards, 'slcg', { typecheck: 'full' });
    const key = (ds: typeof shapes.diagnostics) => ds.map((d) => `${d.code} ${d.args[0]} ${d.args[1]}`).sort();
    expect(key(shapes.diagnostics)).toEqual(
      ['CS4101 卡17 cards/f1.card:18:1', 'CS4101 卡3 cards/f3.card:4:1', 'CS4101 卡9 cards/events.card:3:1'].sort(),
    );
    expect(key(full.diagnostics)).toEqual(key(shapes.diagnostics));
  });

  it('random single-leaf corruptions: shape checking flags exactly the cards full checking flags', async () => {
    let seed = 7;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const leaves = (
      v: unknown,
      path: (string | number)[] = [],
      out: (string | number)[][] = [],
    ): (string | number)[][] => {
      if (v && typeof v === 'object')
        for (const [k, x] of Object.entries(v)) leaves(x, [...path, Array.isArray(v) ? Number(k) : k], out);
      else out.push(path);
      return out;
    };
    const junk: unknown[] = [42, 'zzz', true, null, {}, [], -1, 'opponent', 'damage'];
    let flagged = 0;
    for (const ruleset of ['slcg', 'guangan', 'kaling'] as const) {
      for (let round = 0; round < 3; round++) {
        const cards: CardDef[] = [];
        for (let copy = 0; copy < 4; copy++)
          for (const c of FIXTURES[ruleset])
            cards.push({ ...structuredClone(c), id: `${c.id}-${copy}`, name: `${c.name}-${copy}` });
        for (let k = 0; k < 3; k++) {
          const i = Math.floor(rnd() * cards.length);
          const paths = leaves(cards[i]).filter((p) => !(p[0] === 'name' || p[0] === 'id' || p[0] === 'ruleset'));
          const path = paths[Math.floor(rnd() * paths.length)];
          let o = cards[i] as unknown as Record<string | number, unknown>;
          for (const step of path.slice(0, -1)) o = o[step] as Record<string | number, unknown>;
          o[path[path.length - 1]] = junk[Math.floor(rnd() * junk.length)];
        }
        const names = (ds: { args: string[] }[]) => [...new Set(ds.map((d) => d.args[0]))].sort();
        const shapes = await emit(cards, ruleset);
        const full = await emit(cards, ruleset, { typecheck: 'full' });
        expect(names(shapes.diagnostics), `${ruleset} round ${round}`).toEqual(names(full.diagnostics));
        flagged += names(full.diagnostics).length;
      }
    }
    expect(flagged).toBeGreaterThan(5);
  });

  it('a value that cannot be written as code (function, NaN, cycle) → CS4102, no crash', async () => {
    const cards = structuredClone(FIXTURES.guangan);
    (cards[0].stats as Record<string, unknown>).hp = NaN;
    (cards[1] as unknown as { meta: unknown }).meta = { f: () => 1 };
    const r = await emit(cards, 'guangan');
    expect(r.diagnostics.map((d) => [d.code, d.args[0], d.args[2]])).toEqual([
      ['CS4102', '光之守护者', '$.stats.hp'],
      ['CS4102', '圣盾', '$.meta.f'],
    ]);
    expect(r.files).toEqual([]);
  });

  it('IR that is not even a list of objects → diagnostics, no throw', async () => {
    const r = await emit([null, 5, 'x'] as unknown as CardDef[], 'slcg');
    expect(r.files).toEqual([]);
    expect(r.diagnostics.length).toBeGreaterThan(0);
    expect(r.diagnostics.every((d) => d.code.startsWith('CS41'))).toBe(true);
    const s = emitSetSync(undefined as unknown as CardDef[], { setName: 's', ruleset: 'slcg', outDir: outDir() });
    expect(s.diagnostics.map((d) => d.code)).toEqual(['CS4106']);
  });

  it('a card of another ruleset → CS4105', async () => {
    const r = await emit([FIXTURES.slcg[0], FIXTURES.kaling[0]], 'slcg');
    expect(r.diagnostics.map((d) => [d.code, d.args[0]])).toEqual([['CS4105', '雷霆卡灵']]);
  });

  it('without source ranges the diagnostic still names the card', async () => {
    const c = structuredClone(FIXTURES.slcg[0]);
    delete c.source;
    c.abilities = c.abilities.map(({ source: _s, ...a }) => a);
    (c as unknown as { marks: unknown }).marks = 'burst';
    const r = await emit([c], 'slcg');
    expect(r.diagnostics.map((d) => [d.code, d.args[0], d.args[1], d.file])).toEqual([
      ['CS4101', '火焰剑士', 'no source', undefined],
    ]);
  });
});

describe('cardc build runs the emit stage', () => {
  const root = join(__dirname, '../../cards');
  for (const set of readdirSync(root).filter((d) => existsSync(join(root, d, 'set.yaml')))) {
    it(`bundled set ${set}: cards.js imports to exactly cards.json's cards`, async () => {
      const out = outDir();
      const r = buildSet(join(root, set), out);
      expect(r.diagnostics.map((d) => `${d.code} ${d.messageEn}`)).toEqual([]);
      for (const f of ['cards.js', 'cards.d.ts', 'cards.json', 'manifest.json'])
        expect(r.summary.written).toContain(join(out, f));
      const json = JSON.parse(readFileSync(join(out, 'cards.json'), 'utf8')) as { set: string; cards: CardDef[] };
      const m = await load(out);
      expect(m.cards).toEqual(json.cards);
      expect(m.setInfo.name).toBe(json.set);
    });
  }
});

describe('cardc build: the bundle made while cards.json is written', () => {
  it('a pipeline that ends at the emit stage still returns only once cards.js is written', async () => {
    const out = outDir();
    const upToEmit = BUILD_STAGES.slice(0, BUILD_STAGES.length - 1);
    const r = buildSet(join(__dirname, '../../cards/slcg'), out, upToEmit);
    expect(r.diagnostics).toEqual([]);
    expect(r.summary.written).toContain(join(out, 'cards.js'));
    expect(r.summary.written).not.toContain(join(out, 'cards.json'));
    expect((await load(out)).cards.length).toBeGreaterThan(0);
  });

  it('esbuild failing in its thread is CS4103 and nothing else is written (cards.json neither)', () => {
    const out = outDir();
    // A folder where esbuild writes cards.js: the TS sources are written, esbuild's own write fails.
    mkdirSync(join(out, 'cards.js'), { recursive: true });
    const r = buildSet(join(__dirname, '../../cards/slcg'), out);
    expect(r.diagnostics.map((d) => d.code)).toEqual(['CS4103', 'CS4007']);
    expect(r.diagnostics[0].messageEn).toMatch(/cards\.js/);
    expect(existsSync(join(out, 'cards.json'))).toBe(false);
    expect(existsSync(join(out, 'cards.cjs'))).toBe(false);
  });
});

describe('an engine loads cards.js', () => {
  it('plays a seeded SLCG game with the bundled set as compiled by cardc build', async () => {
    const out = outDir();
    expect(buildSet(join(__dirname, '../../cards/slcg'), out).diagnostics).toEqual([]);
    const m = await load(out);
    const manifest = JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8')) as {
      decks: Record<string, Record<string, number>>;
    };
    const decks = Object.values(manifest.decks).map((d) =>
      Object.entries(d).flatMap(([name, count]) => Array<string>(count).fill(name)),
    );
    const s = newSlcgGame({ cards: m.cards, decks: [decks[0], decks[1] ?? decks[0]], seed: 7 });
    const r = playGame(s, [randomAgent(1), randomAgent(2)], { maxSteps: 20_000 });
    expect(r.steps).toBeGreaterThan(10);
  });
});

describe('docs/emit.md', () => {
  it('documents every CS41xx code', () => {
    const doc = readFileSync(join(__dirname, '../../docs/emit.md'), 'utf8');
    const codes = Object.keys(CATALOG).filter((c) => c.startsWith('CS41'));
    expect(codes.length).toBeGreaterThanOrEqual(6);
    for (const code of codes) expect(doc, code).toContain(`| ${code} |`);
  });
});

describe('emitSet: golden module', () => {
  it('test/data/emit/0001_slcg_card.ts is the module generated for one small card', async () => {
    const r = await emit([FIXTURES.slcg[1]], 'slcg');
    expect(r.diagnostics).toEqual([]);
    const mod = tsModules(r.dir)[0];
    golden(readFileSync(join(r.dir, 'ts/cards', mod), 'utf8'), join(__dirname, '../data/emit/0001_slcg_card.ts'));
    golden(readFileSync(join(r.dir, 'ts/index.ts'), 'utf8'), join(__dirname, '../data/emit/0001_slcg_card.index.ts'));
  });
});
