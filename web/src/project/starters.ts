// The starter sets (one per game, from cards/ at build time; see web/tools/starters.ts).
import { STARTERS as ALL } from 'virtual:starters';
import type { ProjectFile } from './project.js';

export interface StarterSet {
  ruleset: string;
  name: string;
  files: ProjectFile[];
}

export const STARTERS: readonly StarterSet[] = ALL;

export const GAME_NAMES: Record<string, string> = { slcg: '萨姆传奇 SLCG', guangan: '光暗', kaling: '卡灵时代' };

export function starterOf(ruleset: string): StarterSet | undefined {
  return STARTERS.find((s) => s.ruleset === ruleset);
}
