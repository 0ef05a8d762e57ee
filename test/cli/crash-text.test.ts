// Issue 13: one language per message — a crash record stays in the engine's English (replay files read the same
// whatever language wrote them); Chinese output words what the driver adds around the engine's message in Chinese.
import { describe, expect, it } from 'vitest';
import { crashText } from '../../compiler/play/crash-text.js';

describe('engine crash lines in the reader’s language', () => {
  it('leaves English as recorded', () => {
    expect(crashText('no legal action (phase main)', 'en')).toBe('no legal action (phase main)');
  });

  it.each([
    ['no legal action (phase main)', '没有合法动作（阶段 main）'],
    ['no legal action at step 12 (phase end)', '第 12 步没有合法动作（阶段 end）'],
    ['agent 1 answered 7 of 3', '玩家2的代理选了第 7 项，但只有 3 个合法动作'],
    ['agent 0: boom', '玩家1的代理出错：boom'],
    ['decision 4 is 9 but only 2 actions are legal', '第 4 个决策为 9，但只有 2 个合法动作'],
    ['setup: deck 0: unknown card', '开局失败：deck 0: unknown card'],
    [
      'x is undefined (decision 3, action {"type":"pass"})',
      '内部错误：x is undefined（第 3 个决策，动作 {"type":"pass"}）',
    ],
    ['something else', '内部错误：something else'],
  ])('%s → %s', (en, zh) => {
    expect(crashText(en, 'zh')).toBe(zh);
  });
});
