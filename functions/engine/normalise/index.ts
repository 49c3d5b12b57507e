import { COMBINING_MARK, CONJOINING_JAMO, isDashVariant, isInvisible, isSpaceVariant, lineOrSpace } from './characters';
import { foldConfusables } from './confusables';

/**
 * The canonical view of a text that detectors read, with a map from every span of it back to the original text.
 * See the "Normalised view" section of functions/engine/README.md for what changes and why.
 *
 * Invariants (test/engine/normalise/normalise.test.ts):
 * - every view span `[s, e)` maps to one original span `[start, end)` (UTF-16 indices) that covers exactly the
 *   original characters that produced the view's units `s … e - 1`, and the removed characters between them;
 * - the map is monotone: `s1 <= s2` ⟹ `originalStart(s1) <= originalStart(s2)`, so non-overlapping view spans
 *   never map to crossing original spans (an expansion split across two spans maps both to its one character);
 * - a text with nothing to normalise is its own view (`changed` false, identity map), found without a per-character
 *   loop for ASCII and Hangul text.
 */
export interface NormalisedText {
  readonly original: string;
  /** The canonical view: NFKC, invisible characters removed, space and dash variants in ASCII, confusables folded. */
  readonly text: string;
  /** False when `text === original` (then every index maps to itself). */
  readonly changed: boolean;
  /** The text is printable ASCII, tabs and line breaks only (found on the way: callers may reuse it). */
  readonly ascii: boolean;
  /** The text is printable ASCII, tabs, line breaks and Hangul syllables only (likewise). */
  readonly asciiOrHangul: boolean;
  /** The original span of view span `[start, end)`. An empty span maps to an empty span. */
  toOriginal(start: number, end: number): OriginalSpan;
}

export interface OriginalSpan {
  readonly start: number;
  readonly end: number;
}

/** Anything but printable ASCII, tab, line feed and carriage return. */
const NOT_PLAIN_ASCII = /[^\t\n\r\x20-\x7e]/;
/**
 * Characters a text must hold for its view to differ from it: anything but tab, line feed, carriage return,
 * printable ASCII and Hangul syllables (U+AC00–D7A3, stable under NFKC). Searched from the first character that is
 * not plain ASCII (global only for `lastIndex`), so the fast path is one native scan of the text in all.
 */
const MAY_CHANGE = /[^\t\n\r\x20-\x7e\uac00-\ud7a3]/g;

/**
 * Common characters outside ASCII and Hangul that are their own canonical form (`canonical`): Latin-1 letters,
 * a few Latin-1 signs (`¡ £ ¥ © « ° » ¿`), curly quotes and their kin (U+2018–201F), the won and euro signs.
 * test/engine/normalise/normalise.test.ts checks each.
 */
export const OWN_FORM = '\u00a1\u00a3\u00a5\u00a9\u00ab\u00b0\u00bb\u00bf\u00c0-\u00ff\u2018-\u201f\u20a9\u20ac';
/** MAY_CHANGE without OWN_FORM: what the passes over a text stop at (they copy the others as they are). */
const MAY_CHANGE_PAST_OWN = new RegExp(`[^\\t\\n\\r\\x20-\\x7e${OWN_FORM}\\uac00-\\ud7a3]`, 'g');

/** The view of `text`: see NormalisedText. Pure: the same text gives the same view. */
export function normalise(text: string): NormalisedText {
  const first = text.search(NOT_PLAIN_ASCII);
  if (first === -1) return unchanged(text, true, true);
  MAY_CHANGE.lastIndex = first;
  if (!MAY_CHANGE.test(text)) return unchanged(text, false, true);
  // Forms computed once per call, for the check and the build alike.
  const forms = new Map<number, string>();
  // Curly quotes, accented letters and emoji are their own form, a dash variant is one unit for one: such a text's
  // view has the text's indices, found without a map.
  const replaced = replacedUnitForUnit(text, MAY_CHANGE.lastIndex - 1, forms);
  if (replaced === undefined) return build(text, forms);
  const view = foldConfusables(replaced);
  if (view === text) return unchanged(text, false, false);
  // `build` maps both units of a character outside the BMP to its whole span, not unit for unit.
  return SURROGATE.test(text) ? build(text, forms) : sameIndices(text, view);
}

const SURROGATE = /[\ud800-\udfff]/;

/** `normalise` without its shortcuts, every text through the full pass: the reference the tests hold them to. */
export const normaliseInFull = (text: string): NormalisedText => build(text, new Map());

function unchanged(text: string, ascii: boolean, asciiOrHangul: boolean): NormalisedText {
  return { original: text, text, changed: false, ascii, asciiOrHangul, toOriginal: (start, end) => ({ start, end }) };
}

/** A view that differs from the text unit for unit: every index maps to itself. */
function sameIndices(text: string, view: string): NormalisedText {
  return { original: text, text: view, changed: true, ascii: false, asciiOrHangul: false, toOriginal: (start, end) => ({ start, end }) };
}

/**
 * The view's replacement for one code point: '' (removed), the code point itself, or its canonical form. Not called
 * for ASCII, Hangul syllables and OWN_FORM, which are their own form (exported for the tests that check it).
 */
export function canonical(cp: number): string {
  const self = String.fromCodePoint(cp);
  if (cp >= 0xd800 && cp <= 0xdfff) return self; // a lone surrogate: nothing to normalise
  if (isInvisible(cp)) return '';
  const lineBreak = lineOrSpace(cp);
  if (lineBreak !== undefined) return lineBreak;
  let form = self.normalize('NFKC');
  if (CONJOINING_JAMO.test(form)) form = self; // keeps compatibility jamo (`ㅋㅋ`) as written
  let out = '';
  for (const ch of form) {
    const c = ch.codePointAt(0)!;
    if (isSpaceVariant(c)) out += ' ';
    else if (isDashVariant(c)) out += '-';
    else if (!isInvisible(c)) out += ch;
  }
  return out;
}

/** `canonical(cp)`, remembered in `forms` (one call's). */
function formOf(cp: number, forms: Map<number, string>): string {
  let form = forms.get(cp);
  if (form === undefined) {
    form = canonical(cp);
    forms.set(cp, form);
  }
  return form;
}

/** A combining mark right after an ASCII digit is removed from the view (`4̶1̶1̶1̶`, strike-through or overlay). */
const marksDigit = (form: string, before: number): boolean => form.length > 0 && isDigitUnit(before) && COMBINING_MARK.test(form);

/**
 * What `build` writes before folding look-alike letters, when that keeps the text's indices: every code point of
 * `text` from `from` on that may change (MAY_CHANGE_PAST_OWN) is its own canonical form, or is one UTF-16 unit whose form is
 * one unit (`—` to `-`), and none is a combining mark on a digit. Undefined otherwise (a form of another length, a
 * changed character outside the BMP, a removed one).
 */
function replacedUnitForUnit(text: string, from: number, forms: Map<number, string>): string | undefined {
  const parts: string[] = [];
  let copied = 0; // the text before this index is in `parts` or unchanged
  for (MAY_CHANGE_PAST_OWN.lastIndex = from; MAY_CHANGE_PAST_OWN.test(text); ) {
    const at = MAY_CHANGE_PAST_OWN.lastIndex - 1;
    const cp = text.codePointAt(at)!;
    const self = String.fromCodePoint(cp);
    const form = formOf(cp, forms);
    // The view's unit before this one: the text's, or the form that replaced it.
    const before = at === 0 ? -1 : at === copied && copied > 0 ? parts[parts.length - 1]!.charCodeAt(0) : text.charCodeAt(at - 1);
    if (at > 0 && marksDigit(form, before)) return undefined;
    if (form !== self) {
      if (self.length !== 1 || form.length !== 1) return undefined;
      parts.push(text.slice(copied, at), form);
      copied = at + 1;
    }
    MAY_CHANGE_PAST_OWN.lastIndex = at + self.length;
  }
  if (copied === 0) return text;
  parts.push(text.slice(copied));
  return parts.join('');
}

/**
 * The slow path: one pass over the code points, each replaced by its canonical form (`forms`: those of this call
 * so far), with the origin of every view unit recorded; then the confusable letters of mixed tokens folded, unit
 * for unit.
 */
function build(text: string, forms: Map<number, string>): NormalisedText {
  const parts: string[] = [];
  // For view unit k: the original index where its character starts (`from`) and ends (`to`).
  let from: Int32Array = new Int32Array(text.length + 8);
  let to: Int32Array = new Int32Array(text.length + 8);
  let n = 0;
  let same = true;
  let runStart = 0; // start of the stretch copied unchanged, not yet pushed to `parts`
  const n0 = text.length;
  for (let i = 0; i < n0; ) {
    // Up to the next character that may change, every unit is its own.
    MAY_CHANGE_PAST_OWN.lastIndex = i;
    const next = MAY_CHANGE_PAST_OWN.test(text) ? MAY_CHANGE_PAST_OWN.lastIndex - 1 : n0;
    if (n + next - i > from.length) [from, to] = [grow(from, n + next - i), grow(to, n + next - i)];
    for (; i < next; i++, n++) {
      from[n] = i;
      to[n] = i + 1;
    }
    if (i === n0) break;
    const unit = text.charCodeAt(i);
    const cp = text.codePointAt(i)!;
    const width = cp > 0xffff ? 2 : 1;
    let form = formOf(cp, forms);
    // A combining mark on an ASCII digit is removed with the digit's span.
    if (n > 0 && marksDigit(form, lastUnit(parts, text, runStart, i))) form = '';
    if (form.length === width && form.charCodeAt(0) === unit && (width === 1 || form.charCodeAt(1) === text.charCodeAt(i + 1))) {
      for (let k = 0; k < width; k++) {
        if (n === from.length) [from, to] = [grow(from, n + 1), grow(to, n + 1)];
        from[n] = i;
        to[n] = i + width;
        n++;
      }
      i += width;
      continue;
    }
    same = false;
    parts.push(text.slice(runStart, i), form);
    runStart = i + width;
    if (form.length === 0) {
      // A removed character belongs to the unit before it: a masked value takes the marks and invisible
      // characters that follow each of its characters along (`4\u200b1…` masks the zero-width space too).
      if (n > 0) to[n - 1] = i + width;
    } else {
      if (n + form.length > from.length) [from, to] = [grow(from, n + form.length), grow(to, n + form.length)];
      for (let k = 0; k < form.length; k++) {
        from[n + k] = i;
        to[n + k] = i + width;
      }
      n += form.length;
    }
    i += width;
  }
  parts.push(text.slice(runStart));
  const view = foldConfusables(same ? text : parts.join(''));
  if (view === text) return unchanged(text, false, false);
  const f = from;
  const t = to;
  const length = n;
  return {
    original: text,
    text: view,
    changed: true,
    ascii: false,
    asciiOrHangul: false,
    toOriginal(start, end) {
      if (end <= start) {
        const at = start < length ? f[start]! : text.length;
        return { start: at, end: at };
      }
      return { start: f[start]!, end: t[end - 1]! };
    },
  };
}

/** The view's last unit so far: the end of the unchanged stretch `[runStart, i)`, else the last part pushed. */
function lastUnit(parts: readonly string[], text: string, runStart: number, i: number): number {
  if (i > runStart) return text.charCodeAt(i - 1);
  for (let k = parts.length - 1; k >= 0; k--) {
    const p = parts[k]!;
    if (p.length > 0) return p.charCodeAt(p.length - 1);
  }
  return -1;
}

const isDigitUnit = (c: number): boolean => c >= 0x30 && c <= 0x39;

function grow(a: Int32Array, min: number): Int32Array {
  const b = new Int32Array(Math.max(a.length * 2, min));
  b.set(a);
  return b;
}
