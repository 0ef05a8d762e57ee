// Per-pool 卡灵时代 tables (types, printed numbers, attack areas, abilities by kind, 永恒 lines, interned
// actions), built once when the pool is created (Ruleset.poolTables): legal-action enumeration asks these for
// every card of every decision.

import type { AbilityDef, CardDef, Direction } from '../../card-def.js';
import { KalingActionCache } from './action-cache.js';
import { isDevice, isKaling, isPlaced, isTactic } from './types.js';

/** KL-CB-02: the default attack areas. */
const DEFAULT_ATTACK_AREAS: readonly Direction[] = ['up', 'left', 'right'];

export interface KalingTables {
  kaling: boolean[];
  tactic: boolean[];
  device: boolean[];
  /** 放置设备 (KL-CT-04). */
  placed: boolean[];
  /** Used from hand or face-down and then discarded: tactics and devices that are not 放置 (KL-CT-03/04). */
  oneShot: boolean[];
  /** KL-CB-02: printed attack areas, else the default. */
  attackAreas: (readonly Direction[])[];
  /** KL-EF-01 启动 abilities per def. */
  start: AbilityDef[][];
  /** KL-EF-02 瞬发 abilities without a timing (free timing) per def. */
  freeInstant: AbilityDef[][];
  /** KL-EF-03 永恒 abilities per def. */
  eternal: AbilityDef[][];
  /** Some card of the pool has a free-timing 瞬发 (response windows can be skipped at once otherwise). */
  anyFreeInstant: boolean;
  /** Stats and keywords some 永恒 line changes, and whether any changes costs (queries skip the scan otherwise). */
  eternalStats: ReadonlySet<string>;
  eternalKeywords: ReadonlySet<string>;
  /** Keywords some 永恒 line takes away (失去【X】, KL-EF-03). */
  eternalLost: ReadonlySet<string>;
  /** Actions some 永恒 line takes away (不能攻击, 不能移动, 不能被攻击; KL-EF-03). */
  eternalForbid: ReadonlySet<string>;
  anyCostModifier: boolean;
  /** Per def: has a 永恒 耗能±x line (KL-RES-05). */
  costModifier: boolean[];
  /** Some card can negate 永恒 effects (无效那张卡牌, KL-EF-03), so queries look for the mark. */
  anyEternalNegation: boolean;
  actions: KalingActionCache;
}

export function buildKalingTables(defs: readonly CardDef[]): KalingTables {
  const start = defs.map((d) => d.abilities.filter((a) => a.kind === 'start'));
  const freeInstant = defs.map((d) => d.abilities.filter((a) => a.kind === 'instant' && !a.timing));
  const eternal = defs.map((d) => d.abilities.filter((a) => a.kind === 'eternal'));
  const stats = new Set<string>();
  const keywords = new Set<string>();
  const lost = new Set<string>();
  const forbid = new Set<string>();
  let cost = false;
  for (const abs of eternal) {
    for (const ab of abs) {
      for (const op of ab.effects) {
        if (op.op === 'modifyStat') stats.add(op.stat);
        else if (op.op === 'grantKeyword') keywords.add(op.keyword);
        else if (op.op === 'loseKeyword') lost.add(op.keyword);
        else if (op.op === 'forbid') forbid.add(op.action);
        else if (op.op === 'costModifier') cost = true;
      }
    }
  }
  return {
    kaling: defs.map(isKaling),
    tactic: defs.map(isTactic),
    device: defs.map(isDevice),
    placed: defs.map(isPlaced),
    oneShot: defs.map((d) => isTactic(d) || (isDevice(d) && !isPlaced(d))),
    attackAreas: defs.map((d) => (d.attackAreas?.length ? d.attackAreas : DEFAULT_ATTACK_AREAS)),
    start,
    freeInstant,
    eternal,
    anyFreeInstant: freeInstant.some((a) => a.length > 0),
    eternalStats: stats,
    eternalKeywords: keywords,
    eternalLost: lost,
    eternalForbid: forbid,
    anyCostModifier: cost,
    costModifier: eternal.map((abs) => abs.some((a) => a.effects.some((e) => e.op === 'costModifier'))),
    anyEternalNegation: defs.some((d) =>
      d.abilities.some((a) => a.effects.some((e) => e.op === 'negate' && e.what === 'card')),
    ),
    actions: new KalingActionCache(),
  };
}
