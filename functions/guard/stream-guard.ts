import { inspectText } from '../engine/inspect';
import { createMaskingContext, type MaskedOriginal } from '../engine/masking-context';
import type { CompiledPolicy } from '../engine/policies/types';
import { aggregate, type Verdict } from '../engine/verdict';
import { summarize, toInputResult, type GuardOutcome, type PolicyResultView } from './guard';
import { INITIAL_RESTORE_STATE, type Restorer, type RestoreState } from './restore';

/**
 * Output guarding over a stream. The text is cut into segments by a rule that reads only the segment's own
 * characters (and one after it), so the cuts are the same whatever the chunking:
 *   - a segment ends after a line break;
 *   - or, once it is MIN_SENTENCE_CHARS long, after a sentence end (`.`, `!`, `?` followed by whitespace);
 *   - or, at MAX_SEGMENT_CHARS, after the last whitespace (else exactly there, never inside a surrogate pair).
 * Each complete segment is inspected with the stream's one masking context (placeholder numbers run on across
 * segments and calls) and released whole, so no finding is released before its segment is complete, and the
 * released pieces concatenate to the same text as the whole answer sent in one call. The held-back tail is the
 * incomplete segment: fewer than MAX_SEGMENT_CHARS characters (plus the restorer's MAX_TOKEN_CHARS when the
 * stream also restores).
 */
export const MIN_SENTENCE_CHARS = 200;
export const MAX_SEGMENT_CHARS = 1_000;

const isSpace = (c: number) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d || c === 0xa0 || c === 0x3000;

/** End (exclusive) of the segment starting at `p`, or undefined when it is not complete yet. */
export function segmentEnd(s: string, p: number, final: boolean): number | undefined {
  const limit = Math.min(s.length, p + MAX_SEGMENT_CHARS);
  for (let q = p; q < limit; q++) {
    const c = s.charCodeAt(q);
    if (c === 0x0a) return q + 1;
    if (q - p + 1 >= MIN_SENTENCE_CHARS && (c === 0x2e || c === 0x21 || c === 0x3f) && q + 1 < s.length && isSpace(s.charCodeAt(q + 1))) {
      return q + 2;
    }
  }
  if (s.length - p < MAX_SEGMENT_CHARS) return final && s.length > p ? s.length : undefined;
  for (let q = p + MAX_SEGMENT_CHARS - 1; q > p; q--) if (isSpace(s.charCodeAt(q))) return q + 1;
  const cut = p + MAX_SEGMENT_CHARS;
  const last = s.charCodeAt(cut - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut - 1 : cut;
}

export interface GuardStreamState {
  /** Text received and not yet inspected (the incomplete segment). */
  readonly tail: string;
  /** The stream's masking pairs so far (placeholder numbering continues from them). */
  readonly originals: readonly MaskedOriginal[];
  /** The highest verdict of the stream so far. */
  readonly action: Verdict;
  /** The restorer's state when the stream also restores. */
  readonly restore: RestoreState;
}

export const initialGuardStreamState = (seed: readonly MaskedOriginal[] = []): GuardStreamState => ({
  tail: '',
  originals: seed,
  action: 'PASS',
  restore: INITIAL_RESTORE_STATE,
});

export interface GuardStreamOptions {
  readonly policies: readonly CompiledPolicy[];
  readonly pseudonymKey?: string;
  /** Compute verdicts but release the text untouched (Guardian `mode: monitor`). */
  readonly monitor?: boolean;
  /** Restore the guarded text with this restorer before release. */
  readonly restorer?: Restorer;
}

export interface GuardStreamStep {
  readonly released: string;
  readonly state: GuardStreamState;
  /** Policy results of the segments inspected in this step, in order. */
  readonly results: readonly PolicyResultView[];
  readonly detections: GuardOutcome['detections'];
}

export function guardStreamStep(state: GuardStreamState, chunk: string, final: boolean, options: GuardStreamOptions): GuardStreamStep {
  // A blocked stream stays blocked: nothing after the blocking segment is ever released.
  if (state.action === 'BLOCK' && !options.monitor) {
    return { released: '', state: { ...state, tail: '' }, results: [], detections: [] };
  }
  const s = state.tail + chunk;
  const masking = createMaskingContext({ pseudonymKey: options.pseudonymKey, recordOriginals: true, seed: state.originals });
  const inspections = [];
  let guarded = '';
  let p = 0;
  let action = state.action;
  let blocked = false;
  for (let end = segmentEnd(s, p, final); end !== undefined; end = segmentEnd(s, p, final)) {
    const segment = s.slice(p, end);
    p = end;
    const inspection = inspectText(segment, options.policies, { masking });
    inspections.push(inspection);
    action = aggregate([action, inspection.action]);
    if (options.monitor) guarded += segment;
    else if (inspection.action === 'BLOCK') {
      blocked = true;
      break;
    } else guarded += inspection.processedContent ?? segment;
  }
  const results = inspections.flatMap((inspection) => toInputResult({ index: 0, text: '' }, inspection).results);
  const tail = blocked ? '' : s.slice(p);
  let released = guarded;
  let restore = state.restore;
  if (options.restorer) {
    const step = options.restorer.step(state.restore, guarded, final || blocked);
    released = step.released;
    restore = step.state;
  }
  return {
    released,
    state: { tail, originals: masking.originals(), action, restore },
    results,
    detections: summarize(inspections),
  };
}
