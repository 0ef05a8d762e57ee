// Board validation: a scenario's `setup` must describe a state its game could reach. Each ruleset declares its
// checks (rulesets/<id>-checks.ts, one function per check with its code and rule ID); the checks every game
// shares are made here from what the ruleset tells them (its deck rules, its zones). Spec checks read the set-up
// as written and run before anything is built; state checks read the placed board (values in force, static lines
// included) before any phase runs. Every problem is a diagnostic at the YAML text that caused it.
import type { Document } from 'yaml';
import { diag, type Diagnostic, type Span } from '../../grammar/index.js';
import type { CardDef, GameState, RulesetId } from '../../runtime/index.js';
import { copyLimit } from '../../runtime/profiles/decks.js';
import { resolveParams } from '../../runtime/profiles/index.js';
import { keySpanAt, spanAt, type PathSegment } from '../manifest/yaml-nodes.js';
import type { BoardCode } from './diagnostics.js';
import { parseRef } from './names.js';
import type { LoadedSet } from './set-cache.js';
import type { ScenarioSpec, SetupSpec } from './types.js';

/** The most turns a scenario may start at: far beyond any game (bots stop at 10,000 decisions), far inside exact integers. */
export const MAX_SCENARIO_TURN = 10_000;

/** The board as placed: a real game state with every zone set, no phase run yet, and the state's card for each written entry. */
export interface PlacedBoard {
  state: GameState;
  /** pathKey(path of the entry in the YAML) → the card instance placed for it. */
  ids: Map<string, number>;
}

export const pathKey = (path: readonly PathSegment[]): string => path.join('\u0000');

/** A set-up that cannot be built as written (CS5117): what is wrong, in both languages, and the key that says it. */
export class SetupError extends Error {
  constructor(
    readonly zh: string,
    readonly en: string,
    readonly path: readonly PathSegment[] = ['setup'],
  ) {
    super(en);
  }
}

/** Every card a set-up places was made for it by the game's own set-up; none left is a runner bug, said in both languages. */
export const noneLeft = (p: number, name: string): SetupError =>
  new SetupError(`没有剩余的“${name}”可放给 ${p ? 'B' : 'A'}`, `no card ${name} left for ${p ? 'B' : 'A'}`);

/** What a check reads: the set-up, the set, the parameters in force and, for state checks, the placed board. */
export interface BoardFacts {
  /** The scenario file's text and YAML document (to find the text of an area inside the board notation). */
  text: string;
  doc: Document;
  spec: ScenarioSpec;
  setup: SetupSpec;
  set: LoadedSet;
  ruleset: RulesetId;
  /** The ruleset's parameters: defaults, then set.yaml, then the scenario's own. */
  params: Record<string, unknown>;
  turn: number;
  placed?: PlacedBoard;
  /** The card of a name (名称 or 名称#2), when the set has it. */
  card(text: string): CardDef | undefined;
}

/** Where a problem is: a path into the YAML, or a span found by the check (an area inside the board text). */
export type BoardPlace = readonly PathSegment[] | Span;

export type BoardReport = (at: BoardPlace, args: readonly (string | number)[]) => void;

export interface BoardCheck {
  /** What must hold, in a few words (docs and test names use it). */
  name: string;
  code: BoardCode;
  /** The rule that makes the board impossible otherwise. */
  rule: string;
  /** `spec`: the set-up as written; `state`: the placed board. */
  stage: 'spec' | 'state';
  check(f: BoardFacts, report: BoardReport): void;
}

/** Runs the checks of one stage; every problem found is a diagnostic with the check's code and rule. */
export function checkBoard(
  checks: readonly BoardCheck[],
  stage: BoardCheck['stage'],
  base: Omit<BoardFacts, 'card'>,
  doc: Document,
  file: string,
): Diagnostic[] {
  const out: Diagnostic[] = [];
  const f: BoardFacts = { ...base, card: (text) => base.set.byName.get(parseRef(text).name) };
  for (const c of checks) {
    if (c.stage !== stage) continue;
    c.check(f, (at, args) => {
      const span = Array.isArray(at) ? spanAt(doc, at as PathSegment[]) : (at as Span);
      out.push(diag(c.code, span, args, { file, rule: c.rule }));
    });
  }
  return out;
}

/** The parameters a board is judged by: the ruleset's defaults, set.yaml's, then the scenario's. */
export function boardParams(set: LoadedSet, spec: ScenarioSpec): Record<string, unknown> {
  const id = set.manifest?.ruleset ?? 'slcg';
  return { ...resolveParams(id, { ...(set.manifest?.params ?? {}), ...(spec.params ?? {}) }) };
}

/** One card a side's set-up writes: its text as written and where. */
export interface WrittenCard {
  text: string;
  path: PathSegment[];
  /** Where the entry says it is (for messages): `A.hand`, `A.main`, `board c3`. */
  place: string;
  /** Its text, when the path alone does not find it (an area inside the board notation). */
  span?: Span;
}

const whereOf = (c: WrittenCard): BoardPlace => c.span ?? c.path;

/** How a ruleset lists the cards of a side for the shared checks. */
export interface SideCards {
  /** Every card of the side that came from its deck (what deck rules count), in the order written. */
  deckCards(f: BoardFacts, who: 'A' | 'B'): WrittenCard[];
}

// ── the checks every game shares ──────────────────────────────────────────────────────────────────

/**
 * A turn number far beyond any game (1e20 is a float the engine cannot count on from): the whole board is
 * refused. `rule` is the ruleset's turn-structure rule.
 */
function turnBound(rule: string): BoardCheck {
  return {
    name: 'turn number within bounds',
    code: 'CS5138',
    rule,
    stage: 'spec',
    check(f, report) {
      if (f.setup.turn !== undefined && f.setup.turn > MAX_SCENARIO_TURN)
        report(['setup', 'turn'], [f.setup.turn, MAX_SCENARIO_TURN]);
    },
  };
}

/**
 * Every entry of a card list is one card; `名称#2` names it as the second copy of its player's. The same
 * `名称#n` written twice for one player is one card in two places at once (the runtime's invariant: every
 * card instance is in exactly one zone).
 */
function oneCardOnePlace(rule: string, sides: SideCards): BoardCheck {
  return {
    name: 'a named copy is in one place',
    code: 'CS5130',
    rule,
    stage: 'spec',
    check(f, report) {
      for (const who of ['A', 'B'] as const) {
        const seen = new Map<string, WrittenCard>();
        for (const c of sides.deckCards(f, who)) {
          if (!/#\d+\s*$/.test(c.text)) continue;
          const ref = parseRef(c.text);
          const key = `${ref.name}#${ref.nth}`;
          const first = seen.get(key);
          if (first) report(whereOf(c), [`${ref.name}#${ref.nth + 1}`, first.place, c.place]);
          else seen.set(key, c);
        }
      }
    },
  };
}

/**
 * Copies: a side holds no more copies of one name, in all its zones together, than one deck may hold (the
 * deck rules' limit for that card, `copyLimit`). Reported once per name, at the first copy too many.
 */
function copiesWithinDeckRules(rule: string, sides: SideCards): BoardCheck {
  return {
    name: 'copies within the deck rules',
    code: 'CS5131',
    rule,
    stage: 'spec',
    check(f, report) {
      for (const who of ['A', 'B'] as const) {
        const count = new Map<string, { n: number; at?: WrittenCard }>();
        const cards = sides.deckCards(f, who);
        for (const c of cards) {
          const def = f.card(c.text);
          if (!def) continue;
          const e = count.get(def.name) ?? { n: 0 };
          e.n++;
          if (e.n === copyLimit(f.ruleset, def, f.params) + 1) e.at = c;
          count.set(def.name, e);
        }
        for (const [name, e] of count)
          if (e.at) report(whereOf(e.at), [who, e.n, name, copyLimit(f.ruleset, f.card(name)!, f.params)]);
      }
    },
  };
}

/** A side holds no more cards than one deck may (its deck rule's `deckMax`). */
function cardsWithinDeckSize(rule: string, sides: SideCards): BoardCheck {
  return {
    name: 'no more cards than a deck holds',
    code: 'CS5132',
    rule,
    stage: 'spec',
    check(f, report) {
      const max = f.params.deckMax as number;
      for (const who of ['A', 'B'] as const) {
        const n = sides.deckCards(f, who).length;
        if (n > max) report(keySpanAt(f.doc, ['setup', who]), [who, n, max]);
      }
    },
  };
}

/** The shared checks with a ruleset's rule IDs and its way of listing a side's cards. */
export function sharedBoardChecks(
  rules: { turn: string; zones: string; copies: string; deckSize: string },
  sides: SideCards,
): BoardCheck[] {
  return [
    turnBound(rules.turn),
    oneCardOnePlace(rules.zones, sides),
    copiesWithinDeckRules(rules.copies, sides),
    cardsWithinDeckSize(rules.deckSize, sides),
  ];
}

/** The entries of named string lists of a side (`hand`, `deck` …), with their paths. */
export function listed(
  side: Record<string, unknown> | undefined,
  who: 'A' | 'B',
  keys: readonly string[],
): WrittenCard[] {
  const out: WrittenCard[] = [];
  if (!side) return out;
  for (const k of keys) {
    const list = side[k];
    if (!Array.isArray(list)) continue;
    list.forEach((x: unknown, j) => {
      if (typeof x === 'string') out.push({ text: x, path: ['setup', who, k, j], place: `${who}.${k}` });
      else if (x && typeof x === 'object' && typeof (x as { card?: unknown }).card === 'string') {
        out.push({ text: (x as { card: string }).card, path: ['setup', who, k, j, 'card'], place: `${who}.${k}` });
      }
    });
  }
  return out;
}

/**
 * A number of each side's set-up (`setup.A.<key>`) above its cap (CS5133): `max` names the rule parameter that
 * holds the cap (its value in force) or is the cap itself, for a rule with no parameter (KL-SK-03's two uses).
 */
export function sideCap(key: string, max: string | number, rule: string, name: string): BoardCheck {
  return {
    name,
    code: 'CS5133',
    rule,
    stage: 'spec',
    check(f, report) {
      const cap = typeof max === 'number' ? max : (f.params[max] as number);
      for (const who of ['A', 'B'] as const) {
        const n = ((f.setup as Record<string, unknown>)[who] as Record<string, unknown> | undefined)?.[key];
        if (typeof n === 'number' && n > cap) report(['setup', who, key], [`${who}.${key}`, n, cap]);
      }
    },
  };
}
