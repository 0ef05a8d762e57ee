// An engine crash in the reader's language. A crash record (GameRecord.error, kept in replay files) stays in
// English, the engine's words, so a replay reads the same whatever language wrote it; what the driver adds around
// the engine's message (which decision, which agent, which phase) is put into Chinese here for Chinese output. The
// engine's own message of a crash is an internal error (a thrown exception, not a rule's rejection, which comes
// localized from runtime/core/errors.ts) and is quoted as it is.
import type { Lang } from '../../grammar/index.js';

const ZH: [RegExp, (m: RegExpMatchArray) => string][] = [
  [/^no legal action at step (\d+) \(phase (.*)\)$/s, (m) => `第 ${m[1]} 步没有合法动作（阶段 ${m[2]}）`],
  [/^no legal action \(phase (.*)\)$/s, (m) => `没有合法动作（阶段 ${m[1]}）`],
  [
    /^agent (\d+) answered (-?\w+) of (\d+)$/s,
    (m) => `${seat(m[1])}的代理选了第 ${m[2]} 项，但只有 ${m[3]} 个合法动作`,
  ],
  [/^agent (\d+): (.*)$/s, (m) => `${seat(m[1])}的代理出错：${zh(m[2], false)}`],
  [
    /^decision (\d+) is (.*) but only (\d+) actions are legal$/s,
    (m) => `第 ${m[1]} 个决策为 ${m[2]}，但只有 ${m[3]} 个合法动作`,
  ],
  [/^setup: (.*)$/s, (m) => `开局失败：${zh(m[1], false)}`],
  [/^(.*) \(decision (\d+), action (.*)\)$/s, (m) => `${zh(m[1])}（第 ${m[2]} 个决策，动作 ${m[3]}）`],
];

/** The engine counts seats from 0; every Chinese screen says 玩家1 and 玩家2. */
const seat = (n: string) => `玩家${Number(n) + 1}`;

/** `error` in Chinese; an engine message nothing here knows is an internal error (`top`: say so). */
function zh(error: string, top = true): string {
  for (const [re, f] of ZH) {
    const m = error.match(re);
    if (m) return f(m);
  }
  return top ? `内部错误：${error}` : error;
}

/** The crash `error` as the reader of `lang` reads it. */
export function crashText(error: string, lang: Lang): string {
  return lang === 'en' ? error : zh(error);
}
