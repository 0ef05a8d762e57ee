// What a board view is: a function from a game state to HTML, drawn for one viewer (whose hand is shown),
// with the cards a move names lit up and a click on a card reported back (to pick the moves about it).
import type { DescribeContext } from '../../../../compiler/play/describe/index.js';
import type { GameState } from '../../../../runtime/index.js';

export interface BoardOptions {
  viewer: number;
  ctx: DescribeContext;
  /** Card instances to light up (the moves under the pointer, the selected card). */
  highlight: ReadonlySet<number>;
  /** Show both hands and face-down cards (watching bots, a replay). */
  reveal: boolean;
  onCard?: (id: number) => void;
  /** Grid areas to light up, and a click on one (卡灵时代's moves name areas). */
  highlightCells?: ReadonlySet<number>;
  onCell?: (cell: number) => void;
}

export type BoardView = (s: GameState, o: BoardOptions) => HTMLElement;
