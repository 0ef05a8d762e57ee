// `c 名字` at the terminal: the full text of a card the player can see (the field, discard piles, their own
// hand — never the other hand, a deck or the other side's face-down cards), quoted from its .card block.
import { closest } from '../../grammar/distance.js';
import { nameKey } from '../../grammar/script.js';
import type { GameState } from '../../runtime/index.js';
import { cardName, typeLabel, zh, type DescribeContext } from './describe/context.js';

/** Instances `viewer` may look at. */
export function visibleCards(s: GameState, viewer: number): number[] {
  const out: number[] = [];
  for (const x of s.cards) {
    const zone = s.zoneNames[x.zone];
    if (zone === 'deck') continue;
    if (x.owner !== viewer && (zone === 'hand' || x.faceDown)) continue;
    out.push(x.id);
  }
  return out;
}

/** The text to show for `query` (a card name, or part of one), or what to try instead. */
export function cardText(s: GameState, query: string, viewer: number, c: DescribeContext): string {
  const z = zh(c);
  // A name as the log shows it may carry its copy label: 「护卫舰」#2 → 护卫舰.
  const q = query
    .trim()
    .replace(/\s*[#＃][0-9０-９]+$/, '')
    .replace(/^[「『"]|[」』"]$/g, '');
  const seen = visibleCards(s, viewer);
  const names = [...new Set(seen.map((id) => s.defs[s.cards[id].def].name))];
  if (!q) return z ? `看哪张卡？例如：c ${names[0] ?? '卡名'}` : `which card? e.g. c ${names[0] ?? 'name'}`;
  // In either script, as names compare everywhere (c 護衛艦 finds 护卫舰).
  const k = nameKey(q);
  const name =
    names.find((n) => n === q) ??
    names.find((n) => nameKey(n) === k) ??
    names.find((n) => nameKey(n).includes(k)) ??
    closest(q, names);
  if (!name)
    return z
      ? `看不到名为“${q}”的卡；可以看的卡：${names.map((n) => `「${n}」`).join('、')}`
      : `no visible card named "${q}"; visible: ${names.map((n) => `「${n}」`).join(' ')}`;
  const id = seen.find((i) => s.defs[s.cards[i].def].name === name)!;
  const d = s.defs[s.cards[id].def];
  const src = d.source;
  const text = src && c.texts?.get(src.file);
  if (text) {
    const lines = text
      .split(/\r\n|\r|\n/)
      .slice(src.line - 1, src.endLine)
      .filter((l) => l.trim() !== '');
    if (lines.length) return lines.map((l) => `  ${l}`).join('\n');
  }
  // Without the source at hand: what the IR says.
  const bits = [typeLabel(s, d.type, c)];
  if (d.cost) bits.push(z ? `费用${d.cost.energy}` : `cost ${d.cost.energy}`);
  for (const [k, v] of Object.entries(d.stats)) bits.push(`${k} ${v}`);
  return `  ${cardName(s, id, c)} ${bits.join(z ? '，' : ', ')}${z ? `，${d.abilities.length} 个能力` : `, ${d.abilities.length} abilities`}`;
}
