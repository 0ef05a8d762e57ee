// Agents: random (seeded), greedy (one ply) and scripted.

export { randomAgent } from './random-agent.js';
export { greedyAgent, defaultEvaluator, type Evaluator } from './greedy-agent.js';
export { scriptedAgent, type ScriptStep } from './scripted-agent.js';
