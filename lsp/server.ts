// The language server: wires the feature functions to the protocol. Only this file (and the
// types the features return) knows the LSP; every handler is wrapped so a bug answers with an
// empty result and a log line, never a crash. It is given its connection and its host: main.ts
// passes stdio and the disk, the playground's worker (web/) a browser message port and memory, so
// nothing here may need Node.
import {
  DidChangeWatchedFilesNotification,
  ErrorCodes,
  LSPErrorCodes,
  ResponseError,
  TextDocuments,
  TextDocumentSyncKind,
  type Connection,
  type InitializeParams,
  type InitializeResult,
  WatchKind,
} from 'vscode-languageserver';
import { ClampedTextDocument } from './clamped-document.js';
import { LineIndex, VOCABULARY } from '../grammar/index.js';
import { analyzeCard, checkDocuments } from './analysis.js';
import { type Lang } from './convert.js';
import { codeActions, EXPLAIN_RULE_COMMAND, manifestCodeActions } from './features/code-actions.js';
import { complete } from './features/completion.js';
import { cardDiagnostics, textDiagnostics } from './features/diagnostics.js';
import { formatEdits } from './features/formatting.js';
import { cardPreview, previewMarkdown } from './features/card-preview.js';
import { compileSetOf, type CompileSetResult } from './features/set-compile.js';
import { SetPreviewCache, setPreview, type SetPreview } from './features/set-preview.js';
import { hover } from './features/hover.js';
import { manifestCompletion, manifestHover } from './features/manifest.js';
import { definition, prepareRename, references, rename } from './features/references.js';
import { LEGEND, SemanticTokenCache, semanticTokens } from './features/semantic-tokens.js';
import { documentSymbols, foldingRanges, workspaceSymbols } from './features/symbols.js';
import { isCharacter, typeLine } from './profile.js';
import { Workspace } from './workspace.js';
import type { WorkspaceHost } from './host/host.js';
import { COMPILE_SET_REQUEST, PREVIEW_CARD_REQUEST, PREVIEW_SET_REQUEST } from './requests.js';

export { PREVIEW_CARD_REQUEST, PREVIEW_SET_REQUEST, COMPILE_SET_REQUEST } from './requests.js';

const WARM_UP = '规则：slcg\n卡牌 预热\n  类型：角色\n  常值：1 攻\n  【登场时】对一个对方角色造成1点伤害；抽1张卡。\n';

export interface ServerSettings {
  language: Lang;
  /** Debounce before diagnostics are computed after an edit, in ms. */
  diagnosticsDelay: number;
}

const DEFAULT_SETTINGS: Readonly<ServerSettings> = { language: 'zh', diagnosticsDelay: 150 };
/** The longest debounce accepted: ten seconds; more is a mistake, not a preference. */
const MAX_DIAGNOSTICS_DELAY = 10_000;

export interface ServerOptions {
  /** URI of docs/rules.md, for hovers that link rule IDs to it (main.ts finds it beside the sources); without it IDs are plain code. */
  rulesDoc?: string;
}

/**
 * The rule IDs a client passed to cardscript.explainRule — a list of them (what our code actions send), one, or
 * `{ rules: [...] }` — anything else left out (an object in the list was explained as "[object Object]").
 */
function ruleIdsOf(arg: unknown): string[] {
  const rules = arg && typeof arg === 'object' && !Array.isArray(arg) ? (arg as { rules?: unknown }).rules : arg;
  const list = Array.isArray(rules) ? (rules as unknown[]) : [rules];
  return list.filter((r): r is string => typeof r === 'string' && /^(?:SLCG|GA|KL)-[A-Z]+-\d{2}$/.test(r));
}

export function startServer(connection: Connection, host: WorkspaceHost, options: ServerOptions = {}): Connection {
  const ws = new Workspace(host);
  const uriToPath = (uri: string) => host.uriToPath(uri);
  const pathToUri = (path: string) => host.pathToUri(path);
  // Out-of-range edits clamped before they are applied (clamped-document.ts).
  const documents = new TextDocuments(ClampedTextDocument);
  const settings: ServerSettings = { ...DEFAULT_SETTINGS };
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const rulesDoc = options.rulesDoc;

  // After `shutdown` a request is answered InvalidRequest, as LSP says, and a notification is dropped.
  let down = false;
  const shutDown = () =>
    new ResponseError(ErrorCodes.InvalidRequest, 'cardscript: the server is shut down (shutdown was received)');

  function safe<A extends unknown[], R>(name: string, fallback: R, fn: (...a: A) => R): (...a: A) => R {
    return (...a: A) => {
      if (down) return shutDown() as R;
      try {
        return fn(...a);
      } catch (e) {
        connection.console.error(
          `cardscript: ${name} failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`,
        );
        return fallback;
      }
    };
  }

  /**
   * Settings from the client. A value of the wrong kind or out of range is not used: the setting goes back to its
   * default and the user is told which value was refused (a warning), never a crash or a timer of NaN ms.
   */
  const applySettings = (s: unknown) => {
    if (!s || typeof s !== 'object') return;
    const o = s as Record<string, unknown>;
    const refused: string[] = [];
    if ('language' in o && o.language !== undefined) {
      if (o.language === 'en' || o.language === 'zh') settings.language = o.language;
      else {
        settings.language = DEFAULT_SETTINGS.language;
        refused.push(`language = ${JSON.stringify(o.language)} ("zh" | "en"; using "${DEFAULT_SETTINGS.language}")`);
      }
    }
    if ('diagnosticsDelay' in o && o.diagnosticsDelay !== undefined) {
      const d = o.diagnosticsDelay;
      if (typeof d === 'number' && Number.isFinite(d) && d >= 0 && d <= MAX_DIAGNOSTICS_DELAY)
        settings.diagnosticsDelay = d;
      else {
        settings.diagnosticsDelay = DEFAULT_SETTINGS.diagnosticsDelay;
        refused.push(
          `diagnosticsDelay = ${JSON.stringify(d) ?? String(d)} (milliseconds, 0–${MAX_DIAGNOSTICS_DELAY}; using ${DEFAULT_SETTINGS.diagnosticsDelay})`,
        );
      }
    }
    for (const r of refused) {
      const message = `cardscript: setting refused: ${r}`;
      connection.console.warn(message);
      void connection.window.showWarningMessage(message);
    }
  };

  connection.onInitialize(
    safe('initialize', { capabilities: {} } as InitializeResult, (params: InitializeParams): InitializeResult => {
      applySettings(
        (params.initializationOptions as { cardscript?: unknown } | undefined)?.cardscript ??
          params.initializationOptions,
      );
      const roots = (params.workspaceFolders ?? []).map((f) => uriToPath(f.uri)).filter((p): p is string => !!p);
      if (!roots.length && params.rootUri) {
        const p = uriToPath(params.rootUri);
        if (p) roots.push(p);
      }
      canWatch = !!params.capabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration;
      // A client that renders markdown hovers gets the card's picture beside its summary.
      previewInHover = !!params.capabilities.textDocument?.hover?.contentFormat?.includes('markdown');
      // Reading the folders is cheap (no parsing until a feature asks).
      ws.scan(roots);
      return {
        capabilities: {
          textDocumentSync: TextDocumentSyncKind.Incremental,
          completionProvider: { triggerCharacters: ['【', '[', '「', '：', ':'], resolveProvider: false },
          hoverProvider: true,
          definitionProvider: true,
          referencesProvider: true,
          renameProvider: { prepareProvider: true },
          documentSymbolProvider: true,
          workspaceSymbolProvider: true,
          foldingRangeProvider: true,
          semanticTokensProvider: { legend: LEGEND, full: true, range: true },
          codeActionProvider: {
            codeActionKinds: [
              'quickfix',
              'refactor.rewrite',
              'source.convertToSimplified',
              'source.convertToTraditional',
            ],
          },
          documentFormattingProvider: true,
          executeCommandProvider: { commands: [EXPLAIN_RULE_COMMAND] },
        },
        serverInfo: { name: 'cardscript-lsp', version: '0.1.0' },
      };
    }),
  );

  let canWatch = false;
  let previewInHover = false;
  connection.onInitialized(
    safe('initialized', undefined, () => {
      // The first parse builds the parser's lookahead tables (seconds): do it now, not on the first keystroke.
      setTimeout(
        safe('warm-up', undefined, () => {
          analyzeCard(WARM_UP, ws.pipeline.parser, { manifestRuleset: 'slcg' });
          checkDocuments({ files: [{ path: '<warm-up>', text: WARM_UP }] }, ws.pipeline);
        }),
        0,
      );
      // Editors other than VS Code (whose client watches for us) get the watchers registered here.
      if (canWatch) {
        void connection.client.register(DidChangeWatchedFilesNotification.type, {
          // Deletions of anything too: a folder deleted is reported as the folder alone, and its sets go with it.
          watchers: [
            { globPattern: '**/*.card' },
            { globPattern: '**/set.{yaml,yml}' },
            { globPattern: '**/*', kind: WatchKind.Delete },
          ],
        });
      }
    }),
  );

  connection.onDidChangeConfiguration(
    safe('didChangeConfiguration', undefined, (p) => {
      applySettings((p.settings as { cardscript?: unknown } | null | undefined)?.cardscript);
      for (const d of documents.all()) schedule(d.uri, 0);
    }),
  );

  // ── diagnostics: debounced per document, stale runs dropped by version ──────────────────────
  function schedule(uri: string, delay = settings.diagnosticsDelay) {
    const t = timers.get(uri);
    if (t) clearTimeout(t);
    timers.set(
      uri,
      setTimeout(() => {
        timers.delete(uri);
        publish(uri);
      }, delay),
    );
  }

  /** Last diagnostics sent per uri, so a set-wide check republishes only what changed. */
  const lastSent = new Map<string, string>();
  const send = (uri: string, version: number | undefined, diagnostics: ReturnType<typeof cardDiagnostics>) => {
    const key = JSON.stringify(diagnostics);
    if (lastSent.get(uri) === key && version === undefined) return;
    lastSent.set(uri, key);
    void connection.sendDiagnostics({ uri, version, diagnostics });
  };

  /** CS9001: the server's own failure, told in the file rather than only in the log (docs/lsp.md). */
  const internalDiagnostic = (what: 'checker' | 'diagnostics', e: unknown) => ({
    range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
    severity: 2 as const,
    code: 'CS9001',
    source: 'cardscript',
    message:
      settings.language === 'en'
        ? `internal: the ${what === 'checker' ? 'rules check' : 'analysis'} failed on this file; only what could be found is shown (${String(e).split('\n')[0]})`
        : `内部错误：此文件的${what === 'checker' ? '规则检查' : '分析'}失败，只显示能得出的诊断（${String(e).split('\n')[0]}）`,
  });

  const publishOrSay = (uri: string) => {
    try {
      publishNow(uri);
    } catch (e) {
      connection.console.error(
        `cardscript: diagnostics failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`,
      );
      try {
        send(uri, undefined, [internalDiagnostic('diagnostics', e)]);
      } catch {
        // the connection itself is gone: nothing more to tell
      }
    }
  };

  const publishNow = (uri: string) => {
    const doc = documents.get(uri);
    const state = ws.get(uri);
    if (!doc || !state || state.version !== doc.version) return;
    const set = ws.checkSetOf(uri);
    const err = ws.takeCheckerError();
    if (err) connection.console.error(`cardscript: checker failed, showing parse diagnostics: ${err}`);
    if (state.kind === 'card') {
      const a = ws.checked(uri)!;
      // A newer version arrived while we worked: its own run will publish.
      if (documents.get(uri)?.version !== a.version) return;
      const ds = cardDiagnostics(a, settings.language);
      send(uri, a.version, err ? [...ds, internalDiagnostic('checker', err)] : ds);
    } else if (state.kind === 'manifest') {
      send(uri, doc.version, textDiagnostics(state.text, set.manifestDiagnostics, settings.language));
    }
    // Other open files of the set whose diagnostics the edit changed (a renamed card, a deck entry).
    for (const other of set.uris) {
      if (other === uri) continue;
      const od = documents.get(other);
      const oa = od && ws.checked(other);
      if (od && oa && oa.version === od.version) send(other, undefined, cardDiagnostics(oa, settings.language));
    }
    const mp = ws.manifestPathFor(uri);
    if (state.kind === 'card' && mp) {
      const muri = pathToUri(mp);
      const md = documents.get(muri);
      if (md) send(muri, undefined, textDiagnostics(md.getText(), set.manifestDiagnostics, settings.language));
    }
  };
  const publish = publishOrSay;

  function rescheduleSet(manifestUri: string) {
    const mp = uriToPath(manifestUri);
    for (const d of documents.all())
      if (d.uri !== manifestUri && ws.get(d.uri)?.kind === 'card' && ws.manifestPathFor(d.uri) === mp) schedule(d.uri);
  }

  // TextDocuments fires didChangeContent right after didOpen; that one must not delay the first run.
  const justOpened = new Set<string>();
  documents.onDidOpen(
    safe('didOpen', undefined, (e) => {
      justOpened.add(e.document.uri);
      const d = ws.open(e.document.uri, e.document.getText(), e.document.version, e.document.languageId);
      schedule(e.document.uri, 0);
      if (d.kind === 'manifest') rescheduleSet(d.uri);
    }),
  );
  documents.onDidChangeContent(
    safe('didChange', undefined, (e) => {
      if (justOpened.delete(e.document.uri)) return;
      const d = ws.update(e.document.uri, e.document.getText(), e.document.version);
      schedule(e.document.uri);
      if (d.kind === 'manifest') rescheduleSet(d.uri);
    }),
  );
  documents.onDidClose(
    safe('didClose', undefined, (e) => {
      const uri = e.document.uri;
      const t = timers.get(uri);
      if (t) clearTimeout(t);
      timers.delete(uri);
      // The set's other open files were checked with this buffer's text: the disk's (or nothing, when the file was
      // renamed or deleted) may tell them otherwise — a card twice in the set no more, a 专属 naming a card now gone.
      const mp = ws.manifestPathFor(uri);
      const sameSet = mp ? documents.all().filter((d) => d.uri !== uri && ws.manifestPathFor(d.uri) === mp) : [];
      ws.close(uri);
      lastSent.delete(uri);
      void connection.sendDiagnostics({ uri, diagnostics: [] });
      for (const d of sameSet) schedule(d.uri);
    }),
  );
  connection.onDidChangeWatchedFiles(
    safe('didChangeWatchedFiles', undefined, (p) => {
      for (const c of p.changes) {
        const path = uriToPath(c.uri);
        if (!path || documents.get(c.uri)) continue;
        const kind = ws.kindOfPath(path);
        if (c.type === 3) {
          if (kind === 'other') ws.removeUnder(path);
          else ws.remove(c.uri);
        } else if (kind !== 'other') ws.loadFromDisk(path);
      }
      for (const d of documents.all()) schedule(d.uri);
    }),
  );

  // ── requests ──────────────────────────────────────────────────────────────────────────────
  const card = (uri: string) => (ws.get(uri)?.kind === 'card' ? ws.analysis(uri) : undefined);

  const where = (uri: string, line: number) => {
    const p = uriToPath(uri);
    const base = ws.roots[0];
    return `${p && base ? host.relative(base, p) : uri}:${line + 1}`;
  };

  const offsetIn = (uri: string, pos: { line: number; character: number }) => {
    const a = card(uri);
    if (a) return a.lines.offset(pos);
    const d = ws.get(uri);
    return d ? new LineIndex(d.text).offset(pos) : 0;
  };

  connection.onCompletion(
    safe('completion', null, (p) => {
      const doc = ws.get(p.textDocument.uri);
      if (doc?.kind === 'manifest') {
        return manifestCompletion(
          doc.text,
          offsetIn(p.textDocument.uri, p.position),
          ws.setCards(p.textDocument.uri).map((d) => d.name),
        );
      }
      const a = card(p.textDocument.uri);
      if (!a) return null;
      const offset = a.lines.offset(p.position);
      const cards = () => ws.setCards(p.textDocument.uri);
      return complete({
        analysis: a,
        offset,
        cardNames: () => cards().map((d) => d.name),
        characterNames: () =>
          cards()
            .filter((d) => isCharacter(d.relCard))
            .map((d) => d.name),
      });
    }),
  );

  connection.onHover(
    safe('hover', null, (p) => {
      const findCard = (name: string) => {
        const def =
          ws
            .cardIndex()
            .get(name)
            ?.find((d) => ws.manifestPathFor(d.uri) === ws.manifestPathFor(p.textDocument.uri)) ??
          ws.cardIndex().get(name)?.[0];
        return (
          def && {
            card: def.card,
            text: def.analysis.text,
            where: where(def.uri, def.analysis.lines.position(def.nameSpan.start).line),
          }
        );
      };
      const doc = ws.get(p.textDocument.uri);
      if (doc?.kind === 'manifest') return manifestHover(doc.text, offsetIn(p.textDocument.uri, p.position), findCard);
      const a = card(p.textDocument.uri);
      if (!a) return null;
      const file = uriToPath(p.textDocument.uri) ?? p.textDocument.uri;
      const preview = previewInHover
        ? (offset: number) => {
            const c = cardPreview(ws.pipeline, a, offset, file);
            return c && previewMarkdown(c);
          }
        : undefined;
      return hover({ analysis: a, offset: a.lines.offset(p.position), findCard, preview, rulesDoc });
    }),
  );

  // The card at a position as a self-contained SVG (the editor's "preview card" command).
  connection.onRequest(
    PREVIEW_CARD_REQUEST,
    safe('previewCard', null, (p: { textDocument: { uri: string }; position: { line: number; character: number } }) => {
      const a = card(p.textDocument.uri);
      if (!a) return null;
      return (
        cardPreview(ws.pipeline, a, a.lines.offset(p.position), uriToPath(p.textDocument.uri) ?? p.textDocument.uri) ??
        null
      );
    }),
  );

  const previews = new SetPreviewCache();
  connection.onRequest(
    PREVIEW_SET_REQUEST,
    safe('previewSet', { set: '', cards: [] } as SetPreview, (p: { textDocument: { uri: string }; have?: number[] }) =>
      setPreview(ws, ws.pipeline, p.textDocument.uri, previews, new Set(p.have ?? []), settings.language),
    ),
  );

  // Typed as unknown: the handler's union result does not fit the generic overload's inference.
  const compileSet = safe(
    'compileSet',
    { ok: false, errors: [] } as CompileSetResult,
    (p: { textDocument: { uri: string } }) => compileSetOf(ws, ws.pipeline, p.textDocument.uri, settings.language),
  );
  connection.onRequest(COMPILE_SET_REQUEST, (p: { textDocument: { uri: string } }): unknown => compileSet(p));

  connection.onDefinition(
    safe('definition', [], (p) => definition(ws, p.textDocument.uri, offsetIn(p.textDocument.uri, p.position))),
  );
  connection.onReferences(
    safe('references', [], (p) =>
      references(ws, p.textDocument.uri, offsetIn(p.textDocument.uri, p.position), p.context.includeDeclaration),
    ),
  );
  connection.onPrepareRename(
    safe('prepareRename', null, (p) => prepareRename(ws, p.textDocument.uri, offsetIn(p.textDocument.uri, p.position))),
  );
  connection.onRenameRequest(
    safe('rename', null, (p) => {
      const r = rename(ws, p.textDocument.uri, offsetIn(p.textDocument.uri, p.position), p.newName);
      // A refused rename is an error the editor shows, not a silent nothing.
      if (r && 'refused' in r) return new ResponseError(LSPErrorCodes.RequestFailed, r.refused[settings.language]);
      return r;
    }),
  );

  connection.onDocumentSymbol(
    safe('documentSymbol', [], (p) => {
      const a = card(p.textDocument.uri);
      return a ? documentSymbols(a) : [];
    }),
  );

  connection.onWorkspaceSymbol(
    safe('workspaceSymbol', [], (p) => {
      const all = [...ws.cardIndex().values()].flat().map((d) => ({
        uri: d.uri,
        name: d.name,
        analysis: d.analysis,
        nameSpan: d.nameSpan,
        type: typeLine(d.relCard),
      }));
      return workspaceSymbols(all, p.query);
    }),
  );

  connection.onFoldingRanges(
    safe('foldingRange', [], (p) => {
      const a = card(p.textDocument.uri);
      return a ? foldingRanges(a) : [];
    }),
  );

  const tokenCache = new SemanticTokenCache();
  connection.languages.semanticTokens.on(
    safe('semanticTokens', { data: [] }, (p) => {
      const a = card(p.textDocument.uri);
      return a ? semanticTokens(a, undefined, tokenCache) : { data: [] };
    }),
  );

  connection.languages.semanticTokens.onRange(
    safe('semanticTokens/range', { data: [] }, (p) => {
      const a = card(p.textDocument.uri);
      return a ? semanticTokens(a, p.range, tokenCache) : { data: [] };
    }),
  );

  connection.onCodeAction(
    safe('codeAction', [], (p) => {
      const doc = ws.get(p.textDocument.uri);
      if (doc?.kind === 'manifest') {
        const lines = new LineIndex(doc.text);
        return manifestCodeActions({
          uri: p.textDocument.uri,
          text: doc.text,
          diagnostics: ws.checkSetOf(p.textDocument.uri).manifestDiagnostics,
          span: { start: lines.offset(p.range.start), end: lines.offset(p.range.end) },
          lang: settings.language,
          only: p.context.only,
        });
      }
      const a = doc?.kind === 'card' ? ws.checked(p.textDocument.uri) : undefined;
      if (!a) return [];
      const span = { start: a.lines.offset(p.range.start), end: a.lines.offset(p.range.end) };
      return codeActions({ uri: p.textDocument.uri, analysis: a, span, lang: settings.language, only: p.context.only });
    }),
  );

  connection.onDocumentFormatting(
    safe('formatting', [], (p) => {
      const a = card(p.textDocument.uri);
      if (!a) return [];
      return formatEdits(a.text, ws.pipeline.parser).map((e) => ({ range: a.lines.range(e.span), newText: e.newText }));
    }),
  );

  connection.onExecuteCommand(
    safe('executeCommand', null, (p) => {
      if (p.command !== EXPLAIN_RULE_COMMAND) return null;
      const ids = new Set(ruleIdsOf(p.arguments?.[0]));
      if (!ids.size) {
        const none =
          settings.language === 'en'
            ? 'cardscript.explainRule: give rule IDs, e.g. ["SLCG-KW-01"]'
            : 'cardscript.explainRule：需要规则编号，如 ["SLCG-KW-01"]';
        void connection.window.showInformationMessage(none);
        return none;
      }
      const entries = VOCABULARY.filter((e) => e.rules.some((r) => ids.has(r)));
      const text = [...ids]
        .map((r) => {
          const words = entries.filter((e) => e.rules.includes(r));
          const explain = words
            .slice(0, 3)
            .map((e) => `${e.canonical}：${settings.language === 'en' ? e.en : e.zh}`)
            .join('；');
          return `${r}${explain ? ' — ' + explain : ''}`;
        })
        .join('\n');
      void connection.window.showInformationMessage(text || [...ids].join(' '));
      return text;
    }),
  );

  connection.onShutdown(() => {
    down = true;
    for (const t of timers.values()) clearTimeout(t);
    timers.clear();
  });

  documents.listen(connection);
  connection.listen();
  return connection;
}
