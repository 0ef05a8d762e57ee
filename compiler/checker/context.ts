// What a check sees while the checker walks one card: the card and its text, its ruleset with
// profile and parameters, the facts read off its type line, the ability being walked, and where to
// report (with the running check's code and rule).
import {
  allowedIn,
  VOCAB_BY_ID,
  type Ability,
  type CardBlock,
  type Diagnostic,
  type DiagOptions,
  type Field,
  type RulesetId,
  type Span,
} from '../../grammar/index.js';
import { profiles, type RulesetProfile } from '../../runtime/profiles/index.js';
import { diag } from '../diagnostics.js';
import type { MarkInfo, TypeInfo } from './facts.js';
import type { Check } from './validators/registry.js';

export class CheckContext {
  readonly out: Diagnostic[] = [];
  readonly profile: RulesetProfile;
  /** First field of each id. */
  readonly fields = new Map<string, Field>();
  type: TypeInfo = { name: '', continuous: false, main: [] };
  marks: MarkInfo[] = [];
  /** The 类型 line was read whole: a mark not among `marks` is not on the card (not a misspelt one, CS1029). */
  marksKnown = true;
  /** The ability whose effects, targets and conditions are being checked. */
  ability: Ability | undefined;
  /** The check running now: `report` uses its code and rule. */
  current: Check<never> | undefined;
  /** Where the card holds words of another game (CS2001, found before any other check of the card runs). */
  foreign: Span[] = [];

  constructor(
    readonly card: CardBlock,
    readonly text: string,
    readonly ruleset: RulesetId,
    readonly params: Readonly<Record<string, unknown>>,
  ) {
    this.profile = profiles[ruleset];
    for (const f of card.fields) if (!this.fields.has(f.id)) this.fields.set(f.id, f);
  }

  /** A diagnostic of the running check; `rule` when the check's rule depends on the node. */
  report(
    span: Span,
    args: readonly (string | number)[] = [],
    rule?: string,
    extras: Pick<DiagOptions, 'notes' | 'fixes'> = {},
  ): void {
    const c = this.current!;
    const r = rule || c.rule;
    this.out.push(diag(c.code, span, args, r ? { ...extras, rule: r } : extras));
  }

  /** The card surely lacks the mark: a check that says so is no follow-on of a misspelt mark (one typo, one diagnostic). */
  lacksMark(id: string): boolean {
    return this.marksKnown && !this.marks.some((m) => m.id === id);
  }

  param(name: string): number | undefined {
    const v = this.params[name] ?? this.profile.params[name]?.default;
    return typeof v === 'number' ? v : undefined;
  }

  /** Whether a vocabulary word is usable here; words of other games are reported by the word check. */
  allowed(id: string): boolean {
    const e = VOCAB_BY_ID.get(id);
    return !e || allowedIn(e, this.ruleset);
  }

  /** Whether a word of another game lies within `span`: that word is the one diagnostic of the phrase. */
  hasForeign(span: Span): boolean {
    return this.foreign.some((f) => f.start >= span.start && f.end <= span.end);
  }

  textOf(span: Span): string {
    return this.text.slice(span.start, span.end);
  }
}
