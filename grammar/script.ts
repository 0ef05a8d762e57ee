// Simplified → traditional, per character, for the characters of the vocabulary's canonical
// forms (only those that differ) and the colours decks are named after (红 紅, 蓝 藍, …). The vocabulary's traditional aliases must agree with it (a test
// checks), and the editor's "convert to traditional" uses it; card names are never converted.
import type { VocabEntry } from './vocabulary.js';
import { NAME_T2S_PAIRS } from './script-table.js';

const PAIRS =
  '规規则則类類征徵费費减減场場级級击擊区區临臨专專属屬体體画畫师師设設计計环環发發灵靈战戰术術备備唤喚响響应應续續产產护護' +
  '动動连連袭襲驻駐虚虛碍礙进進坚堅辟闢启啓恒恆时時灭滅开開结結对對双雙极極数數范範围圍视視无無盖蓋创創伤傷张張个個该該点點' +
  '横橫纵縱为為愈癒归歸档檔载載顶頂转轉锁鎖还還获獲复復实實斗鬥胜勝组組废廢当當选選择擇并並内內从從后後' +
  '濒瀕弃棄丢丟没沒将將阵陣这這么麼舍捨线線达達于於过過处處状狀态態经經拥擁' +
  '红紅蓝藍绿綠黄黃';

/** Simplified character → traditional character. */
export const S2T: ReadonlyMap<string, string> = (() => {
  const m = new Map<string, string>();
  const chars = [...PAIRS];
  for (let i = 0; i + 1 < chars.length; i += 2) m.set(chars[i], chars[i + 1]);
  return m;
})();

/**
 * Other traditional forms of a character of the table, read as it too but never written (pairs, variant first): 爲
 * is OpenCC's standard form of 为 (改爲, X爲…, 成爲), Taiwan's is 為; OpenCC writes 本回合中 as 本回閤中.
 */
const VARIANTS = '爲为閤合';

/**
 * Traditional character → simplified character: S2T reversed (that table is one-to-one) and the VARIANTS. No character of a
 * canonical form is a key (a test checks), so simplified text reads the same through it.
 */
export const T2S: ReadonlyMap<string, string> = new Map([
  ...[...S2T].map(([s, t]) => [t, s] as const),
  ...[...VARIANTS].flatMap((ch, i, all) => (i % 2 ? [] : [[ch, all[i + 1]] as const])),
]);

/** Each character of the table written simplified: 登场時 → 登场时 (the lexer reads vocabulary words through it). */
export function toSimplified(s: string): string {
  let out = '';
  for (const ch of s) out += T2S.get(ch) ?? ch;
  return out;
}

/**
 * Traditional → simplified for every character the two scripts tell apart: the vocabulary's (T2S) first, then
 * OpenCC's character table (script-table.ts). Names and 特征 are compared through it, never rewritten.
 */
const NAME_T2S: ReadonlyMap<string, string> = (() => {
  const m = new Map<string, string>();
  const chars = [...NAME_T2S_PAIRS];
  for (let i = 0; i + 1 < chars.length; i += 2) m.set(chars[i], chars[i + 1]);
  for (const [t, s] of T2S) m.set(t, s);
  return m;
})();

/**
 * The one form under which a card name or a 特征 is compared, whatever script it is written in: each character
 * simplified (星環艦隊 and 星环舰队 are both 星环舰队). The language reads the two scripts alike, so 「星環艦隊」 names
 * what 星环舰队 names (SLCG-CT-04's traits, a 「name」 of the set); text is still shown as written.
 */
export function nameKey(s: string): string {
  let out = '';
  for (const ch of s) out += NAME_T2S.get(ch) ?? ch;
  return out;
}

export function toTraditional(s: string): string {
  let out = '';
  for (const ch of s) out += S2T.get(ch) ?? ch;
  return out;
}

/** The traditional spelling of an entry's canonical form, when it differs (e.g. 守护 → 守護). */
export function traditionalOf(e: VocabEntry): string | undefined {
  const t = toTraditional(e.canonical);
  return t === e.canonical ? undefined : t;
}
