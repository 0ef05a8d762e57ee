// A scripted agent for tests and scenarios: each step is an index, a partial action to match, or an option value.

import type { Agent } from '../core/agent.js';
import type { Action } from '../core/ruleset.js';

export type ScriptStep = number | { option: number } | (Partial<Action> & { type: string });

function matches(a: Action, want: Partial<Action>): boolean {
  for (const k in want) if (a[k] !== want[k]) return false;
  return true;
}

/** Follows `steps` in order; throws when a step matches nothing (a broken script is a test failure). */
export function scriptedAgent(steps: ScriptStep[], fallback?: Agent): Agent & { remaining(): number } {
  let i = 0;
  return {
    remaining: () => steps.length - i,
    chooseAction(view, legal) {
      if (i >= steps.length) {
        if (fallback) return fallback.chooseAction(view, legal);
        throw new Error('script exhausted');
      }
      const st = steps[i++];
      if (typeof st === 'number') return st;
      if ('option' in st) throw new Error(`script step ${i - 1}: expected a decision, got an action`);
      const idx = legal.findIndex((a) => matches(a, st));
      if (idx < 0)
        throw new Error(`script step ${i - 1}: ${JSON.stringify(st)} is not legal; legal: ${JSON.stringify(legal)}`);
      return idx;
    },
    choose(req) {
      if (i >= steps.length) {
        if (fallback) return fallback.choose(req);
        throw new Error('script exhausted');
      }
      const st = steps[i++];
      if (typeof st === 'number') return st;
      if (!('option' in st))
        throw new Error(`script step ${i - 1}: expected an action, got decision ${req.decision.kind}`);
      const idx = req.decision.options.findIndex((o) => o.value === st.option);
      if (idx < 0) throw new Error(`script step ${i - 1}: no option with value ${st.option}`);
      return idx;
    },
  };
}
