// Events the engine emits; the event log of a game is the list of these, in order.

export type GameEventType =
  | 'gameStart'
  | 'turnStart'
  | 'turnEnd'
  | 'phase'
  | 'entered'
  | 'destroyed'
  | 'damaged'
  | 'tapped'
  | 'untapped'
  | 'moved'
  | 'attacked'
  | 'drew'
  | 'activated'
  | 'played'
  | 'trauma'
  | 'healed'
  | 'pushed'
  | 'converted'
  | 'resource'
  | 'negated'
  | 'chainPush'
  | 'chainResolve'
  | 'shuffled'
  | 'choice'
  | 'applied'
  | 'cleanup'
  | 'gameOver'
  | (string & {});

/** Flat and JSON-friendly so logs can be compared with JSON.stringify. */
export interface GameEvent {
  type: GameEventType;
  player?: number;
  card?: number;
  target?: number;
  amount?: number;
  from?: string;
  to?: string;
  info?: string;
  /** chainPush: the ability index of the source card the link runs (absent for links that run none); applied: the ability that took effect. */
  ability?: number;
}
