// A 特性 / 词条 named in a scenario (`keywords: [守护]`, `hasKeyword`, a 卡灵时代 board's marks) → the runtime's
// keyword id, for every game: named as a card names it — any form the language reads as that keyword, in either
// script (守護, 法术（消灭）免疫, 闢旋) — or by the runtime id (guard).
import { entryOf, lex, nameKey } from '../../../grammar/index.js';
import type { KeywordProfile } from '../../../runtime/profiles/index.js';

export interface KeywordNames {
  /** The runtime id of a written name (brackets 【】 / [] allowed), or undefined when it names none of the game's. */
  id(name: string): string | undefined;
  /** The names a did-you-mean offers: each keyword's Chinese name and runtime id. */
  names(): string[];
}

export function keywordNames(keywords: readonly KeywordProfile[]): KeywordNames {
  const ids = new Map<string, string>();
  for (const k of keywords) {
    ids.set(k.id, k.id);
    ids.set(nameKey(k.zh), k.id);
    // The vocabulary entry the keyword's name is (守护 → guard, with 守護 and every alias).
    const toks = lex(k.zh).tokens;
    const e = toks.length === 1 ? entryOf(toks[0]) : undefined;
    if (e) for (const f of [e.canonical, ...e.aliases]) if (!ids.has(nameKey(f))) ids.set(nameKey(f), k.id);
  }
  const shown = keywords.flatMap((k) => [k.zh, k.id]);
  return {
    id: (name) => ids.get(nameKey(name.replace(/[【】[\]]/g, ''))),
    names: () => shown,
  };
}
