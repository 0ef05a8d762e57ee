// The Chevrotain parser for the two kinds of line inside a card block: field lines
// (`字段：值`, several per line allowed) and ability lines (heads, trigger, clauses).
// It groups tokens; fields.ts, abilities.ts and clauses/ give the groups their meaning. Recovery
// is on. A parser is stateful while it runs: its owner (a CardParser) keeps one.
import { EmbeddedActionsParser, tokenMatcher, type IRecognitionException, type IToken } from 'chevrotain';
import {
  ALL_TOKENS,
  CAT,
  ClauseTok,
  Colon,
  Comma,
  ENTRY_CAT,
  Enum,
  LBracket,
  LimitTok,
  LParen,
  NumberTok,
  Numeral,
  Period,
  RBracket,
  RParen,
  Semicolon,
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

/** （回1）: limits in round brackets. */
export interface ParenLimits {
  kind: 'paren';
  open: IToken;
  inner: IToken[];
  close?: IToken;
}

export type Head =
  | BracketGroup
  | ParenLimits
  | { kind: 'limit'; tok: IToken }
  // tok: 耗能 免能 支付 消耗, or 费用 (another game's word, which the checker reports: CS2044); unit: the resource
  // named after the amount (支付1点能量; 支付1点体力 is a cost no ability pays, CS1061).
  | { kind: 'cost'; tok: IToken; amount?: IToken; unit?: IToken }
  /** ， or 、 between two heads (回一，耗能4點 as KL-SK-02 writes it). */
  | { kind: 'sep'; tok: IToken };

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
const isAmount = (t: IToken) => tokenMatcher(t, NumberTok) || tokenMatcher(t, Numeral);

/** A word that makes a bracket a head (一回合一次，【行动】：): 【行动】, a limit, a side, a timing or an effect kind. */
const HEAD_IN_BRACKET = [ENTRY_CAT.action, LimitTok, CAT.limit, CAT.side, CAT.timing, CAT.effectKind];

/**
 * Whether a, b start what may follow ，/、 after a head: a limit, a cost, 费用N, （回1）, a bracket holding a head word
 * (【行动】; a bracketed effect phrase, 【推动进度+1】, is text) or the trigger 当…时.
 */
function startsHeadAfterSep(a: IToken, b: IToken): boolean {
  if (tokenMatcher(a, LimitTok) || tokenMatcher(a, ENTRY_CAT.when)) return true;
  if (tokenMatcher(a, LBracket)) return HEAD_IN_BRACKET.some((t) => tokenMatcher(b, t));
  if (tokenMatcher(a, CAT.cost)) return isAmount(b) || tokenMatcher(a, ENTRY_CAT.free);
  if (tokenMatcher(a, ENTRY_CAT.cost)) return isAmount(b);
  return tokenMatcher(a, LParen) && isLimit(b);
}

/** 回1 (a counted limit) or 一回合一次 (a limit word): what may stand in （） as a head. */
export function isLimit(t: IToken | undefined): boolean {
  return !!t && (tokenMatcher(t, LimitTok) || tokenMatcher(t, CAT.limit));
}

export class LineParser extends EmbeddedActionsParser {
  // Every callback a rule passes to MANY/OPTION/OR is built once: under tsx (esbuild keepNames) an
  // arrow function created in a rule body costs a defineProperty call, and either way it is garbage.
  // Callbacks fill the accumulators of the rule running now; no rule recurses into itself, and each
  // rule keeps its own array once it has started one.
  private values: IToken[] = [];
  private groups: FieldGroup[] = [];
  private heads: Head[] = [];
  private clauses: ClauseItem[][] = [];
  private inner: IToken[] = [];
  private items: ClauseItem[] = [];
  private body: IToken[] = [];
  private at: IToken | undefined;

  private readonly notNextField = () => !(tokenMatcher(this.LA(1), CAT.field) && tokenMatcher(this.LA(2), Colon));
  private readonly valueAlts = [
    { ALT: () => this.CONSUME(ClauseTok) },
    { ALT: () => this.CONSUME(LBracket) },
    { ALT: () => this.CONSUME(RBracket) },
    { ALT: () => this.CONSUME2(Colon) },
    { ALT: () => this.CONSUME(Semicolon) },
    { ALT: () => this.CONSUME(Period) },
  ];
  private readonly fieldValue = { GATE: this.notNextField, DEF: () => void this.values.push(this.OR(this.valueAlts)) };
  private readonly colon = () => this.CONSUME(Colon);
  private readonly fieldGroup = () => {
    const label = this.CONSUME(CAT.field);
    const colon = this.OPTION(this.colon);
    const value: IToken[] = (this.values = []);
    this.MANY(this.fieldValue);
    this.groups.push({ label, colon, value });
  };
  private readonly amountAlts = [{ ALT: () => this.CONSUME(NumberTok) }, { ALT: () => this.CONSUME(Numeral) }];
  private readonly costUnit = () => this.CONSUME(ENTRY_CAT.unitPoint);
  private costResource: IToken | undefined;
  // 能量 (or another resource, or 体力: what the cost would pay, for abilities.ts to judge).
  private readonly costResourceAlts = [
    { ALT: () => this.CONSUME(CAT.resource) },
    { ALT: () => this.CONSUME(ENTRY_CAT.stamina) },
  ];
  private readonly costEnergy = () => void (this.costResource = this.OR8(this.costResourceAlts));
  // KL-RES-04 writes 耗能x點 (消耗x點能量): the 点 and 能量 after the amount say nothing more.
  private readonly costAmount = () => {
    const n = this.OR2(this.amountAlts);
    this.OPTION6(this.costUnit);
    this.costResource = undefined;
    this.OPTION7(this.costEnergy);
    return n;
  };
  private readonly costWordAlts = [
    { ALT: () => this.CONSUME(CAT.cost) },
    // 费用N: the SLCG card-cost field where a head's cost stands (checked by ruleset, CS2044).
    { ALT: () => this.CONSUME(ENTRY_CAT.cost) },
  ];
  private parenInner: IToken[] = [];
  // （回1）, （极2限1） and （一回合一次）: a limit in round brackets.
  private readonly parenLimitAlts = [{ ALT: () => this.CONSUME2(LimitTok) }, { ALT: () => this.CONSUME2(CAT.limit) }];
  private readonly parenLimit = () => void this.parenInner.push(this.OR9(this.parenLimitAlts));
  private readonly headSepAlts = [{ ALT: () => this.CONSUME2(Comma) }, { ALT: () => this.CONSUME(Enum) }];
  private readonly headAlts = [
    { ALT: (): Head => this.SUBRULE(this.bracket) },
    { ALT: (): Head => ({ kind: 'limit' as const, tok: this.CONSUME(LimitTok) }) },
    // A limit word without its count (回, 极) or 一回合一次 without brackets; abilities.ts reports what is missing.
    { ALT: (): Head => ({ kind: 'limit' as const, tok: this.CONSUME(CAT.limit) }) },
    {
      ALT: (): Head => {
        const tok = this.OR6(this.costWordAlts);
        const amount = this.OPTION(this.costAmount);
        return { kind: 'cost' as const, tok, amount, unit: amount ? this.costResource : undefined };
      },
    },
    {
      ALT: (): Head => {
        const open = this.CONSUME(LParen);
        const inner: IToken[] = (this.parenInner = []);
        this.AT_LEAST_ONE(this.parenLimit);
        const close = this.CONSUME(RParen);
        return { kind: 'paren' as const, open, inner, close: close.isInsertedInRecovery ? undefined : close };
      },
    },
    { ALT: (): Head => ({ kind: 'sep' as const, tok: this.OR7(this.headSepAlts) }) },
  ];
  /** Words that start a head only in some company: 费用 before its amount, （ before a limit, ，/、 between heads. */
  private readonly headGate = () => {
    const t = this.LA(1);
    if (tokenMatcher(t, ENTRY_CAT.cost)) return isAmount(this.LA(2));
    if (tokenMatcher(t, LParen)) return isLimit(this.LA(2));
    if (tokenMatcher(t, Comma) || tokenMatcher(t, Enum))
      return this.heads.length > 0 && startsHeadAfterSep(this.LA(2), this.LA(3));
    return true;
  };
  private readonly oneHead = () => void this.heads.push(this.SUBRULE(this.head));
  private readonly triggerRule = () => this.SUBRULE(this.trigger);
  private readonly heads1 = { MAX_LOOKAHEAD: 1, GATE: this.headGate, DEF: this.oneHead };
  private readonly trigger1 = { MAX_LOOKAHEAD: 1, DEF: this.triggerRule };
  private readonly firstClause = () => void this.clauses.push(this.SUBRULE(this.clause));
  private readonly nextClause = () => void this.clauses.push(this.SUBRULE2(this.clause));
  private readonly moreClauses = () => {
    this.CONSUME(Semicolon);
    this.OPTION5(this.nextClause);
  };
  private readonly clauseList = () => {
    this.firstClause();
    this.MANY2(this.moreClauses);
  };
  private readonly period = () => this.CONSUME(Period);
  private readonly innerAlts = [
    { ALT: () => this.CONSUME2(ClauseTok) },
    { ALT: () => this.CONSUME3(Colon) },
    { ALT: () => this.CONSUME2(Semicolon) },
    { ALT: () => this.CONSUME2(Period) },
  ];
  private readonly innerWord = () => void this.inner.push(this.OR3(this.innerAlts));
  private readonly clauseAlts = [
    { ALT: (): ClauseItem => this.CONSUME(ClauseTok) },
    { ALT: (): ClauseItem => this.SUBRULE(this.bracket) },
    { ALT: (): ClauseItem => this.CONSUME(Colon) },
  ];
  private readonly clauseItem = () => void this.items.push(this.OR(this.clauseAlts));
  private readonly triggerAlts = [
    {
      ALT: () => {
        const t = this.CONSUME3(ClauseTok);
        if (endsWithAt(t)) this.at = t;
        else this.body.push(t);
      },
    },
    // 当对方发动【启动】效果时: a word in 【】 reads as the word.
    {
      ALT: () => {
        const g = this.SUBRULE2(this.bracket);
        // (While Chevrotain records the grammar, g is a placeholder without words.)
        if (g.inner) for (const t of g.inner) this.body.push(t);
      },
    },
  ];
  private readonly triggerWord = {
    GATE: () => this.at === undefined && !tokenMatcher(this.LA(1), Comma),
    DEF: () => this.OR5(this.triggerAlts),
  };
  private readonly sepAlts = [{ ALT: () => this.CONSUME(Comma) }, { ALT: () => this.CONSUME4(Colon) }];
  private readonly separator = () => this.OR4(this.sepAlts);

  /** validate: Chevrotain's grammar checks (ambiguities, left recursion); off in production runs for
   *  start-up time, on in test/grammar/grammar-valid.test.ts, which keeps the grammar valid. */
  constructor(opts: { validate?: boolean } = {}) {
    super(ALL_TOKENS, { recoveryEnabled: true, maxLookahead: 2, skipValidations: !opts.validate });
    this.performSelfAnalysis();
  }

  public fieldLine = this.RULE('fieldLine', (): FieldGroup[] => {
    const groups: FieldGroup[] = (this.groups = []);
    this.AT_LEAST_ONE(this.fieldGroup);
    return groups;
  });

  public abilityLine = this.RULE('abilityLine', (): AbilityGroups => {
    const heads: Head[] = (this.heads = []);
    const clauses: ClauseItem[][] = (this.clauses = []);
    // One token decides both (the first token of a head, of a trigger): a two-token lookahead over
    // the token categories costs ~170 ms at start-up and decides nothing differently.
    this.MANY(this.heads1);
    const colon = this.OPTION(this.colon);
    const trigger = this.OPTION2(this.trigger1);
    this.OPTION3(this.clauseList);
    const period = this.OPTION4(this.period);
    return { heads, colon, trigger, clauses, period };
  });

  private head = this.RULE('head', (): Head => this.OR(this.headAlts));

  private bracket = this.RULE('bracket', (): BracketGroup => {
    const open = this.CONSUME(LBracket);
    const inner: IToken[] = (this.inner = []);
    // Stray punctuation inside a closed pair (【。足】) stays inside: one unknown keyword, not a syntax error.
    this.MANY(this.innerWord);
    const close = this.CONSUME(RBracket);
    return { kind: 'bracket', open, inner, close: close.isInsertedInRecovery ? undefined : close };
  });

  private trigger = this.RULE('trigger', (): TriggerGroup => {
    const when = this.CONSUME(ENTRY_CAT.when);
    const body: IToken[] = (this.body = []);
    this.at = undefined;
    this.MANY(this.triggerWord);
    const at = this.at;
    const sep = this.OPTION(this.separator);
    return { when, body, at, sep };
  });

  private clause = this.RULE('clause', (): ClauseItem[] => {
    const items: ClauseItem[] = (this.items = []);
    this.AT_LEAST_ONE(this.clauseItem);
    return items;
  });
}

export function parseFieldLine(
  p: LineParser,
  tokens: IToken[],
): { groups: FieldGroup[]; errors: IRecognitionException[] } {
  p.input = tokens;
  const groups = p.fieldLine() ?? [];
  return { groups, errors: p.errors };
}

export function parseAbilityLine(
  p: LineParser,
  tokens: IToken[],
): { groups: AbilityGroups; errors: IRecognitionException[] } {
  p.input = tokens;
  const groups = p.abilityLine() ?? { heads: [], clauses: [] };
  return { groups, errors: p.errors };
}
