import type { OperatorFn } from './types';

/** Removes the span entirely. */
export const redact: OperatorFn<{ type: 'redact' }> = () => '';
