// Readable Chinese and English text for actions, events, decisions and the board: what the terminal
// player and the demo log show. Pure functions of the state; they never change it. The ruleset's own
// words come from its describer (one file per ruleset); what every game shares is in common.ts.
import {
  checkAction,
  errorText,
  legalActions,
  type Action,
  type GameEvent,
  type GameState,
  type RulesetId,
} from '../../../runtime/index.js';
import { actionView } from '../action-view.js';
import { commonAction, commonChoice, commonDecision, commonEvent, commonOption } from './common.js';
import { cardName, tidy, zh, type DescribeContext } from './context.js';
import type { RulesetDescriber } from './ruleset.js';
import { guanganDescriber } from './guangan.js';
import { kalingDescriber } from './kaling.js';
import { slcgDescriber } from './slcg.js';

export { abilityText, cardName, copyLabels, keywordName, playerLabel, type DescribeContext } from './context.js';
export type { RulesetDescriber } from './ruleset.js';
export { linkNamer } from './links.js';
export { modeOptionText } from './modes.js';

/** Describers of the rulesets the terminal game and logs can show. */
export const DESCRIBERS: Readonly<Partial<Record<RulesetId, RulesetDescriber>>> = {
  slcg: slcgDescriber,
  guangan: guanganDescriber,
  kaling: kalingDescriber,
};

function describerOf(s: GameState): RulesetDescriber {
  const d = DESCRIBERS[s.ruleset];
  if (!d) throw new Error(`no words for ${s.ruleset} games`);
  return d;
}

/** Event levels: 'key' events make the demo log; 'all' adds draws, taps and the like; chain bookkeeping is never shown. */
export type EventLevel = 'key' | 'all';

/** One legal action in words, from the point of view of the player who takes it. */
export function describeAction(s: GameState, a: Action, c: DescribeContext): string {
  if (a.type === 'choose') return describeOption(s, a.index as number, c);
  return tidy(c, describerOf(s).action(s, a, c) ?? commonAction(a, c) ?? JSON.stringify(a));
}

/** An action as the other player sees it (a card set face-down is not named). */
function describePublicAction(s: GameState, a: Action, c: DescribeContext): string {
  const hidden = describerOf(s).publicAction?.(s, a, c);
  return hidden ? tidy(c, hidden) : describeAction(s, a, c);
}

/** One event as a line, or null when it is bookkeeping (or below `level`). */
export function describeEvent(
  s: GameState,
  e: GameEvent,
  c: DescribeContext,
  level: EventLevel = 'all',
): string | null {
  const r = describerOf(s);
  if (level === 'key' && !r.keyEvents.has(e.type)) return null;
  const t = r.event(s, e, c) ?? commonEvent(s, e, c);
  return t === null ? null : tidy(c, t);
}

/** The question of the pending decision. */
export function describeDecision(s: GameState, c: DescribeContext): string {
  if (!s.pending) return '';
  return tidy(c, commonDecision(s, c) ?? describerOf(s).decision(s, c) ?? s.pending.prompt);
}

/** One option of the pending decision. */
export function describeOption(s: GameState, index: number, c: DescribeContext): string {
  const d = s.pending;
  const o = d?.options[index];
  if (!d || !o) return `#${index}`;
  const r = describerOf(s);
  return tidy(c, commonOption(s, index, c, (id) => r.cardStatus(s, id, c)) ?? r.option(s, index, c) ?? o.label);
}

/** A decision already taken, short, for logs: 发动「X」：是 / 目标：玩家2的「Y」. */
export function describeChoice(s: GameState, index: number, c: DescribeContext): string {
  const d = s.pending;
  if (!d || !d.options[index]) return `#${index}`;
  const t = commonChoice(s, index, c) ?? describerOf(s).choice?.(s, index, c) ?? null;
  return t === null ? describeOption(s, index, c) : tidy(c, t);
}

/**
 * One move as a log tells it to `viewer` (null: a spectator, who sees everything) — the terminal game's running
 * commentary, its --verbose and replay logs, and the playground's log all word moves here. An answer says what was
 * chosen (→ 发动「X」的能力：否, → 目标：…, → 调试：保留「X」); another player's move is told in its public words (a
 * card set face down is not named). Read from what the viewer sees of the move (actionView: the cards it uses
 * shown), before it is made.
 */
export function describeMove(
  s: GameState,
  a: Action,
  actor: number,
  viewer: number | null,
  c: DescribeContext,
): string {
  const v = viewer === null ? s : actionView(s, viewer, a);
  if (a.type === 'choose') return `→ ${describeChoice(v, a.index as number, c)}`;
  return viewer === null || viewer === actor ? describeAction(v, a, c) : describePublicAction(v, a, c);
}

/** The board as the viewer sees it. */
export function describeBoard(s: GameState, viewer: number, c: DescribeContext): string {
  return describerOf(s).board(s, viewer, c);
}

/** Status of a card on the field. */
export function cardStatus(s: GameState, id: number, c: DescribeContext): string {
  return tidy(c, describerOf(s).cardStatus(s, id, c));
}

/** The line that starts a turn in logs. */
export function turnHeader(s: GameState, e: GameEvent, c: DescribeContext): string {
  return describerOf(s).turnHeader(s, e, c);
}

/** Whether an action's own line already says the event. */
export function echoes(s: GameState, a: Action, e: GameEvent): boolean {
  return describerOf(s).echoes(a, e);
}

/**
 * Why the cards in `player`'s hand cannot be played now, each with the engine's own reason (its error, in the
 * context's language); a card with a legal move of that kind is left out. The terminal's 'why'.
 */
export function describeRefusals(s: GameState, player: number, c: DescribeContext): string {
  const z = zh(c);
  if (s.pending) return z ? '请先回答上面的问题。' : 'Answer the question above first.';
  const legal = legalActions(s);
  const r = describerOf(s);
  const hand = s.players[player].zones[s.pool.rules.zones.indexOf('hand')];
  if (!hand.length) return z ? '手牌是空的。' : 'Your hand is empty.';
  const lines = new Set<string>();
  for (const id of hand) {
    const a = r.handAction(s, id);
    if (!a || legal.some((l) => l.type === a.type && l.card === id)) continue;
    const e = checkAction(s, a);
    if (e) lines.add(`  ${cardName(s, id, c)}${z ? '：' : ': '}${errorText(e, c.lang)}`);
  }
  if (!lines.size) return z ? '手牌现在都可以出。' : 'Every card in your hand can be played now.';
  return [z ? '现在不能出的牌：' : 'Cards you cannot play now:', ...lines].join('\n');
}
