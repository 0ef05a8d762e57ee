// The progress line of a balance run on a terminal: a bar, games done, games per second and the time left,
// rewritten in place at most ten times a second and cleared at the end.
import type { Lang } from '../../grammar/index.js';

const WIDTH = 24;

export interface SimProgress {
  update(done: number): void;
  done(): void;
}

function duration(s: number, lang: Lang): string {
  if (!Number.isFinite(s)) return '?';
  const m = Math.floor(s / 60);
  const sec = Math.round(s % 60);
  if (lang === 'en') return m ? `${m} min ${sec} s` : `${sec} s`;
  return m ? `${m} 分 ${sec} 秒` : `${sec} 秒`;
}

export function simProgress(
  write: (s: string) => void,
  total: number,
  lang: Lang,
  now = () => performance.now(),
): SimProgress {
  const t0 = now();
  let last = -Infinity;
  return {
    update(done) {
      const t = now();
      if (t - last < 100 && done < total) return;
      last = t;
      const fill = Math.round((WIDTH * done) / Math.max(1, total));
      const rate = done / Math.max(1e-9, (t - t0) / 1000);
      const left = rate > 0 ? (total - done) / rate : Infinity;
      const n = (x: number): string => x.toLocaleString('en', { maximumFractionDigits: 0 });
      write(
        `\r\x1b[K[${'#'.repeat(fill)}${'-'.repeat(WIDTH - fill)}] ${n(done)}/${n(total)}  ` +
          (lang === 'en'
            ? `${n(rate)} games/s  ${duration(left, lang)} left`
            : `${n(rate)} 局/秒  还剩 ${duration(left, lang)}`),
      );
    },
    done() {
      write('\r\x1b[K');
    },
  };
}
