import { brotliDecompressSync } from 'node:zlib';

/**
 * Data tables (lexicons, phone metadata, word lists) ship inside the Lambda bundles brotli-compressed as base64
 * string literals, not as JavaScript object literals: the inline handler's budget is 300 KB minified
 * (README "Bundle budget and cold start"), and a string literal costs V8 nothing to parse, where an object
 * literal of 150 KB costs milliseconds of every cold start. A table is decoded on its first use only, once per
 * instance.
 *
 * Every table is produced by `npm run pack-data` (bin/pack-data.ts, one registry of tables and their sources)
 * into a `*.packed.ts` module of this folder; test/engine/packed-data.test.ts re-derives each from its source and
 * fails when one is stale. Adding a table = one registry entry in bin/pack-data.ts, then `npm run pack-data`.
 */
export function packed<T>(base64: string): () => T {
  let value: T | undefined;
  let decoded = false;
  return () => {
    if (!decoded) {
      value = JSON.parse(brotliDecompressSync(Buffer.from(base64, 'base64')).toString('utf8')) as T;
      decoded = true;
    }
    return value as T;
  };
}
