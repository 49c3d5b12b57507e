import type { Transform } from 'node:stream';
import { createDelimitedTransform } from './delimited';
import type { FormatContext } from './types';

/** Comma-separated values (`.csv`, RFC 4180): see delimited.ts. */
export function createCsvTransform(ctx: FormatContext): Transform {
  return createDelimitedTransform(',', ctx);
}
