// Resolving the top link of the chain (last in, first out): a negated link resolves to nothing; an effect
// link runs its ability's ops and may pause for a choice; every other kind is the ruleset's to resolve.

import { bodyFor, compiledContext } from '../../effects/compiled.js';
import type { EffectContext } from '../../effects/context.js';
import { pickOptions, runEffects } from '../../effects/interpreter.js';
import { topLink } from '../chain.js';
import { emit } from '../emit.js';
import type { GameEvent } from '../events.js';
import type { ChainLink, GameState } from '../state.js';
import { effectsOf, pickLabel } from './building.js';

export function effectContext(s: GameState, ev: GameEvent[], link: ChainLink): EffectContext {
  return {
    s,
    hooks: s.pool.rules.hooks,
    controller: link.controller,
    source: link.source,
    subject: link.subject,
    link,
    events: ev,
    emit: contextEmit,
  };
}

// One function shared by every context (ops call it as ctx.emit): a closure per resolution costs an
// allocation, and under tsx (keepNames) a __name call that redefines the function's name each time.
function contextEmit(this: EffectContext, e: GameEvent): void {
  emit(this.s, this.events, e);
}

function popResolved(s: GameState, ev: GameEvent[], link: ChainLink): void {
  s.chain.pop();
  ev.push({
    type: 'chainResolve',
    player: link.controller,
    card: link.source,
    amount: link.id,
    info: link.negated ? `${link.kind}:negated` : link.kind,
  });
}

/** Resolves (or continues resolving) the top link. */
export function resolveTop(s: GameState, ev: GameEvent[]): void {
  const rules = s.pool.rules;
  const link = topLink(s)!;
  if (link.negated) {
    popResolved(s, ev, link);
    if (rules.afterLink) rules.afterLink(s, ev, link, true);
    return;
  }
  if (rules.effectLinks.has(link.kind)) {
    const ops = effectsOf(s, link);
    // A compiled set's body when there is one for these ops (docs/emit.md), else the reference interpreter.
    const bodies = s.pool.compiled;
    const body = bodies ? bodyFor(bodies, rules.ops, s, link, ops) : null;
    const ctx = body ? compiledContext(bodies!, s, ev, link) : effectContext(s, ev, link);
    if ((body ? body(ctx as ReturnType<typeof compiledContext>, ops) : runEffects(ctx, ops, rules.ops)) === 'ask') {
      const i = link.next;
      // An op with picks to make (KL-TX-04 载入: a card, one name per option; a grid area, …) waits for the controller
      // (or whoever the op names: the owner of a hand no one else sees).
      const picks = pickOptions(ctx, ops[i], i, rules.ops);
      if (picks.length) {
        const chooser = rules.ops.chooser(ops[i].op);
        s.pending = {
          player: chooser ? chooser(ctx, ops[i], i) : link.controller,
          kind: 'pick',
          prompt: `pick for effect ${i} (${ops[i].op})`,
          options: picks.map((v) => ({ label: pickLabel(s, v), value: v })),
          context: { link: link.id, op: i },
        };
        return;
      }
      s.pending = {
        player: link.controller,
        kind: 'optional',
        prompt: `use optional effect ${i} (${ops[i].op})?`,
        options: [
          { label: 'yes', value: 1 },
          { label: 'no', value: 0 },
        ],
        context: { link: link.id, op: i },
      };
      return;
    }
    popResolved(s, ev, link);
    if (rules.afterLink) rules.afterLink(s, ev, link, false);
  } else {
    const resolve = rules.links[link.kind];
    if (!resolve) throw new Error(`the ${s.ruleset} ruleset cannot resolve a '${link.kind}' link`);
    popResolved(s, ev, link);
    resolve(s, ev, link);
  }
  if (rules.afterResolve) rules.afterResolve(s, ev);
}
