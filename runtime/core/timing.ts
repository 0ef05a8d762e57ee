// Timing names in card text → the engine's event types.

/**
 * `enter` (登场时) wakes on 'entered', `cardActivated` on 'played', `moved` (移动时, KL-MV-04) on a grid step
 * 'stepped' (a card changing zones is 'moved'); every other timing name is its own event type.
 */
const TIMING_EVENT: Readonly<Record<string, string>> = { enter: 'entered', cardActivated: 'played', moved: 'stepped' };

export const eventOfTiming = (t: string): string => TIMING_EVENT[t] ?? t;
