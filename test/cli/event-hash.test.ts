// The replay hash is computed by our own SHA-256 (compiler/play/sha256.ts) so it runs in a browser too;
// it must agree with Node's on any text, fed in any pieces.
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Sha256 } from '../../compiler/play/sha256.js';
import { eventHash } from '../../compiler/play/event-hash.js';

describe('sha256 (replay event hash)', () => {
  it('matches node:crypto on the standard vectors and around the block boundaries', () => {
    expect(new Sha256().update('abc').hex()).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(new Sha256().hex()).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    for (let n = 50; n < 140; n++) {
      const s = 'a'.repeat(n);
      expect(new Sha256().update(s).hex()).toBe(createHash('sha256').update(s).digest('hex'));
    }
  });

  it('matches node:crypto on random Unicode text split into random pieces', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'grapheme', maxLength: 300 }), { maxLength: 8 }), (parts) => {
        const ours = new Sha256();
        const node = createHash('sha256');
        for (const p of parts) {
          ours.update(p);
          node.update(p);
        }
        expect(ours.hex()).toBe(node.digest('hex'));
      }),
      { numRuns: 200 },
    );
  });

  it('hashes events as sha256 over their JSON lines, cut to 16 hex digits', () => {
    const events = [
      { type: 'turnStart', player: 0, amount: 1 },
      { type: 'drew', player: 1, card: 3 },
    ] as never[];
    const lines = events.map((e) => JSON.stringify(e) + '\n').join('');
    expect(eventHash(events)).toBe(createHash('sha256').update(lines).digest('hex').slice(0, 16));
  });
});
