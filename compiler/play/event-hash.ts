// The event hash of a game: sha256 over each event's JSON line, shortened. Equal event logs give equal
// hashes, so a replay file may keep only the hash and still be checked.
import type { GameEvent } from '../../runtime/index.js';
import { Sha256 } from './sha256.js';

export class EventHasher {
  private readonly h = new Sha256();

  update(e: GameEvent): void {
    this.h.update(JSON.stringify(e) + '\n');
  }

  digest(): string {
    return this.h.hex().slice(0, 16);
  }
}

export function eventHash(events: readonly GameEvent[]): string {
  const h = new EventHasher();
  for (const e of events) h.update(e);
  return h.digest();
}
