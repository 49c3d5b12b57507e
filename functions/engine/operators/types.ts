import type { MaskingContext } from '../masking-context';

/**
 * Masking operators: how a detected span is turned into replacement text. A discriminated union; each variant
 * has one file and one registry entry (the registry is checked for exhaustiveness at compile time). The
 * Guardian-document form of each variant (with defaults) is `operatorSchema` in ./schema.ts.
 */
export type Operator =
  | { readonly type: 'replace' }
  | { readonly type: 'redact' }
  | MaskOperator
  | PseudonymOperator
  | PlaceholderOperator;

/** Character mask keeping the last `keepLast` characters (grapheme clusters), e.g. `************1111`. */
export interface MaskOperator {
  readonly type: 'mask';
  /** One character (one grapheme) repeated for every masked character. */
  readonly maskChar: string;
  readonly keepLast: number;
  /** Leave whitespace and `- . / ( )` as they are (they neither count towards `keepLast` nor get masked). */
  readonly keepSeparators: boolean;
}

/** Keyed HMAC-SHA256 pseudonym, stable across calls of one project: `[PERSON_3f9a1c0b7d2e]`. */
export interface PseudonymOperator {
  readonly type: 'pseudonym';
  /** Token prefix; default: the rule's label (entity type, custom rule name, `DENY_LIST`). */
  readonly prefix?: string;
  /** Hex characters of the digest kept in the token. */
  readonly length: number;
}

/** Numbered placeholder, consistent within one call: `[PERSON_1]`, `[PERSON_2]`, … */
export interface PlaceholderOperator {
  readonly type: 'placeholder';
  /** Token prefix; default: the rule's label. */
  readonly prefix?: string;
}

/** What an operator may look at. The detected value is passed in but must never be logged or returned. */
export interface OperatorInput {
  readonly value: string;
  readonly maskWord: string;
  /**
   * The rule's label in SCREAMING_SNAKE (entity type, custom rule name upper-cased, `DENY_LIST`): the default
   * prefix of pseudonyms and placeholders.
   */
  readonly label: string;
  /** Per-call state (placeholder numbering, the project's pseudonym key). */
  readonly context: MaskingContext;
}

export type OperatorFn<T extends Operator> = (operator: T, input: OperatorInput) => string;
