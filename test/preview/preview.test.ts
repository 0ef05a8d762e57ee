// Card previews (preview/, compiler/preview/): golden SVGs per ruleset frame from test/data/preview/*.card,
// the printed elements each frame must carry, text that always fits its box (checked with the real font),
// PNG output and the print-and-play PDF, and the `cardc preview` command's errors.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { Analysis } from '../../compiler/analysis.js';
import { main, type CliIO } from '../../compiler/cli.js';
import { findCjkFont } from '../../compiler/preview/fonts.js';
import { loadPlayableSet } from '../../compiler/play/load-set.js';
import { drawCard, previewCard, toSvg, type CardPicture, type Shape } from '../../preview/index.js';
import { textWidth } from '../../preview/measure.js';
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
    // A deck named in the other script: the did-you-mean is the deck it spells, not the one an edit away.
    const trad = await cardc(['preview', 'cards/slcg', '--sheet', 'pdf', '--deck', '紅']);
    expect(trad.code).toBe(2);
    expect(trad.err).toContain('没有卡组“紅”；是不是“红”？');
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
