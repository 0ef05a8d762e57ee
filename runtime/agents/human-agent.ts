// A person at a terminal (or any text UI) as an agent. Input is asynchronous, so this is an AsyncAgent
// that a driver awaits between steps; the text it shows comes from a renderer the caller supplies,
// which keeps the runtime free of any I/O and of the language's wording.

import type { AgentView, ChoiceRequest } from '../core/agent.js';
import type { Action } from '../core/ruleset.js';
import type { GameState } from '../core/state.js';

/** Where the human agent reads and writes. `ask` resolves to one line of input; at end of input it should resolve 'q'. */
export interface HumanIO {
  ask(prompt: string): Promise<string>;
  show(text: string): void;
}

/** Words the agent shows; all of it comes from outside the runtime. */
export interface HumanRenderer {
  board(s: GameState, player: number): string;
  /** The question being answered (a decision's prompt), or '' for a free action. */
  question(s: GameState, player: number): string;
  /** One line per legal action, in order. */
  choices(s: GameState, player: number, legal: readonly Action[]): string[];
  /** The input prompt, e.g. "选择 1-7（q 退出）> ". */
  prompt(count: number): string;
  /** Shown before asking again after input that is not a choice. */
  invalid(input: string, count: number): string;
  /**
   * The command an input names besides a choice number — leave the game, show the board again, or some text
   * to show (a card's full text) before asking again — or null.
   */
  command(input: string, s: GameState, player: number): 'quit' | 'board' | { show: string } | null;
}

/** An index into the legal actions (or decision options), or 'quit'. */
export type HumanAnswer = number | 'quit';

/** Like Agent, but answers may take time (a person typing). */
export interface AsyncAgent {
  chooseAction(view: AgentView, legal: readonly Action[]): Promise<HumanAnswer>;
  choose(request: ChoiceRequest): Promise<HumanAnswer>;
}

/** A 1-based choice number → index, or null. Full-width digits count too, so a Chinese input method does not get in the way. */
export function parseChoice(input: string, count: number): number | null {
  const t = input.trim().replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0));
  if (!/^\d+$/.test(t)) return null;
  const n = Number(t);
  return n >= 1 && n <= count ? n - 1 : null;
}

/** Asks until the input names a choice (numbers are 1-based); the renderer's commands show the board again or quit. */
export function humanAgent(io: HumanIO, render: HumanRenderer): AsyncAgent {
  const pick = async (s: GameState, player: number, legal: readonly Action[]): Promise<HumanAnswer> => {
    io.show(render.board(s, player));
    const q = render.question(s, player);
    if (q) io.show(q);
    const lines = render.choices(s, player, legal);
    const showChoices = (): void => lines.forEach((l, i) => io.show(`  ${String(i + 1).padStart(2)}. ${l}`));
    showChoices();
    for (;;) {
      const input = await io.ask(render.prompt(legal.length));
      const cmd = render.command(input, s, player);
      if (cmd === 'quit') return 'quit';
      if (cmd === 'board') {
        io.show(render.board(s, player));
        showChoices();
        continue;
      }
      if (cmd) {
        io.show(cmd.show);
        continue;
      }
      const a = parseChoice(input, legal.length);
      if (a !== null) return a;
      io.show(render.invalid(input, legal.length));
    }
  };
  return {
    chooseAction: (view, legal) => pick(view.state, view.player, legal),
    choose: (req) =>
      pick(
        req.state,
        req.player,
        req.decision.options.map((_, index) => ({ type: 'choose', index })),
      ),
  };
}
