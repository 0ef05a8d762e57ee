// End-to-end tests of `cardc check`: output format, languages, JSON, exit codes.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main, type CliIO } from '../../compiler/cli.js';

const root = resolve(__dirname, '../..');

async function cardc(args: string[], cwd = root) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIO = { out: (s) => out.push(s), err: (s) => err.push(s), cwd, isTTY: false };
  const code = await main(args, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

function tmpSet(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'cardc-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

const GOOD = '规则：slcg\n卡牌 测试员\n  类型：角色\n  费用：1\n  常值：2 攻\n  【守护】\n';
const BAD =
  '规则：slcg\n卡牌 甲\n  类型：角色\n  【守互】\n  费用 3\n卡牌 乙\n  类型：发生\n  抽一张卡。\n  【登场时】造成\n';

describe('cardc check', () => {
  it('set.yaml may name its game in Chinese (either script); a bad ruleset there does not make every card CS2018', async () => {
    const card = '卡牌 甲\n  类型：卡灵\n  等级：1\n  AP：1  DP：1\n';
    for (const name of ['卡灵时代', '卡靈時代', 'kaling']) {
      const dir = tmpSet({ 'set.yaml': `name: x\nruleset: ${name}\n`, 'a.card': card });
      const r = await cardc(['check', dir, '--format', 'json']);
      expect(JSON.parse(r.out).diagnostics, name).toEqual([]);
    }
    const dir = tmpSet({
      'set.yaml': 'name: x\nruleset: 卡林时代\n',
      'a.card': card,
      'b.card': '规则：kaling\n' + card.replace('甲', '乙'),
    });
    const r = JSON.parse((await cardc(['check', dir, '--format', 'json'])).out);
    expect(r.diagnostics.map((d: { code: string }) => d.code)).toEqual(['CS3007']);
    expect(r.diagnostics[0].notes[0].zh).toContain('卡灵时代');
  });

  it('SLCG-META-01 a set.yaml with a syntax error still names its game: the cards are checked against it (every problem at once)', async () => {
    const dir = tmpSet({
      'set.yaml': 'name: x\nname: y\nruleset: slcg\n',
      'a.card': '卡牌 甲\n  类型：角色\n  费用：1\n',
    });
    const r = JSON.parse((await cardc(['check', dir, '--format', 'json'])).out);
    expect(r.diagnostics.map((d: { code: string }) => d.code).sort()).toEqual(['CS2003', 'CS3016']);
    // Two games, or none plainly named: the cards wait for set.yaml (no CS2018 on each either).
    const two = tmpSet({
      'set.yaml': 'name: x\nruleset: slcg\nruleset: kaling\n',
      'a.card': '卡牌 甲\n  类型：角色\n',
    });
    const r2 = JSON.parse((await cardc(['check', two, '--format', 'json'])).out);
    expect(r2.diagnostics.map((d: { code: string }) => d.code)).toEqual(['CS3016']);
  });

  it('exits 0 and prints a summary on clean files', async () => {
    const dir = tmpSet({ 'a.card': GOOD });
    const r = await cardc(['check', dir], dir);
    expect(r.code).toBe(0);
    expect(r.out).toContain('0 个错误');
  });

  it('lists every problem as file:line:col  severity code  message and exits 1', async () => {
    const dir = tmpSet({ 'a.card': BAD });
    const r = await cardc(['check', 'a.card'], dir);
    expect(r.code).toBe(1);
    const lines = r.out.split('\n').filter((l) => /^a\.card:\d+:\d+ {2}/.test(l));
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(r.out).toMatch(/a\.card:4:3 {2}错误 CS1002 {2}未知关键字【守互】/);
    expect(r.out).toContain('守护');
    expect(r.out).toMatch(/a\.card:5:3 {2}错误 CS1005/);
  });

  it('prints English with --lang en', async () => {
    const dir = tmpSet({ 'a.card': BAD });
    const r = await cardc(['check', 'a.card', '--lang', 'en'], dir);
    expect(r.out).toMatch(/a\.card:4:3 {2}error CS1002 {2}unknown keyword 【守互】/);
    expect(r.out).toContain('did you mean');
  });

  it('prints JSON with --format json', async () => {
    const dir = tmpSet({ 'a.card': BAD });
    const r = await cardc(['check', dir, '--format', 'json'], dir);
    const j = JSON.parse(r.out);
    expect(j.summary.errors).toBeGreaterThan(0);
    expect(j.diagnostics[0]).toMatchObject({ file: 'a.card', severity: 'error' });
    expect(typeof j.diagnostics[0].line).toBe('number');
  });

  it('exits 2 on a bad invocation', async () => {
    expect((await cardc(['check'])).code).toBe(2);
    expect((await cardc(['check', '/no/such/path'])).code).toBe(2);
    expect((await cardc(['frobnicate'])).code).toBe(2);
    expect((await cardc(['check', '.', '--format', 'xml'])).code).toBe(2);
    expect((await cardc(['check', '.', '--nope'])).code).toBe(2);
  });

  it('reports a word of another ruleset (language.md principle 5)', async () => {
    const dir = tmpSet({ 'a.card': '规则：slcg\n卡牌 甲\n  类型：发生\n  封锁O2范围内的一个区域。\n' });
    const r = await cardc(['check', dir, '--lang', 'en'], dir);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/CS2001 {2}"O2范围" is a 卡灵时代 range; SLCG has no grid/);
  });

  it('SLCG-DK-01 checks the decks of the enclosing set.yaml', async () => {
    const dir = tmpSet({
      'set.yaml': 'name: 测试\nruleset: slcg\nversion: "1.0.0"\ndecks:\n  主:\n    测试员: 4\n    测试贝: 1\n',
      'a.card': GOOD.replace('规则：slcg\n', ''),
    });
    const r = await cardc(['check', dir, '--lang', 'en'], dir);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/set\.yaml:\d+:\d+ {2}error CS3024/);
    expect(r.out).toContain('测试员');
  });

  it('runs as a process through bin/cardc.js without a stack trace', () => {
    const dir = tmpSet({ 'a.card': BAD });
    const p = spawnSync(process.execPath, [join(root, 'bin/cardc.js'), 'check', dir], { encoding: 'utf8' });
    expect(p.status).toBe(1);
    expect(p.stderr).not.toMatch(/\n\s+at /);
    expect(p.stdout).toContain('CS1002');
  });
});

describe('progress line', () => {
  it('shows a progress line on a terminal for a set of more than a few hundred cards, and clears it', async () => {
    const cards = Array.from({ length: 320 }, (_, i) => `卡牌 测试员${i}\n  类型：角色\n  常值：2 攻\n`).join('');
    const dir = tmpSet({ 'a.card': '规则：slcg\n' + cards });
    const writes: string[] = [];
    const io: CliIO = { out: () => {}, err: () => {}, cwd: dir, isTTY: true, progress: (s) => writes.push(s) };
    expect(await main(['check', dir], io)).toBe(0);
    expect(writes.some((w) => /\r检查中 320\/320 张卡（100%）/.test(w))).toBe(true);
    expect(writes[writes.length - 1]).toBe('\r\x1b[2K');
  });

  it('shows none when not on a terminal or for a small set', async () => {
    const dir = tmpSet({ 'a.card': GOOD });
    const writes: string[] = [];
    expect(
      await main(['check', dir], {
        out: () => {},
        err: () => {},
        cwd: dir,
        isTTY: true,
        progress: (s) => writes.push(s),
      }),
    ).toBe(0);
    expect(writes).toEqual([]);
  });
});
