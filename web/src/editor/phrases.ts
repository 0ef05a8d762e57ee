// The editor's own words in Chinese (CodeMirror asks its phrases facet for every label it shows: the lint
// panel, search, rename), to match the page and the server's messages.
import { EditorState } from '@codemirror/state';

export const chinesePhrases = EditorState.phrases.of({
  Diagnostics: '问题',
  'No diagnostics': '没有问题',
  close: '关闭',
  Completions: '补全',
  Find: '查找',
  Replace: '替换',
  next: '下一个',
  previous: '上一个',
  all: '全部',
  'match case': '区分大小写',
  regexp: '正则',
  'by word': '全词',
  replace: '替换',
  'replace all': '全部替换',
  'Go to line': '跳到行',
  go: '跳转',
  'current match': '当前匹配',
  'on line': '在行',
  'replaced $ matches': '替换了 $ 处',
  'replaced match on line $': '替换了第 $ 行的匹配',
  'New name': '新名称',
  rename: '改名',
  'Reference list': '引用列表',
});
