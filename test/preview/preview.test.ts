// Card previews (preview/, compiler/preview/): golden SVGs per ruleset frame from test/data/preview/*.card,
// the printed elements each frame must carry, text that always fits its box (checked with the real font),
// PNG output and the print-and-play PDF, and the `cardc preview` command's errors.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { Analysis } from '../../compiler/analysis.js';
import { main, type CliIO } from '../../compiler/cli.js';
import { findCjkFont, glyphTest } from '../../compiler/preview/fonts.js';
import { loadPlayableSet } from '../../compiler/play/load-set.js';
import {
  drawCard,
  missingChars,
  previewCard,
  toSvg,
  withPlaceholders,
  type CardPicture,
  type Shape,
} from '../../preview/index.js';
import { textWidth } from '../../preview/measure.js';
import { NAME_FLOOR, NAME_SIZE } from '../../preview/title.js';
import { layoutParagraphs, type StylePalette } from '../../preview/layout.js';
import { golden } from '../compiler/checker-golden.js';
import type { CardDef } from '../../runtime/index.js';

const ROOT = resolve(__dirname, '../..');
const DATA = join(ROOT, 'test/data/preview');
const CASES = readdirSync(DATA)
  .filter((f) => f.endsWith('.card'))
  .sort();
const font = findCjkFont();
const CI = process.env.CI === 'true';

/** The cards of a test file, compiled in memory, with the file as their source text. */
function compile(file: string): { cards: CardDef[]; texts: Map<string, string> } {
  const text = readFileSync(join(DATA, file), 'utf8');
  const analysis = new Analysis();
  const checked = analysis.checkFile(text, file);
  expect(
    checked.diagnostics.filter((d) => d.severity === 'error'),
    file,
  ).toEqual([]);
  return { cards: analysis.lowerSet(checked.value, file).value.cards, texts: new Map([[file, text]]) };
}

function picturesOf(file: string): CardPicture[] {
  const { cards, texts } = compile(file);
  return cards.map((d) => drawCard(previewCard(d, texts, 'test')));
}

const texts = (p: CardPicture): string[] =>
  p.shapes.flatMap((s) => (s.kind === 'text' ? [s.runs.map((r) => r.text).join('')] : []));
const fills = (p: CardPicture): string[] =>
  p.shapes.flatMap((s) => ('fill' in s && s.fill ? [s.fill] : s.kind === 'text' ? s.runs.map((r) => r.fill) : []));
const byName = (ps: CardPicture[], name: string): CardPicture => ps.find((p) => p.name === name)!;
const textbox = (p: CardPicture) =>
  p.shapes.find((s): s is Extract<Shape, { kind: 'rect' }> => s.kind === 'rect' && s.role === 'textbox')!;

describe('card frames (golden SVGs, test/data/preview)', () => {
  for (const file of CASES) {
    it(`${file}: every card's SVG is as reviewed`, () => {
      const svgs = picturesOf(file)
        .map((p) => `=== ${p.name}\n${toSvg(p)}`)
        .join('');
      const g = golden(join(DATA, file.replace(/\.card$/, '.svg.txt')), svgs.trimEnd());
      expect(g.actual).toBe(g.expected);
      // Every SVG is well-formed: resvg parses it.
      for (const svg of svgs.split(/^=== .*\n/m).filter(Boolean)) expect(() => new Resvg(svg)).not.toThrow();
    });
  }

  it('SLCG-CT-02/09/11/14, SLCG-DK-02, SLCG-CT-06/07/15: cost, 常值 diamond in its colour, 投入 dots, 极动能 mark, 突发 / 增量产能 / 场景 marks', () => {
    const ps = picturesOf('0001_slcg_frames.card');
    const agent = byName(ps, '影刃特派员');
    expect(texts(agent)).toEqual(expect.arrayContaining(['3', '4', '极', '影刃特派员']));
    expect(fills(agent)).toEqual(expect.arrayContaining(['#c62828', '#1a3a8f'])); // 攻推: red and deep blue halves
    expect(agent.shapes.filter((s) => s.kind === 'circle' && s.r === 8)).toHaveLength(3); // 投入：3
    expect(texts(byName(ps, '紧急护盾'))).toContain('!');
    expect(fills(byName(ps, '超频电池'))).toContain('#2e7d32'); // the battery
    expect(fills(byName(ps, '萨姆研究所'))).toContain('#6a1b9a'); // the radar
    expect(fills(byName(ps, '青色守望者'))).toContain('#129aa6'); // 无: cyan
  });

  it('KL-CT-02, KL-CB-02, KL-SUM-02, KL-CT-05, KL-META-04: level, AP/DP/SP, attack areas, 降临, GP, rarity', () => {
    const ps = picturesOf('0002_kaling_frames.card');
    const wolf = byName(ps, '雷霆战狼');
    expect(texts(wolf)).toEqual(expect.arrayContaining(['等级', '3', 'AP', '5', 'DP', 'SP', '2', 'SR']));
    expect(texts(wolf).some((t) => t.startsWith('降临：耗能3'))).toBe(true);
    // 攻击区域：上、左上、右上 → three marked cells around the card's own.
    expect(wolf.shapes.filter((s) => s.kind === 'rect' && s.fill === '#e53935')).toHaveLength(3);
    expect(texts(byName(ps, '守望塔'))).toContain('GP3');
    expect(byName(ps, '封锁令').shapes.filter((s) => s.kind === 'rect' && s.fill === '#e53935')).toHaveLength(0); // a tactic has no attack areas
  });

  it('GA-CHR-03, GA-RES-04, GA-RES-08, GA-CT-09, GA-CT-07, GA-KW-01/04: HP/ATK, stamina, 光暗 requirement, 专属, 持续, marks', () => {
    const ps = picturesOf('0003_guangan_frames.card');
    expect(texts(byName(ps, '林燃'))).toEqual(expect.arrayContaining(['生命', '12', '攻击', '3']));
    const curse = byName(ps, '烈焰咒');
    expect(texts(curse)).toEqual(expect.arrayContaining(['体力', '2']));
    expect(texts(curse).some((t) => t.includes('专属 林燃') && t.includes('【咒术】【蓄力】'))).toBe(true);
    expect(curse.shapes.some((s) => s.kind === 'text' && s.runs.some((r) => r.text === '【光明】' && r.bold))).toBe(
      true,
    );
    expect(byName(ps, '寒霜结界').shapes.some((s) => s.kind === 'rect' && s.stroke === '#ffd54f')).toBe(true); // 持续
  });

  it('prints traditional-script cards as written', () => {
    const ps = [...picturesOf('0001_slcg_frames.card'), ...picturesOf('0002_kaling_frames.card')];
    expect(texts(byName(ps, '青色守望者')).join('')).toContain('【登場時】抽1張卡');
    expect(texts(byName(ps, '霜牙狼'))).toEqual(
      expect.arrayContaining([expect.stringContaining('卡靈'), expect.stringContaining('【啟動】')]),
    );
  });

  it("prints the frame's own words in a traditional card's script (費用 等級 降臨 生命 攻擊 體力 專屬), simplified on a simplified card", () => {
    const ps = [...picturesOf('0001_slcg_frames.card'), ...picturesOf('0002_kaling_frames.card')];
    const gs = picturesOf('0003_guangan_frames.card');
    expect(texts(byName(ps, '青色守望者'))).toContain('費用');
    expect(texts(byName(ps, '影刃特派员'))).toContain('费用');
    expect(texts(byName(ps, '霜牙狼'))).toEqual(expect.arrayContaining(['等級', '卡靈']));
    expect(texts(byName(ps, '雷霆战狼'))).toContain('等级');
    expect(texts(byName(ps, '雪原狼王')).some((t) => t.startsWith('降臨：耗能3'))).toBe(true);
    expect(texts(byName(gs, '蒼嵐'))).toEqual(expect.arrayContaining(['生命', '攻擊']));
    expect(texts(byName(gs, '林燃'))).toEqual(expect.arrayContaining(['生命', '攻击']));
    const blade = texts(byName(gs, '風刃'));
    expect(blade).toContain('體力');
    expect(blade.some((t) => t.includes('專屬 蒼嵐'))).toBe(true);
    for (const name of ['青色守望者', '霜牙狼', '雪原狼王', '蒼嵐', '風刃'])
      expect(texts(byName([...ps, ...gs], name)).join(' '), name).not.toMatch(/费用|等级|降临|攻击|体力|专属/);
  });
});

describe('names, values and characters that do not fit (test/data/preview/0004_slcg_hard_cases.card)', () => {
  const ps = () => picturesOf('0004_slcg_hard_cases.card');
  const warningsOf = (p: CardPicture) => p.warnings.map((w) => w.en).join('\n');
  /** The name's lines: text shapes in the name bar (y 36–106), centred on it. */
  const nameLines = (p: CardPicture) =>
    p.shapes.filter(
      (s): s is Extract<Shape, { kind: 'text' }> => s.kind === 'text' && s.y > 36 && s.y < 106 && s.x === 315,
    );
  const BAR = 630 - 260 - 24;

  it('a name shrinks to fit down to a floor, then takes two lines, then is cut with …, warning at each step', () => {
    const all = ps();
    const fits = byName(all, '半English标题Mixed');
    expect(nameLines(fits)).toHaveLength(1);
    const two = byName(all, '星环舰队第七突击分队副队长兼首席观测员');
    expect(nameLines(two).map((s) => s.runs[0].text)).toEqual(['星环舰队第七突击分', '队副队长兼首席观测员']);
    expect(warningsOf(two)).toMatch(/below 7\.1 pt: printed on two lines/);
    const cut = byName(all, '这是一个非常非常非常非常非常非常非常非常长的卡牌名字啊啊');
    const lines = nameLines(cut).map((s) => s.runs[0].text);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/…$/);
    expect(warningsOf(cut)).toMatch(/too long for two lines at 7\.1 pt: it prints cut short/);
    expect(cut.warnings[0].zh).toContain('截断');
    for (const p of all)
      for (const s of nameLines(p)) {
        expect(s.size, p.name).toBeGreaterThanOrEqual(NAME_FLOOR);
        expect(textWidth(s.runs[0].text, s.size), p.name).toBeLessThanOrEqual(BAR);
      }
    // The bundled sets' names all fit on one line, unwarned.
    expect(picturesOf('0001_slcg_frames.card').flatMap((p) => p.warnings)).toEqual([]);
  });

  it('a name with Latin letters that had to shrink says so; one that did not shrink does not', () => {
    const all = ps();
    for (const name of ['Super Long English Title Card', '半English标题Mixed']) {
      const p = byName(all, name);
      expect(nameLines(p)[0].size, name).toBeLessThan(NAME_SIZE);
      expect(warningsOf(p), name).toMatch(/the name has Latin letters.*shrank to \d+\.\d pt \(from 13\.0 pt\)/);
      expect(p.warnings.some((w) => w.zh.includes('拉丁字母'))).toBe(true);
    }
    const { cards, texts: t } = compile('0004_slcg_hard_cases.card');
    const short = drawCard(previewCard({ ...cards[1], name: 'SLCG Tank' }, t));
    expect(nameLines(short)[0].size).toBe(NAME_SIZE);
    expect(short.warnings).toEqual([]);
  });

  it('SLCG-CT-11: a three-digit 常值 (常值：100) shrinks inside its diamond', () => {
    const p = byName(ps(), '笑脸😀𠀋战士');
    const v = p.shapes.find(
      (s): s is Extract<Shape, { kind: 'text' }> => s.kind === 'text' && s.runs[0].text === '100',
    )!;
    expect(v.size).toBeLessThan(50);
    // The digits stand 0.36 em above and below the diamond's centre (548,80; half-diagonal 54), where it is
    // 2 × (54 − 0.36 em) wide.
    expect(textWidth('100', v.size)).toBeLessThanOrEqual(2 * (54 - 0.36 * v.size));
  });

  it.skipIf(!font && !CI)(
    'SLCG-CT-11: with the real font, no ink of a three-digit 常值 falls outside its diamond',
    () => {
      const p = byName(ps(), '笑脸😀𠀋战士');
      const v = p.shapes.find(
        (s): s is Extract<Shape, { kind: 'text' }> => s.kind === 'text' && s.runs[0].text === '100',
      )!;
      const only = toSvg({ name: p.name, shapes: [{ ...v, runs: [{ ...v.runs[0], fill: '#000000' }] }], warnings: [] });
      const img = new Resvg(only, {
        fitTo: { mode: 'width', value: 630 },
        font: { loadSystemFonts: false, fontFiles: [font!.file], defaultFontFamily: font!.family },
      }).render();
      const px = img.pixels;
      let inked = 0;
      for (let y = 0; y < img.height; y++)
        for (let x = 0; x < img.width; x++) {
          if (px[(y * img.width + x) * 4 + 3] < 64) continue;
          inked++;
          expect(Math.abs(x - 548) + Math.abs(y - 80), `ink at ${x},${y}`).toBeLessThanOrEqual(54);
        }
      expect(inked).toBeGreaterThan(50);
    },
  );

  it.skipIf(!font && !CI)(
    'a character the font lacks (😀, 𠀋 U+2000B) is a warning naming it, and PNG and PDF print □ in its place, no wider than measured',
    async () => {
      const has = glyphTest(font!)!;
      const p = byName(ps(), '笑脸😀𠀋战士');
      expect(missingChars(p, has)).toEqual(['😀', '𠀋']);
      const printed = withPlaceholders(p, has);
      expect(missingChars(printed, has)).toEqual([]);
      expect(texts(printed)).toContain('笑脸□□战士');
      // Every line of the printed card is, in the real font, no wider than the layout measured it: no run
      // pushes into the next (the PDF places runs by the font's widths).
      const fontkit = createRequire(import.meta.url)('fontkit') as {
        openSync(f: string, ps: string): { layout(s: string): { advanceWidth: number }; unitsPerEm: number };
      };
      const face = fontkit.openSync(font!.file, font!.postscriptName);
      for (const s of printed.shapes) {
        if (s.kind !== 'text') continue;
        const line = s.runs.map((r) => r.text).join('');
        const real = (face.layout(line).advanceWidth / face.unitsPerEm) * s.size;
        expect(real, line).toBeLessThanOrEqual(textWidth(line, s.size) + 0.5);
      }
      // cardc preview says which characters and what prints instead.
      const dir = mkdtempSync(join(tmpdir(), 'cardc-preview-set-'));
      writeFileSync(join(dir, 'set.yaml'), 'name: 难排\nruleset: slcg\n');
      writeFileSync(join(dir, 'a.card'), readFileSync(join(DATA, '0004_slcg_hard_cases.card'), 'utf8'));
      const r = await cardc(['preview', dir, '--out', join(dir, 'out')]);
      expect(r.code, r.err).toBe(0);
      expect(r.err).toContain(
        `「笑脸😀𠀋战士」：字体 ${font!.family} 里没有 “😀”（U+1F600）、“𠀋”（U+2000B）：PNG 和 PDF 里印成 □`,
      );
      // The SVG keeps the characters for a viewer's own fonts.
      expect(readFileSync(join(dir, 'out', '笑脸😀𠀋战士.svg'), 'utf8')).toContain('笑脸😀𠀋战士');
    },
  );

  it.skipIf(!font && !CI)(
    'bold prints bold in PNG as in the PDF: bold runs are stroked for a font with one weight',
    () => {
      const p = byName(picturesOf('0001_slcg_frames.card'), '影刃特派员');
      const name = p.shapes.filter((s) => s.kind === 'text' && s.runs.some((r) => r.bold && r.text === '影刃特派员'));
      expect(name).toHaveLength(1);
      const ink = (strokeBold: boolean) => {
        const svg = toSvg({ name: p.name, shapes: name, warnings: [] }, { strokeBold });
        const img = new Resvg(svg, {
          fitTo: { mode: 'width', value: 630 },
          font: { loadSystemFonts: false, fontFiles: [font!.file], defaultFontFamily: font!.family },
        }).render();
        const px = img.pixels;
        let n = 0;
        for (let i = 3; i < px.length; i += 4) if (px[i] > 128) n++;
        return n;
      };
      expect(toSvg(p, { strokeBold: true })).toMatch(
        /<tspan fill="#1b1b1b" font-weight="bold" stroke="#1b1b1b" stroke-width="1\.\d">影刃特派员/,
      );
      expect(ink(true)).toBeGreaterThan(ink(false) * 1.15);
    },
  );
});

describe('text always fits its box', () => {
  /** The card of a set with the most text, and a synthetic card with far more. */
  function longest(): CardPicture[] {
    const out: CardPicture[] = [];
    for (const dir of ['slcg', 'kaling', 'guangan']) {
      const set = loadPlayableSet(join(ROOT, 'cards', dir), ROOT).set!;
      const ps = set.cards.map((d) => drawCard(previewCard(d, set.texts, set.name)));
      out.push(ps.sort((a, b) => texts(b).join('').length - texts(a).join('').length)[0]);
    }
    out.push(byName(picturesOf('0001_slcg_frames.card'), '青色守望者'));
    return out;
  }

  it('a signed number stays with the word it changes (推动进度+2 never breaks before the sign)', () => {
    const palette = Object.fromEntries(
      ['plain', 'keyword', 'timing', 'kind', 'limit', 'cost', 'variant', 'name', 'number'].map((k) => [
        k,
        { fill: '#000' },
      ]),
    ) as StylePalette;
    for (const text of ['推动进度+2。', '推動進度-1。', '己方卡灵AP−1。']) {
      // 4 em a line: the sign would start the second line if nothing held it back.
      const size = 10;
      const out = layoutParagraphs([[{ text, style: 'plain' }]], { x: 0, y: 0, w: size * 5, h: 1000 }, size, palette);
      const lines = out.shapes.map((sh) => (sh.kind === 'text' ? sh.runs.map((r) => r.text).join('') : ''));
      expect(lines.length, text).toBeGreaterThan(1);
      for (const l of lines) expect(l, `${text}: ${JSON.stringify(lines)}`).not.toMatch(/^[+\-−]/);
    }
  });

  it('by measure: every line of every longest card lies inside its text box', () => {
    for (const p of longest()) {
      const box = textbox(p);
      for (const s of p.shapes) {
        if (s.kind !== 'text' || s.y < box.y || s.y > box.y + box.h + 40) continue;
        const w = textWidth(s.runs.map((r) => r.text).join(''), s.size);
        expect(s.x + w, `${p.name}: ${s.runs.map((r) => r.text).join('')}`).toBeLessThanOrEqual(box.x + box.w);
        expect(s.y, p.name).toBeLessThanOrEqual(box.y + box.h);
      }
    }
  });

  it.skipIf(!font && !CI)('with the real CJK font: no ink of the box text outside the box', () => {
    expect(font, 'a CJK font (fonts-wqy-microhei or fonts-noto-cjk)').toBeDefined();
    for (const p of longest()) {
      const box = textbox(p);
      const inBox = p.shapes.filter((s) => s.kind === 'text' && s.y > box.y && s.y <= box.y + box.h + 40);
      const only = toSvg({ name: p.name, shapes: inBox, warnings: [] });
      const img = new Resvg(only, {
        fitTo: { mode: 'width', value: 630 },
        font: { loadSystemFonts: true, fontFiles: [font!.file], defaultFontFamily: font!.family },
      }).render();
      const px = img.pixels; // a copy out of resvg on every read: read it once
      let inked = 0;
      for (let y = 0; y < img.height; y++) {
        for (let x = 0; x < img.width; x++) {
          if (px[(y * img.width + x) * 4 + 3] === 0) continue;
          inked++;
          const inside = x >= box.x - 1 && x <= box.x + box.w + 1 && y >= box.y - 1 && y <= box.y + box.h + 1;
          if (!inside) throw new Error(`${p.name}: ink at ${x},${y} outside the text box ${JSON.stringify(box)}`);
        }
      }
      expect(inked, p.name).toBeGreaterThan(100);
    }
  });
});

/** Runs cardc in-process. */
async function cardc(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [],
    err: string[] = [];
  const io: CliIO = { out: (s) => out.push(s), err: (s) => err.push(s), cwd: ROOT, isTTY: false };
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    const code = await main(args, io);
    return { code, out: out.join('\n'), err: err.join('\n') };
  } finally {
    for (const k of Object.keys(env))
      if (saved[k] === undefined) delete process.env[k];
      else process.env[k] = saved[k];
  }
}

describe('cardc preview', () => {
  it('writes one SVG per card and an index.html contact sheet', async () => {
    const out = mkdtempSync(join(tmpdir(), 'cardc-preview-'));
    const r = await cardc(['preview', 'cards/guangan', '--out', out]);
    expect(r.code, r.err).toBe(0);
    const set = loadPlayableSet(join(ROOT, 'cards/guangan'), ROOT).set!;
    const svgs = readdirSync(out).filter((f) => f.endsWith('.svg'));
    expect(svgs).toHaveLength(set.cards.length);
    const index = readFileSync(join(out, 'index.html'), 'utf8');
    for (const c of set.cards) expect(index).toContain(`alt="${c.name}"`);
    expect(r.out).toContain(out);
  });

  it.skipIf(!font && !CI)('--png: 300 dpi PNGs with ink in the name bar and the text box', async () => {
    const out = mkdtempSync(join(tmpdir(), 'cardc-preview-'));
    const r = await cardc(['preview', 'cards/kaling', '--out', out, '--png']);
    expect(r.code, r.err).toBe(0);
    const png = readFileSync(join(out, '雷霆战狼.png'));
    // IHDR: width and height, big-endian, after the 8-byte signature and the chunk header.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([744, 1039]);
    const img = new Resvg(readFileSync(join(out, '雷霆战狼.svg'), 'utf8'), {
      fitTo: { mode: 'width', value: 630 },
      font: { loadSystemFonts: true, fontFiles: [font!.file], defaultFontFamily: font!.family },
    }).render();
    const px = img.pixels; // a copy out of resvg on every read: read it once
    const dark = (x0: number, y0: number, x1: number, y1: number): number => {
      let n = 0;
      for (let y = y0; y < y1; y++)
        for (let x = x0; x < x1; x++) {
          const i = (y * img.width + x) * 4;
          if (px[i] + px[i + 1] + px[i + 2] < 200) n++;
        }
      return n;
    };
    expect(dark(150, 45, 480, 100)).toBeGreaterThan(200); // the name
    expect(dark(60, 430, 570, 600)).toBeGreaterThan(500); // the text
  });

  it.skipIf((!font || !hasPdftotext()) && !CI)(
    '--sheet pdf --deck: a card list page, nine cards a page, the names in the text layer',
    async () => {
      const out = mkdtempSync(join(tmpdir(), 'cardc-preview-'));
      const r = await cardc(['preview', 'cards/slcg', '--out', out, '--sheet', 'pdf', '--deck', '红']);
      expect(r.code, r.err).toBe(0);
      const pdf = join(out, '红.pdf');
      const set = loadPlayableSet(join(ROOT, 'cards/slcg'), ROOT).set!;
      const deck = set.decks['红'];
      const copies = Object.values(deck).reduce((a, b) => a + b, 0);
      const info = execFileSync('pdfinfo', [pdf], { encoding: 'utf8' });
      expect(Number(/Pages:\s+(\d+)/.exec(info)![1])).toBe(1 + Math.ceil(copies / 9));
      const text = execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' });
      for (const name of Object.keys(deck)) expect(text).toContain(name);
      expect(text).toContain(`合计 ${copies} 张`);
    },
  );

  it('bad invocations exit 2 with the reason; a font that is not there exits 1 and says which', async () => {
    const deck = await cardc(['preview', 'cards/slcg', '--sheet', 'pdf', '--deck', '绿']);
    expect(deck.code).toBe(2);
    expect(deck.err).toMatch(/没有卡组“绿”.*可用：/);
    // A deck named in the other script is that deck (紅 is 红, deckNamed); one no deck spells is still refused.
    const trad = await cardc(['preview', 'cards/slcg', '--sheet', 'pdf', '--deck', '綠']);
    expect(trad.code).toBe(2);
    expect(trad.err).toContain('没有卡组“綠”');
    expect((await cardc(['preview', 'cards/slcg', '--deck', '红'])).code).toBe(2);
    expect((await cardc(['preview', 'cards/slcg', '--sheet', 'png'])).code).toBe(2);
    expect((await cardc(['preview'])).code).toBe(2);
    const nofont = await cardc(['preview', 'cards/slcg', '--png', '--out', mkdtempSync(join(tmpdir(), 'p-'))], {
      CARDSCRIPT_CJK_FONT: '/no/such/font.ttc',
    });
    expect(nofont.code).toBe(1);
    expect(nofont.err).toContain('/no/such/font.ttc');
  });
});

function hasPdftotext(): boolean {
  return ['/usr/bin/pdftotext', '/usr/local/bin/pdftotext'].some((p) => existsSync(p));
}
