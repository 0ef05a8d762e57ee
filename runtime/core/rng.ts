// Seeded sfc32 random numbers whose whole state is four uint32s kept inside the game state (determinism).

export type RngState = number[];

/** Expands a 32-bit seed into sfc32 state and warms it up so nearby seeds diverge. */
export function seedRng(seed: number): RngState {
  const s = [0x9e3779b9, 0x243f6a88, 0xb7e15162, seed >>> 0];
  for (let i = 0; i < 12; i++) nextU32(s);
  return s;
}

/** Advances the generator in place and returns a uint32. */
export function nextU32(s: RngState): number {
  let a = s[0],
    b = s[1],
    c = s[2],
    d = s[3];
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  s[0] = a;
  s[1] = b;
  s[2] = c;
  s[3] = d;
  return t >>> 0;
}

/** Uniform integer in [0, n). */
export function randInt(s: RngState, n: number): number {
  // `>>> 0` keeps the (unchanged: below 2^32) result an integer: a float result turns the arrays it is stored
  // in (decision logs) into double arrays and array indexing with it into the slow path.
  return n <= 1 ? 0 : (nextU32(s) % n) >>> 0;
}

/** Fisher–Yates shuffle in place. */
export function shuffleInPlace<T>(s: RngState, arr: T[]): void {
  for (let i = arr.length - 1; i > 0; i--) {
    const j = randInt(s, i + 1);
    const t = arr[i];
    arr[i] = arr[j];
    arr[j] = t;
  }
}
