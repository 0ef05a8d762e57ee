// Public face of play: compiling a set for the runtime, bot matches, the terminal game, replay files and
// the words for actions and events. `./commands.js` registers `cardc play` and `cardc replay`.
export {
  loadPlayableSet,
  playableFromBuild,
  resolveDecks,
  expandDeck,
  formatDiagnostics,
  type PlayableSet,
  type LoadResult,
  type DeckResolution,
} from './load-set.js';
export { parseAgents, makeBot, gameSeed, agentSeed, AGENT_KINDS, type AgentKind, type BotKind } from './agents.js';
export {
  GameRun,
  playBotGame,
  rerun,
  DEFAULT_MAX_STEPS,
  PLAYABLE_RULESETS,
  type GameSetup,
  type GameRecord,
  type GameStatus,
  type RerunResult,
} from './game.js';
export { playMatch, playMatchGame, setupOf, type MatchSpec, type MatchStats } from './match.js';
export {
  parseReplay,
  gameLines,
  setLine,
  eventHash,
  firstDivergence,
  REPLAY_FORMAT,
  REPLAY_VERSION,
  type ReplayFile,
  type ReplayGame,
} from './replay-file.js';
export {
  describeAction,
  describeEvent,
  describeBoard,
  describeDecision,
  describeOption,
  describeChoice,
  cardName,
  type DescribeContext,
  type EventLevel,
} from './describe/index.js';
export { narrateGame, matchLegend } from './narrate.js';
export { turnHeader } from './describe/index.js';
export { playInteractive, renderer } from './interactive.js';
export { scriptedReader, stdinReader, type LineReader } from './line-reader.js';
