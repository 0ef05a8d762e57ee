// The set as the playground holds it: file names it accepts, the ruleset it reads off set.yaml, and the two
// ways a set leaves the page (a zip, a link) coming back unchanged.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { fromHash, fromZip, importZip, toHash, toZip } from '../../web/src/project/archive.js';
import { Project, validPath, type ProjectChange } from '../../web/src/project/project.js';
import { readStarters } from '../../web/tools/starters.js';

const CARDS = join(import.meta.dirname, '../../cards');
const slcg = () => readStarters(CARDS).find((s) => s.ruleset === 'slcg')!;

describe('Project', () => {
  it('keeps set.yaml first and the .card files by name, and refuses other paths', () => {
    const p = new Project([
      { path: 'b.card', text: 'B' },
      { path: 'a.card', text: 'A' },
      { path: '../x.card', text: '' },
      { path: 'notes.txt', text: '' },
    ]);
    expect(p.list().map((f) => f.path)).toEqual(['set.yaml', 'a.card', 'b.card']);
    expect(validPath('子目录/a.card')).toBe(false);
    expect(p.add('a.card', '')).toBe(false);
    expect(p.rename('a.card', 'set.yaml')).toBe(false);
    expect(p.rename('a.card', 'c.card')).toBe(true);
    expect(p.list().map((f) => f.path)).toEqual(['set.yaml', 'b.card', 'c.card']);
  });

  it('reads the ruleset off set.yaml and tells who changed what', () => {
    const p = new Project(slcg().files);
    expect(p.ruleset()).toBe('slcg');
    const seen: ProjectChange[] = [];
    p.onChange((c) => seen.push(c));
    p.set('set.yaml', p.get('set.yaml')!.replace('ruleset: slcg', 'ruleset: guangan'));
    p.set('set.yaml', p.get('set.yaml')!);
    p.remove('set.yaml');
    expect(p.ruleset()).toBe('guangan');
    expect(seen).toEqual([{ kind: 'edit', path: 'set.yaml' }]);
  });
});

describe('starter sets', () => {
  it('offer every bundled set with its set.yaml and .card files, no scenarios', () => {
    const starters = readStarters(CARDS);
    const bundled = readdirSync(CARDS).filter((d) => readdirSync(join(CARDS, d)).includes('set.yaml'));
    expect(starters.map((s) => s.ruleset).sort()).toEqual(expect.arrayContaining(['guangan', 'slcg']));
    expect(starters.length).toBe(bundled.length);
    for (const s of starters) {
      expect(s.files[0].path).toBe('set.yaml');
      expect(s.files.slice(1).every((f) => f.path.endsWith('.card'))).toBe(true);
    }
  });
});

describe('export', () => {
  it('round-trips the set through a zip', () => {
    const files = slcg().files;
    expect(fromZip(toZip(files)).sort((a, b) => a.path.localeCompare(b.path))).toEqual(
      [...files].sort((a, b) => a.path.localeCompare(b.path)),
    );
  });

  it('reads a zipped set folder (files under one top folder) and drops what is not a set file', () => {
    const zip = zipSync({
      '我的卡包/set.yaml': strToU8('name: x\nruleset: slcg\n'),
      '我的卡包/红.card': strToU8('\uFEFF卡牌 甲\n'),
      '我的卡包/scenarios/a.scenario.yaml': strToU8('x'),
      '我的卡包/README.md': strToU8('x'),
    });
    expect(fromZip(zip)).toEqual([
      { path: 'set.yaml', text: 'name: x\nruleset: slcg\n' },
      { path: '红.card', text: '卡牌 甲\n' },
    ]);
  });

  it('reads a zipped set whose manifest is set.yml as cardc does: the page holds it as set.yaml; beside a set.yaml it is dropped', () => {
    const yml = zipSync({
      '我的卡包/set.yml': strToU8('name: x\nruleset: kaling\n'),
      '我的卡包/红.card': strToU8('卡牌 甲\n'),
      '我的卡包/myset.yaml': strToU8('x'),
    });
    expect(fromZip(yml)).toEqual([
      { path: 'set.yaml', text: 'name: x\nruleset: kaling\n' },
      { path: '红.card', text: '卡牌 甲\n' },
    ]);
    const both = zipSync({
      's/set.yml': strToU8('name: 旁\nruleset: kaling\n'),
      's/set.yaml': strToU8('name: 正\nruleset: slcg\n'),
      's/红.card': strToU8('卡牌 甲\n'),
    });
    expect(fromZip(both).find((f) => f.path === 'set.yaml')?.text).toBe('name: 正\nruleset: slcg\n');
    expect(fromZip(both).map((f) => f.path)).toEqual(['set.yaml', '红.card']);
  });

  it('round-trips the set through a link; a page without one opens nothing', () => {
    const files = slcg().files;
    const hash = toHash(files);
    expect(hash).toMatch(/^#set=[A-Za-z0-9_-]+$/);
    expect(fromHash(hash)).toEqual({ ok: true, files });
    // Deflated and base64url-encoded, a starter set's link is shorter than its text (CJK is 3 bytes a character in UTF-8).
    expect(hash.length).toBeLessThan(files.reduce((n, f) => n + f.text.length, 0));
    expect(fromHash('#other')).toBeUndefined();
    expect(fromHash('')).toBeUndefined();
  });

  it('says why a broken link opens nothing: cut short, not base64, not a set', () => {
    const hash = toHash(slcg().files);
    const notASet = toHash([{ path: 'notes.txt', text: 'x' }]);
    for (const broken of [hash.slice(0, hash.length >> 1), '#set=not-deflate', '#set=%%%', notASet, '#set=']) {
      const r = fromHash(broken);
      expect(r?.ok, broken.slice(0, 40)).toBe(false);
      expect(r && !r.ok && r.error).toContain('分享链接打不开');
    }
  });

  it('imports a zip holding .card files, and says why another file is not one', () => {
    const files = slcg().files;
    expect(importZip(toZip(files), 'slcg.zip')).toMatchObject({ ok: true, files: expect.arrayContaining(files) });
    const text = importZip(strToU8('规则：slcg\n卡牌 甲\n'), '甲.card');
    expect(text).toEqual({ ok: false, error: expect.stringContaining('“甲.card”不是 zip 文件') });
    const png = importZip(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'card.png');
    expect(png.ok).toBe(false);
    const cut = toZip(files).slice(0, 100);
    expect(importZip(cut, 'cut.zip')).toEqual({ ok: false, error: expect.stringContaining('“cut.zip”打不开') });
    const empty = importZip(zipSync({ 'README.md': strToU8('x') }), 'docs.zip');
    expect(empty).toEqual({ ok: false, error: '“docs.zip”里没有 .card 文件' });
  });
});
