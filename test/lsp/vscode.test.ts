// The VS Code extension: generated files are current, the .vsix writer makes a valid zip, and the
// bundled server (when `npm run package:vscode` has run) answers like the source one.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { VOCABULARY } from '../../grammar/index.js';
import { languageConfiguration, textMateGrammar } from '../../lsp/vscode/generate.js';
import {
  ASSET_TYPES,
  CHANGELOG_ENTRY,
  contentTypes,
  crc32,
  LICENSE_ENTRY,
  vsixFiles,
  vsixManifest,
  zip,
} from '../../lsp/vscode/package.js';
import { ICON_PNG, ICON_SIZE, renderIcon } from '../../lsp/vscode/icon.js';
import { main } from '../../compiler/cli.js';
import { ROOT, TestClient } from './client.js';

const VS = join(ROOT, 'lsp', 'vscode');

describe('VS Code extension', () => {
  it('ships the grammar and language configuration generated from the vocabulary', () => {
    const g = JSON.parse(readFileSync(join(VS, 'syntaxes', 'cardscript.tmLanguage.json'), 'utf8'));
    expect(g).toEqual(JSON.parse(JSON.stringify(textMateGrammar())));
    const c = JSON.parse(readFileSync(join(VS, 'language-configuration.json'), 'utf8'));
    expect(c).toEqual(JSON.parse(JSON.stringify(languageConfiguration())));
    expect(c.comments.lineComment).toBe('#');
    expect(c.brackets).toEqual(
      expect.arrayContaining([
        ['【', '】'],
        ['（', '）'],
        ['「', '」'],
      ]),
    );
  });

  it('colours every keyword form, traditional ones included', () => {
    const words = (textMateGrammar().repository as { words: { patterns: { name: string; match: string }[] } }).words
      .patterns;
    const traitRe = new RegExp(`^${words.find((p) => p.name.startsWith('keyword.other.trait'))!.match}$`, 'u');
    for (const e of VOCABULARY.filter((x) => x.category === 'trait'))
      for (const f of [e.canonical, ...e.aliases]) expect(traitRe.test(f), f).toBe(true);
    // The grammar's regexes are valid (Oniguruma accepts what we emit; JS RegExp is a fair check).
    const walk = (v: unknown): void => {
      if (Array.isArray(v)) return v.forEach(walk);
      if (v && typeof v === 'object') {
        for (const [k, x] of Object.entries(v)) {
          if ((k === 'match' || k === 'begin' || k === 'end') && typeof x === 'string')
            expect(() => new RegExp(x, 'u')).not.toThrow();
          else walk(x);
        }
      }
    };
    walk(textMateGrammar());
  });

  it('declares the language, grammar, settings and set.yaml schema in package.json', () => {
    const pkg = JSON.parse(readFileSync(join(VS, 'package.json'), 'utf8'));
    expect(pkg.contributes.languages[0]).toMatchObject({ id: 'cardscript', extensions: ['.card'] });
    expect(pkg.contributes.grammars[0].path).toBe('./syntaxes/cardscript.tmLanguage.json');
    expect(pkg.contributes.yamlValidation[0].url).toBe('./schemas/set.schema.json');
    expect(Object.keys(pkg.contributes.configuration.properties)).toContain('cardscript.language');
    expect(existsSync(join(ROOT, 'schemas', 'set.schema.json'))).toBe(true);
  });

  it('leaves file watching to the server (its dynamic didChangeWatchedFiles registration), so no change arrives twice', () => {
    const src = readFileSync(join(VS, 'src', 'extension.js'), 'utf8');
    expect(src).not.toMatch(/createFileSystemWatcher|fileEvents/);
  });

  it('associates *.scenario.yaml with the scenario schema', () => {
    const pkg = JSON.parse(readFileSync(join(VS, 'package.json'), 'utf8'));
    const scen = pkg.contributes.yamlValidation.find(
      (v: { url: string }) => v.url === './schemas/scenario.schema.json',
    );
    expect(scen.fileMatch).toContain('*.scenario.yaml');
    expect(existsSync(join(ROOT, 'schemas', 'scenario.schema.json'))).toBe(true);
  });

  it('its cardc problem matcher reads what cardc check prints, in both languages', async () => {
    const pkg = JSON.parse(readFileSync(join(VS, 'package.json'), 'utf8'));
    type Matcher = { name: string; severity?: string; pattern: Record<string, string | number> };
    const matchers: Matcher[] = pkg.contributes.problemMatchers;
    const dir = mkdtempSync(join(tmpdir(), 'matcher-'));
    writeFileSync(join(dir, 'a.card'), '规则：slcg\n卡牌 甲\n  类型：角色\n  常值：1 攻\n  【守互】\n');
    // VS Code maps only English severity words: the Chinese output has one matcher per severity.
    for (const [lang, name] of [
      ['zh', 'cardc-zh-error'],
      ['en', 'cardc'],
    ]) {
      const m = matchers.find((x) => x.name === name)!;
      const re = new RegExp(m.pattern.regexp as string);
      const out: string[] = [];
      await main(['check', 'a.card', '--lang', lang], {
        out: (s) => out.push(s),
        err: () => {},
        cwd: dir,
        isTTY: false,
      });
      const lines = out.join('\n').split('\n');
      const hit = lines.map((l) => re.exec(l)).find((x) => x);
      expect(hit, out.join('\n')).toBeTruthy();
      const at = (k: string) => hit![m.pattern[k] as number];
      expect(at('file')).toBe('a.card');
      expect(at('line')).toBe('5');
      expect(at('column')).toBe('3');
      expect(at('code')).toBe('CS1002');
      expect(m.severity ?? at('severity')).toBe('error');
      expect(
        matchers.filter((x) => lines.some((l) => new RegExp(x.pattern.regexp as string).test(l))).map((x) => x.name),
      ).toEqual([name]);
    }
  });

  it('writes a valid .vsix zip', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
    const names = ['extension/package.json', 'extension/out/extension.cjs'];
    const z = zip([
      { name: '[Content_Types].xml', data: Buffer.from(contentTypes(names)) },
      {
        name: 'extension.vsixmanifest',
        data: Buffer.from(
          vsixManifest({
            name: 'x',
            displayName: 'X',
            description: 'd',
            version: '1.0.0',
            publisher: 'p',
            engines: { vscode: '^1.82.0' },
            categories: ['Other'],
          }),
        ),
      },
      ...names.map((n) => ({ name: n, data: Buffer.from(`content of ${n} 😀`) })),
    ]);
    const dir = mkdtempSync(join(tmpdir(), 'vsix-'));
    try {
      const f = join(dir, 'x.vsix');
      writeFileSync(f, z);
      let listing: string;
      try {
        listing = execFileSync('unzip', ['-l', f], { encoding: 'utf8' });
        execFileSync('unzip', ['-tq', f]);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return; // no unzip on this machine
        throw e;
      }
      expect(listing).toContain('extension.vsixmanifest');
      expect(listing).toContain('extension/out/extension.cjs');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('declares a 128×128 PNG icon drawn from images/icon.svg (npm run package:vscode redraws it)', () => {
    const pkg = JSON.parse(readFileSync(join(VS, 'package.json'), 'utf8'));
    expect(pkg.icon).toBe('images/icon.png');
    const png = readFileSync(join(VS, pkg.icon));
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([ICON_SIZE, ICON_SIZE]);
    expect(join(VS, ICON_PNG)).toBe(join(VS, pkg.icon));
    expect(renderIcon(VS).equals(png), 'images/icon.png is stale: run npm run package:vscode').toBe(true);
  });

  it('packs the README, CHANGELOG.md, LICENSE, icon and the rules reference, and declares them as assets', () => {
    const pkg = JSON.parse(readFileSync(join(VS, 'package.json'), 'utf8'));
    const files = vsixFiles();
    const names = files.map((f) => f.name);
    for (const n of [
      'extension/package.json',
      'extension/README.md',
      CHANGELOG_ENTRY,
      LICENSE_ENTRY,
      'extension/images/icon.png',
      'extension/docs/rules.md',
      'extension/rules/slcg.md',
    ]) {
      expect(names, n).toContain(n);
      expect(existsSync(files.find((f) => f.name === n)!.path), n).toBe(true);
    }
    expect(readFileSync(files.find((f) => f.name === LICENSE_ENTRY)!.path, 'utf8')).toBe(
      readFileSync(join(ROOT, 'LICENSE'), 'utf8'),
    );
    expect(readFileSync(join(VS, 'CHANGELOG.md'), 'utf8')).toContain(`## ${pkg.version}`);
    const m = vsixManifest(pkg, names);
    for (const [type, path] of [
      [ASSET_TYPES.details, 'extension/README.md'],
      [ASSET_TYPES.changelog, CHANGELOG_ENTRY],
      [ASSET_TYPES.license, LICENSE_ENTRY],
      [ASSET_TYPES.icon, 'extension/images/icon.png'],
    ]) {
      expect(m).toContain(`<Asset Type="${type}" Path="${path}" Addressable="true" />`);
    }
    expect(m).toContain(`<License>${LICENSE_ENTRY}</License>`);
    expect(m).toContain('<Icon>extension/images/icon.png</Icon>');
    expect(contentTypes(names)).toContain('<Default Extension=".png" ContentType="image/png" />');
    // The bundled server (extension/out/server.mjs) finds the rules reference one folder up, as lsp/rules-doc.ts looks.
    expect(names.filter((n) => n.startsWith('extension/docs/'))).toEqual(['extension/docs/rules.md']);
  });

  // Only a .vsix built since lsp/vscode/package.ts last changed says anything about it.
  const vsix = join(VS, 'cardscript-0.1.0.vsix');
  const fresh = existsSync(vsix) && statSync(vsix).mtimeMs >= statSync(join(VS, 'package.ts')).mtimeMs;
  it.skipIf(!fresh)('a built .vsix holds the LICENSE, CHANGELOG.md, icon and rules reference', () => {
    let listing: string;
    try {
      listing = execFileSync('unzip', ['-l', vsix], { encoding: 'utf8' });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return; // no unzip on this machine
      throw e;
    }
    for (const n of [LICENSE_ENTRY, CHANGELOG_ENTRY, 'extension/images/icon.png', 'extension/docs/rules.md'])
      expect(listing).toContain(n);
  });

  const bundled = join(VS, 'out', 'server.mjs');
  it.skipIf(!existsSync(bundled))('the bundled server answers over stdio', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cardscript-bundle-'));
    const client = new TestClient({}, bundled);
    try {
      await client.initialize(pathToFileURL(dir).href);
      const uri = pathToFileURL(join(dir, 'a.card')).href;
      const p = client.diagnostics(uri, 1);
      await client.open(uri, '规则：slcg\n卡牌 甲\n  类型：角色\n  常值：1 攻\n  【守户】\n', 1);
      expect((await p).diagnostics.map((d) => d.code)).toContain('CS1002');
      expect(await client.shutdown()).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
