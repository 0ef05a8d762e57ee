// The shared game driver: the loop, target choice, trigger flushing, link resolution, decisions and the
// reducer's generic half. Rulesets plug in through core/ruleset.ts.

export { advance } from './loop.js';
export { actorOf, chooseAction, checkAction, legalActions, performAction, PASS, windowOpen } from './actions.js';
export { continueBuilding, effectsOf, optionLabel, startBuilding } from './building.js';
export { beginTriggered, flushOneTrigger } from './triggers.js';
export { effectContext, resolveTop } from './resolve.js';
export { answerDecision } from './decisions.js';
