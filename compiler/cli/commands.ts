// Every `cardc` command: its help words, its options and (loaded only when it runs) its module.
// One table, so `cardc help`, `cardc help <command>`, the option parser and the docs agree.
import type { CommandSpec, OptionSpec } from './spec.js';

const FORMAT: OptionSpec = {
  type: 'string',
  value: { zh: 'text|json', en: 'text|json' },
  help: { zh: '输出格式（默认 text；json 给工具读）', en: 'output format (default text; json for tools)' },
};

const PRETTY: Record<string, OptionSpec> = {
  pretty: {
    type: 'boolean',
    help: {
      zh: '在每条诊断下显示源码片段（终端上默认开启）',
      en: 'a code frame under each diagnostic (on by default on a terminal)',
    },
  },
  'no-pretty': { type: 'boolean', help: { zh: '不显示源码片段', en: 'no code frames' } },
};

export const COMMAND_SPECS: CommandSpec[] = [
  {
    name: 'check',
    args: { zh: '<路径…>', en: '<paths…>' },
    summary: {
      zh: '检查 .card 文件或文件夹（语法与规则集检查）',
      en: 'check .card files or folders (syntax and ruleset checks)',
    },
    options: {
      ruleset: {
        type: 'string',
        value: { zh: 'slcg|guangan|kaling', en: 'slcg|guangan|kaling' },
        help: {
          zh: '没有 set.yaml 也没有“规则：”行的文件使用的规则集',
          en: 'ruleset for files with neither a set.yaml nor a 规则： line',
        },
      },
      format: FORMAT,
      watch: {
        type: 'boolean',
        short: 'w',
        help: { zh: '文件改动后重新检查，直到按 Ctrl-C', en: 're-check when files change, until Ctrl-C' },
      },
      ...PRETTY,
    },
    details: {
      zh: '诊断按文件和位置排序，格式为 文件:行:列  严重性 代码  消息（规则编号）。',
      en: 'Diagnostics are sorted by file and position, as file:line:col  severity code  message (rule ID).',
    },
    load: () => import('../check-command.js'),
  },
  {
    name: 'build',
    args: { zh: '<卡包文件夹>', en: '<set-dir>' },
    summary: {
      zh: '编译卡包：cards.json（IR）、manifest.json、cards.js + cards.d.ts',
      en: 'compile a card set: cards.json (IR), manifest.json, cards.js + cards.d.ts',
    },
    options: {
      out: {
        type: 'string',
        value: { zh: '目录', en: 'dir' },
        help: { zh: '输出目录（默认 <卡包>/dist）', en: 'output folder (default <set>/dist)' },
      },
      format: FORMAT,
      ...PRETTY,
    },
    load: () => import('../build/command.js'),
  },
  {
    name: 'play',
    args: { zh: '<卡包文件夹>', en: '<set-dir>' },
    summary: {
      zh: '编译卡包并进行带种子的对局（机器人对战，或在终端亲自对局）',
      en: 'compile a set and play seeded games (bots, or you at the terminal)',
    },
    options: {
      decks: {
        type: 'string',
        value: { zh: '甲,乙', en: 'a,b' },
        help: { zh: '两副卡组（默认 set.yaml 的前两副）', en: 'the two decks (default: the first two of set.yaml)' },
      },
      agents: {
        type: 'string',
        value: { zh: '甲,乙', en: 'a,b' },
        help: {
          zh: 'search | greedy | random | human（默认 greedy,random；search 为搜索机器人；human 在终端里亲自对局，只能 1 局）',
          en: 'search | greedy | random | human (default greedy,random; search looks ahead; human plays at the terminal, one game only)',
        },
      },
      budget: {
        type: 'string',
        value: { zh: 'N|Nms', en: 'N|Nms' },
        help: {
          zh: 'search 每个决策的预算：N 次模拟（默认 300，同一种子得到同一局），或 N 毫秒（如 20ms，结果随机器快慢而变）',
          en: 'search budget per decision: N playouts (default 300; the same seed gives the same game) or N milliseconds (e.g. 20ms; depends on the machine)',
        },
      },
      seed: {
        type: 'string',
        value: { zh: 'S', en: 'S' },
        help: {
          zh: '第一局的种子（默认 1，0 到 4294967295）；第 i 局用种子 S+i，与 cardc sim 相同；同一种子得到同一局',
          en: 'the seed of game 0 (default 1, 0 to 4294967295); game i uses seed S+i, as in cardc sim; the same seed gives the same game',
        },
      },
      first: {
        type: 'string',
        value: { zh: '1|2', en: '1|2' },
        help: {
          zh: '第一局谁先手（默认 1：玩家1），之后轮流；--seed 与 --first 取 sim 的 games.jsonl 中一局的 seed 和 first+1，即可重下那一局',
          en: 'who starts game 0 (default 1: P1), then they take turns; --seed and --first from a line of sim’s games.jsonl (its seed, first+1) play that game again',
        },
      },
      games: {
        type: 'string',
        value: { zh: 'N', en: 'N' },
        help: { zh: '对局数（默认 1）', en: 'number of games (default 1)' },
      },
      log: {
        type: 'string',
        value: { zh: '文件.jsonl', en: 'file.jsonl' },
        help: {
          zh: '记录每局的设置与决策；不超过 20 局时记录全部事件，更多时只记录事件哈希',
          en: 'each game’s setup and decisions, with every event up to 20 games, else event hashes',
        },
      },
      verbose: { type: 'boolean', help: { zh: '逐回合打印每一局', en: 'print every game turn by turn' } },
      format: {
        type: 'string',
        value: { zh: 'text|json', en: 'text|json' },
        help: {
          zh: 'json：统计为 JSON，含每张卡的 drawn / played / wins 和各能力的结算次数（docs/play.md）',
          en: 'json: the statistics as JSON, with per-card drawn / played / wins and ability counts (docs/play.md)',
        },
      },
    },
    details: {
      zh: '输出胜率、平局、平均回合数和每秒局数，最后列出从未打出的卡和从未结算的能力。\n卡组名不存在属于调用错误（退出码 2）；卡包有错误或对局中引擎出错时退出码 1。',
      en: 'Prints win rates, draws, average turns and games/s, then the cards never played and the abilities never resolved.\nAn unknown deck name is a bad invocation (exit 2); a set with errors or an engine error in play exits 1.',
    },
    load: () => import('../play/commands.js').then((m) => ({ run: m.cmdPlay })),
  },
  {
    name: 'sim',
    args: { zh: '<卡包文件夹> | merge <文件…>', en: '<set-dir> | merge <files…>' },
    summary: {
      zh: '平衡实验：多线程进行大量带种子的对局，输出每张卡的统计、置信区间和 HTML 报告',
      en: 'balance lab: many seeded games over all cores, per-card statistics with intervals and an HTML report',
    },
    options: {
      games: {
        type: 'string',
        value: { zh: 'N', en: 'N' },
        help: {
          zh: '对局数（默认 1000）；第 i 局用种子 S+i',
          en: 'number of games (default 1000); game i uses seed S+i',
        },
      },
      decks: {
        type: 'string',
        value: { zh: '甲,乙', en: 'a,b' },
        help: { zh: '两副卡组（默认 set.yaml 的前两副）', en: 'the two decks (default: the first two of set.yaml)' },
      },
      agents: {
        type: 'string',
        value: { zh: '甲,乙', en: 'a,b' },
        help: {
          zh: 'greedy | random | search（默认 greedy,greedy）',
          en: 'greedy | random | search (default greedy,greedy)',
        },
      },
      seed: {
        type: 'string',
        value: { zh: 'S', en: 'S' },
        help: {
          zh: '第一局的种子（默认 1）；第 i 局用种子 S+i，S 加局数减 1 不得超过 4294967295',
          en: 'the seed of game 0 (default 1); game i uses seed S+i, and S+games−1 must be at most 4294967295',
        },
      },
      workers: {
        type: 'string',
        value: { zh: 'auto|N', en: 'auto|N' },
        help: {
          zh: '工作线程数（默认 auto：每个核一个；1 则在主线程里对局）；结果与线程数无关',
          en: 'worker threads (default auto: one per core; 1 plays in the main thread); the results do not depend on it',
        },
      },
      out: {
        type: 'string',
        value: { zh: '目录', en: 'dir' },
        help: {
          zh: '输出目录（默认 <卡包>/sim）：games.jsonl、summary.json、report.html',
          en: 'output folder (default <set>/sim): games.jsonl, summary.json, report.html',
        },
      },
      compare: {
        type: 'string',
        value: { zh: '卡包文件夹', en: 'set-dir' },
        help: {
          zh: '在同样的种子上再用另一个卡包对局（如改了一个费用的副本），报告两者之差及区间',
          en: 'play another set (say, a copy with one cost changed) on the same seeds and report the differences with intervals',
        },
      },
      shard: {
        type: 'string',
        value: { zh: 'k/n', en: 'k/n' },
        help: {
          zh: '只进行 n 份中的第 k 份对局（需 --out）；各分片用 cardc sim merge 合并',
          en: 'play only the k-th of n slices of the games (needs --out); merge the shards with cardc sim merge',
        },
      },
      format: {
        type: 'string',
        value: { zh: 'text|json', en: 'text|json' },
        help: { zh: 'json：把 summary.json 打印到标准输出', en: 'json: print summary.json to stdout' },
      },
    },
    details: {
      zh: 'cardc sim merge <文件…> --out 目录 把各分片的 games.jsonl 合并成与一次完整运行相同的报告。\n在终端上显示进度条（局/秒、剩余时间）；Ctrl-C 会停止并保留已完成的对局（退出码 130）。\n卡组名、对局者、--shard 写错属于调用错误（退出码 2）；卡包有错误、对局崩溃或合并时缺局时退出码 1。详见 docs/balance.md。',
      en: 'cardc sim merge <files…> --out dir merges the shards’ games.jsonl files into the report of the whole run.\nOn a terminal a progress bar shows games/s and the time left; Ctrl-C stops and keeps the finished games (exit 130).\nA bad deck name, agent or --shard is a bad invocation (exit 2); a set with errors, a crashed game or missing games in a merge exits 1. See docs/balance.md.',
    },
    load: () => import('../sim/command.js').then((m) => ({ run: m.cmdSim })),
  },
  {
    name: 'replay',
    args: { zh: '<文件.jsonl>', en: '<file.jsonl>' },
    summary: {
      zh: '重放 play --log 的记录并逐个事件比对',
      en: 're-run a play --log record and compare it event by event',
    },
    options: { verbose: { type: 'boolean', help: { zh: '打印逐回合记录', en: 'print the game turn by turn' } } },
    details: { zh: '重放不一致或记录损坏时退出码 1。', en: 'A replay that diverges or a damaged record exits 1.' },
    load: () => import('../play/commands.js').then((m) => ({ run: m.cmdReplay })),
  },
  {
    name: 'test',
    args: { zh: '<路径…>', en: '<paths…>' },
    summary: {
      zh: '运行 *.scenario.yaml 场景（文件夹递归），逐个打印 ✓/✗ 并汇总',
      en: 'run *.scenario.yaml scenarios (folders recursively), ✓/✗ each, then a summary',
    },
    options: { format: FORMAT, ...PRETTY },
    details: { zh: '有失败时退出码 1。', en: 'Any failure exits 1.' },
    load: () => import('../scenario/command.js'),
  },
  {
    name: 'preview',
    args: { zh: '<卡包文件夹>', en: '<set-dir>' },
    summary: {
      zh: '把每张卡画成 SVG（63×88 毫米）并生成 index.html 总览',
      en: 'draw every card as an SVG (63 × 88 mm) with an index.html contact sheet',
    },
    options: {
      out: {
        type: 'string',
        value: { zh: '目录', en: 'dir' },
        help: { zh: '输出目录（默认 <卡包>/preview）', en: 'output folder (default <set>/preview)' },
      },
      png: {
        type: 'boolean',
        help: { zh: '同时生成 PNG（300 dpi，需要中文字体）', en: 'PNGs too (300 dpi; needs a CJK font)' },
      },
      sheet: {
        type: 'string',
        value: { zh: 'pdf', en: 'pdf' },
        help: {
          zh: '打印用 PDF：A4 每页 9 张，带裁切线，首页为卡表',
          en: 'a print-and-play PDF: nine cards per A4 page with crop marks, after a card list',
        },
      },
      deck: {
        type: 'string',
        value: { zh: '卡组名', en: 'NAME' },
        help: {
          zh: '与 --sheet pdf 一起用：只印该卡组（按张数）',
          en: 'with --sheet pdf: print that deck, each card as many times as it holds',
        },
      },
    },
    load: () => import('../preview/command.js'),
  },
];

export const COMMANDS_BY_NAME: ReadonlyMap<string, CommandSpec> = new Map(COMMAND_SPECS.map((c) => [c.name, c]));
