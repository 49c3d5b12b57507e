import type { KeywordList, TextIndex, TextRequirements } from '../text-index';

/**
 * The detector seam. A detector finds candidate spans of ONE entity type in a text; it never decides what
 * happens to them (that is the policy's job) and never rewrites text (that is the operators' job).
 *
 * Spans are `[start, end)` in JavaScript string (UTF-16 code unit) indices: `text.slice(start, end)` is the
 * matched value.
 */

/** A regular expression with the confidence a match earns once `validate` (if any) accepts it. */
export interface DetectorPattern {
  /** Short stable name, shown in explanations (e.g. `visa-16`). */
  readonly name: string;
  /**
   * Must carry the `g` flag. The whole match is the value: express boundaries with lookaround.
   * Quantifiers must be bounded and the pattern must not backtrack super-linearly: the conformance suite
   * times every detector on adversarial input.
   */
  readonly regex: RegExp;
  /** Confidence in [0, 1] of a match of this pattern that passes validation, before context boosting. */
  readonly score: number;
  /**
   * Declares that every match starts with the first digit of a run of ASCII digits (the pattern's lookbehind
   * rules out a digit before it) and holds at least this many digits of one digit group (digits joined by at
   * most three separators: ../text-index/digit-runs.ts). The pattern is then tried only at those run starts
   * (`TextIndex.digitRunStarts`), sticky, instead of scanning the whole text; the conformance suite checks that
   * this finds exactly what the global scan finds.
   */
  readonly digitRunStart?: number;
  /**
   * With `digitRunStart`: every match starts this many ASCII letters before that first digit instead of at it (a
   * type letter or a country code glued to the number: `[A-Za-z]{2}[0-9]{2}…` declares 2). The pattern is tried at
   * the runs with at least that many letters right before them, that many characters earlier
   * (`TextIndex.digitRunStarts`).
   */
  readonly lettersBefore?: number;
  /**
   * What a text must hold for this pattern to match, beyond the detector's `requires` (which its finder or other
   * patterns may need less of): the same data and the same rule, a necessary condition of every match of the
   * pattern. The pattern is not tried on a text without it.
   */
  readonly requires?: TextRequirements;
}

/** A span a detector proposes. */
export interface Candidate {
  readonly start: number;
  readonly end: number;
  /** Confidence in [0, 1] before context boosting. */
  readonly score: number;
  /** Name of the pattern (or finder) that produced the span. */
  readonly pattern: string;
}

/**
 * A detector's own examples, exported beside it as `<name>Examples`, a function returning them (not on the
 * Detector object: bundles leave them out). The conformance suite (test/helpers/detector-conformance.ts) runs them.
 */
export interface DetectorExamples {
  /** Texts with every value the detector must find, given as the exact substrings expected (in order). */
  readonly positive: readonly { readonly text: string; readonly values: readonly string[] }[];
  /** Near misses the detector must NOT report (invalid checksums, wrong lengths, look-alikes). */
  readonly negative: readonly string[];
}

export interface Detector {
  /** Stable kebab-case identifier, unique in the registry (e.g. `credit-card`). */
  readonly id: string;
  /** The entity type it reports, SCREAMING_SNAKE (e.g. `CREDIT_CARD`). */
  readonly entity: string;
  /**
   * What a text must hold for any match, as data: the pipeline checks it against the text's index (one set of
   * facts per text, shared by every detector) and skips the detector when it does not hold. Every member must be
   * a necessary condition of every match the detector reports, never a heuristic (the conformance suite checks it).
   */
  readonly requires?: TextRequirements;
  /** Patterns tried in order; overlapping candidates of one detector are resolved by the analyzer. */
  readonly patterns: readonly DetectorPattern[];
  /**
   * Custom candidate finder used instead of (or in addition to) `patterns`, for detectors backed by a library
   * (libphonenumber-js) or by a faster hand-anchored scan (e-mail addresses anchored on `@`). It receives the
   * text's index (`index.text` is `text`), to skip parts of its work the index rules out.
   */
  readonly find?: (text: string, index: TextIndex) => Iterable<Candidate>;
  /**
   * Keyword lists `find` asks the index about (`TextIndex.containsAny`) besides those of `requires`: the analyzer's
   * keyword pass answers them with the others, where a list it does not hold is searched for word by word.
   */
  readonly finderKeywords?: readonly KeywordList[];
  /**
   * Checksum or structural validation of the matched value (Luhn, mod-97, date checks, …).
   * Returning false drops the candidate. Applied to every pattern match, and to every `find` candidate unless
   * `findValidates` is set.
   */
  readonly validate?: (value: string) => boolean;
  /**
   * `find` validates its own candidates: every candidate it yields has a value (`text.slice(start, end)`) that
   * `validate` accepts, because the finder called `validate` on that value itself before yielding it. The runner
   * then does not validate them a second time (an IP address parsed twice, an IBAN's mod-97 computed twice).
   */
  readonly findValidates?: true;
  /**
   * Lower-case words that, found shortly before the match, raise its confidence (e.g. `ssn`, `주민등록번호`).
   * None holds U+0000 (the runner joins the text before and after a match with it).
   */
  readonly context: readonly string[];
  /**
   * The learned model the detector runs (`name-model`: ../ner/), absent for rules. A PII policy with
   * `nameModel: false` leaves such detectors out.
   */
  readonly model?: string;
}
