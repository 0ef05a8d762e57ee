// Reads set.yaml: YAML with node ranges → JSON Schema validation (ajv) → SetManifest.
// Every problem is a diagnostic with the range of the text that caused it; nothing is thrown.
import type { ErrorObject } from 'ajv';
import { isMap, isScalar, type Document } from 'yaml';
import type { Diagnostic } from '../../grammar/diagnostics.js';
import { diag } from '../diagnostics.js';
import type { Span } from '../../grammar/source.js';
import { isRulesetId, profiles, resolveParams, RULESET_IDS, type RulesetId } from '../../runtime/profiles/index.js';
import { closest, didYouMeanNote, RULESET_ALIASES, rulesetByName } from '../../grammar/index.js';
import { FORMAT_EXAMPLES, setSchema } from './schema.js';
import { validateSetManifest } from '../validators/set-manifest.js';
import { yamlErrorZh } from '../yaml-errors.js';
import { DEFAULT_CARD_GLOBS, DEFAULT_LOCALE, DEFAULT_SCENARIO_GLOBS, type SetManifest } from './types.js';
import { formatPath, jsonTypeOf, keySpanAt, parseYaml, spanAt, type PathSegment } from './yaml-nodes.js';

export interface ManifestResult {
  /** The manifest, when the text is a mapping with a known ruleset; invalid entries are left out. */
  value: SetManifest | undefined;
  diagnostics: Diagnostic[];
  /**
   * Without a manifest (set.yaml has errors): the game its top-level `ruleset:` names all the same, when it names one
   * plainly, so the cards can still be checked against their game (every problem at once, README) — not the params.
   */
  ruleset?: RulesetId;
}

const TOP_LEVEL_FIELDS = Object.keys((setSchema().properties as object) ?? {});

/** Pairs of parameters where the first must not exceed the second. */
const ORDERED_PARAMS: Record<RulesetId, [string, string][]> = {
  slcg: [['deckMin', 'deckMax']],
  kaling: [
    ['deckMin', 'deckMax'],
    ['startingEnergy', 'maxEnergy'],
  ],
  guangan: [
    ['deckMin', 'deckMax'],
    ['exclusiveCardsMin', 'exclusiveCardsMax'],
    ['staminaPerTurn', 'maxStamina'],
  ],
};

/** The one game a broken set.yaml's top-level `ruleset:` keys name (by id or Chinese name), else nothing. */
function salvaged(doc: Document): { ruleset?: RulesetId } {
  const top = doc.contents;
  if (!isMap(top)) return {};
  const named = new Set<RulesetId | undefined>();
  for (const p of top.items)
    if (isScalar(p.key) && p.key.value === 'ruleset')
      named.add(isScalar(p.value) && typeof p.value.value === 'string' ? rulesetByName(p.value.value) : undefined);
  const [only] = named;
  return named.size === 1 && only ? { ruleset: only } : {};
}

export function loadManifest(text: string, file?: string): ManifestResult {
  const diagnostics: Diagnostic[] = [];
  const opts = file ? { file } : {};
  const { doc, duplicates } = parseYaml(text);

  for (const e of doc.errors)
    diagnostics.push(diag('CS3001', widen(text, e.pos), [yamlErrorZh(e.code), firstLine(e.message)], opts));
  for (const d of duplicates) diagnostics.push(diag('CS3016', d.span, [d.key], opts));
  for (const w of doc.warnings) diagnostics.push(diag('CS3002', widen(text, w.pos), [firstLine(w.message)], opts));
  // A syntax error leaves the tree unreliable; reporting schema errors on it would only cascade.
  if (doc.errors.length > 0 || duplicates.length > 0) return { value: undefined, diagnostics, ...salvaged(doc) };

  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: 1000 });
  } catch (e) {
    diagnostics.push(
      diag(
        'CS3001',
        { start: 0, end: 0 },
        ['别名展开过多', firstLine(e instanceof Error ? e.message : String(e))],
        opts,
      ),
    );
    return { value: undefined, diagnostics };
  }
  if (!isPlainObject(data)) {
    const r = doc.contents?.range;
    diagnostics.push(diag('CS3003', r ? { start: r[0], end: r[1] } : { start: 0, end: 0 }, [], opts));
    return { value: undefined, diagnostics };
  }

  // A game's Chinese name (either script) stands for its id, as in a card's 规则： line (grammar/rulesets.ts): the
  // manifest and everything after it see the id.
  if (typeof data.ruleset === 'string') {
    const id = rulesetByName(data.ruleset);
    if (id) data.ruleset = id;
  }

  const validate = validateSetManifest;
  const bad = new Set<string>();
  if (!validate(data)) {
    for (const e of usefulErrors(validate.errors ?? [])) {
      const d = errorToDiagnostic(e, data, doc, text, opts);
      if (!d) continue;
      bad.add(d.pointer);
      diagnostics.push(d.diagnostic);
    }
  }

  const value = buildManifest(data, bad, file);
  if (value) {
    for (const d of checkParamOrder(value, doc, opts)) diagnostics.push(d);
    for (const d of checkGlobsInside(value, doc, opts)) diagnostics.push(d);
  }
  return { value, diagnostics };
}

/** The yaml package marks some errors with one character; widen that to the word it starts (a key, a value). */
function widen(text: string, [from, to]: [number, number]): Span {
  // An error at the end of the text comes one past it (an unclosed ["a): keep every range inside the document.
  const start = Math.min(from, text.length);
  const end = Math.min(to, text.length);
  if (end - start > 1) return { start, end };
  let e = start;
  while (e < text.length && !/[\s:,\[\]{}#]/.test(text[e])) e++;
  return { start, end: Math.max(end, e) };
}

function firstLine(s: string): string {
  return s.split('\n')[0].trim();
}

function isPlainObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function escapePointer(seg: string): string {
  return seg.replace(/~/g, '~0').replace(/\//g, '~1');
}

function pointerOf(path: readonly PathSegment[]): string {
  return path.map((s) => '/' + escapePointer(String(s))).join('');
}

/** Turns a JSON pointer into a path, with numbers where the data has arrays. */
function pathOf(pointer: string, data: unknown): PathSegment[] {
  if (pointer === '') return [];
  const path: PathSegment[] = [];
  let cur: unknown = data;
  for (const raw of pointer.slice(1).split('/')) {
    const seg = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(cur)) {
      path.push(Number(seg));
      cur = cur[Number(seg)];
    } else {
      path.push(seg);
      cur = isPlainObject(cur) ? cur[seg] : undefined;
    }
  }
  return path;
}

function valueAt(data: unknown, path: readonly PathSegment[]): unknown {
  let cur = data;
  for (const seg of path) cur = (cur as Record<string | number, unknown> | undefined)?.[seg];
  return cur;
}

/** Drops ajv's bookkeeping errors and repeats; a type error on a node hides its other errors. */
function usefulErrors(errors: readonly ErrorObject[]): ErrorObject[] {
  const typed = new Set(errors.filter((e) => e.keyword === 'type').map((e) => e.instancePath));
  const seen = new Set<string>();
  const out: ErrorObject[] = [];
  for (const e of errors) {
    if (e.keyword === 'if') continue;
    if (e.keyword !== 'type' && typed.has(e.instancePath)) continue;
    const p = e.params as Record<string, unknown>;
    const id = `${e.instancePath}|${e.keyword}|${String(p.additionalProperty ?? p.missingProperty ?? '')}`;
    if (seen.has(id)) continue;
    seen.add(id);
    out.push(e);
  }
  return out;
}

function errorToDiagnostic(
  e: ErrorObject,
  data: Record<string, unknown>,
  doc: Document,
  text: string,
  opts: { file?: string },
): { diagnostic: Diagnostic; pointer: string } | undefined {
  const path = pathOf(e.instancePath, data);
  const where = formatPath(path);
  const params = e.params as Record<string, unknown>;
  const value = valueAt(data, path);
  const ruleset = isRulesetId(data.ruleset) ? data.ruleset : undefined;

  switch (e.keyword) {
    case 'required': {
      const missing = [...path, String(params.missingProperty)];
      // Point at the key of the map that lacks the field, or at the start of the file.
      const span = path.length ? keySpanAt(doc, path) : { start: 0, end: 0 };
      return { diagnostic: diag('CS3004', span, [formatPath(missing)], opts), pointer: pointerOf(missing) };
    }
    case 'additionalProperties': {
      const name = String(params.additionalProperty);
      const full = [...path, name];
      const span = keySpanAt(doc, full);
      if (path.length === 1 && path[0] === 'params' && ruleset) {
        return { diagnostic: unknownParam(name, ruleset, span, opts), pointer: pointerOf(full) };
      }
      const notes: { zh: string; en: string }[] = [];
      const fixes = [];
      const guess = path.length === 0 ? closest(name, TOP_LEVEL_FIELDS) : undefined;
      if (guess) {
        notes.push(didYouMeanNote(guess));
        fixes.push(replaceFix(span, guess));
      } else if (path.length === 0 && RULESET_IDS.some((id) => name in profiles[id].params)) {
        notes.push({
          zh: `规则参数要写在 params 下：params: { ${name}: … }`,
          en: `ruleset parameters go under params: params: { ${name}: … }`,
        });
      }
      return {
        diagnostic: diag('CS3005', span, [formatPath(full)], { ...opts, notes, fixes }),
        pointer: pointerOf(full),
      };
    }
    case 'type': {
      const expected = Array.isArray(params.type) ? params.type.join(' | ') : String(params.type);
      const notes: { zh: string; en: string }[] = [];
      const span = spanAt(doc, path);
      if (expected === 'string' && (typeof value === 'number' || typeof value === 'boolean')) {
        const quoted = `${String(path[path.length - 1])}: "${text.slice(span.start, span.end)}"`;
        notes.push({ zh: `加上引号：${quoted}`, en: `quote it: ${quoted}` });
      }
      const d = diag('CS3006', span, [where, expected, jsonTypeOf(value)], {
        ...opts,
        notes,
        rule: ruleOfParam(ruleset, path),
      });
      return { diagnostic: d, pointer: e.instancePath };
    }
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]).map(String);
      const span = spanAt(doc, path);
      const shown = String(value);
      if (path.length === 1 && path[0] === 'ruleset') {
        // A typo of an id, of a game's Chinese name (卡林时代 → 卡灵时代), or a game's English name.
        const guess =
          closest(shown, RULESET_IDS) ??
          closest(shown, Object.keys(RULESET_ALIASES)) ??
          RULESET_IDS.find((id) => profiles[id].name.en === shown);
        const more = guess ? { notes: [didYouMeanNote(guess)], fixes: [replaceFix(span, guess)] } : {};
        return { diagnostic: diag('CS3007', span, [shown], { ...opts, ...more }), pointer: e.instancePath };
      }
      const guess = closest(shown, allowed);
      const more = guess ? { notes: [didYouMeanNote(guess)], fixes: [replaceFix(span, guess)] } : {};
      const d = diag('CS3009', span, [where, shown, allowed.join(', ')], {
        ...opts,
        ...more,
        rule: ruleOfParam(ruleset, path),
      });
      return { diagnostic: d, pointer: e.instancePath };
    }
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum': {
      const bound = `${params.comparison as string} ${String(params.limit)}`.replace('>=', '≥').replace('<=', '≤');
      const d = diag('CS3010', spanAt(doc, path), [where, String(value), bound], {
        ...opts,
        rule: ruleOfParam(ruleset, path),
      });
      return { diagnostic: d, pointer: e.instancePath };
    }
    case 'maxProperties':
    case 'maxItems': {
      // A documented size limit (docs/set-manifest.md), so a hostile manifest is refused, not slow.
      const n = Array.isArray(value)
        ? value.length
        : value && typeof value === 'object'
          ? Object.keys(value).length
          : 0;
      return {
        diagnostic: diag('CS3015', keySpanAt(doc, path), [where, n, String(params.limit)], opts),
        pointer: e.instancePath,
      };
    }
    case 'minLength':
      return { diagnostic: diag('CS3014', spanAt(doc, path), [where], opts), pointer: e.instancePath };
    case 'pattern': {
      const key = String(path[path.length - 1]) as keyof typeof FORMAT_EXAMPLES;
      const example = FORMAT_EXAMPLES[key] ?? String(params.pattern);
      return { diagnostic: diag('CS3011', spanAt(doc, path), [where, example], opts), pointer: e.instancePath };
    }
    default:
      return {
        diagnostic: diag('CS3012', spanAt(doc, path), [where, e.message ?? e.keyword], opts),
        pointer: e.instancePath,
      };
  }
}

function ruleOfParam(ruleset: RulesetId | undefined, path: readonly PathSegment[]): string | undefined {
  if (!ruleset || path.length !== 2 || path[0] !== 'params') return undefined;
  return profiles[ruleset].params[String(path[1])]?.rule;
}

function replaceFix(span: Span, text: string) {
  return { title: `改为“${text}”`, titleEn: `change to "${text}"`, edits: [{ span, newText: text }] };
}

function unknownParam(name: string, ruleset: RulesetId, span: Span, opts: { file?: string }): Diagnostic {
  const notes: { zh: string; en: string }[] = [];
  const fixes = [];
  const guess = closest(name, Object.keys(profiles[ruleset].params));
  if (guess) {
    notes.push(didYouMeanNote(guess));
    fixes.push(replaceFix(span, guess));
  }
  const elsewhere = RULESET_IDS.filter((id) => id !== ruleset && name in profiles[id].params);
  if (elsewhere.length) {
    const list = elsewhere.join('、');
    notes.push({ zh: `“${name}”是 ${list} 的参数`, en: `"${name}" is a parameter of ${elsewhere.join(', ')}` });
  }
  return diag('CS3008', span, [name, ruleset], { ...opts, notes, fixes });
}

/** Builds the manifest from validated data, leaving out every entry that had an error. */
function buildManifest(
  data: Record<string, unknown>,
  bad: ReadonlySet<string>,
  file: string | undefined,
): SetManifest | undefined {
  const ok = (path: PathSegment[]): boolean => {
    const p = pointerOf(path);
    for (const b of bad) if (b === p || b.startsWith(p + '/') || p.startsWith(b + '/')) return false;
    return true;
  };
  if (!isRulesetId(data.ruleset)) return undefined;
  const strings = (key: 'cards' | 'scenarios', dflt: string[]): string[] => {
    const v = data[key];
    if (!Array.isArray(v)) return [...dflt];
    return v.filter((item, i) => typeof item === 'string' && ok([key, i])) as string[];
  };
  const m: SetManifest = {
    name: typeof data.name === 'string' ? data.name : '',
    ruleset: data.ruleset,
    locale: typeof data.locale === 'string' && ok(['locale']) ? data.locale : DEFAULT_LOCALE,
    params: {},
    cards: strings('cards', DEFAULT_CARD_GLOBS),
    scenarios: strings('scenarios', DEFAULT_SCENARIO_GLOBS),
    decks: {},
  };
  if (file) m.file = file;
  if (typeof data.version === 'string' && ok(['version'])) m.version = data.version;
  if (typeof data.description === 'string') m.description = data.description;
  if (isPlainObject(data.params)) {
    for (const [k, v] of Object.entries(data.params))
      if (ok(['params', k]) && k in profiles[m.ruleset].params) m.params[k] = v;
  }
  if (isPlainObject(data.decks)) {
    for (const [deck, list] of Object.entries(data.decks)) {
      // A deck with a schema error is left out: checking its size too would only repeat the error.
      if (!isPlainObject(list) || !ok(['decks', deck])) continue;
      // An own property whatever the name: a deck called __proto__ must not become the map's prototype.
      Object.defineProperty(m.decks, deck, {
        value: { ...(list as Record<string, number>) },
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
  }
  return m;
}

/**
 * Globs reach only inside the set's folder (files are listed under it and matched by relative path), so an
 * absolute path or one that climbs out with `..` matches nothing: say so rather than ignore it silently.
 */
function checkGlobsInside(m: SetManifest, doc: Document, opts: { file?: string }): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const field of ['cards', 'scenarios'] as const) {
    m[field].forEach((g, i) => {
      if (/^([\\/]|[A-Za-z]:)/.test(g) || /(^|[\\/])\.\.([\\/]|$)/.test(g))
        out.push(diag('CS3017', spanAt(doc, [field, i]), [g], opts));
    });
  }
  return out;
}

function checkParamOrder(m: SetManifest, doc: Document, opts: { file?: string }): Diagnostic[] {
  const out: Diagnostic[] = [];
  const values = resolveParams(m.ruleset, m.params) as Record<string, unknown>;
  for (const [lo, hi] of ORDERED_PARAMS[m.ruleset]) {
    const a = values[lo];
    const b = values[hi];
    if (typeof a !== 'number' || typeof b !== 'number' || a <= b) continue;
    const at = lo in m.params ? lo : hi;
    const span = spanAt(doc, ['params', at]);
    out.push(
      diag('CS3013', span, [lo, String(a), hi, String(b)], { ...opts, rule: profiles[m.ruleset].params[lo].rule }),
    );
  }
  return out;
}
