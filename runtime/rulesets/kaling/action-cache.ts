// Interned 卡灵时代 actions: legal-action enumeration runs once per decision and would otherwise allocate a
// fresh object per candidate. One frozen object per (type, card, …), shared by every game of a card pool
// (the cache belongs to the pool's tables); agents and replays treat actions as read-only.

import type { KalingOwnAction } from './actions.js';

type A<T extends KalingOwnAction['type']> = Extract<KalingOwnAction, { type: T }>;

export const END_TURN: A<'endTurn'> = Object.freeze({ type: 'endTurn' });
export const SKILL_DRAW: A<'skillDraw'> = Object.freeze({ type: 'skillDraw' });

/** A row per card, a slot per second key (offset so -1 fits). */
function slot<T>(rows: T[][], card: number, key: number, make: () => T): T {
  const row = rows[card] ?? (rows[card] = []);
  return row[key] ?? (row[key] = make());
}

export class KalingActionCache {
  private readonly summons: A<'summon'>[][] = [];
  private readonly moves: A<'move'>[][] = [];
  private readonly attacks: A<'attack'>[][] = [];
  private readonly activations: A<'activate'>[][] = [];
  private readonly skillMoves: A<'skillMove'>[][] = [];
  private readonly sets: A<'set'>[] = [];
  private readonly places: A<'place'>[] = [];

  summon(card: number, material: number): A<'summon'> {
    return slot(this.summons, card, material + 1, () => Object.freeze({ type: 'summon', card, material }));
  }
  move(card: number, cell: number): A<'move'> {
    return slot(this.moves, card, cell, () => Object.freeze({ type: 'move', card, cell }));
  }
  attack(attacker: number, cell: number): A<'attack'> {
    return slot(this.attacks, attacker, cell + 1, () => Object.freeze({ type: 'attack', attacker, cell }));
  }
  activate(card: number, ability: number): A<'activate'> {
    return slot(this.activations, card, ability, () => Object.freeze({ type: 'activate', card, ability }));
  }
  skillMove(card: number, cell: number): A<'skillMove'> {
    return slot(this.skillMoves, card, cell, () => Object.freeze({ type: 'skillMove', card, cell }));
  }
  set(card: number): A<'set'> {
    return this.sets[card] ?? (this.sets[card] = Object.freeze({ type: 'set', card }));
  }
  place(card: number): A<'place'> {
    return this.places[card] ?? (this.places[card] = Object.freeze({ type: 'place', card }));
  }
}
