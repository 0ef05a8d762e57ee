// What a scenario writes that would check nothing, refused before anything runs: an expectation with nothing in it
// (`expect: {}`, `A: {}`, `events: []`, `keywords: []` …), or no steps at all (`steps: []`), would let the scenario
// pass whatever the engine does (CS5145), and `by` / `expectError` on a step without an action would never be compared with anything (CS5146).
import type { Document } from 'yaml';
import { diag, type Diagnostic } from '../../grammar/index.js';
import { formatPath, keySpanAt, spanAt, type PathSegment } from '../manifest/yaml-nodes.js';
import { ACTION_KEYS } from './schema.js';
import type { ScenarioSpec } from './types.js';

/**
 * List keys whose items must each hold (must occur, must not occur, must have, must lack, must be on top): an empty
 * one asks for nothing. A zone written as a list (`hand: []`) is the whole zone, so an empty one does check.
 */
const EACH_ITEM_KEYS: ReadonlySet<string> = new Set(['events', 'noEvents', 'keywords', 'lacks', 'contains', 'top']);

const isMap = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function emptyPart(
  doc: Document,
  file: string,
  path: PathSegment[],
  list: boolean,
  todo?: { zh: string; en: string },
): Diagnostic {
  return diag(
    'CS5145',
    spanAt(doc, path),
    [
      formatPath(path),
      list ? '空列表' : '空映射',
      list ? 'an empty list' : 'an empty map',
      todo?.zh ?? (list ? '写出要检查的项，或删掉这个键' : '写出要检查的值，或删掉这个键'),
      todo?.en ??
        (list ? 'write the items to check, or remove the key' : 'write the values to check, or remove the key'),
    ],
    { file },
  );
}

/**
 * `steps: []`: nothing is played and nothing expected, so the scenario would pass on any engine (CS5145). Asked once
 * the board is built, so a board no game reaches is told first and alone; `steps` is required, so the fix is to
 * write steps, not to remove the key.
 */
export function checkNoSteps(spec: ScenarioSpec, doc: Document, file: string): Diagnostic[] {
  if (!Array.isArray(spec.steps) || spec.steps.length) return [];
  return [
    emptyPart(doc, file, ['steps'], true, {
      zh: '写出要执行的步骤及其 expect',
      en: 'write the steps to play, with what each must bring about (expect)',
    }),
  ];
}

export function checkVacuous(spec: ScenarioSpec, doc: Document, file: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  const empty = (path: PathSegment[], list: boolean) => out.push(emptyPart(doc, file, path, list));
  const walk = (v: unknown, path: PathSegment[]) => {
    if (isMap(v)) {
      const keys = Object.keys(v);
      if (!keys.length) return empty(path, false);
      for (const k of keys) walk(v[k], [...path, k]);
    } else if (Array.isArray(v)) {
      const key = path[path.length - 1];
      if (!v.length && typeof key === 'string' && EACH_ITEM_KEYS.has(key)) return empty(path, true);
      v.forEach((x, j) => walk(x, [...path, j]));
    }
  };
  spec.steps.forEach((st, i) => {
    if (!isMap(st)) return;
    if ('expect' in st) walk(st.expect, ['steps', i, 'expect']);
    if (Object.keys(st).some((k) => ACTION_KEYS.includes(k))) return;
    for (const key of ['by', 'expectError'] as const)
      if (st[key] !== undefined) out.push(diag('CS5146', keySpanAt(doc, ['steps', i, key]), [key, i + 1], { file }));
  });
  return out;
}
