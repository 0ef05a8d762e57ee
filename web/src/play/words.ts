// What the play and replay panes say, in the describers' words (compiler/play/describe, the terminal's),
// and which cards a move is about (to light them up on the board).
import type { DescribeContext } from '../../../compiler/play/describe/index.js';
import { abilityText, cardName, playerLabel } from '../../../compiler/play/describe/index.js';
import { cellOfRef, isCellRef, type Action, type ChainLink, type GameState } from '../../../runtime/index.js';

/**
 * The describers' context: Chinese, the seats' names, the card texts; grid areas named as `viewer` reads the board;
 * the game's copy labels (copyLabels of its state) when a player's view is described.
 */
export function context(
  players: [string, string],
  texts: ReadonlyMap<string, string>,
  viewer = 0,
  copies?: readonly string[],
): DescribeContext {
  return { lang: 'zh', players, texts, viewer, copies };
}

const CARD_KEYS = ['card', 'attacker', 'target', 'replace', 'source'];
/** Decision kinds whose options' values are card instances (the driver's targets and picks, 光暗's character and hand limit). */
const CARD_OPTIONS = new Set(['target', 'pick', 'character', 'handLimit']);

/** Instances a move names: its card, attacker, target …; for an answer to a question, the option's card. */
export function cardsOf(s: GameState, a: Action): number[] {
  const out: number[] = [];
  if (a.type === 'choose' && s.pending) {
    const o = s.pending.options[a.index as number];
    if (o && CARD_OPTIONS.has(s.pending.kind) && o.value >= 0 && o.value < s.cards.length) out.push(o.value);
    // An option of 选择一项 names no card: the answer is about the card being played.
    const src = s.building?.source ?? -1;
    if (s.pending.kind === 'mode' && src >= 0 && src < s.cards.length) out.push(src);
    for (const k of ['card', 'source']) {
      const v = s.pending.context[k];
      if (v !== undefined && v >= 0 && v < s.cards.length) out.push(v);
    }
    return out;
  }
  for (const k of CARD_KEYS) {
    const v = a[k];
    if (typeof v === 'number' && v >= 0 && v < s.cards.length) out.push(v);
  }
  return out;
}

/** Grid areas a move names: where a card moves or attacks; for an answer, the area or area target chosen. */
export function cellsOf(s: GameState, a: Action): number[] {
  if (!s.grid) return [];
  if (a.type === 'choose' && s.pending) {
    const o = s.pending.options[a.index as number];
    if (!o) return [];
    if (s.pending.kind === 'area' && o.value >= 0 && o.value < s.grid.length) return [o.value];
    return isCellRef(o.value) ? [cellOfRef(o.value)] : [];
  }
  const c = a.cell;
  return typeof c === 'number' && c >= 0 && c < s.grid.length ? [c] : [];
}

const LINK_WORDS: Record<string, string> = {
  ability: '能力',
  card: '卡',
  deploy: '登场',
  attack: '攻击',
  trauma: '创伤',
  push: '推进',
  normal: '普通卡',
  response: '响应',
  counter: '反制',
  sortie: '出击',
  event: '事件',
  summon: '降临',
  effect: '效果',
  battle: '战斗',
  place: '放置',
  start: '启动效果',
  instant: '瞬发效果',
};

/** One chain link in words: who, what kind, which card and the ability's text. */
export function linkText(s: GameState, l: ChainLink, c: DescribeContext): string {
  const src = l.source >= 0 ? cardName(s, l.source, c) : '';
  const ability = l.source >= 0 && l.ability >= 0 ? abilityText(s, l.source, l.ability, c) : '';
  return `${playerLabel(c, l.controller)} · ${LINK_WORDS[l.kind] ?? l.kind}${src ? ' ' + src : ''}${ability ? '：' + ability : ''}${l.negated ? '（已被无效）' : ''}`;
}
