// The IR's JSON Schema, read off the TypeScript types: `IrSet` (compiler/ir/types.ts) and everything it reaches in
// runtime/card-def.ts. The types are the one description of the IR; the schema (schemas/ir.schema.json), its
// precompiled validator and the emitter's type-check all come from them. Runs at generation time only
// (`npm run gen:validators` writes schema.generated.ts; a test keeps it current), so no build loads TypeScript
// for it.
//
// Mapping: interfaces and object types → objects with `additionalProperties: false` (TypeScript's excess-property
// check), optional members not required; `number` → integer (every IR number counts something) with `@minimum N`
// from the member's doc comment; string literal unions → enums; an open union (`'value' | … | (string & {})`) →
// string; other unions → oneOf; `Record<string, T>` → additionalProperties; a named type of card-def.ts → $defs.

import { join } from 'node:path';
import { packageRoot } from '../package-root.js';
import { tsMorph } from '../emit/ts-morph.js';
import type { JsonSchema } from '../manifest/index.js';

// The TypeScript that ts-morph bundles (not the repository's own), whose types these are.
type TS = ReturnType<typeof tsMorph>['ts'];
type Type = import('ts-morph').ts.Type;
type Checker = import('ts-morph').ts.TypeChecker;
type Sym = import('ts-morph').ts.Symbol;
type StringLiteralType = import('ts-morph').ts.StringLiteralType;
type NumberLiteralType = import('ts-morph').ts.NumberLiteralType;

/** The envelope's schema body (its `properties`, `required`, …) and the named types it uses, by name. */
export interface TypeSchemas {
  root: JsonSchema;
  defs: Record<string, JsonSchema>;
}

/** Reads `IrSet` from compiler/ir/types.ts of the package's sources. */
export function irTypeSchemas(): TypeSchemas {
  const { Project, ts } = tsMorph();
  const root = packageRoot() ?? '.';
  const project = new Project({
    compilerOptions: { strict: true, noEmit: true, skipLibCheck: true, types: [], lib: ['lib.es2020.d.ts'] },
  });
  const file = project.addSourceFileAtPath(join(root, 'compiler/ir/types.ts'));
  project.addSourceFileAtPath(join(root, 'runtime/card-def.ts'));
  const checker = project.getTypeChecker().compilerObject;
  const decl = file.getInterfaceOrThrow('IrSet').compilerNode;
  const w = new SchemaWriter(ts, checker, 'card-def.ts');
  const rootSchema = w.object(checker.getTypeAtLocation(decl));
  return { root: rootSchema, defs: w.defs };
}

class SchemaWriter {
  readonly defs: Record<string, JsonSchema> = {};

  constructor(
    private readonly ts: TS,
    private readonly checker: Checker,
    /** Named types declared in this file become $defs; others are written in place. */
    private readonly defsFile: string,
  ) {}

  private nameOf(t: Type): string | undefined {
    const sym = t.aliasSymbol ?? (t.flags & this.ts.TypeFlags.Object ? t.getSymbol() : undefined);
    if (!sym || sym.name.startsWith('__')) return undefined;
    const d = sym.declarations?.[0];
    if (!d || !d.getSourceFile().fileName.endsWith(this.defsFile)) return undefined;
    if (!this.ts.isInterfaceDeclaration(d) && !this.ts.isTypeAliasDeclaration(d)) return undefined;
    // Only exported names: a private helper type (Opt) is part of the types that use it.
    return this.ts.getCombinedModifierFlags(d) & this.ts.ModifierFlags.Export ? sym.name : undefined;
  }

  /** A type, as a reference to its definition when it is a named type of card-def.ts. */
  type(t: Type): JsonSchema {
    const name = this.nameOf(t);
    if (!name) return this.inline(t);
    if (!(name in this.defs)) {
      this.defs[name] = {};
      this.defs[name] = this.inline(t);
    }
    return { $ref: `#/$defs/${name}` };
  }

  private inline(t: Type): JsonSchema {
    const { ts, checker } = this;
    const F = ts.TypeFlags;
    if (t.flags & F.String) return { type: 'string' };
    if (t.flags & F.Number) return { type: 'integer' };
    if (t.flags & F.Boolean) return { type: 'boolean' };
    if (t.flags & F.StringLiteral) return { const: (t as StringLiteralType).value };
    if (t.flags & F.NumberLiteral) return { const: (t as NumberLiteralType).value };
    if (t.flags & F.BooleanLiteral) return { const: checker.typeToString(t) === 'true' };
    if (t.isUnion()) return this.union(t.types);
    if (checker.isArrayType(t)) return { type: 'array', items: this.type(checker.getTypeArguments(t as never)[0]) };
    if (t.flags & (F.Object | F.Intersection)) return this.object(t);
    throw new Error(`no JSON Schema for the type ${checker.typeToString(t)}`);
  }

  private union(members: readonly Type[]): JsonSchema {
    const F = this.ts.TypeFlags;
    const ms = members.filter((m) => !(m.flags & (F.Undefined | F.Null)));
    // 'value' | … | (string & {}): any string (the literals only help editors).
    if (ms.some((m) => m.isIntersection() && m.types.some((x) => x.flags & F.String))) return { type: 'string' };
    const bools = ms.filter((m) => m.flags & F.BooleanLiteral);
    if (bools.length === 2 && ms.length === 2) return { type: 'boolean' };
    if (ms.length === 1) return this.type(ms[0]);
    if (ms.every((m) => m.flags & F.StringLiteral)) return { enum: ms.map((m) => (m as StringLiteralType).value) };
    const oneOf = ms.map((m) => this.type(m));
    const tag = discriminatorOf(oneOf);
    // With a tag (every effect op its `op`, every filter its `kind`), a validator reads it and checks that one
    // alternative instead of all of them (ajv's `discriminator`; other validators ignore the annotation).
    return tag ? { oneOf, discriminator: { propertyName: tag } } : { oneOf };
  }

  /** Members in declaration order; `additionalProperties: false`, or the index signature's type. */
  object(t: Type): JsonSchema {
    const { checker, ts } = this;
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    for (const p of checker.getPropertiesOfType(t)) {
      const decl = p.valueDeclaration ?? p.declarations?.[0];
      // Without the `| undefined` of an optional member: the type left is the named one (unions are interned).
      const pt = checker.getNonNullableType(
        decl ? checker.getTypeOfSymbolAtLocation(p, decl) : checker.getTypeOfSymbol(p),
      );
      const schema = { ...this.type(pt), ...this.tags(p) };
      properties[p.name] = schema;
      if (!(p.flags & ts.SymbolFlags.Optional)) required.push(p.name);
    }
    const index = checker.getIndexInfosOfType(t)[0];
    if (index && !required.length && !Object.keys(properties).length)
      return { type: 'object', additionalProperties: this.type(index.type) };
    return { type: 'object', properties, required, additionalProperties: false };
  }

  /** `@minimum N` in a member's doc comment. */
  private tags(p: Sym): JsonSchema {
    const out: JsonSchema = {};
    for (const tag of p.getJsDocTags(this.checker)) {
      const text = tag.text?.map((x) => x.text).join('') ?? '';
      if (tag.name === 'minimum') out.minimum = Number(text);
    }
    return out;
  }
}

/** The text of schema.generated.ts: irTypeSchemas() as a constant. */
export function irTypeSchemasModule(): string {
  return [
    '// Generated from compiler/ir/types.ts and runtime/card-def.ts by `npm run gen:validators` (schema-from-types.ts).',
    '// Do not edit: change the types and regenerate.',
    "import type { TypeSchemas } from './schema-from-types.js';",
    '',
    `export const IR_TYPE_SCHEMAS: TypeSchemas = ${JSON.stringify(irTypeSchemas(), null, 2)};`,
    '',
  ].join('\n');
}

/** The property every alternative requires with a distinct string constant, when there is one. */
function discriminatorOf(alternatives: readonly JsonSchema[]): string | undefined {
  const first = alternatives[0] as { properties?: Record<string, { const?: unknown }> } | undefined;
  for (const name of Object.keys(first?.properties ?? {})) {
    const seen = new Set<unknown>();
    const tagged = alternatives.every((a) => {
      const o = a as { type?: unknown; properties?: Record<string, { const?: unknown }>; required?: string[] };
      const c = o.properties?.[name]?.const;
      if (o.type !== 'object' || typeof c !== 'string' || !o.required?.includes(name) || seen.has(c)) return false;
      seen.add(c);
      return true;
    });
    if (tagged) return name;
  }
  return undefined;
}
