// Brackets typed through an input method. CodeMirror's closeBrackets acts on keyboard input only and leaves
// what an IME commits alone — and a Chinese IME is how 【 「 （ usually arrive. So when a composition ends with an
// opening bracket just before the cursor, the bracket is typed again as closeBrackets would type it (the pair,
// the cursor between); when it ends with a closing bracket right before one closeBrackets put there, the cursor
// moves over it instead of doubling it. Nothing happens while the IME is still composing (an edit there would
// break the composition and the IME would commit twice), nor when the IME committed the pair itself.
import { insertBracket } from '@codemirror/autocomplete';
import { ViewPlugin, type EditorView, type ViewUpdate } from '@codemirror/view';

/** `ch`, the last character a finished composition put before the cursor at `at`, re-typed through closeBrackets. */
function retype(view: EditorView, at: number, ch: string): void {
  const { state } = view;
  const sel = state.selection.main;
  if (!sel.empty || sel.head !== at || at < ch.length || state.sliceDoc(at - ch.length, at) !== ch) return;
  const without = state.update({ changes: { from: at - ch.length, to: at }, userEvent: 'input.type' });
  const typed = insertBracket(without.state, ch);
  if (typed) view.dispatch([without, typed]);
}

export const imeBrackets = ViewPlugin.fromClass(
  class {
    /** Where the last composition's text ended (mapped through later edits), until the composition is over. */
    end: number | undefined;
    /** Its last character ('' when it removed text: a cancelled composition re-types nothing). */
    private last = '';
    private scheduled = false;

    constructor(private readonly view: EditorView) {}

    update(u: ViewUpdate) {
      for (const tr of u.transactions) {
        if (!tr.docChanged) continue;
        if (tr.isUserEvent('input.type.compose')) {
          tr.changes.iterChanges((_fa, _ta, _fb, tb, inserted) => {
            this.end = tb;
            this.last = [...inserted.toString()].at(-1) ?? '';
          });
        } else if (this.end !== undefined) this.end = tr.changes.mapPos(this.end);
      }
      if (this.end !== undefined && !u.view.compositionStarted) this.schedule();
    }

    /** After CodeMirror has read the composition's last change (it may arrive just after compositionend). */
    schedule() {
      if (this.scheduled) return;
      this.scheduled = true;
      setTimeout(() => {
        this.scheduled = false;
        if (this.view.compositionStarted || this.end === undefined) return;
        const at = this.end;
        this.end = undefined;
        if (this.last) retype(this.view, at, this.last);
      });
    }
  },
  {
    eventObservers: {
      compositionend() {
        if (this.end !== undefined) this.schedule();
      },
    },
  },
);
