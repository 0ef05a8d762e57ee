// The effect-op registry: one handler per EffectOp['op']. A ruleset's registry is the one source of which
// ops it runs (the pool refuses cards with other ops at load time; the checker reports them as CS2014).

import type { EffectOp, EffectOpName } from '../card-def.js';
import type { GameState } from '../core/state.js';
import type { EffectContext } from './context.js';

type OpOf<N extends EffectOpName> = Extract<EffectOp, { op: N }>;

/**
 * A handler gets the op and its targets, already chosen and re-checked for legality (SLCG-TG-01). It returns false
 * when it could do nothing (支付 with too little to pay): an optional op is then not done (SLCG-TX-08).
 */
export type OpHandler<N extends EffectOpName = EffectOpName, S extends GameState = GameState> = (
  ctx: EffectContext<S>,
  op: OpOf<N>,
  targets: number[],
) => void | boolean;

/**
 * What the controller must pick before an op runs (KL-TX-04 载入: a card; KL-MV-05 转移: an area …): the options
 * left (card ids or encoded areas), given the picks so far (picksOf(ctx.link, i)); [] when no choice is left.
 * The handler then reads the picks.
 */
export type OpChoices<N extends EffectOpName = EffectOpName, S extends GameState = GameState> = (
  ctx: EffectContext<S>,
  op: OpOf<N>,
  opIndex: number,
) => number[];

/** Who makes an op's picks, when it is not the link's controller (e.g. the owner of a hidden hand). */
export type OpChooser<N extends EffectOpName = EffectOpName, S extends GameState = GameState> = (
  ctx: EffectContext<S>,
  op: OpOf<N>,
  opIndex: number,
) => number;

interface Entry {
  /** Absent for ops applied only as continuous lines (registerStatic). */
  handler?: OpHandler<any, any>;
  choices?: OpChoices<any, any>;
  chooser?: OpChooser<any, any>;
  staticOnly?: boolean;
  /** The op runs even with no target and no pick: it finds what it acts on itself (see `bare`). */
  bare?: boolean;
  /** The rule that gives the op its meaning in this ruleset, when it has one of its own. */
  rule?: string;
}

/**
 * `Ops` names, in the type only, the ops registered with a handler so far: `register` widens it, so a ruleset's
 * registry type says which ops its ability bodies may call (`Effects<OpsOf<typeof slcgOps>>`, effects/api.ts).
 */
export class OpRegistry<S extends GameState = GameState, Ops extends EffectOpName = EffectOpName> {
  private readonly table = new Map<string, Entry>();
  declare protected readonly runnable?: Ops;
  /** What is built once from the finished table (effects/compiled.ts: the class compiled code runs in). */
  private derived?: unknown;

  register<N extends EffectOpName>(
    name: N,
    handler: OpHandler<N, S>,
    rule?: string,
    choices?: OpChoices<N, S>,
    chooser?: OpChooser<N, S>,
  ): OpRegistry<S, Ops | N> {
    const e: Entry = { handler };
    if (rule) e.rule = rule;
    if (choices) e.choices = choices;
    if (chooser) e.chooser = chooser;
    this.table.set(name, e);
    return this;
  }

  /**
   * An op the ruleset applies only while a static (continuous) line is in force, never as a one-shot effect
   * (SLCG-CT-08 费用±N): its queries read it from the static abilities; the pool refuses it elsewhere.
   */
  registerStatic(name: EffectOpName, rule?: string): this {
    this.table.set(name, rule ? { staticOnly: true, rule } : { staticOnly: true });
    return this;
  }

  /**
   * Marks a registered op as one that runs with no target left and no pick made: it finds what it acts on itself
   * (卡灵时代's 弃 of the other player's hand, when that hand holds no more cards than are owed: no one picks, all go).
   * Other ops with nothing to act on do nothing (SLCG-TX-07) and are not run.
   */
  bare(name: Ops): this {
    const e = this.table.get(name);
    if (!e?.handler) throw new Error(`'${name}' is not registered with a handler`);
    e.bare = true;
    return this;
  }

  /**
   * Runs `after` once each handler registered so far has run (a ruleset's check that must follow any change to the
   * game, SLCG-CT-10's destruction check). The interpreter and compiled code both call this table's handlers, so both
   * run it. Entries are replaced, not changed: a registry made by `extend` shares its parent's.
   */
  afterEach(after: (ctx: EffectContext<S>) => void): this {
    for (const [name, e] of this.table) {
      const handler = e.handler;
      if (!handler) continue;
      this.table.set(name, {
        ...e,
        handler: (ctx: EffectContext<S>, op: EffectOp, targets: number[]) => {
          const did = handler(ctx, op, targets);
          after(ctx);
          return did;
        },
      });
    }
    return this;
  }

  /** Whether the op runs even with nothing designated or picked (see `bare`). */
  runsBare(name: string): boolean {
    return this.table.get(name)?.bare === true;
  }

  /** Whether the op runs only as a continuous line (see registerStatic). */
  staticOnly(name: string): boolean {
    return this.table.get(name)?.staticOnly === true;
  }

  get(name: string): OpHandler<any, S> | undefined {
    return this.table.get(name)?.handler;
  }

  /** The op's picks before it runs (see OpChoices), if it has any. */
  choices(name: string): OpChoices<any, S> | undefined {
    return this.table.get(name)?.choices;
  }

  /** Who makes the op's picks, if not the link's controller. */
  chooser(name: string): OpChooser<any, S> | undefined {
    return this.table.get(name)?.chooser;
  }

  has(name: string): boolean {
    return this.table.has(name);
  }

  /** Every op this registry runs, in registration order. */
  names(): EffectOpName[] {
    return [...this.table.keys()] as EffectOpName[];
  }

  /** The rule ID registered with an op, if any. */
  ruleOf(name: string): string | undefined {
    return this.table.get(name)?.rule;
  }

  /** Built on first use from the table as it then is, and kept (the caller owns what `build` makes). */
  derive<T>(build: (reg: this) => T): T {
    return (this.derived ??= build(this)) as T;
  }

  /** A copy to extend without touching this one (for a ruleset whose state is a subtype). */
  extend<S2 extends S = S>(): OpRegistry<S2, Ops> {
    const r = new OpRegistry<S2, Ops>();
    for (const [k, v] of this.table) r.table.set(k, v);
    return r;
  }
}

/** The ops a registry runs as one-shot effects, as a type (see OpRegistry). */
export type OpsOf<R> = R extends OpRegistry<any, infer N> ? N : never;
