// Moving instances between zones while keeping "every instance in exactly one zone" true.

import { mutCard } from './state.js';
import type { GameState } from './state.js';

export function zoneIndex(s: GameState, name: string): number {
  const i = s.zoneNames.indexOf(name);
  if (i < 0) throw new Error(`unknown zone ${name}`);
  return i;
}

/** Removes `inst` from its zone and appends it to (or puts it on top of, for index 0) `toZone` of `toPlayer`. */
export function moveCard(s: GameState, inst: number, toZone: number, toPlayer?: number, atTop = false): void {
  const c = mutCard(s, inst);
  removeFrom(s.players[c.controller].zones[c.zone], inst);
  const p = toPlayer ?? c.owner;
  const list = s.players[p].zones[toZone];
  if (atTop) list.unshift(inst);
  else list.push(inst);
  c.zone = toZone;
  c.controller = p;
  c.epoch++;
  c.tapped = false;
  c.damage = 0;
  if (c.cell >= 0 && s.grid) {
    s.grid[c.cell] = -1;
    c.cell = -1;
  }
  if (s.mods.length && touchesMods(s, inst)) {
    // Leaving a zone makes a new object: its modifiers end, and so do those it sustains ('whileSource').
    s.mods = s.mods.filter((m) => m.target !== inst && !(m.source === inst && m.duration === 'whileSource'));
  }
}

/** Removes one occurrence in place; splice would allocate the array of removed items on every move. */
function removeFrom(list: number[], inst: number): void {
  const i = list.indexOf(inst);
  if (i < 0) return;
  if (i === 0) {
    list.shift();
    return;
  } // drawing from the top: V8 trims the front in place
  for (let j = i + 1; j < list.length; j++) list[j - 1] = list[j];
  list.pop();
}

function touchesMods(s: GameState, inst: number): boolean {
  const mods = s.mods;
  for (let i = 0; i < mods.length; i++) if (mods[i].target === inst || mods[i].source === inst) return true;
  return false;
}

/** Every instance listed exactly once, in the zone its record names. Returns a problem or null. */
export function checkZoneInvariant(s: GameState): string | null {
  const seen = new Int32Array(s.cards.length);
  for (let p = 0; p < s.players.length; p++) {
    const zs = s.players[p].zones;
    for (let z = 0; z < zs.length; z++) {
      for (const id of zs[z]) {
        if (id < 0 || id >= s.cards.length) return `bad id ${id}`;
        seen[id]++;
        if (s.cards[id].zone !== z)
          return `card ${id} listed in ${s.zoneNames[z]} but records ${s.zoneNames[s.cards[id].zone]}`;
        if (s.cards[id].controller !== p)
          return `card ${id} listed under player ${p} but controlled by ${s.cards[id].controller}`;
      }
    }
  }
  for (let i = 0; i < seen.length; i++) if (seen[i] !== 1) return `card ${i} listed ${seen[i]} times`;
  return null;
}
