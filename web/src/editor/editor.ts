// One editor per set file: CodeMirror 6 with the language server's features through @codemirror/lsp-client
// (completion, hover, formatting Shift-Alt-F, rename F2, go to definition F12), our diagnostics with quick
// fixes and semantic colouring, and the editing basics (history, search, brackets 【】「」（） closed also when an
// input method types them, `#` comments).
import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab, toggleComment } from '@codemirror/commands';
import { bracketMatching, indentUnit } from '@codemirror/language';
import { lintGutter, lintKeymap, openLintPanel } from '@codemirror/lint';
import {
  formatKeymap,
  hoverTooltips,
  jumpToDefinitionKeymap,
  renameKeymap,
  serverCompletion,
} from '@codemirror/lsp-client';
import { highlightSelectionMatches, searchKeymap } from '@codemirror/search';
import { EditorState } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import type { Server } from '../lsp/client.js';
import { imeBrackets } from './ime-brackets.js';
import { chinesePhrases } from './phrases.js';
import { uriOf } from '../lsp/client.js';
import { semanticHighlighting } from '../lsp/semantic-tokens.js';
import { syncOnEdit } from '../lsp/sync.js';

/**
 * What keeps an open completion list filtering as you type instead of closing: the text typed since the list
 * opened, letters of any script. (@codemirror/lsp-client's own test is `\w`, ASCII only, so a CJK character
 * closed the list: 【守 typed after 【 lost the keyword list.)
 */
const COMPLETION_VALID_FOR = /^[\p{L}\p{M}\p{N}_·]*$/u;

/** What the vocabulary's brackets and comments are, for closeBrackets and toggleComment. */
const cardLanguageData = EditorState.languageData.of(() => [
  { closeBrackets: { brackets: ['【', '「', '（', '(', '[', '"'] }, commentTokens: { line: '#' } },
]);

export interface EditorOptions {
  path: string;
  text: string;
  server: Server;
  parent: HTMLElement;
  onChange: (text: string) => void;
}

export function createEditor(o: EditorOptions): EditorView {
  const isCard = o.path.endsWith('.card');
  return new EditorView({
    parent: o.parent,
    state: EditorState.create({
      doc: o.text,
      extensions: [
        lineNumbers(),
        highlightActiveLineGutter(),
        highlightActiveLine(),
        drawSelection(),
        history(),
        bracketMatching({ brackets: '()[]{}【】「」（）' }),
        closeBrackets(),
        imeBrackets,
        highlightSelectionMatches(),
        indentUnit.of('  '),
        EditorState.tabSize.of(2),
        cardLanguageData,
        chinesePhrases,
        lintGutter(),
        autocompletion({ activateOnTyping: true }),
        o.server.client.plugin(uriOf(o.path), isCard ? 'cardscript' : 'yaml'),
        serverCompletion({ validFor: COMPLETION_VALID_FOR }),
        hoverTooltips(),
        syncOnEdit,
        isCard ? semanticHighlighting : [],
        keymap.of([
          ...closeBracketsKeymap,
          ...defaultKeymap,
          ...historyKeymap,
          ...searchKeymap,
          ...completionKeymap,
          ...lintKeymap,
          ...formatKeymap,
          ...renameKeymap,
          ...jumpToDefinitionKeymap,
          { key: 'Mod-/', run: toggleComment },
          { key: 'Mod-.', run: openLintPanel },
          indentWithTab,
        ]),
        EditorView.updateListener.of((u) => {
          if (u.docChanged) o.onChange(u.state.doc.toString());
        }),
      ],
    }),
  });
}
