// Writes IR values as TypeScript literal text. Card text only ever reaches generated code through
// here: strings go through JSON.stringify plus escapes for U+2028/U+2029, never into templates or comments.

/** A value the IR may not hold (function, bigint, cycle, …); the caller turns it into CS4102. */
export class LiteralError extends Error {
  constructor(
    readonly path: string,
    readonly reason: string,
  ) {
    super(`${path}: ${reason}`);
  }
}

const LS_PS = /[\u2028\u2029]/g;
const IDENT = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** A double-quoted, ASCII-safe-enough string literal: JSON escaping (incl. lone surrogates) plus U+2028/U+2029. */
export function stringLiteral(s: string): string {
  return JSON.stringify(s).replace(LS_PS, (c) => (c === '\u2028' ? '\\u2028' : '\\u2029'));
}

/** An object key: bare when it is a plain identifier, quoted otherwise; `__proto__` is computed so it stays an own property. */
export function propertyKey(k: string): string {
  if (k === '__proto__') return '["__proto__"]';
  return IDENT.test(k) ? k : stringLiteral(k);
}

/**
 * One value on one line. `seen` guards against cycles; plain objects and arrays only. Undefined
 * object members are left out (as JSON.stringify does); an undefined array element or hole is
 * written as `undefined`, which the type-check then rejects.
 */
export function literal(v: unknown, path = '$', seen: Set<object> = new Set()): string {
  const at: (string | number)[] = [];
  try {
    return write(v, at, seen);
  } catch (e) {
    // The path is only spelt out for an error: building it for every value was a good part of a large emit.
    if (e instanceof PathlessError) throw new LiteralError(pathOf(path, at.slice(0, e.depth)), e.reason);
    throw e;
  }
}

class PathlessError {
  constructor(
    readonly depth: number,
    readonly reason: string,
  ) {}
}

const pathOf = (root: string, at: readonly (string | number)[]) =>
  root + at.map((k) => (typeof k === 'number' ? `[${k}]` : `.${k}`)).join('');

function write(v: unknown, at: (string | number)[], seen: Set<object>): string {
  switch (typeof v) {
    case 'string':
      return stringLiteral(v);
    case 'number':
      if (!Number.isFinite(v)) throw new PathlessError(at.length, Number.isNaN(v) ? 'NaN' : String(v));
      return Object.is(v, -0) ? '-0' : String(v);
    case 'boolean':
      return v ? 'true' : 'false';
    case 'object': {
      if (v === null) return 'null';
      if (seen.has(v)) throw new PathlessError(at.length, 'cycle');
      seen.add(v);
      let out: string;
      const depth = at.length;
      if (Array.isArray(v)) {
        const parts: string[] = [];
        for (let i = 0; i < v.length; i++) {
          const x: unknown = v[i];
          at[depth] = i;
          parts.push(x === undefined ? 'undefined' : write(x, at, seen));
          at.length = depth;
        }
        out = `[${parts.join(', ')}]`;
      } else {
        const proto: unknown = Object.getPrototypeOf(v);
        if (proto !== Object.prototype && proto !== null) throw new PathlessError(depth, 'not a plain object');
        const parts: string[] = [];
        for (const k in v) {
          if (!Object.prototype.hasOwnProperty.call(v, k)) continue;
          const x = (v as Record<string, unknown>)[k];
          if (x === undefined) continue;
          at[depth] = k;
          parts.push(`${propertyKey(k)}: ${write(x, at, seen)}`);
          at.length = depth;
        }
        out = parts.length ? `{ ${parts.join(', ')} }` : '{}';
      }
      seen.delete(v);
      return out;
    }
    default:
      throw new PathlessError(at.length, typeof v);
  }
}
