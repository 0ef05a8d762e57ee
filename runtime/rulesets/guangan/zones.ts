// 光暗 zone layout (GA-ZN-01..05): deck, hand, discard and banished cards, the 用牌区, the character positions and
// the summon area; `offstage` holds characters that do not exist yet and summons not in play (GA-CHR-02/08),
// `stack` a card being used while its link waits (GA-CT-01). 【光暗值】 is a counter, in no zone (GA-ZN-06).

export const GUANGAN_ZONES = [
  'deck',
  'hand',
  'discard',
  'banished',
  'cardZone',
  'positions',
  'summons',
  'offstage',
  'stack',
] as const;

export const Z = {
  deck: 0,
  hand: 1,
  discard: 2,
  banished: 3,
  cardZone: 4,
  positions: 5,
  summons: 6,
  offstage: 7,
  stack: 8,
} as const;
