import * as chars from './chars';
import { EN_STOP, JOSA_LONG, JOSA_SHORT, KO_STOP } from './data/lexicon';

// Local bindings for the per-character loop (see phrase-matcher.ts).
const isHangul = chars.isHangul;
const isScriptioContinua = chars.isScriptioContinua;

/**
 * Terms for topic similarity, from folded text (fold.ts). One analyzer for English, Korean and anything else:
 *
 * - Text is split into runs of letters and digits; a run also splits where Hangul (or a script written without
 *   spaces) meets another script, so `AI를` is `ai` + `를`. Runs of digits only are ignored.
 * - Latin and other spaced scripts: one term per word, stop words dropped, plural and -ing/-ed endings removed
 *   (a light suffix stripper after Harman's S-stemmer, Harman 1991, "How effective is suffixing?", JASIS 42(1)).
 * - Korean: a trailing particle (josa: 을, 를, 은, 는, 에서, 으로, …) is removed, then the stem becomes its
 *   character bigrams (`투자상품` → 투자, 자상, 상품), the usual indexing unit for Korean retrieval because
 *   Korean compounds and conjugates freely and has no spaces inside a phrase. A one-syllable stem is one term.
 *   Single-syllable particles are only removed from stems of two or more syllables, so `나이` keeps its `이`.
 * - Han, kana, Thai, …: character bigrams of the run.
 *
 * A sentence break is reported at `.`, `!`, `?` (followed by a space or the end), `。` and line breaks.
 */

export function stemKorean(word: string): string {
  for (const j of JOSA_LONG) if (word.length > j.length && word.endsWith(j)) return word.slice(0, -j.length);
  if (word.length >= 3) {
    const last = word[word.length - 1]!;
    if (JOSA_SHORT.includes(last)) return word.slice(0, -1);
  }
  return word;
}

export function stemLatin(word: string): string {
  let w = word;
  const n = w.length;
  if (n > 4 && w.endsWith('ies') && !w.endsWith('eies') && !w.endsWith('aies')) w = `${w.slice(0, -3)}y`;
  else if (n > 3 && w.endsWith('es') && !w.endsWith('aes') && !w.endsWith('ees') && !w.endsWith('oes')) w = w.slice(0, -1);
  else if (n > 3 && w.endsWith('s') && !w.endsWith('us') && !w.endsWith('ss')) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  return w;
}

/** Kind of a run: 0 spaced scripts (Latin, …), 1 Hangul, 2 other unspaced scripts (Han, kana, Thai, …). */
export type RunKind = 0 | 1 | 2;

function kindOf(code: number): RunKind {
  if (code < 0x80) return 0;
  if (isHangul(code)) return 1;
  return isScriptioContinua(code) ? 2 : 0;
}

export interface RunSink {
  /** A run of letters and digits of one kind, `[start, end)` in folded indices (digit-only runs are skipped). */
  run(start: number, end: number, kind: RunKind): void;
  /** A sentence ends at folded index `at` (exclusive). */
  sentenceEnd(at: number): void;
}

/** Splits folded text into runs and sentences, left to right, in one pass; `wordChars` says what a word character is. */
export function scanRuns(s: string, sink: RunSink, wordChars: chars.WordChars): void {
  const isWordAt = wordChars.isWordAt;
  const n = s.length;
  let i = 0;
  while (i < n) {
    const c = s.charCodeAt(i);
    if (!isWordAt(s, i)) {
      if (c === 0x0a || c === 0x3002 || ((c === 0x2e || c === 0x21 || c === 0x3f) && (i + 1 >= n || !isWordAt(s, i + 1)))) {
        sink.sentenceEnd(i + 1);
      }
      i++;
      continue;
    }
    const kind = kindOf(c);
    let j = i + 1;
    let digits = c >= 0x30 && c <= 0x39;
    while (j < n && isWordAt(s, j) && kindOf(s.charCodeAt(j)) === kind) {
      const d = s.charCodeAt(j);
      digits &&= d >= 0x30 && d <= 0x39;
      j++;
    }
    if (!digits) sink.run(i, j, kind);
    i = j;
  }
  sink.sentenceEnd(n);
}

/** The terms of one run (`word` is its text): none for a stop word. */
export function termsOfRun(word: string, kind: RunKind): string[] {
  if (kind === 0) return EN_STOP.has(word) ? [] : [stemLatin(word)];
  let stem = word;
  if (kind === 1) {
    stem = stemKorean(stem);
    if (KO_STOP.has(stem)) return [];
  }
  if (stem.length === 1) return [stem];
  const out: string[] = [];
  for (let k = 0; k + 1 < stem.length; k++) out.push(stem.slice(k, k + 2));
  return out;
}

/** The distinct terms of a short text (an example sentence): for building topic vectors at compile time. */
export function termsOf(s: string, wordChars: chars.WordChars = chars.wordChars): Set<string> {
  const out = new Set<string>();
  scanRuns(
    s,
    {
      run: (start, end, kind) => {
        for (const t of termsOfRun(s.slice(start, end), kind)) out.add(t);
      },
      sentenceEnd: () => {},
    },
    wordChars,
  );
  return out;
}
