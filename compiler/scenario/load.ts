// Reads a *.scenario.yaml: YAML with node ranges → JSON Schema (ajv) → ScenarioSpec. Problems are
// diagnostics with the range of the text that caused them (the helpers of compiler/manifest).
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { parseDocument, type Document } from 'yaml';
import { diag, type Diagnostic } from '../../grammar/index.js';
import { closest } from '../manifest/index.js';
import { didYouMeanNote } from '../../grammar/index.js';
import { formatPath, keySpanAt, spanAt, type PathSegment } from '../manifest/yaml-nodes.js';
import { profiles } from '../../runtime/profiles/index.js';
import './diagnostics.js';
import { scenarioRulesets, type ScenarioRuleset } from './rulesets/index.js';
import { scenarioSchema } from './schema.js';
import type { ScenarioSpec } from './types.js';

export interface LoadedScenario {
  value: ScenarioSpec | undefined;
  /** The `name` field when it is a string, even if the file has errors (for reports). */
  name?: string;
  doc: Document | undefined;
  diagnostics: Diagnostic[];
}

/** How many alias expansions a scenario file may make (the yaml package's default bound, stated here). */
const MAX_ALIAS_COUNT = 100;

let validator: ValidateFunction | undefined;
const gameValidators = new Map<string, ValidateFunction>();

function compile(schema: object): ValidateFunction {
  const ajv = new Ajv({ allErrors: true, verbose: true, strict: true, allowUnionTypes: true });
  ajv.addKeyword('enumDescriptions');
  return ajv.compile(schema);
}

function scenarioValidator(): ValidateFunction {
  return (validator ??= compile(scenarioSchema()));
}

/** The schema of one game's scenarios only (its keys, its phases, its zones …). */
function gameValidator(rules: ScenarioRuleset): ValidateFunction {
  let v = gameValidators.get(rules.id);
  if (!v) gameValidators.set(rules.id, (v = compile(scenarioSchema([rules]))));
  return v;
}

/** How messages name a game: SLCG, 光暗, 卡灵时代. */
export const gameName = (rules: ScenarioRuleset): string => profiles[rules.id].name.short;

/**
 * A file that fits the schema of every game's scenarios, checked against its own game's (known once its set is
 * found): a key another game's scenarios have (CS5142) or a value only another game has — a phase, a zone, what
 * the engine waits for, a step word (CS5143) — is named, rather than ignored or compared to a state that can never
 * have it.
 */
export function checkGameSchema(data: ScenarioSpec, doc: Document, rules: ScenarioRuleset, file: string): Diagnostic[] {
  const validate = gameValidator(rules);
  if (validate(data)) return [];
  return usefulErrors(validate.errors ?? [], data)
    .map((e) => toDiagnostic(e, data, doc, { file }, rules))
    .sort((a, b) => a.span.start - b.span.start);
}

/** The other games whose scenarios have the key of `e` where the file writes it (and every key on the way there). */
function gamesWithKey(data: unknown, e: ErrorObject, rules: ScenarioRuleset): string[] {
  const keyOf = (o: ErrorObject) =>
    `${o.instancePath}/${String((o.params as { additionalProperty?: string }).additionalProperty)}`;
  const at = keyOf(e);
  return scenarioRulesets()
    .filter((r) => r.id !== rules.id)
    .filter((r) => {
      const v = gameValidator(r);
      v(data);
      return !(v.errors ?? []).some(
        (o) => o.keyword === 'additionalProperties' && (at === keyOf(o) || at.startsWith(keyOf(o) + '/')),
      );
    })
    .map(gameName);
}

export function loadScenario(text: string, file: string): LoadedScenario {
  const diagnostics: Diagnostic[] = [];
  const opts = { file };
  const doc = parseDocument(text, { prettyErrors: false, logLevel: 'error' });
  // The yaml package may place an error one past the end of the text (a quote left open): the range stays inside.
  const inText = (n: number) => Math.min(Math.max(0, n), text.length);
  for (const e of doc.errors)
    diagnostics.push(
      diag(
        'CS5101',
        { start: inText(e.pos[0]), end: inText(Math.max(e.pos[1], e.pos[0] + 1)) },
        [e.message.split('\n')[0]],
        opts,
      ),
    );
  if (doc.errors.length) return { value: undefined, doc: undefined, diagnostics };
  let data: unknown;
  try {
    // An alias bomb (a billion laughs) stops here: the yaml package refuses to expand aliases past a bound.
    data = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (e) {
    diagnostics.push(
      diag('CS5101', { start: 0, end: Math.min(text.length, 1) }, [(e as Error).message.split('\n')[0]], opts),
    );
    return { value: undefined, doc: undefined, diagnostics };
  }
  const validate = scenarioValidator();
  if (!validate(data)) {
    for (const e of usefulErrors(validate.errors ?? [], data)) diagnostics.push(toDiagnostic(e, data, doc, opts));
    const name = (data as { name?: unknown } | null)?.name;
    return { value: undefined, doc, diagnostics, ...(typeof name === 'string' ? { name } : {}) };
  }
  return { value: data as ScenarioSpec, doc, diagnostics };
}

function pathOf(pointer: string, data: unknown): PathSegment[] {
  if (!pointer) return [];
  const out: PathSegment[] = [];
  let cur = data;
  for (const raw of pointer.slice(1).split('/')) {
    const seg = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(cur)) {
      out.push(Number(seg));
      cur = cur[Number(seg)];
    } else {
      out.push(seg);
      cur = (cur as Record<string, unknown> | undefined)?.[seg];
    }
  }
  return out;
}

/**
 * anyOf reports every branch's errors; keep the branch that got furthest (the deepest paths), then drop
 * the anyOf summary itself unless nothing else explains the node.
 */
function usefulErrors(errors: readonly ErrorObject[], data: unknown): ErrorObject[] {
  const out: ErrorObject[] = [];
  const seen = new Set<string>();
  const deeper = (e: ErrorObject) => errors.some((o) => o !== e && o.instancePath.startsWith(e.instancePath + '/'));
  for (const e of errors) {
    if (e.keyword === 'if') continue;
    // For a value written as an object, the string branch's "must be string" says nothing useful.
    const v = valueAt(data, pathOf(e.instancePath, data));
    if (
      e.keyword === 'type' &&
      typeof v === 'object' &&
      v !== null &&
      errors.some((o) => o.instancePath === e.instancePath && o.keyword !== 'type' && o.keyword !== 'anyOf')
    )
      continue;
    if (
      e.keyword === 'anyOf' &&
      (deeper(e) ||
        errors.some((o) => o.instancePath === e.instancePath && o.keyword !== 'anyOf' && o.keyword !== 'type'))
    )
      continue;
    if (e.keyword === 'enum' && typeof v === 'object') continue;
    if (e.keyword === 'type' && deeper(e)) continue;
    // A word where a word or an object may stand (`- endTurn`): the word list says it, "must be object" does not.
    if (e.keyword === 'type' && errors.some((o) => o.instancePath === e.instancePath && o.keyword === 'enum')) continue;
    const key = `${e.instancePath}|${e.keyword}|${JSON.stringify(e.params)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(e);
  }
  return out;
}

function valueAt(data: unknown, path: readonly PathSegment[]): unknown {
  let cur = data;
  for (const seg of path) cur = (cur as Record<string | number, unknown> | undefined)?.[seg];
  return cur;
}

/**
 * One schema error as a diagnostic at the YAML text it is about. With `game`, the error is against that game's own
 * schema, the file having passed every game's: a key is another game's (CS5142), a listed value another game's (CS5143).
 */
function toDiagnostic(
  e: ErrorObject,
  data: unknown,
  doc: Document,
  opts: { file: string },
  game?: ScenarioRuleset,
): Diagnostic {
  const path = pathOf(e.instancePath, data);
  const where = formatPath(path) || '(file)';
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'additionalProperties': {
      const name = String(p.additionalProperty);
      const full = [...path, name];
      const span = keySpanAt(doc, full);
      const schemaProps = propertiesAt(e.parentSchema);
      const guess = closest(name, schemaProps);
      const notes = guess ? [didYouMeanNote(guess)] : [];
      const others = game ? gamesWithKey(data, e, game) : [];
      if (others.length)
        notes.push({
          zh: `这是${others.join('、')}场景的字段`,
          en: `it is a field of ${others.join(' and ')} scenarios`,
        });
      return diag(game ? 'CS5142' : 'CS5103', span, game ? [formatPath(full), gameName(game)] : [formatPath(full)], {
        ...opts,
        ...(notes.length ? { notes } : {}),
        ...(guess
          ? { fixes: [{ title: `改为“${guess}”`, titleEn: `change to "${guess}"`, edits: [{ span, newText: guess }] }] }
          : {}),
      });
    }
    case 'required':
      return diag(
        'CS5102',
        path.length ? keySpanAt(doc, path) : { start: 0, end: 0 },
        [where, `缺少“${String(p.missingProperty)}”`, `missing "${String(p.missingProperty)}"`],
        opts,
      );
    case 'enum': {
      const allowed = (p.allowedValues as unknown[]).map(String);
      const value = String(valueAt(data, path));
      const guess = closest(value, allowed);
      if (game)
        return diag(
          'CS5143',
          spanAt(doc, path),
          [where, value, gameName(game), allowed.join('、'), allowed.join(', ')],
          guess ? { ...opts, notes: [didYouMeanNote(guess)] } : opts,
        );
      return diag(
        'CS5102',
        spanAt(doc, path),
        [where, `可选：${allowed.join('、')}`, `use ${allowed.join(', ')}`],
        guess ? { ...opts, notes: [didYouMeanNote(guess)] } : opts,
      );
    }
    case 'anyOf':
      return diag('CS5102', spanAt(doc, path), [where, ...describeAnyOf(e.parentSchema)], opts);
    default:
      return diag(
        'CS5102',
        spanAt(doc, path),
        [where, `不符合场景文件的格式（${e.keyword}：${e.message ?? ''}）`, e.message ?? e.keyword],
        opts,
      );
  }
}

function propertiesAt(schema: unknown): string[] {
  const props = (schema as { properties?: Record<string, unknown> } | undefined)?.properties;
  return props ? Object.keys(props) : [];
}

/** What an anyOf accepts, in Chinese and in English. */
function describeAnyOf(schema: unknown): [string, string] {
  const branches = ((schema as { anyOf?: { type?: string; enum?: string[] }[] }).anyOf ?? []).map((b) =>
    b.enum ? b.enum.join(' | ') : (b.type ?? '?'),
  );
  return [`应为 ${branches.join(' 或 ')}`, `expected ${branches.join(' or ')}`];
}
