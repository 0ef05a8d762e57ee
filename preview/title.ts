// A card's name in its bar: one line, shrunk to fit down to a floor; below the floor two lines; a name too
// long even for two lines at the floor is cut with "…". Every step but the first is a warning, and so is a
// name with Latin letters that shrank (their widths are estimated for the widest font, measure.ts).
import type { Warn } from './card.js';
import { NO_END, NO_START } from './layout.js';
import { charWidth, fitSize, pt, textWidth } from './measure.js';

/** The name's size when it fits (card units; about 13 pt). */
export const NAME_SIZE = 46;
/** The smallest a name prints (about 7 pt): a name that would shrink below it takes two lines. */
export const NAME_FLOOR = 25;
/** Line height of a two-line name, in em. */
const LINE = 1.1;

export interface FittedName {
  lines: string[];
  size: number;
}

const em = (s: string) => textWidth(s, 1);
const isWordChar = (ch: string | undefined) => !!ch && /[A-Za-z0-9]/.test(ch);

/** Where a name may break: not inside a Latin word or number, not before closing nor after opening punctuation. */
function breaks(chars: readonly string[]): number[] {
  const ok: number[] = [];
  for (let i = 1; i < chars.length; i++) {
    if (isWordChar(chars[i - 1]) && isWordChar(chars[i])) continue;
    if (NO_START.has(chars[i]) || NO_END.has(chars[i - 1])) continue;
    ok.push(i);
  }
  // A name that is one long word breaks anywhere.
  return ok.length ? ok : chars.map((_, i) => i).slice(1);
}

/** The two lines of the most even break. */
function twoLines(name: string): [string, string] {
  const chars = [...name];
  let best: [string, string] = [name, ''];
  let bestW = Infinity;
  for (const i of breaks(chars)) {
    const a = chars.slice(0, i).join('').trimEnd(),
      b = chars.slice(i).join('').trimStart();
    const w = Math.max(em(a), em(b));
    if (a && b && w < bestW) {
      best = [a, b];
      bestW = w;
    }
  }
  return best;
}

/** The longest start of `s` (whole characters) no wider than `width` em. */
function cut(s: string, width: number): string {
  let out = '',
    w = 0;
  for (const ch of s) {
    if (w + charWidth(ch) > width) break;
    out += ch;
    w += charWidth(ch);
  }
  return out;
}

/** The name's lines and size in a bar `width` wide and `height` high; `warn` hears of every compromise. */
export function fitName(name: string, width: number, height: number, warn: Warn): FittedName {
  const one = fitSize(name, width, NAME_SIZE);
  let fitted: FittedName;
  if (one >= NAME_FLOOR || !name) fitted = { lines: [name], size: one };
  else {
    const most = Math.min(NAME_SIZE, Math.floor((height - 10) / (2 * LINE)));
    const [a, b] = twoLines(name);
    const two = Math.min(most, fitSize(em(a) >= em(b) ? a : b, width, most));
    if (two >= NAME_FLOOR) {
      fitted = { lines: [a, b], size: two };
      warn({
        zh: `卡名在一行里要缩到 ${pt(one)} pt，低于 ${pt(NAME_FLOOR)} pt：分两行印（${pt(two)} pt）`,
        en: `the name would shrink to ${pt(one)} pt on one line, below ${pt(NAME_FLOOR)} pt: printed on two lines (${pt(two)} pt)`,
      });
    } else {
      // Two full lines at the floor, the second ending in "…".
      const room = width / NAME_FLOOR;
      const first = cut(name, room).trimEnd();
      const second =
        cut(
          [...name]
            .slice([...first].length)
            .join('')
            .trimStart(),
          room - charWidth('…'),
        ) + '…';
      fitted = { lines: [first, second], size: NAME_FLOOR };
      warn({
        zh: `卡名太长，两行 ${pt(NAME_FLOOR)} pt 也放不下：印出来截断为“${first}${second}”`,
        en: `the name is too long for two lines at ${pt(NAME_FLOOR)} pt: it prints cut short, as "${first}${second}"`,
      });
    }
  }
  if (/[A-Za-z]/.test(name) && fitted.size < NAME_SIZE)
    warn({
      zh: `卡名里有拉丁字母，按最宽的字体估算，缩小到 ${pt(fitted.size)} pt（原 ${pt(NAME_SIZE)} pt）才放得下；换成较短或全中文的名字能印得更大`,
      en: `the name has Latin letters, measured as wide as any font draws them: it shrank to ${pt(fitted.size)} pt (from ${pt(NAME_SIZE)} pt) to fit; a shorter or all-Chinese name prints larger`,
    });
  return fitted;
}
