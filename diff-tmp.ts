import { loadCompiledSet, getRuleset, createPool, playGame, randomAgent } from './runtime/index.js';
import { loadPlayableSet, resolveDecks } from './compiler/play/load-set.js';
for (const rs of ['slcg', 'guangan', 'kaling']) {
  const mod = await import(`/tmp/e12out/${rs}/cards.js`);
  let calls = 0; const code = mod.code.map((row: any[]) => row.map((c: any) => c && { ...c, resolve: (fx: any, o: any) => { calls++; return c.resolve(fx, o); } }));
  const set = loadCompiledSet({ ...mod, code });
  const ps = loadPlayableSet(`cards/${rs}`, process.cwd()).set!;
  const dd = resolveDecks(ps, undefined); if (!dd.ok) throw 1; const decks = dd.lists;
  const cp = set.pool();
  const ip = createPool(getRuleset(rs), set.cards);
  let diff = 0, t1 = 0, t2 = 0;
  for (let seed = 1; seed <= 200; seed++) {
    const rules = getRuleset(rs);
    const mk = (pool: any) => rules.start({ cards: set.cards, decks, seed }, pool).state;
    let t = performance.now();
    const a = playGame(mk(cp), [randomAgent(seed), randomAgent(seed + 1)], { maxSteps: 3000 });
    t1 += performance.now() - t; t = performance.now();
    const b = playGame(mk(ip), [randomAgent(seed), randomAgent(seed + 1)], { maxSteps: 3000 });
    t2 += performance.now() - t;
    if (JSON.stringify(a.events) !== JSON.stringify(b.events)) diff++;
  }
  console.log(rs, 'body calls', calls, 'diff', diff, 'compiled ms', t1.toFixed(0), 'interp ms', t2.toFixed(0));
}
