import type { Transform } from 'node:stream';
import { createCsvTransform } from './csv';
import { createJsonTransform } from './json';
import { createJsonlTransform } from './jsonl';
import { createTextTransform } from './text';
import { createTsvTransform } from './tsv';
import type { CreateFormatTransform, FormatContext, FormatName } from './types';

export { detectFormat } from './detect';
export { ENTITY_COLUMNS_POLICY_NAME } from './parts';
export { FORMATS, FormatError, type DelimitedOptions, type FormatContext, type FormatName } from './types';

/** One transform per format; `satisfies` makes a format without a transform fail to compile. */
const TRANSFORMS = {
  text: createTextTransform,
  csv: createCsvTransform,
  tsv: createTsvTransform,
  json: createJsonTransform,
  jsonl: createJsonlTransform,
} as const satisfies Record<FormatName, CreateFormatTransform>;

/**
 * Bytes in, masked bytes out, for one source object. Every part is inspected with `ctx.policies` and its
 * inspection added to `ctx.results` (the job's verdict and results); content the format cannot read
 * destroys the stream with a FormatError (INVALID_ENCODING or MALFORMED_CONTENT, `details.line`).
 * Identical input gives identical output bytes.
 */
export function createFormatTransform(format: FormatName, ctx: FormatContext): Transform {
  return TRANSFORMS[format](ctx);
}
