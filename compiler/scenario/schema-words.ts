// What a part of the scenario schema takes, in words a designer reads (Chinese and English) and as an example in the
// file's own notation; and what a value written is. load.ts words its schema diagnostics (CS5102) with these, so no
// text of the schema validator reaches a message.
import type { JsonSchema } from '../manifest/index.js';
import { jsonTypeOf } from '../manifest/yaml-nodes.js';

export interface Words {
  zh: string;
  en: string;
}

/** The patterns of the scenario schema in words, with an example (a test holds every pattern of the schema to this). */
export const PATTERN_WORDS: Readonly<Record<string, Words & { example: string }>> = {
  '^(SLCG|GA|KL)-[A-Z]+-[0-9]+$': {
    zh: '规则编号（游戏-类别-两位数字）',
    en: 'a rule ID (game-area-two digits)',
    example: 'SLCG-KW-01',
  },
  '^[a-e][1-5]$': { zh: '区域 a1–e5（从 A 一侧读）', en: "an area a1–e5 (read from A's side)", example: 'c4' },
  '^[a-z]+/[a-z-]+$': { zh: '引擎的错误码', en: 'an engine error code', example: 'play/not-enough-energy' },
};

/** Keys whose value is a card name (in some game's scenarios): an example fills them with a card's name. */
const CARD_KEYS = new Set([
  'card',
  'attacker',
  'material',
  'replace',
  'play',
  'convert',
  'push',
  'hinder',
  'guard',
  'activate',
  'use',
  'set',
  'place',
  'summon',
  'character',
  'returnCard',
]);

/** A schema with its `$ref` followed (the scenario schema refers only to its own `definitions`). */
export function resolve(s: JsonSchema, root: JsonSchema): JsonSchema {
  const ref = s.$ref as string | undefined;
  if (!ref?.startsWith('#/definitions/')) return s;
  const defs = (root.definitions ?? {}) as Record<string, JsonSchema>;
  return defs[ref.slice('#/definitions/'.length)] ?? s;
}

/** Whether a value has a type the schema (or one of its alternatives) takes. */
export function typeFits(s: JsonSchema, root: JsonSchema, v: unknown): boolean {
  const r = resolve(s, root);
  if (Array.isArray(r.anyOf)) return (r.anyOf as JsonSchema[]).some((b) => typeFits(b, root, v));
  const t = r.type as string | string[] | undefined;
  if (!t) return true;
  const have = jsonTypeOf(v);
  return (Array.isArray(t) ? t : [t]).some((x) => x === have || (x === 'number' && have === 'integer'));
}

const isMap = (v: unknown): boolean => typeof v === 'object' && v !== null && !Array.isArray(v);

const uniq = <T>(xs: T[], key: (x: T) => string): T[] => {
  const seen = new Set<string>();
  return xs.filter((x) => !seen.has(key(x)) && !!seen.add(key(x)));
};

function range(s: JsonSchema, whole: boolean): Words {
  const min = s.minimum as number | undefined;
  const max = s.maximum as number | undefined;
  const [zh, en] = whole ? ['整数', 'a whole number'] : ['数', 'a number'];
  if (min !== undefined && max !== undefined) return { zh: `${min}–${max} 的${zh}`, en: `${en} from ${min} to ${max}` };
  if (min !== undefined) return { zh: `不小于 ${min} 的${zh}`, en: `${en}, at least ${min}` };
  if (max !== undefined) return { zh: `不大于 ${max} 的${zh}`, en: `${en}, at most ${max}` };
  return { zh, en };
}

/** The keys an object shows: its required ones, else its first `few` (an example shows one: a step holds one action). */
function shownKeys(s: JsonSchema, few: number): string[] {
  const props = Object.keys((s.properties ?? {}) as object);
  const req = (s.required ?? []) as string[];
  return req.length ? req : props.slice(0, few);
}

/** What a schema takes, in words: `不小于 0 的整数` / `a whole number, at least 0`, `{attacker, at}`, `A、B 之一` … */
export function shapeOf(s: JsonSchema, root: JsonSchema): Words {
  const r = resolve(s, root);
  if (Array.isArray(r.anyOf)) {
    const parts = uniq(
      (r.anyOf as JsonSchema[]).map((b) => shapeOf(b, root)),
      (w) => w.en,
    );
    return {
      zh: parts
        .map((p) => p.zh)
        .join(' 或 ')
        .replace(/） 或/g, '）或'),
      en: parts.map((p) => p.en).join(' or '),
    };
  }
  if (Array.isArray(r.enum)) {
    const list = r.enum.map(String);
    return list.length === 1
      ? { zh: list[0], en: list[0] }
      : { zh: `${list.join('、')} 之一`, en: `one of ${list.join(', ')}` };
  }
  switch (r.type) {
    case 'string': {
      const p = r.pattern ? PATTERN_WORDS[r.pattern as string] : undefined;
      return p ? { zh: p.zh, en: p.en } : { zh: '文字', en: 'a text' };
    }
    case 'integer':
      return range(r, true);
    case 'number':
      return range(r, false);
    case 'boolean':
      return { zh: 'true 或 false', en: 'true or false' };
    case 'null':
      return { zh: '不带值', en: 'no value' };
    case 'array':
      return { zh: '列表', en: 'a list' };
    case 'object': {
      if (!r.properties) return { zh: '“名称: 值”的映射', en: 'a map of "name: value"' };
      const keys = shownKeys(r, 4);
      const more =
        Object.keys(r.properties as object).length > keys.length && !(r.required as string[] | undefined)?.length;
      const text = `{${keys.join(', ')}${more ? ', …' : ''}}`;
      return { zh: text, en: text };
    }
  }
  return { zh: '另一种写法', en: 'another form' };
}

/** A value as the example writes it (flow style, as a designer would type it). */
function flow(v: unknown): string {
  if (typeof v === 'string') return v;
  if (v === null || v === undefined) return '';
  if (Array.isArray(v)) return `[${v.map(flow).join(', ')}]`;
  if (typeof v === 'object')
    return `{${Object.entries(v)
      .map(([k, x]) => `${k}: ${flow(x)}`)
      .join(', ')}}`;
  return String(v);
}

/**
 * An example of what the schema takes, in the file's notation, keeping what `written` already says where it fits:
 * `attack: 蓝星研究员` where `{attacker, at}` is expected gives `{attacker: 蓝星研究员, at: c4}`.
 */
export function exampleOf(s: JsonSchema, root: JsonSchema, lang: 'zh' | 'en', written?: unknown, key?: string): string {
  const r = resolve(s, root);
  if (Array.isArray(r.anyOf)) {
    const branches = r.anyOf as JsonSchema[];
    const fit = written === undefined ? undefined : branches.find((b) => typeFits(b, root, written));
    return exampleOf(fit ?? branches[0], root, lang, written, key);
  }
  if (Array.isArray(r.enum)) return String(r.enum[0]);
  switch (r.type) {
    case 'string': {
      const p = r.pattern ? PATTERN_WORDS[r.pattern as string] : undefined;
      if (p) return p.example;
      if (typeof written === 'string' && written) return written;
      if (key && CARD_KEYS.has(key)) return lang === 'zh' ? '卡名' : 'name';
      // A word YAML reads as a boolean or a number (`info: true`, the true damage of 光暗) is text once quoted.
      if (typeof written === 'boolean' || typeof written === 'number') return `"${String(written)}"`;
      return '…';
    }
    case 'integer':
    case 'number': {
      const min = (r.minimum as number | undefined) ?? -Infinity;
      const max = (r.maximum as number | undefined) ?? Infinity;
      if (typeof written === 'number' && written >= min && written <= max) return String(written);
      return String(Math.min(Math.max(1, min), max));
    }
    case 'boolean':
      return 'true';
    case 'null':
      return '';
    case 'array': {
      const first = Array.isArray(written) ? written[0] : isMap(written) ? undefined : written;
      return `[${r.items ? exampleOf(r.items as JsonSchema, root, lang, first, key) : ''}]`;
    }
    case 'object': {
      const props = (r.properties ?? {}) as Record<string, JsonSchema>;
      if (!r.properties) {
        const value = r.additionalProperties;
        const name = lang === 'zh' ? '名称' : 'name';
        return `{${name}: ${typeof value === 'object' ? exampleOf(value as JsonSchema, root, lang) : '…'}}`;
      }
      const pairs: [string, string][] = [];
      const given = isMap(written) ? (written as object) : undefined;
      for (const [k, v] of Object.entries(given ?? {}))
        if (props[k]) pairs.push([k, typeFits(props[k], root, v) ? flow(v) : exampleOf(props[k], root, lang, v, k)]);
      // A word written where an object is expected is most likely its first name field.
      let word = typeof written === 'string' ? written : undefined;
      for (const k of pairs.length ? ((r.required ?? []) as string[]) : shownKeys(r, 1)) {
        if (pairs.some(([x]) => x === k)) continue;
        const p = resolve(props[k], root);
        const takesWord = p.type === 'string' && !p.enum && !p.pattern;
        pairs.push([k, exampleOf(props[k], root, lang, takesWord ? word : undefined, k)]);
        if (takesWord) word = undefined;
      }
      return `{${pairs.map(([k, v]) => (v ? `${k}: ${v}` : `${k}:`)).join(', ')}}`;
    }
  }
  return '…';
}

/** At most 30 characters of a value in a message. */
const short = (x: string): string => (x.length > 30 ? `${x.slice(0, 30)}…` : x);

/** What was written, in words: `文字“蓝星研究员”` / `the text "蓝星研究员"`, `true`, `{card, hp}` … */
export function writtenAs(v: unknown): Words {
  if (typeof v === 'string') return { zh: `文字“${short(v)}”`, en: `the text "${short(v)}"` };
  if (v === null || v === undefined) return { zh: '空值', en: 'nothing' };
  if (Array.isArray(v)) return { zh: `列表 ${short(flow(v))}`, en: `the list ${short(flow(v))}` };
  if (typeof v === 'object') {
    const keys = `{${Object.keys(v).join(', ')}}`;
    return { zh: short(keys), en: short(keys) };
  }
  return { zh: String(v), en: String(v) };
}
