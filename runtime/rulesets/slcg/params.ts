// SLCG ruleset parameters: the names, defaults and rule IDs live once, in the ruleset profile
// (runtime/profiles/slcg.ts, which also generates the manifest's params schema); a set manifest
// may override any of them.
import { defaultParams, type SlcgParams } from '../../profiles/index.js';

export type { SlcgParams };

export const slcgDefaults: Readonly<SlcgParams> = Object.freeze(defaultParams('slcg'));

export function slcgParams(s: { params: Readonly<Record<string, unknown>> }): SlcgParams {
  return s.params as unknown as SlcgParams;
}
