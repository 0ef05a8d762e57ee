// Asking an agent for its move: the runner hands it a view of the live game, built when the agent first reads
// it (a random agent never does), and closed once it has answered.

import type { Agent, ChoiceRequest } from './agent.js';
import type { Action } from './ruleset.js';
import type { Decision, GameState } from './state.js';
import { maskedDecision, viewFor, type PlayerView } from './view.js';

/** A view of `live` for `player`, built on first read; reading it after close() (the game moved on) throws. */
export class LazyView implements ChoiceRequest {
  private built: PlayerView | null = null;
  private live: GameState | null;

  constructor(
    live: GameState,
    readonly player: number,
    private readonly strict: boolean,
  ) {
    this.live = live;
  }

  get state(): GameState {
    return this.view().state;
  }

  get hidden(): readonly number[] {
    return this.view().hidden;
  }

  get unseen(): readonly (readonly number[])[] {
    return this.view().unseen;
  }

  /** The pending decision as the player sees it; reading only this (a random agent) builds no view. */
  get decision(): Decision {
    const d = this.built ? this.built.state.pending : this.live ? maskedDecision(this.live, this.player) : null;
    if (!d)
      throw new Error(this.live || this.built ? 'no decision is pending' : 'a view was read after its agent answered');
    return d;
  }

  /** The agent answered: a view never read is never built. */
  close(): void {
    this.live = null;
  }

  private view(): PlayerView {
    if (!this.built) {
      if (!this.live) throw new Error('a view was read after its agent answered');
      this.built = viewFor(this.live, this.player, { strict: this.strict });
    }
    return this.built;
  }
}

/** The agent's answer for `player`, who acts in `s`: an index into `legal` (or into the pending decision's options). */
export function askAgent(agent: Agent, s: GameState, player: number, legal: readonly Action[], strict = false): number {
  const view = new LazyView(s, player, strict);
  const idx = s.pending ? agent.choose(view) : agent.chooseAction(view, legal);
  view.close();
  return idx;
}
