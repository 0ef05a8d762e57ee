// `npm run gen:validators`: writes compiler/validators/generated/*.ts from the specs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateAll } from './generate.js';

const dir = join(fileURLToPath(import.meta.url), '..', 'generated');
mkdirSync(dir, { recursive: true });
for (const [file, code] of generateAll()) {
  writeFileSync(join(dir, file), code);
  console.log(`wrote compiler/validators/generated/${file} (${(code.length / 1024).toFixed(0)} KB)`);
}
