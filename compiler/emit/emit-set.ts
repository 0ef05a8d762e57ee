// The emit stage of `cardc build`: IR → typed TS modules (ts-morph) → type-check → esbuild bundle,
// writing cards.js, a self-contained cards.d.ts and the generated TS sources into outDir.

import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { LineIndex, type Diagnostic, type Span } from '../../grammar/index.js';
import { diag, type DiagnosticCode } from '../diagnostics.js';
import type { CardDef, RulesetId, SourceRef } from '../../runtime/card-def.js';
import { bundle, startBundleFromDisk } from './bundle.js';
import { opFacts, type OpFacts } from './bodies.js';
import {
  indexDeclarations,
  generateIndex,
  generateModule,
  groupBySource,
  type GeneratedModule,
  type LiteralProblem,
  type ModuleContext,
  type SetPlayData,
} from './modules.js';
import { declarationFiles, runtimeCardTypes, type RuntimeTypes } from './runtime-types.js';
import { inlineMapComment, lineSourceMap, type SourceMapV3 } from './source-map.js';
import { witnessModule, type Member, type WitnessModule } from './shapes.js';
import { CheckProject, typeCheck, type GeneratedFile, type TsProblem } from './typecheck.js';
import { codeUnits, type CodeUnit } from './code-units.js';
import { checkSalt, precheckedKeys, unitKey } from './prechecked.js';
import type { EmitStream } from './stream.js';
import { STREAM_DIR } from './stream-protocol.js';

export interface EmitOptions {
  setName: string;
  ruleset: RulesetId;
  outDir: string;
  /** Text of a .card file, to turn a card's SourceRef into the offsets a Diagnostic carries. */
  sourceText?: (file: string) => string | undefined;
  /** Also write the generated TypeScript under outDir/ts/ (default true). */
  writeSources?: boolean;
  /**
   * See TypecheckMode; 'shapes' and 'full' report the same cards.
   * Unset: 'full' when the environment has CARDC_TYPECHECK=full, else 'shapes'.
   */
  typecheck?: TypecheckMode;
  /**
   * Where the .card files are (their SourceRef.file is relative to it), seen from outDir: the source maps'
   * paths. Default '..' (a set's dist/ folder inside the set).
   */
  cardRoot?: string;
  /** The set's resolved parameters and its decks as card-id lists: cards.js exports them as `params` and `decks`. */
  play?: SetPlayData;
}

/**
 * 'shapes': one witness per distinct card / ability / effect shape and per op kind of the ability functions;
 * 'full': every generated module as written; 'code': the ability functions, the index and the code table only —
 * for IR already validated against the schema read off the same types (buildSet's validate stage), so the data
 * is not checked twice.
 */
export type TypecheckMode = 'shapes' | 'full' | 'code';

export interface EmitTimings {
  /** IR → module texts, in ms. */
  emit: number;
  /** ts-morph project + pre-emit diagnostics, in ms. */
  typecheck: number;
  /**
   * esbuild + writing the files, in ms: with emitSet only the time not overlapped with the type-check, with
   * startEmitSync only the time not overlapped with the caller's own work before `finish`.
   */
  bundle: number;
}

export interface EmitResult {
  diagnostics: Diagnostic[];
  /** Files written, absolute or relative as outDir was given. Empty when there are errors. */
  files: string[];
  timings: EmitTimings;
  /**
   * The code's type-check units ('shapes' and 'code' modes, code-units.ts) and how many of them were known clean
   * already (prechecked.ts) and so not handed to TypeScript; absent in 'full' mode or when nothing was checked.
   */
  checked?: { units: number; prechecked: number };
}

export const SOURCES_DIR = 'ts';

const ms = (t0: number) => Math.round((performance.now() - t0) * 10) / 10;

interface Prepared {
  diagnostics: Diagnostic[];
  timings: EmitTimings;
  /** The generated TypeScript (card-def, one module per .card file, index); empty after a fatal problem. */
  files: GeneratedFile[];
  dts: string;
  checked?: EmitResult['checked'];
}

interface Generated extends Prepared {
  cards: readonly CardDef[];
  opts: EmitOptions;
  modules: GeneratedModule[];
  problems: LiteralProblem[];
  loc: Locator;
  facts: OpFacts;
  /** The runtime's card and effect-API types; absent when they could not be loaded (CS4104). */
  runtime?: RuntimeTypes;
}

const hasError = (ds: readonly Diagnostic[]) => ds.some((d) => d.severity === 'error');

/** Generates and type-checks; bundling and writing happen only when this reports no error. */
function prepare(cards: readonly CardDef[], opts: EmitOptions): Prepared {
  const g = generate(cards, opts);
  if (g.files.length) typecheckStage(g);
  return g;
}

/** IR → module texts (and CS4102/CS4104/CS4105). */
function generate(cards: readonly CardDef[], opts: EmitOptions): Generated {
  const t0 = performance.now();
  const g = begin(cards, opts);
  if (!g.runtime) return g;
  const { problems, modules } = g;
  let k = 0;
  const ctx = moduleContext(opts);
  for (const [file, idx] of groupBySource(cards)) modules.push(generateModule(k++, file, idx, cards, problems, ctx));
  const sourceFiles = modules.map((m) => ({
    path: m.path,
    text: m.text,
    // Sources seen from the module in memory, which esbuild places at outDir (see bundle.ts).
    map: inlineMapComment(moduleMap(m, opts)),
  }));
  end(g, sourceFiles);
  g.timings.emit = ms(t0);
  return g;
}

/** What generateModule needs besides the cards, for a ruleset and a set's .card texts. */
export function moduleContext(opts: Pick<EmitOptions, 'ruleset' | 'sourceText'>): ModuleContext {
  return {
    ruleset: opts.ruleset,
    facts: opFacts(opts.ruleset),
    sourceText: opts.sourceText,
    sourceLines: new Map<string, string[]>(),
  };
}

/** A module's source map: its lines to the .card lines, the .card files seen from where cards.js is written. */
export function moduleMap(m: GeneratedModule, opts: Pick<EmitOptions, 'cardRoot' | 'sourceText'>): SourceMapV3 {
  return lineSourceMap(m.sourceLines, cardRootOf(opts), opts.sourceText);
}

/** A Generated with no modules yet: the runtime's types loaded (else CS4104) and each card's ruleset checked (CS4105). */
function begin(cards: readonly CardDef[], opts: EmitOptions): Generated {
  const timings: EmitTimings = { emit: 0, typecheck: 0, bundle: 0 };
  const diagnostics: Diagnostic[] = [];
  const loc = locator(opts.sourceText);
  const facts = opFacts(opts.ruleset);
  const g: Generated = {
    diagnostics,
    timings,
    files: [],
    dts: '',
    cards,
    opts,
    modules: [],
    problems: [],
    loc,
    facts,
  };
  try {
    g.runtime = runtimeCardTypes();
  } catch (e) {
    diagnostics.push(diag('CS4104', { start: 0, end: 0 }, [(e as Error).message]));
    return g;
  }
  cards.forEach((c, i) => {
    if (c && typeof c === 'object' && c.ruleset !== opts.ruleset)
      diagnostics.push(loc.diag('CS4105', c, c.source, [cardLabel(c, i), String(c.ruleset), opts.ruleset]));
  });
  return g;
}

/** The modules are in: their literal problems become CS4102; the declarations, the index and cards.d.ts are made. */
function end(g: Generated, moduleFiles: GeneratedFile[]): void {
  const { cards, opts, modules, runtime } = g;
  for (const p of g.problems) {
    const c = cards[p.card];
    g.diagnostics.push(
      g.loc.diag('CS4102', c, sourceOf(c), [cardLabel(c, p.card), g.loc.where(sourceOf(c)), p.path, p.reason]),
    );
  }
  g.files = [
    ...declarationFiles(runtime!, opts.ruleset, g.facts),
    ...moduleFiles,
    {
      path: 'index.ts',
      text: generateIndex(
        opts.setName,
        opts.ruleset,
        modules,
        cards.map((_, i) => i),
        opts.play,
      ),
    },
  ];
  g.dts = [
    "// Generated by cardc: the card IR types of the CardScript runtime and this set's exports.",
    runtime!.declarations.trim(),
    runtime!.api.declarations.trim(),
    '',
    indexDeclarations(opts.ruleset),
    '',
  ].join('\n');
}

/** Type-checks the generated code (CS4101/CS4106); clears `files` when anything is wrong. */
function typecheckStage(g: Generated): void {
  const { cards, opts, modules, problems, files, diagnostics, loc } = g;
  const t0 = performance.now();
  try {
    const mode = effectiveMode(opts);
    if (mode === 'full') {
      diagnostics.push(...mapTypeErrors(typeCheck(files), modules, files, cards, loc));
    } else {
      const declarations = [files[0], files[1]];
      const units = codeUnits(cards, g.facts, opts.ruleset, problems, modules.length);
      // A unit whose text was checked clean against these very declarations is not checked again (prechecked.ts).
      const salt = checkSalt(declarations);
      const known = precheckedKeys();
      const pending = units.filter((u) => !known.has(unitKey(salt, u)));
      g.checked = { units: units.length, prechecked: units.length - pending.length };
      if (mode === 'code' && !pending.length) return;
      const project = new CheckProject();
      project.add(declarations);
      const w: WitnessModule | undefined =
        mode === 'code'
          ? undefined
          : witnessModule(cards, project.project, project.path(files[0].path), new Set(problems.map((p) => p.card)));
      const rest = [...(w ? [{ path: w.path, text: w.text }] : []), ...pending.flatMap((u) => u.files)];
      project.add(rest);
      const all = [...declarations, ...rest];
      const unitOf = new Map(pending.flatMap((u) => u.files.map((f) => [f.path, u] as const)));
      const found = project.problems();
      const inUnits = found.filter((p) => p.file !== undefined && unitOf.has(p.file));
      const empty: WitnessModule = {
        path: '',
        text: '',
        members: new Map(),
        counts: { cards: 0, abilities: 0, effects: 0 },
      };
      diagnostics.push(
        ...mapWitnessErrors(
          found.filter((p) => !inUnits.includes(p)),
          w ?? empty,
          all,
          cards,
          loc,
        ),
      );
      diagnostics.push(...mapUnitErrors(inUnits, unitOf, all, cards, loc));
    }
  } catch (e) {
    diagnostics.push(diag('CS4106', { start: 0, end: 0 }, ['(type-check)', (e as Error).message]));
  } finally {
    g.timings.typecheck = ms(t0);
    if (hasError(diagnostics)) g.files = [];
  }
}

function effectiveMode(opts: EmitOptions): TypecheckMode {
  return opts.typecheck ?? (process.env.CARDC_TYPECHECK === 'full' ? 'full' : 'shapes');
}

function cardRootOf(opts: Pick<EmitOptions, 'cardRoot'>): string {
  const r = (opts.cardRoot ?? '..').replace(/\\/g, '/').replace(/\/?$/, '/');
  return r === './' ? '' : r;
}

/** Lets Node and bundlers pick the format: `import` gets cards.js, `require` cards.cjs. */
const PACKAGE_JSON = `${JSON.stringify(
  {
    type: 'module',
    main: './cards.cjs',
    module: './cards.js',
    types: './cards.d.ts',
    exports: { '.': { types: './cards.d.ts', import: './cards.js', require: './cards.cjs' } },
    sideEffects: false,
  },
  null,
  2,
)}\n`;

/**
 * What goes into outDir besides the bundles: cards.d.ts, package.json and, unless turned off, the TS sources (a
 * module's source map beside it, for tools that read ts/; sources seen from there).
 */
function outputs(p: Prepared, opts: EmitOptions): [string, string][] {
  const out: [string, string][] = [
    ['cards.d.ts', p.dts],
    ['package.json', PACKAGE_JSON],
  ];
  if (opts.writeSources !== false)
    for (const f of p.files) {
      if (!f.map) out.push([join(SOURCES_DIR, f.path), f.text]);
      else out.push(...moduleSourceFiles(f.path, f.text, mapOf(f.map), SOURCES_DIR));
    }
  return out;
}

/**
 * A generated module as written under `dir` (ts/, or the streamed emit's folder of the same depth): its text naming
 * its map, and the map beside it, its sources seen from there.
 */
export function moduleSourceFiles(path: string, text: string, map: SourceMapV3, dir: string): [string, string][] {
  const base = path.replace(/^.*\//, '');
  const up = '../'.repeat(path.split('/').length);
  return [
    [join(dir, path), `${text}\n//# sourceMappingURL=${base}.map\n`],
    [join(dir, `${path}.map`), JSON.stringify(rebase(map, up))],
  ];
}

function mapOf(comment: string): SourceMapV3 {
  return JSON.parse(
    Buffer.from(comment.slice(comment.indexOf(',') + 1).trim(), 'base64').toString('utf8'),
  ) as SourceMapV3;
}

function rebase(map: SourceMapV3, prefix: string): SourceMapV3 {
  return { ...map, sources: map.sources.map((s) => prefix + s) };
}

/** Writes the files; a ts/ folder from an earlier build is removed first so no stale module survives. */
function writeAll(out: readonly [string, string][], outDir: string, diagnostics: Diagnostic[]): string[] {
  const written: string[] = [];
  if (out.some(([rel]) => rel.startsWith(SOURCES_DIR + sep)))
    rmSync(join(outDir, SOURCES_DIR), { recursive: true, force: true });
  for (const [rel, text] of out) {
    const path = join(outDir, rel);
    try {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, text);
      written.push(path);
    } catch (e) {
      diagnostics.push(diag('CS4003', { start: 0, end: 0 }, [path, (e as Error).message]));
    }
  }
  return written;
}

/**
 * IR → cards.js + cards.d.ts (+ ts/ sources) in outDir. Never throws on bad IR: every problem comes back
 * as a CS41xx diagnostic, and when there is an error nothing is written.
 */
export async function emitSet(cards: readonly CardDef[], opts: EmitOptions): Promise<EmitResult> {
  try {
    return await emitAsync(cards, opts);
  } catch (e) {
    return crashed(e);
  }
}

/** A throw inside the emitter is a compiler bug too: report it, do not crash the build. */
function crashed(e: unknown): EmitResult {
  const msg = e instanceof Error ? (e.stack ?? e.message).split('\n').slice(0, 3).join(' ') : String(e);
  return {
    diagnostics: [diag('CS4106', { start: 0, end: 0 }, ['(emit)', msg])],
    files: [],
    timings: { emit: 0, typecheck: 0, bundle: 0 },
  };
}

async function emitAsync(cards: readonly CardDef[], opts: EmitOptions): Promise<EmitResult> {
  const p = generate(cards, opts);
  if (!p.files.length || hasError(p.diagnostics))
    return { diagnostics: p.diagnostics, files: [], timings: p.timings, checked: p.checked };
  // esbuild runs in its own process: hand it the modules, type-check meanwhile, then wait for it.
  let t0 = performance.now();
  // Every module but the two type-only ones (card-def, effects-api) is loaded.
  const bundling = bundle(p.files, 'index.ts', opts.outDir, p.files.length - 2);
  await bundling.loaded;
  let handOff = performance.now() - t0;
  typecheckStage(p);
  t0 = performance.now();
  const b = await bundling.result;
  if (!p.files.length) return { diagnostics: p.diagnostics, files: [], timings: p.timings, checked: p.checked };
  let written: string[] = [];
  if (b.outputs === undefined) for (const e of b.errors) p.diagnostics.push(diag('CS4103', { start: 0, end: 0 }, [e]));
  else written = writeAll([...b.outputs, ...outputs(p, opts)], opts.outDir, p.diagnostics);
  handOff += performance.now() - t0;
  p.timings.bundle = Math.round(handOff * 10) / 10;
  return { diagnostics: p.diagnostics, files: written, timings: p.timings, checked: p.checked };
}

/**
 * The same, synchronously, for pipelines whose stages are synchronous (buildSet): the TS sources are
 * written first and esbuild bundles them from disk (esbuild's sync API takes no plugins).
 */
export function emitSetSync(cards: readonly CardDef[], opts: EmitOptions): EmitResult {
  return startEmitSync(cards, opts).finish();
}

/** An emit whose bundle is still being made: `finish` waits for it (once; later calls return the same result). */
export interface PendingEmit {
  finish(): EmitResult;
}

/**
 * emitSetSync in two halves: everything up to the bundle now, the bundle in a worker thread meanwhile, and `finish`
 * waits for it. buildSet writes cards.json between the two: about a third of a second of a 10,000-card build.
 */
export function startEmitSync(cards: readonly CardDef[], opts: EmitOptions, stream?: EmitStream): PendingEmit {
  try {
    return stream ? emitStreamed(cards, opts, stream) : emitSync(cards, opts);
  } catch (e) {
    stream?.cancel();
    return done(crashed(e));
  }
}

const done = (r: EmitResult): PendingEmit => ({ finish: () => r });

function emitSync(cards: readonly CardDef[], opts: EmitOptions): PendingEmit {
  const p = prepare(cards, opts);
  if (!p.files.length) return done({ diagnostics: p.diagnostics, files: [], timings: p.timings, checked: p.checked });
  let t0 = performance.now();
  const srcDir = join(opts.outDir, SOURCES_DIR);
  const written = writeAll([...outputs({ ...p }, { ...opts, writeSources: true })], opts.outDir, p.diagnostics);
  const bundling = hasError(p.diagnostics) ? undefined : startBundleFromDisk(join(srcDir, 'index.ts'), opts.outDir);
  let handOff = performance.now() - t0;
  let result: EmitResult | undefined;
  return {
    finish() {
      if (result) return result;
      t0 = performance.now();
      try {
        const b = bundling?.finish();
        if (b?.written === undefined)
          for (const e of b?.errors ?? []) p.diagnostics.push(diag('CS4103', { start: 0, end: 0 }, [e]));
        else written.unshift(...b.written);
        if (opts.writeSources === false) {
          rmSync(srcDir, { recursive: true, force: true });
          written.splice(0, written.length, ...written.filter((f) => !f.startsWith(srcDir)));
        }
      } catch (e) {
        return (result = crashed(e));
      }
      handOff += performance.now() - t0;
      p.timings.bundle = Math.round(handOff * 10) / 10;
      return (result = { diagnostics: p.diagnostics, files: written, timings: p.timings, checked: p.checked });
    },
  };
}

/**
 * emitSync with the modules made by a stream's thread while the set was checked (stream.ts): the whole-set steps —
 * CS4105, the index, the type-check — here, then the thread writes the rest and bundles. Whatever the thread could
 * not do, the unstreamed emit does instead.
 */
function emitStreamed(cards: readonly CardDef[], opts: EmitOptions, stream: EmitStream): PendingEmit {
  const serial = () => {
    stream.cancel();
    // A thread that died (rather than failing in its own code, which cleans up) leaves its folder: not in the output.
    rmSync(join(opts.outDir, STREAM_DIR), { recursive: true, force: true });
    return emitSync(cards, opts);
  };
  // The full type-check reads every module's text, which stays in the thread.
  if (opts.ruleset !== stream.ruleset || opts.outDir !== stream.outDir || effectiveMode(opts) === 'full')
    return serial();
  let t0 = performance.now();
  const got = stream.modules();
  if (got.kind === 'failed' || got.unusable) return serial();
  const g = begin(cards, opts);
  if (!g.runtime) {
    stream.cancel();
    return done({ diagnostics: g.diagnostics, files: [], timings: g.timings });
  }
  for (const m of got.modules) g.modules.push({ ...m, text: '', sourceLines: [] });
  for (const p of got.problems) g.problems.push(p);
  end(g, []);
  g.timings.emit = ms(t0);
  typecheckStage(g);
  for (const [path, message] of got.writeErrors)
    g.diagnostics.push(diag('CS4003', { start: 0, end: 0 }, [path, message]));
  if (!g.files.length || hasError(g.diagnostics)) {
    stream.cancel();
    return done({ diagnostics: g.diagnostics, files: [], timings: g.timings, checked: g.checked });
  }
  t0 = performance.now();
  // cards.d.ts and package.json here; the declarations and the index go to the thread, beside its modules.
  const written = writeAll(outputs({ ...g, files: [] }, opts), opts.outDir, g.diagnostics);
  if (hasError(g.diagnostics)) {
    stream.cancel();
    return done({ diagnostics: g.diagnostics, files: written, timings: g.timings, checked: g.checked });
  }
  stream.go(g.files, opts.writeSources !== false);
  let handOff = performance.now() - t0;
  let result: EmitResult | undefined;
  return {
    finish() {
      if (result) return result;
      t0 = performance.now();
      const b = stream.bundled();
      if (b.kind === 'failed') g.diagnostics.push(diag('CS4106', { start: 0, end: 0 }, ['(emit thread)', b.error]));
      else {
        for (const [path, message] of b.writeErrors)
          g.diagnostics.push(diag('CS4003', { start: 0, end: 0 }, [path, message]));
        for (const e of b.errors) g.diagnostics.push(diag('CS4103', { start: 0, end: 0 }, [e]));
        // In the unstreamed emit's order: the bundles, cards.d.ts and package.json, the sources.
        written.unshift(...b.bundle);
        written.push(...b.sources);
      }
      handOff += performance.now() - t0;
      g.timings.bundle = Math.round(handOff * 10) / 10;
      return (result = { diagnostics: g.diagnostics, files: written, timings: g.timings, checked: g.checked });
    },
  };
}

function sourceOf(c: unknown): SourceRef | undefined {
  const s = (c as CardDef | undefined)?.source;
  return s && typeof s === 'object' && typeof s.file === 'string' ? s : undefined;
}

function cardLabel(c: unknown, i: number): string {
  const name = (c as CardDef | undefined)?.name;
  return typeof name === 'string' ? name : `#${i}`;
}

/** Code-unit errors → CS4101 at every op or ability the unit stands for (up to PER_SHAPE); else CS4106. */
function mapUnitErrors(
  problems: readonly TsProblem[],
  unitOf: ReadonlyMap<string, CodeUnit>,
  files: readonly GeneratedFile[],
  cards: readonly CardDef[],
  loc: Locator,
): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const p of problems) {
    const members = unitOf.get(p.file!)?.members ?? [];
    if (!members.length)
      out.push(
        diag('CS4106', { start: 0, end: 0 }, [`${p.file}:${p.line + 1}:${p.col + 1}`, `TS${p.code}: ${p.message}`], {
          notes: generatedNote(p, files),
        }),
      );
    for (const m of members.slice(0, PER_SHAPE)) {
      const card = cards[m.card];
      const src = memberSource(card, m);
      out.push(
        loc.diag(
          'CS4101',
          card,
          src,
          [cardLabel(card, m.card), loc.where(src), `TS${p.code}: ${p.message}`],
          generatedNote(p, files),
        ),
      );
    }
  }
  return out;
}

/** Shows the generated line and where it is, as a note (the diagnostic itself points at the card). */
function generatedNote(p: TsProblem, files: readonly GeneratedFile[]): { zh: string; en: string }[] {
  const gen = p.file ? `${p.file}:${p.line + 1}:${p.col + 1}` : '(global)';
  const text = p.file
    ? (files.find((f) => f.path === p.file)?.text.split('\n')[p.line] ?? '').trim().slice(0, 200)
    : '';
  return [{ zh: `生成的代码 ${gen}：${text}`, en: `generated code ${gen}: ${text}` }];
}

/** How many cards of one failing shape get their own diagnostic; the last one says how many more share it. */
const PER_SHAPE = 20;

/** Witness errors → CS4101 at every card (ability, effect op) of the witness's shape. */
function mapWitnessErrors(
  problems: readonly TsProblem[],
  w: WitnessModule,
  files: readonly GeneratedFile[],
  cards: readonly CardDef[],
  loc: Locator,
): Diagnostic[] {
  const out: Diagnostic[] = [];
  const seen = new Set<string>();
  for (const p of problems) {
    const notes = generatedNote(p, files);
    const members = p.file === w.path ? w.members.get(p.line) : undefined;
    if (!members) {
      out.push(
        diag(
          'CS4106',
          { start: 0, end: 0 },
          [p.file ? `${p.file}:${p.line + 1}:${p.col + 1}` : '(global)', `TS${p.code}: ${p.message}`],
          { notes },
        ),
      );
      continue;
    }
    members.slice(0, PER_SHAPE).forEach((m, k) => {
      const key = `${m.card}|${m.ability}|${m.effect}|${p.message}`;
      if (seen.has(key)) return;
      seen.add(key);
      const card = cards[m.card];
      const src = memberSource(card, m);
      const more =
        k === PER_SHAPE - 1 && members.length > PER_SHAPE
          ? [
              {
                zh: `另有 ${members.length - PER_SHAPE} 处形状相同`,
                en: `${members.length - PER_SHAPE} more of the same shape`,
              },
            ]
          : [];
      out.push(
        loc.diag(
          'CS4101',
          card,
          src,
          [cardLabel(card, m.card), loc.where(src), `TS${p.code}: ${p.message}`],
          [...notes, ...more],
        ),
      );
    });
  }
  return out;
}

/** The most precise source: the effect op's, else its ability's, else the card's. */
function memberSource(card: CardDef, m: Member): SourceRef | undefined {
  const ab = m.ability === undefined ? undefined : (card.abilities as unknown[] | undefined)?.[m.ability];
  const op = m.effect === undefined ? undefined : (ab as { effects?: unknown[] } | undefined)?.effects?.[m.effect];
  return sourceOf(op) ?? sourceOf(ab) ?? sourceOf(card);
}

/** Type errors → CS4101 at the card (or ability) whose generated line holds them; the rest → CS4106. */
function mapTypeErrors(
  problems: readonly TsProblem[],
  modules: readonly GeneratedModule[],
  files: readonly GeneratedFile[],
  cards: readonly CardDef[],
  loc: Locator,
): Diagnostic[] {
  const byPath = new Map(modules.map((m) => [m.path, m]));
  const out: Diagnostic[] = [];
  const seen = new Set<string>();
  for (const p of problems) {
    const gen = p.file ? `${p.file}:${p.line + 1}:${p.col + 1}` : '(global)';
    const notes = generatedNote(p, files);
    const m = p.file ? byPath.get(p.file) : undefined;
    const hit = m?.lines.find((l) => p.line >= l.start && p.line <= l.end);
    if (!hit) {
      out.push(diag('CS4106', { start: 0, end: 0 }, [gen, `TS${p.code}: ${p.message}`], { notes }));
      continue;
    }
    const card = cards[hit.card];
    const ab = hit.abilities.find((a) => p.line >= a.start && p.line <= a.end);
    const src = memberSource(card, { card: hit.card, ability: ab?.index });
    const key = `${hit.card}|${p.line}|${p.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(
      loc.diag('CS4101', card, src, [cardLabel(card, hit.card), loc.where(src), `TS${p.code}: ${p.message}`], notes),
    );
  }
  return out;
}

interface Locator {
  where(s: SourceRef | undefined): string;
  diag(
    code: DiagnosticCode,
    card: unknown,
    s: SourceRef | undefined,
    args: string[],
    notes?: { zh: string; en: string }[],
  ): Diagnostic;
}

/** SourceRef lines and columns are 1-based; a Diagnostic wants offsets, which need the .card text. */
function locator(sourceText: EmitOptions['sourceText']): Locator {
  const indexes = new Map<string, LineIndex | undefined>();
  const span = (s: SourceRef | undefined): Span => {
    if (!s || !sourceText) return { start: 0, end: 0 };
    if (!indexes.has(s.file)) {
      const t = sourceText(s.file);
      indexes.set(s.file, t === undefined ? undefined : new LineIndex(t));
    }
    const li = indexes.get(s.file);
    if (!li) return { start: 0, end: 0 };
    return {
      start: li.offset({ line: s.line - 1, character: s.col - 1 }),
      end: li.offset({ line: s.endLine - 1, character: s.endCol - 1 }),
    };
  };
  return {
    where: (s) => (s ? `${s.file}:${s.line}:${s.col}` : 'no source'),
    diag(code, _card, s, args, notes) {
      return diag(code, span(s), args, { file: s?.file, notes });
    },
  };
}
