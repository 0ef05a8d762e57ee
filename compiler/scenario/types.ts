// The shape of a scenario file once it has passed its schema (see schema.ts and docs/scenarios.md).

export type PlayerName = 'A' | 'B';

export interface MainCardSpec {
  card: string;
  tapped?: boolean;
  damage?: number;
  keywords?: string[];
  new?: boolean;
}

export interface SideSpec {
  hand?: string[];
  main?: (string | MainCardSpec)[];
  deck?: string[];
  discard?: string[];
  energy?: number;
  extremeEnergy?: number;
  victory?: number;
  trauma?: number;
  dying?: boolean | number;
  conversions?: number;
}

export interface SetupSpec {
  first?: PlayerName;
  turn?: number;
  active?: PlayerName;
  phase?: 'main' | 'start';
  moments?: string[];
  igniteClaimed?: boolean;
  A?: SideSpec;
  B?: SideSpec;
}

export type ZoneExpect = string[] | { contains?: string[]; lacks?: string[]; count?: number; top?: string[] };

export interface CardExpect {
  zone?: 'hand' | 'main' | 'deck' | 'discard' | 'energy';
  tapped?: boolean;
  damage?: number;
  keywords?: string[];
  lacks?: string[];
}

export interface SideExpect {
  victory?: number;
  trauma?: number;
  energy?: number;
  extremeEnergy?: number;
  dying?: boolean;
  hand?: ZoneExpect;
  main?: ZoneExpect;
  deck?: ZoneExpect;
  discard?: ZoneExpect;
  energyZone?: ZoneExpect;
  cards?: Record<string, CardExpect>;
}

export type EventSpec = string | { type: string; card?: string; player?: PlayerName; amount?: number; info?: string };

export interface Expectation {
  A?: SideExpect;
  B?: SideExpect;
  winner?: PlayerName | 'draw' | 'none';
  turn?: number;
  active?: PlayerName;
  phase?: string;
  waitingFor?: string;
  actor?: PlayerName;
  events?: EventSpec[];
  noEvents?: EventSpec[];
}

export type CardOrPlayer = string | { card: string; owner?: PlayerName };

/** A step as written: a bare word or an object with one action key plus by / expect / expectError / note. */
export type StepSpec = string | (Record<string, unknown> & { by?: PlayerName; expect?: Expectation; expectError?: string; note?: string });

export interface ScenarioSpec {
  name: string;
  description?: string;
  rules: string[];
  seed?: number;
  params?: Record<string, unknown>;
  setup?: SetupSpec;
  steps: StepSpec[];
}
