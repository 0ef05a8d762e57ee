// Finding a CJK font on this machine for PNG and PDF output (SVG names a family list and needs none).
// fontconfig is asked first; without it, the usual font folders are searched for well-known files.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { join } from 'node:path';

export interface CjkFont {
  file: string;
  family: string;
  /** The font's PostScript name (selects the face inside a .ttc collection). */
  postscriptName: string;
}

/** Families in order of preference (the same order as the SVG's font-family list). */
const PREFERRED = [
  'Noto Sans CJK SC',
  'Source Han Sans SC',
  'WenQuanYi Micro Hei',
  'PingFang SC',
  'Microsoft YaHei',
  'Noto Sans CJK TC',
  'WenQuanYi Zen Hei',
];

/** Well-known files, for machines without fontconfig. */
const KNOWN: Record<string, { family: string; postscriptName: string }> = {
  'NotoSansCJK-Regular.ttc': { family: 'Noto Sans CJK SC', postscriptName: 'NotoSansCJKsc-Regular' },
  'NotoSansCJKsc-Regular.otf': { family: 'Noto Sans CJK SC', postscriptName: 'NotoSansCJKsc-Regular' },
  'SourceHanSansSC-Regular.otf': { family: 'Source Han Sans SC', postscriptName: 'SourceHanSansSC-Regular' },
  'wqy-microhei.ttc': { family: 'WenQuanYi Micro Hei', postscriptName: 'WenQuanYiMicroHei' },
  'wqy-zenhei.ttc': { family: 'WenQuanYi Zen Hei', postscriptName: 'WenQuanYiZenHei' },
  'msyh.ttc': { family: 'Microsoft YaHei', postscriptName: 'MicrosoftYaHei' },
  'PingFang.ttc': { family: 'PingFang SC', postscriptName: 'PingFangSC-Regular' },
};

/** What to tell a designer whose machine has no CJK font. */
export const MISSING_FONT = {
  zh: '没有找到中文（CJK）字体，无法生成 PNG/PDF。请安装 Noto Sans CJK 或文泉驿微米黑，例如 Debian/Ubuntu：sudo apt-get install fonts-noto-cjk（或 fonts-wqy-microhei）；macOS 与 Windows 自带的 PingFang / 微软雅黑也可以。',
  en: 'no CJK font found, so PNG/PDF cannot be made. Install Noto Sans CJK or WenQuanYi Micro Hei, e.g. on Debian/Ubuntu: sudo apt-get install fonts-noto-cjk (or fonts-wqy-microhei); PingFang (macOS) or Microsoft YaHei (Windows) work too.',
};

function fromFontconfig(): CjkFont | undefined {
  let out: string;
  try {
    out = execFileSync('fc-list', [':lang=zh', '-f', '%{file}\t%{family[0]}\t%{postscriptname}\n'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return undefined;
  }
  const fonts = out
    .split('\n')
    .filter(Boolean)
    .map((l) => {
      const [file, family, postscriptName] = l.split('\t');
      return { file, family, postscriptName };
    })
    .filter((f) => /\.(ttf|otf|ttc)$/i.test(f.file) && !/mono/i.test(f.family));
  const rank = (f: CjkFont) => {
    const i = PREFERRED.indexOf(f.family);
    return i < 0 ? PREFERRED.length : i;
  };
  return fonts.sort((a, b) => rank(a) - rank(b) || a.file.localeCompare(b.file))[0];
}

function fromFolders(): CjkFont | undefined {
  const dirs = [
    '/usr/share/fonts',
    '/usr/local/share/fonts',
    join(homedir(), '.fonts'),
    join(homedir(), '.local/share/fonts'),
    '/Library/Fonts',
    '/System/Library/Fonts',
    'C:\\Windows\\Fonts',
  ];
  const found: CjkFont[] = [];
  const walk = (d: string, depth: number) => {
    let names: string[];
    try {
      names = readdirSync(d);
    } catch {
      return;
    }
    for (const n of names) {
      const p = join(d, n);
      if (KNOWN[n]) found.push({ file: p, ...KNOWN[n] });
      else if (depth < 4 && statSync(p, { throwIfNoEntry: false })?.isDirectory()) walk(p, depth + 1);
    }
  };
  for (const d of dirs) if (existsSync(d)) walk(d, 0);
  return found.sort((a, b) => PREFERRED.indexOf(a.family) - PREFERRED.indexOf(b.family))[0];
}

/** The first face of a font file (a .ttc holds several), read with fontkit; undefined when it is not a font. */
function describeFontFile(file: string): CjkFont | undefined {
  try {
    const fontkit = createRequire(import.meta.url)('fontkit') as typeof import('fontkit');
    const f = fontkit.openSync(file);
    const face = 'fonts' in f ? f.fonts[0] : f;
    return { file, family: face.familyName, postscriptName: face.postscriptName };
  } catch {
    return undefined;
  }
}

/**
 * Whether the font draws a character (its character map), for the characters PNG and PDF cannot print
 * (preview/glyphs.ts); undefined when the file cannot be read.
 */
export function glyphTest(font: CjkFont): ((codePoint: number) => boolean) | undefined {
  try {
    const fontkit = createRequire(import.meta.url)('fontkit') as typeof import('fontkit');
    const f = fontkit.openSync(font.file, font.postscriptName);
    const face = 'fonts' in f ? f.fonts[0] : f;
    const known = new Map<number, boolean>();
    return (cp) => {
      let v = known.get(cp);
      if (v === undefined) known.set(cp, (v = face.hasGlyphForCodePoint(cp)));
      return v;
    };
  } catch {
    return undefined;
  }
}

/**
 * A CJK font of this machine, or undefined (say MISSING_FONT). The environment variable CARDSCRIPT_CJK_FONT
 * names a font file to use instead of searching (a font that is not installed, or a machine without
 * fontconfig); when it names no readable font, there is none.
 */
export function findCjkFont(env: NodeJS.ProcessEnv = process.env): CjkFont | undefined {
  const chosen = env.CARDSCRIPT_CJK_FONT;
  if (chosen) return describeFontFile(chosen);
  return fromFontconfig() ?? fromFolders();
}
