// `cardc help` (every command in a line) and `cardc help <command>` / `cardc <command> --help` (its
// usage, options and notes), from the command table.
import type { Lang } from '../../grammar/index.js';
import { COMMON_OPTIONS, TOP_OPTIONS } from './args.js';
import { COMMAND_SPECS } from './commands.js';
import { pick, type CommandSpec, type OptionSpec } from './spec.js';
import { displayWidth } from './width.js';

const EXIT: { zh: string; en: string } = {
  zh: '退出码：0 没有错误；1 发现错误；2 调用方式错误。',
  en: 'Exit codes: 0 = no errors; 1 = errors found; 2 = bad invocation.',
};

function pad(s: string, width: number): string {
  return s + ' '.repeat(Math.max(1, width - displayWidth(s)));
}

function optionLines(options: Record<string, OptionSpec>, lang: Lang): string[] {
  const rows = Object.entries(options).map(([name, o]) => {
    const flag = `${o.short ? `-${o.short}, ` : '    '}--${name}${o.value ? ` ${pick(o.value, lang)}` : ''}`;
    return [flag, pick(o.help, lang)] as const;
  });
  const w = Math.min(34, Math.max(...rows.map(([f]) => displayWidth(f))) + 2);
  return rows.map(([f, h]) => `  ${displayWidth(f) + 2 > w ? `${f}\n  ${' '.repeat(w)}` : pad(f, w)}${h}`);
}

export function overviewHelp(lang: Lang, version: string): string {
  const en = lang === 'en';
  const rows = COMMAND_SPECS.map((c) => [`${c.name} ${pick(c.args, lang)}`, pick(c.summary, lang)] as const);
  rows.push([
    en ? 'help [command]' : 'help [命令]',
    en ? 'show help (of one command)' : '显示帮助（某个命令的详细用法）',
  ]);
  const w = Math.max(...rows.map(([a]) => displayWidth(a))) + 2;
  return [
    `cardc ${version} — ${en ? 'card text checker, compiler and game runner' : '卡牌文本检查、编译与对局工具'}`,
    '',
    en ? 'Usage: cardc <command> [options]' : '用法：cardc <命令> [选项]',
    '',
    en ? 'Commands:' : '命令：',
    ...rows.map(([a, s]) => `  ${pad(a, w)}${s}`),
    '',
    en ? 'Options for every command:' : '所有命令通用的选项：',
    ...optionLines({ ...COMMON_OPTIONS, ...TOP_OPTIONS }, lang),
    '',
    en ? 'Run "cardc help <command>" for a command’s options.' : '运行 “cardc help <命令>” 查看某个命令的选项。',
    pick(EXIT, lang),
  ].join('\n');
}

export function commandHelp(spec: CommandSpec, lang: Lang): string {
  const en = lang === 'en';
  const lines = [
    `${en ? 'Usage' : '用法'}${en ? ': ' : '：'}cardc ${spec.name} ${pick(spec.args, lang)} [${en ? 'options' : '选项'}]`,
    '',
    pick(spec.summary, lang),
    '',
    en ? 'Options:' : '选项：',
    ...optionLines({ ...spec.options, ...COMMON_OPTIONS }, lang),
  ];
  if (spec.details) lines.push('', pick(spec.details, lang));
  lines.push('', pick(EXIT, lang));
  return lines.join('\n');
}
