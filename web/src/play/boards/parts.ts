// The pieces every board is built from: card chips (name, a few facts, the describer's full status as its
// tooltip), zones with a title, counters, and face-down backs.
import { cardStatus, type DescribeContext } from '../../../../compiler/play/describe/index.js';
import type { GameState } from '../../../../runtime/index.js';
import { h } from '../../dom.js';
import type { BoardOptions } from './board.js';

export function cardChip(
  s: GameState,
  id: number,
  o: BoardOptions,
  facts: (string | false | undefined)[],
  classes: string[] = [],
): HTMLElement {
  const def = s.defs[s.cards[id].def];
  let title: string;
  try {
    title = cardStatus(s, id, o.ctx);
  } catch {
    // A card in a zone its describer has no words for (a hand card of some rulesets): its name is enough.
    title = def.name;
  }
  return h(
    'div.chip',
    {
      class:
        [...classes, o.highlight.has(id) ? 'lit' : '', o.onCard ? 'clickable' : ''].filter(Boolean).join(' ') ||
        undefined,
      title,
      dataset: { id: String(id) },
      onclick: o.onCard ? () => o.onCard!(id) : undefined,
    },
    h('div.chip-name', def.name),
    facts.filter(Boolean).map((f) => h('div.chip-fact', f as string)),
  );
}

export function backs(n: number, label = '张'): HTMLElement {
  return h(
    'div.backs',
    { title: `${n}${label}` },
    Array.from({ length: Math.min(n, 12) }, () => h('span.back')),
    n > 12 ? `+${n - 12}` : null,
    n ? null : '（无）',
  );
}

export function zone(title: string, ...children: (Node | null)[]): HTMLElement {
  return h('section.zone', h('div.zone-title', title), h('div.zone-body', children));
}

export function counter(label: string, value: string | number, cls?: string): HTMLElement {
  return h('span.counter', { class: cls }, h('span.counter-label', label), h('span.counter-value', String(value)));
}

export function seatLabel(c: DescribeContext, p: number): string {
  return c.players?.[p] ?? `玩家${p + 1}`;
}
