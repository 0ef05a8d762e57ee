// The yaml package's syntax errors in Chinese (its own message is the English), for every YAML file a designer
// writes: set.yaml (CS3001) and scenario files (CS5101).
import type { YAMLError } from 'yaml';

const ZH: Partial<Record<YAMLError['code'], string>> = {
  BAD_INDENT: '缩进不对，或 [ ]、{ } 没有闭合',
  TAB_AS_INDENT: '缩进不能用 Tab，请用空格',
  MISSING_CHAR: '缺少结束的符号（引号、] 或 }）',
  DUPLICATE_KEY: '同一层里有重复的键',
  BLOCK_AS_IMPLICIT_KEY: '键的位置写了多行内容',
  MULTILINE_IMPLICIT_KEY: '键不能跨行（是不是少了“: ”或缩进不对？）',
  UNEXPECTED_TOKEN: '这里出现了意外的符号',
  BAD_SCALAR_START: '值不能以这个符号开头（请加引号）',
  BLOCK_IN_FLOW: '[ ] 或 { } 里不能写多行块',
  BAD_DQ_ESCAPE: '双引号里的转义写法不对',
  BAD_ALIAS: '别名（*名称）写法不对',
  ALIAS_PROPS: '别名不能带锚点或标签',
  BAD_DIRECTIVE: '指令写法不对',
  BAD_PROP_ORDER: '锚点与标签的位置不对',
  MULTIPLE_ANCHORS: '一个节点只能有一个锚点',
  MULTIPLE_TAGS: '一个节点只能有一个标签',
  MULTIPLE_DOCS: '一个文件只能有一个文档（去掉多余的 ---）',
  NON_STRING_KEY: '键应为文字',
  KEY_OVER_1024_CHARS: '键太长（超过 1024 个字符）',
  TAG_RESOLVE_FAILED: '无法识别的标签',
  BAD_COLLECTION_TYPE: '集合类型不对',
  RESOURCE_EXHAUSTION: '别名展开过多',
};

/** The Chinese for a yaml syntax error's code (a general phrase for a code without one). */
export function yamlErrorZh(code: YAMLError['code']): string {
  return ZH[code] ?? '写法不对';
}
