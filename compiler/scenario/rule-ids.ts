// The rule IDs a scenario's `rules:` may cite: every `- **ID**` item of the rules inventories (rules/*.md), the
// one list of the three games' rules. Read once from the package folder; outside a package (code copied
// elsewhere) there is nothing to check against and every ID is taken as written.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { closest, diag, didYouMeanNote, type Diagnostic, type Span } from '../../grammar/index.js';
import { packageRoot } from '../package-root.js';
import './diagnostics.js';

const ITEM = /^\s*- \*\*((?:SLCG|GA|KL)-[A-Z]+-\d{2})\*\*/gm;
const FILES = ['slcg.md', 'guangan.md', 'kaling.md'];

let known: ReadonlySet<string> | null | undefined;

/** Every rule ID of the three rules files, or null when they cannot be read. */
function knownRuleIds(): ReadonlySet<string> | null {
  if (known !== undefined) return known;
  const root = packageRoot();
  try {
    if (!root) throw new Error('no package folder');
    const ids = new Set<string>();
    for (const f of FILES) for (const m of readFileSync(join(root, 'rules', f), 'utf8').matchAll(ITEM)) ids.add(m[1]);
    known = ids;
  } catch {
    known = null;
  }
  return known;
}

/**
 * CS5140 for a `rules:` ID the rules files do not have — written another way (`SLCG-KW01`) too — with the ID it most
 * likely means; undefined when the ID is known or the rules files cannot be read.
 */
export function unknownRuleId(id: string, span: Span, file: string): Diagnostic | undefined {
  const ids = knownRuleIds();
  if (!ids || ids.has(id)) return undefined;
  const guess = closest(id, [...ids]);
  return diag('CS5140', span, [id], { file, notes: guess ? [didYouMeanNote(guess)] : undefined });
}
