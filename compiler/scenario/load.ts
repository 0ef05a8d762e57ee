// Reads a *.scenario.yaml: YAML with node ranges → JSON Schema (ajv) → ScenarioSpec. Problems are
// diagnostics with the range of the text that caused them (the helpers of compiler/manifest), worded for a
// designer in Chinese and in English (schema-words.ts): one diagnostic per problem, never the validator's text.
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { parseDocument, type Document } from 'yaml';
import { diag, type Diagnostic } from '../../grammar/index.js';
import { closest, type JsonSchema } from '../manifest/index.js';
import { didYouMeanNote } from '../../grammar/index.js';
import { formatPath, keySpanAt, spanAt, type PathSegment } from '../manifest/yaml-nodes.js';
import { profiles } from '../../runtime/profiles/index.js';
import './diagnostics.js';
import { yamlErrorZh } from '../yaml-errors.js';
import { unknownRuleId } from './rule-ids.js';
import { scenarioRulesets, type ScenarioRuleset } from './rulesets/index.js';
import { scenarioSchema } from './schema.js';
import { exampleOf, PATTERN_WORDS, resolve, shapeOf, typeFits, writtenAs, type Words } from './schema-words.js';
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

interface Checker {
  schema: JsonSchema;
  validate: ValidateFunction;
}

let everyGame: Checker | undefined;
const perGame = new Map<string, Checker>();

function compile(schema: JsonSchema): Checker {
  const ajv = new Ajv({ allErrors: true, verbose: true, strict: true, allowUnionTypes: true });
  ajv.addKeyword('enumDescriptions');
  return { schema, validate: ajv.compile(schema) };
}

/** The schema of every game's scenarios (the published one). */
const unionChecker = (): Checker => (everyGame ??= compile(scenarioSchema()));

/** The schema of one game's scenarios only (its keys, its phases, its zones …). */
function gameChecker(rules: ScenarioRuleset): Checker {
  let c = perGame.get(rules.id);
  if (!c) perGame.set(rules.id, (c = compile(scenarioSchema([rules]))));
  return c;
}

/** How messages name a game: SLCG, 光暗, 卡灵时代. */
export const gameName = (rules: ScenarioRuleset): string => profiles[rules.id].name.short;

/** One error of the file against a schema, as it will be reported: `required` errors of one object merged. */
interface Problem {
  e: ErrorObject;
  /** `required`: every key missing from the object. */
  missing?: string[];
}

/**
 * `- endTurn` with `expect:` under it: a step written as a bare word is a string, so the keys below it are read as
 * the word's continuation (MULTILINE_IMPLICIT_KEY at the word; with a comment after the word, MISSING_CHAR at the
 * next line). Said in the file's terms, with the colon as the fix.
 */
function bareStepWithKeys(
  text: string,
  at: number,
): { note: { zh: string; en: string }; fix: NonNullable<Diagnostic['fixes']>[number] } | undefined {
  let lineStart = text.lastIndexOf('\n', at - 1) + 1;
  // At the indentation of a line, the step is the line before it (blank and comment lines skipped).
  if (/^[ \t]*$/.test(text.slice(lineStart, at))) {
    const lines = text.slice(0, lineStart).split('\n');
    lines.pop();
    while (lines.length && /^\s*(#.*)?$/.test(lines[lines.length - 1])) lines.pop();
    if (!lines.length) return undefined;
    lineStart = lines.slice(0, -1).join('\n').length + (lines.length > 1 ? 1 : 0);
  }
  const m = /^(\s*-\s+)([A-Za-z]+)[ \t]*(?:#[^\n]*)?\r?(?:\n|$)/.exec(text.slice(lineStart));
  if (!m) return undefined;
  const word = m[2];
  const end = lineStart + m[1].length + word.length;
  return {
    note: {
      zh: `写成一个词的一步（- ${word}）下面不能再有键：写成“- ${word}:”，下面的键才属于这一步`,
      en: `a step written as a bare word (- ${word}) takes no keys below it: write "- ${word}:" so they belong to the step`,
    },
    fix: { title: `改为“${word}:”`, titleEn: `write "${word}:"`, edits: [{ span: { start: end, end }, newText: ':' }] },
  };
}

export function loadScenario(text: string, file: string, rules?: ScenarioRuleset): LoadedScenario {
  const diagnostics: Diagnostic[] = [];
  const opts = { file };
  const doc = parseDocument(text, { prettyErrors: false, logLevel: 'error' });
  // The yaml package may place an error one past the end of the text (a quote left open): the range stays inside.
  const inText = (n: number) => Math.min(Math.max(0, n), text.length);
  for (const e of doc.errors) {
    const en = e.message.split('\n')[0];
    const bare =
      e.code === 'MULTILINE_IMPLICIT_KEY' || e.code === 'MISSING_CHAR' ? bareStepWithKeys(text, e.pos[0]) : undefined;
    diagnostics.push(
      diag(
        'CS5101',
        { start: inText(e.pos[0]), end: inText(Math.max(e.pos[1], e.pos[0] + 1)) },
        [yamlErrorZh(e.code), en],
        bare ? { ...opts, notes: [bare.note], fixes: [bare.fix] } : opts,
      ),
    );
  }
  if (doc.errors.length) return { value: undefined, doc: undefined, diagnostics };
  let data: unknown;
  try {
    // An alias bomb (a billion laughs) stops here: the yaml package refuses to expand aliases past a bound.
    data = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (e) {
    diagnostics.push(
      diag(
        'CS5101',
        { start: 0, end: Math.min(text.length, 1) },
        [`别名展开过多（最多 ${MAX_ALIAS_COUNT} 次）`, (e as Error).message.split('\n')[0]],
        opts,
      ),
    );
    return { value: undefined, doc: undefined, diagnostics };
  }
  diagnostics.push(...schemaDiagnostics(data, doc, file, rules));
  if (diagnostics.length) {
    const name = (data as { name?: unknown } | null)?.name;
    return { value: undefined, doc, diagnostics, ...(typeof name === 'string' ? { name } : {}) };
  }
  return { value: data as ScenarioSpec, doc, diagnostics };
}

/**
 * The file against the schema of every game's scenarios, and, once its set's game is known, against that game's
 * own: there a key only another game's scenarios have (CS5142) or a value only another game has — a phase, a zone,
 * what the engine waits for, a step word (CS5143) — is named rather than ignored or compared with a state that can
 * never have it, and every other problem is described by the game's own shapes (`attack: {attacker, at}` in
 * 卡灵时代, not the union of every game's).
 */
function schemaDiagnostics(data: unknown, doc: Document, file: string, rules?: ScenarioRuleset): Diagnostic[] {
  const union = unionChecker();
  const unionOk = union.validate(data);
  const unionProblems = unionOk ? [] : explain(union.validate.errors ?? [], data, union.schema);
  const game = rules ? gameChecker(rules) : undefined;
  if (!rules || !game || game.validate(data)) {
    return unionProblems
      .map((p) => toDiagnostic(p, data, doc, file, union.schema))
      .sort((a, b) => a.span.start - b.span.start);
  }
  // The same key refused, or a value refused at the same place, by every game's schema too: a plain mistake.
  const keyOf = (e: ErrorObject) =>
    `${e.instancePath}|${e.keyword}|${e.keyword === 'additionalProperties' ? String((e.params as { additionalProperty?: unknown }).additionalProperty) : ''}`;
  const plain = new Set(unionProblems.map((u) => keyOf(u.e)));
  const foreign = (p: Problem): boolean =>
    (p.e.keyword === 'additionalProperties' || p.e.keyword === 'enum') && !plain.has(keyOf(p.e));
  const problems = explain(game.validate.errors ?? [], data, game.schema);
  const others = problems.some((p) => p.e.keyword === 'additionalProperties' && foreign(p))
    ? gamesWithKeys(data, rules)
    : undefined;
  return problems
    .map((p) => toDiagnostic(p, data, doc, file, game.schema, foreign(p) ? rules : undefined, others))
    .sort((a, b) => a.span.start - b.span.start);
}

const extraKey = (o: ErrorObject): string =>
  `${o.instancePath}/${String((o.params as { additionalProperty?: string }).additionalProperty)}`;

/**
 * Which other games' scenarios have a key where the file writes it: for each other game, the keys its schema refuses
 * in this file (checked once per file, however many keys are asked about).
 */
function gamesWithKeys(data: unknown, rules: ScenarioRuleset): (e: ErrorObject) => string[] {
  const refused = scenarioRulesets()
    .filter((r) => r.id !== rules.id)
    .map((r) => {
      const v = gameChecker(r).validate;
      v(data);
      const keys = new Set((v.errors ?? []).filter((o) => o.keyword === 'additionalProperties').map(extraKey));
      return { name: gameName(r), keys };
    });
  // A key is another game's when that game refuses neither it nor any key on the way there.
  return (e) => {
    const at = extraKey(e);
    const ways: string[] = [];
    for (let i = at.indexOf('/', 1); i > 0; i = at.indexOf('/', i + 1)) ways.push(at.slice(0, i));
    ways.push(at);
    return refused.filter((g) => !ways.some((w) => g.keys.has(w))).map((g) => g.name);
  };
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

function valueAt(data: unknown, path: readonly PathSegment[]): unknown {
  let cur = data;
  for (const seg of path) cur = (cur as Record<string | number, unknown> | undefined)?.[seg];
  return cur;
}

const isMap = (v: unknown): boolean => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Value keywords in the order one of them speaks for a value: what it is at all before what it is not. */
const VALUE_KEYWORDS = ['anyOf', 'type', 'enum', 'pattern', 'minimum', 'maximum', 'minLength', 'maxLength'];

/**
 * The problems the errors describe, one per problem. An anyOf (a value written one of several ways) keeps the way
 * the value was written in — a word, a number, a map — and drops the other ways' errors; written in none of them,
 * it is one problem that names every way. Of one value's errors, the first in VALUE_KEYWORDS speaks; the keys an
 * object lacks are one problem; each unknown key is one.
 */
function explain(errors: readonly ErrorObject[], data: unknown, root: JsonSchema): Problem[] {
  const errs = errors.filter((e) => e.keyword !== 'if');
  const dropped = new Set<ErrorObject>();
  // The errors at or below each place (every ancestor of an error's place lists it): each anyOf reads its own.
  const under = new Map<string, ErrorObject[]>();
  for (const e of errs) {
    let at = e.instancePath;
    for (;;) {
      const list = under.get(at) ?? [];
      list.push(e);
      under.set(at, list);
      if (!at) break;
      at = at.slice(0, at.lastIndexOf('/'));
    }
  }
  const anyOfs = errs.filter((e) => e.keyword === 'anyOf').sort((a, b) => a.schemaPath.length - b.schemaPath.length);
  for (const a of anyOfs) {
    if (dropped.has(a)) continue;
    const branches = ((a.parentSchema as JsonSchema).anyOf ?? []) as JsonSchema[];
    // A branch's errors carry its schema path; a branch that is a $ref reports from the definition.
    const prefix = (b: JsonSchema, i: number) =>
      typeof b.$ref === 'string' ? `${b.$ref}/` : `${a.schemaPath}/${String(i)}/`;
    const below = under.get(a.instancePath) ?? [];
    const own = branches.map((b, i) =>
      below.filter((e) => e !== a && !dropped.has(e) && e.schemaPath.startsWith(prefix(b, i))),
    );
    const v = valueAt(data, pathOf(a.instancePath, data));
    const fits = branches.flatMap((b, i) => (typeFits(b, root, v) ? [i] : []));
    let keep = -1;
    if (fits.length === 1) keep = fits[0];
    else if (fits.length > 1 && isMap(v)) {
      // Several maps: the one that knows most of the keys written, then the one with the fewest errors.
      const unknown = (i: number) => own[i].filter((e) => e.keyword === 'additionalProperties').length;
      const order = (i: number, j: number) => unknown(i) - unknown(j) || own[i].length - own[j].length;
      keep = fits.reduce((best, i) => (order(i, best) < 0 ? i : best));
    }
    own.forEach((list, i) => {
      if (i !== keep) for (const e of list) dropped.add(e);
    });
    if (keep >= 0) dropped.add(a);
  }
  const out: Problem[] = [];
  const byPath = new Map<string, ErrorObject[]>();
  for (const e of errs) {
    if (dropped.has(e)) continue;
    const list = byPath.get(e.instancePath) ?? [];
    list.push(e);
    byPath.set(e.instancePath, list);
  }
  for (const list of byPath.values()) {
    const value = VALUE_KEYWORDS.map((k) => list.find((e) => e.keyword === k)).find((e) => e);
    const other = list.filter((e) => !VALUE_KEYWORDS.includes(e.keyword));
    if (value) out.push({ e: value });
    const missing = [...new Set(other.filter((e) => e.keyword === 'required').map((e) => missingKey(e)))];
    const req = other.find((e) => e.keyword === 'required');
    if (req && !value) out.push({ e: req, missing });
    const extra = new Set<string>();
    for (const e of other) {
      if (e.keyword === 'required') continue;
      const key = `${e.keyword}|${JSON.stringify(e.params)}`;
      if (extra.has(key)) continue;
      extra.add(key);
      out.push({ e });
    }
  }
  return out;
}

const missingKey = (e: ErrorObject): string => String((e.params as { missingProperty?: unknown }).missingProperty);

/** A space before words that begin with a Latin letter, a digit or a sign, where they follow Chinese. */
const sp = (s: string): string => (/^[\x21-\x7e]/.test(s) ? ` ${s}` : s);

/** How a value is introduced in an example: `at: c4`, `- c4` (an entry of a list), or nothing (the file itself). */
function lead(path: readonly PathSegment[]): string {
  const last = path[path.length - 1];
  return typeof last === 'string' ? `${last}: ` : typeof last === 'number' ? '- ' : '';
}

/**
 * One problem as a diagnostic at the YAML text it is about, in words of the schema it broke. With `game`, the
 * problem is a key or listed value of another game's scenarios (CS5142, CS5143).
 */
function toDiagnostic(
  p: Problem,
  data: unknown,
  doc: Document,
  file: string,
  root: JsonSchema,
  game?: ScenarioRuleset,
  othersWithKey?: (e: ErrorObject) => string[],
): Diagnostic {
  const opts = { file };
  const e = p.e;
  const path = pathOf(e.instancePath, data);
  const where = formatPath(path) || '(file)';
  const params = e.params as Record<string, unknown>;
  const schema = e.parentSchema as JsonSchema;
  const value = valueAt(data, path);
  const invalid = (w: Words, extra: { notes?: { zh: string; en: string }[] } = {}) =>
    diag('CS5102', spanAt(doc, path), [where, w.zh, w.en], { ...opts, ...extra });
  const key = path[path.length - 1];
  const example = (lang: 'zh' | 'en') =>
    `${lead(path)}${exampleOf(schema, root, lang, value, typeof key === 'string' ? key : undefined)}`;
  switch (e.keyword) {
    case 'additionalProperties': {
      const name = String(params.additionalProperty);
      const full = [...path, name];
      const span = keySpanAt(doc, full);
      const guess = closest(name, Object.keys((schema.properties ?? {}) as object));
      const notes = guess ? [didYouMeanNote(guess)] : [];
      const others = game && othersWithKey ? othersWithKey(e) : [];
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
    case 'required': {
      const missing = p.missing ?? [missingKey(e)];
      const zhList = missing.map((m) => `“${m}”`).join('、');
      const enList = missing.map((m) => `"${m}"`).join(', ');
      const span = path.length ? keySpanAt(doc, path) : { start: 0, end: 0 };
      // The file itself needs no example of a whole file; a map missing a key shows itself completed.
      const words = path.length
        ? { zh: `缺少${zhList}，如 ${example('zh')}`, en: `missing ${enList}, e.g. ${example('en')}` }
        : { zh: `缺少${zhList}`, en: `missing ${enList}` };
      return diag('CS5102', span, [where, words.zh, words.en], opts);
    }
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]).map(String);
      const written = String(value);
      const guess = closest(written, allowed);
      const notes = guess ? { notes: [didYouMeanNote(guess)] } : {};
      if (game)
        return diag(
          'CS5143',
          spanAt(doc, path),
          [where, written, gameName(game), allowed.join('、'), allowed.join(', ')],
          { ...opts, ...notes },
        );
      return invalid({ zh: `可选：${allowed.join('、')}`, en: `use ${allowed.join(', ')}` }, notes);
    }
    case 'pattern': {
      // A rule ID written another way (SLCG-KW01) is an unknown rule ID, with the one it most likely means.
      if (path.length === 2 && path[0] === 'rules') {
        const d = unknownRuleId(String(value), spanAt(doc, path), file);
        if (d) return d;
      }
      const w = PATTERN_WORDS[String(params.pattern)];
      return invalid(
        w
          ? {
              zh: `“${String(value)}”不是${w.zh}，如 ${lead(path)}${w.example}`,
              en: `"${String(value)}" is not ${w.en}, e.g. ${lead(path)}${w.example}`,
            }
          : { zh: `“${String(value)}”的写法不对`, en: `"${String(value)}" is not written the right way` },
      );
    }
    case 'type':
    case 'anyOf': {
      const w = writtenAs(value);
      const shape = shapeOf(schema, root);
      if (resolve(schema, root).type === 'null')
        return invalid({
          zh: `不带值：只写“${String(key)}:”；这里写的是${sp(w.zh)}`,
          en: `takes no value: write "${String(key)}:" alone, not ${w.en}`,
        });
      return invalid({
        zh: `应为${sp(shape.zh)}，如 ${example('zh')}；这里写的是${sp(w.zh)}`,
        en: `expected ${shape.en}, e.g. ${example('en')}, not ${w.en}`,
      });
    }
    case 'minimum':
    case 'maximum': {
      const shape = shapeOf(schema, root);
      return invalid({
        zh: `应为${sp(shape.zh)}；这里写的是 ${String(value)}`,
        en: `expected ${shape.en}, not ${String(value)}`,
      });
    }
    case 'minLength':
    case 'maxLength': {
      const n = Number(params.limit);
      if (e.keyword === 'minLength' && n === 1) return invalid({ zh: '不能为空', en: 'must not be empty' });
      return e.keyword === 'minLength'
        ? invalid({ zh: `至少 ${n} 个字`, en: `needs at least ${n} characters` })
        : invalid({ zh: `最多 ${n} 个字`, en: `takes at most ${n} characters` });
    }
    case 'minItems':
    case 'maxItems': {
      const n = Number(params.limit);
      return e.keyword === 'minItems'
        ? invalid({
            zh: `至少要写 ${n} 项，如 ${example('zh')}`,
            en: `needs at least ${n} ${n === 1 ? 'entry' : 'entries'}, e.g. ${example('en')}`,
          })
        : invalid({ zh: `最多写 ${n} 项`, en: `takes at most ${n} entries` });
    }
    default:
      return invalid({ zh: '不符合场景文件的写法', en: `does not fit the scenario format (${e.keyword})` });
  }
}
