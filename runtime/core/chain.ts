// The chain (response stack): pushing links, response windows with alternating priority, negation (无效).

import type { GameEvent } from './events.js';
import type { ChainLink, GameState } from './state.js';

/** A new link (not yet on the chain). `data` holds the ruleset's extras. */
export function newLink<D extends object>(
  s: GameState,
  kind: string,
  controller: number,
  source: number,
  ability: number,
  data: D,
  subject = -1,
): ChainLink<D> {
  return linkNumbered(s.nextLinkId++, kind, controller, source, ability, data, subject);
}

/** A link with the given id and nothing done yet (id -1: one that is not made, as a 若 sees it before it is). */
export function linkNumbered<D extends object>(
  id: number,
  kind: string,
  controller: number,
  source: number,
  ability: number,
  data: D,
  subject = -1,
): ChainLink<D> {
  return {
    id,
    kind,
    controller,
    source,
    ability,
    targets: [],
    negated: false,
    next: 0,
    subject,
    answers: -1,
    optAsked: 0,
    optYes: 0,
    optDone: 0,
    condFailed: 0,
    picks: null,
    modes: null,
    data,
  };
}

export function pushLink(s: GameState, link: ChainLink, events: GameEvent[]): void {
  s.chain.push(link);
  const e: GameEvent = {
    type: 'chainPush',
    player: link.controller,
    card: link.source,
    amount: link.id,
    info: link.kind,
  };
  // The ability a link runs, so an event log alone tells which ability of a card was used (card statistics).
  if (link.ability >= 0) e.ability = link.ability;
  events.push(e);
}

export function topLink<S extends GameState>(s: S): S['chain'][number] | undefined {
  return s.chain[s.chain.length - 1];
}

/** Opens (or reopens) a response window; `first` acts first. */
export function openWindow(s: GameState, first: number): void {
  s.window = { priority: first, passes: 0 };
}

/** A pass hands priority to the other player; two passes in succession close the window. Returns true when closed. */
export function passPriority(s: GameState): boolean {
  const w = s.window!;
  w.passes++;
  if (w.passes >= 2) {
    s.window = null;
    return true;
  }
  w.priority = 1 - w.priority;
  return false;
}

/** After a player adds a link, the other player answers first and the pass count restarts. */
export function respondedInWindow(s: GameState, responder: number): void {
  s.window = { priority: 1 - responder, passes: 0 };
}

/** 无效: the link stays on the chain and resolves to nothing. */
export function negateLink(s: GameState, linkId: number, events: GameEvent[]): boolean {
  const l = s.chain.find((x) => x.id === linkId);
  if (!l || l.negated) return false;
  l.negated = true;
  events.push({ type: 'negated', player: l.controller, card: l.source, amount: l.id, info: l.kind });
  return true;
}

/** Called when the chain empties: the next chain gets fresh 'chain' limits (KL-CH-04). */
export function closeChain(s: GameState): void {
  s.chainSeq++;
}

/** 可以 answers of a link, per effect op (see ChainLink.optAsked). */
export function optionalAnswer(link: ChainLink, op: number): boolean | undefined {
  const bit = 1 << op;
  return link.optAsked & bit ? (link.optYes & bit) !== 0 : undefined;
}

/**
 * The 可以 answer op i runs under: that of the op whose question it shares (`answeredBy`: the other half of a 双方各
 * clause, one question for the clause, SLCG-TX-08), else its own; undefined while neither was asked (the op then asks
 * for itself, so a shared question skipped on the way is never waited for).
 */
export function sharedAnswer(link: ChainLink, i: number, answeredBy: number | undefined): boolean | undefined {
  return (answeredBy === undefined ? undefined : optionalAnswer(link, answeredBy)) ?? optionalAnswer(link, i);
}

/**
 * SLCG-TX-08: an optional op is done when it was chosen and acted (its handler ran and did not answer false): not when
 * it was declined, its 若 failed, it found nothing to act on or could not do it (支付 with too little to pay). What waits
 * for it (`ifDone`: 可以X，然后Y, 若如此) runs only then.
 */
export function markDone(link: ChainLink, op: number): void {
  link.optDone |= 1 << op;
}

/** Whether optional op k was done (markDone): what an `ifDone` op waits for. */
export function optionalDone(link: ChainLink, k: number): boolean {
  return k >= 0 && (link.optDone & (1 << k)) !== 0;
}

/** Records that op k's own 若 was judged and failed: a 否则 op naming it (`otherwise`) runs. */
export function markFailed(link: ChainLink, k: number): void {
  link.condFailed |= 1 << k;
}

/** Whether op k's own 若 was judged and failed (markFailed): what a 否则 op waits for. */
export function conditionFailed(link: ChainLink, k: number): boolean {
  return (link.condFailed & (1 << k)) !== 0;
}

export function setOptionalAnswer(link: ChainLink, op: number, yes: boolean): void {
  const bit = 1 << op;
  link.optAsked |= bit;
  if (yes) link.optYes |= bit;
  else link.optYes &= ~bit;
}

/** 选择一项: records that option `option` of choice `group` was chosen (when the link is built, SLCG-TG-01). */
export function chooseMode(link: ChainLink, group: number, option: number): void {
  const m = (link.modes ??= []);
  m[group] = (m[group] ?? 0) | (1 << option);
}

/** The options of choice `group` chosen so far, as bits (0: none yet). */
export function modesChosen(link: ChainLink, group: number): number {
  return link.modes?.[group] ?? 0;
}

/** Whether an op of a choice runs: its option was chosen. An op outside any choice always does. */
export function modeChosen(link: ChainLink, mode: { group: number; option: number } | undefined): boolean {
  return !mode || ((link.modes?.[mode.group] ?? 0) & (1 << mode.option)) !== 0;
}

/** How many options a bit set holds. */
export function bitCount(bits: number): number {
  let n = 0;
  for (let b = bits; b; b &= b - 1) n++;
  return n;
}
