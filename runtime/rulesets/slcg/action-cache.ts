// Interned SLCG actions: legal-action enumeration runs once per decision and would otherwise allocate a fresh
// object per candidate (most of them never chosen). Actions are plain immutable data, so one frozen object per
// (type, card, …) is shared by every state of a card pool's games; agents and replays treat them as read-only.
// The tables belong to the pool (SlcgTables.actions), not to the module.

import type { SlcgOwnAction } from './actions.js';

type A<T extends SlcgOwnAction['type']> = Extract<SlcgOwnAction, { type: T }>;

export const END_MAIN: A<'endMain'> = Object.freeze({ type: 'endMain' });
export const COMPENSATE_ENERGY: A<'compensate'> = Object.freeze({ type: 'compensate', choice: 'energy' });

export class SlcgActionCache {
  private readonly converts: A<'convert'>[] = [];
  private readonly plays: A<'play'>[] = [];
  private readonly pushes: A<'push'>[] = [];
  private readonly hinders: A<'hinder'>[] = [];
  private readonly guards: A<'guard'>[] = [];
  private readonly hastes: A<'compensate'>[] = [];
  // Attack targets are instance ids ≥ 0 or playerRef(p) ∈ {-1, -2}: stored at target + 2.
  private readonly attacks: A<'attack'>[][] = [];
  private readonly abilities: A<'ability'>[][] = [];

  convert(card: number): A<'convert'> {
    return this.converts[card] ?? (this.converts[card] = Object.freeze({ type: 'convert', card }));
  }
  play(card: number): A<'play'> {
    return this.plays[card] ?? (this.plays[card] = Object.freeze({ type: 'play', card }));
  }
  push(card: number): A<'push'> {
    return this.pushes[card] ?? (this.pushes[card] = Object.freeze({ type: 'push', card }));
  }
  hinder(card: number): A<'hinder'> {
    return this.hinders[card] ?? (this.hinders[card] = Object.freeze({ type: 'hinder', card }));
  }
  guard(card: number): A<'guard'> {
    return this.guards[card] ?? (this.guards[card] = Object.freeze({ type: 'guard', card }));
  }
  compensateHaste(card: number): A<'compensate'> {
    return this.hastes[card] ?? (this.hastes[card] = Object.freeze({ type: 'compensate', choice: 'haste', card }));
  }
  attack(attacker: number, target: number): A<'attack'> {
    const row = this.attacks[attacker] ?? (this.attacks[attacker] = []);
    return row[target + 2] ?? (row[target + 2] = Object.freeze({ type: 'attack', attacker, target }));
  }
  ability(card: number, ability: number): A<'ability'> {
    const row = this.abilities[card] ?? (this.abilities[card] = []);
    return row[ability] ?? (row[ability] = Object.freeze({ type: 'ability', card, ability }));
  }
}
