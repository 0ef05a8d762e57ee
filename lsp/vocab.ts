// What the editor features derive from the vocabulary table: forms per category and ruleset, and
// the simplified ↔ traditional character pairs learnt from the aliases (nothing is listed by hand).
import { VOCABULARY, VOCAB_BY_FORM, allowedIn, type Category, type RulesetId, type VocabEntry } from '../grammar/index.js';

/** Categories that may stand inside 【】 (static keywords, timings, sides, limits, effect kinds, variants, marks). */
export const BRACKET_CATEGORIES: ReadonlySet<Category> = new Set(['trait', 'timing', 'side', 'limit', 'effectKind', 'variant', 'mark']);

/** Entries of the given categories allowed by the ruleset (all rulesets when it is unknown). */
export function entriesFor(categories: readonly Category[], ruleset: RulesetId | undefined): VocabEntry[] {
  return VOCABULARY.filter((e) => categories.includes(e.category) && (!ruleset || allowedIn(e, ruleset)));
}

/** The 6,763 hanzi of GB 2312 (simplified Chinese): a traditional-only character is never among them. */
const GB2312: ReadonlySet<string> = (() => {
  const out = new Set<string>();
  try {
    const d = new TextDecoder('gbk');
    for (let a = 0xb0; a <= 0xf7; a++) for (let b = 0xa1; b <= 0xfe; b++) out.add(d.decode(new Uint8Array([a, b])));
  } catch {
    // Node without ICU: no script pairs are learnt, conversions are simply not offered.
  }
  return out;
})();

/**
 * Simplified → traditional per character, learnt from pairs of same-length forms of one entry: the
 * majority wins (a character kept unchanged counts too), and the traditional side must lie outside
 * GB 2312, which keeps synonym pairs (对/敌, 己/我, 卡/牌, 攻/红) out.
 */
const S2T: ReadonlyMap<string, string> = (() => {
  const counts = new Map<string, Map<string, number>>();
  const pair = (a: string, b: string) => {
    const x = [...a];
    const y = [...b];
    if (x.length !== y.length || a === b || /[A-Za-z()（）]/.test(a + b)) return;
    x.forEach((ch, i) => {
      if (ch !== y[i] && (GB2312.has(y[i]) || !GB2312.has(ch))) return;
      const m = counts.get(ch) ?? new Map<string, number>();
      m.set(y[i], (m.get(y[i]) ?? 0) + 1);
      counts.set(ch, m);
    });
  };
  for (const e of VOCABULARY) {
    const forms = [e.canonical, ...e.aliases];
    for (let i = 0; i < forms.length; i++) for (let j = i + 1; j < forms.length; j++) pair(forms[i], forms[j]);
  }
  const out = new Map<string, string>();
  for (const [ch, m] of counts) {
    const best = [...m].sort((x, y) => y[1] - x[1])[0];
    if (best && best[0] !== ch) out.set(ch, best[0]);
  }
  return out;
})();

export function toTraditionalChars(s: string): string {
  return [...s].map((ch) => S2T.get(ch) ?? ch).join('');
}

/** The traditional alias of an entry, when the vocabulary has one. */
export function traditionalOf(e: VocabEntry): string | undefined {
  const t = toTraditionalChars(e.canonical);
  return t !== e.canonical && e.aliases.includes(t) ? t : undefined;
}

/** True when `form` is the traditional spelling of its entry's canonical form (not a synonym such as 敌方). */
export function isTraditionalForm(form: string): boolean {
  const e = VOCAB_BY_FORM.get(form);
  return !!e && form !== e.canonical && traditionalOf(e) === form;
}

/** Every written form of an entry, canonical first. */
export function formsOf(e: VocabEntry): string[] {
  return [e.canonical, ...e.aliases];
}
