// A streamed emit, for a large set on a machine with a second core: the build hands each .card file's lowered cards
// to a worker thread (stream-worker.ts) as soon as it has checked and lowered that file, and the thread writes the
// file's module meanwhile; then it bundles. The output is the unstreamed emit's, byte for byte (the same code makes
// it; test/compiler/emit-stream.test.ts compares every file). The main thread waits for the thread only where it
// needs its answer, with Atomics.wait, so the build's stages stay synchronous.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import type { CardDef, RulesetId } from '../../runtime/card-def.js';
import { workerModule } from '../worker-module.js';
import { oneShotGcEnv } from './bundle.js';
import type { StreamReply, StreamRequest } from './stream-protocol.js';
import type { StreamSetup } from './stream-worker.js';

/** Below this many cards a build does not stream: starting the thread would cost more than it saves. */
export const STREAM_MIN_CARDS = 1500;

/**
 * Whether a build of `cards` cards streams its emit: CARDC_EMIT_STREAM=1 always (tests), =0 never; otherwise from
 * STREAM_MIN_CARDS cards on a machine with two cores or more, when the thread's code is built JavaScript — from the
 * TypeScript sources (a development checkout without `npm run build`) the thread would spend a second or more
 * compiling itself through tsx, on the core the check needs.
 */
export function shouldStream(cards: number): boolean {
  const env = process.env.CARDC_EMIT_STREAM;
  if (env === '1') return true;
  if (env === '0') return false;
  return cards >= STREAM_MIN_CARDS && availableParallelism() >= 2 && !emitWorker().filename.endsWith('.ts');
}

const emitWorker = () => workerModule(import.meta.url, 'stream-worker', 'emit-worker');

/**
 * Loads the worker module (through tsx's API when it is TypeScript: an eval'd thread gets no `--import`) and starts
 * it; a module that cannot load still answers, as `failed`.
 */
const BOOT = `
const { workerData: d } = require('node:worker_threads');
const failed = (e) => {
  d.setup.port.postMessage({ kind: 'failed', error: String((e && e.stack) || e) });
  Atomics.add(d.setup.replies, 0, 1);
  Atomics.notify(d.setup.replies, 0);
};
(async () => {
  if (d.tsx) (await import(d.tsx)).register();
  return import(d.url);
})().then((m) => m.start(d.setup)).catch(failed);
`;

/**
 * tsx's register API as an ES module: require's resolution gives its CommonJS twin, which registers a path that does
 * not exist when import() loads it (import.meta.resolve is not there under every loader).
 */
function tsxApi(): string {
  const cjs = createRequire(import.meta.url).resolve('tsx/esm/api');
  const mjs = cjs.replace(/\.cjs$/, '.mjs');
  return pathToFileURL(existsSync(mjs) ? mjs : cjs).href;
}

type Reply<K extends StreamReply['kind']> =
  Extract<StreamReply, { kind: K }> | Extract<StreamReply, { kind: 'failed' }>;

export class EmitStream {
  private readonly worker: Worker | undefined;
  private readonly port: MessagePort;
  /** [0]: replies posted by the thread; [1]: 1 once cancelled (queued files are skipped). */
  private readonly replies = new Int32Array(new SharedArrayBuffer(8));
  private seen = 0;
  private closed = false;
  /** Why the thread could not start, if it could not. */
  private readonly startError: string | undefined;

  constructor(
    readonly ruleset: RulesetId,
    readonly outDir: string,
    readonly cardRoot: string | undefined,
  ) {
    const { port1, port2 } = new MessageChannel();
    this.port = port1;
    const setup: StreamSetup = { ruleset, outDir, cardRoot, port: port2, replies: this.replies };
    const where = emitWorker();
    const tsx = where.filename.endsWith('.ts') ? tsxApi() : undefined;
    try {
      this.worker = new Worker(BOOT, {
        eval: true,
        // esbuild runs in this thread at the end, as a one-shot build (bundle.ts).
        env: oneShotGcEnv(),
        workerData: { url: pathToFileURL(where.filename).href, tsx, setup },
        transferList: [port2],
      });
      // An abandoned stream (a build that threw) never keeps the process alive.
      this.worker.unref();
    } catch (e) {
      this.startError = (e as Error).message;
      this.closed = true;
    }
  }

  /** Hands the thread one .card file's cards, lowered, in set order. */
  add(file: string, text: string, cards: readonly CardDef[]): void {
    this.post({ kind: 'file', file, text, cards: cards as CardDef[] });
  }

  /** Every file is in: the modules the thread made (waits for them). */
  modules(): Reply<'modules'> {
    if (!this.post({ kind: 'end' })) return this.failure();
    return this.reply() as Reply<'modules'>;
  }

  /** The set is clean: write these files beside the modules, move them into ts/ and bundle. */
  go(files: { path: string; text: string }[], writeSources: boolean): void {
    this.post({ kind: 'go', files, writeSources });
  }

  /** What `go` wrote (waits for esbuild); the thread ends. */
  bundled(): Reply<'bundled'> {
    if (this.closed) return this.failure();
    const r = this.reply() as Reply<'bundled'>;
    this.close();
    return r;
  }

  /**
   * No emit after all (errors, or the unstreamed path): the thread skips the files still queued, removes what it
   * wrote and ends; this returns once it has, so a build that stops here leaves nothing behind.
   */
  cancel(): void {
    if (this.closed) return;
    Atomics.store(this.replies, 1, 1);
    this.post({ kind: 'cancel' });
    this.reply();
    this.close();
  }

  private post(m: StreamRequest): boolean {
    if (this.closed) return false;
    this.port.postMessage(m);
    return true;
  }

  private failure(): Extract<StreamReply, { kind: 'failed' }> {
    return { kind: 'failed', error: this.startError ?? 'the emit thread has ended' };
  }

  private reply(): StreamReply {
    for (;;) {
      const m = receiveMessageOnPort(this.port);
      if (m) {
        const r = m.message as StreamReply;
        if (r.kind === 'failed') this.close();
        return r;
      }
      Atomics.wait(this.replies, 0, this.seen);
      this.seen = Atomics.load(this.replies, 0);
    }
  }

  private close(): void {
    this.closed = true;
    this.port.close();
  }
}
