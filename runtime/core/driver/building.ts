// Choosing a link's targets before it goes on the chain (SLCG-TG-01): one designated op at a time, asking
// the controller only when there is a real choice.

import { designatedBefore, effectsOf, opTarget, rangeOriginCards } from '../../effects/interpreter.js';
import { bitCount, modeChosen, modesChosen, openWindow, pushLink } from '../chain.js';
import type { GameEvent } from '../events.js';
import type { ModeRef } from '../../card-def.js';
import { randInt } from '../rng.js';
import type { ChainLink, GameState } from '../state.js';
import { DONE_CHOOSING, candidates, cellOfRef, designates, isCellRef, offeredTargets } from '../targeting.js';

export { effectsOf };

/** A short machine label for an option (names are the caller's to render; see compiler/play/describe.ts). */
export function optionLabel(s: GameState, id: number): string {
  if (id === DONE_CHOOSING) return 'done';
  if (id === -1 || id === -2) return `player ${-1 - id}`;
  if (isCellRef(id)) return `area ${cellOfRef(id)}`;
  return `${s.defs[s.cards[id].def].name}#${id}`;
}

/** The label of a pick option: a card's name (copies are alike), or an area. */
export function pickLabel(s: GameState, v: number): string {
  return isCellRef(v) ? `area ${cellOfRef(v)}` : s.defs[s.cards[v].def].name;
}

/** Starts choosing targets for a link; it goes on the chain once every designated op has its targets. */
export function startBuilding(s: GameState, link: ChainLink): void {
  link.next = 0;
  s.building = link;
}

/** Picks targets one at a time; asks only when there is a real choice. Returns true when it asked. */
export function continueBuilding(s: GameState, ev: GameEvent[]): boolean {
  const link = s.building!;
  const hooks = s.pool.rules.hooks;
  const ops = effectsOf(s, link);
  while (link.next < ops.length) {
    const i = link.next;
    const spec = opTarget(ops[i]);
    if (!link.targets[i]) link.targets[i] = [];
    // 选择一项: the options are chosen before their targets (SLCG-TG-01 for every game: docs/rules-decisions.md);
    // an op of an option not chosen has none designated.
    const mode = ops[i].mode;
    if (mode) {
      const chosen = modesChosen(link, mode.group);
      if (bitCount(chosen) < mode.choose) {
        askMode(s, link, i, mode, chosen);
        return true;
      }
      if (!modeChosen(link, mode)) {
        link.next++;
        continue;
      }
    }
    if (!spec || !designates(spec)) {
      link.next++;
      continue;
    }
    const chosen = link.targets[i];
    const want = typeof spec.count === 'number' ? spec.count : 1;
    // 其上方的一张对方卡灵 (KL-TG-02..05): measured from the card an earlier op designated, chosen before this one.
    const it = spec.range?.origin === 'it' ? rangeOriginCards(link, ops, i) : undefined;
    const all = candidates(s, hooks, spec, {
      controller: link.controller,
      source: link.source,
      subject: link.subject,
      it,
      // 另一个 (SLCG-TG-01): not a card an earlier op of this link designated.
      designated: designatedBefore(link, ops, i, spec),
    });
    // A loop rather than filter with a closure: targets are chosen for most links of most games.
    const cands: number[] = [];
    for (let k = 0; k < all.length; k++) if (!chosen.includes(all[k])) cands.push(all[k]);
    if (chosen.length >= want || cands.length === 0) {
      link.next++;
      continue;
    }
    const offered = offeredTargets(s, hooks, cands, link.controller);
    // SLCG-TG-01 / GA-TG-01 / KL-TG-01 至多N个: the chooser may stop before N, so even one candidate is a choice.
    const upTo = spec.upTo === true;
    if (!upTo && cands.length <= want - chosen.length && offered.length === cands.length) {
      chosen.push(...cands);
      link.next++;
      continue;
    }
    // 随机 (SLCG-TG-01 / KL-TG-01, docs/rules-decisions.md): the game designates, one card at a time with its seeded RNG, among those the
    // chooser would be offered — no one is asked.
    if (spec.random) {
      chosen.push(offered[randInt(s.rng, offered.length)]);
      continue;
    }
    if (!upTo && offered.length === 1) {
      chosen.push(offered[0]);
      continue;
    }
    const options = offered.map((x) => ({ label: optionLabel(s, x), value: x }));
    if (upTo) options.push({ label: 'done', value: DONE_CHOOSING });
    s.pending = {
      player: link.controller,
      kind: 'target',
      prompt: upTo
        ? `choose a target (${chosen.length + 1}/up to ${want}) or done`
        : `choose a target (${chosen.length + 1}/${want})`,
      options,
      context: { op: i },
    };
    return true;
  }
  s.building = null;
  link.next = 0;
  pushLink(s, link, ev);
  const policy = s.pool.rules.chainPolicy;
  openWindow(s, policy.firstPriority ? policy.firstPriority(s, link) : s.active);
  return false;
}

/**
 * Asks which option of a choice to take (选择一项; 选择两项 asks twice, each time among those not yet taken). The
 * option's value is its index in printed order; its label is machine words (compiler/play/describe names it).
 */
function askMode(s: GameState, link: ChainLink, op: number, mode: ModeRef, chosen: number): void {
  const options = [];
  for (let o = 0; o < mode.options; o++) if (!(chosen & (1 << o))) options.push({ label: `option ${o + 1}`, value: o });
  const n = bitCount(chosen);
  s.pending = {
    player: link.controller,
    kind: 'mode',
    prompt: mode.choose > 1 ? `choose an option (${n + 1}/${mode.choose})` : 'choose an option',
    options,
    context: { op, group: mode.group },
  };
}
