// The package as a user installs it: `npm pack` (whose prepack builds dist/) in a copy of the checkout,
// then `npm install <tarball>` into an empty project, which compiles card text and plays a game through
// the documented API (docs/api.md) from an .mjs file and from a .ts file under `tsc --strict`, and runs
// the installed `cardc`. The copy keeps the build from touching this checkout's dist/ while other tests
// run its bins. npm installs the dependencies from its cache (CI has just run `npm ci`).
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');
const work = mkdtempSync(join(tmpdir(), 'cardscript-pack-'));
const project = join(work, 'project');
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const run = (cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) =>
  execFileSync(cmd, args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      npm_config_audit: 'false',
      npm_config_fund: 'false',
      npm_config_update_notifier: 'false',
      ...env,
    },
  });

const CARD = '卡牌 测试员\n  类型：角色\n  费用：1\n  常值：2 攻推\n  投入：2\n  【守护】\n';
// A legal 40-card deck (SLCG-DK-01/02): twenty cards, two copies each.
const NAMES = [...'甲乙丙丁戊己庚辛壬癸子丑寅卯辰巳午未申酉'].map((c) => `${c}号兵`);
const SET_CARDS = NAMES.map(
  (n, i) => `卡牌 ${n}\n  类型：角色\n  费用：${i % 4}\n  常值：${1 + (i % 3)} 攻推\n  投入：2\n`,
).join('\n');
const SET_YAML = `name: 安装测试\nruleset: slcg\ncards: ["*.card"]\ndecks:\n  甲组:\n${NAMES.map((n) => `    ${n}: 2`).join('\n')}\n`;

const MJS = `import { compileCards, formatDiagnostics, loadSet, playSet } from 'cardscript';
import { GRID_SIZE } from 'cardscript/runtime';
const good = compileCards(${JSON.stringify(CARD)});
const bad = compileCards('卡牌 甲\\n  类型：角色\\n  【守互】\\n', { ruleset: 'slcg' });
const loaded = loadSet('set');
const stats = playSet(loaded.set, { seed: 7, games: 2 });
console.log(JSON.stringify({ ok: good.ok, name: good.cards[0].name, badOk: bad.ok, text: formatDiagnostics(bad.diagnostics, { texts: { 'cards.card': '卡牌 甲\\n  类型：角色\\n  【守互】\\n' } }), games: stats.games, ended: stats.wins[0] + stats.wins[1] + stats.draws, grid: GRID_SIZE }));
`;

const TS = `import { compileCards, loadSet, playSet, type CardDef, type CompileResult, type MatchStats } from 'cardscript';
const r: CompileResult = compileCards(${JSON.stringify(CARD)}, { ruleset: 'slcg' });
const first: CardDef | undefined = r.cards[0];
const loaded = loadSet('set');
if (!loaded.set) throw new Error('set has errors');
const stats: MatchStats = playSet(loaded.set, { seed: 1, agents: ['greedy', 'random'] });
const winner: number = stats.wins[0];
export { first, winner };
`;

/**
 * tsc --strict (NodeNext) on one file of the project, with the checkout's TypeScript — nothing from the checkout is
 * on the import path; returns what it printed ('' when clean).
 */
function strictTsc(file: string, config: string): string {
  writeFileSync(
    join(project, config),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        target: 'ES2022',
        noEmit: true,
        skipLibCheck: false,
        types: [],
      },
      files: [file],
    }),
  );
  const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  try {
    return run(process.execPath, [tsc, '-p', config], project);
  } catch (e) {
    return String((e as { stdout?: string }).stdout ?? e);
  }
}

beforeAll(() => {
  // A copy of what `npm pack` needs (sources, bins, schemas, build configs), node_modules shared.
  const copy = join(work, 'src');
  mkdirSync(copy);
  for (const f of [
    'package.json',
    'package-lock.json',
    'tsconfig.json',
    'tsconfig.build.json',
    'README.md',
    'LICENSE',
    'bin',
    'schemas',
    'docs',
    'rules',
    'scripts',
    'grammar',
    'compiler',
    'runtime',
    'preview',
    'lsp',
  ]) {
    if (existsSync(join(root, f)))
      cpSync(join(root, f), join(copy, f), {
        recursive: true,
        filter: (p) => !p.includes(`${'/'}node_modules`) && !p.endsWith('/out'),
      });
  }
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
  run(NPM, ['pack', '--pack-destination', work], copy);
  const tgz = readdirSync(work).find((f) => f.endsWith('.tgz'))!;
  mkdirSync(project);
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name: 'try-cardscript', private: true, type: 'module' }),
  );
  run(NPM, ['install', '--prefer-offline', '--no-save', join(work, tgz)], project);
  mkdirSync(join(project, 'set'));
  writeFileSync(join(project, 'set', 'set.yaml'), SET_YAML);
  writeFileSync(join(project, 'set', 'a.card'), SET_CARDS);
}, 600_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the installed package', () => {
  it('ships dist/ and no tests or sources', () => {
    const pkg = join(project, 'node_modules', 'cardscript');
    expect(existsSync(join(pkg, 'dist', 'compiler', 'index.js'))).toBe(true);
    expect(existsSync(join(pkg, 'dist', 'bin', 'cardc.js'))).toBe(true);
    expect(existsSync(join(pkg, 'schemas', 'set.schema.json'))).toBe(true);
    // The docs, with the rules reference the language server's hovers link to, and the rules files it links to.
    expect(existsSync(join(pkg, 'docs', 'rules.md'))).toBe(true);
    expect(existsSync(join(pkg, 'rules', 'slcg.md'))).toBe(true);
    expect(existsSync(join(pkg, 'test'))).toBe(false);
    expect(existsSync(join(pkg, 'compiler'))).toBe(false);
  });

  it('compiles card text and plays games from an .mjs file', () => {
    writeFileSync(join(project, 'try.mjs'), MJS);
    const out = JSON.parse(run(process.execPath, ['try.mjs'], project));
    expect(out).toMatchObject({ ok: true, name: '测试员', badOk: false, games: 2, ended: 2, grid: 5 });
    expect(out.text).toMatch(/cards\.card:3:3 {2}错误 CS1002 {2}未知关键字【守互】/);
  });

  it('type-checks a .ts file against the shipped declarations under tsc --strict', () => {
    writeFileSync(join(project, 'try.ts'), TS);
    expect(strictTsc('try.ts', 'tsconfig.json')).toBe('');
  });

  it('runs the installed cardc from its bundle', () => {
    const bin = join(project, 'node_modules', '.bin', 'cardc');
    expect(run(bin, ['--version'], project).trim()).toBe(JSON.parse(run(NPM, ['pkg', 'get', 'version'], root)));
    expect(run(bin, ['check', 'set', '--lang', 'en'], project)).toContain('0 error(s)');
    expect(run(bin, ['play', 'set', '--games', '3', '--seed', '2', '--lang', 'en'], project)).toMatch(
      /3 game\(s\), seed 2/,
    );
  });

  it('builds a set with the installed cardc and plays its compiled code from ESM, CommonJS and strict TS (docs/emit.md)', () => {
    const bin = join(project, 'node_modules', '.bin', 'cardc');
    run(bin, ['build', 'set', '--out', 'built', '--lang', 'en'], project);
    // The streamed emit (a large set's) from the installed package: its thread is dist/bin/emit-worker.js.
    run(bin, ['build', 'set', '--out', 'built-streamed', '--lang', 'en'], project, { CARDC_EMIT_STREAM: '1' });
    for (const f of ['cards.js', 'cards.js.map', 'cards.cjs', 'ts/cards/m000.ts'])
      expect(readFileSync(join(project, 'built-streamed', f)).equals(readFileSync(join(project, 'built', f))), f).toBe(
        true,
      );
    const play = (load: string) => `${load}
const set = loadCompiledSet(compiled);
const pool = set.pool();
const r = playGame(pool.rules.start(set.setup({ decks: ['甲组', '甲组'], seed: 3 }), pool).state, [greedyAgent(1), randomAgent(2)]);
let bad = '';
try { set.setup({ decks: ['乙组', '甲组'], seed: 1 }); } catch (e) { bad = (e as Error).message; }
console.log(JSON.stringify({ decks: Object.keys(set.decks), size: set.decks['甲组'].length, target: set.params.victoryTarget, over: r.state.winner !== null, bad }));
`;
    writeFileSync(
      join(project, 'engine.mjs'),
      play(
        "import * as compiled from './built/cards.js';\nimport { loadCompiledSet, playGame, greedyAgent, randomAgent } from 'cardscript/runtime';",
      ).replace(' as Error', ''),
    );
    writeFileSync(
      join(project, 'engine.cjs'),
      play(
        "const compiled = require('./built');\nconst { loadCompiledSet, playGame, greedyAgent, randomAgent } = require('cardscript/runtime');",
      ).replace(' as Error', ''),
    );
    const want = {
      decks: ['甲组'],
      size: 40,
      target: 15,
      over: true,
      bad: "compiled set '安装测试' has no deck '乙组' (decks: 甲组)",
    };
    for (const f of ['engine.mjs', 'engine.cjs'])
      expect(JSON.parse(run(process.execPath, [f], project)), f).toEqual(want);
    writeFileSync(
      join(project, 'engine.ts'),
      play(
        "import * as compiled from './built/cards.js';\nimport { loadCompiledSet, playGame, greedyAgent, randomAgent } from 'cardscript/runtime';",
      ) + 'export {};\n',
    );
    expect(strictTsc('engine.ts', 'tsconfig.engine.json')).toBe('');
  });

  it('runs cardc sim on worker threads from the bundle, with its HTML report', () => {
    const bin = join(project, 'node_modules', '.bin', 'cardc');
    const out = run(bin, ['sim', 'set', '--games', '8', '--workers', '2', '--out', 'sim', '--lang', 'en'], project);
    expect(out).toMatch(/8 game\(s\) in [\d.]+ s .* on 2 worker\(s\)/);
    const lines = readFileSync(join(project, 'sim', 'games.jsonl'), 'utf8')
      .trim()
      .split('\n');
    expect(lines).toHaveLength(9);
    expect(readFileSync(join(project, 'sim', 'report.html'), 'utf8')).toContain('<svg');
  });
});
