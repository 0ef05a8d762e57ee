// Agent names on the command line (`--agents search,greedy`), the search budget (`--budget 300`, `--budget 20ms`)
// and their seeded construction.
import type { Lang } from '../../grammar/index.js';
import { DEFAULT_PLAYOUTS, greedyAgent, MAX_SEED, randomAgent, searchAgent, type Agent } from '../../runtime/index.js';
import { UsageError } from '../cli/spec.js';

const BOT_KINDS = ['search', 'greedy', 'random'] as const;
export const AGENT_KINDS = [...BOT_KINDS, 'human'] as const;
export type BotKind = (typeof BOT_KINDS)[number];
export type AgentKind = (typeof AGENT_KINDS)[number];

const AGENT_ALIASES: Record<string, AgentKind> = {
  search: 'search',
  mcts: 'search',
  搜索: 'search',
  greedy: 'greedy',
  贪心: 'greedy',
  random: 'random',
  随机: 'random',
  human: 'human',
  人: 'human',
  玩家: 'human',
};

export function isBot(k: AgentKind): k is BotKind {
  return k !== 'human';
}

/** Parses `a,b` (one name means both seats); undefined when a name is unknown. */
export function parseAgents(spec: string | undefined): { kinds?: [AgentKind, AgentKind]; bad?: string } {
  const parts = (spec ?? 'greedy,random')
    .split(/[,，]/)
    .map((s) => s.trim())
    .filter(Boolean);
  if (parts.length === 1) parts.push(parts[0]);
  if (parts.length !== 2) return { bad: spec ?? '' };
  const kinds: AgentKind[] = [];
  for (const p of parts) {
    const k = AGENT_ALIASES[p.toLowerCase()];
    if (!k) return { bad: p };
    kinds.push(k);
  }
  return { kinds: [kinds[0], kinds[1]] };
}

/** Each seat's agent gets its own seed derived from the game's seed, so replays need only the decisions. */
export function agentSeed(gameSeed: number, seat: number): number {
  return mix32(gameSeed ^ (0x632be5ab * (seat + 1)));
}

/** A search agent's budget per decision: playouts (the same seed plays the same game) or milliseconds (it does not). */
export type Budget = { playouts: number } | { ms: number };

export const DEFAULT_BUDGET: Budget = { playouts: DEFAULT_PLAYOUTS };

/** `--budget`: `N` playouts, or `Nms` milliseconds per decision. */
export function parseBudget(spec: string | undefined, lang: Lang): Budget {
  if (spec === undefined) return DEFAULT_BUDGET;
  const m = /^(\d+)(ms)?$/.exec(spec.trim());
  const n = m ? Number(m[1]) : NaN;
  if (!m || n < 1 || n > 1_000_000) {
    throw new UsageError(
      lang === 'en'
        ? `--budget must be a number of playouts (1 to 1000000) or of milliseconds (e.g. 20ms), not ${spec}`
        : `--budget 应为每个决策的模拟次数（1 到 1000000），或毫秒数（如 20ms），而不是 ${spec}`,
    );
  }
  return m[2] ? { ms: n } : { playouts: n };
}

/** `300 playouts` / `20 ms`, for headers and logs. */
export function budgetText(b: Budget, lang: Lang): string {
  if ('ms' in b) return lang === 'en' ? `${b.ms} ms per decision` : `每个决策 ${b.ms} 毫秒`;
  return lang === 'en' ? `${b.playouts} playouts per decision` : `每个决策 ${b.playouts} 次模拟`;
}

export function makeBot(kind: BotKind, seed: number, budget: Budget = DEFAULT_BUDGET): Agent {
  switch (kind) {
    case 'search':
      return searchAgent(seed, budget);
    case 'greedy':
      return greedyAgent(seed);
    case 'random':
      return randomAgent(seed);
  }
}

/**
 * The seed of game `i` of a run started with `seed`: seed + i, in `cardc play`, `cardc sim` and playSet alike, so
 * any game of a run is played again alone with its own seed (`cardc play --seed S+i --first …`, docs/balance.md).
 * Seeds are unsigned 32-bit: a run's last seed must be at most MAX_SEED (seedRangeProblem), never wrapped.
 */
export function gameSeed(seed: number, i: number): number {
  return seed + i;
}

/** Who starts game `i` of a run whose game 0 `first` starts: seat 1 and seat 2 take turns (game 0 `first`). */
export function firstPlayerOf(i: number, first: 0 | 1 = 0): 0 | 1 {
  return ((i + first) % 2) as 0 | 1;
}

/**
 * What is wrong with a run's seeds — `games` games from `seed`, game i seed+i — in both languages, or null when
 * every one is an integer 0…MAX_SEED. `flags` names the two numbers as the caller's user wrote them (the command
 * line's `--seed` / `--games`, playSet's `seed` / `games`).
 */
export function seedRangeProblem(
  seed: number,
  games: number,
  flags: { seed: string; games: string } = { seed: '--seed', games: '--games' },
): { zh: string; en: string } | null {
  if (!Number.isInteger(seed) || seed < 0 || seed > MAX_SEED)
    return {
      zh: `${flags.seed} 应为 0 到 ${MAX_SEED} 的整数，而不是 ${seed}`,
      en: `${flags.seed} must be an integer from 0 to ${MAX_SEED}, not ${seed}`,
    };
  const last = seed + games - 1;
  if (last <= MAX_SEED) return null;
  return {
    zh: `${flags.seed} ${seed} 加 ${flags.games} ${games}：第 i 局用种子 ${seed}+i，最后一局要用 ${last}，超出了最大种子 ${MAX_SEED}；种子最大用 ${MAX_SEED - games + 1}（或减少局数）`,
    en: `${flags.seed} ${seed} with ${flags.games} ${games}: game i uses seed ${seed}+i, so the last game would need ${last}, beyond the largest seed ${MAX_SEED}; use a seed of at most ${MAX_SEED - games + 1} (or fewer games)`,
  };
}

/** A 32-bit integer hash (murmur3 finaliser). */
function mix32(x: number): number {
  let h = x >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
