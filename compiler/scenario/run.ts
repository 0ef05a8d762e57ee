// Runs one scenario: checks its card names, builds the board, plays each step through the runtime's
// reducer (applyAction) and checks each expectation. The first failing step ends the run; every
// problem is a diagnostic pointing into the YAML.
import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Document } from 'yaml';
import { diag, type Diagnostic, type Span } from '../../grammar/index.js';
import {
  applyAction,
  currentActor,
  playerRef,
  type Action,
  type GameEvent,
  type GameState,
  type RulesetId,
} from '../../runtime/index.js';
import { profiles } from '../../runtime/profiles/index.js';
import { closest } from '../manifest/index.js';
import { describeDecision, modeOptionText } from '../play/describe/index.js';
import { didYouMeanNote } from '../../grammar/index.js';
import { formatPath, keySpanAt, spanAt, type PathSegment } from '../manifest/yaml-nodes.js';
import { boardParams, checkBoard, SetupError } from './board-checks.js';
import { checkExpectation } from './expect.js';
import { formatEvent } from './events.js';
import { checkClosedNames } from './closed-names.js';
import { checkNoSteps, checkVacuous } from './vacuous.js';
import { loadScenario } from './load.js';
import { unknownRuleId } from './rule-ids.js';
import { spanInValue, type TextAt } from './scalar-text.js';
import { cardName, findCard, parseRef, playerIndex, playerName } from './names.js';
import { SCENARIO_RULESETS, type ScenarioRuleset, type StepContext } from './rulesets/index.js';
import { ACTION_KEYS, SHARED_CHOICE_KEYS } from './schema.js';
import { findSetDir, loadSet, type LoadedSet } from './set-cache.js';
import type { CardOrPlayer, Expectation, ScenarioSpec, StepSpec } from './types.js';

export interface ScenarioResult {
  file: string;
  text: string;
  name: string;
  rules: string[];
  ok: boolean;
  /** Steps run (including the failing one). */
  steps: number;
  diagnostics: Diagnostic[];
  /** The state after the last step run, when the board could be built. */
  state?: GameState;
}

/** Fails the run: thrown inside the runner only, caught in runScenario (never escapes). */
class StepFailure extends Error {
  constructor(readonly diagnostics: Diagnostic[]) {
    super('step failed');
  }
}

interface Ctx {
  file: string;
  text: string;
  doc: Document;
  set: LoadedSet;
  rules: ScenarioRuleset;
  span: (path: readonly PathSegment[]) => Span;
  /** The span of a place inside the string value at a path (scalar-text.ts). */
  spanIn: (path: readonly PathSegment[], at: TextAt | undefined) => Span;
}

export function runScenarioFile(file: string): ScenarioResult {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    return fail(file, '', '', [], [diag('CS4002', { start: 0, end: 0 }, [file, (e as Error).message], { file })]);
  }
  return runScenario(text, file);
}

function fail(
  file: string,
  text: string,
  name: string,
  rules: string[],
  diagnostics: Diagnostic[],
  steps = 0,
  state?: GameState,
): ScenarioResult {
  const r: ScenarioResult = { file, text, name, rules, ok: false, steps, diagnostics };
  if (state) r.state = state;
  return r;
}

export function runScenario(text: string, file: string): ScenarioResult {
  // The set's game first, when its set can be found: the file is then described by that game's own shapes.
  const setDir = findSetDir(dirname(file));
  const set = setDir ? loadSet(setDir) : undefined;
  const rules = set ? SCENARIO_RULESETS[set.manifest?.ruleset ?? 'slcg'] : undefined;
  const loaded = loadScenario(text, file, rules);
  const spec = loaded.value;
  if (!spec || !loaded.doc) return fail(file, text, loaded.name ?? '', [], loaded.diagnostics);
  const opts = { file };
  if (!setDir || !set)
    return fail(file, text, spec.name, spec.rules, [diag('CS5104', { start: 0, end: 0 }, [dirname(file)], opts)]);
  if (set.errors.length)
    return fail(file, text, spec.name, spec.rules, [
      diag('CS5105', { start: 0, end: 0 }, [set.manifest?.name ?? setDir, set.errors.length], opts),
    ]);
  if (!rules) {
    const supported = Object.keys(SCENARIO_RULESETS).join(', ');
    return fail(file, text, spec.name, spec.rules, [
      diag('CS5109', { start: 0, end: 0 }, [set.manifest!.name, set.manifest!.ruleset, supported], opts),
    ]);
  }
  const doc = loaded.doc;
  const ctx: Ctx = {
    file,
    text,
    doc,
    set,
    rules,
    span: (p) => spanAt(doc, p),
    spanIn: (p, at) => spanInValue(doc, text, p, at),
  };

  // Every name from a closed list, and the values written in the game's own notation (the 卡灵时代 board).
  const names = [
    ...checkNames(ctx, spec),
    ...checkClosedNames({ spec, text, doc, rules, set, file }),
    ...checkNotation(ctx, spec),
    ...checkVacuous(spec, doc, file),
  ].sort((a, b) => a.span.start - b.span.start);
  if (names.length) return fail(file, text, spec.name, spec.rules, names);

  // A board no game reaches is refused before anything is built (CS5130–CS5139), then once placed (values in force).
  const facts = {
    text,
    doc,
    spec,
    setup: spec.setup ?? {},
    set,
    ruleset: rules.id,
    params: boardParams(set, spec),
    turn: spec.setup?.turn ?? 3,
  };
  const impossible = checkBoard(rules.boardChecks, 'spec', facts, doc, file);
  if (impossible.length) return fail(file, text, spec.name, spec.rules, impossible);
  let s: GameState;
  let log: GameEvent[];
  try {
    const placed = rules.placeBoard(spec, set);
    const unreachable = checkBoard(rules.boardChecks, 'state', { ...facts, placed }, doc, file);
    if (unreachable.length) return fail(file, text, spec.name, spec.rules, unreachable);
    const b = rules.startBoard(placed, spec);
    s = b.state;
    log = b.events;
  } catch (e) {
    // A set-up the board cannot be built from, said where it is written; anything else is a runner bug.
    const [zh, en, path] =
      e instanceof SetupError
        ? [e.zh, e.en, e.path]
        : [`内部错误：${(e as Error).message}`, `internal error: ${(e as Error).message}`, ['setup']];
    return fail(file, text, spec.name, spec.rules, [diag('CS5117', keySpanAt(doc, path), [zh, en], opts)]);
  }
  const noSteps = checkNoSteps(spec, doc, file);
  if (noSteps.length) return fail(file, text, spec.name, spec.rules, noSteps);
  let i = 0;
  try {
    for (; i < spec.steps.length; i++) {
      const step = spec.steps[i];
      const r = runStep(ctx, s, step, i);
      s = r.state;
      log = log.concat(r.events);
      const exp = typeof step === 'object' ? step.expect : undefined;
      if (exp) {
        const problems = checkExpectation(
          rules,
          s,
          exp,
          log,
          i + 1,
          (p) => ctx.span(['steps', i, 'expect', ...p]),
          opts,
          (p, at) => ctx.spanIn(['steps', i, 'expect', ...p], at),
        );
        if (problems.length) return fail(file, text, spec.name, spec.rules, problems, i + 1, s);
        log = [];
      }
    }
  } catch (e) {
    if (e instanceof StepFailure) return fail(file, text, spec.name, spec.rules, e.diagnostics, i + 1, s);
    // An exception from the engine is a runtime bug; the scenario that found it says where.
    const step = spec.steps[i];
    const d = diag(
      'CS5118',
      ctx.span(['steps', i]),
      [i + 1, typeof step === 'string' ? step : Object.keys(step).join(' '), (e as Error).message],
      opts,
    );
    return fail(file, text, spec.name, spec.rules, [d], i + 1, s);
  }
  return {
    file,
    text,
    name: spec.name,
    rules: spec.rules,
    ok: true,
    steps: spec.steps.length,
    diagnostics: [],
    state: s,
  };
}

/** Every card and keyword name in the file must exist: CS5106 / CS5102 with a did-you-mean, at the name. */
function checkNames(ctx: Ctx, spec: ScenarioSpec): Diagnostic[] {
  const out: Diagnostic[] = [];
  const all = [...ctx.set.byName.keys()];
  const keywords = ctx.rules.keywordNames();
  const refs = ctx.rules.names(spec);
  // The shared `target` step names a card or a player.
  spec.steps.forEach((st, i) => {
    if (typeof st !== 'object' || st.target === undefined) return;
    const t = st.target as CardOrPlayer;
    if (typeof t === 'string') {
      if (!['player', 'A', 'B'].includes(t)) refs.push({ kind: 'card', text: t, path: ['steps', i, 'target'] });
    } else refs.push({ kind: 'card', text: t.card, path: ['steps', i, 'target', 'card'] });
  });
  // `rules:` cites IDs of rules/*.md (any game's); a typo there would silently test nothing it names.
  spec.rules.forEach((id, i) => {
    const d = unknownRuleId(id, ctx.span(['rules', i]), ctx.file);
    if (d) out.push(d);
  });
  for (const r of refs) {
    if (r.kind === 'card') {
      const n = parseRef(r.text).name;
      if (ctx.set.byName.has(n)) continue;
      const guess = closest(n, all);
      // A name inside a notation (a card of the 卡灵时代 board) is pointed at where it is written there.
      const span = r.at ? ctx.spanIn(r.path, r.at) : ctx.span(r.path);
      out.push(diag('CS5106', span, [n], { file: ctx.file, notes: guess ? [didYouMeanNote(guess)] : undefined }));
    } else if (!ctx.rules.keywordId(r.text)) {
      const guess = closest(r.text, keywords);
      out.push(
        diag('CS5102', ctx.span(r.path), [r.text, '不是这个游戏的特性', 'not a keyword of this game'], {
          file: ctx.file,
          notes: guess ? [didYouMeanNote(guess)] : undefined,
        }),
      );
    }
  }
  return out;
}

/** Values in the game's own notation it cannot read (a 卡灵时代 board that is not 5 rows of 5 areas): CS5102 at the row or area. */
function checkNotation(ctx: Ctx, spec: ScenarioSpec): Diagnostic[] {
  return (ctx.rules.notationProblems?.(spec) ?? []).map((p) =>
    diag('CS5102', ctx.spanIn(p.path, p.at), [formatPath(p.path), p.zh, p.en], { file: ctx.file }),
  );
}

const SHARED_CHOICES: ReadonlySet<string> = new Set(SHARED_CHOICE_KEYS);

/** The one action key of a step (or undefined for an expect-only step). */
function actionKey(ctx: Ctx, step: StepSpec, i: number): string | undefined {
  if (typeof step === 'string') return step;
  const keys = Object.keys(step).filter((k) => (ACTION_KEYS as readonly string[]).includes(k));
  if (keys.length > 1)
    throw new StepFailure([diag('CS5108', ctx.span(['steps', i]), [keys.join(', ')], { file: ctx.file })]);
  return keys[0];
}

function describeStep(step: StepSpec, key: string | undefined): string {
  if (typeof step === 'string' || !key) return key ?? 'expect';
  const v = step[key];
  if (v === null || v === undefined) return key;
  if (typeof v !== 'object') return `${key} ${String(v)}`;
  return `${key} ${Object.values(v as object)
    .map((x) => (typeof x === 'object' ? JSON.stringify(x) : String(x)))
    .join(' → ')}`;
}

/**
 * The options of the pending decision as a step names them: the game's scenario names where it has its own (卡灵时代
 * areas from A's side, whoever is asked), else their labels; an option of a choice between effects (选择一项) by its
 * words, read from the set's card text (`texts`) when given.
 */
function optionNames(s: GameState, texts?: ReadonlyMap<string, string>): string[] {
  const d = s.pending!;
  if (d.kind === 'mode' && texts) return d.options.map((o) => modeOptionText(s, o.value, { lang: 'zh', texts }));
  const named = SCENARIO_RULESETS[s.ruleset as RulesetId]?.optionName;
  return d.options.map((o) => named?.(s, d.kind, o.value) ?? o.label);
}

/**
 * What the engine is waiting for, in words of `lang` (CS5114/CS5115 quote it in each language); `texts`: the set's
 * card text, to quote.
 */
export function waitingFor(s: GameState, lang: 'zh' | 'en' = 'en', texts?: ReadonlyMap<string, string>): string {
  const zh = lang === 'zh';
  if (s.winner !== null) return zh ? '无（对局已结束）' : 'nothing (the game is over)';
  if (s.pending) {
    // The question in words (the play describers'); the options as a step names them.
    const c = { lang, players: ['A', 'B'] as [string, string], texts };
    const question = describeDecision(s, c).replace(/[：:]\s*$/, '');
    const options = optionNames(s, texts).join(' | ');
    return zh
      ? `${playerName(s.pending.player)} 的选择：${question}（可选：${options}）`
      : `${playerName(s.pending.player)}: ${question} [${options}]`;
  }
  if (s.window)
    return zh
      ? `${playerName(s.window.priority)} 的响应窗口（pass 或响应）`
      : `${playerName(s.window.priority)}: response window (pass or respond)`;
  const phase = profiles[s.ruleset as RulesetId]?.phases.find((x) => x.id === s.phase);
  return zh ? `${playerName(s.active)} 的${phase?.zh ?? s.phase}` : `${playerName(s.active)}: ${phase?.en ?? s.phase}`;
}

/** Zone names of the ruleset's profile, joined as a list in `lang`. */
function zoneWords(s: GameState, zones: readonly string[], lang: 'zh' | 'en'): string {
  const profile = profiles[s.ruleset as RulesetId];
  const words = zones.map((z) => {
    const l = profile?.zones.find((x) => x.id === z);
    return l ? l[lang] : z;
  });
  return lang === 'zh' ? words.join('、') : words.join(' or ');
}

function runStep(ctx: Ctx, s: GameState, step: StepSpec, i: number): { state: GameState; events: GameEvent[] } {
  const key = actionKey(ctx, step, i);
  if (!key) return { state: s, events: [] };
  const obj = typeof step === 'object' ? step : undefined;
  const desc = describeStep(step, key);
  const stepNo = i + 1;
  const at = ctx.span(['steps', i]);
  const opts = { file: ctx.file };
  const actor = currentActor(s);
  const expectError = obj?.expectError;
  // `by` is who takes the step, an expected error or not: the runner acts for whoever must act now, so a step
  // `by: B` while A acts would otherwise try A's move in B's name.
  if (obj?.by && playerIndex(obj.by) !== actor)
    throw new StepFailure([
      diag(
        'CS5115',
        at,
        [stepNo, desc, obj.by, waitingFor(s, 'zh', ctx.set.sources), waitingFor(s, 'en', ctx.set.sources)],
        opts,
      ),
    ]);
  const isChoice = SHARED_CHOICES.has(key) || ctx.rules.choiceKeys.includes(key);
  if (!expectError && s.winner === null && (isChoice ? !s.pending : !!s.pending))
    throw new StepFailure([
      diag(
        'CS5114',
        at,
        [stepNo, desc, waitingFor(s, 'zh', ctx.set.sources), waitingFor(s, 'en', ctx.set.sources)],
        opts,
      ),
    ]);
  const action = toAction(ctx, s, key, obj ? obj[key] : null, actor, stepNo, desc, i, !!expectError);
  const before = JSON.stringify(s);
  const r = applyAction(s, action as Action);
  if (expectError) {
    if (r.ok) throw new StepFailure([diag('CS5111', at, [stepNo, desc, expectError], opts)]);
    if (r.error.code !== expectError)
      throw new StepFailure([
        diag('CS5112', at, [stepNo, desc, expectError, r.error.code, r.error.zh, r.error.message], opts),
      ]);
    // Invariant of the reducer (style.md #7): a rejected action leaves the state as it was.
    if (JSON.stringify(s) !== before) throw new StepFailure([diag('CS5113', at, [stepNo, desc], opts)]);
    return { state: s, events: [] };
  }
  if (!r.ok)
    throw new StepFailure([diag('CS5110', at, [stepNo, desc, r.error.code, r.error.zh, r.error.message], opts)]);
  return { state: r.state, events: r.events };
}

/** Turns one step into the runtime action, finding cards by name where the actor has them. */
function toAction(
  ctx: Ctx,
  s: GameState,
  key: string,
  value: unknown,
  actor: number,
  stepNo: number,
  desc: string,
  i: number,
  mayFail: boolean,
): Action {
  const opts = { file: ctx.file };
  const stepFail = (zh: string, en: string, path: PathSegment[] = []) =>
    new StepFailure([diag('CS5116', ctx.span(['steps', i, ...path]), [stepNo, desc, zh, en], opts)]);
  if (key === 'pass') return { type: 'pass' };
  if (!SHARED_CHOICES.has(key)) {
    const step: StepContext = {
      s,
      actor,
      stepNo,
      mayFail,
      own(text, zone, path, p = actor, searched = []) {
        const id = findCard(s, p, zone, parseRef(text));
        if (id === undefined) {
          const zones = [...searched, zone];
          const args = [text, playerName(p), zoneWords(s, zones, 'zh'), playerName(actor), zoneWords(s, zones, 'en')];
          throw new StepFailure([diag('CS5107', ctx.span(['steps', i, ...path]), args, opts)]);
        }
        return id;
      },
      fail: (zh, en, path) => stepFail(zh, en, path),
      line: (file, line) => lineOf(ctx, file, line),
    };
    return ctx.rules.toAction(step, key, value);
  }
  // Choices answer the pending decision.
  const d = s.pending;
  if (!d) return { type: 'choose', index: -1 };
  const pick = (pred: (o: { label: string; value: number }, k: number) => boolean, what: string): Action => {
    const index = d.options.findIndex(pred);
    // A step that expects an error hands the engine an option it does not have, so the engine says so.
    if (index < 0 && mayFail) return { type: 'choose', index: d.options.length };
    if (index < 0)
      throw stepFail(
        `“${what}” 不是可选项：${optionNames(s, ctx.set.sources).join(' | ')}`,
        `"${what}" is not an option: ${optionNames(s, ctx.set.sources).join(' | ')}`,
        [key],
      );
    return { type: 'choose', index };
  };
  switch (key) {
    case 'yes':
    case 'no':
      return pick((o) => o.label === key, key);
    case 'choose': {
      if (typeof value === 'number') return { type: 'choose', index: value };
      // An option as listed (optionNames): a 卡灵时代 area from A's side, never the engine's label from B's.
      if (d.kind !== 'mode') {
        const listed = optionNames(s, ctx.set.sources);
        return pick((_o, k) => listed[k] === value, String(value));
      }
      // 选择一项: an option is also named by its words (choose: 抽2张卡) — those it reads, else the one holding them.
      const words = optionNames(s, ctx.set.sources);
      const holding = words.filter((w) => w.includes(String(value)));
      return pick(
        (o, k) => o.label === value || words[k] === value || (holding.length === 1 && words[k] === holding[0]),
        String(value),
      );
    }
    case 'target': {
      const t = value as CardOrPlayer;
      if (t === 'player' || t === 'A' || t === 'B') {
        const p = t === 'player' ? 1 - actor : playerIndex(t);
        return pick((o) => o.value === playerRef(p), String(t));
      }
      const text = typeof t === 'string' ? t : t.card;
      const ref = parseRef(text);
      const owner = typeof t === 'object' && t.owner ? playerIndex(t.owner) : undefined;
      const hits = d.options.filter(
        (o) =>
          o.value >= 0 &&
          cardName(s, o.value) === ref.name &&
          (owner === undefined || s.cards[o.value].controller === owner),
      );
      const hit = hits[ref.nth];
      if (!hit && mayFail) return { type: 'choose', index: d.options.length };
      if (!hit)
        throw stepFail(
          `“${text}” 不是可选目标：${d.options.map((o) => o.label).join(' | ')}`,
          `"${text}" is not a target option: ${d.options.map((o) => o.label).join(' | ')}`,
          ['target'],
        );
      return { type: 'choose', index: d.options.indexOf(hit) };
    }
  }
  throw stepFail(`未知的步骤 ${key}`, `unknown step ${key}`);
}

function lineOf(ctx: Ctx, file: string, line: number): string {
  return ctx.set.sources.get(file)?.split(/\r\n|\r|\n/)[line - 1] ?? '';
}

export { formatEvent };
export type { Expectation };
