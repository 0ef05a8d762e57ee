// Interned 卡灵时代 actions: legal-action enumeration runs once per decision and would otherwise allocate a
// fresh object per candidate. One frozen object per (type, card, …), shared by every game of a card pool
// (the cache belongs to the pool's tables); agents and replays treat actions as read-only.

import type { KalingOwnAction } from './actions.js';

type A<T extends KalingOwnAction['type']> = Extract<KalingOwnAction, { type: T }>;

export const END_TURN: A<'endTurn'> = Object.freeze({ type: 'endTurn' });
export const SKILL_DRAW: A<'skillDraw'> = Object.freeze({ type: 'skillDraw' });

/** A row per card, a slot per second key (offset so -1 fits); undefined until made. */
function row<T>(rows: T[][], card: number): T[] {
  return rows[card] ?? (rows[card] = []);
}

export class KalingActionCache {
  private readonly summons: A<'summon'>[][] = [];
  private readonly moves: A<'move'>[][] = [];
  private readonly attacks: A<'attack'>[][] = [];
  private readonly activations: A<'activate'>[][] = [];
  private readonly skillMoves: A<'skillMove'>[][] = [];
  private readonly sets: A<'set'>[] = [];
  private readonly places: A<'place'>[] = [];

  // No closure per call: these run for every candidate of every decision.
  summon(card: number, material: number): A<'summon'> {
    const r = row(this.summons, card);
    return r[material + 1] ?? (r[material + 1] = Object.freeze({ type: 'summon', card, material }));
  }
  move(card: number, cell: number): A<'move'> {
    const r = row(this.moves, card);
    return r[cell] ?? (r[cell] = Object.freeze({ type: 'move', card, cell }));
  }
  attack(attacker: number, cell: number): A<'attack'> {
    const r = row(this.attacks, attacker);
    return r[cell + 1] ?? (r[cell + 1] = Object.freeze({ type: 'attack', attacker, cell }));
  }
  activate(card: number, ability: number): A<'activate'> {
    const r = row(this.activations, card);
    return r[ability] ?? (r[ability] = Object.freeze({ type: 'activate', card, ability }));
  }
  skillMove(card: number, cell: number): A<'skillMove'> {
    const r = row(this.skillMoves, card);
    return r[cell] ?? (r[cell] = Object.freeze({ type: 'skillMove', card, cell }));
  }
  set(card: number): A<'set'> {
    return this.sets[card] ?? (this.sets[card] = Object.freeze({ type: 'set', card }));
  }
  place(card: number): A<'place'> {
    return this.places[card] ?? (this.places[card] = Object.freeze({ type: 'place', card }));
  }
}
