// Type-checking by shape: two IR values whose only differences are leaves at positions that accept any
// string (or any number) type-check identically, so TypeScript checks one witness per distinct shape.
// Free positions are read off the runtime's own CardDef type with the TypeScript checker, never hard-coded.
// Cards, abilities and effect ops are checked as separate witnesses so their combinations do not multiply.

import type { Project, ts } from 'ts-morph';
import type { CardDef } from '../../runtime/card-def.js';
import { literal, propertyKey } from './literal.js';
import { CARD_DEF_MODULE } from './modules.js';
import { tsMorph } from './ts-morph.js';

/** Where a witness line's members are: a card, one of its abilities, or one effect op of an ability. */
export interface Member {
  card: number;
  ability?: number;
  effect?: number;
}

export interface WitnessModule {
  path: string;
  text: string;
  /** 0-based line → every IR value of the shape that line checks. */
  members: Map<number, Member[]>;
  /** Distinct shapes checked, per level. */
  counts: { cards: number; abilities: number; effects: number };
}

/** What a position of the IR accepts, merged over every type the position may have (union members). */
interface Slot {
  anyString: boolean;
  anyNumber: boolean;
  /** A tuple is allowed here: element order and count matter, so arrays keep them in the key. */
  ordered: boolean;
  prop(key: string): Slot;
  elem(): Slot;
}

/** TypeScript's enum values, read once ts-morph is loaded. */
function flags() {
  const { ts } = tsMorph();
  return {
    undefNull: ts.TypeFlags.Undefined | ts.TypeFlags.Null,
    string: ts.TypeFlags.String,
    number: ts.TypeFlags.Number,
    object: ts.TypeFlags.Object,
    indexString: ts.IndexKind.String,
    indexNumber: ts.IndexKind.Number,
  };
}

class Classifier {
  private readonly checker: ts.TypeChecker;
  private readonly f = flags();
  readonly card: Slot;
  readonly ability: Slot;
  readonly effect: Slot;
  private readonly ids = new Map<ts.Type, number>();
  private readonly slots = new Map<string, Slot>();

  constructor(project: Project, cardDefPath: string) {
    this.checker = project.getTypeChecker().compilerObject;
    const sf = project.getSourceFileOrThrow(cardDefPath);
    this.card = this.slot([sf.getInterfaceOrThrow('CardDef').getType().compilerType]);
    this.ability = this.card.prop('abilities').elem();
    this.effect = this.ability.prop('effects').elem();
  }

  /** Union members, without undefined/null (optional fields). */
  private flat(types: readonly ts.Type[], out: ts.Type[] = []): ts.Type[] {
    for (const t of types) {
      if (t.isUnion()) this.flat(t.types, out);
      else if (!(t.flags & this.f.undefNull) && !out.includes(t)) out.push(t);
    }
    return out;
  }

  /** Any string (number) is assignable: `string`, a union holding it, `string & {}`. any/unknown are not: an unresolved type must never hide a wrong value. */
  private accepts(t: ts.Type, prim: ts.TypeFlags): boolean {
    if (t.flags & prim) return true;
    if (t.isUnion()) return t.types.some((x) => this.accepts(x, prim));
    if (t.isIntersection()) return t.types.every((x) => this.accepts(x, prim));
    if (t.flags & this.f.object)
      return (
        t.getProperties().length === 0 &&
        t.getCallSignatures().length === 0 &&
        t.getConstructSignatures().length === 0 &&
        this.checker.getIndexInfosOfType(t).length === 0
      );
    return false;
  }

  private id(t: ts.Type): number {
    let n = this.ids.get(t);
    if (n === undefined) this.ids.set(t, (n = this.ids.size));
    return n;
  }

  /** Slots are built lazily and shared by the set of types they merge. */
  private slot(types: readonly ts.Type[]): Slot {
    const flat = this.flat(types);
    const key = flat
      .map((t) => this.id(t))
      .sort((a, b) => a - b)
      .join(',');
    const hit = this.slots.get(key);
    if (hit) return hit;
    const props = new Map<string, Slot>();
    let elem: Slot | undefined;
    const self: Slot = {
      anyString: flat.length > 0 && flat.every((t) => this.accepts(t, this.f.string)),
      anyNumber: flat.length > 0 && flat.every((t) => this.accepts(t, this.f.number)),
      ordered: flat.some((t) => this.checker.isTupleType(t)),
      prop: (k) => {
        let p = props.get(k);
        if (!p) {
          const pts: ts.Type[] = [];
          for (const t of flat) {
            const sym = t.getProperty(k);
            const ty = sym ? this.checker.getTypeOfSymbol(sym) : this.checker.getIndexTypeOfType(t, this.f.indexString);
            if (ty) pts.push(ty);
          }
          props.set(k, (p = this.slot(pts)));
        }
        return p;
      },
      elem: () => {
        if (!elem) {
          const ets: ts.Type[] = [];
          for (const t of flat) {
            const ty = this.checker.getIndexTypeOfType(t, this.f.indexNumber);
            if (ty) ets.push(ty);
          }
          elem = this.slot(ets);
        }
        return elem;
      },
    };
    this.slots.set(key, self);
    return self;
  }

  /**
   * The shape key of a value in a slot: free leaves become S / N, everything else stays literal; object
   * keys are sorted and array elements form a set (an array type-checks element by element).
   * `cut` names a property whose array elements are checked as witnesses of their own.
   */
  key(v: unknown, slot: Slot, cut?: string): string {
    switch (typeof v) {
      case 'string':
        return slot.anyString ? 'S' : JSON.stringify(v);
      case 'number':
        return slot.anyNumber && Number.isFinite(v) ? 'N' : `#${Object.is(v, -0) ? '-0' : v}`;
      case 'boolean':
        return v ? 'T' : 'F';
      case 'object': {
        if (v === null) return 'null';
        if (Array.isArray(v)) {
          if (v.length === 0) return '[]';
          const el = slot.elem();
          if (slot.ordered)
            return this.intern(`(${v.map((x) => (x === undefined ? 'undefined' : this.key(x, el))).join(',')})`);
          const ks = new Set<string>();
          for (const x of v) ks.add(x === undefined ? 'undefined' : this.key(x, el));
          return this.intern(`[${[...ks].sort().join(',')}]`);
        }
        const keys = Object.keys(v).sort();
        let out = '{';
        for (const k of keys) {
          const x = (v as Record<string, unknown>)[k];
          if (x === undefined) continue;
          out += `${this.keyName(k)}:${k === cut && Array.isArray(x) ? '<cut>' : this.key(x, slot.prop(k))},`;
        }
        return this.intern(`${out}}`);
      }
      default:
        return `?${typeof v}`;
    }
  }

  private readonly interned = new Map<string, string>();
  private readonly names = new Map<string, string>();

  /** Nested shapes become short ids, so a parent's key stays short and hashing it stays cheap. */
  private intern(local: string): string {
    let id = this.interned.get(local);
    if (id === undefined) this.interned.set(local, (id = `@${this.interned.size}`));
    return id;
  }

  private keyName(k: string): string {
    let n = this.names.get(k);
    if (n === undefined) this.names.set(k, (n = JSON.stringify(k)));
    return n;
  }
}

/**
 * One witness declaration per distinct card, ability and effect shape. Cards whose IR cannot be written
 * (`skip`) are left out: they are already reported.
 */
export function witnessModule(
  cards: readonly CardDef[],
  project: Project,
  cardDefPath: string,
  skip: ReadonlySet<number>,
): WitnessModule {
  const c = new Classifier(project, cardDefPath);
  const out: string[] = [
    '// Generated by cardc: one witness per distinct IR shape, type-checked in place of every card.',
    `import type { CardDef } from "./${CARD_DEF_MODULE}.js";`,
    'type Ability = CardDef["abilities"][number];',
    'type Effect = Ability["effects"][number];',
    'declare const abilities: CardDef["abilities"];',
    'declare const effects: Ability["effects"];',
  ];
  const members = new Map<number, Member[]>();
  const lineOf = new Map<string, number>();
  const counts = { cards: 0, abilities: 0, effects: 0 };
  const add = (level: 'c' | 'a' | 'e', k: string, m: Member, write: () => string) => {
    const key = `${level}${k}`;
    let line = lineOf.get(key);
    if (line === undefined) {
      line = out.length;
      const n = level === 'c' ? counts.cards++ : level === 'a' ? counts.abilities++ : counts.effects++;
      const type = level === 'c' ? 'CardDef' : level === 'a' ? 'Ability' : 'Effect';
      out.push(`export const ${level}${n}: ${type} = ${write()};`);
      lineOf.set(key, line);
      members.set(line, []);
    }
    members.get(line)!.push(m);
  };
  /** The object's literal with the array at `cut` replaced by a declared stand-in of the same type. */
  const without = (o: object, cut: string, stand: string): string => {
    if (!Array.isArray((o as Record<string, unknown>)[cut])) return literal(o);
    const parts: string[] = [];
    for (const [k, x] of Object.entries(o))
      if (x !== undefined) parts.push(`${propertyKey(k)}: ${k === cut ? stand : literal(x)}`);
    return `{ ${parts.join(', ')} }`;
  };
  cards.forEach((card, i) => {
    if (skip.has(i)) return;
    add('c', c.key(card, c.card, 'abilities'), { card: i }, () => without(card, 'abilities', 'abilities'));
    const abs: unknown = card?.abilities;
    if (!Array.isArray(abs)) return;
    abs.forEach((ab: unknown, j) => {
      add('a', c.key(ab, c.ability, 'effects'), { card: i, ability: j }, () =>
        ab && typeof ab === 'object' ? without(ab, 'effects', 'effects') : literal(ab),
      );
      const effs: unknown = (ab as { effects?: unknown } | null)?.effects;
      if (!Array.isArray(effs)) return;
      effs.forEach((e: unknown, k) =>
        add('e', c.key(e, c.effect), { card: i, ability: j, effect: k }, () => literal(e)),
      );
    });
  });
  out.push('');
  return { path: 'witnesses.ts', text: out.join('\n'), members, counts };
}
