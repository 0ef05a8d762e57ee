// Builds the VS Code extension (.vsix): regenerates the grammar and the icon, bundles the client
// (vscode-languageclient) and the server with esbuild, copies the set and scenario schemas and zips it all
// — with the README, CHANGELOG.md, the LICENSE and the rules reference the hovers link to — plus the two
// files a .vsix needs besides the extension ([Content_Types].xml and extension.vsixmanifest). No vsce
// needed. Run: `npm run package:vscode`.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateRawSync } from 'node:zlib';
import { build } from 'esbuild';
import { writeGenerated } from './generate.js';
import { writeIcon } from './icon.js';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, '..', '..');

// ── zip ────────────────────────────────────────────────────────────────────────────────────────
const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

export function crc32(buf: Uint8Array): number {
  let c = 0xffffffff;
  for (let i = 0; i < buf.length; i++) c = CRC_TABLE[(c ^ buf[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A plain zip (deflate, fixed timestamps so the output is reproducible). */
export function zip(entries: { name: string; data: Buffer }[]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  const DOS_TIME = 0;
  const DOS_DATE = ((2020 - 1980) << 9) | (1 << 5) | 1;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const packed = deflateRawSync(e.data, { level: 9 });
    const crc = crc32(e.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8);
    local.writeUInt16LE(DOS_TIME, 10);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(e.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    parts.push(local, name, packed);
    const c = Buffer.alloc(46);
    c.writeUInt32LE(0x02014b50, 0);
    c.writeUInt16LE(20, 4);
    c.writeUInt16LE(20, 6);
    c.writeUInt16LE(0x0800, 8);
    c.writeUInt16LE(8, 10);
    c.writeUInt16LE(DOS_TIME, 12);
    c.writeUInt16LE(DOS_DATE, 14);
    c.writeUInt32LE(crc, 16);
    c.writeUInt32LE(packed.length, 20);
    c.writeUInt32LE(e.data.length, 24);
    c.writeUInt16LE(name.length, 28);
    c.writeUInt32LE(offset, 42);
    central.push(c, name);
    offset += local.length + name.length + packed.length;
  }
  const cd = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, cd, end]);
}

// ── vsix ───────────────────────────────────────────────────────────────────────────────────────
const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface ExtManifest {
  name: string;
  displayName: string;
  description: string;
  version: string;
  publisher: string;
  engines: { vscode: string };
  categories: string[];
  icon?: string;
}

/** Where the marketplace finds the README, changelog, licence and icon (the asset types vsce writes). */
export const ASSET_TYPES = {
  details: 'Microsoft.VisualStudio.Services.Content.Details',
  changelog: 'Microsoft.VisualStudio.Services.Content.Changelog',
  license: 'Microsoft.VisualStudio.Services.Content.License',
  icon: 'Microsoft.VisualStudio.Services.Icons.Default',
} as const;

export const README_ENTRY = 'extension/README.md';
export const CHANGELOG_ENTRY = 'extension/CHANGELOG.md';
export const LICENSE_ENTRY = 'extension/LICENSE.txt';
const iconEntry = (m: ExtManifest) => (m.icon ? `extension/${m.icon.replace(/^\.\//, '')}` : undefined);

/** The manifest of a .vsix whose zip holds `names`: the changelog, licence and icon are declared when present. */
export function vsixManifest(m: ExtManifest, names: readonly string[] = []): string {
  const has = (n: string | undefined): n is string => !!n && names.includes(n);
  const icon = iconEntry(m);
  const assets: [string, string][] = [[ASSET_TYPES.details, README_ENTRY]];
  if (has(CHANGELOG_ENTRY)) assets.push([ASSET_TYPES.changelog, CHANGELOG_ENTRY]);
  if (has(LICENSE_ENTRY)) assets.push([ASSET_TYPES.license, LICENSE_ENTRY]);
  if (has(icon)) assets.push([ASSET_TYPES.icon, icon]);
  const meta = [
    has(LICENSE_ENTRY) ? `\n    <License>${LICENSE_ENTRY}</License>` : '',
    has(icon) ? `\n    <Icon>${xml(icon)}</Icon>` : '',
  ].join('');
  return `<?xml version="1.0" encoding="utf-8"?>
<PackageManifest Version="2.0.0" xmlns="http://schemas.microsoft.com/developer/vsx-schema/2011" xmlns:d="http://schemas.microsoft.com/developer/vsx-schema-design/2011">
  <Metadata>
    <Identity Language="en-US" Id="${xml(m.name)}" Version="${xml(m.version)}" Publisher="${xml(m.publisher)}" />
    <DisplayName>${xml(m.displayName)}</DisplayName>
    <Description xml:space="preserve">${xml(m.description)}</Description>
    <Tags>cardscript,card,slcg,__ext_card</Tags>
    <Categories>${xml(m.categories.join(','))}</Categories>
    <GalleryFlags>Public</GalleryFlags>
    <Properties>
      <Property Id="Microsoft.VisualStudio.Code.Engine" Value="${xml(m.engines.vscode)}" />
      <Property Id="Microsoft.VisualStudio.Code.ExtensionDependencies" Value="" />
      <Property Id="Microsoft.VisualStudio.Code.ExtensionPack" Value="" />
      <Property Id="Microsoft.VisualStudio.Code.ExtensionKind" Value="workspace" />
      <Property Id="Microsoft.VisualStudio.Code.LocalizedLanguages" Value="" />
      <Property Id="Microsoft.VisualStudio.Services.GitHubFlavoredMarkdown" Value="true" />
    </Properties>${meta}
  </Metadata>
  <Installation>
    <InstallationTarget Id="Microsoft.VisualStudio.Code" />
  </Installation>
  <Dependencies />
  <Assets>
    <Asset Type="Microsoft.VisualStudio.Code.Manifest" Path="extension/package.json" Addressable="true" />
${assets.map(([type, path]) => `    <Asset Type="${type}" Path="${xml(path)}" Addressable="true" />`).join('\n')}
  </Assets>
</PackageManifest>
`;
}

const CONTENT_TYPES: Record<string, string> = {
  '.json': 'application/json',
  '.js': 'application/javascript',
  '.cjs': 'application/javascript',
  '.mjs': 'application/javascript',
  '.md': 'text/markdown',
  '.txt': 'text/plain',
  '.vsixmanifest': 'text/xml',
  '.map': 'application/json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

export function contentTypes(names: string[]): string {
  const exts = new Set(names.map((n) => /\.[^./]+$/.exec(n)?.[0] ?? '').filter(Boolean));
  exts.add('.vsixmanifest');
  const defaults = [...exts]
    .sort()
    .map((e) => `<Default Extension="${e}" ContentType="${CONTENT_TYPES[e] ?? 'application/octet-stream'}" />`)
    .join('');
  return `<?xml version="1.0" encoding="utf-8"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">${defaults}</Types>\n`;
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? filesUnder(p) : [p];
  });
}

/**
 * What goes into the .vsix under extension/: name in the zip → file on disk. The extension's own files
 * (built ones under out/ and schemas/ when they exist), the repository's LICENSE as LICENSE.txt, and the rules
 * reference with the inventories it links to (docs/rules.md, rules/*.md), which the bundled server finds
 * beside out/ for its hover links.
 */
export function vsixFiles(dir = HERE, root = ROOT): { name: string; path: string }[] {
  const own = ['package.json', 'README.md', 'CHANGELOG.md', 'language-configuration.json', join('images', 'icon.png')];
  const built = ['syntaxes', 'out', 'schemas'].flatMap((d) => filesUnder(join(dir, d)).map((p) => relative(dir, p)));
  const fromRoot = [
    join('docs', 'rules.md'),
    ...readdirSync(join(root, 'rules'))
      .filter((f) => f.endsWith('.md'))
      .map((f) => join('rules', f)),
  ];
  const slash = (p: string) => p.split('\\').join('/');
  return [
    ...[...own, ...built].map((p) => ({ name: `extension/${slash(p)}`, path: join(dir, p) })),
    { name: LICENSE_ENTRY, path: join(root, 'LICENSE') },
    ...fromRoot.map((p) => ({ name: `extension/${slash(p)}`, path: join(root, p) })),
  ];
}

export async function packageExtension(): Promise<string> {
  writeGenerated(HERE);
  writeIcon(HERE);
  const out = join(HERE, 'out');
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  if (!existsSync(join(HERE, 'node_modules', 'vscode-languageclient'))) {
    throw new Error(
      'vscode-languageclient is missing: run `npm install --prefix lsp/vscode` (npm run package:vscode does)',
    );
  }
  await build({
    entryPoints: [join(HERE, 'src', 'extension.js')],
    outfile: join(out, 'extension.cjs'),
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node18',
    external: ['vscode'],
    minify: true,
    logLevel: 'warning',
    nodePaths: [join(HERE, 'node_modules')],
  });
  await build({
    entryPoints: [join(ROOT, 'lsp', 'main.ts')],
    outfile: join(out, 'server.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node18',
    minify: true,
    logLevel: 'warning',
    // CommonJS dependencies inside an ES module bundle need a require.
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  });
  const schemas = join(HERE, 'schemas');
  rmSync(schemas, { recursive: true, force: true });
  mkdirSync(schemas, { recursive: true });
  for (const f of readdirSync(join(ROOT, 'schemas')))
    if (/^(set|scenario)\.schema\.json$/.test(f)) copyFileSync(join(ROOT, 'schemas', f), join(schemas, f));

  const manifest = JSON.parse(readFileSync(join(HERE, 'package.json'), 'utf8')) as ExtManifest &
    Record<string, unknown>;
  const entries = vsixFiles().map((f) => {
    if (!existsSync(f.path))
      throw new Error(`${relative(process.cwd(), f.path)} is missing: the .vsix needs it (${f.name})`);
    return { name: f.name, data: readFileSync(f.path) };
  });
  const names = entries.map((e) => e.name);
  const all = [
    { name: '[Content_Types].xml', data: Buffer.from(contentTypes(names)) },
    { name: 'extension.vsixmanifest', data: Buffer.from(vsixManifest(manifest, names)) },
    ...entries,
  ];
  const target = join(HERE, `${manifest.name}-${manifest.version}.vsix`);
  writeFileSync(target, zip(all));
  return target;
}

if (import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  packageExtension().then(
    (p) => console.log(`wrote ${relative(process.cwd(), p)}`),
    (e) => {
      console.error(e instanceof Error ? e.message : e);
      process.exitCode = 1;
    },
  );
}
