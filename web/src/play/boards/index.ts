// Board views by ruleset; a ruleset the runtime plays but that has no view yet is drawn by the terminal's
// describer as text, so it is never blank.
import { describeBoard } from '../../../../compiler/play/describe/index.js';
import type { GameState } from '../../../../runtime/index.js';
import { h } from '../../dom.js';
import type { BoardOptions, BoardView } from './board.js';
import { guanganBoard } from './guangan.js';
import { kalingBoard } from './kaling.js';
import { slcgBoard } from './slcg.js';

export type { BoardOptions, BoardView } from './board.js';

const BOARDS: Partial<Record<string, BoardView>> = { slcg: slcgBoard, guangan: guanganBoard, kaling: kalingBoard };

export function drawBoard(s: GameState, o: BoardOptions): HTMLElement {
  const view = BOARDS[s.ruleset];
  if (view) return view(s, o);
  return h('pre.board.text', describeBoard(s, o.viewer, o.ctx));
}
