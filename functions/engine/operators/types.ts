/**
 * Masking operators: how a detected span is turned into replacement text. A discriminated union; each variant
 * has one file and one registry entry (the registry is checked for exhaustiveness at compile time).
 */
export type Operator = { readonly type: 'replace' } | { readonly type: 'redact' };

/** What an operator may look at. The detected value is passed in but must never be logged or returned. */
export interface OperatorInput {
  readonly value: string;
  readonly maskWord: string;
}

export type OperatorFn<T extends Operator> = (operator: T, input: OperatorInput) => string;
