// A game with at least one person at the terminal. The runtime's Agent answers synchronously, so this
// loop drives legalActions/perform itself and awaits the human agent's input between steps. Everything the
// person is shown — the board, the choices, the other side's moves and the events — is read from their player
// view (runtime/core/view.ts), never from the game state.
import {
  humanAgent,
  LazyView,
  viewFor,
  type Action,
  type Agent,
  type AsyncAgent,
  type CardDef,
  type GameEvent,
  type HumanIO,
  type HumanRenderer,
} from '../../runtime/index.js';
import { agentSeed, isBot, makeBot } from './agents.js';
import { cardText } from './card-text.js';
import {
  copyLabels,
  describeAction,
  describeBoard,
  describeDecision,
  describeEvent,
  describeMove,
  describeRefusals,
  echoes,
  linkNamer,
  playerLabel,
  turnHeader,
  type DescribeContext,
} from './describe/index.js';
import { DEFAULT_MAX_STEPS, GameRun, type GameRecord, type GameSetup } from './game.js';
import { crashText } from './crash-text.js';

/** Words a player may type besides a choice number, in either language (ｑ, ｗ: full-width letters from an input method). */
const COMMANDS = new Map<string, 'quit' | 'board' | 'why'>([
  ...['q', 'quit', 'exit', '退出', 'ｑ'].map((w) => [w, 'quit'] as const),
  ...['b', 'board', '?', '？', '局面'].map((w) => [w, 'board'] as const),
  ...['w', 'why', 'ｗ', '为什么', '为何', '為什麼', '為何', '爲什麼'].map((w) => [w, 'why'] as const),
]);

/** `c 护卫舰`, `card 护卫舰`, `卡 护卫舰`, `看 护卫舰`: show a card's full text. */
const CARD_COMMAND = /^(?:c|card|卡|看|ｃ)(?:\s+|(?=[^\x00-\x7f]))(.*)$/i;

export function renderer(c: DescribeContext): HumanRenderer {
  const en = c.lang === 'en';
  return {
    board: (s, p) => describeBoard(s, p, c),
    question: (s) => (s.pending ? describeDecision(s, c) : en ? 'Your move:' : '轮到你行动：'),
    choices: (s, _p, legal) => legal.map((a) => describeAction(s, a, c)),
    prompt: (n) =>
      en
        ? `choose 1-${n} (b board, c <name> card text, w why not, q quit)> `
        : `请选择 1-${n}（b 看局面，c 卡名 看卡牌全文，w 为何不能出牌，q 退出）> `,
    invalid: (input, n) =>
      en
        ? `"${input.trim()}" is not a choice; enter a number from 1 to ${n}`
        : `“${input.trim()}”不是可选项；请输入 1 到 ${n} 的数字`,
    command: (input, s, p) => {
      const t = input.trim();
      const card = CARD_COMMAND.exec(t);
      if (card) return { show: cardText(s, card[1], p, c) };
      const cmd = COMMANDS.get(t.toLowerCase());
      return cmd === 'why' ? { show: describeRefusals(s, p, c) } : (cmd ?? null);
    },
  };
}

/** Plays one game where some seats are people; events are narrated to `io.show` as they happen. */
export async function playInteractive(
  cards: readonly CardDef[],
  setup: GameSetup,
  io: HumanIO,
  ctx: DescribeContext,
  maxSteps = DEFAULT_MAX_STEPS,
): Promise<GameRecord> {
  const run = new GameRun(cards, setup);
  // Copy labels (#n) from the game's cards: a player's view cannot count the copies it does not see.
  const c: DescribeContext = { ...ctx, copies: ctx.copies ?? copyLabels(run.state) };
  const human = humanAgent(io, renderer(c));
  const seats: (Agent | AsyncAgent)[] = setup.agents.map((k, p) =>
    isBot(k) ? makeBot(k, agentSeed(setup.seed, p), setup.budget) : human,
  );
  const humans = setup.agents.map((k) => !isBot(k));
  // Whose view the running commentary is told from: the one person, or with two at one terminal the one acting.
  const narrator = (actor: number): number => (humans[0] && humans[1] ? actor : humans[0] ? 0 : 1);
  const nameLinks = linkNamer();
  const show = (a: Action | null, events: readonly GameEvent[], viewer: number): void => {
    const v = viewFor(run.state, viewer).state;
    for (const raw of events) {
      const e = nameLinks(raw);
      if (e.type === 'turnStart') {
        io.show(turnHeader(v, e, c));
        continue;
      }
      // The other side's draws stay hidden.
      if (e.type === 'drew' && e.player !== undefined && !humans[e.player]) continue;
      const t = describeEvent(v, e, c, e.type === 'drew' ? 'all' : 'key');
      if (t && !(a && echoes(v, a, e))) io.show(`    ${t}`);
    }
  };
  show(null, run.events, narrator(run.actor()));
  let quit = false;
  while (!run.over && run.decisions.length < maxSteps) {
    const legal = run.legal();
    if (!legal.length) {
      run.error = `no legal action (phase ${run.state.phase})`;
      break;
    }
    const p = run.actor();
    const s = run.state;
    let idx: number;
    if (humans[p] && legal.length === 1) idx = 0;
    else {
      const agent = seats[p];
      let answer: number | 'quit';
      const view = new LazyView(s, p, false);
      try {
        answer = s.pending ? await agent.choose(view) : await agent.chooseAction(view, legal);
      } catch (e) {
        run.error = `agent ${p}: ${(e as Error).message}`;
        break;
      } finally {
        view.close();
      }
      if (answer === 'quit') {
        quit = true;
        break;
      }
      idx = answer;
    }
    const a = legal[idx];
    const who = narrator(p);
    const text = describeMove(s, a, p, who, c);
    if (a.type !== 'pass' || humans[p]) io.show(`  ${playerLabel(c, p)}${c.lang === 'en' ? ': ' : '：'}${text}`);
    const ev = run.step(legal, idx);
    if (ev) show(a, ev, who);
  }
  const r = run.result(quit ? 'quit' : undefined);
  io.show(
    quit
      ? c.lang === 'en'
        ? 'You left the game.'
        : '你退出了对局。'
      : r.status === 'won'
        ? c.lang === 'en'
          ? `${playerLabel(c, r.winner!)} wins after ${r.turns} turns.`
          : `${playerLabel(c, r.winner!)} 获胜，共 ${r.turns} 回合。`
        : r.status === 'draw'
          ? c.lang === 'en'
            ? 'Draw.'
            : '平局。'
          : r.status === 'crashed'
            ? c.lang === 'en'
              ? `The engine stopped: ${r.error}`
              : `引擎出错：${crashText(r.error ?? '', 'zh')}`
            : c.lang === 'en'
              ? `Stopped after ${r.steps} decisions.`
              : `达到 ${r.steps} 个决策的上限，对局中止。`,
  );
  return r;
}
