// Terminal input for the human agent: lines from stdin (typed or piped) answered in order.
// End of input answers 'q', so a piped script that runs out quits the game instead of hanging.
import { createInterface } from 'node:readline';
import type { HumanIO } from '../../runtime/index.js';

export interface LineReader extends HumanIO {
  close(): void;
}

export function stdinReader(write: (s: string) => void = (s) => void process.stdout.write(s)): LineReader {
  const rl = createInterface({ input: process.stdin, terminal: false });
  // Piped input is not echoed by a terminal; echo it so the transcript reads like a session.
  const echo = !process.stdin.isTTY;
  const queued: string[] = [];
  const waiting: ((line: string) => void)[] = [];
  let closed = false;
  rl.on('line', (line) => {
    const w = waiting.shift();
    if (w) {
      if (echo) write(line + '\n');
      w(line);
    } else queued.push(line);
  });
  rl.on('close', () => {
    closed = true;
    for (const w of waiting.splice(0)) w('q');
  });
  return {
    ask(prompt) {
      write(prompt);
      const line = queued.shift();
      if (line !== undefined) {
        if (echo) write(line + '\n');
        return Promise.resolve(line);
      }
      if (closed) return Promise.resolve('q');
      return new Promise((res) => waiting.push(res));
    },
    show: (text) => write(text + '\n'),
    close: () => rl.close(),
  };
}

/** Answers from a fixed list, then 'q' (tests and scripted sessions). */
export function scriptedReader(lines: readonly string[], show: (s: string) => void): LineReader {
  let i = 0;
  return {
    ask: () => Promise.resolve(i < lines.length ? lines[i++] : 'q'),
    show,
    close: () => undefined,
  };
}
