// Names in generated code: a card's and an ability's printed names turned into JavaScript identifiers that are
// stable (the same card text gives the same name), readable (CJK stays CJK) and never anything but a name.

import type { AbilityDef } from '../../runtime/card-def.js';
import { entriesOf } from '../../grammar/index.js';

const RESERVED = new Set(
  (
    'break case catch class const continue debugger default delete do else enum export extends false finally for ' +
    'function if import in instanceof new null return super switch this throw true try typeof var void while with ' +
    'yield let static implements interface package private protected public await arguments eval undefined NaN ' +
    'Infinity'
  ).split(' '),
);

/**
 * Characters kept in names: ASCII letters, digits, `_`, `$`, and the CJK ideographs (the unified block as of
 * Unicode 1.1 and extension A), kana and Hangul syllables — letters every JavaScript engine, TypeScript and esbuild
 * read as identifier characters alike (their Unicode tables differ for letters added later, and unassigned code
 * points inside a block are no letters at all).
 */
const NAME_CHAR = /^[A-Za-z0-9_$\u3007\u3041-\u3096\u30a1-\u30fa\u3400-\u4db5\u4e00-\u9fa5\uac00-\ud7a3]$/;

/**
 * Any text → an identifier: other characters become `_`, a leading digit gets a `_` before it, reserved words
 * and empty names too. `constructor` or `__proto__` are plain names for a function.
 */
export function safeIdentifier(text: string): string {
  let out = '';
  for (const ch of text) out += NAME_CHAR.test(ch) ? ch : '_';
  if (!out || /^[0-9]/.test(out)) out = `_${out}`;
  return RESERVED.has(out) ? `_${out}` : out;
}

/** Hands out identifiers unique in one scope: a repeat gets `_2`, `_3`, … in order of asking. */
export class NameScope {
  private readonly used = new Set<string>();

  take(base: string): string {
    let name = base;
    for (let k = 2; this.used.has(name); k++) name = `${base}_${k}`;
    this.used.add(name);
    return name;
  }
}

/**
 * The printed word of each timing: 【登场时】 for 'enter', else the event's word with 时 (当…受到伤害时 → 受到伤害时);
 * the vocabulary's canonical forms, the first entry of an op winning.
 */
const TIMING_WORDS: ReadonlyMap<string, string> = new Map([
  ...entriesOf('event')
    .reverse()
    .map((e): [string, string] => [String(e.op), `${e.canonical}时`]),
  ...entriesOf('timing')
    .reverse()
    .map((e): [string, string] => [String(e.op), e.canonical]),
]);

const KIND_WORDS: Readonly<Record<AbilityDef['kind'], string>> = {
  play: '效果',
  triggered: '触发',
  activated: '启动',
  action: '行动',
  static: '常驻',
  burst: '突发',
  instant: '瞬发',
  eternal: '永恒',
  start: '启动',
};

/** How an ability is called in code: its timing's word (登场时), else its kind's; a 光暗 variant line says which. */
export function abilityWord(ab: AbilityDef): string {
  const base = (ab.timing && TIMING_WORDS.get(ab.timing.event)) ?? KIND_WORDS[ab.kind] ?? '能力';
  return ab.variant === 'light' ? `${base}光明` : ab.variant === 'dark' ? `${base}黑暗` : base;
}
