// A small LSP client for the end-to-end tests: spawns bin/cardscript-lsp.js over stdio and talks
// to it with vscode-jsonrpc.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import {
  createMessageConnection,
  StreamMessageReader,
  StreamMessageWriter,
  type MessageConnection,
} from 'vscode-jsonrpc/node';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface PublishedDiagnostics {
  uri: string;
  version?: number;
  diagnostics: {
    range: { start: { line: number; character: number }; end: { line: number; character: number } };
    message: string;
    code?: string;
    severity?: number;
  }[];
}

export interface Registration {
  id: string;
  method: string;
  registerOptions?: unknown;
}

export class TestClient {
  readonly proc: ChildProcess;
  readonly conn: MessageConnection;
  readonly published: PublishedDiagnostics[] = [];
  readonly logs: string[] = [];
  /** What the server registered through client/registerCapability. */
  readonly registrations: Registration[] = [];
  private waiters: { pred: (p: PublishedDiagnostics) => boolean; resolve: (p: PublishedDiagnostics) => void }[] = [];
  stderr = '';

  constructor(env: Record<string, string> = {}, script = `${ROOT}bin/cardscript-lsp.js`) {
    this.proc = spawn(process.execPath, [script, '--stdio'], {
      cwd: ROOT,
      env: { ...process.env, CARDSCRIPT_FROM_SOURCE: '1', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    this.proc.stderr!.on('data', (d) => (this.stderr += String(d)));
    this.conn = createMessageConnection(
      new StreamMessageReader(this.proc.stdout!),
      new StreamMessageWriter(this.proc.stdin!),
    );
    this.conn.onNotification('textDocument/publishDiagnostics', (params: unknown) => {
      const p = params as PublishedDiagnostics;
      this.published.push(p);
      this.waiters = this.waiters.filter((w) => {
        if (!w.pred(p)) return true;
        w.resolve(p);
        return false;
      });
    });
    this.conn.onNotification('window/logMessage', (p: unknown) => {
      this.logs.push((p as { message: string }).message);
    });
    this.conn.onNotification('window/showMessage', (p: unknown) => {
      this.logs.push((p as { message: string }).message);
    });
    this.conn.onRequest('window/showMessageRequest', () => null);
    this.conn.onRequest('workspace/configuration', () => []);
    this.conn.onRequest('client/registerCapability', (p: unknown) => {
      this.registrations.push(...(p as { registrations: Registration[] }).registrations);
      return null;
    });
    this.conn.listen();
  }

  async initialize(
    rootUri: string | null,
    initializationOptions: unknown = {},
    workspace: Record<string, unknown> = {},
  ): Promise<{ capabilities: Record<string, unknown> }> {
    const r = await this.conn.sendRequest<{ capabilities: Record<string, unknown> }>('initialize', {
      processId: process.pid,
      rootUri,
      workspaceFolders: rootUri ? [{ uri: rootUri, name: 'ws' }] : null,
      capabilities: { textDocument: { publishDiagnostics: { versionSupport: true } }, workspace },
      initializationOptions,
    });
    await this.conn.sendNotification('initialized', {});
    return r;
  }

  /** The next publishDiagnostics for the uri (and version, if given). */
  diagnostics(uri: string, version?: number, timeoutMs = 15_000): Promise<PublishedDiagnostics> {
    return new Promise((resolve, reject) => {
      const t = setTimeout(
        () => reject(new Error(`no diagnostics for ${uri} v${version} in ${timeoutMs} ms`)),
        timeoutMs,
      );
      this.waiters.push({
        pred: (p) => p.uri === uri && (version === undefined || p.version === version),
        resolve: (p) => {
          clearTimeout(t);
          resolve(p);
        },
      });
    });
  }

  /** The next publishDiagnostics for the uri that satisfies `pred` (earlier ones, stale or repeated, are passed over). */
  until(uri: string, pred: (p: PublishedDiagnostics) => boolean, timeoutMs = 15_000): Promise<PublishedDiagnostics> {
    return new Promise((resolve, reject) => {
      const t = setTimeout(() => reject(new Error(`no matching diagnostics for ${uri} in ${timeoutMs} ms`)), timeoutMs);
      this.waiters.push({
        pred: (p) => p.uri === uri && pred(p),
        resolve: (p) => {
          clearTimeout(t);
          resolve(p);
        },
      });
    });
  }

  open(uri: string, text: string, version = 1): Promise<void> {
    return this.conn.sendNotification('textDocument/didOpen', {
      textDocument: { uri, languageId: 'cardscript', version, text },
    });
  }

  change(uri: string, version: number, changes: unknown[]): Promise<void> {
    return this.conn.sendNotification('textDocument/didChange', {
      textDocument: { uri, version },
      contentChanges: changes,
    });
  }

  close(uri: string): Promise<void> {
    return this.conn.sendNotification('textDocument/didClose', { textDocument: { uri } });
  }

  /** workspace/didChangeWatchedFiles: type 1 created, 2 changed, 3 deleted. */
  watched(...changes: { uri: string; type: 1 | 2 | 3 }[]): Promise<void> {
    return this.conn.sendNotification('workspace/didChangeWatchedFiles', { changes });
  }

  request<R>(method: string, params: unknown): Promise<R> {
    return this.conn.sendRequest<R>(method, params);
  }

  async shutdown(): Promise<number | null> {
    const exited = new Promise<number | null>((resolve) => this.proc.on('exit', (code) => resolve(code)));
    await this.conn.sendRequest('shutdown');
    await this.conn.sendNotification('exit');
    const code = await Promise.race([exited, new Promise<null>((r) => setTimeout(() => r(null), 5000))]);
    this.conn.dispose();
    if (code === null) this.proc.kill();
    return code;
  }
}
