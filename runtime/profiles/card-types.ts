// The per-ruleset card types of runtime/card-def.ts (SlcgCard, GuanganCard, KalingCard) spell out each game's
// card types and marks, because card-def.ts is copied as it is into every compiled set and may import nothing.
// The profiles are where those names are decided: this file fails to compile when the two lists differ.
import type { GuanganCard, KalingCard, SlcgCard } from '../card-def.js';
import type { guangan } from './guangan.js';
import type { kaling } from './kaling.js';
import type { slcg } from './slcg.js';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type TypesOf<P extends { cardTypes: readonly { zh: string }[] }> = P['cardTypes'][number]['zh'];
type MarksOf<P extends { marks: readonly { id: string }[] }> = P['marks'][number]['id'];

const checks: [
  Same<SlcgCard['type'], TypesOf<typeof slcg>>,
  Same<SlcgCard['marks'][number], MarksOf<typeof slcg>>,
  Same<GuanganCard['type'], TypesOf<typeof guangan>>,
  Same<GuanganCard['marks'][number], MarksOf<typeof guangan>>,
  Same<KalingCard['type'], TypesOf<typeof kaling>>,
  Same<KalingCard['marks'][number], MarksOf<typeof kaling>>,
] = [true, true, true, true, true, true];
void checks;
