// A one-line progress display on stderr for long checks and builds: only on a terminal, only for
// sets of more than a few hundred cards, rewritten in place with \r and cleared when done.
import type { CliIO } from './cli.js';

/** Sets smaller than this finish before a progress line would be worth reading. */
const PROGRESS_MIN_CARDS = 300;

export interface Progress {
  /** Called after each file with the number of cards in it. */
  file(path: string, cards: number): void;
  done(): void;
}

/** Cheap count of card blocks (lines starting with 卡牌) for deciding whether to show progress. */
export function countCards(text: string): number {
  const m = text.match(/^卡牌/gm);
  return m ? m.length : 0;
}

export function progressLine(
  io: CliIO,
  totalCards: number,
  label: { zh: string; en: string },
  lang: 'zh' | 'en',
): Progress | undefined {
  if (!io.isTTY || totalCards < PROGRESS_MIN_CARDS) return undefined;
  const write = io.progress ?? ((s: string) => void process.stderr.write(s));
  let done = 0;
  let last = 0;
  return {
    file(_path, cards) {
      done += cards;
      const now = Date.now();
      if (now - last < 80 && done < totalCards) return;
      last = now;
      const pct = Math.min(100, Math.round((done / totalCards) * 100));
      write(
        lang === 'en'
          ? `\r${label.en} ${done}/${totalCards} cards (${pct}%)`
          : `\r${label.zh} ${done}/${totalCards} 张卡（${pct}%）`,
      );
    },
    done() {
      write('\r\x1b[2K');
    },
  };
}
