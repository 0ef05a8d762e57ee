// Per-card statistics from a game's event log, the same for every ruleset (they all emit drew / played /
// entered / activated / chainPush / chainResolve): "did my card ever do anything?". A tally reads events as
// they come (no log needs keeping) and is summed over games with addCardStats.

import type { CardDef } from '../card-def.js';
import type { GameEvent } from './events.js';

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

/** Reads one game's events as they happen; `instanceDefs[id]` is the def index of instance `id` (state.cards[id].def). */
export class CardStatsTally {
  readonly table: CardStatsTable = {};
  private readonly playedBy = new Map<string, Set<number>>();
  /** Card name → plays per player (seat 0, seat 1). */
  private readonly playsOf = new Map<string, [number, number]>();
  /** Instances played from hand whose entering the field is the same play. */
  private readonly awaitingEntry = new Set<number>();
  /** "card:ability" activated or triggered, waiting for its link. */
  private readonly awaitingLink = new Set<string>();
  /** Link id → [card name, ability index]. */
  private readonly links = new Map<number, [string, number]>();

  constructor(
    private readonly defs: readonly CardDef[],
    private readonly instanceDefs: readonly number[],
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
          this.awaitingLink.add(`${e.card}:${e.amount}`);
          break;
        }
        case 'chainPush': {
          if (e.ability === undefined || e.amount === undefined) break;
          const a = this.ability(name, e.ability);
          if (!a) break;
          // A link nothing announced runs the text of a card played from hand: a use by choice.
          if (!this.awaitingLink.delete(`${e.card}:${e.ability}`)) a.activated++;
          this.links.set(e.amount, [name, e.ability]);
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
          if (!e.info?.endsWith(':negated')) this.ability(l[0], l[1])!.resolved++;
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
): CardStatsTable {
  const t = new CardStatsTally(defs, instanceDefs);
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
