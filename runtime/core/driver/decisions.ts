// Answering the pending decision: the driver's own kinds (targets, options of a choice, optional triggers and
// effects, picks) here; every other kind goes to the ruleset that asked it.

import { chooseMode, setOptionalAnswer } from '../chain.js';
import type { GameEvent } from '../events.js';
import { addPick } from '../../effects/interpreter.js';
import type { GameState } from '../state.js';
import { DONE_CHOOSING } from '../targeting.js';
import { effectsOf } from './building.js';
import { beginTriggered } from './triggers.js';

export function answerDecision(s: GameState, index: number, ev: GameEvent[]): void {
  const d = s.pending!;
  const opt = d.options[index];
  s.pending = null;
  ev.push({ type: 'choice', player: d.player, amount: opt.value, info: d.kind });
  const c = d.context;
  switch (d.kind) {
    case 'target':
      // 至多N个 (SLCG-TG-01): "done" ends this op's designation with what is chosen so far, none included.
      if (opt.value === DONE_CHOOSING) s.building!.next++;
      else s.building!.targets[c.op].push(opt.value);
      return;
    case 'trigger':
      if (opt.value === 1)
        beginTriggered(s, ev, {
          controller: c.controller,
          source: c.source,
          ability: c.ability,
          subject: c.subject,
          attacker: c.attacker,
          link: c.link,
        });
      return;
    case 'mode':
      // 选择一项: the option is taken; building goes on (another question for 选择两项, then the options' targets).
      chooseMode(s.building!, c.group, opt.value);
      return;
    case 'optional': {
      const link = s.chain.find((l) => l.id === c.link);
      if (link) setOptionalAnswer(link, c.op, opt.value === 1);
      return;
    }
    case 'pick': {
      const link = s.chain.find((l) => l.id === c.link);
      if (link) addPick(link, c.op, effectsOf(s, link).length, opt.value);
      return;
    }
  }
  const handler = s.pool.rules.decisions[d.kind];
  if (!handler) throw new Error(`the ${s.ruleset} ruleset asked a '${d.kind}' decision it cannot answer`);
  handler(s, d, opt, ev);
}
