// The Chevrotain parser for the two kinds of line inside a card block: field lines
// (`字段：值`, several per line allowed) and ability lines (heads, trigger, clauses).
// It groups tokens; ast-builder.ts gives the groups their meaning. Recovery is on.
import { EmbeddedActionsParser, tokenMatcher, type IRecognitionException, type IToken } from 'chevrotain';
import {
  ALL_TOKENS, CAT, ClauseTok, Colon, Comma, ENTRY_CAT, LBracket, LimitTok, NumberTok, Numeral, Period, RBracket, Semicolon,
} from './lexer.js';

export interface FieldGroup {
  label: IToken;
  colon?: IToken;
  value: IToken[];
}

export interface BracketGroup {
  kind: 'bracket';
  open: IToken;
  inner: IToken[];
  close?: IToken;
}

export type Head = BracketGroup | { kind: 'limit'; tok: IToken } | { kind: 'cost'; tok: IToken; amount?: IToken };

export interface TriggerGroup {
  when: IToken;
  body: IToken[];
  /** The closing 时, or the token ending in 时 (登场时, 移动时). */
  at?: IToken;
  sep?: IToken;
}

/** A clause is a run of tokens and bracket groups between ；. */
export type ClauseItem = IToken | BracketGroup;

export interface AbilityGroups {
  heads: Head[];
  colon?: IToken;
  trigger?: TriggerGroup;
  clauses: ClauseItem[][];
  period?: IToken;
}

const endsWithAt = (t: IToken) => /[时時]$/.test(t.image);

export class LineParser extends EmbeddedActionsParser {
  // Alternatives of the ORs that run once per token are built once: under tsx (esbuild keepNames)
  // every arrow function created in a rule body costs a defineProperty call, and either way they
  // are garbage. They capture only `this`, so sharing them is safe.
  private readonly notNextField = () => !(tokenMatcher(this.LA(1), CAT.field) && tokenMatcher(this.LA(2), Colon));
  private readonly valueAlts = [
    { ALT: () => this.CONSUME(ClauseTok) },
    { ALT: () => this.CONSUME(LBracket) },
    { ALT: () => this.CONSUME(RBracket) },
    { ALT: () => this.CONSUME2(Colon) },
    { ALT: () => this.CONSUME(Semicolon) },
    { ALT: () => this.CONSUME(Period) },
  ];
  private readonly amountAlts = [{ ALT: () => this.CONSUME(NumberTok) }, { ALT: () => this.CONSUME(Numeral) }];
  private readonly headAlts = [
    { ALT: (): Head => this.SUBRULE(this.bracket) },
    { ALT: (): Head => ({ kind: 'limit' as const, tok: this.CONSUME(LimitTok) }) },
    // A limit word without its count (回, 极) or 一回合一次 without brackets; parse.ts reports what is missing.
    { ALT: (): Head => ({ kind: 'limit' as const, tok: this.CONSUME(CAT.limit) }) },
    {
      ALT: (): Head => {
        const tok = this.CONSUME(CAT.cost);
        const amount = this.OPTION(this.costAmount);
        return { kind: 'cost' as const, tok, amount };
      },
    },
  ];
  private readonly costAmount = () => this.OR2(this.amountAlts);
  private readonly innerAlts = [
    { ALT: () => this.CONSUME2(ClauseTok) },
    { ALT: () => this.CONSUME3(Colon) },
    { ALT: () => this.CONSUME2(Semicolon) },
    { ALT: () => this.CONSUME2(Period) },
  ];
  private readonly clauseAlts = [
    { ALT: (): ClauseItem => this.CONSUME(ClauseTok) },
    { ALT: (): ClauseItem => this.SUBRULE(this.bracket) },
    { ALT: (): ClauseItem => this.CONSUME(Colon) },
  ];

  constructor() {
    super(ALL_TOKENS, { recoveryEnabled: true, maxLookahead: 2, skipValidations: process.env.CARDSCRIPT_PARSER_VALIDATE !== '1' });
    this.performSelfAnalysis();
  }

  public fieldLine = this.RULE('fieldLine', (): FieldGroup[] => {
    const groups: FieldGroup[] = [];
    this.AT_LEAST_ONE(() => {
      const label = this.CONSUME(CAT.field);
      const colon = this.OPTION(() => this.CONSUME(Colon));
      const value: IToken[] = [];
      this.MANY({
        GATE: this.notNextField,
        DEF: () => {
          value.push(this.OR(this.valueAlts));
        },
      });
      groups.push({ label, colon, value });
    });
    return groups;
  });

  public abilityLine = this.RULE('abilityLine', (): AbilityGroups => {
    const heads: Head[] = [];
    const clauses: ClauseItem[][] = [];
    this.MANY(() => heads.push(this.SUBRULE(this.head)));
    const colon = this.OPTION(() => this.CONSUME(Colon));
    const trigger = this.OPTION2(() => this.SUBRULE(this.trigger));
    this.OPTION3(() => {
      clauses.push(this.SUBRULE(this.clause));
      this.MANY2(() => {
        this.CONSUME(Semicolon);
        this.OPTION5(() => clauses.push(this.SUBRULE2(this.clause)));
      });
    });
    const period = this.OPTION4(() => this.CONSUME(Period));
    return { heads, colon, trigger, clauses, period };
  });

  private head = this.RULE('head', (): Head => this.OR(this.headAlts));

  private bracket = this.RULE('bracket', (): BracketGroup => {
    const open = this.CONSUME(LBracket);
    const inner: IToken[] = [];
    // Stray punctuation inside a closed pair (【。足】) stays inside: one unknown keyword, not a syntax error.
    this.MANY(() => inner.push(this.OR3(this.innerAlts)));
    const close = this.CONSUME(RBracket);
    return { kind: 'bracket', open, inner, close: close.isInsertedInRecovery ? undefined : close };
  });

  private trigger = this.RULE('trigger', (): TriggerGroup => {
    const when = this.CONSUME(ENTRY_CAT.when);
    const body: IToken[] = [];
    let at: IToken | undefined;
    this.MANY({
      GATE: () => at === undefined && !tokenMatcher(this.LA(1), Comma),
      DEF: () => {
        const t = this.CONSUME(ClauseTok);
        this.ACTION(() => {
          if (endsWithAt(t)) at = t;
          else body.push(t);
        });
      },
    });
    const sep = this.OPTION(() => this.OR([{ ALT: () => this.CONSUME(Comma) }, { ALT: () => this.CONSUME(Colon) }]));
    return { when, body, at, sep };
  });

  private clause = this.RULE('clause', (): ClauseItem[] => {
    const items: ClauseItem[] = [];
    this.AT_LEAST_ONE(() => items.push(this.OR(this.clauseAlts)));
    return items;
  });
}

let shared: LineParser | undefined;

/** The parser is stateful but reusable; one instance serves every parse. */
export function lineParser(): LineParser {
  return (shared ??= new LineParser());
}

export function parseFieldLine(tokens: IToken[]): { groups: FieldGroup[]; errors: IRecognitionException[] } {
  const p = lineParser();
  p.input = tokens;
  const groups = p.fieldLine() ?? [];
  return { groups, errors: p.errors };
}

export function parseAbilityLine(tokens: IToken[]): { groups: AbilityGroups; errors: IRecognitionException[] } {
  const p = lineParser();
  p.input = tokens;
  const groups = p.abilityLine() ?? { heads: [], clauses: [] };
  return { groups, errors: p.errors };
}
