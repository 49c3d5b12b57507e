import type { Tables } from '../data/tables';
import type { TextIndex } from '../text-index';
import type { Candidate } from '../detectors/types';
import { buildLexicon } from './lexicon';
import { NameModel, type ModelSpan } from './model';

/**
 * The name model as the detectors use it: decoded from a catalog's `name-model-v2` table on first use (a policy
 * that turns the model off never pays for it; the model is immutable once decoded) and kept with the catalog's
 * tables, run once per text however many of its classes the policy asks for.
 */
const decodeModel = (tables: Tables): NameModel => new NameModel(tables.read('name-model-v2'), buildLexicon(tables));
export const nameModelOf = (tables: Tables): NameModel => tables.derived(decodeModel);

/** Spans below this probability are not reported. */
const MIN_PROBABILITY = 0.5;

const KEY = {};

/** The model's spans in `text`, computed once per text (`TextIndex.shared`). */
export function modelSpans(text: string, features: TextIndex): readonly ModelSpan[] {
  return features.shared(KEY, () => nameModelOf(features.tables).find(text));
}

/**
 * The model's spans of one class as detector candidates, at confidence `0.5 + 0.4 × (p − 0.5) / 0.5` for a span of
 * probability p ≥ MIN_PROBABILITY: 0.5 at even odds (a policy's default threshold), 0.9 when the model is sure.
 * The policy merges them after the rules' findings (../analyze.ts `mergeModelFindings`).
 */
export function modelCandidates(text: string, features: TextIndex, cls: ModelSpan['cls']): Candidate[] {
  const out: Candidate[] = [];
  const version = nameModelOf(features.tables).version;
  for (const s of modelSpans(text, features)) {
    if (s.cls !== cls || s.probability < MIN_PROBABILITY) continue;
    const score = 0.5 + (0.4 * (s.probability - MIN_PROBABILITY)) / (1 - MIN_PROBABILITY);
    out.push({ start: s.start, end: s.end, score: Math.round(score * 1000) / 1000, pattern: version });
  }
  return out;
}
