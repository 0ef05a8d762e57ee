// Checking a step's `expect` against the state and the events since the previous expectation.
// Each mismatch is one CS5120–CS5122 diagnostic at the expectation's key.
import { diag, type Diagnostic, type Span } from '../../grammar/index.js';
import { currentActor, hasKeyword, type GameEvent, type GameState, type SlcgState } from '../../runtime/index.js';
import type { PathSegment } from '../manifest/yaml-nodes.js';
import { firstMissing, formatLog, matches, parsePattern } from './events.js';
import { cardName, findCard, keywordId, parseRef, playerIndex, playerName } from './names.js';
import type { Expectation, SideExpect, ZoneExpect } from './types.js';

const show = (v: unknown): string => (Array.isArray(v) ? `[${v.join(', ')}]` : String(v));

function names(s: GameState, p: number, zone: string): string[] {
  return s.players[p].zones[s.zoneNames.indexOf(zone)].map((id) => cardName(s, id));
}

const sorted = (xs: string[]): string[] => [...xs].sort();

export function checkExpectation(
  s: GameState,
  e: Expectation,
  log: readonly GameEvent[],
  stepNo: number,
  span: (path: readonly PathSegment[]) => Span,
  opts: { file: string },
): Diagnostic[] {
  const out: Diagnostic[] = [];
  const eq = (path: PathSegment[], label: string, want: unknown, got: unknown) => {
    if (JSON.stringify(want) !== JSON.stringify(got)) out.push(diag('CS5120', span(path), [stepNo, label, show(want), show(got)], opts));
  };

  if (e.winner !== undefined) {
    const got = s.winner === null ? 'none' : s.winner === -1 ? 'draw' : playerName(s.winner);
    eq(['winner'], 'winner', e.winner, got);
  }
  if (e.turn !== undefined) eq(['turn'], 'turn', e.turn, s.turn);
  if (e.active !== undefined) eq(['active'], 'active', e.active, playerName(s.active));
  if (e.phase !== undefined) eq(['phase'], 'phase', e.phase, s.phase);
  if (e.actor !== undefined) eq(['actor'], 'actor', e.actor, playerName(currentActor(s)));
  if (e.waitingFor !== undefined) {
    const got = s.winner !== null ? 'none' : s.pending ? s.pending.kind : s.window ? 'window' : s.phase === 'main' ? 'main' : 'none';
    eq(['waitingFor'], 'waitingFor', e.waitingFor, got);
  }
  for (const p of ['A', 'B'] as const) if (e[p]) checkSide(s as SlcgState, playerIndex(p), p, e[p]!, eq, out, stepNo, span, opts);

  if (e.events) {
    const pats = e.events.map(parsePattern);
    const miss = firstMissing(s, pats, log);
    if (miss >= 0) out.push(diag('CS5121', span(['events', miss]), [stepNo, typeof e.events[miss] === 'string' ? e.events[miss] : JSON.stringify(e.events[miss]), formatLog(s, log)], opts));
  }
  (e.noEvents ?? []).forEach((spec, j) => {
    const pat = parsePattern(spec);
    if (log.some((ev) => matches(s, pat, ev))) out.push(diag('CS5122', span(['noEvents', j]), [stepNo, typeof spec === 'string' ? spec : JSON.stringify(spec)], opts));
  });
  return out;
}

function checkSide(
  s: SlcgState,
  p: number,
  who: string,
  se: SideExpect,
  eq: (path: PathSegment[], label: string, want: unknown, got: unknown) => void,
  out: Diagnostic[],
  stepNo: number,
  span: (path: readonly PathSegment[]) => Span,
  opts: { file: string },
): void {
  const pl = s.players[p];
  for (const k of ['victory', 'trauma', 'energy', 'extremeEnergy'] as const) if (se[k] !== undefined) eq([who, k], `${who}.${k}`, se[k], pl.res[k]);
  if (se.dying !== undefined) eq([who, 'dying'], `${who}.dying`, se.dying, !!pl.flags.dying);
  for (const z of ['hand', 'main', 'deck', 'discard', 'energyZone'] as const) {
    const ze: ZoneExpect | undefined = se[z];
    if (!ze) continue;
    const zone = z === 'energyZone' ? 'energy' : z;
    const got = names(s, p, zone);
    const label = `${who}.${z}`;
    if (Array.isArray(ze)) {
      eq([who, z], label, sorted(ze.map((n) => parseRef(n).name)), sorted(got));
      continue;
    }
    if (ze.count !== undefined) eq([who, z, 'count'], `${label}.count`, ze.count, got.length);
    if (ze.top) eq([who, z, 'top'], `${label}.top`, ze.top, got.slice(0, ze.top.length));
    const left = [...got];
    (ze.contains ?? []).forEach((n, j) => {
      const i = left.indexOf(n);
      if (i >= 0) left.splice(i, 1);
      else out.push(diag('CS5120', span([who, z, 'contains', j]), [stepNo, `${label} ∋ ${n}`, 'true', show(got)], opts));
    });
    (ze.lacks ?? []).forEach((n, j) => {
      if (got.includes(n)) out.push(diag('CS5120', span([who, z, 'lacks', j]), [stepNo, `${label} ∌ ${n}`, 'true', show(got)], opts));
    });
  }
  for (const [text, ce] of Object.entries(se.cards ?? {})) {
    const zone = ce.zone ?? 'main';
    const id = findCard(s, p, zone, parseRef(text));
    const label = `${who}.cards.${text}`;
    if (id === undefined) {
      eq([who, 'cards', text], `${label} in ${zone}`, true, false);
      continue;
    }
    const c = s.cards[id];
    if (ce.tapped !== undefined) eq([who, 'cards', text, 'tapped'], `${label}.tapped`, ce.tapped, c.tapped);
    if (ce.damage !== undefined) eq([who, 'cards', text, 'damage'], `${label}.damage`, ce.damage, c.damage);
    (ce.keywords ?? []).forEach((k, j) => {
      const has = hasKeyword(s, id, keywordId(k) ?? k);
      if (!has) eq([who, 'cards', text, 'keywords', j], `${label} 【${k}】`, true, false);
    });
    (ce.lacks ?? []).forEach((k, j) => {
      const has = hasKeyword(s, id, keywordId(k) ?? k);
      if (has) eq([who, 'cards', text, 'lacks', j], `${label} 【${k}】`, false, true);
    });
  }
}
