// Where the rules reference (docs/rules.md) is on this machine, so hovers can link a rule ID to its entry:
// beside the sources, beside dist/, or inside the VS Code extension (the .vsix ships it as docs/rules.md). Node
// only: main.ts asks and hands the URI to the server (a browser's server has no such file; see rule-link.ts).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The file URI of docs/rules.md in the first folder at or above this module's that has one, or undefined. */
export function rulesDocUri(from = dirname(fileURLToPath(import.meta.url))): string | undefined {
  for (let dir = from, i = 0; i < 5; i++, dir = dirname(dir)) {
    const p = join(dir, 'docs', 'rules.md');
    if (existsSync(p)) return pathToFileURL(p).href;
  }
  return undefined;
}
