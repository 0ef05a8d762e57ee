// Scenario codes (CS51xx) in the one diagnostic catalogue: file problems, then step failures, then
// failed expectations, then boards no game could reach (CS5130–CS5139, board-checks.ts). Registered on
// import, like the other stages' codes.
import { registerCatalog, type CatalogEntry } from '../../grammar/index.js';

const CODES: Record<string, CatalogEntry> = {
  // Each message with an argument for its own language ({0} Chinese, {1} English; CS5102: {1} and {2}).
  CS5101: { severity: 'error', zh: '场景文件 YAML 语法错误：{0}', en: 'scenario YAML syntax error: {1}' },
  CS5102: { severity: 'error', zh: '“{0}”无效：{1}', en: '"{0}" is invalid: {2}' },
  CS5103: { severity: 'error', zh: '“{0}”不是场景文件的字段', en: '"{0}" is not a scenario field' },
  CS5104: {
    severity: 'error',
    zh: '找不到场景所属卡包的 set.yaml（或 set.yml）（在“{0}”及其上级文件夹中）',
    en: 'no set.yaml (or set.yml) for the scenario (in "{0}" or a folder above)',
  },
  CS5105: {
    severity: 'error',
    zh: '卡包“{0}”有 {1} 个错误，无法运行场景',
    en: 'set "{0}" has {1} errors; the scenario cannot run',
  },
  CS5106: { severity: 'error', zh: '卡包中没有名为“{0}”的卡牌', en: 'the set has no card named "{0}"' },
  // {2}/{4}: the zones searched; {3}: the player who acts now.
  CS5107: {
    severity: 'error',
    zh: '{1} 的{2}里没有“{0}”（现在行动的是 {3}）',
    en: 'no "{0}" in the {4} of {1} ({3} acts now)',
  },
  CS5108: {
    severity: 'error',
    zh: '一步只能有一个行动，这里有：{0}',
    en: 'a step holds one action; this one has: {0}',
  },
  CS5109: {
    severity: 'error',
    zh: '还不能为 {1} 卡包“{0}”运行场景（支持：{2}）',
    en: 'scenarios cannot run {1} sets such as "{0}" yet (supported: {2})',
  },
  // CS5110 and CS5112 end with the engine's error: its code, then its text in the message's own language ({3}/{4}, {4}/{5}).
  CS5110: { severity: 'error', zh: '第 {0} 步（{1}）被拒绝：{2}（{3}）', en: 'step {0} ({1}) was rejected: {2} ({4})' },
  CS5111: {
    severity: 'error',
    zh: '第 {0} 步（{1}）应以 {2} 失败，却成功了',
    en: 'step {0} ({1}) should fail with {2} but succeeded',
  },
  CS5112: {
    severity: 'error',
    zh: '第 {0} 步（{1}）应以 {2} 失败，实际错误为 {3}（{4}）',
    en: 'step {0} ({1}) should fail with {2}; it failed with {3} ({5})',
  },
  CS5113: {
    severity: 'error',
    zh: '第 {0} 步（{1}）被拒绝后局面改变了',
    en: 'step {0} ({1}) was rejected but changed the state',
  },
  CS5114: {
    severity: 'error',
    zh: '第 {0} 步（{1}）无法执行：引擎正在等待 {2}',
    en: 'step {0} ({1}) does not fit: the engine waits for {3}',
  },
  CS5115: {
    severity: 'error',
    zh: '第 {0} 步（{1}）应由 {2} 执行，实际轮到 {3}',
    en: 'step {0} ({1}) is for {2}, but {4} acts now',
  },
  CS5116: { severity: 'error', zh: '第 {0} 步（{1}）：{2}', en: 'step {0} ({1}): {3}' },
  CS5118: {
    severity: 'error',
    zh: '第 {0} 步（{1}）：运行时内部错误：{2}',
    en: 'step {0} ({1}): internal runtime error: {2}',
  },
  CS5117: { severity: 'error', zh: '局面无法建立：{0}', en: 'the board cannot be set up: {1}' },
  CS5120: {
    severity: 'error',
    zh: '第 {0} 步后：{1} 应为 {2}，实际为 {3}',
    en: 'after step {0}: {1} should be {2}, is {3}',
  },
  CS5121: {
    severity: 'error',
    zh: '第 {0} 步后：没有按顺序出现事件“{1}”；出现的事件：{2}',
    en: 'after step {0}: event "{1}" did not occur in order; events: {2}',
  },
  CS5122: {
    severity: 'error',
    zh: '第 {0} 步后：不应出现的事件“{1}”出现了',
    en: 'after step {0}: event "{1}" should not occur but did',
  },
  CS5130: {
    severity: 'error',
    zh: '“{0}”同时在 {1} 和 {2}：一张卡只能在一个地方',
    en: '"{0}" is in two places at once, {1} and {2}: a card is in one place',
  },
  CS5131: {
    severity: 'error',
    zh: '{0} 有 {1} 张“{2}”，一副卡组最多放入 {3} 张',
    en: '{0} has {1} copies of "{2}"; a deck holds at most {3}',
  },
  CS5132: {
    severity: 'error',
    zh: '{0} 共有 {1} 张卡，一副卡组最多 {2} 张',
    en: '{0} has {1} cards; a deck holds at most {2}',
  },
  CS5133: { severity: 'error', zh: '{0} 为 {1}，超过上限 {2}', en: '{0} is {1}, above its limit of {2}' },
  CS5134: {
    severity: 'error',
    zh: '{0} 为 {1}：对局在这个局面之前就已结束（{2}）',
    en: '{0} is {1}: the game would already be over ({3})',
  },
  CS5135: { severity: 'error', zh: '“{0}”（{1}）不能在 {2}：{3}', en: '"{0}" ({1}) cannot be in {2}: {4}' },
  CS5136: { severity: 'error', zh: '“{0}”的 {1} 为 {2}：{3}', en: '"{0}": {1} is {2}: {4}' },
  CS5137: { severity: 'error', zh: '{0} 为 {1}：{2}', en: '{0} is {1}: {3}' },
  CS5138: { severity: 'error', zh: '回合数 {0} 超出上限 {1}', en: 'turn {0} is beyond the limit of {1}' },
  CS5139: { severity: 'error', zh: '{0} 有 {1} 张卡（{2}）：{3}', en: '{0} holds {1} cards ({5}): {4}' },
  CS5140: { severity: 'error', zh: '规则编号“{0}”不在规则文件中', en: 'rule ID "{0}" is not in the rules files' },
  // Names from a game's closed lists (CS5141–CS5144): each is refused where it is written, with "did you mean".
  CS5141: { severity: 'error', zh: '“{0}”不是{1}的事件类型', en: '"{0}" is not an event type of {1}' },
  CS5142: { severity: 'error', zh: '“{0}”不是{1}场景的字段', en: '"{0}" is not a field of {1} scenarios' },
  CS5143: {
    severity: 'error',
    zh: '{0}：“{1}”不是{2}场景可用的值（可选：{3}）',
    en: '{0}: "{1}" is not a value of {2} scenarios (use {4})',
  },
  CS5144: { severity: 'error', zh: '“{0}”不是{1}引擎的错误码', en: '"{0}" is not an error code of the {1} engine' },
  // Parts that would check nothing (vacuous.ts): {1}/{2} what was written, {3}/{4} what to do.
  CS5145: {
    severity: 'error',
    zh: '“{0}”是{1}，什么也不检查：{3}',
    en: '"{0}" is {2} and checks nothing: {4}',
  },
  CS5146: {
    severity: 'error',
    zh: '第 {1} 步没有行动，“{0}”无从检查：把它写在要检查的那一步上，或删掉',
    en: 'step {1} has no action, so its "{0}" checks nothing: write it on the step it is about, or remove it',
  },
};

/** The codes of boards no game could reach (board-checks.ts). */
export type BoardCode =
  'CS5130' | 'CS5131' | 'CS5132' | 'CS5133' | 'CS5134' | 'CS5135' | 'CS5136' | 'CS5137' | 'CS5138' | 'CS5139';

registerCatalog(CODES);

export const SCENARIO_CODES = Object.keys(CODES);
