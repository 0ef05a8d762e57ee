// Checks are registered, not branched (Langium's ValidationChecks): a check is one function with
// its code and rule ID, listed per node kind in validators/<ruleset>.ts; the checker runs the
// common checks and the card's ruleset's over each node.
import type { Ability, Condition, Effect, Field, Target } from '../../../grammar/index.js';
import type { DiagnosticCode } from '../../diagnostics.js';
import type { CheckContext } from '../context.js';

export interface Check<N> {
  code: DiagnosticCode;
  /** The rule the check enforces; '' when each report names it (it depends on the node). */
  rule: string;
  /** Reports through `ctx.report`, which uses this check's code and rule. */
  run: (node: N, ctx: CheckContext) => void;
}

/** A check: `run` reports with `code` and `rule` (SLCG-CT-07 …), cited in its comment and test names. */
export function check<N>(code: DiagnosticCode, rule: string, run: Check<N>['run']): Check<N> {
  return { code, rule, run };
}

/** The checks of one ruleset (or of all), per kind of node. The card itself is `Card`. */
export interface ValidationChecks {
  Card?: Check<null>[];
  Field?: Check<Field>[];
  Ability?: Check<Ability>[];
  Effect?: Check<Effect>[];
  Target?: Check<Target>[];
  Condition?: Check<Condition>[];
}

export type NodeKind = keyof ValidationChecks;

/** Runs every check of `kind` over `node`. */
export function runChecks<K extends NodeKind>(
  checks: Required<ValidationChecks>,
  kind: K,
  node: Parameters<NonNullable<ValidationChecks[K]>[number]['run']>[0],
  ctx: CheckContext,
): void {
  const list = checks[kind] as Check<typeof node>[];
  for (const c of list) {
    ctx.current = c;
    c.run(node, ctx);
  }
}

/** Common checks first, then the ruleset's, for every node kind. */
export function merge(...sets: ValidationChecks[]): Required<ValidationChecks> {
  const out: Required<ValidationChecks> = { Card: [], Field: [], Ability: [], Effect: [], Target: [], Condition: [] };
  for (const s of sets) {
    for (const k of Object.keys(out) as NodeKind[]) {
      const list = s[k] as Check<unknown>[] | undefined;
      if (list) (out[k] as Check<unknown>[]).push(...list);
    }
  }
  return out;
}
