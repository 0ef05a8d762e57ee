// The checks of each ruleset: the common ones, then the ruleset's own.
import type { CardFile, Diagnostic, RulesetId } from '../../../grammar/index.js';
import { guangan } from '../../../runtime/profiles/guangan.js';
import { kaling } from '../../../runtime/profiles/kaling.js';
import { slcg } from '../../../runtime/profiles/slcg.js';
import { commonChecks } from './common.js';
import { clearedByChecks } from './cleared-by.js';
import { forbidChecks } from './forbid.js';
import { swapChecks } from './swap.js';
import { guanganChecks, markInHeader, markLeadingText, markOnlyLine } from './guangan.js';
import { kalingChecks } from './kaling.js';
import { merge, type ValidationChecks } from './registry.js';
import { commonRefusals, guanganRefusals, kalingRefusals } from './runtime-refusals.js';
import { slcgChecks } from './slcg.js';
import { superlativeChecks } from './superlative.js';
import { triggeredNegate } from './triggered-negate.js';

export const CHECKS: Readonly<Record<RulesetId, Required<ValidationChecks>>> = {
  slcg: merge(commonChecks, commonRefusals, forbidChecks, clearedByChecks, slcgChecks, superlativeChecks, {
    Effect: [triggeredNegate],
  }),
  guangan: merge(
    commonChecks,
    commonRefusals,
    forbidChecks,
    clearedByChecks,
    guanganChecks,
    guanganRefusals,
    superlativeChecks,
    {
      Effect: [triggeredNegate],
    },
  ),
  kaling: merge(
    commonChecks,
    commonRefusals,
    forbidChecks,
    kalingChecks,
    kalingRefusals,
    superlativeChecks,
    swapChecks,
  ),
};

export { runChecks, type Check, type ValidationChecks } from './registry.js';

const GUANGAN_MARKS = guangan.marks.map((m) => m.id);
const MARKS: Readonly<Record<RulesetId, readonly string[]>> = {
  slcg: slcg.marks.map((m) => m.id),
  guangan: GUANGAN_MARKS,
  kaling: kaling.marks.map((m) => m.id),
};

/**
 * A syntax diagnostic the ruleset's own checks replace with a better one: a 光暗 line of 【瞬发】 only (CS1015 → CS2038),
 * a 光暗 mark heading ability text (CS1024 → CS2038) or written after the card's name (CS1031 → CS2038).
 */
export function supersededSyntax(ruleset: RulesetId, file: CardFile, d: Diagnostic): boolean {
  // SLCG / 卡灵时代: a mark after the name is CS2121 (common.ts markAfterName).
  if (ruleset !== 'guangan')
    return (
      d.code === 'CS1031' &&
      file.cards.some(
        (c) => c.span.start <= d.span.start && d.span.end <= c.span.end && markInHeader(c, d, MARKS[ruleset]),
      )
    );
  return (
    ruleset === 'guangan' &&
    (d.code === 'CS1015' || d.code === 'CS1024' || d.code === 'CS1031') &&
    file.cards.some(
      (c) =>
        c.span.start <= d.span.start &&
        d.span.end <= c.span.end &&
        (markOnlyLine(c, d, GUANGAN_MARKS) ||
          markLeadingText(c, d, GUANGAN_MARKS) ||
          markInHeader(c, d, GUANGAN_MARKS)),
    )
  );
}
