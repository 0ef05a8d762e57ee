// Interned SLCG actions: legal-action enumeration runs once per decision and would otherwise allocate a fresh
// object per candidate (most of them never chosen). Actions are plain immutable data, so one frozen object per
// (type, card, …) is shared by every state and game; agents and replays treat actions as read-only anyway.

import type { SlcgAction } from './actions.js';

type A<T extends SlcgAction['type']> = Extract<SlcgAction, { type: T }>;

// One plain function and table per type (not closures from a factory): these run for every candidate of
// every decision, and direct calls inline better.
const converts: A<'convert'>[] = [];
const plays: A<'play'>[] = [];
const pushes: A<'push'>[] = [];
const hinders: A<'hinder'>[] = [];
const guards: A<'guard'>[] = [];

export function convertAction(card: number): A<'convert'> {
  return converts[card] ?? (converts[card] = Object.freeze({ type: 'convert', card }));
}
export function playAction(card: number): A<'play'> {
  return plays[card] ?? (plays[card] = Object.freeze({ type: 'play', card }));
}
export function pushAction(card: number): A<'push'> {
  return pushes[card] ?? (pushes[card] = Object.freeze({ type: 'push', card }));
}
export function hinderAction(card: number): A<'hinder'> {
  return hinders[card] ?? (hinders[card] = Object.freeze({ type: 'hinder', card }));
}
export function guardAction(card: number): A<'guard'> {
  return guards[card] ?? (guards[card] = Object.freeze({ type: 'guard', card }));
}

export const PASS: A<'pass'> = Object.freeze({ type: 'pass' });
export const END_MAIN: A<'endMain'> = Object.freeze({ type: 'endMain' });
export const COMPENSATE_ENERGY: A<'compensate'> = Object.freeze({ type: 'compensate', choice: 'energy' });

const chooseCache: A<'choose'>[] = [];
export function chooseAction(index: number): A<'choose'> {
  return chooseCache[index] ?? (chooseCache[index] = Object.freeze({ type: 'choose', index }));
}

// Attack targets are instance ids ≥ 0 or playerRef(p) ∈ {-1, -2}: stored at target + 2.
const attackCache: A<'attack'>[][] = [];
export function attackAction(attacker: number, target: number): A<'attack'> {
  const row = attackCache[attacker] ?? (attackCache[attacker] = []);
  return row[target + 2] ?? (row[target + 2] = Object.freeze({ type: 'attack', attacker, target }));
}

const abilityCache: A<'ability'>[][] = [];
export function abilityAction(card: number, ability: number): A<'ability'> {
  const row = abilityCache[card] ?? (abilityCache[card] = []);
  return row[ability] ?? (row[ability] = Object.freeze({ type: 'ability', card, ability }));
}

const hasteCache: A<'compensate'>[] = [];
export function compensateHasteAction(card: number): A<'compensate'> {
  return hasteCache[card] ?? (hasteCache[card] = Object.freeze({ type: 'compensate', choice: 'haste', card }));
}
