// A cursor over the items of one phrase. Its takers are plain methods (no predicate closures):
// they run for every word of every card.
import type { IToken, TokenType } from 'chevrotain';
import { diag } from '../diagnostics.js';
import { Minus, Plus } from '../lexer.js';
import type { ClauseItem } from '../line-parser.js';
import type { Category } from '../vocabulary.js';
import { cat, is, isNumberTok, isTok, numberOf, tokSpan, type Ctx } from './items.js';

export class Cursor {
  i = 0;
  constructor(
    readonly items: readonly ClauseItem[],
    readonly ctx: Ctx,
  ) {}

  peek(): ClauseItem | undefined {
    return this.items[this.i];
  }

  done(): boolean {
    return this.i >= this.items.length;
  }

  next(): ClauseItem | undefined {
    return this.items[this.i++];
  }

  /** The next item if it is the vocabulary word `id` (or `id2`). */
  takeId(id: string, id2?: string): IToken | undefined {
    const x = this.items[this.i];
    if (is(x, id) || (id2 !== undefined && is(x, id2))) {
      this.i++;
      return x as IToken;
    }
    return undefined;
  }

  takeCat(c: Category): IToken | undefined {
    const x = this.items[this.i];
    if (cat(x, c)) {
      this.i++;
      return x as IToken;
    }
    return undefined;
  }

  takeTok(tt: TokenType): IToken | undefined {
    const x = this.items[this.i];
    if (isTok(x, tt)) {
      this.i++;
      return x;
    }
    return undefined;
  }

  takeNumber(): number | undefined {
    const x = this.items[this.i];
    if (!isNumberTok(x)) return undefined;
    this.i++;
    return numberOf(x, this.ctx);
  }

  /** A unit word after a count (个 张 点 格 次). */
  skipUnit(): void {
    if (cat(this.items[this.i], 'unit')) this.i++;
  }

  /** +N / -N; the signed number, or undefined (with CS1017 when the sign has no number). */
  takeSigned(): number | undefined {
    const s = this.takeTok(Plus) ?? this.takeTok(Minus);
    if (!s) return undefined;
    const n = this.takeNumber();
    if (n === undefined) {
      this.ctx.diags.push(diag('CS1017', tokSpan(s), [s.image]));
      return undefined;
    }
    return isTok(s, Minus) ? -n : n;
  }

  rest(): ClauseItem[] {
    const r = this.items.slice(this.i);
    this.i = this.items.length;
    return r;
  }
}
