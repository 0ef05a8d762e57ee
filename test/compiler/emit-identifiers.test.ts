// Names in generated code: any card name gives a plain, stable identifier; CJK stays readable; a repeat in one
// module gets a suffix; the ability's word comes from its timing or kind.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { abilityWord, NameScope, safeIdentifier } from '../../compiler/emit/identifiers.js';
import type { AbilityDef } from '../../runtime/index.js';

const LETTER = '\\u3007\\u3041-\\u3096\\u30a1-\\u30fa\\u3400-\\u4db5\\u4e00-\\u9fa5\\uac00-\\ud7a3';
const PLAIN = new RegExp(`^[A-Za-z_$${LETTER}][\\w$${LETTER}]*$`);

describe('safeIdentifier', () => {
  const cases: [string, string][] = [
    ['影刃特派员', '影刃特派员'],
    ['引号"双"', '引号_双_'],
    ['${alert(1)}', '$_alert_1__'],
    ['注释*/结束', '注释__结束'],
    ['</script>', '__script_'],
    ['行\u2028分隔', '行_分隔'],
    ['表情🃏🔥', '表情__'],
    ['__proto__', '__proto__'],
    ['constructor', 'constructor'],
    ['class', '_class'],
    ['await', '_await'],
    ['3号', '_3号'],
    ['', '_'],
  ];
  for (const [name, id] of cases)
    it(`${JSON.stringify(name)} → ${id}`, () => {
      expect(safeIdentifier(name)).toBe(id);
    });

  it('any string gives a plain identifier, the same each time, that JavaScript accepts as a function name', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 20 }), (s) => {
        const id = safeIdentifier(s);
        expect(id).toMatch(PLAIN);
        expect(safeIdentifier(s)).toBe(id);
        expect(() => new Function(`function ${id}() {}`)).not.toThrow();
      }),
      { numRuns: 5000 },
    );
    // Where the kept letters are: CJK, kana, Hangul and the blocks around them, assigned or not.
    const eastAsian = fc.integer({ min: 0x2e80, max: 0xfaff }).map((c) => String.fromCharCode(c));
    fc.assert(
      fc.property(fc.string({ unit: eastAsian, minLength: 1, maxLength: 6 }), (s) => {
        const id = safeIdentifier(s);
        expect(id).toMatch(PLAIN);
        expect(() => new Function(`function ${id}() {}`)).not.toThrow();
      }),
      { numRuns: 5000 },
    );
  });
});

describe('NameScope and abilityWord', () => {
  it('a repeated name gets _2, _3 in order of asking', () => {
    const scope = new NameScope();
    expect(['a', 'a', 'b', 'a'].map((n) => scope.take(n))).toEqual(['a', 'a_2', 'b', 'a_3']);
  });

  it("an ability is called by its timing's printed word, else its kind's; 光暗 variant lines say which", () => {
    const ab = (more: Partial<AbilityDef>): AbilityDef => ({
      index: 0,
      kind: 'triggered',
      limits: [],
      costs: {},
      effects: [],
      ...more,
    });
    expect(abilityWord(ab({ timing: { event: 'enter', side: 'self' } }))).toBe('登场时');
    expect(abilityWord(ab({ kind: 'action' }))).toBe('行动');
    expect(abilityWord(ab({ kind: 'play', variant: 'dark' }))).toBe('效果黑暗');
  });
});
