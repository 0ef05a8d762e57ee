// Runs before every test file (vitest.config.ts setupFiles). Card records shared between game states are frozen,
// so a write that bypasses runtime/core/state.ts's mutCard — which would change another state's card, a search
// clone's move leaking into the real game — throws where it happens (copy-on-write, docs/architecture.md).
import { cardRecordChecks } from '../runtime/core/state.js';

cardRecordChecks.freezeShared = true;
