// The set-wide requests the playground uses (cardscript/previewSet, cardscript/compileSet), over a workspace
// whose files live in memory only (the browser worker's host): the bundled SLCG set opened as the page opens it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { memoryHost } from '../../lsp/host/memory.js';
import { compileSetOf } from '../../lsp/features/set-compile.js';
import { SetPreviewCache, setPreview } from '../../lsp/features/set-preview.js';
import { Workspace } from '../../lsp/workspace.js';

const SET = join(import.meta.dirname, '../../cards/slcg');
const uriOf = (name: string) => memoryHost.pathToUri(`/玩家的卡包/${name}`);

function openSet(): Workspace {
  const ws = new Workspace(memoryHost);
  for (const f of readdirSync(SET))
    if (f.endsWith('.card') || f === 'set.yaml') ws.open(uriOf(f), readFileSync(join(SET, f), 'utf8'), 1);
  return ws;
}

describe('memory host', () => {
  it('maps file: URIs with Chinese names to POSIX paths and back', () => {
    const uri = uriOf('红 卡.card');
    expect(uri).toBe('file:///%E7%8E%A9%E5%AE%B6%E7%9A%84%E5%8D%A1%E5%8C%85/%E7%BA%A2%20%E5%8D%A1.card');
    expect(memoryHost.uriToPath(uri)).toBe('/玩家的卡包/红 卡.card');
    expect(memoryHost.uriToPath('untitled:1')).toBeUndefined();
    expect(memoryHost.dirname('/a/b/c.card')).toBe('/a/b');
    expect(memoryHost.relative('/a/b', '/a/b/c/d.card')).toBe('c/d.card');
    expect(memoryHost.join('/a/b', '../c.card')).toBe('/a/c.card');
  });

  it('finds the set.yaml of an open .card file among the open documents only', () => {
    const ws = openSet();
    expect(ws.manifestPathFor(uriOf('samu.card'))).toBe('/玩家的卡包/set.yaml');
    expect(ws.manifestPathFor(memoryHost.pathToUri('/elsewhere/x.card'))).toBeUndefined();
  });
});

describe('a set.yaml naming its game', () => {
  it('may use its Chinese name; a bad one is told in set.yaml only, not as CS2018 on every card', () => {
    const card = memoryHost.pathToUri('/k/a.card');
    const yaml = memoryHost.pathToUri('/k/set.yaml');
    const ws = new Workspace(memoryHost);
    ws.open(yaml, 'name: x\nruleset: 卡靈時代\n', 1);
    ws.open(card, '卡牌 甲\n  类型：卡灵\n  等级：1\n  AP：1  DP：1\n', 1);
    expect(ws.rulesetOfManifest(card)).toBe('kaling');
    expect(ws.checkSetOf(card).manifestDiagnostics).toEqual([]);
    expect(ws.checked(card)!.diagnostics).toEqual([]);
    ws.update(yaml, 'name: x\nruleset: 卡林时代\n', 2);
    expect(ws.checkSetOf(card).manifestDiagnostics.map((d) => d.code)).toEqual(['CS3007']);
    expect(ws.checked(card)!.diagnostics.map((d) => d.code)).toEqual([]);
  });
});

describe('a broken set.yaml', () => {
  it('SLCG-META-01 still names its game: the open cards are checked against it, as cardc check does', () => {
    const card = memoryHost.pathToUri('/b/a.card');
    const yaml = memoryHost.pathToUri('/b/set.yaml');
    const ws = new Workspace(memoryHost);
    ws.open(yaml, 'name: x\nname: y\nruleset: 萨姆传奇\n', 1);
    ws.open(card, '卡牌 甲\n  类型：角色\n  费用：1\n', 1);
    expect(ws.checkSetOf(card).manifestDiagnostics.map((d) => d.code)).toEqual(['CS3016']);
    expect(ws.checked(card)!.diagnostics.map((d) => d.code)).toEqual(['CS2003']);
    // …and for what the editor offers: the file's game is SLCG, so completion and hover speak of SLCG only.
    expect(ws.rulesetOfManifest(card)).toBe('slcg');
    expect(ws.analysis(card)!.ruleset).toBe('slcg');
  });
});

describe('cardscript/compileSet', () => {
  it('compiles the open texts of the set for play: cards, decks and texts', () => {
    const ws = openSet();
    const r = compileSetOf(ws, ws.pipeline, uriOf('samu.card'));
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(r.set.ruleset).toBe('slcg');
    expect(Object.keys(r.set.decks)).toEqual(['蓝', '红']);
    expect(r.set.cards.map((c) => c.name)).toContain('影刃特派员');
    expect(Object.keys(r.set.texts).sort()).toEqual(['events.card', 'fleet.card', 'samu.card', 'scenes.card']);
  });

  it('reports the errors that stop it, with the file and line, from the edited buffer', () => {
    const ws = openSet();
    const samu = readFileSync(join(SET, 'samu.card'), 'utf8');
    const broken = samu.replace('类型：角色', '类型：角户');
    ws.update(uriOf('samu.card'), broken, 2);
    const r = compileSetOf(ws, ws.pipeline, uriOf('samu.card'));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const e = r.errors.find((x) => x.file === 'samu.card');
    expect(e?.line).toBe(broken.split('\n').findIndex((l) => l.includes('角户')));
  });

  it('lists the errors that stop it in file:line:col order, as cardc check does', () => {
    const ws = openSet();
    const samu = readFileSync(join(SET, 'samu.card'), 'utf8').split('\n');
    const i = samu.findIndex((l) => l.includes('费用：'));
    // The 费用 line again, with a value that does not fit (CS1018 at column 6), after it the first one's twin: the
    // later line is the duplicate (CS1012 at column 3), reported after the value's problem on the same line.
    samu[i] = `  费用：1\n${samu[i]} 【守户】`;
    ws.update(uriOf('samu.card'), samu.join('\n'), 2);
    ws.update(uriOf('events.card'), readFileSync(join(SET, 'events.card'), 'utf8').replace('类型：', '类形：'), 2);
    const r = compileSetOf(ws, ws.pipeline, uriOf('samu.card'));
    if (r.ok) throw new Error('compiled');
    const at = r.errors.map((e) => [e.file, e.line, e.character]);
    expect(at).toHaveLength(3);
    const key = ([f, l, c]: (string | number)[]) =>
      `${f}\u0000${String(l).padStart(6, '0')}:${String(c).padStart(6, '0')}`;
    expect(at.map(key)).toEqual(at.map(key).sort());
    expect(r.errors[0].file).toBe('events.card');
    const dup = r.errors.filter((e) => e.file === 'samu.card' && e.line === i + 1);
    expect(dup).toHaveLength(2);
    expect(dup.map((e) => [e.character, e.code])).toEqual([
      [2, 'CS1012'],
      [5, 'CS1018'],
    ]);
  });

  it('says a lone file without set.yaml cannot be played', () => {
    const ws = new Workspace(memoryHost);
    const uri = memoryHost.pathToUri('/x/a.card');
    ws.open(uri, '规则：slcg\n卡牌 甲\n  类型：角色\n  常值：1 攻\n', 1);
    const r = compileSetOf(ws, ws.pipeline, uri, 'en');
    expect(r.ok).toBe(false);
    expect(!r.ok && r.errors[0].message).toContain('set.yaml');
  });
});

describe('cardscript/previewSet', () => {
  it('draws every card of the set, and after an edit redraws the edited card only', () => {
    const ws = openSet();
    const cache = new SetPreviewCache();
    const first = setPreview(ws, ws.pipeline, uriOf('samu.card'), cache);
    const texts = readdirSync(SET)
      .filter((f) => f.endsWith('.card'))
      .map((f) => readFileSync(join(SET, f), 'utf8'))
      .join('\n');
    expect(first.set).toBe('萨姆传奇 入门卡包');
    expect(first.cards.length).toBe((texts.match(/^卡牌/gm) ?? []).length);
    expect(first.cards.every((c) => c.svg?.startsWith('<svg') && c.errors === 0)).toBe(true);
    const samu = readFileSync(join(SET, 'samu.card'), 'utf8');
    ws.update(uriOf('samu.card'), samu.replace('费用：3', '费用：9'), 2);
    const second = setPreview(ws, ws.pipeline, uriOf('samu.card'), cache);
    const changed = second.cards.filter((c, i) => c.svg !== first.cards[i].svg);
    expect(changed.map((c) => c.name)).toEqual([first.cards.find((c) => c.uri === uriOf('samu.card'))!.name]);
    expect(second.cards.every((c, i) => c.svg === first.cards[i].svg || c.name === changed[0].name)).toBe(true);
    // A client holding the first drawings gets only the new one's SVG.
    const third = setPreview(ws, ws.pipeline, uriOf('samu.card'), cache, new Set(first.cards.map((c) => c.id)));
    expect(third.cards.filter((c) => c.svg !== undefined).map((c) => c.name)).toEqual(changed.map((c) => c.name));
    expect(third.cards.map((c) => c.id)).toEqual(second.cards.map((c) => c.id));
  });

  it('counts the errors inside each card and still draws it', () => {
    const ws = openSet();
    const samu = readFileSync(join(SET, 'samu.card'), 'utf8');
    ws.update(uriOf('samu.card'), samu.replace('【守护】', '【守户】'), 2);
    const p = setPreview(ws, ws.pipeline, uriOf('samu.card'), new SetPreviewCache());
    expect(p.cards.filter((c) => c.errors > 0).length).toBe(1);
  });
});

describe('a manifest named set.yml', () => {
  it('is the set’s manifest for the language server, as set.yaml is (its game, its deck entries)', () => {
    const card = memoryHost.pathToUri('/y/a.card');
    const yml = memoryHost.pathToUri('/y/set.yml');
    const ws = new Workspace(memoryHost);
    ws.open(yml, 'name: x\nruleset: kaling\ndecks:\n  甲: { 无名: 1 }\n', 1);
    ws.open(card, '卡牌 甲\n  类型：卡灵\n  等级：1\n  AP：1  DP：1\n', 1);
    expect(ws.manifestPathFor(card)).toBe('/y/set.yml');
    expect(ws.rulesetOfManifest(card)).toBe('kaling');
    expect(ws.checked(card)!.diagnostics).toEqual([]);
    expect(ws.manifestDiagnostics(yml).map((d) => d.code)).toContain('CS3024');
  });

  it('beside a set.yaml is not read: set.yaml governs the cards, and set.yml’s one diagnostic is CS4008', () => {
    const card = memoryHost.pathToUri('/z/a.card');
    const yaml = memoryHost.pathToUri('/z/set.yaml');
    const yml = memoryHost.pathToUri('/z/set.yml');
    const ws = new Workspace(memoryHost);
    ws.open(yml, 'name: x\nruleset: kaling\n', 1);
    ws.open(yaml, 'name: x\nruleset: slcg\n', 1);
    ws.open(card, '卡牌 甲\n  类型：角色\n  费用：1\n  常值：1 攻\n', 1);
    expect(ws.manifestPathFor(card)).toBe('/z/set.yaml');
    expect(ws.rulesetOfManifest(card)).toBe('slcg');
    expect(ws.manifestDiagnostics(yml).map((d) => [d.code, d.messageEn])).toEqual([
      [
        'CS4008',
        '"set.yml" is not read: the set.yaml in the same folder is the manifest; delete it or move what it says into set.yaml',
      ],
    ]);
    expect(ws.manifestDiagnostics(yaml)).toEqual([]);
  });
});
