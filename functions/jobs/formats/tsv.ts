import type { Transform } from 'node:stream';
import { createDelimitedTransform } from './delimited';
import type { FormatContext } from './types';

/** Tab-separated values (`.tsv`): the CSV grammar with a tab delimiter, see delimited.ts. */
export function createTsvTransform(ctx: FormatContext): Transform {
  return createDelimitedTransform('\t', ctx);
}
