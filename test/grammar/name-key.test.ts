// Names and 特征 are compared in either script (grammar/script.ts nameKey, language.md "Punctuation and scripts").
import { describe, expect, it } from 'vitest';
import { nameKey, S2T, T2S, VOCABULARY } from '../../grammar/index.js';

describe('nameKey', () => {
  it('SLCG-CT-04 reads a trait in either script as one: 星環艦隊 = 星环舰队', () => {
    expect(nameKey('星環艦隊')).toBe('星环舰队');
    expect(nameKey('星环舰队')).toBe('星环舰队');
    expect(nameKey('護衛艦')).toBe(nameKey('护卫舰'));
  });

  it('agrees with the vocabulary table and leaves simplified text as written', () => {
    for (const [t, s] of T2S) expect(nameKey(t)).toBe(s);
    for (const s of S2T.keys()) expect(nameKey(s)).toBe(s);
    for (const e of VOCABULARY) expect(nameKey(e.canonical), e.canonical).toBe(e.canonical);
  });
});
