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

function numberLiteral(n: number, path: string): string {
  if (Number.isNaN(n)) throw new LiteralError(path, 'NaN');
  if (!Number.isFinite(n)) throw new LiteralError(path, String(n));
  if (Object.is(n, -0)) return '-0';
  return String(n);
}

/**
 * One value on one line. `seen` guards against cycles; plain objects and arrays only. Undefined
 * object members are left out (as JSON.stringify does); an undefined array element or hole is
 * written as `undefined`, which the type-check then rejects.
 */
export function literal(v: unknown, path = '$', seen: Set<object> = new Set()): string {
  switch (typeof v) {
    case 'string':
      return stringLiteral(v);
    case 'number':
      return numberLiteral(v, path);
    case 'boolean':
      return v ? 'true' : 'false';
    case 'object': {
      if (v === null) return 'null';
      if (seen.has(v)) throw new LiteralError(path, 'cycle');
      seen.add(v);
      let out: string;
      if (Array.isArray(v)) {
        const parts: string[] = [];
        for (let i = 0; i < v.length; i++) {
          const x: unknown = v[i];
          parts.push(x === undefined ? 'undefined' : literal(x, `${path}[${i}]`, seen));
        }
        out = `[${parts.join(', ')}]`;
      } else {
        const proto: unknown = Object.getPrototypeOf(v);
        if (proto !== Object.prototype && proto !== null) throw new LiteralError(path, 'not a plain object');
        const parts: string[] = [];
        for (const [k, x] of Object.entries(v)) {
          if (x === undefined) continue;
          parts.push(`${propertyKey(k)}: ${literal(x, `${path}.${k}`, seen)}`);
        }
        out = parts.length ? `{ ${parts.join(', ')} }` : '{}';
      }
      seen.delete(v);
      return out;
    }
    default:
      throw new LiteralError(path, typeof v);
  }
}
