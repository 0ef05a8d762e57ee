// The thread of a streamed emit (stream.ts): while the main thread checks and lowers a large set file by file, this
// thread writes each file's module as its cards arrive — the same generateModule, the same source map, into a
// folder beside ts/ — and, once told the set has no error, puts the folder in ts/'s place and runs esbuild over it.
// The main thread keeps everything that needs the whole set (the set checks, validation, the type-check, the index).
import { existsSync, mkdirSync, renameSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { MessagePort } from 'node:worker_threads';
import type { CardDef, RulesetId } from '../../runtime/card-def.js';
import { bundleFromDiskHere } from './bundle.js';
import { moduleContext, moduleMap, moduleSourceFiles, SOURCES_DIR } from './emit-set.js';
import { generateModule, groupBySource, type LiteralProblem } from './modules.js';
import { STREAM_DIR, type StreamedModule, type StreamReply, type StreamRequest } from './stream-protocol.js';

export interface StreamSetup {
  ruleset: RulesetId;
  outDir: string;
  /** As EmitOptions.cardRoot. */
  cardRoot?: string;
  port: MessagePort;
  /** [0]: replies posted so far (the main thread waits on it); [1]: 1 once the main thread cancelled. */
  replies: Int32Array;
}

export function start(setup: StreamSetup): void {
  const { port, replies, outDir } = setup;
  let answered = false;
  const reply = (r: StreamReply) => {
    port.postMessage(r);
    Atomics.add(replies, 0, 1);
    Atomics.notify(replies, 0);
  };
  // A thread that dies (an exception, memory) still answers, so the main thread never waits for ever.
  process.on('exit', () => {
    if (!answered) reply({ kind: 'failed', error: 'the emit thread stopped' });
  });

  const tmp = join(outDir, STREAM_DIR);
  const cards: CardDef[] = [];
  const texts = new Map<string, string>();
  const ctx = moduleContext({ ruleset: setup.ruleset, sourceText: (f) => texts.get(f) });
  const mapOpts = { cardRoot: setup.cardRoot, sourceText: ctx.sourceText };
  const modules: StreamedModule[] = [];
  const problems: LiteralProblem[] = [];
  const written: string[] = [];
  const writeErrors: [string, string][] = [];
  const seen = new Set<string>();
  let unusable: string | undefined;

  const write = (path: string, text: string) => {
    try {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, text);
      written.push(path);
    } catch (e) {
      writeErrors.push([path, (e as Error).message]);
    }
  };

  const onFile = (m: Extract<StreamRequest, { kind: 'file' }>) => {
    if (Atomics.load(replies, 1)) return;
    texts.set(m.file, m.text);
    const first = cards.length;
    for (const c of m.cards) cards.push(c);
    for (const [file, idx] of groupBySource(m.cards)) {
      // The whole set's modules are one per source file in order of first appearance: a file seen before would
      // have joined its earlier module.
      if (seen.has(file)) unusable ??= `cards of ${file} arrived apart`;
      seen.add(file);
      const mod = generateModule(
        modules.length,
        file,
        idx.map((i) => i + first),
        cards,
        problems,
        ctx,
      );
      for (const [path, text] of moduleSourceFiles(mod.path, mod.text, moduleMap(mod, mapOpts), tmp)) write(path, text);
      modules.push({ path: mod.path, sourceFile: mod.sourceFile, lines: mod.lines, names: mod.names });
    }
  };

  const onGo = (m: Extract<StreamRequest, { kind: 'go' }>) => {
    for (const f of m.files) write(join(tmp, f.path), f.text);
    const sources = join(outDir, SOURCES_DIR);
    if (writeErrors.length) return reply({ kind: 'bundled', bundle: [], sources: [], errors: [], writeErrors });
    try {
      rmSync(sources, { recursive: true, force: true });
      renameSync(tmp, sources);
    } catch (e) {
      return reply({
        kind: 'bundled',
        bundle: [],
        sources: [],
        errors: [],
        writeErrors: [[sources, (e as Error).message]],
      });
    }
    const b = bundleFromDiskHere(join(sources, 'index.ts'), outDir);
    // The paths as they are now (under ts/), in the order the unstreamed emit lists them: declarations, modules, index.
    const moved = written.map((p) => join(sources, p.slice(tmp.length + 1)));
    const order = [...moved.slice(-m.files.length, -1), ...moved.slice(0, -m.files.length), moved[moved.length - 1]];
    if (!m.writeSources) rmSync(sources, { recursive: true, force: true });
    reply({
      kind: 'bundled',
      bundle: b.written ?? [],
      sources: m.writeSources ? order : [],
      errors: b.errors,
      writeErrors: [],
    });
  };

  // A build that stops leaves no output folder it would not have made without the stream.
  const hadOutDir = existsSync(outDir);
  const clean = () => {
    rmSync(tmp, { recursive: true, force: true });
    if (!hadOutDir) rmEmptyDir(outDir);
  };

  rmSync(tmp, { recursive: true, force: true });
  port.on('message', (m: StreamRequest) => {
    try {
      if (m.kind === 'file') onFile(m);
      else if (m.kind === 'end') {
        reply({ kind: 'modules', modules, problems, writeErrors, unusable });
      } else if (m.kind === 'go') {
        onGo(m);
        answered = true;
        port.close();
      } else {
        answered = true;
        clean();
        reply({ kind: 'cancelled' });
        port.close();
      }
    } catch (e) {
      answered = true;
      reply({ kind: 'failed', error: (e as Error).stack ?? String(e) });
      clean();
      port.close();
    }
  });
}

function rmEmptyDir(dir: string): void {
  try {
    rmdirSync(dir);
  } catch {
    // not empty (or gone): leave it
  }
}
