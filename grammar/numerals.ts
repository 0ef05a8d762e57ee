// Numbers as designers write them: Arabic digits (ASCII or full-width) and Chinese numerals
// (一 二 两 三 … 十 百, 〇/零). Returns undefined for a malformed numeral such as 十十.

const DIGIT: Record<string, number> = {
  零: 0,
  〇: 0,
  一: 1,
  二: 2,
  两: 2,
  兩: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};

export function parseArabic(s: string): number | undefined {
  let n = 0;
  for (const ch of s) {
    let c = ch.charCodeAt(0);
    if (c >= 0xff10 && c <= 0xff19) c -= 0xff10 - 48;
    if (c < 48 || c > 57) return undefined;
    n = n * 10 + (c - 48);
  }
  return s.length ? n : undefined;
}

export function parseChinese(s: string): number | undefined {
  if (!s) return undefined;
  // Plain digit strings such as 二〇 are read positionally.
  if (!/[十百]/.test(s)) {
    if (s.length === 1) return DIGIT[s];
    let n = 0;
    for (const ch of s) {
      const d = DIGIT[ch];
      if (d === undefined || ch === '两' || ch === '兩') return undefined;
      n = n * 10 + d;
    }
    return n;
  }
  const m =
    /^(?:([一二两兩三四五六七八九])百)?(零|〇)?(?:([一二两兩三四五六七八九])?(十))?([一二三四五六七八九])?$/.exec(s);
  if (!m || m[0] !== s) return undefined;
  const [, h, , t, ten, u] = m;
  let n = 0;
  if (h) n += DIGIT[h] * 100;
  if (ten) n += (t ? DIGIT[t] : 1) * 10;
  if (u) n += DIGIT[u];
  if (!h && !ten) return undefined;
  return n;
}

export function parseNumber(s: string): number | undefined {
  return /^[0-9０-９]+$/.test(s) ? parseArabic(s) : parseChinese(s);
}
