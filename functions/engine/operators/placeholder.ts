import type { OperatorFn, PlaceholderOperator } from './types';

/**
 * Numbered placeholder: `[<prefix>_<n>]`, where n counts the distinct values of that prefix in order of first
 * appearance within one call (inline: all messages and parts; batch: the whole file). The same value — after
 * normalization — always gets the same number within the call; numbers mean nothing across calls (unless the
 * context was seeded with an earlier turn's placeholders: then they continue).
 */
export const placeholder: OperatorFn<PlaceholderOperator> = (op, { value, label, context }) => {
  const prefix = op.prefix ?? label;
  const n = String(context.placeholderNumber(prefix, value));
  context.remember(prefix, n, value);
  return `[${prefix}_${n}]`;
};
