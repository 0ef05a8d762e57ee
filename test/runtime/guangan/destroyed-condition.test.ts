// 光暗 若其阵亡: the 若 asks whether the character the effect before it damaged died of it (GA-CHR-04: it stays in
// its position, counting down to revival) when the 若 is judged (SLCG-TX-07). Played on real boards with the
// interpreter and with the set's compiled code.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPool,
  getRuleset,
  loadCompiledSet,
  type CardDef,
  type CardPool,
  type GuanganState,
} from '../../../runtime/index.js';
import type { LoadedSet } from '../../../compiler/scenario/set-cache.js';
import { buildAndImport, onEachPool } from '../compiled/compiled-sets.js';
import { board, card, choose, passAll, use, Z } from './helpers.js';

const CARDS = `卡牌 林燃
  类型：角色
  生命：5  攻击：2

卡牌 夜昙
  类型：角色
  生命：5  攻击：2

卡牌 雪落
  类型：普通
  专属：林燃
  体力：1
  抽1张卡。

卡牌 斩首
  类型：普通
  专属：夜昙
  体力：1
  对一个敌方角色造成3点伤害，若其阵亡，抽1张卡；否则抽2张卡。
`;

let interpreted: LoadedSet;
let compiled: CardPool;
let resolved = 0;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'cardc-ga-destroyed-'));
  writeFileSync(join(dir, 'set.yaml'), 'name: 阵亡条件\nruleset: guangan\ncards: ["*.card"]\n');
  writeFileSync(join(dir, 'a.card'), CARDS);
  const { module } = await buildAndImport(dir);
  const cards: CardDef[] = [...loadCompiledSet(module).cards];
  interpreted = { dir, cards, byName: new Map(cards.map((c) => [c.name, c])), sources: new Map(), errors: [] };
  // Each compiled resolution counted, so the tests know the compiled path ran.
  const code = module.code.map((row) =>
    row.map((c) => {
      const resolve = c?.resolve;
      if (!c || !resolve) return c;
      return { ...c, resolve: (...a: Parameters<typeof resolve>) => (resolved++, resolve(...a)) };
    }),
  );
  compiled = createPool(getRuleset('guangan'), cards, code);
}, 120_000);

afterAll(() => expect(resolved).toBeGreaterThanOrEqual(2));

const side = (more: object = {}) => ({
  characters: ['林燃', '夜昙'],
  deck: ['雪落', '雪落', '雪落'],
  lightDark: 6,
  gained: 6,
  side: 'light' as const,
  stamina: 6,
  ...more,
});

/** The board on each pool: [interpreter, compiled code]. */
function boards(enemyHp: number): [string, GuanganState][] {
  const s = board(
    { A: side({ hand: ['斩首'] }), B: side({ characters: [{ card: '林燃', hp: enemyHp }, '夜昙'] }) },
    {},
    1,
    interpreted,
  );
  return onEachPool(s, compiled);
}

/** A uses 斩首 on B's 林燃 and lets the chain resolve. */
function play(s: GuanganState): GuanganState {
  const enemy = card(s, 1, '林燃');
  s = use(s, '斩首').state;
  for (let i = 0; i < 20 && s.winner === null && (s.pending || s.window); i++)
    s = s.pending ? choose(s, enemy).state : passAll(s).state;
  return s;
}

const handOf = (s: GuanganState, p: number): string[] =>
  s.players[p].zones[Z.hand].map((id) => s.defs[s.cards[id].def].name);
const dead = (s: GuanganState, id: number): number => s.pool.rules.hooks.stat(s, id, 'dead');

describe('光暗 若其阵亡 (GA-CHR-04)', () => {
  it('GA-CHR-04 对一个敌方角色造成3点伤害，若其阵亡，抽1张卡: it died, so the 若 holds', () => {
    for (const [how, s] of boards(3)) {
      const r = play(s);
      expect(dead(r, card(r, 1, '林燃')), how).toBe(1);
      expect(handOf(r, 0), how).toEqual(['雪落']);
    }
  });

  it('GA-CHR-04 若其阵亡，X；否则Y: a character that outlives the damage is not dead, so Y runs', () => {
    for (const [how, s] of boards(5)) {
      const r = play(s);
      expect(dead(r, card(r, 1, '林燃')), how).toBe(0);
      expect(handOf(r, 0), how).toEqual(['雪落', '雪落']);
    }
  });
});
