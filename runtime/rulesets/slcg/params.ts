// SLCG ruleset parameters with the rulebook's values; a set manifest may override any of them.

export interface SlcgParams {
  /** SLCG-ZN-07 / WIN-01 */
  victoryTarget: number;
  /** SLCG-SU-03 */
  lifeCards: number;
  /** SLCG-SU-04 */
  openingHand: number;
  /** SLCG-TRN-05 */
  handRefill: number;
  /** SLCG-DK-01 */
  deckMax: number;
  deckMin: number;
  /** SLCG-DK-03 */
  maxIncrementalCards: number;
  /** SLCG-CT-15 */
  sceneOnPlay: 'replace' | 'forbid';
  /** SLCG-MO-02 */
  extremeEnergyTrigger: 'global' | 'own';
  /** SLCG-RES-04 */
  maxExtremeEnergy: number;
  /** SLCG-KW-09 */
  spellAttractScope: 'all' | 'opponent';
  /** SLCG-MO-02 / MO-03 */
  extremeThreshold: number;
  /** SLCG-MO-04 */
  incrementalThreshold: number;
  /** SLCG-RES-03 */
  batteryEnergy: number;
  /** SLCG-DK-02 default copies when a card gives none. */
  defaultCopies: number;
}

export const slcgDefaults: Readonly<SlcgParams> = Object.freeze({
  victoryTarget: 15,
  lifeCards: 5,
  openingHand: 5,
  handRefill: 5,
  deckMax: 40,
  deckMin: 0,
  maxIncrementalCards: 4,
  sceneOnPlay: 'replace',
  extremeEnergyTrigger: 'global',
  maxExtremeEnergy: 1,
  spellAttractScope: 'all',
  extremeThreshold: 5,
  incrementalThreshold: 10,
  batteryEnergy: 2,
  defaultCopies: 4,
});

export function slcgParams(s: { params: Readonly<Record<string, unknown>> }): SlcgParams {
  return s.params as unknown as SlcgParams;
}
