// Reusable chain policies: priority-class ordering (卡灵时代 KL-CH-02/03) and answer matrices (光暗 GA-CH-02/03).

import type { ChainPolicy } from './ruleset.js';
import type { ChainLink, GameState, PendingTrigger } from './state.js';

/**
 * Rank of a trigger for chain order (PendingTrigger.cls holds TRIGGER_CLASS, core/state.ts).
 * KL-CH-02: turn player's mandatory > non-turn mandatory > turn optional > non-turn optional > turn free-timing >
 * non-turn free-timing; KL-CH-03 inside a class: public before non-public. ">" = earlier (lower) chain link.
 */
export function sixClassRank(s: GameState, t: PendingTrigger): number {
  const cls = t.cls * 2 + (t.controller === s.active ? 0 : 1);
  return cls * 2 + (t.public ? 0 : 1);
}

export function orderBySixClasses(s: GameState, triggers: PendingTrigger[]): PendingTrigger[] {
  return triggers
    .map((t, i) => ({ t, i, r: sixClassRank(s, t) }))
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map((x) => x.t);
}

/** A policy where `matrix[answerKind]` lists the link kinds it may answer ('' = may start a chain). */
export function answerMatrixPolicy(
  matrix: Record<string, string[]>,
  order?: ChainPolicy['orderTriggers'],
): ChainPolicy {
  return {
    orderTriggers: order ?? ((_s, t) => t),
    canAnswer(_s: GameState, top: ChainLink | undefined, answerKind: string): boolean {
      const allowed = matrix[answerKind];
      if (!allowed) return false;
      return allowed.includes(top ? top.kind : '');
    },
  };
}

/**
 * GA-CH-02/03: 普通 starts chains only; 响应 answers 普通 or 响应 (never 反制); 反制 answers anything. A sortie
 * ('sortie') and an event that happened ('event', GA-CT-03) are not cards: 响应 and 反制 start a chain on them.
 * Links of effects already on the field ('ability') are answered by nothing (GA-CH-04).
 */
export const guanganAnswerMatrix: Record<string, string[]> = {
  normal: [''],
  response: ['', 'normal', 'response', 'sortie', 'event'],
  counter: ['', 'normal', 'response', 'counter', 'sortie', 'event'],
};

/**
 * KL-CH-01/KL-EF-01/02: 启动 starts chains only; 瞬发 (and the induced 瞬发 effects, which go on the chain as
 * 'instant' links) may start a chain or answer any link: an effect, an attack, a battle, a device being placed.
 */
export const kalingAnswerMatrix: Record<string, string[]> = {
  start: [''],
  instant: ['', 'start', 'instant', 'attack', 'battle', 'place'],
};
