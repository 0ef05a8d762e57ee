// 有【X】的 / 具有【X】的 / 拥有【X】的 (language.md, Targets): the target filter for a card with a 特性, played on a real
// SLCG game: only the opposing character that has 【守护】 is destroyed.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScenarioFile } from '../../compiler/scenario/index.js';

function play(text: string): { ok: boolean; problems: string[] } {
  const dir = mkdtempSync(join(tmpdir(), 'kwfilter-'));
  mkdirSync(join(dir, 'scenarios'));
  writeFileSync(join(dir, 'set.yaml'), 'name: t\nruleset: slcg\nversion: "0.0.1"\n');
  writeFileSync(
    join(dir, 'a.card'),
    `规则：slcg
卡牌 卫
  类型：角色
  费用：0
  常值：3 攻
  【守护】

卡牌 兵
  类型：角色
  费用：0
  常值：3 攻

卡牌 猎
  类型：角色
  费用：0
  常值：1 攻
  ${text}
`,
  );
  const file = join(dir, 'scenarios', 'kw.scenario.yaml');
  writeFileSync(
    file,
    `name: 有【守护】的对方角色被消灭，没有的留下 (SLCG-TG-01)
rules: [SLCG-TG-01]
setup:
  A:
    hand: [猎]
  B:
    main: [卫, 兵]
steps:
  - play: 猎
    expect:
      B: {main: [兵], discard: [卫]}
`,
  );
  const r = runScenarioFile(file);
  return { ok: r.ok, problems: r.diagnostics.map((d) => `${d.code} ${d.messageEn}`) };
}

describe('keyword target filter (SLCG-TG-01)', () => {
  for (const line of [
    '【登场时】消灭所有具有【守护】的对方角色。',
    '【登场时】消灭对方有【守护】的角色。',
    '【登场时】消灭一个拥有【守护】的对方角色。',
  ]) {
    it(`SLCG-TG-01 ${line} destroys only the opposing character with 【守护】`, () => {
      expect(play(line)).toEqual({ ok: true, problems: [] });
    });
  }
});
