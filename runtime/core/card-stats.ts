// Per-card statistics from a game's event log, the same for every ruleset (they all emit drew / played /
// entered / activated / chainPush / chainResolve): "did my card ever do anything?". A tally reads events as
// they come (no log needs keeping) and is summed over games with addCardStats.
//
// A link may run more lines of its card than the one it names (a SLCG 发生 card's text lines, SLCG-CT-05; the lines
// of a 光暗 普通 card, or a response card's untimed lines, GA-CT-02): given the ops each link runs (linkOpsOf), the
// tally counts every line whose ops the link carries — each op names the line it was written on (its source).

import type { CardDef, EffectOp, SourceRef } from '../card-def.js';
import { effectsOf } from '../effects/interpreter.js';
import type { GameEvent } from './events.js';
import type { ChainLink, GameState } from './state.js';

export interface AbilityStats {
  /** Index of the ability on its card (CardDef.abilities). */
  index: number;
  /** Line of the ability in its .card file, when the IR has a source. */
  line: number | null;
  /** Times a triggered ability was put on its way to the chain (its timing held and it was used). */
  triggered: number;
  /** Times it was used by choice: an activated ability, or the text of a card played from hand. */
  activated: number;
  /** Times its link resolved without being negated. */
  resolved: number;
  /** Present (true) for a standing line (static, 永恒): it applies without ever being used or resolving. */
  continuous?: true;
}

export interface CardStats {
  /** Copies drawn (opening hands included). */
  drawn: number;
  /** Times a copy entered the field or was used (played from hand, or put onto the field by an effect). */
  played: number;
  /** Games won by a player who played the card at least once in that game. */
  wins: number;
  abilities: AbilityStats[];
}

/** Card name → statistics. */
export type CardStatsTable = Record<string, CardStats>;

function emptyStats(d: CardDef): CardStats {
  return {
    drawn: 0,
    played: 0,
    wins: 0,
    abilities: d.abilities.map((a, index) => {
      const st: AbilityStats = { index, line: a.source?.line ?? null, triggered: 0, activated: 0, resolved: 0 };
      if (a.kind === 'static' || a.kind === 'eternal') st.continuous = true;
      return st;
    }),
  };
}

/** The ops the link a chainPush event announces runs. */
export type LinkOps = (push: GameEvent) => readonly EffectOp[];

/**
 * The ops of the link a chainPush event announces, asked of the game's ruleset (Ruleset.linkEffects) on `s`: the
 * state the event came from, or a later one of the same game — what a link runs is set by its kind, source, ability,
 * controller and id (光暗's chosen side applies to links from an id on, GA-RES-09), none of which changes later.
 */
export function linkOpsOf(s: GameState): LinkOps {
  return (e) =>
    effectsOf(s, {
      id: e.amount ?? -1,
      kind: e.info ?? '',
      controller: e.player ?? 0,
      source: e.card ?? -1,
      ability: e.ability ?? -1,
      targets: [],
      negated: false,
      next: 0,
      subject: -1,
      answers: -1,
      optAsked: 0,
      optYes: 0,
      optDone: 0,
      condFailed: 0,
      picks: null,
      modes: null,
      data: {},
    } satisfies ChainLink);
}

function within(at: SourceRef, span: SourceRef): boolean {
  if (at.file !== span.file) return false;
  if (at.line < span.line || (at.line === span.line && at.col < span.col)) return false;
  return at.line < span.endLine || (at.line === span.endLine && at.col <= span.endCol);
}

const NO_LINES: readonly number[] = Object.freeze([]);

/**
 * The other lines of card `d` whose ops `ops` (a link of ability `own`) carries, in card order: the lines the ops
 * were written on (EffectOp.source). An op of a 光暗 【光明】/【黑暗】 line counts for its base line, the line before it
 * (改为 changes what the base line does, not whether it runs, GA-RES-09); the variant line itself reports itself
 * (`applied`).
 */
function otherLines(d: CardDef, own: number, ops: readonly EffectOp[]): readonly number[] {
  let out: number[] | undefined;
  for (const op of ops) {
    if (!op.source) continue;
    let i = d.abilities.findIndex((a) => !!a.source && within(op.source!, a.source));
    while (i > 0 && d.abilities[i].variant) i--;
    if (i < 0 || i === own || d.abilities[i].variant) continue;
    if (!out) out = [];
    if (!out.includes(i)) out.push(i);
  }
  return out ? out.sort((x, y) => x - y) : NO_LINES;
}

/** Reads one game's events as they happen; `instanceDefs[id]` is the def index of instance `id` (state.cards[id].def). */
export class CardStatsTally {
  readonly table: CardStatsTable = {};
  private readonly playedBy = new Map<string, Set<number>>();
  /** Card name → plays per player (seat 0, seat 1). */
  private readonly playsOf = new Map<string, [number, number]>();
  /** Instances played from hand whose entering the field is the same play. */
  private readonly awaitingEntry = new Set<number>();
  /** "card:ability" activated or triggered, waiting for its link, and whether it was triggered. */
  private readonly awaitingLink = new Map<string, boolean>();
  /** Link id → [card name, ability index, the other lines it runs]. */
  private readonly links = new Map<number, [string, number, readonly number[]]>();
  /** Per ops list a link runs: per def index and ability (def * 1024 + ability), the other lines (otherLines). */
  private readonly linesMemo = new WeakMap<readonly EffectOp[], Map<number, readonly number[]>>();

  /** `linkOps` (linkOpsOf): without it, a link counts for the one ability it names. */
  constructor(
    private readonly defs: readonly CardDef[],
    private readonly instanceDefs: readonly number[],
    private readonly linkOps?: LinkOps,
  ) {
    for (const def of instanceDefs) {
      const d = defs[def];
      if (!this.table[d.name]) this.table[d.name] = emptyStats(d);
    }
  }

  private nameOf(card: number | undefined): string | undefined {
    return card !== undefined && card >= 0 && card < this.instanceDefs.length
      ? this.defs[this.instanceDefs[card]].name
      : undefined;
  }

  private ability(name: string, index: number): AbilityStats | undefined {
    return this.table[name]?.abilities[index];
  }

  /** The lines of its card a pushed link runs besides the ability it names. */
  private linesOf(e: GameEvent): readonly number[] {
    if (!this.linkOps) return NO_LINES;
    const ops = this.linkOps(e);
    if (!ops.length) return NO_LINES;
    const def = this.instanceDefs[e.card!];
    const key = def * 1024 + e.ability!;
    let memo = this.linesMemo.get(ops);
    if (!memo) this.linesMemo.set(ops, (memo = new Map()));
    let lines = memo.get(key);
    if (!lines) memo.set(key, (lines = otherLines(this.defs[def], e.ability!, ops)));
    return lines;
  }

  private markPlayed(name: string, player: number | undefined): void {
    this.table[name].played++;
    if (player === undefined) return;
    let n = this.playsOf.get(name);
    if (!n) this.playsOf.set(name, (n = [0, 0]));
    if (player === 0 || player === 1) n[player]++;
    let by = this.playedBy.get(name);
    if (!by) this.playedBy.set(name, (by = new Set()));
    by.add(player);
  }

  add(events: readonly GameEvent[]): void {
    for (const e of events) {
      const name = this.nameOf(e.card);
      if (name === undefined) continue;
      switch (e.type) {
        case 'drew':
          this.table[name].drawn++;
          break;
        case 'played':
          this.markPlayed(name, e.player);
          this.awaitingEntry.add(e.card!);
          break;
        case 'entered':
          if (!this.awaitingEntry.delete(e.card!)) this.markPlayed(name, e.player);
          break;
        case 'activated': {
          const a = this.ability(name, e.amount ?? -1);
          if (!a) break;
          if (e.info === 'trigger') a.triggered++;
          else a.activated++;
          this.awaitingLink.set(`${e.card}:${e.amount}`, e.info === 'trigger');
          break;
        }
        case 'chainPush': {
          if (e.ability === undefined || e.amount === undefined) break;
          const a = this.ability(name, e.ability);
          if (!a) break;
          // A link nothing announced runs the text of a card played from hand: a use by choice.
          const key = `${e.card}:${e.ability}`;
          const triggered = this.awaitingLink.get(key);
          if (triggered === undefined) a.activated++;
          else this.awaitingLink.delete(key);
          // The other lines the link runs are used as its own line was (SLCG-CT-05, GA-CT-02).
          const lines = this.linesOf(e);
          for (const i of lines) {
            const l = this.ability(name, i)!;
            if (triggered) l.triggered++;
            else l.activated++;
          }
          this.links.set(e.amount, [name, e.ability, lines]);
          break;
        }
        case 'applied': {
          // An ability that took effect without a link of its own (a text variant run with its base line, a
          // standing line applied as something happened).
          if (e.ability !== undefined) {
            const a = this.ability(name, e.ability);
            if (a) a.resolved++;
          }
          break;
        }
        case 'chainResolve': {
          const l = e.amount !== undefined ? this.links.get(e.amount) : undefined;
          if (!l) break;
          this.links.delete(e.amount!);
          if (e.info?.endsWith(':negated')) break;
          this.ability(l[0], l[1])!.resolved++;
          for (const i of l[2]) this.ability(l[0], i)!.resolved++;
          break;
        }
      }
    }
  }

  /** Times each player played the card so far (a balance run tells the win rate of a deck that played it). */
  playsBy(name: string): readonly [number, number] {
    return this.playsOf.get(name) ?? [0, 0];
  }

  /** Closes the game: counts the win for every card its winner played. */
  finish(winner: number | null): CardStatsTable {
    if (winner !== null && winner >= 0)
      for (const [name, by] of this.playedBy) if (by.has(winner)) this.table[name].wins++;
    return this.table;
  }
}

/** The statistics of one finished game from its whole event log. */
export function cardStatsOfGame(
  defs: readonly CardDef[],
  instanceDefs: readonly number[],
  events: readonly GameEvent[],
  winner: number | null,
  linkOps?: LinkOps,
): CardStatsTable {
  const t = new CardStatsTally(defs, instanceDefs, linkOps);
  t.add(events);
  return t.finish(winner);
}

/** Adds `more` into `into` (cards and abilities matched by name and index). */
export function addCardStats(into: CardStatsTable, more: CardStatsTable): CardStatsTable {
  for (const [name, m] of Object.entries(more)) {
    const t = into[name];
    if (!t) {
      into[name] = { drawn: m.drawn, played: m.played, wins: m.wins, abilities: m.abilities.map((a) => ({ ...a })) };
      continue;
    }
    t.drawn += m.drawn;
    t.played += m.played;
    t.wins += m.wins;
    for (let i = 0; i < m.abilities.length; i++) {
      const a = t.abilities[i];
      a.triggered += m.abilities[i].triggered;
      a.activated += m.abilities[i].activated;
      a.resolved += m.abilities[i].resolved;
    }
  }
  return into;
}
