import { mask } from './mask';
import { placeholder } from './placeholder';
import { pseudonym } from './pseudonym';
import { redact } from './redact';
import { replace } from './replace';
import type { Operator, OperatorFn, OperatorInput } from './types';

const OPERATORS = { mask, placeholder, pseudonym, redact, replace } satisfies {
  [K in Operator['type']]: OperatorFn<Extract<Operator, { type: K }>>;
};

export function applyOperator(operator: Operator, input: OperatorInput): string {
  const fn = OPERATORS[operator.type] as OperatorFn<Operator>;
  return fn(operator, input);
}

export const DEFAULT_OPERATOR: Operator = { type: 'replace' };
export type { Operator, OperatorInput } from './types';
