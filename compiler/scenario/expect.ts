// Checking a step's `expect` against the state and the events since the previous expectation.
// Each mismatch is one CS5120–CS5122 diagnostic at the expectation's key.
import { diag, type Diagnostic, type Span } from '../../grammar/index.js';
import { currentActor, type GameEvent, type GameState } from '../../runtime/index.js';
import type { PathSegment } from '../manifest/yaml-nodes.js';
import type { TextAt } from './scalar-text.js';
import { firstMissing, formatLog, matches, parsePattern } from './events.js';
import { playerIndex, playerName } from './names.js';
import type { ScenarioRuleset, SideCheck } from './rulesets/index.js';
import type { Expectation } from './types.js';
import { show } from './zone-expect.js';

/** The waitingFor word of a state (what `expect.waitingFor` compares). */
function waitingWord(rules: ScenarioRuleset, s: GameState): string {
  if (s.winner !== null) return 'none';
  if (s.pending) return s.pending.kind;
  if (s.window) return 'window';
  return rules.waiting(s) ?? 'none';
}

export function checkExpectation(
  rules: ScenarioRuleset,
  s: GameState,
  e: Expectation,
  log: readonly GameEvent[],
  stepNo: number,
  span: (path: readonly PathSegment[]) => Span,
  opts: { file: string },
  /** The span of a place inside the string value at a path (an area of `expect.board`). */
  spanIn: (path: readonly PathSegment[], at: TextAt | undefined) => Span = span,
): Diagnostic[] {
  const out: Diagnostic[] = [];
  const eq = (path: PathSegment[], label: string, want: unknown, got: unknown) => {
    if (JSON.stringify(want) !== JSON.stringify(got))
      out.push(diag('CS5120', span(path), [stepNo, label, show(want), show(got)], opts));
  };

  if (e.winner !== undefined) {
    const got = s.winner === null ? 'none' : s.winner === -1 ? 'draw' : playerName(s.winner);
    eq(['winner'], 'winner', e.winner, got);
  }
  if (e.turn !== undefined) eq(['turn'], 'turn', e.turn, s.turn);
  if (e.active !== undefined) eq(['active'], 'active', e.active, playerName(s.active));
  if (e.phase !== undefined) eq(['phase'], 'phase', e.phase, s.phase);
  if (e.actor !== undefined) eq(['actor'], 'actor', e.actor, playerName(currentActor(s)));
  if (e.waitingFor !== undefined) eq(['waitingFor'], 'waitingFor', e.waitingFor, waitingWord(rules, s));
  const check: SideCheck = {
    eq,
    fail: (path, label, want, got) =>
      out.push(diag('CS5120', span(path), [stepNo, label, show(want), show(got)], opts)),
    failAt: (path, at, label, want, got) =>
      out.push(diag('CS5120', spanIn(path, at), [stepNo, label, show(want), show(got)], opts)),
    out,
    span,
  };
  for (const p of ['A', 'B'] as const) if (e[p]) rules.checkSide(s, playerIndex(p), p, e[p]!, check);
  rules.checkExpect(s, e as Record<string, unknown>, check);

  if (e.events) {
    const pats = e.events.map(parsePattern);
    const miss = firstMissing(s, pats, log);
    if (miss >= 0)
      out.push(
        diag(
          'CS5121',
          span(['events', miss]),
          [
            stepNo,
            typeof e.events[miss] === 'string' ? e.events[miss] : JSON.stringify(e.events[miss]),
            formatLog(s, log),
          ],
          opts,
        ),
      );
  }
  (e.noEvents ?? []).forEach((spec, j) => {
    const pat = parsePattern(spec);
    if (log.some((ev) => matches(s, pat, ev)))
      out.push(
        diag('CS5122', span(['noEvents', j]), [stepNo, typeof spec === 'string' ? spec : JSON.stringify(spec)], opts),
      );
  });
  return out;
}
