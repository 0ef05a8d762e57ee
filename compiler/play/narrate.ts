// A readable turn-by-turn log of a recorded game: turn headers, every action (responses passed are
// left out) and its key events — plays, attacks, damage, pushes, trauma, 濒死, the winner.
import type { Action, CardDef, GameEvent } from '../../runtime/index.js';
import { describeAction, describeChoice, describeEvent, echoes, playerLabel, turnHeader, type DescribeContext, type EventLevel } from './describe/index.js';
import { GameRun, type GameSetup } from './game.js';

export interface NarrateOptions {
  level?: EventLevel;
  /** Stop after this many lines (the rest is summarised in one line). */
  maxLines?: number;
}

/** "玩家1 greedy（科研院） 对 玩家2 random（星环舰队） · 种子 7 · 玩家1 先手" */
export function matchLegend(setup: GameSetup, c: DescribeContext): string {
  const seat = (p: number): string =>
    c.lang === 'en' ? `${playerLabel(c, p)} ${setup.agents[p]} (${setup.decks.names[p]})` : `${playerLabel(c, p)} ${setup.agents[p]}（${setup.decks.names[p]}）`;
  return c.lang === 'en'
    ? `${seat(0)} vs ${seat(1)} · seed ${setup.seed} · ${playerLabel(c, setup.firstPlayer)} goes first`
    : `${seat(0)} 对 ${seat(1)} · 种子 ${setup.seed} · ${playerLabel(c, setup.firstPlayer)}先手`;
}

/** Re-runs the decisions and returns the log lines; a game that throws ends with the error. */
export function narrateGame(cards: readonly CardDef[], setup: GameSetup, decisions: readonly number[], c: DescribeContext, opts: NarrateOptions = {}): string[] {
  const level = opts.level ?? 'key';
  const lines: string[] = [];
  let run: GameRun;
  try {
    run = new GameRun(cards, setup);
  } catch (e) {
    return [c.lang === 'en' ? `!! the game cannot start: ${(e as Error).message}` : `!! 对局无法开始：${(e as Error).message}`];
  }
  const eventLines = (a: Action | null, events: readonly GameEvent[]): void => {
    for (const e of events) {
      if (e.type === 'turnStart') {
        lines.push(turnHeader(run.state, e, c));
        continue;
      }
      if (a && echoes(run.state, a, e)) continue;
      const t = describeEvent(run.state, e, c, level);
      if (t) lines.push(`      ${t}`);
    }
  };
  eventLines(null, run.events);
  for (let i = 0; i < decisions.length && !run.over; i++) {
    const legal = run.legal();
    const a = legal[decisions[i]];
    if (!a) {
      lines.push(c.lang === 'en' ? `!! decision ${i} is out of range` : `!! 第${i}个决策超出范围`);
      break;
    }
    const who = playerLabel(c, run.actor());
    let text: string | null = null;
    if (a.type === 'choose') text = `    ${who} → ${describeChoice(run.state, a.index as number, c)}`;
    else if (a.type !== 'pass') text = `  ${who}：${describeAction(run.state, a, c)}`.replace('：', c.lang === 'en' ? ': ' : '：');
    const ev = run.step(legal, decisions[i]);
    if (text) lines.push(text);
    if (ev) eventLines(a, ev);
    else lines.push(c.lang === 'en' ? `!! engine error: ${run.error}` : `!! 引擎错误：${run.error}`);
  }
  if (opts.maxLines !== undefined && lines.length > opts.maxLines) {
    const more = lines.length - opts.maxLines;
    return [...lines.slice(0, opts.maxLines), c.lang === 'en' ? `… ${more} more lines` : `…… 另有 ${more} 行`];
  }
  return lines;
}
