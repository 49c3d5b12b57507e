import type { MaskedOriginal } from '../engine/masking-context';

/**
 * Restores the placeholders (and pseudonyms) of one call in a text — also when a model reformatted them.
 * Accepted forms, case-insensitive, for a token `[EMAIL_ADDRESS_1]`:
 *   - bracketed (both brackets or only the opening one): up to two spaces inside the brackets, and `_`, `-` or a
 *     space (or nothing) between the words and before the number: `[email address 1]`, `[ EMAIL-ADDRESS_1 ]`;
 *   - bare: identifier-shaped only (`_` or nothing as separators), standing as a word of its own: `EMAIL_ADDRESS_1`,
 *     `email_address_1]`. A bare phrase with spaces (`email address 1`) is prose and left alone.
 * Only tokens of the call's mapping are replaced; anything else (another call's `[PERSON_7]`) stays as it is.
 *
 * The scanner reads each candidate forward a bounded distance (MAX_TOKEN_CHARS), so a stream can release all text
 * before the first candidate that still needs more input, and hold back at most MAX_TOKEN_CHARS characters.
 */

const MAX_SPACES = 2;
const MAX_PREFIX = 32;
const MAX_SUFFIX = 64;
/** The longest text one candidate token can span: `[` + spaces + prefix + separator + suffix + spaces + `]`. */
export const MAX_TOKEN_CHARS = 1 + MAX_SPACES + MAX_PREFIX + 1 + MAX_SUFFIX + MAX_SPACES + 1;

const OPEN = 0x5b; // [
const CLOSE = 0x5d; // ]
const SPACE = 0x20;
const UNDERSCORE = 0x5f;
const HYPHEN = 0x2d;

const isAlnum = (c: number) => (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
const isWord = (c: number) => isAlnum(c) || c === UNDERSCORE;
const upper = (c: number) => (c >= 0x61 && c <= 0x7a ? c - 0x20 : c);

/** Where a stream stopped: the held-back tail and the code unit before it (for the word-boundary rule). */
export interface RestoreState {
  readonly tail: string;
  /** Code unit before `tail`, or -1 at the start of the text. */
  readonly before: number;
}

export const INITIAL_RESTORE_STATE: RestoreState = { tail: '', before: -1 };

export interface RestoreStep {
  /** Restored text that is final: no later input can change it. */
  readonly released: string;
  readonly state: RestoreState;
  /** Placeholders replaced in `released`. */
  readonly restored: number;
}

export interface Restorer {
  /** Restores a complete text. */
  restore(text: string): string;
  /** Adds a chunk to a stream; with `end`, releases everything. */
  step(state: RestoreState, chunk: string, end: boolean): RestoreStep;
}

type Parse = { readonly end: number; readonly value: string } | 'none' | 'more';

export function createRestorer(originals: readonly MaskedOriginal[]): Restorer {
  const values = new Map<string, string>();
  const prefixes = new Set<string>();
  for (const o of originals) {
    if (o.prefix.length === 0 || o.prefix.length > MAX_PREFIX || o.suffix.length === 0 || o.suffix.length > MAX_SUFFIX) continue;
    const key = `${o.prefix.toUpperCase()}_${o.suffix.toUpperCase()}`;
    if (!values.has(key)) values.set(key, o.value);
    prefixes.add(o.prefix.toUpperCase());
  }
  // Longest first: `PERSON_NAME_1` must not be read as `PERSON` + `NAME_1`.
  const byLength = [...prefixes].sort((a, b) => b.length - a.length || (a < b ? -1 : 1)).map((p) => {
    const codes: number[] = [];
    for (let i = 0; i < p.length; i++) codes.push(p.charCodeAt(i));
    return { text: p, codes };
  });
  const firsts = new Set(byLength.map((p) => p.codes[0]!));

  /** Parses the token candidate at `i` of `s`; `more` when the answer depends on text after `s` (and !end). */
  function parseAt(s: string, i: number, end: boolean): Parse {
    const n = s.length;
    const at = (j: number) => (j < n ? s.charCodeAt(j) : -1);
    const open = at(i) === OPEN;
    let j = i;
    if (open) {
      j++;
      for (let k = 0; k < MAX_SPACES && at(j) === SPACE; k++) j++;
      if (j >= n && !end) return 'more';
    }
    let sawMore = false;
    for (const p of byLength) {
      const r = parsePrefix(s, j, end, open, p.codes, p.text);
      if (r === 'more') {
        sawMore = true;
        break;
      }
      if (r !== 'none') return r;
    }
    return sawMore ? 'more' : 'none';
  }

  function parsePrefix(s: string, start: number, end: boolean, open: boolean, codes: readonly number[], prefix: string): Parse {
    const n = s.length;
    let j = start;
    for (const want of codes) {
      if (j >= n) return end ? 'none' : 'more';
      const c = s.charCodeAt(j);
      if (want === UNDERSCORE ? !(c === UNDERSCORE || (open && (c === HYPHEN || c === SPACE))) : upper(c) !== want) return 'none';
      j++;
    }
    if (j >= n) return end ? 'none' : 'more';
    const sep = s.charCodeAt(j);
    if (sep === UNDERSCORE || (open && (sep === HYPHEN || sep === SPACE))) j++;
    const suffixStart = j;
    while (j < n && isAlnum(s.charCodeAt(j))) {
      j++;
      if (j - suffixStart > MAX_SUFFIX) return 'none';
    }
    if (j >= n && !end) return 'more';
    if (j === suffixStart) return 'none';
    const value = values.get(`${prefix}_${s.slice(suffixStart, j).toUpperCase()}`);
    if (value === undefined) return 'none';
    const suffixEnd = j;
    for (let k = 0; k <= MAX_SPACES; k++) {
      if (j >= n) {
        if (!end) return 'more';
        break;
      }
      const c = s.charCodeAt(j);
      if (c === CLOSE) return { end: j + 1, value };
      if (c !== SPACE || k === MAX_SPACES) break;
      j++;
    }
    // No closing bracket: the token ends after its suffix and must not run on into a word.
    if (suffixEnd < n && isWord(s.charCodeAt(suffixEnd))) return 'none';
    return { end: suffixEnd, value };
  }

  function step(state: RestoreState, chunk: string, end: boolean): RestoreStep {
    const s = state.tail + chunk;
    const n = s.length;
    let out = '';
    let copied = 0;
    let restored = 0;
    let cut = n;
    let i = 0;
    while (i < n) {
      const c = s.charCodeAt(i);
      const before = i > 0 ? s.charCodeAt(i - 1) : state.before;
      if (c === OPEN || (firsts.has(upper(c)) && !isWord(before))) {
        const r = parseAt(s, i, end);
        if (r === 'more') {
          cut = i;
          break;
        }
        if (r !== 'none') {
          out += s.slice(copied, i) + r.value;
          restored++;
          i = copied = r.end;
          continue;
        }
      }
      i++;
    }
    // Never end a released piece between the two halves of a surrogate pair.
    if (!end && cut === n && n > 0) {
      const last = s.charCodeAt(n - 1);
      if (last >= 0xd800 && last <= 0xdbff) cut = n - 1;
    }
    out += s.slice(copied, cut);
    const before = cut > 0 ? s.charCodeAt(cut - 1) : state.before;
    return { released: out, state: { tail: s.slice(cut), before }, restored };
  }

  return {
    restore: (text) => step(INITIAL_RESTORE_STATE, text, true).released,
    step,
  };
}
