// One side of the runtime bench's compiled-vs-interpreted row, in a process of its own (bench/runtime.bench.ts
// spawns it twice per ruleset): the bundled set built by `cardc build`, random-vs-random games on one of its two
// pools. Alone in its process each mode warms the engine for itself — run alternately in one process, each mode's
// calls make the other's shared driver code polymorphic, and whichever ran second was measured 6–18% slower.
//   tsx bench/compiled-mode.ts <ruleset> compiled|interpreted <games>   → prints {"rate":…,"games":…}
import { playGame, randomAgent, type RulesetId } from '../runtime/index.js';
import { bundledCompiled } from '../test/runtime/compiled/compiled-sets.js';

const [ruleset, mode, count] = process.argv.slice(2);
const g = await bundledCompiled(ruleset as RulesetId);
const pool = mode === 'compiled' ? g.compiled : g.interpreted;
const play = (seed: number) =>
  playGame(g.make(pool, seed), [randomAgent(seed), randomAgent(seed + 7919)], {
    maxSteps: g.maxSteps,
    recordEvents: false,
  });
const n = Number(count);
// Warm-up on other seeds (a compiled set is one function per ability, each JIT-compiled on its own), then the
// measured games on seeds 1..n — the same games in both modes.
for (let seed = 1_000_001; seed <= 1_000_000 + Math.ceil(n / 2); seed++) play(seed);
const c0 = process.cpuUsage();
for (let seed = 1; seed <= n; seed++) play(seed);
const c = process.cpuUsage(c0);
console.log(JSON.stringify({ rate: n / ((c.user + c.system) / 1e6), games: n }));
