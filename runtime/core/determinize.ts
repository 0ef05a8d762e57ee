// A determinization: one playable game consistent with a player's view. Each player's unseen cards are dealt
// out at random to that player's hidden instances (respecting the ruleset's couldBe), every zone whose order the
// viewer does not know is shuffled, and the game gets a fresh RNG. Search agents sample many and play them out;
// nothing of the true game is read, only the view.

import { mutCard } from './state.js';
import { orderHidden } from './hidden.js';
import { nextU32, seedRng, shuffleInPlace, type RngState } from './rng.js';
import { cloneStateWith, copyCard, type CardInstance, type GameState } from './state.js';
import type { PlayerView } from './view.js';

/**
 * A game `view.player` cannot tell from the real one, drawn with `rng` (advanced). With `consume`, the view's own
 * state becomes that game (no copy): for an agent that owns its view and reads it no more (the greedy agent).
 */
export function determinize<S extends GameState>(view: PlayerView<S>, rng: RngState, consume = false): S {
  const v = view.state;
  const dealt = deal(view, rng);
  let s: S;
  if (consume) {
    s = v;
    // A strict view's hidden cards, RNG and seed are traps (accessors): replaced by plain values. A plain view's
    // records are its own copies (viewFor), so its hidden ones are dealt into in place — no second copy.
    if (Object.getOwnPropertyDescriptor(s, 'rng')?.get) {
      for (const id of view.hidden) s.cards[id] = copyCard(s.cards[id], dealt[id]);
      Object.defineProperty(s, 'rng', {
        value: seedRng(nextU32(rng)),
        writable: true,
        enumerable: true,
        configurable: true,
      });
      Object.defineProperty(s, 'seed', { value: 0, writable: true, enumerable: true, configurable: true });
    } else {
      for (const id of view.hidden) mutCard(s, id).def = dealt[id];
      s.rng = seedRng(nextU32(rng));
      s.seed = 0;
    }
  } else {
    const src = v.cards;
    const cards: CardInstance[] = src.slice();
    // Cards the viewer sees keep the view's records (shared, copy-on-write); hidden ones get the card dealt.
    for (let i = 0; i < src.length; i++) if (dealt[i] >= 0) cards[i] = copyCard(src[i], dealt[i]);
    s = cloneStateWith(v, cards, seedRng(nextU32(rng)), 0);
  }
  // Dealing at random already puts the cards of a zone of hidden instances in random order; a zone the viewer
  // does not know the order of but sees some cards of (their own deck while they look through it) is shuffled.
  for (let p = 0; p < s.players.length; p++) {
    const zones = s.players[p].zones;
    for (let z = 0; z < zones.length; z++) {
      const zone = zones[z];
      if (zone.length > 1 && orderHidden(v, view.player, p, z) && holdsSeen(zone, dealt)) shuffleInPlace(rng, zone);
    }
  }
  return s;
}

function holdsSeen(zone: readonly number[], dealt: readonly number[]): boolean {
  for (let i = 0; i < zone.length; i++) if (dealt[zone[i]] < 0) return true;
  return false;
}

/** Per instance, the def dealt to it, or -1 for an instance the viewer sees (its def is read from the view). */
function deal(view: PlayerView, rng: RngState): number[] {
  const v = view.state;
  // A plain array: cheaper to allocate than an Int32Array for a few dozen cards (see hiddenMask).
  const dealt: number[] = new Array<number>(v.cards.length).fill(-1);
  const couldBe = v.pool.rules.hidden.couldBe;
  for (let owner = 0; owner < view.unseen.length; owner++) {
    const pool = view.unseen[owner].slice();
    if (!pool.length) continue;
    shuffleInPlace(rng, pool);
    const hidden = view.hidden;
    if (!couldBe) {
      for (let i = 0, k = 0; i < hidden.length; i++)
        if (v.cards[hidden[i]].owner === owner) dealt[hidden[i]] = pool[k++];
      continue;
    }
    // Instances that cannot hold every unseen card are dealt first, each the first card left that it could hold;
    // the rest take what remains in (shuffled) order.
    const free: number[] = [];
    for (const id of hidden) {
      if (v.cards[id].owner !== owner) continue;
      if (pool.every((d) => couldBe(v, id, d))) {
        free.push(id);
        continue;
      }
      let k = pool.findIndex((d) => couldBe(v, id, d));
      // No unseen card fits: the view is inconsistent with the declaration (a ruleset bug); deal one anyway so
      // the search can go on, rather than fail a game.
      if (k < 0) k = 0;
      dealt[id] = pool[k];
      pool.splice(k, 1);
    }
    for (let k = 0; k < free.length; k++) dealt[free[k]] = pool[k];
  }
  return dealt;
}
