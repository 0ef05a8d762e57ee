// The CLI as a user meets it: help for every command, --version, unknown commands and options with a
// suggestion, colour from flags and the environment, code frames, sorted output, paths, build's output
// folder and check --watch.
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main, type CliIO } from '../../compiler/cli.js';
import { COMMAND_SPECS } from '../../compiler/cli/commands.js';
import { colorEnabled } from '../../compiler/cli/color.js';
import { codeFrame } from '../../compiler/cli/code-frame.js';
import { colors } from '../../compiler/cli/color.js';
import { pathDisplay } from '../../compiler/cli/paths.js';

const root = resolve(__dirname, '../..');

async function cardc(args: string[], cwd = root, extra: Partial<CliIO> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIO = { out: (s) => out.push(s), err: (s) => err.push(s), cwd, isTTY: false, ...extra };
  const code = await main(args, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

function tmpDir(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'cardc-surface-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

const BAD = '规则：slcg\n卡牌 甲\n  类型：角色\n  常值：1 攻\n  【守互】\n  费用 3\n';
const ESC = '\u001b[';

describe('cardc help and version', () => {
  it('--version and -v print the package version', async () => {
    const version = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version;
    for (const flag of ['--version', '-v']) {
      const r = await cardc([flag]);
      expect(r.code).toBe(0);
      expect(r.out.trim()).toBe(version);
    }
  });

  it('the overview lists every command in both languages', async () => {
    const zh = await cardc(['help']);
    const en = await cardc(['--help', '--lang', 'en']);
    for (const spec of COMMAND_SPECS) {
      expect(zh.out).toContain(`${spec.name} ${spec.args.zh}`);
      expect(en.out).toContain(`${spec.name} ${spec.args.en}`);
    }
    expect((await cardc([])).out).toBe(zh.out);
  });

  it.each(COMMAND_SPECS.map((s) => [s.name, s] as const))(
    'help %s lists every option of the command, in both languages',
    async (name, spec) => {
      const byHelp = await cardc(['help', name, '--lang', 'en']);
      const byFlag = await cardc([name, '--help', '--lang', 'en']);
      const byShort = await cardc([name, '-h', '--lang', 'en']);
      expect(byHelp.code).toBe(0);
      expect(byFlag.out).toBe(byHelp.out);
      expect(byShort.out).toBe(byHelp.out);
      expect(byHelp.out).toContain(`Usage: cardc ${name} ${spec.args.en}`);
      const zh = await cardc(['help', name]);
      expect(zh.out).toContain(`用法：cardc ${name} ${spec.args.zh}`);
      for (const [opt, o] of Object.entries(spec.options)) {
        expect(byHelp.out).toContain(`--${opt}`);
        expect(byHelp.out).toContain(o.help.en);
        expect(zh.out).toContain(o.help.zh);
      }
    },
  );

  it('an unknown command or option is exit 2 with a suggestion and a pointer to the help', async () => {
    const r = await cardc(['chek', 'cards']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('check');
    expect(r.err).toContain('cardc help');
    const o = await cardc(['check', 'cards', '--formt', 'json', '--lang', 'en']);
    expect(o.code).toBe(2);
    expect(o.err).toMatch(/unknown option --formt.*did you mean --format\?/);
    expect(o.err).toContain('cardc help check');
    expect((await cardc(['help', 'nosuch'])).code).toBe(2);
    // Words people try that are nowhere near the name: scenarios run with `test`, a game is recorded with --log.
    const sc = await cardc(['scenario', 'cards/slcg', '--lang', 'en']);
    expect([sc.code, sc.err.split('\n')[0]]).toEqual([2, 'cardc: unknown command scenario; did you mean test?']);
    const rec = await cardc(['play', 'cards/slcg', '--record', 'g.jsonl', '--lang', 'en']);
    expect([rec.code, rec.err.split('\n')[0]]).toEqual([
      2,
      'cardc: unknown option --record for play; did you mean --log?',
    ]);
  });

  it('an option without its value is exit 2, not a crash', async () => {
    const r = await cardc(['play', 'cards/slcg', '--seed']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('--seed');
  });

  it('a path that is not there is exit 2 with one clear line in every command, never a raw ENOENT', async () => {
    const dir = tmpDir({ 'x.txt': '' });
    for (const args of [
      ['check', 'nonexist'],
      ['build', 'nonexist'],
      ['test', 'nonexist'],
      ['play', 'nonexist'],
      ['preview', 'nonexist'],
      ['sim', 'nonexist'],
      ['sim', join(root, 'cards/slcg'), '--compare', 'nonexist'],
      ['sim', 'merge', 'nonexist', '--out', 'o'],
      ['replay', 'nonexist'],
    ]) {
      const zh = await cardc(args, dir);
      expect([zh.code, zh.err.trim()], args.join(' ')).toEqual([2, 'cardc: 找不到文件或文件夹：nonexist']);
      const en = await cardc([...args, '--lang', 'en'], dir);
      expect([en.code, en.err.trim()], args.join(' ')).toEqual([2, 'cardc: no such file or folder: nonexist']);
    }
    // A replay that is a folder is said in words too.
    const folder = await cardc(['replay', '.'], dir);
    expect([folder.code, folder.err]).toEqual([2, 'cardc: 无法读取 .：这是文件夹，不是文件']);
  });
});

describe('cardc colour', () => {
  it('flags win over NO_COLOR / FORCE_COLOR, which win over the terminal', () => {
    expect(colorEnabled({}, {}, true)).toBe(true);
    expect(colorEnabled({}, {}, false)).toBe(false);
    expect(colorEnabled({}, { TERM: 'dumb' }, true)).toBe(false);
    expect(colorEnabled({}, { NO_COLOR: '1' }, true)).toBe(false);
    expect(colorEnabled({}, { NO_COLOR: '' }, true)).toBe(true);
    expect(colorEnabled({}, { FORCE_COLOR: '1' }, false)).toBe(true);
    expect(colorEnabled({}, { FORCE_COLOR: '0' }, true)).toBe(false);
    expect(colorEnabled({ 'no-color': true }, { FORCE_COLOR: '1' }, true)).toBe(false);
    expect(colorEnabled({ color: true }, { NO_COLOR: '1' }, false)).toBe(true);
  });

  it('check output is coloured only when asked', async () => {
    const dir = tmpDir({ 'a.card': BAD });
    const plain = await cardc(['check', 'a.card'], dir);
    expect(plain.out).not.toContain(ESC);
    const coloured = await cardc(['check', 'a.card', '--color'], dir);
    expect(coloured.out).toContain(ESC);
    const io = await cardc(['check', 'a.card'], dir, { color: true });
    expect(io.out).toContain(ESC);
    expect((await cardc(['check', 'a.card', '--no-color'], dir, { color: true })).out).not.toContain(ESC);
  });
});

describe('cardc check output', () => {
  it('--pretty shows the source line with the range underlined (CJK counts two columns)', async () => {
    const dir = tmpDir({ 'a.card': BAD });
    const r = await cardc(['check', 'a.card', '--pretty'], dir);
    const lines = r.out.split('\n');
    const at = lines.findIndex((l) => l.startsWith('a.card:5:3'));
    expect(at).toBeGreaterThanOrEqual(0);
    expect(lines[at + 1]).toBe('  5 │   【守互】');
    // 【守互】 is four wide characters: eight columns of ~ after the two-space indent.
    expect(lines[at + 2]).toBe('    │   ~~~~~~~~');
    expect((await cardc(['check', 'a.card'], dir)).out).not.toContain('│');
  });

  it('codeFrame underlines the rest of the first line for a range over several lines, one caret for an empty range', () => {
    const c = colors(false);
    const id = (s: string) => s;
    expect(codeFrame(['ab\tcd'], { line: 0, character: 3, endLine: 0, endCharacter: 5 }, c, id)).toEqual([
      '  1 │ ab  cd',
      '    │     ~~',
    ]);
    expect(codeFrame(['一二三', 'x'], { line: 0, character: 1, endLine: 1, endCharacter: 1 }, c, id)[1]).toBe(
      '    │   ~~~~',
    );
    expect(codeFrame(['abc'], { line: 0, character: 1, endLine: 0, endCharacter: 1 }, c, id)[1]).toBe('    │  ^');
    expect(codeFrame(['abc'], { line: 5, character: 0, endLine: 5, endCharacter: 1 }, c, id)).toEqual([]);
  });

  it('diagnostics are sorted by file, then line and column, whatever order the checks found them in', async () => {
    const dir = tmpDir({ 'b.card': BAD, 'a.card': BAD + '卡牌 乙\n  类型：发生\n  【登场时】造成\n' });
    const r = await cardc(['check', '.'], dir);
    const keys = r.out
      .split('\n')
      .map((l) => /^(\S+\.card):(\d+):(\d+)/.exec(l))
      .filter((m): m is RegExpExecArray => !!m)
      .map((m) => [m[1], Number(m[2]), Number(m[3])] as const);
    expect(keys.length).toBeGreaterThan(3);
    const sorted = [...keys].sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : x[1] - y[1] || x[2] - y[2]));
    expect(keys).toEqual(sorted);
    const j = JSON.parse((await cardc(['check', '.', '--format', 'json'], dir)).out);
    expect(j.diagnostics.map((d: { file: string; line: number }) => `${d.file}:${d.line}`)).toEqual(
      sorted.map((k) => `${k[0]}:${k[1]}`),
    );
  });

  it('paths under the working directory are relative, others absolute', async () => {
    const dir = tmpDir({ 'x/a.card': BAD });
    const fromInside = await cardc(['check', join(dir, 'x')], dir);
    expect(fromInside.out).toMatch(/^x\/a\.card:5:3/m);
    const fromElsewhere = await cardc(['check', join(dir, 'x')], root);
    expect(fromElsewhere.out).toContain(`${join(dir, 'x', 'a.card')}:5:3`);
    const show = pathDisplay('/p/q');
    expect(show('/p/q/r.card')).toBe('r.card');
    expect(show('/p/q')).toBe('.');
    expect(show('/p/qq/r.card')).toBe('/p/qq/r.card');
    expect(show('/p/..x/r.card')).toBe('/p/..x/r.card');
  });
});

describe('cardc build output folder', () => {
  it('says where it wrote the set (default <set>/dist, or --out), and the JSON summary names it', async () => {
    const dir = tmpDir({
      's/set.yaml': 'name: 小测试\nruleset: slcg\ncards: ["*.card"]\n',
      's/a.card': '卡牌 测试员\n  类型：角色\n  费用：1\n  常值：2 攻\n  【守护】\n',
    });
    const r = await cardc(['build', 's'], dir);
    expect(r.code).toBe(0);
    expect(r.out).toContain('已写入 s/dist');
    const en = await cardc(['build', 's', '--out', 'out', '--lang', 'en'], dir);
    expect(en.out).toContain('written to out');
    expect(readFileSync(join(dir, 'out', 'cards.json'), 'utf8')).toContain('测试员');
    const j = JSON.parse((await cardc(['build', 's', '--format', 'json'], dir)).out);
    expect(j.summary.out).toBe('s/dist');
  });

  it('a diagnostic about a folder (CS4001, CS4007) names the folder without :line:col; a file keeps them', async () => {
    const dir = tmpDir({
      'bad/a.card': '卡牌 甲\n',
      'errs/set.yaml': 'name: 小测试\nruleset: slcg\ncards: ["*.card"]\n',
      'errs/a.card': '卡牌 测试员\n  类型：角色\n  费用：1\n',
    });
    const none = await cardc(['build', 'bad'], dir);
    expect(none.out).toMatch(/^bad {2}错误 CS4001 {2}/m);
    const errs = await cardc(['build', 'errs'], dir);
    expect(errs.code).toBe(1);
    expect(errs.out).toMatch(/^errs {2}提示 CS4007 {2}有 1 个错误，未生成输出$/m);
    expect(errs.out).toMatch(/^errs\/a\.card:1:4 {2}错误 CS2003/m);
    expect(errs.out).not.toMatch(/^errs:\d/m);
    // The same in play, which prints a set's errors before saying it did not play.
    const play = await cardc(['play', 'bad'], dir);
    expect(play.err).toMatch(/^bad {2}错误 CS4001 {2}/m);
  });
});

describe('a manifest named set.yml', () => {
  const SET = {
    's/set.yml': 'name: 小测试\nruleset: slcg\n',
    's/cards/a.card': '卡牌 测试员\n  类型：角色\n  费用：1\n  常值：1 攻\n',
  };

  it('is the set’s manifest, as set.yaml is: cardc build and cardc check read it', async () => {
    const dir = tmpDir(SET);
    const b = await cardc(['build', 's', '--out', 'out'], dir);
    expect(b.out).not.toMatch(/CS4001|CS2018/);
    expect(b.code).toBe(0);
    const built = JSON.parse(readFileSync(join(dir, 'out', 'manifest.json'), 'utf8'));
    expect([built.name, built.ruleset, built.cards]).toEqual(['小测试', 'slcg', ['测试员']]);
    const c = await cardc(['check', 's'], dir);
    expect([c.code, c.out]).toEqual([0, expect.not.stringMatching(/CS2018|CS4001/)]);
    // Its own problems are reported at it, as set.yaml's are (a deck naming no card: CS3024).
    writeFileSync(join(dir, 's', 'set.yml'), 'name: 小测试\nruleset: slcg\ndecks:\n  甲: { 无名: 40 }\n');
    const bad = await cardc(['check', 's'], dir);
    expect(bad.code).toBe(1);
    expect(bad.out).toMatch(/^s\/set\.yml:\d+:\d+ {2}错误 CS3024/m);
    // Named directly, it is checked too.
    expect((await cardc(['check', 's/set.yml'], dir)).out).toMatch(/CS3024/);
  });

  it('beside a set.yaml is not read: CS4008 says so, at set.yml, in build and check', async () => {
    const dir = tmpDir({ ...SET, 's/set.yaml': 'name: 正本\nruleset: slcg\n' });
    const b = await cardc(['build', 's', '--out', 'out', '--lang', 'en'], dir);
    expect(b.code).toBe(0);
    expect(b.out).toMatch(
      /set\.yml.*warning CS4008 {2}"set\.yml" is not read: the set\.yaml in the same folder is the manifest/,
    );
    expect(JSON.parse(readFileSync(join(dir, 'out', 'manifest.json'), 'utf8')).name).toBe('正本');
    const c = await cardc(['check', 's'], dir);
    expect(c.out).toMatch(/set\.yml.*警告 CS4008/);
  });

  it('a near name (Set.yaml) is still not read, and named in a note of CS4001 (build) and CS2018 (check)', async () => {
    const dir = tmpDir({
      's/Set.yaml': 'name: 小测试\nruleset: slcg\n',
      's/cards/a.card': '卡牌 测试员\n  类型：角色\n  费用：1\n  常值：1 攻\n',
    });
    const b = await cardc(['build', 's'], dir);
    expect(b.code).toBe(1);
    expect(b.out).toMatch(
      /^s {2}错误 CS4001 {2}.*\n {4}注：找到了“.*Set\.yaml”：卡包清单的文件名须是 set\.yaml（或 set\.yml），请改名$/m,
    );
    const c = await cardc(['check', 's', '--lang', 'en'], dir);
    expect(c.out).toMatch(
      /CS2018 .*\n {4}note: found ".*Set\.yaml": a set's manifest must be named set\.yaml \(or set\.yml\); rename it$/m,
    );
  });
});

describe('cardc check --watch', () => {
  it('checks, then checks again after a file changes, until stopped', async () => {
    const dir = tmpDir({ 'a.card': BAD });
    const ac = new AbortController();
    const out: string[] = [];
    const io: CliIO = { out: (s) => out.push(s), err: () => {}, cwd: dir, isTTY: false, signal: ac.signal };
    const done = main(['check', '.', '--watch', '--lang', 'en'], io);
    const waitFor = async (pred: () => boolean) => {
      for (let i = 0; i < 200 && !pred(); i++) await new Promise((r) => setTimeout(r, 25));
      return pred();
    };
    expect(await waitFor(() => out.some((l) => l.includes('watching')))).toBe(true);
    expect(out.some((l) => /2 error\(s\)/.test(l))).toBe(true);
    writeFileSync(join(dir, 'a.card'), '规则：slcg\n卡牌 甲\n  类型：角色\n  费用：1\n  常值：2 攻\n  【守护】\n');
    expect(await waitFor(() => out.some((l) => /0 error\(s\)/.test(l)))).toBe(true);
    ac.abort();
    expect(await done).toBe(0);
  });
});
