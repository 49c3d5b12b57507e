import type { Transform } from 'node:stream';
import type { MaskingContext } from '../../engine/masking-context';
import type { CompiledPolicy } from '../../engine/policies/types';
import type { ResultAggregator } from '../results';

/** Formats batch jobs understand (by extension, then Content-Type). */
export const FORMATS = ['text', 'csv', 'tsv', 'json', 'jsonl'] as const;
export type FormatName = (typeof FORMATS)[number];

/** Per-Guardian options for delimited files: columns left alone, or treated wholly as one entity. */
export interface DelimitedOptions {
  /** Header names whose cells are copied unchanged and not inspected. */
  readonly skipColumns: readonly string[];
  /** Header name → entity type: every non-empty cell of that column is that entity (masked whole, MASK action). */
  readonly entityColumns: Readonly<Record<string, string>>;
}

export interface FormatContext {
  readonly policies: readonly CompiledPolicy[];
  /** Receives every part's inspection (lines, cells, string values): the job's verdict and results. */
  readonly results: ResultAggregator;
  readonly delimited: DelimitedOptions;
  /**
   * The job's masking state (one job = one call: placeholders are numbered across the whole file; pseudonyms
   * use the project's key). The worker creates one per job.
   */
  readonly masking: MaskingContext;
}

/** A problem with the content itself, reported as FAILED with this code; `details` never hold content. */
export class FormatError extends Error {
  override name = 'FormatError';
  constructor(
    readonly code: 'INVALID_ENCODING' | 'MALFORMED_CONTENT',
    message: string,
    readonly details: Readonly<Record<string, string | number>>,
  ) {
    super(message);
  }
}

/**
 * A format turns the source bytes into the masked output bytes, inspecting every part on the way and feeding
 * the aggregator. It fails (destroys the stream) with a FormatError for content it cannot read. Memory must
 * stay bounded for line-based formats (text, csv, tsv, jsonl); json may hold one document.
 */
export type CreateFormatTransform = (ctx: FormatContext) => Transform;
