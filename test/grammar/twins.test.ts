// Simplified and traditional are the same language: a card and its traditional twin (card
// names and 特征 kept as written, since names are never folded) give the same AST.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CardParser, dumpAst, entryOf, lex } from '../../grammar/index.js';
import { cardCases, GRAMMAR_DATA } from './golden.js';

const parser = new CardParser();
const parseText = (text: string) => parser.parse(text);

const TWINS: [name: string, simplified: string, traditional: string][] = [
  [
    'slcg character',
    `规则：slcg
卡牌 影刃特派员
  类型：角色
  特征：萨姆科研院、特派员
  费用：3
  常值：4 攻推
  投入：4
  【守护】【连击】【虚体化】【法术（消灭）免疫】【妨碍推进】
  【登场时】可以对一个对方角色造成2点伤害；推动进度+1。
  【一回合一次】【行动】：治愈1点创伤。
  【双方】【一回合一次】当对方角色登场时：可以令其获得【驻足】直到回合结束。
  【消灭时】令一个特征为「萨姆科研院」的己方角色获得【迅捷】。
`,
    `規則：slcg
卡牌 影刃特派员
  類型：角色
  特徵：萨姆科研院、特派员
  費用：3
  常值：4 攻推
  投入：4
  【守護】【連擊】【虛體化】【法術（消滅）免疫】【妨礙推進】
  【登場時】可以對一個對方角色造成2點傷害；推動進度+1。
  【一回合一次】【行動】：治癒1點創傷。
  【雙方】【一回合一次】當對方角色登場時：可以令其獲得【駐足】直到回合結束。
  【被消滅時】令一個特徵為「萨姆科研院」的己方角色獲得【迅捷】。
`,
  ],
  [
    'slcg events and scenes',
    `卡牌 紧急护盾
  类型：发生 【突发】
  费用：1
  当己方受到创伤时：无效那次创伤。

卡牌 量子跨越机
  类型：场景
  费用：2+极动能
  费用减免：若己方胜利进度≥10，费用-2。
  登场前提：己方胜利进度≥5。
  【己方回合开始时】推动进度+1；令对方推动进度-1。
`,
    `卡牌 紧急护盾
  類型：發生 【突發】
  費用：1
  當己方受到創傷時：無效那次創傷。

卡牌 量子跨越机
  類型：場景
  費用：2+極動能
  費用減免：若己方勝利進度≥10，費用-2。
  登場前提：己方勝利進度≥5。
  【己方回合開始時】推動進度+1；令對方推動進度-1。
`,
  ],
  [
    'kaling',
    `规则：kaling
卡牌 雷霆战狼
  类型：卡灵
  等级：3
  AP：5  DP：3  SP：2
  攻击区域：上、左、右、左上
  降临：耗能3 或 素材一张等级2以上的己方卡灵
  【坚守】【防爆】【辟旋】
  【启动】回1 耗能2：选择O1范围内一张对方卡灵，其AP-2。
  【瞬发】极二限一 免能：当己方卡灵被攻击时，可以无效那次攻击。
  【永恒】直视的对方卡灵DP-1。
  【启动】场1 耗能3：清除一张直视（无视盖卡）的对方卡灵；载入一张「霜牙狼」。
  【启动】回1 耗能1：回归一张对方卡灵；回档一张对方卡灵；置顶一张己方卡灵；封锁O2范围内的一个区域；还原一张己方卡灵。
`,
    `規則：kaling
卡牌 雷霆战狼
  類型：卡靈
  等級：3
  AP：5  DP：3  SP：2
  攻擊區域：上、左、右、左上
  降臨：耗能3 或 素材一張等級2以上的己方卡靈
  【堅守】【防爆】【闢旋】
  【啓動】回1 耗能2：選擇O1範圍內一張對方卡靈，其AP-2。
  【瞬發】極二限一 免能：當己方卡靈被攻擊時，可以無效那次攻擊。
  【永恆】直視的對方卡靈DP-1。
  【啟動】場1 耗能3：清除一張直視（無視蓋卡）的對方卡靈；載入一張「霜牙狼」。
  【啓動】回1 耗能1：迴歸一張對方卡靈；回檔一張對方卡靈；置頂一張己方卡靈；封鎖O2範圍內的一個區域；還原一張己方卡靈。
`,
  ],
  [
    'guangan',
    `规则：guangan
卡牌 烈焰咒
  类型：普通 【咒术】【蓄力】
  专属：林燃
  光暗：2
  体力：2
  对一个敌方角色造成3点法术伤害。
  【光明】改为造成5点法术伤害。

卡牌 以牙还牙
  类型：持续 反制
  体力：1
  当对方发动卡牌时：无效那张卡牌；对对方牌手造成2点真实伤害。
  当己方角色受到法术伤害时：该伤害-1。
`,
    `規則：光暗
卡牌 烈焰咒
  類型：普通 【咒術】【蓄力】
  專屬：林燃
  光暗：2
  體力：2
  對一個敵方角色造成3點法術傷害。
  【光明】改為造成5點法術傷害。

卡牌 以牙还牙
  類型：持續 反制
  體力：1
  當對方發動卡牌時：無效那張卡牌；對對方牌手造成2點真實傷害。
  當己方角色受到法術傷害時：該傷害-1。
`,
  ],
];

describe('simplified and traditional twins', () => {
  it.each(TWINS)('%s', (_name, simp, trad) => {
    const a = parseText(simp);
    const b = parseText(trad);
    expect(a.diagnostics.map((d) => d.message)).toEqual([]);
    expect(b.diagnostics.map((d) => d.message)).toEqual([]);
    expect(dumpAst(b.ast, trad, { spans: false })).toBe(dumpAst(a.ast, simp, { spans: false }));
  });

  it('keeps card names exactly as written (names are not folded)', () => {
    const a = parseText('卡牌 影刃特派员\n  类型：角色\n  费用：1\n  常值：1 攻\n');
    const b = parseText('卡牌 影刃特派員\n  類型：角色\n  費用：1\n  常值：1 攻\n');
    expect(a.ast.cards[0].name).toBe('影刃特派员');
    expect(b.ast.cards[0].name).toBe('影刃特派員');
  });
});

/**
 * Every vocabulary word of a valid golden card (outside card names, name lists and free text)
 * rewritten into another of its forms — traditional or alias — gives the same AST.
 */
describe('any form of a word means the same', () => {
  const NAME_FIELDS = new Set([
    'traits',
    'exclusive',
    'rarity',
    'illustrator',
    'designer',
    'environment',
    'flavor',
    'move',
  ]);
  const cases = cardCases()
    .filter((n) => !/^\d{4}_err_/.test(n))
    .map((n) => [n, readFileSync(join(GRAMMAR_DATA, n), 'utf8')] as const);

  /** Tokens that may be rewritten: vocabulary words outside card headers, name lists and free-text fields. */
  function rewritable(text: string) {
    const out: { start: number; end: number; forms: string[] }[] = [];
    const { ast } = parseText(text);
    const frozen = ast.cards.flatMap((c) => [
      c.headerSpan,
      ...c.fields.filter((f) => NAME_FIELDS.has(f.id)).map((f) => f.value.span),
    ]);
    if (ast.ruleset) frozen.push(ast.ruleset.span);
    for (const t of lex(text).tokens) {
      const e = entryOf(t);
      if (!e) continue;
      // Same-length forms only: 攻击时 and 宣言攻击 name one event but differ in whether they carry 时.
      const forms = [e.canonical, ...e.aliases].filter((f) => f !== t.image && [...f].length === [...t.image].length);
      if (!forms.length || frozen.some((s) => t.startOffset < s.end && t.startOffset + t.image.length > s.start))
        continue;
      out.push({ start: t.startOffset, end: t.startOffset + t.image.length, forms });
    }
    return out;
  }

  it.each(cases)('%s', (_n, text) => {
    const spots = rewritable(text);
    const base = dumpAst(parseText(text).ast, text, { spans: false });
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: spots.length, maxLength: spots.length }), (picks) => {
        let t = text;
        for (let i = spots.length - 1; i >= 0; i--) {
          const s = spots[i];
          t = t.slice(0, s.start) + s.forms[picks[i] % s.forms.length] + t.slice(s.end);
        }
        const r = parseText(t);
        expect(
          r.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.code} ${d.message}`),
          t,
        ).toEqual([]);
        expect(dumpAst(r.ast, t, { spans: false }), t).toBe(base);
      }),
      { numRuns: 15 * Number(process.env.FC_RUNS ?? 1) },
    );
  });
});
