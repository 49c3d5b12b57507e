/**
 * What the canonical view does to one code point, apart from NFKC: the invisible and format characters it
 * removes, and the space and dash variants it writes as ASCII. Pure functions of a code point.
 */

/**
 * Characters that render as nothing (or change only how neighbours render) and are removed from the view:
 * - C0 and C1 control characters except tab, line feed and carriage return (vertical tab, form feed and NEL are
 *   spaces and line breaks: `lineOrSpace` below);
 * - soft hyphen U+00AD, combining grapheme joiner U+034F, Arabic letter mark U+061C, Khmer inherent vowels
 *   U+17B4–17B5, Mongolian free variation selectors and vowel separator U+180B–180F;
 * - zero-width space, non-joiner and joiner U+200B–200D, left-to-right and right-to-left marks U+200E–200F;
 * - bidirectional embeddings, overrides and isolates U+202A–202E, U+2066–2069;
 * - word joiner and invisible operators U+2060–2064, deprecated format characters U+206A–206F;
 * - Hangul fillers U+115F–1160, U+3164, U+FFA0 (blank in rendering, a known way to pad or split words);
 * - variation selectors U+FE00–FE0F and U+E0100–E01EF, byte order mark / zero-width no-break space U+FEFF;
 * - interlinear annotation characters U+FFF9–FFFB, tag characters U+E0000–E007F.
 * Sources: Unicode General_Category Cc and Cf, and Default_Ignorable_Code_Point (DerivedCoreProperties.txt).
 */
export function isInvisible(cp: number): boolean {
  if (cp < 0xa0) return (cp < 0x20 && cp !== 0x09 && cp !== 0x0a && cp !== 0x0d && cp !== 0x0b && cp !== 0x0c) || (cp >= 0x7f && cp !== 0x85);
  if (cp < 0x2000) {
    return (
      cp === 0xad ||
      cp === 0x34f ||
      cp === 0x61c ||
      cp === 0x115f ||
      cp === 0x1160 ||
      cp === 0x17b4 ||
      cp === 0x17b5 ||
      (cp >= 0x180b && cp <= 0x180f)
    );
  }
  if (cp <= 0x206f) {
    return (
      (cp >= 0x200b && cp <= 0x200f) ||
      (cp >= 0x202a && cp <= 0x202e) ||
      (cp >= 0x2060 && cp <= 0x2064) ||
      (cp >= 0x2066 && cp <= 0x206f)
    );
  }
  return (
    cp === 0x3164 ||
    (cp >= 0xfe00 && cp <= 0xfe0f) ||
    cp === 0xfeff ||
    cp === 0xffa0 ||
    (cp >= 0xfff9 && cp <= 0xfffb) ||
    (cp >= 0xe0000 && cp <= 0xe007f) ||
    (cp >= 0xe0100 && cp <= 0xe01ef)
  );
}

/** Vertical tab and form feed are spaces; NEL, LINE SEPARATOR and PARAGRAPH SEPARATOR are line breaks. */
export function lineOrSpace(cp: number): string | undefined {
  if (cp === 0x0b || cp === 0x0c) return ' ';
  if (cp === 0x85 || cp === 0x2028 || cp === 0x2029) return '\n';
  return undefined;
}

/**
 * Space variants written as U+0020: no-break space, Ogham space mark, the typographic spaces U+2000–200A, narrow
 * no-break space, medium mathematical space, ideographic space (Unicode General_Category Zs, minus U+0020).
 * NFKC already maps all but U+1680 to U+0020; the test is applied to its output.
 */
export function isSpaceVariant(cp: number): boolean {
  return cp === 0xa0 || cp === 0x1680 || (cp >= 0x2000 && cp <= 0x200a) || cp === 0x202f || cp === 0x205f || cp === 0x3000;
}

/**
 * Dash, hyphen and minus variants written as `-` (the Dash property of PropList.txt, minus the wave dashes and
 * the Katakana-Hiragana double hyphen, which are letters' punctuation in Japanese): Armenian hyphen, Hebrew maqaf,
 * Mongolian todo soft hyphen, hyphen and non-breaking hyphen, figure dash, en dash, em dash, horizontal bar,
 * hyphen bullet, minus sign, the dashes of U+2E17–2E40, small and fullwidth hyphen-minus, small em dash.
 */
export function isDashVariant(cp: number): boolean {
  return (
    cp === 0x58a ||
    cp === 0x5be ||
    cp === 0x1806 ||
    (cp >= 0x2010 && cp <= 0x2015) ||
    cp === 0x2043 ||
    cp === 0x2212 ||
    cp === 0x2e17 ||
    cp === 0x2e1a ||
    cp === 0x2e3a ||
    cp === 0x2e3b ||
    cp === 0x2e40 ||
    cp === 0xfe58 ||
    cp === 0xfe63 ||
    cp === 0xff0d
  );
}

/**
 * Hangul jamo a decomposition may produce: conjoining jamo U+1100–11FF, extended-A U+A960–A97F and extended-B
 * U+D7B0–D7FF. NFKC maps compatibility jamo (`ㅋ` U+314B, common in Korean chat) and halfwidth jamo to them, which
 * would turn `ㅋㅋ` into characters no Korean word list holds: a code point whose NFKC form holds one is kept.
 */
export const CONJOINING_JAMO = /[\u1100-\u11ff\ua960-\ua97f\ud7b0-\ud7ff]/;

/** Combining marks (General_Category M): removed from the view when they sit on an ASCII digit. */
export const COMBINING_MARK = /^\p{M}$/u;
