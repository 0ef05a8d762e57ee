// A readable turn-by-turn log of a recorded game: turn headers, every action (responses passed are
// left out) and its key events — plays, attacks, damage, pushes, trauma, 濒死, the winner — with what
// each played card or used ability did in full, and runs of energy conversions folded into one line.
import type { Action, CardDef, GameEvent } from '../../runtime/index.js';
import {
  cardName,
  copyLabels,
  describeEvent,
  linkNamer,
  describeMove,
  echoes,
  playerLabel,
  turnHeader,
  type DescribeContext,
  type EventLevel,
} from './describe/index.js';
import { GameRun, type GameSetup } from './game.js';
import { crashText } from './crash-text.js';

export interface NarrateOptions {
  level?: EventLevel;
  /** Stop after this many lines (the rest is summarised in one line). */
  maxLines?: number;
}

/** "玩家1 greedy（科研院） 对 玩家2 random（星环舰队） · 种子 7 · 玩家1 先手" */
export function matchLegend(setup: GameSetup, c: DescribeContext): string {
  const seat = (p: number): string =>
    c.lang === 'en'
      ? `${playerLabel(c, p)} ${setup.agents[p]} (${setup.decks.names[p]})`
      : `${playerLabel(c, p)} ${setup.agents[p]}（${setup.decks.names[p]}）`;
  return c.lang === 'en'
    ? `${seat(0)} vs ${seat(1)} · seed ${setup.seed} · ${playerLabel(c, setup.firstPlayer)} goes first`
    : `${seat(0)} 对 ${seat(1)} · 种子 ${setup.seed} · ${playerLabel(c, setup.firstPlayer)}先手`;
}

/** Re-runs the decisions and returns the log lines; a game that throws ends with the error. */
export function narrateGame(
  cards: readonly CardDef[],
  setup: GameSetup,
  decisions: readonly number[],
  ctx: DescribeContext,
  opts: NarrateOptions = {},
): string[] {
  const level = opts.level ?? 'key';
  const lines: string[] = [];
  let run: GameRun;
  try {
    run = new GameRun(cards, setup);
  } catch (e) {
    return [
      ctx.lang === 'en'
        ? `!! the game cannot start: ${(e as Error).message}`
        : `!! 对局无法开始：${(e as Error).message}`,
    ];
  }
  // Copy labels (#n) come from the game's cards once, so a card keeps its label wherever it goes.
  const c: DescribeContext = { ...ctx, copies: ctx.copies ?? copyLabels(run.state) };
  const nameLinks = linkNamer();
  const eventLines = (a: Action | null, events: readonly GameEvent[], lvl: EventLevel = level): void => {
    for (const raw of events) {
      const e = nameLinks(raw);
      if (e.type === 'turnStart') {
        lines.push(turnHeader(run.state, e, c));
        continue;
      }
      if (a && echoes(run.state, a, e)) continue;
      const t = describeEvent(run.state, e, c, lvl);
      if (t) lines.push(`      ${t}`);
    }
  };
  eventLines(null, run.events);
  // Routine steps fold: a player's run of hand cards turned into energy is one line (把「A」、「B」#2转化为能量（+2）).
  let folded: { who: string; cards: string[]; gain: number } | null = null;
  const flush = (): void => {
    if (!folded) return;
    const names = folded.cards.join(c.lang === 'en' ? ', ' : '、');
    lines.push(
      c.lang === 'en'
        ? `  ${folded.who}: convert ${names} into energy (+${folded.gain})`
        : `  ${folded.who}：把${names}转化为能量（+${folded.gain}）`,
    );
    folded = null;
  };
  for (let i = 0; i < decisions.length && !run.over; i++) {
    const legal = run.legal();
    const a = legal[decisions[i]];
    if (!a) {
      flush();
      lines.push(c.lang === 'en' ? `!! decision ${i} is out of range` : `!! 第${i}个决策超出范围`);
      break;
    }
    const actor = run.actor();
    const who = playerLabel(c, actor);
    // What a card does shows in full: events while a chain resolves, or of a card played or an ability used,
    // are told at the 'all' level (a card that draws says so), the rest at the chosen level.
    // A link still being built (its targets chosen) counts: what the card then does is told in full.
    const chainOpen = run.state.chain.length > 0 || !!run.state.building;
    const name = a.type === 'convert' && typeof a.card === 'number' ? cardName(run.state, a.card, c) : '';
    let text: string | null = null;
    const move = a.type === 'pass' ? '' : describeMove(run.state, a, actor, null, c);
    if (a.type === 'choose') text = `    ${who} ${move}`;
    else if (move) text = `  ${who}${c.lang === 'en' ? ': ' : '：'}${move}`;
    const ev = run.step(legal, decisions[i]);
    const converted = a.type === 'convert' && ev ? ev.find((e) => e.type === 'converted') : undefined;
    if (converted) {
      if (folded && folded.who !== who) flush();
      folded ??= { who, cards: [], gain: 0 };
      folded.cards.push(name);
      folded.gain += converted.amount ?? 0;
      eventLines(
        a,
        ev!.filter((e) => e !== converted),
        level,
      );
      continue;
    }
    flush();
    if (text) lines.push(text);
    if (ev)
      eventLines(a, ev, chainOpen || ev.some((e) => e.type === 'played' || e.type === 'activated') ? 'all' : level);
    else
      lines.push(
        c.lang === 'en' ? `!! engine error: ${run.error}` : `!! 引擎错误：${crashText(run.error ?? '', 'zh')}`,
      );
  }
  flush();
  if (opts.maxLines !== undefined && lines.length > opts.maxLines) {
    const more = lines.length - opts.maxLines;
    return [...lines.slice(0, opts.maxLines), c.lang === 'en' ? `… ${more} more lines` : `…… 另有 ${more} 行`];
  }
  return lines;
}
