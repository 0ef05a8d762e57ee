// A game played in the page: the set's cards under their ruleset's rules (compiler/play's GameRun, the same
// loop `cardc play` runs), each seat a person clicking moves or a seeded bot. Bots move one decision at a
// time when asked (the pane paces them), so a person can watch a bot game unfold. Bots, like the person, see
// only their player's view of the game (runtime/core/view.ts).
import { agentSeed, makeBot, type AgentKind, type BotKind } from '../../../compiler/play/agents.js';
import { copyLabels } from '../../../compiler/play/describe/index.js';
import { GameRun, type GameSetup } from '../../../compiler/play/game.js';
import { expandDeck, type PlayableSet } from '../../../compiler/play/playable-set.js';
import { gameLines, setLine } from '../../../compiler/play/replay-file.js';
import { askAgent, viewFor, type Action, type Agent, type GameEvent, type GameState } from '../../../runtime/index.js';

export interface SessionOptions {
  decks: [string, string];
  seats: [AgentKind, AgentKind];
  seed: number;
  firstPlayer?: 0 | 1;
}

/** Games end by their rules long before this; a bot pair that loops forever stops here. */
const MAX_STEPS = 5000;

export class GameSession {
  readonly run: GameRun;
  /** Each card's copy label (#n), counted on the game itself: the person's view cannot count unseen copies. */
  readonly copies: readonly string[];
  private readonly agents: (Agent | null)[];
  private legalCache: { step: number; legal: Action[] } | undefined;

  constructor(
    readonly set: PlayableSet,
    readonly options: SessionOptions,
  ) {
    const setup: GameSetup = {
      set: set.name,
      ruleset: set.ruleset,
      params: set.params,
      decks: {
        names: options.decks,
        lists: [expandDeck(set, set.decks[options.decks[0]]), expandDeck(set, set.decks[options.decks[1]])],
      },
      seed: options.seed >>> 0,
      firstPlayer: options.firstPlayer ?? 0,
      agents: options.seats,
      game: 0,
    };
    this.run = new GameRun(set.cards, setup);
    this.copies = copyLabels(this.run.state);
    this.agents = options.seats.map((k, seat) =>
      k === 'human' ? null : makeBot(k as BotKind, agentSeed(setup.seed, seat)),
    );
  }

  get state(): GameState {
    return this.run.state;
  }

  /** The seat of the person when one plays (the page shows their view), else null (two bots: a spectator sees all). */
  get person(): number | null {
    return this.isHuman(0) ? 0 : this.isHuman(1) ? 1 : null;
  }

  /** The game as the page may show it: the person's view, or everything when only bots play. */
  shown(): GameState {
    const p = this.person;
    return p === null ? this.run.state : viewFor(this.run.state, p).state;
  }

  get over(): boolean {
    return this.run.over || this.run.decisions.length >= MAX_STEPS;
  }

  /** The seat that decides next. */
  actor(): number {
    return this.run.actor();
  }

  isHuman(seat: number): boolean {
    return this.agents[seat] === null;
  }

  legal(): Action[] {
    const step = this.run.decisions.length;
    if (this.legalCache?.step !== step) this.legalCache = { step, legal: this.run.legal() };
    return this.legalCache.legal;
  }

  /** Applies legal move `index` for whoever is to move; the events, or null when the engine failed. */
  play(index: number): GameEvent[] | null {
    if (this.over) return null;
    const legal = this.legal();
    if (!(index >= 0 && index < legal.length)) return null;
    return this.run.step(legal, index);
  }

  /** The bot to move picks and plays (`chosen` hears its pick before it is made); null when a person is to move or the game is over. */
  botStep(chosen?: (index: number) => void): { index: number; action: Action; events: GameEvent[] | null } | null {
    if (this.over) return null;
    const p = this.actor();
    const agent = this.agents[p];
    if (!agent) return null;
    const legal = this.legal();
    let index: number;
    try {
      index = askAgent(agent, this.run.state, p, legal);
    } catch (e) {
      // Worded as cardc play records an agent's error (game.ts), so a replay of this game knows it stopped outside the
      // engine (isAgentStop) and crash-text.ts can put it into Chinese.
      this.run.error = `agent ${p}: ${(e as Error).message}`;
      return null;
    }
    if (!(index >= 0 && index < legal.length)) {
      this.run.error = `agent ${p} answered ${index} of ${legal.length}`;
      return null;
    }
    chosen?.(index);
    const action = legal[index];
    return { index, action, events: this.run.step(legal, index) };
  }

  /** The game so far as a replay file (`cardc replay` reads it; so does the replay pane). */
  replayText(): string {
    const lines = [
      setLine(this.set.name, this.set.ruleset, this.set.cards, 'playground', this.set.texts),
      ...gameLines(this.run.result()),
    ];
    return lines.join('\n') + '\n';
  }
}
