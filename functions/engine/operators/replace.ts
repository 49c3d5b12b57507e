import type { OperatorFn } from './types';

/** Replaces the span with the rule's mask word (default `[<ENTITY>]`). The default operator. */
export const replace: OperatorFn<{ type: 'replace' }> = (_op, { maskWord }) => maskWord;
