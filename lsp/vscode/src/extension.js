// VS Code client for the CardScript language server. Plain JavaScript (bundled by esbuild with
// vscode-languageclient) so the repository type-checks without the VS Code API installed.
import * as vscode from 'vscode';
import { LanguageClient, TransportKind } from 'vscode-languageclient/node';

/** @type {LanguageClient | undefined} */
let client;

function settings() {
  const c = vscode.workspace.getConfiguration('cardscript');
  return { language: c.get('language', 'zh'), diagnosticsDelay: c.get('diagnosticsDelay', 150) };
}

/** @param {vscode.ExtensionContext} context */
export async function activate(context) {
  const custom = vscode.workspace.getConfiguration('cardscript').get('server.path', '');
  const module = custom || context.asAbsolutePath('out/server.mjs');
  const serverOptions = {
    run: { module, transport: TransportKind.ipc },
    debug: { module, transport: TransportKind.ipc, options: { execArgv: ['--nolazy', '--inspect=6010'] } },
  };
  const clientOptions = {
    documentSelector: [
      { scheme: 'file', language: 'cardscript' },
      { scheme: 'untitled', language: 'cardscript' },
      { scheme: 'file', pattern: '**/set.{yaml,yml}' },
    ],
    // The server registers its own file watchers (workspace/didChangeWatchedFiles, dynamically): a watcher here too
    // would send every change twice.
    synchronize: { configurationSection: 'cardscript' },
    initializationOptions: { cardscript: settings() },
  };
  client = new LanguageClient('cardscript', 'CardScript', serverOptions, clientOptions);
  context.subscriptions.push(
    vscode.commands.registerCommand('cardscript.restartServer', async () => {
      if (client) await client.restart();
    }),
    vscode.commands.registerCommand('cardscript.previewCard', () => previewCard(context)),
  );
  await client.start();
}

/** @type {vscode.WebviewPanel | undefined} */
let panel;

/** Shows the card under the cursor as the game prints it (the server draws it: cardscript/previewCard). */
async function previewCard(context) {
  const editor = vscode.window.activeTextEditor;
  if (!client || !editor || editor.document.languageId !== 'cardscript') return;
  const card = await client.sendRequest('cardscript/previewCard', {
    textDocument: { uri: editor.document.uri.toString() },
    position: editor.selection.active,
  });
  if (!card) {
    vscode.window.showInformationMessage('CardScript: put the cursor inside a card (卡牌 …) to preview it.');
    return;
  }
  if (!panel) {
    panel = vscode.window.createWebviewPanel('cardscriptPreview', card.name, vscode.ViewColumn.Beside, {
      enableScripts: false,
    });
    panel.onDidDispose(() => (panel = undefined), null, context.subscriptions);
  }
  panel.title = `${card.name} · CardScript`;
  // The SVG is self-contained and carries no script; the page allows images from data: only.
  panel.webview.html = `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'"></head><body style="margin:16px"><img alt="" style="width:252px;height:352px" src="data:image/svg+xml;base64,${Buffer.from(card.svg, 'utf8').toString('base64')}"></body></html>`;
}

export function deactivate() {
  return client ? client.stop() : undefined;
}
