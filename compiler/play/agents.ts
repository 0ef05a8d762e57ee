// Agent names on the command line (`--agents greedy,random`) and their seeded construction.
import { greedyAgent, randomAgent, type Agent } from '../../runtime/index.js';

export const BOT_KINDS = ['greedy', 'random'] as const;
export const AGENT_KINDS = [...BOT_KINDS, 'human'] as const;
export type BotKind = (typeof BOT_KINDS)[number];
export type AgentKind = (typeof AGENT_KINDS)[number];

export const AGENT_ALIASES: Record<string, AgentKind> = {
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
  const parts = (spec ?? 'greedy,random').split(/[,，]/).map((s) => s.trim()).filter(Boolean);
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

export function makeBot(kind: BotKind, seed: number): Agent {
  return kind === 'greedy' ? greedyAgent(seed) : randomAgent(seed);
}

/** The seed of game `i` of a run started with `seed`: game 0 uses the seed itself. */
export function gameSeed(seed: number, i: number): number {
  return i === 0 ? seed >>> 0 : mix32((seed >>> 0) + Math.imul(i, 0x9e3779b9));
}

/** A 32-bit integer hash (murmur3 finaliser). */
export function mix32(x: number): number {
  let h = x >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
