// An emitter bug is never hidden by the prechecked memo: with ability bodies written wrong (a misspelt effect-API
// call for one op), the memo of the correct emitter's units does not cover the wrong texts, TypeScript checks them,
// and CS4101 names each card's op, with nothing written.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';
import { emitSetSync } from '../../compiler/emit/index.js';
import { FIXTURES } from './emit-fixtures.js';

vi.mock('../../compiler/emit/bodies.js', async (original) => {
  const real = await original<typeof import('../../compiler/emit/bodies.js')>();
  return {
    ...real,
    bodyCode: (...args: Parameters<typeof real.bodyCode>) =>
      real.bodyCode(...args).map((l) => ({ ...l, text: l.text.replace('fx.damage(', 'fx.damag(') })),
  };
});

const tmp = mkdtempSync(join(tmpdir(), 'cardc-precheck-bug-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

it('a wrong ability body is checked by TypeScript though the memo knows the right one: CS4101 at the op, nothing written', async () => {
  const { opFacts } = await import('../../compiler/emit/bodies.js');
  const { codeUnits } = await import('../../compiler/emit/code-units.js');
  const { checkSalt, unitKey } = await import('../../compiler/emit/prechecked.js');
  const { declarationFiles, runtimeCardTypes } = await import('../../compiler/emit/runtime-types.js');
  const { groupBySource } = await import('../../compiler/emit/modules.js');
  // The memo of the correct emitter: the keys of these cards' units as they are without the bug.
  const facts = opFacts('slcg');
  const salt = checkSalt(declarationFiles(runtimeCardTypes(), 'slcg', facts));
  const units = codeUnits(FIXTURES.slcg, facts, 'slcg', [], groupBySource(FIXTURES.slcg).size);
  const right = units.map((u) => ({
    files: u.files.map((f) => ({ ...f, text: f.text.replace('fx.damag(', 'fx.damage(') })),
  }));
  expect(right.some((u, i) => u.files[0].text !== units[i].files[0].text)).toBe(true);
  const memo = join(tmp, 'memo.json');
  writeFileSync(memo, JSON.stringify({ checker: 'test', keys: right.map((u) => unitKey(salt, u)) }));
  process.env.CARDC_PRECHECKED = memo;
  try {
    const r = emitSetSync(FIXTURES.slcg, {
      setName: 'bug',
      ruleset: 'slcg',
      outDir: join(tmp, 'out'),
      typecheck: 'code',
    });
    const damage = FIXTURES.slcg.flatMap((c) =>
      c.abilities.flatMap((a) => a.effects.filter((o) => o.op === 'damage').map(() => c.name)),
    );
    expect(damage.length).toBeGreaterThan(0);
    expect(r.files).toEqual([]);
    expect(r.checked!.prechecked).toBeLessThan(r.checked!.units);
    const bad = r.diagnostics.filter((d) => d.code === 'CS4101');
    expect(bad.map((d) => d.args[0]).sort()).toEqual(damage.sort());
    expect(bad[0].messageEn).toMatch(/TS2551|TS2339/);
  } finally {
    delete process.env.CARDC_PRECHECKED;
  }
}, 120_000);
