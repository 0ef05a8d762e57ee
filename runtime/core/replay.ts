// Replays: a game is (initial state from seed + decks) plus decision indices; re-running must give the same events.

import type { Agent } from './agent.js';
import type { GameEvent } from './events.js';
import { playGame, type PlayOptions, type PlayResult } from './game-runner.js';
import { getRuleset } from './ruleset.js';
import type { GameState } from './state.js';

/** Everything needed to re-run a game, JSON-serialisable. `setup` is what the ruleset's start was given. */
export interface ReplayLog {
  ruleset: string;
  seed: number;
  setup: unknown;
  decisions: number[];
}

/** Plays a game from a setup with agents and returns its result with the replay log. */
export function recordGame(
  rulesetId: string,
  setup: { seed: number },
  agents: readonly Agent[],
  opts: PlayOptions = {},
): { result: PlayResult; log: ReplayLog } {
  const initial = getRuleset(rulesetId).start(setup).state;
  const result = playGame(initial, agents, opts);
  return { result, log: { ruleset: rulesetId, seed: setup.seed, setup, decisions: result.decisions } };
}

/** Re-creates the initial state from a log's setup and re-runs its decisions. */
export function replayLog(log: ReplayLog): PlayResult {
  return replay(getRuleset(log.ruleset).start(log.setup).state, log.decisions);
}

/** An agent that answers from a fixed list (also used for scripted tests). */
export function scriptedIndices(decisions: readonly number[]): Agent {
  let i = 0;
  const next = (): number => {
    if (i >= decisions.length) throw new Error('script exhausted');
    return decisions[i++];
  };
  return { chooseAction: next, choose: next };
}

/** Re-runs the decisions from `initial`. */
export function replay(initial: GameState, decisions: readonly number[]): PlayResult {
  const a = scriptedIndices(decisions);
  return playGame(initial, [a, a], { maxSteps: decisions.length, stopOnInvalid: true });
}

/** Re-runs and compares events; returns the first differing event index, or -1 when identical. */
export function verifyReplay(initial: GameState, decisions: readonly number[], expected: readonly GameEvent[]): number {
  const got = replay(initial, decisions).events;
  const n = Math.max(got.length, expected.length);
  for (let i = 0; i < n; i++) {
    if (JSON.stringify(got[i]) !== JSON.stringify(expected[i])) return i;
  }
  return -1;
}

/** How a game ended, as a replay file records it and a re-run reaches it. */
export interface ReplayOutcome {
  /** 'won', 'draw', 'unfinished', 'crashed', 'quit'. */
  status: string;
  winner: number | null;
  turns: number;
}

/**
 * Where a re-run game first leaves its record — the file was edited, or the engine now plays differently. `step`
 * counts decisions from 0 (-1: the events of the setup, before any decision); texts say it from 1, as a replay
 * viewer's step slider does.
 */
export type ReplayMismatch =
  /** The decision recorded at `step` is not a legal move there (`legal` moves are). */
  | { kind: 'decision'; game: number; step: number; decision: number; legal: number }
  /** Event `index` differs (absent on one side: a shorter log); the decision at `step` made it. */
  | { kind: 'event'; game: number; index: number; step: number; expected?: GameEvent; got?: GameEvent }
  /** The events differ from the recorded hash; the file keeps no events to point at the first one. */
  | { kind: 'hash'; game: number }
  /** Every event matches, the recorded ending does not. */
  | { kind: 'result'; game: number; recorded: ReplayOutcome; replayed: ReplayOutcome };

/** The step (decision index) whose events include event `index`, from each decision's first event; -1 for the setup. */
export function stepOfEvent(eventStarts: readonly number[], index: number): number {
  let step = -1;
  for (let k = 0; k < eventStarts.length && eventStarts[k] <= index; k++) step = k;
  return step;
}

const json = (e: GameEvent | undefined, lang: 'zh' | 'en'): string =>
  e === undefined ? (lang === 'en' ? '(none)' : '（无）') : JSON.stringify(e);

/** The one message for a replay that does not match its record (cardc replay and the playground's replay viewer). */
export function replayMismatchText(m: ReplayMismatch, lang: 'zh' | 'en'): string {
  const en = lang === 'en';
  const g = m.game;
  switch (m.kind) {
    case 'decision':
      return en
        ? `replay differs in game ${g} at step ${m.step + 1}: the recorded decision ${m.decision} is not one of the ${m.legal} legal moves there`
        : `第 ${g} 局重放在第 ${m.step + 1} 步不一致：记录的决策 ${m.decision} 不是那里的合法操作（只有 ${m.legal} 个）`;
    case 'event': {
      const at = m.step < 0 ? (en ? 'during setup' : '开局时') : en ? `step ${m.step + 1}` : `第 ${m.step + 1} 步`;
      return en
        ? `replay differs in game ${g} at event ${m.index} (${at}):\n  recorded: ${json(m.expected, lang)}\n  replayed: ${json(m.got, lang)}`
        : `第 ${g} 局重放在第 ${m.index} 个事件处不一致（${at}）：\n  记录：${json(m.expected, lang)}\n  重放：${json(m.got, lang)}`;
    }
    case 'hash':
      return en
        ? `replay differs in game ${g}: its events do not match the recorded hash (the file was edited, or the engine plays differently); this log keeps hashes only, so the first differing event cannot be shown`
        : `第 ${g} 局重放不一致：事件与记录的哈希不符（文件被改动，或引擎的行为变了）；此记录只保存了哈希，无法指出第一个不同的事件`;
    case 'result': {
      const r = m.recorded,
        p = m.replayed;
      return en
        ? `replay differs in game ${g}: recorded ${r.status} (winner ${r.winner}, ${r.turns} turns), replayed ${p.status} (winner ${p.winner}, ${p.turns} turns)`
        : `第 ${g} 局重放不一致：记录为 ${r.status}（胜者 ${r.winner}，${r.turns} 回合），重放为 ${p.status}（胜者 ${p.winner}，${p.turns} 回合）`;
    }
  }
}
