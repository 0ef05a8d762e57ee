// What the IR of each effect op carries. An AST effect holding a part its op's IR has no place for
// would lose that part in lowering (lower.ts); the checker reports it instead (CS2036), so text the
// checker accepts always compiles to what it says. Keep in step with `effect()` in lower.ts (the IR
// golden tests lower every construct).
import type { Effect, EffectOpName, Target } from '../../grammar/index.js';

type Part =
  | 'target'
  | 'to'
  | 'partner'
  | 'amount'
  | 'damageType'
  | 'keyword'
  | 'resource'
  | 'stat'
  | 'duration'
  | 'name'
  | 'effectKind'
  | 'side'
  | 'direction'
  | 'action';

/** How much of its target an op keeps: all of it, only the side (a player), or only a reference (无效那次攻击). */
type TargetUse = 'full' | 'side' | 'ref' | 'filters';

interface OpCoverage {
  parts: readonly Part[];
  target?: TargetUse;
}

const CARD: OpCoverage = { parts: ['target'], target: 'full' };

export const COVERAGE: Readonly<Record<EffectOpName, OpCoverage>> = {
  damage: { parts: ['target', 'amount', 'damageType'], target: 'full' },
  push: { parts: ['amount', 'side'] },
  heal: { parts: ['amount', 'target'], target: 'side' },
  destroy: CARD,
  banish: CARD,
  returnToHand: CARD,
  shuffleIntoDeck: CARD,
  topDeck: CARD,
  bottomDeck: CARD,
  restore: CARD,
  revive: CARD,
  tap: CARD,
  untap: CARD,
  discard: CARD,
  lockArea: { parts: ['target', 'duration'], target: 'full' },
  search: { parts: ['amount', 'name', 'target'], target: 'filters' },
  draw: { parts: ['amount', 'target'], target: 'side' },
  move: { parts: ['target', 'amount', 'direction'], target: 'full' },
  transfer: { parts: ['target', 'to'], target: 'full' },
  swap: { parts: ['target', 'partner'], target: 'full' },
  modifyStat: { parts: ['target', 'stat', 'amount', 'duration'], target: 'full' },
  gainResource: { parts: ['target', 'amount', 'resource'], target: 'side' },
  loseResource: { parts: ['target', 'amount', 'resource'], target: 'side' },
  pay: { parts: ['amount', 'resource'] },
  shuffleDeck: { parts: ['target'], target: 'side' },
  grantKeyword: { parts: ['target', 'keyword', 'duration'], target: 'full' },
  loseKeyword: { parts: ['target', 'keyword', 'duration'], target: 'full' },
  forbid: { parts: ['target', 'action', 'duration'], target: 'full' },
  negate: { parts: ['target'], target: 'ref' },
  summon: { parts: ['name', 'amount'] },
  overSummon: { parts: ['name'] },
  seal: { parts: ['target', 'amount'], target: 'full' },
  countdown: { parts: ['target', 'amount'], target: 'full' },
  costModifier: { parts: ['target', 'amount', 'effectKind'], target: 'full' },
  damageModifier: { parts: ['amount'] },
  recover: { parts: ['target', 'amount'], target: 'full' },
  trauma: { parts: ['amount', 'side'] },
};

/** A part's name in messages. */
export const PART_LABEL: Readonly<Record<Part | 'targetDetail' | 'range', { zh: string; en: string }>> = {
  target: { zh: '目标', en: 'the target' },
  targetDetail: { zh: '目标的限定', en: 'what narrows the target' },
  range: { zh: '方向', en: 'the directions' },
  to: { zh: '目的地', en: 'the destination' },
  partner: { zh: '交换位置的另一张卡', en: 'the other card of the swap' },
  amount: { zh: '数量', en: 'the number' },
  damageType: { zh: '伤害种类', en: 'the damage kind' },
  keyword: { zh: '特性', en: 'the keyword' },
  resource: { zh: '资源', en: 'the resource' },
  stat: { zh: '数值', en: 'the stat' },
  duration: { zh: '持续时间', en: 'the duration' },
  name: { zh: '卡名', en: 'the name' },
  effectKind: { zh: '效果种类', en: 'the effect kind' },
  side: { zh: '一方', en: 'the side' },
  direction: { zh: '方向', en: 'the direction' },
  action: { zh: '被禁止的行动', en: 'the forbidden action' },
};

const PARTS: readonly Part[] = [
  'target',
  'to',
  'partner',
  'amount',
  'damageType',
  'keyword',
  'resource',
  'stat',
  'duration',
  'name',
  'effectKind',
  'side',
  'direction',
  'action',
];

/** The parts of `e` its op's IR drops. */
export function unlowered(e: Effect): readonly (keyof typeof PART_LABEL)[] {
  const cov = COVERAGE[e.op];
  let out: (keyof typeof PART_LABEL)[] | undefined;
  for (const p of PARTS) {
    if (e[p] === undefined || cov.parts.includes(p)) continue;
    // 超越降临一张「X」: one is what the op does.
    if (p === 'amount' && e.op === 'overSummon' && e.amount === 1) continue;
    (out ??= []).push(p);
  }
  if (e.target && cov.parts.includes('target') && lostDetail(e, e.target, cov.target ?? 'full'))
    (out ??= []).push('targetDetail');
  if ((e.target?.range && e.target.directions?.length) || (e.to?.range && e.to.directions?.length))
    (out ??= []).push('range');
  return out ?? NONE;
}

const NONE: readonly never[] = [];

/** Ops of a player whose IR may name both players (side 'both'). */
const BOTH_PLAYERS: ReadonlySet<string> = new Set(['draw', 'heal', 'gainResource', 'loseResource', 'shuffleDeck']);

function lostDetail(e: Effect, t: Target, use: TargetUse): boolean {
  switch (use) {
    case 'full':
      return false;
    case 'side':
      // A resource held by a character (护盾) keeps the whole target.
      if (e.resource === 'shield') return false;
      return (
        !!(t.cardKind && t.cardKind !== 'player') ||
        t.filters.length > 0 ||
        t.count !== undefined ||
        !!t.range ||
        !!t.zone ||
        !!t.ref ||
        // 双方各抽 / 双方各治愈 / 双方各失去: these ops take both players (side 'both', each in turn).
        (t.side === 'both' && !BOTH_PLAYERS.has(e.op))
      );
    case 'ref':
      return !!(t.cardKind || t.filters.length || t.count !== undefined || t.side || t.range || t.zone);
    case 'filters':
      // 载入 takes from the controller's deck (KL-TX-04): only what filters the cards is kept.
      return !!(t.side || t.range || (t.zone && t.zone !== 'deck') || t.ref || t.count !== undefined);
  }
}
