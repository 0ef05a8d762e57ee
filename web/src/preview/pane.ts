// The preview pane: every card of the set drawn in its game's frame (by the language server, the same
// drawing as `cardc preview`), redrawn a moment after each change's diagnostics arrive. Only the cards
// whose picture changed are replaced; a card with errors carries a red mark; clicking a card opens it.
import { h, fill } from '../dom.js';
import type { Server } from '../lsp/client.js';
import { DIAGNOSTICS_EVENT } from '../lsp/diagnostics.js';
import { pathOf } from '../lsp/client.js';
import { metrics } from '../metrics.js';
import type { SetPreviewCard } from '../../../lsp/features/set-preview.js';

/** After the last diagnostics, and after the last keystroke: drawing waits for a pause in the typing, so the
 * worker is free for the next keystroke's diagnostics while the designer types. */
const DELAY = 200;

export class PreviewPane {
  private readonly grid = h('div.preview-grid');
  private readonly status = h('div.preview-status');
  private shown: { key: string; el: HTMLElement }[] = [];
  /** SVGs by drawing id, so the server sends each drawing once. */
  private svgs = new Map<number, string>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running = false;
  private again = false;

  constructor(
    root: HTMLElement,
    private readonly server: Server,
    private readonly reveal: (path: string, line: number) => void,
  ) {
    fill(root, this.status, this.grid);
    addEventListener(DIAGNOSTICS_EVENT, () => this.schedule());
  }

  /** A keystroke: a pending redraw waits for the next pause. */
  postpone(): void {
    if (this.timer) this.schedule();
  }

  schedule(delay = DELAY): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.refresh(), delay);
  }

  private async refresh(): Promise<void> {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    const t0 = performance.now();
    const seen = metrics.diagnosticsShown;
    try {
      const p = await this.server.previewSet('set.yaml', [...this.svgs.keys()]);
      this.draw(p.set, p.cards);
      metrics.previewLatencies.push(performance.now() - t0);
      metrics.previewFor = seen;
    } catch (e) {
      this.status.textContent = `预览失败：${(e as Error).message}`;
    } finally {
      this.running = false;
      if (this.again) {
        this.again = false;
        this.schedule(0);
      }
    }
  }

  private draw(set: string, cards: readonly SetPreviewCard[]): void {
    const live = new Map<number, string>();
    for (const c of cards) live.set(c.id, c.svg ?? this.svgs.get(c.id) ?? '');
    this.svgs = live;
    const errors = cards.filter((c) => c.errors).length;
    this.status.textContent = `${set || '（未命名卡包）'} · ${cards.length} 张卡${errors ? ` · ${errors} 张有错误` : ''}`;
    const next: { key: string; el: HTMLElement }[] = [];
    cards.forEach((c, i) => {
      const key = `${c.uri}\u0001${c.line}\u0001${c.errors}\u0001${c.id}`;
      const old = this.shown[i];
      if (old && old.key === key) {
        next.push(old);
        return;
      }
      const path = pathOf(c.uri) ?? c.uri;
      const pic = h('div.card-svg');
      pic.innerHTML = live.get(c.id)!;
      const el = h(
        'figure.preview-card',
        {
          class: c.errors ? 'has-errors' : undefined,
          title: `${path} 第${c.line + 1}行`,
          dataset: { name: c.name },
          onclick: () => this.reveal(path, c.line),
        },
        pic,
        h(
          'figcaption',
          c.name,
          c.errors ? h('span.badge.error', `${c.errors} 个错误`) : null,
          c.warnings.length
            ? h('span.badge.warning', { title: c.warnings.join('\n') }, `${c.warnings.length} 个提醒`)
            : null,
        ),
      );
      next.push({ key, el });
    });
    // Put the elements in order, touching only what moved or changed.
    next.forEach(({ el }, i) => {
      if (this.grid.children[i] !== el) this.grid.insertBefore(el, this.grid.children[i] ?? null);
    });
    while (this.grid.children.length > next.length) this.grid.lastElementChild!.remove();
    this.shown = next;
  }
}
