// A readable turn-by-turn log of a recorded game: turn headers, every action (responses passed are
// left out) and its key events — plays, attacks, damage, pushes, trauma, 濒死, the winner.
import type { Action, CardDef, GameEvent, GameState } from '../../runtime/index.js';
import { describeAction, describeEvent, playerLabel, type DescribeContext, type EventLevel } from './describe.js';
import { GameRun, type GameSetup } from './game.js';

export interface NarrateOptions {
  level?: EventLevel;
  /** Stop after this many lines (the rest is summarised in one line). */
  maxLines?: number;
}

/** Events the action's own line already says. */
function echoes(a: Action, e: GameEvent): boolean {
  switch (a.type) {
    case 'play': return e.type === 'played' && e.card === a.card;
    case 'convert': return e.type === 'converted' && e.card === a.card;
    case 'attack': return e.type === 'attacked';
    case 'ability': return e.type === 'activated' && e.info !== 'trigger' && e.card === a.card;
    case 'compensate': return e.type === 'compensation';
    case 'guard': return e.type === 'guarded';
  }
  return false;
}

export function turnHeader(s: GameState, e: GameEvent, c: DescribeContext): string {
  const p = e.player ?? s.active;
  const me = s.players[p].res, op = s.players[1 - p].res;
  return c.lang === 'en'
    ? `── turn ${e.amount} · ${playerLabel(c, p)} ── victory ${me.victory}:${op.victory}  trauma ${me.trauma}:${op.trauma}`
    : `── 第${e.amount}回合 · ${playerLabel(c, p)} ── 胜利进度 ${me.victory}:${op.victory}  创伤 ${me.trauma}:${op.trauma}`;
}

/** Re-runs the decisions and returns the log lines; a game that throws ends with the error. */
export function narrateGame(cards: readonly CardDef[], setup: GameSetup, decisions: readonly number[], c: DescribeContext, opts: NarrateOptions = {}): string[] {
  const level = opts.level ?? 'key';
  const lines: string[] = [];
  const run = new GameRun(cards, setup);
  const eventLines = (a: Action | null, events: readonly GameEvent[]): void => {
    for (const e of events) {
      if (e.type === 'turnStart') {
        lines.push(turnHeader(run.state, e, c));
        continue;
      }
      if (a && echoes(a, e)) continue;
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
    if (a.type === 'choose') text = `    ${who} → ${describeAction(run.state, a, c)}`;
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
