// Names a scenario takes from its game's closed lists, checked before the board is built, each at the text that
// writes it and with "did you mean": the event types `events` / `noEvents` name (CS5141) and the cards they name
// (CS5106), and the engine's error codes `expectError` names (CS5144). Keys and listed values of another game are
// the game schema's (load.ts: CS5142, CS5143); card and keyword names elsewhere run.ts's.
import type { Document } from 'yaml';
import { closest, diag, didYouMeanNote, type Diagnostic, type Span } from '../../grammar/index.js';
import { ACTION_ERRORS, type ErrorTable } from '../../runtime/index.js';
import { spanAt, type PathSegment } from '../manifest/yaml-nodes.js';
import { gameName } from './load.js';
import type { ScenarioRuleset } from './rulesets/index.js';
import type { LoadedSet } from './set-cache.js';
import type { EventSpec, ScenarioSpec } from './types.js';

interface ClosedNamesInput {
  spec: ScenarioSpec;
  text: string;
  doc: Document;
  rules: ScenarioRuleset;
  set: LoadedSet;
  file: string;
}

/** Every error code the engine of `rules` returns: the driver's and the game's own (runtime/rulesets/index.ts). */
function errorCodes(rules: ScenarioRuleset): string[] {
  const tables: readonly ErrorTable[] = [...ACTION_ERRORS.core, ...ACTION_ERRORS[rules.id]];
  const codes = tables.flatMap((t) => Object.values(t).map((v) => (typeof v === 'function' ? v('') : v).code));
  return [...new Set(codes)];
}

/** A step's codes as the ruleset lists them (`area/*`: each code of that area), in the engine's order. */
export function stepCodes(patterns: readonly string[], codes: readonly string[]): string[] {
  const match = (c: string) => patterns.some((p) => (p.endsWith('/*') ? c.startsWith(p.slice(0, -1)) : c === p));
  return codes.filter(match);
}

/** The words of an event written as a string, each with where it starts inside the scalar's text. */
function words(source: string, spec: string): { word: string; at: number }[] {
  const out: { word: string; at: number }[] = [];
  let from = 0;
  for (const word of spec.trim().split(/\s+/)) {
    const at = source.indexOf(word, from);
    out.push({ word, at });
    if (at >= 0) from = at + word.length;
  }
  return out;
}

export function checkClosedNames(input: ClosedNamesInput): Diagnostic[] {
  const { spec, text, doc, rules, set, file } = input;
  const out: Diagnostic[] = [];
  const game = gameName(rules);
  const events = new Set(rules.events);
  const cards = [...set.byName.keys()];
  const eventType = (type: string, span: Span) => {
    if (events.has(type)) return;
    const guess = closest(type, rules.events);
    const list = {
      zh: `${game}的事件类型：${rules.events.join(' ')}`,
      en: `event types of ${game}: ${rules.events.join(' ')}`,
    };
    out.push(diag('CS5141', span, [type, game], { file, notes: [guess ? didYouMeanNote(guess) : list] }));
  };
  const eventCard = (name: string, span: Span) => {
    if (set.byName.has(name)) return;
    const guess = closest(name, cards);
    out.push(diag('CS5106', span, [name], { file, notes: guess ? [didYouMeanNote(guess)] : undefined }));
  };
  const event = (e: EventSpec, path: PathSegment[]) => {
    if (typeof e !== 'string') {
      eventType(e.type, spanAt(doc, [...path, 'type']));
      if (e.card !== undefined) eventCard(e.card, spanAt(doc, [...path, 'card']));
      return;
    }
    // "type [subject] [amount]" (events.ts parsePattern): the first word is the type; a subject that is no player
    // (A, B, `gameOver draw`) is a card.
    const whole = spanAt(doc, path);
    const at = (w: { word: string; at: number }): Span =>
      w.at < 0 ? whole : { start: whole.start + w.at, end: whole.start + w.at + w.word.length };
    const [first, ...rest] = words(text.slice(whole.start, whole.end), e);
    eventType(first.word, at(first));
    for (const w of rest) {
      const player = w.word === 'A' || w.word === 'B' || (w.word === 'draw' && first.word === 'gameOver');
      if (!player && !/^[+-]?\d+$/.test(w.word)) eventCard(w.word, at(w));
    }
  };

  const codes = errorCodes(rules);
  spec.steps.forEach((st, i) => {
    if (typeof st !== 'object') return;
    for (const key of ['events', 'noEvents'] as const)
      (st.expect?.[key] ?? []).forEach((e, j) => event(e, ['steps', i, 'expect', key, j]));
    const code = st.expectError;
    if (code === undefined || codes.includes(code)) return;
    const guess = closest(code, codes);
    const notes: { zh: string; en: string }[] = guess ? [didYouMeanNote(guess)] : [];
    // The codes the step's own action can return (place: place/… and set/limit, set/no-area), else the code's area.
    const step = Object.keys(st).find((k) => rules.stepErrors?.[k]);
    const own = step ? stepCodes(rules.stepErrors![step], codes) : [];
    const area = codes.filter((c) => c.startsWith(code.split('/')[0] + '/'));
    if (step && own.length)
      notes.push({
        zh: `${step} 可能返回的错误码：${own.join(' ')}`,
        en: `codes ${step} can return: ${own.join(' ')}`,
      });
    else if (!guess && area.length)
      notes.push({ zh: `可用的错误码：${area.join(' ')}`, en: `codes there are: ${area.join(' ')}` });
    out.push(
      diag('CS5144', spanAt(doc, ['steps', i, 'expectError']), [code, game], {
        file,
        notes: notes.length ? notes : undefined,
      }),
    );
  });
  return out;
}
