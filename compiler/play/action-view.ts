// What a player sees of a move as it is made: their view of the game before it, with the cards the move names
// shown (a card played, converted, attacking or attacked is seen as it is used). The terminal game and the web
// playground word the other side's moves from it; a move that keeps its card hidden (光暗 and 卡灵时代 set
// cards) has public words that do not name the card (RulesetDescriber.publicAction).
import { mutCard, viewFor, type Action, type GameState } from '../../runtime/index.js';

/** The card fields an action names. */
const ACTION_CARDS = ['card', 'attacker', 'target', 'replace', 'material'] as const;

export function actionView(s: GameState, viewer: number, a: Action): GameState {
  const v = viewFor(s, viewer).state;
  for (const k of ACTION_CARDS) {
    const id = a[k];
    if (typeof id === 'number' && id >= 0 && id < s.cards.length) mutCard(v, id).def = s.cards[id].def;
  }
  return v;
}
