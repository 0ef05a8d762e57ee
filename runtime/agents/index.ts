// Agents: random (seeded), greedy (one ply), search (determinized MCTS), scripted, and human (asynchronous, through a caller-supplied I/O);
// the bots bound how often they repeat one action on one card in a turn (repeat-guard.ts).

export { randomAgent } from './random-agent.js';
export { greedyAgent, defaultEvaluator, type Evaluator } from './greedy-agent.js';
export { scriptedAgent, type ScriptStep } from './scripted-agent.js';
export {
  humanAgent,
  parseChoice,
  type AsyncAgent,
  type HumanAnswer,
  type HumanIO,
  type HumanRenderer,
} from './human-agent.js';
export { searchAgent, DEFAULT_PLAYOUTS, type SearchOptions } from './search-agent.js';
export { RepeatGuard, REPEAT_LIMIT } from './repeat-guard.js';
