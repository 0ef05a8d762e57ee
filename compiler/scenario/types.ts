// The shape of a scenario file once it has passed its schema (see schema.ts and docs/scenarios.md). What a
// side of the board and its expectations hold is the ruleset's (rulesets/<id>-spec.ts).

export type PlayerName = 'A' | 'B';

export interface SetupSpec {
  first?: PlayerName;
  turn?: number;
  active?: PlayerName;
  phase?: string;
  A?: Record<string, unknown>;
  B?: Record<string, unknown>;
  /** The ruleset's own set-up keys. */
  [key: string]: unknown;
}

/** A zone as an expectation states it: exactly these names (any order), or parts of it. */
export type ZoneExpect = string[] | { contains?: string[]; lacks?: string[]; count?: number; top?: string[] };

export type EventSpec = string | { type: string; card?: string; player?: PlayerName; amount?: number; info?: string };

export interface Expectation {
  A?: Record<string, unknown>;
  B?: Record<string, unknown>;
  winner?: PlayerName | 'draw' | 'none';
  turn?: number;
  active?: PlayerName;
  phase?: string;
  waitingFor?: string;
  actor?: PlayerName;
  events?: EventSpec[];
  noEvents?: EventSpec[];
  /** The ruleset's own keys (e.g. the board of a grid game). */
  [key: string]: unknown;
}

export type CardOrPlayer = string | { card: string; owner?: PlayerName };

/** A step as written: a bare word or an object with one action key plus by / expect / expectError / note. */
export type StepSpec =
  string | (Record<string, unknown> & { by?: PlayerName; expect?: Expectation; expectError?: string; note?: string });

export interface ScenarioSpec {
  name: string;
  description?: string;
  rules: string[];
  seed?: number;
  params?: Record<string, unknown>;
  setup?: SetupSpec;
  steps: StepSpec[];
}
