// The part of the words that belongs to one ruleset: its board, its actions, its events and decisions.
// compiler/play/describe/index.ts asks the state's ruleset first and falls back to the shared words.
import type { Action, GameEvent, GameState } from '../../../runtime/index.js';
import type { DescribeContext } from './context.js';

export interface RulesetDescriber {
  /** The board as `viewer` sees it. */
  board(s: GameState, viewer: number, c: DescribeContext): string;
  /** One of the ruleset's own actions, or null for the driver's (choose, pass). */
  action(s: GameState, a: Action, c: DescribeContext): string | null;
  /** The action as the other player sees it, when that hides something (a card set face-down), else null. */
  publicAction?(s: GameState, a: Action, c: DescribeContext): string | null;
  /** One of the ruleset's own events, or null to use the shared words (or for bookkeeping). */
  event(s: GameState, e: GameEvent, c: DescribeContext): string | null;
  /** Event types the demo log shows (level 'key'). */
  keyEvents: ReadonlySet<string>;
  /** A card on the field: stats, state, keywords in force. */
  cardStatus(s: GameState, id: number, c: DescribeContext): string;
  /** The question of one of the ruleset's own decision kinds, or null. */
  decision(s: GameState, c: DescribeContext): string | null;
  /** One option of one of the ruleset's own decision kinds, or null. */
  option(s: GameState, index: number, c: DescribeContext): string | null;
  /**
   * A decision of the ruleset's own kinds already taken, for logs, when the option alone does not say what it was
   * about (调试：保留「X」); null for the option's words. `s` may be a view: what it hides stays unsaid.
   */
  choice?(s: GameState, index: number, c: DescribeContext): string | null;
  /** The line that starts a turn in logs. */
  turnHeader(s: GameState, e: GameEvent, c: DescribeContext): string;
  /** Whether an action's own line already says the event (logs leave it out). */
  echoes(a: Action, e: GameEvent): boolean;
  /**
   * The action that would bring a hand card into play (SLCG 打出, 光暗 使用, 卡灵时代 降临 / 放置 / 发动), or null
   * when there is none: the terminal asks the engine about it to tell a player why the card cannot be played now.
   */
  handAction(s: GameState, card: number): Action | null;
}
