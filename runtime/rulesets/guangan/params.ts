// 光暗 ruleset parameters: names, defaults and rule IDs live once, in the profile (runtime/profiles/guangan.ts);
// a set manifest may override any of them. `specialLosses` is match configuration, not a set parameter.

import type { Condition } from '../../card-def.js';
import { defaultParams, type GuanganParams } from '../../profiles/index.js';

export type { GuanganParams };

/** The parameters a game runs with: the profile's, plus the loss conditions agreed for the match (GA-WIN-04). */
export interface GuanganGameParams extends GuanganParams {
  specialLosses?: readonly Condition[];
}

export const guanganDefaults: Readonly<GuanganParams> = Object.freeze(defaultParams('guangan'));

export function gaParams(s: { params: Readonly<Record<string, unknown>> }): GuanganGameParams {
  return s.params as unknown as GuanganGameParams;
}
