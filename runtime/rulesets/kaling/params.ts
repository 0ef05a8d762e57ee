// 卡灵时代 ruleset parameters: names, defaults and rule IDs live once, in the profile (runtime/profiles/kaling.ts).
import { defaultParams, type KalingParams } from '../../profiles/index.js';

export type { KalingParams };

export const kalingDefaults: Readonly<KalingParams> = Object.freeze(defaultParams('kaling'));

export function kalingParams(s: { params: Readonly<Record<string, unknown>> }): KalingParams {
  return s.params as unknown as KalingParams;
}
