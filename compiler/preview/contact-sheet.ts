// index.html: every card of a set at a glance, the SVGs beside it, with each card's warnings.
import type { Lang } from '../../grammar/index.js';
import type { CardPicture } from '../../preview/index.js';

const esc = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** File names for card names: characters no file system takes become "_"; duplicates get "-2", "-3". */
export function fileNames(names: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((n) => {
    const base =
      n
        .replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_')
        .replace(/^\.+/, '_')
        .slice(0, 80) || '_';
    const k = base.toLowerCase();
    const i = (seen.get(k) ?? 0) + 1;
    seen.set(k, i);
    return i === 1 ? base : `${base}-${i}`;
  });
}

export function contactSheet(
  set: string,
  pictures: readonly CardPicture[],
  files: readonly string[],
  lang: Lang,
): string {
  const cards = pictures
    .map((p, i) => {
      const warn = p.warnings.map((w) => `<p class="warn">${esc(lang === 'en' ? w.en : w.zh)}</p>`).join('');
      return `<figure><img src="${encodeURIComponent(files[i])}.svg" alt="${esc(p.name)}" width="252" height="352"><figcaption>${esc(p.name)}</figcaption>${warn}</figure>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="${lang === 'en' ? 'en' : 'zh-Hans'}">
<meta charset="utf-8">
<title>${esc(set)}</title>
<style>
body { font-family: 'Noto Sans CJK SC', 'PingFang SC', 'Microsoft YaHei', sans-serif; background: #ece8df; margin: 24px; }
h1 { font-size: 20px; }
main { display: flex; flex-wrap: wrap; gap: 16px; }
figure { margin: 0; width: 252px; }
figcaption { text-align: center; font-size: 13px; margin-top: 4px; }
.warn { color: #b71c1c; font-size: 12px; margin: 2px 0; }
</style>
<h1>${esc(set)} — ${pictures.length} ${lang === 'en' ? 'cards' : '张卡'}</h1>
<main>
${cards}
</main>
`;
}
