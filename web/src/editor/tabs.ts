// The file tabs over the editors: set.yaml first, then each .card file; one EditorView per file, kept alive
// while hidden (the server keeps every file of the set open, so set-wide checks see them all). New file (+),
// rename (double-click), close a .card file (×). Every view is rebuilt when the project's files change.
import { EditorSelection } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { h, fill } from '../dom.js';
import type { Server } from '../lsp/client.js';
import { MANIFEST, type Project } from '../project/project.js';
import { createEditor } from './editor.js';

export class EditorTabs {
  private readonly views = new Map<string, { view: EditorView; box: HTMLElement }>();
  private readonly bar = h('div.tabs', { role: 'tablist' });
  private readonly stack = h('div.editors');
  active = '';
  /** Called once the first editor can take input. */
  onReady?: () => void;

  constructor(
    readonly root: HTMLElement,
    private readonly project: Project,
    private readonly server: Server,
  ) {
    fill(root, this.bar, this.stack);
    // Edits come from the editors themselves; only a change of files rebuilds them.
    project.onChange((c) => {
      if (c.kind === 'files') this.rebuild();
    });
    this.rebuild();
  }

  view(path: string): EditorView | undefined {
    return this.views.get(path)?.view;
  }

  /** Opens a file's tab and puts the cursor on a 0-based line. */
  reveal(path: string, line?: number): void {
    this.show(path);
    const v = this.view(path);
    if (!v) return;
    if (line !== undefined && line < v.state.doc.lines) {
      const at = v.state.doc.line(line + 1).from;
      v.dispatch({ selection: EditorSelection.cursor(at), effects: EditorView.scrollIntoView(at, { y: 'center' }) });
    }
    v.focus();
  }

  show(path: string): void {
    if (!this.views.has(path)) return;
    this.active = path;
    for (const [p, { box }] of this.views) box.hidden = p !== path;
    for (const t of this.bar.querySelectorAll<HTMLElement>('.tab'))
      t.classList.toggle('active', t.dataset.path === path);
    this.view(path)?.requestMeasure();
  }

  private rebuild(): void {
    const keep = this.active;
    for (const { view, box } of this.views.values()) {
      view.destroy();
      box.remove();
    }
    this.views.clear();
    const files = this.project.list();
    for (const f of files) {
      const box = h('div.editor', { hidden: true, dataset: { path: f.path } });
      this.stack.append(box);
      const view = createEditor({
        path: f.path,
        text: f.text,
        server: this.server,
        parent: box,
        onChange: (t) => this.project.set(f.path, t),
      });
      this.views.set(f.path, { view, box });
    }
    fill(
      this.bar,
      files.map((f) =>
        h(
          'button.tab',
          {
            role: 'tab',
            dataset: { path: f.path },
            title: f.path === MANIFEST ? '卡包清单：名称、规则、卡组' : '双击改名',
            onclick: () => this.show(f.path),
            ondblclick: () => this.rename(f.path),
          },
          f.path,
          f.path !== MANIFEST &&
            h(
              'span.close',
              {
                title: '删除这个文件',
                onclick: (e: Event) => {
                  e.stopPropagation();
                  if (confirm(`删除 ${f.path}？`)) this.project.remove(f.path);
                },
              },
              '×',
            ),
        ),
      ),
      h('button.tab.add', { title: '新建 .card 文件', onclick: () => this.addFile() }, '+'),
    );
    const first = files.find((f) => f.path !== MANIFEST)?.path ?? MANIFEST;
    this.show(this.views.has(keep) ? keep : first);
    if (this.onReady) {
      const ready = this.onReady;
      this.onReady = undefined;
      ready();
    }
  }

  private addFile(): void {
    const name = prompt('新文件名（.card）', `新卡${this.project.list().length}.card`);
    if (!name) return;
    const path = name.endsWith('.card') ? name : `${name}.card`;
    if (!this.project.add(path, '')) alert(`不能用这个文件名：${path}`);
    else this.show(path);
  }

  private rename(path: string): void {
    if (path === MANIFEST) return;
    const name = prompt('改名为', path);
    if (!name || name === path) return;
    const to = name.endsWith('.card') ? name : `${name}.card`;
    if (!this.project.rename(path, to)) alert(`不能改成：${to}`);
    else this.show(to);
  }
}
