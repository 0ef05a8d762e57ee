// `cardc preview <set> --out <dir> [--png] [--sheet pdf] [--deck NAME]`: one SVG per card and an index.html
// contact sheet; PNGs beside them; a print-and-play PDF (all cards once, or a deck with its copies).
// compiler/cli/commands.ts loads this module when `cardc preview` runs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { langOf, UsageError, type CliIO, type ParsedArgs } from '../cli.js';
import { loadSetOrReport } from '../cli/load-set.js';
import { pathDisplay } from '../cli/paths.js';
import {
  drawCard,
  missingChars,
  missingGlyphsWarning,
  placeholderOf,
  previewCard,
  toSvg,
  withPlaceholders,
  type CardPicture,
} from '../../preview/index.js';
import { closest } from '../../grammar/index.js';
import { deckNamed } from '../play/playable-set.js';
import { contactSheet, fileNames } from './contact-sheet.js';
import { findCjkFont, glyphTest, MISSING_FONT } from './fonts.js';

async function cmdPreview(args: ParsedArgs, io: CliIO): Promise<number> {
  const lang = langOf(args.flags);
  const en = lang === 'en';
  const [dir, ...extra] = args.positionals;
  if (!dir || extra.length)
    throw new UsageError(en ? 'preview needs exactly one set folder' : 'preview 需要正好一个卡包文件夹', 'preview');
  const sheet = args.flags.sheet;
  if (sheet !== undefined && sheet !== 'pdf')
    throw new UsageError(
      en ? `--sheet takes pdf, not ${String(sheet)}` : `--sheet 只能是 pdf，而不是 ${String(sheet)}`,
    );
  const deckName = typeof args.flags.deck === 'string' ? args.flags.deck : undefined;
  if (deckName !== undefined && sheet === undefined)
    throw new UsageError(
      en
        ? '--deck chooses what --sheet pdf prints; add --sheet pdf'
        : '--deck 用于选择 --sheet pdf 打印的卡组；请加上 --sheet pdf',
    );

  const set = loadSetOrReport(dir, io, args, lang, { en: 'nothing was drawn', zh: '没有生成预览' });
  if (!set) return 1;
  let deck: Record<string, number> | undefined;
  if (deckName !== undefined) {
    const found = deckNamed(set.decks, deckName);
    deck = found === undefined ? undefined : set.decks[found];
    if (!deck) {
      const names = Object.keys(set.decks);
      const near = closest(deckName, names);
      throw new UsageError(
        en
          ? `set "${set.name}" has no deck "${deckName}"${near ? `; did you mean "${near}"?` : ''} (decks: ${names.join(', ') || 'none'})`
          : `卡包“${set.name}”没有卡组“${deckName}”${near ? `；是不是“${near}”？` : ''}（可用：${names.join('、') || '无'}）`,
      );
    }
  }
  const needFont = args.flags.png === true || sheet === 'pdf';
  // Looked for even when only SVGs are drawn: its characters say which of the card's a print would lack.
  const font = findCjkFont();
  if (needFont && !font) {
    const chosen = process.env.CARDSCRIPT_CJK_FONT;
    if (chosen)
      io.err(
        en
          ? `cardc: CARDSCRIPT_CJK_FONT names "${chosen}", which is not a readable font file`
          : `cardc: CARDSCRIPT_CJK_FONT 指向的“${chosen}”不是可读的字体文件`,
      );
    else io.err(`cardc${en ? ': ' : '：'}${MISSING_FONT[lang]}`);
    return 1;
  }

  const out = resolve(io.cwd, typeof args.flags.out === 'string' ? args.flags.out : join(dir, 'preview'));
  mkdirSync(out, { recursive: true });
  const has = font && glyphTest(font);
  const pictures: CardPicture[] = set.cards.map((d) => {
    const p = drawCard(previewCard(d, set.texts, set.name));
    const missing = has ? missingChars(p, has) : [];
    if (missing.length) p.warnings.push(missingGlyphsWarning(missing, font!.family, placeholderOf(has!)));
    return p;
  });
  // PNG and PDF are set in the one font: a character it lacks prints as a placeholder, never as a gap or an
  // empty box wider than the layout measured (the SVGs keep every character for a viewer's own fonts).
  const printed = (p: CardPicture) => (has ? withPlaceholders(p, has) : p);
  const names = fileNames(pictures.map((p) => p.name));
  const written: string[] = [];
  const write = (file: string, data: string | Buffer) => {
    const p = join(out, file);
    writeFileSync(p, data);
    written.push(p);
  };
  pictures.forEach((p, i) => write(`${names[i]}.svg`, toSvg(p)));
  write('index.html', contactSheet(set.name, pictures, names, lang));
  if (args.flags.png === true) {
    const { svgToPng } = await import('./png.js');
    for (const [i, p] of pictures.entries())
      write(`${names[i]}.png`, await svgToPng(toSvg(printed(p), { strokeBold: true }), font!));
  }
  if (sheet === 'pdf') {
    const { sheetPdf } = await import('./pdf.js');
    const byName = new Map(pictures.map((p) => [p.name, printed(p)]));
    const entries = deck
      ? Object.entries(deck).flatMap(([name, copies]) =>
          byName.has(name) ? [{ picture: byName.get(name)!, copies }] : [],
        )
      : pictures.map((picture) => ({ picture: printed(picture), copies: 1 }));
    const title = deck ? `${set.name} · ${deckName}` : set.name;
    const pdf = await sheetPdf(entries, {
      title,
      listTitle: en ? `${title} — card list` : `${title} —— 卡表`,
      font: font!,
      total: (n) => (en ? `${n} cards in all` : `合计 ${n} 张`),
    });
    write(deck ? `${fileNames([deckName!])[0]}.pdf` : 'sheet.pdf', pdf);
  }
  for (const p of pictures)
    for (const w of p.warnings)
      io.err(en ? `cardc: warning: 「${p.name}」: ${w.en}` : `cardc: 警告：「${p.name}」：${w.zh}`);
  // Where the pictures went, relative to the working directory when under it.
  const shown = pathDisplay(io.cwd)(out);
  io.out(
    en
      ? `drew ${pictures.length} cards into ${shown} (${written.length} files)`
      : `已生成 ${pictures.length} 张卡的预览：${shown}（${written.length} 个文件）`,
  );
  return 0;
}

export const run = cmdPreview;
