// Formatting never changes meaning: idempotent, and the AST (spans off, fields in canonical
// order) is the same before and after — on every card of the grammar's golden data and more.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CardParser, dumpAst, type CardFile } from '../../grammar/index.js';
import { format, formatEdits } from '../../lsp/features/formatting.js';
import { FIELD_ORDER } from '../../lsp/profile.js';
import { ROOT } from './client.js';
import { GUANGAN_CARDS, KALING_CARDS, SLCG_CARDS } from './fixtures.js';

const parser = new CardParser();
const parseText = (text: string) => parser.parse(text);

function meaning(text: string): string {
  const ast = parseText(text).ast;
  const sorted: CardFile = {
    ...ast,
    cards: ast.cards.map((c) => ({
      ...c,
      fields: [...c.fields].sort((a, b) => FIELD_ORDER.indexOf(a.id) - FIELD_ORDER.indexOf(b.id)),
    })),
  };
  return dumpAst(sorted, text, { spans: false });
}

const dataDir = join(ROOT, 'test', 'data', 'grammar');
const corpus: [string, string][] = [
  ['slcg fixture', SLCG_CARDS],
  ['kaling fixture', KALING_CARDS],
  ['guangan fixture', GUANGAN_CARDS],
  [
    'messy',
    '规则 : slcg\n卡牌   乱排的卡  \n费用:3\n    类型 : 角色   # 注释\n  常值：4   攻推\n  [守护]  [连击]\n  [登场时]可以对一个对方角色造成2点伤害 ; 推动进度+1 。\n  描述：a  ,  b\n# 顶格注释\n卡牌 下一张\n  类型：发生\n\n\n\n  抽1张卡。',
  ],
  ['crlf', '卡牌 甲\r\n  类型：角色\r\n  常值：1 攻\r\n'],
  ['ascii full stop', '卡牌 A.B\n  类型：发生\n  抽1张卡.推动进度+1.\n  描述：v1.2 ok.\n'],
  ['astral', '卡牌 𠀋😀卡\n  类型：发生\n  载入一张「𠀋😀卡」 。\n'],
  ['lexer errors', '卡牌 怪\n  类型：发生 ~~ ＠\n  抽1张卡\u0007。\n'],
];
for (const f of readdirSync(dataDir)
  .filter((n) => n.endsWith('.card'))
  .sort())
  corpus.push([f, readFileSync(join(dataDir, f), 'utf8')]);

describe('format', () => {
  it.each(corpus)('%s: idempotent and meaning-preserving', (_name, text) => {
    const once = format(text, parser);
    expect(format(once, parser)).toBe(once);
    expect(meaning(once)).toBe(meaning(text));
  });

  it('writes the canonical layout', () => {
    expect(
      format(
        '卡牌   甲  \n类型 : 角色\n    常值:4   攻推\n  [守护]  [连击]\n  [登场时]抽1张卡 ; 推动进度+1 。\n',
        parser,
      ),
    ).toBe('卡牌 甲\n  类型：角色\n  常值：4 攻推\n  【守护】【连击】\n  【登场时】抽1张卡；推动进度+1。\n');
  });

  it('writes an ASCII full stop that ends a sentence as 。, and leaves one inside a name or word', () => {
    expect(format('卡牌 R.O.B.\n  类型：角色\n  常值：1 攻\n  【登场时】抽1张卡.推动进度+1 .\n', parser)).toBe(
      '卡牌 R.O.B.\n  类型：角色\n  常值：1 攻\n  【登场时】抽1张卡。推动进度+1。\n',
    );
  });

  it('puts single-field lines in canonical order and one blank line between cards', () => {
    expect(format('卡牌 甲\n  费用：3\n  类型：角色\n  常值：1 攻\n卡牌 乙\n  类型：发生\n', parser)).toBe(
      '卡牌 甲\n  类型：角色\n  费用：3\n  常值：1 攻\n\n卡牌 乙\n  类型：发生\n',
    );
  });

  it('keeps names and free text verbatim', () => {
    const t = '卡牌 甲  乙\n  类型：角色\n  特征：萨姆 科研院 , 特派员\n  描述：a  ,  b\n';
    expect(format(t, parser)).toBe(t);
  });

  it('returns no edit for formatted text and a minimal edit otherwise', () => {
    expect(formatEdits(SLCG_CARDS, parser)).toEqual([]);
    const [e] = formatEdits(SLCG_CARDS.replace('费用：3', '费用:3'), parser);
    expect(e.newText).toBe('：');
  });
});
