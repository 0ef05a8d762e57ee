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
    synchronize: {
      configurationSection: 'cardscript',
      fileEvents: vscode.workspace.createFileSystemWatcher('**/{*.card,set.yaml,set.yml}'),
    },
    initializationOptions: { cardscript: settings() },
  };
  client = new LanguageClient('cardscript', 'CardScript', serverOptions, clientOptions);
  context.subscriptions.push(
    vscode.commands.registerCommand('cardscript.restartServer', async () => {
      if (client) await client.restart();
    }),
  );
  await client.start();
}

export function deactivate() {
  return client ? client.stop() : undefined;
}
