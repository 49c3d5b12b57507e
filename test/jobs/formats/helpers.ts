import { testCatalog } from '../../helpers/catalog';
/** Shared fixtures for the batch format tests: policies, a runner that feeds chunks, expected result items. */
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { z } from 'zod';
import { compilePiiPolicy } from '../../../functions/engine/policies/pii';
import { piiPolicySchema } from '../../../functions/engine/policies/pii-schema';
import type { CompiledPolicy } from '../../../functions/engine/policies/types';
import type { Verdict } from '../../../functions/engine/verdict';
import { createFormatTransform, FormatError, type DelimitedOptions, type FormatName } from '../../../functions/jobs/formats';
import { ResultAggregator, type AggregatedItem, type AggregatedPolicyResult } from '../../../functions/jobs/results';
import { createMaskingContext } from '../../../functions/engine/masking-context';

export function policy(config: Partial<z.input<typeof piiPolicySchema>> = {}): CompiledPolicy {
  return compilePiiPolicy(piiPolicySchema.parse({ name: 'pii', type: 'PII', ...config }), testCatalog);
}

/** `EMP-` + 6 digits is masked as `[EMPLOYEE_ID]`; `SECRET-` + 4 capitals blocks the file. */
export const POLICIES: readonly CompiledPolicy[] = [
  policy({
    customRules: [
      { name: 'employee-id', pattern: 'EMP-[0-9]{6}', action: 'MASK' },
      { name: 'secret-code', pattern: 'SECRET-[A-Z]{4}', action: 'BLOCK' },
    ],
  }),
];

export const EMP = (count: number): AggregatedItem => ({
  rule_type: 'REGEX',
  rule_name: 'employee-id',
  action: 'MASK',
  confidence: 0.9,
  mask_word: '[EMPLOYEE_ID]',
  alert_message: 'Custom rule employee-id matched (masked)',
  count,
});

export const SECRET = (count: number): AggregatedItem => ({
  rule_type: 'REGEX',
  rule_name: 'secret-code',
  action: 'BLOCK',
  confidence: 0.9,
  mask_word: '[SECRET_CODE]',
  alert_message: 'Custom rule secret-code matched (blocked)',
  count,
});

/** The `results` of a file whose only findings are from the `pii` policy. */
export function piiResults(action: Verdict, ...items: AggregatedItem[]): AggregatedPolicyResult[] {
  return items.length === 0 ? [] : [{ policy_name: 'pii', policy_type: 'PII', action, detected_items: items }];
}

export interface RunOptions {
  /** Split the input into chunks of this many bytes (default: one chunk), or at these byte offsets. */
  readonly chunkSize?: number;
  readonly cuts?: readonly number[];
  readonly policies?: readonly CompiledPolicy[];
  readonly delimited?: Partial<DelimitedOptions>;
}

export interface Ran {
  readonly output: string;
  readonly bytes: Buffer;
  readonly action: Verdict;
  readonly results: AggregatedPolicyResult[];
}

function chunksOf(input: Buffer, options: RunOptions): Buffer[] {
  if (options.cuts) {
    const cuts = [...new Set(options.cuts.map((c) => Math.min(c, input.length)))].sort((a, b) => a - b);
    const out: Buffer[] = [];
    let from = 0;
    for (const c of [...cuts, input.length]) {
      if (c > from) out.push(input.subarray(from, c));
      from = Math.max(from, c);
    }
    return out;
  }
  const size = options.chunkSize ?? Math.max(1, input.length);
  const out: Buffer[] = [];
  for (let i = 0; i < input.length; i += size) out.push(input.subarray(i, i + size));
  return out;
}

/** Streams `input` through the format's transform, as the worker would. Rejects with the transform's error. */
export async function run(format: FormatName, input: string | Buffer, options: RunOptions = {}): Promise<Ran> {
  const bytes = typeof input === 'string' ? Buffer.from(input, 'utf8') : input;
  const results = new ResultAggregator();
  const out: Buffer[] = [];
  await pipeline(
    Readable.from(chunksOf(bytes, options)),
    createFormatTransform(format, {
      policies: options.policies ?? POLICIES,
      results,
      delimited: { skipColumns: [], entityColumns: {}, ...options.delimited },
      masking: createMaskingContext(),
    }),
    new Writable({
      write(chunk: Buffer, _encoding, callback) {
        out.push(chunk);
        callback();
      },
    }),
  );
  const outBytes = Buffer.concat(out);
  return { output: outBytes.toString('utf8'), bytes: outBytes, action: results.action, results: results.results() };
}

/** The FormatError the transform fails with (fails the test if it succeeds or fails otherwise). */
export async function runError(format: FormatName, input: string | Buffer, options: RunOptions = {}): Promise<FormatError> {
  try {
    await run(format, input, options);
  } catch (err) {
    if (err instanceof FormatError) return err;
    throw err;
  }
  throw new Error('expected the transform to fail with a FormatError');
}

/** Output and verdict, or the error — comparable across different chunkings of the same input. */
export async function outcome(format: FormatName, input: Buffer, options: RunOptions = {}): Promise<unknown> {
  try {
    const r = await run(format, input, options);
    return { output: r.bytes.toString('hex'), action: r.action, results: r.results };
  } catch (err) {
    if (err instanceof FormatError) return { code: err.code, message: err.message, details: err.details };
    throw err;
  }
}

/** A FormatError never carries content: neither its message nor its details contain `secret`. */
export function expectNoContent(err: FormatError, ...secrets: string[]): void {
  const visible = `${err.message} ${JSON.stringify(err.details)}`;
  for (const s of secrets) expect(visible).not.toContain(s);
}
