// The extension's icon: images/icon.svg drawn to the 128×128 PNG the marketplace shows (images/icon.png,
// declared as `icon` in package.json). `npm run package:vscode` redraws it; a test keeps the committed PNG current.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';

export const ICON_SIZE = 128;
export const ICON_SVG = join('images', 'icon.svg');
export const ICON_PNG = join('images', 'icon.png');

/** The icon as PNG bytes, `size` pixels square (shapes only: no fonts are loaded). */
export function renderIcon(dir: string, size = ICON_SIZE): Buffer {
  const svg = readFileSync(join(dir, ICON_SVG), 'utf8');
  return Buffer.from(
    new Resvg(svg, { fitTo: { mode: 'width', value: size }, font: { loadSystemFonts: false } }).render().asPng(),
  );
}

export function writeIcon(dir: string): void {
  writeFileSync(join(dir, ICON_PNG), renderIcon(dir));
}
