// The hostile inputs of the fuzz suite (issue 14), as fast-check arbitraries: card text, set.yaml, scenario files
// and replay files, each mixing families — long lines, deep brackets 【【【…, astral characters and lone surrogates,
// NUL, byte-order marks, CR / CRLF / U+2028 line ends, YAML alias bombs, huge numbers, hostile names — into
// pieces of the real thing (the bundled cards, scenarios and replays, the vocabulary), so inputs reach deep.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { VOCABULARY } from '../../grammar/index.js';

const ROOT = join(import.meta.dirname, '..', '..');
export const GAMES = ['slcg', 'guangan', 'kaling'] as const;
export type Game = (typeof GAMES)[number];

const read = (...p: string[]) => readFileSync(join(ROOT, ...p), 'utf8');
const filesOf = (dir: string, ext: string) =>
  readdirSync(join(ROOT, dir))
    .filter((f) => f.endsWith(ext))
    .map((f) => read(dir, f));

/** The bundled card blocks, per game: the valid text that mutations start from. */
export const CARD_BLOCKS: Readonly<Record<Game, string[]>> = Object.fromEntries(
  GAMES.map((g) => [
    g,
    filesOf(`cards/${g}`, '.card').flatMap((t) => t.split(/^(?=卡牌 )/m).filter((b) => b.startsWith('卡牌'))),
  ]),
) as Record<Game, string[]>;
const ALL_BLOCKS = GAMES.flatMap((g) => CARD_BLOCKS[g]);
export const CARD_NAMES: Readonly<Record<Game, string[]>> = Object.fromEntries(
  GAMES.map((g) => [g, CARD_BLOCKS[g].map((b) => /^卡牌 (.+)/.exec(b)?.[1] ?? '')]),
) as Record<Game, string[]>;

export const SCENARIOS: Readonly<Record<Game, string[]>> = Object.fromEntries(
  GAMES.map((g) => [g, filesOf(`cards/${g}/scenarios`, '.scenario.yaml')]),
) as Record<Game, string[]>;
export const MANIFESTS: readonly string[] = GAMES.map((g) => read('cards', g, 'set.yaml'));
export const REPLAYS: readonly string[] = filesOf('test/data/replays', '.jsonl');

/** Every written form of the vocabulary (both scripts). */
const WORDS = VOCABULARY.flatMap((e) => [e.canonical, ...e.aliases]);

// ── the families ──────────────────────────────────────────────────────────────────────────────────

/** Characters that break things: lone surrogates, astral characters, NUL, BOM, zero-width, controls, line separators. */
const NASTY_CHARS = [
  '\ud800',
  '\udfff',
  '\ud83d',
  '😀',
  '𠀀',
  '\u0000',
  '\ufeff',
  '\u200b',
  '\u2028',
  '\u2029',
  '\u0085',
  '\u000b',
  '\u000c',
  '\u001b',
  '\u00a0',
  '\u3000',
  '\t',
  '\r',
  '\r\n',
  '\n',
];
const nastyChar = fc.constantFrom(...NASTY_CHARS);

/** Punctuation of the language in both widths, and brackets. */
const PUNCT = [...'【】[]「」『』（）()：:；;，,。、+-＋－≥≤<>=＝#%！!？?/\\*&'];

/** Numbers that are too large, negative, fractional, exponent, full-width or Chinese. */
const hugeNumber = fc.oneof(
  fc.constantFrom(
    '99999999999999999999',
    '9007199254740993',
    '1e309',
    '-1',
    '0.5',
    '１２３４５６７８９０１２３４５６７８',
    '九千九百九十九万亿',
    '1e20',
    'NaN',
    'Infinity',
    '0x7fffffff',
    '00000000000000000001',
  ),
  fc.bigInt({ min: 0n, max: 10n ** 40n }).map(String),
  fc.integer({ min: -1000, max: 2 ** 31 }).map(String),
);

/** Applies mutations in turn: at a position (wrapping), delete a few characters and insert a piece. */
export function mutate(text: string, ms: readonly { at: number; del: number; ins: string }[]): string {
  let t = text;
  for (const m of ms) {
    const at = t.length ? m.at % (t.length + 1) : 0;
    t = t.slice(0, at) + m.ins + t.slice(at + m.del);
  }
  return t;
}

/**
 * The families, with the sizes of the large ones scaled by `scale` (1 in the long mode; `npm test` draws smaller
 * ones to stay fast). Lines over the 10,000-character limit are drawn at every scale: they cost little (not read).
 */
export function families(scale = 1) {
  const upTo = (n: number) => Math.max(2, Math.round(n * scale));

  /** A name a designer could not mean: brackets, quotes, keywords, newlines, control characters, 300 characters. */
  const hostileName = fc.oneof(
    fc.constantFrom(
      '【守护】',
      '「先锋战士」',
      '卡牌',
      '类型：角色',
      '先锋战士#2',
      ' ',
      '#',
      '&a',
      '*a',
      '- x',
      'name: y',
      '🂡'.repeat(50),
      '\u0000',
      '\ud800名',
      'A:盾卫',
      'X',
    ),
    fc.string({ unit: 'grapheme', maxLength: 12 }),
    fc.integer({ min: 100, max: upTo(3000) }).map((n) => '名'.repeat(n)),
  );

  /** A fragment of card text: a vocabulary word, punctuation, a number, a nasty character or a name. */
  const piece = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...WORDS) },
    { weight: 3, arbitrary: fc.constantFrom(...PUNCT) },
    { weight: 2, arbitrary: hugeNumber },
    { weight: 2, arbitrary: nastyChar },
    { weight: 1, arbitrary: hostileName },
    { weight: 1, arbitrary: fc.integer({ min: 0x4e00, max: 0x9fff }).map((c) => String.fromCharCode(c)) },
  );

  /** A line far longer than real text: a phrase repeated to thousands of characters, under or over the 10,000 limit. */
  const longLine = fc
    .tuple(
      fc.constantFrom('  【登场时】消灭一个', '  ', '卡牌 ', '  类型：', '  【'),
      fc.constantFrom('红', '【', '】', '对方', '😀', '\ud800', 'a', '一个'),
      fc.oneof(fc.integer({ min: 1000, max: upTo(9990) }), fc.integer({ min: 9990, max: 12000 })),
    )
    .map(([head, unit, n]) => head + unit.repeat(Math.ceil(n / unit.length)));

  /** Brackets nested or unbalanced hundreds deep. */
  const deepBrackets = fc
    .tuple(
      fc.integer({ min: 1, max: upTo(3000) }),
      fc.constantFrom('【', '「', '（', '[', '【登场时'),
      fc.constantFrom('', '】', '」', '守护', '】】】'),
    )
    .map(([n, open, close]) => `  ${open.repeat(n)}${close.repeat(Math.floor(n / 2))}`);

  /** A line ending, as a Windows, old Mac or Unicode-minded editor writes it. */
  const lineEnd = fc.constantFrom('\n', '\r\n', '\r', '\u2028', '\n\n', '\r\r\n');

  /** A mutation: at a position, delete a few characters and insert a piece (positions wrap). */
  const mutation = fc.record({
    at: fc.nat(),
    del: fc.nat({ max: 6 }),
    ins: fc.oneof(
      fc.constant(''),
      piece,
      lineEnd,
      fc.array(piece, { maxLength: 6 }).map((a) => a.join('')),
    ),
  });

  /** Lines made of pieces: a header, fields and abilities as a designer might get them wrong. */
  const piecesCard = fc
    .tuple(
      hostileName,
      fc.array(
        fc.array(piece, { maxLength: 12 }).map((a) => `  ${a.join('')}`),
        { maxLength: 8 },
      ),
      lineEnd,
    )
    .map(([name, lines, eol]) => [`卡牌 ${name}`, ...lines].join(eol));

  /** A bundled card, mutated. */
  const mutatedCard = fc
    .tuple(fc.constantFrom(...ALL_BLOCKS), fc.array(mutation, { maxLength: 8 }))
    .map(([b, ms]) => mutate(b, ms));

  /** Line ends rewritten: CR only, CRLF, U+2028, mixed. */
  const rewrittenEnds = fc.tuple(fc.constantFrom(...ALL_BLOCKS), lineEnd).map(([b, eol]) => b.replace(/\n/g, eol));

  /** A card with one hostile line (long, deep, huge numbers) put in among its lines. */
  const withHostileLine = fc
    .tuple(
      fc.constantFrom(...ALL_BLOCKS),
      fc.oneof(
        longLine,
        deepBrackets,
        hugeNumber.map((n) => `  费用：${n}\n  【登场时】造成${n}点伤害；抽${n}张卡。`),
      ),
      fc.nat(),
    )
    .map(([b, line, at]) => {
      const lines = b.split('\n');
      lines.splice(1 + (at % lines.length), 0, line);
      return lines.join('\n');
    });

  /** A .card document: a few blocks from the families, maybe a BOM or a 规则： line in front. */
  const cardDocument = fc
    .tuple(
      fc.constantFrom(
        '',
        '\ufeff',
        '规则：slcg\n',
        '规则：kaling\n',
        '规则：guangan\n',
        '规则：未知\n',
        '\u0000',
        '\ud800',
      ),
      fc.array(
        fc.oneof(
          { weight: 4, arbitrary: mutatedCard },
          { weight: 2, arbitrary: piecesCard },
          { weight: 1, arbitrary: rewrittenEnds },
          { weight: 1, arbitrary: withHostileLine },
          { weight: 1, arbitrary: fc.array(piece, { maxLength: 40 }).map((a) => a.join('')) },
        ),
        { minLength: 1, maxLength: 4 },
      ),
      lineEnd,
    )
    .map(([head, blocks, eol]) => head + blocks.join(eol));

  // ── YAML ──────────────────────────────────────────────────────────────────────────────────────────

  /** A billion laughs in a few lines, in a flow or block shape. */
  const aliasBomb = fc.tuple(fc.integer({ min: 2, max: 12 }), fc.integer({ min: 2, max: 9 })).map(([depth, width]) => {
    const lines = ['a0: &a0 [x, y]'];
    for (let i = 1; i <= depth; i++)
      lines.push(
        `a${i}: &a${i} [${Array(width)
          .fill(`*a${i - 1}`)
          .join(', ')}]`,
      );
    return lines.join('\n');
  });

  /** A YAML scalar that could hurt: huge numbers, aliases, tags, quotes, nasty characters. */
  const yamlScalar = fc.oneof(
    hugeNumber,
    hostileName.map((s) => JSON.stringify(s)),
    fc.constantFrom(
      '*a',
      '&a x',
      '!!binary aGVsbG8=',
      '!!js/function "f"',
      '~',
      'null',
      'true',
      '[',
      '{',
      '"',
      "'",
      '|',
      '>',
      '---',
      '...',
      '? x',
      '<<: *a',
      '@x',
      '`x`',
    ),
    fc.constantFrom(...WORDS),
  );

  /** A set.yaml: a bundled one mutated at the text level, or a generated one with hostile decks and params. */
  const manifestDocument = fc.oneof(
    fc
      .tuple(
        fc.constantFrom(...MANIFESTS),
        fc.array(
          fc.record({
            at: fc.nat(),
            del: fc.nat({ max: 6 }),
            ins: fc.oneof(yamlScalar, lineEnd, nastyChar, fc.constant('  ')),
          }),
          { maxLength: 6 },
        ),
      )
      .map(([m, ms]) => mutate(m, ms)),
    fc
      .tuple(
        fc.constantFrom(...GAMES, 'x', ''),
        fc.array(
          fc.tuple(
            hostileName,
            fc.array(
              fc.tuple(fc.oneof(fc.constantFrom(...GAMES.flatMap((g) => CARD_NAMES[g])), hostileName), yamlScalar),
              { maxLength: 6 },
            ),
          ),
          { maxLength: 5 },
        ),
        fc.array(
          fc.tuple(
            fc.constantFrom('deckMax', 'maxCopies', 'defaultCopies', 'victoryTarget', 'startingHp', 'x', 'maxEnergy'),
            yamlScalar,
          ),
          { maxLength: 4 },
        ),
        fc.option(aliasBomb),
        fc.constantFrom('', 'cards: ["../*.card", "/etc/*", "**/*.card"]\n', 'cards: []\n', 'scenarios: [x]\n'),
      )
      .map(([ruleset, decks, params, bomb, globs]) => {
        const deckText = decks
          .map(
            ([d, es]) => `  ${JSON.stringify(d)}:\n${es.map(([c, n]) => `    ${JSON.stringify(c)}: ${n}`).join('\n')}`,
          )
          .join('\n');
        return `name: 敌意\nruleset: ${ruleset}\n${globs}params:\n${params.map(([k, v]) => `  ${k}: ${v}`).join('\n')}\ndecks:\n${deckText}\n${bomb ?? ''}\n`;
      }),
  );

  /** A value a scenario field could be given. */
  const scenarioValue = fc.oneof(
    yamlScalar,
    fc.constantFrom('[]', '{}', '[先锋战士, 先锋战士#2]', '{card: 先锋战士, damage: 99}', '. . . . .'),
  );

  /** A board of the 卡灵时代 notation, with occupied, face-down, locked, doubled and unreadable areas. */
  const kalingBoard = fc
    .array(
      fc
        .array(
          fc.oneof(
            fc.constantFrom('.', 'X', '·'),
            fc
              .constantFrom(...CARD_NAMES.kaling)
              .chain((n) => fc.constantFrom(`A:${n}`, `B?${n}`, `XA:${n}`, `A:${n}+B:${n}`)),
            hostileName,
          ),
          { minLength: 4, maxLength: 6 },
        )
        .map((r) => r.join('  ')),
      { minLength: 4, maxLength: 6 },
    )
    .map((rows) => `  board: |\n${rows.map((r) => `    ${r}`).join('\n')}\n`);

  /**
   * A bundled scenario with its values swapped where they stand: a number for another (small or huge), a card name
   * for another card of its game or a hostile name, a zone list copied into another zone. The file still loads, so
   * the board checks and the steps are reached.
   */
  const swappedScenario = fc
    .tuple(
      fc.constantFrom(...GAMES),
      fc.nat(),
      fc.array(
        fc.tuple(
          fc.nat(),
          fc.oneof(fc.integer({ min: 0, max: 20 }).map(String), hugeNumber, fc.constant('')),
          fc.oneof(hostileName, fc.constantFrom(...GAMES.flatMap((g) => CARD_NAMES[g]))),
        ),
        { minLength: 1, maxLength: 4 },
      ),
    )
    .map(([g, i, swaps]) => {
      let text = SCENARIOS[g][i % SCENARIOS[g].length];
      const names = CARD_NAMES[g].filter((n) => n && text.includes(n));
      for (const [at, num, name] of swaps) {
        const numbers = [...text.matchAll(/(?<=[:\[, ] ?)\d+\b/g)];
        if (numbers.length && num) {
          const m = numbers[at % numbers.length];
          text = text.slice(0, m.index) + num + text.slice(m.index + m[0].length);
        }
        if (names.length) {
          const n = names[at % names.length];
          const k = text.indexOf(n, at % Math.max(1, text.length));
          const where = k >= 0 ? k : text.indexOf(n);
          if (where >= 0) text = text.slice(0, where) + name + text.slice(where + n.length);
        }
      }
      return { game: g as Game, text };
    });

  /** A scenario: a bundled one with values swapped or mutated, or one generated with hostile set-up values and steps. */
  const scenarioDocument = fc.oneof(
    swappedScenario,
    swappedScenario,
    fc
      .tuple(
        fc.constantFrom(...GAMES),
        fc.nat(),
        fc.array(
          fc.record({ at: fc.nat(), del: fc.nat({ max: 8 }), ins: fc.oneof(scenarioValue, lineEnd, nastyChar) }),
          { maxLength: 5 },
        ),
      )
      .map(([g, i, ms]) => ({ game: g as Game, text: mutate(SCENARIOS[g][i % SCENARIOS[g].length], ms) })),
    fc
      .tuple(
        fc.constantFrom(...GAMES),
        fc.array(
          fc.tuple(fc.constantFrom('turn', 'phase', 'first', 'active', 'moments', 'igniteClaimed'), scenarioValue),
          { maxLength: 3 },
        ),
        fc.array(
          fc.tuple(
            fc.constantFrom('A', 'B'),
            fc.array(
              fc.tuple(
                fc.constantFrom(
                  'hand',
                  'deck',
                  'main',
                  'discard',
                  'energy',
                  'extremeEnergy',
                  'victory',
                  'trauma',
                  'dying',
                  'hp',
                  'stamina',
                  'lightDark',
                  'characters',
                  'reserve',
                  'summons',
                  'cardZone',
                  'life',
                  'summons',
                  'moveSkillUses',
                  'cards',
                  'banished',
                ),
                scenarioValue,
              ),
              { maxLength: 5 },
            ),
          ),
          { maxLength: 2 },
        ),
        fc.option(kalingBoard),
        fc.array(
          fc.oneof(
            fc.constantFrom('- pass', '- endTurn', '- endPhase', '- yes', '- no'),
            fc
              .tuple(
                fc.constantFrom(
                  'play',
                  'convert',
                  'attack',
                  'use',
                  'set',
                  'summon',
                  'move',
                  'target',
                  'choose',
                  'activate',
                  'expect',
                ),
                scenarioValue,
              )
              .map(([k, v]) => `- ${k}: ${v}`),
          ),
          { maxLength: 8 },
        ),
        fc.option(aliasBomb),
      )
      .map(([g, setup, sides, board, steps, bomb]) => ({
        game: g as Game,
        text: `name: 敌意 (META)\nrules: [SLCG-META-01]\nseed: 1\nsetup:\n${setup.map(([k, v]) => `  ${k}: ${v}`).join('\n')}\n${g === 'kaling' ? (board ?? '') : ''}${sides.map(([p, kv]) => `  ${p}:\n${kv.map(([k, v]) => `    ${k}: ${v}`).join('\n')}`).join('\n')}\nsteps:\n${steps.map((s) => `  ${s}`).join('\n')}\n${bomb ?? ''}`,
      })),
  );

  // ── replays ───────────────────────────────────────────────────────────────────────────────────────

  /** A replay file: a bundled one with lines cut, swapped, repeated or corrupted. */
  const replayDocument = fc
    .tuple(
      fc.constantFrom(...REPLAYS),
      fc.array(
        fc.oneof(
          fc.record({ kind: fc.constant('cut' as const), at: fc.nat() }),
          fc.record({ kind: fc.constant('swap' as const), a: fc.nat(), b: fc.nat() }),
          fc.record({ kind: fc.constant('repeat' as const), at: fc.nat(), n: fc.integer({ min: 1, max: 20 }) }),
          fc.record({
            kind: fc.constant('edit' as const),
            at: fc.nat(),
            del: fc.nat({ max: 8 }),
            ins: fc.oneof(
              hugeNumber,
              nastyChar,
              fc.constantFrom('{', '}', '"', ',', 'null', '[]', '{"type":"game"}', '-1', '1e400'),
            ),
          }),
        ),
        { maxLength: 5 },
      ),
    )
    .map(([text, ops]) => {
      let lines = text.split('\n');
      for (const op of ops) {
        if (op.kind === 'cut') lines = lines.slice(0, op.at % (lines.length + 1));
        else if (op.kind === 'swap' && lines.length) {
          const a = op.a % lines.length,
            b = op.b % lines.length;
          [lines[a], lines[b]] = [lines[b], lines[a]];
        } else if (op.kind === 'repeat' && lines.length)
          lines.splice(op.at % lines.length, 0, ...Array(op.n).fill(lines[op.at % lines.length]));
        else if (op.kind === 'edit') lines = mutate(lines.join('\n'), [op]).split('\n');
      }
      return lines.join('\n');
    });

  return { cardDocument, manifestDocument, scenarioDocument, replayDocument };
}
