// The ten SLCG 特性 of 0.3.1 (SLCG-KW-12) with their categories (SLCG-KW-11; documentation only, no rules).

export const SLCG_KEYWORDS = {
  guard: { name: '守护', category: 'tap', rule: 'SLCG-KW-01' },
  action: { name: '行动', category: 'tap', rule: 'SLCG-KW-02' },
  hinderPush: { name: '妨碍推进', category: 'tap', rule: 'SLCG-KW-10' },
  ethereal: { name: '虚体化', category: 'battle', rule: 'SLCG-KW-07' },
  ambush: { name: '奇袭', category: 'battle', rule: 'SLCG-KW-05' },
  haste: { name: '迅捷', category: 'buff', rule: 'SLCG-KW-03' },
  combo: { name: '连击', category: 'buff', rule: 'SLCG-KW-04' },
  spellImmune: { name: '法术（消灭）免疫', category: 'buff', rule: 'SLCG-KW-08' },
  spellAttract: { name: '法术吸引', category: 'buff', rule: 'SLCG-KW-09' },
  rooted: { name: '驻足', category: 'negative', rule: 'SLCG-KW-06' },
} as const;

export type SlcgKeyword = keyof typeof SLCG_KEYWORDS;
