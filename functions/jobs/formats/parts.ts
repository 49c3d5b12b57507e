import { inspectText, type TextInspection } from '../../engine/inspect';
import type { MaskingContext } from '../../engine/masking-context';
import type { CompiledPolicy, EntityMasking, PolicyFinding } from '../../engine/policies/types';
import { rewrite } from '../../engine/rewrite';
import type { FormatContext } from './types';

/**
 * Inspects one part of a file (a line, a cell, a string value, an object key, a header cell), hands the inspection to the aggregator and
 * returns the part's output text: the masked text when the part is masked, the part unchanged otherwise
 * (PASS, BLOCK — the verdict is the aggregator's business, not the format's).
 */
export function inspectPart(text: string, ctx: FormatContext): string {
  if (text.length === 0) return text;
  const inspection = inspectText(text, ctx.policies, { masking: ctx.masking });
  ctx.results.add(inspection);
  return inspection.processedContent ?? text;
}

/** Keys longer than this are inspected every time they occur rather than remembered. */
const MAX_REMEMBERED_KEY = 256;
/** Distinct keys remembered per file (bounded memory whatever the file). */
const MAX_REMEMBERED_KEYS = 4_096;

/**
 * Inspects object keys as parts (`inspectPart`), remembering the inspection of each distinct short key: records of
 * one file repeat the same few keys thousands of times, and a key's inspection depends on its text alone (the
 * same value gets the same placeholder number and pseudonym throughout a job). A remembered inspection is added to
 * the results again at every occurrence, so counts are those of inspecting every occurrence.
 */
export function createKeyInspector(ctx: FormatContext): (key: string) => string {
  const remembered = new Map<string, { readonly inspection: TextInspection; readonly output: string }>();
  return (key) => {
    if (key.length === 0) return key;
    const known = remembered.get(key);
    if (known) {
      ctx.results.add(known.inspection);
      return known.output;
    }
    const inspection = inspectText(key, ctx.policies, { masking: ctx.masking });
    ctx.results.add(inspection);
    const output = inspection.processedContent ?? key;
    if (key.length <= MAX_REMEMBERED_KEY && remembered.size < MAX_REMEMBERED_KEYS) remembered.set(key, { inspection, output });
    return output;
  };
}

/**
 * Name under which cells of `delimited.entityColumns` are reported in `results`: they are not found by a
 * policy of the Guardian but declared by its delimited-file options, so they get a policy entry of their own.
 */
export const ENTITY_COLUMNS_POLICY_NAME = 'entityColumns';

/**
 * How cells of an entity column of `entity` are masked: as the first of `policies` that lists the entity masks it
 * (its mask word, operator and label: a name becomes the same `[PERSON_1]` or pseudonym in its column as in free
 * text), or with `[<ENTITY>]` when none lists it.
 */
export function entityColumnMasking(entity: string, policies: readonly CompiledPolicy[]): EntityMasking {
  for (const policy of policies) {
    const masking = policy.entityMasking?.(entity);
    if (masking) return masking;
  }
  return { maskWord: `[${entity}]`, label: entity };
}

/**
 * The inspection of a cell of an entity column: the whole value is that entity, masked as `masking` says with the
 * job's masking state, reported like a built-in entity finding of the engine (rule type ENTITY, confidence 1, same
 * alert text). Always MASK: the column is declared to hold the entity.
 */
export function entityCellInspection(
  entity: string,
  value: string,
  masking: EntityMasking,
  context: MaskingContext,
): TextInspection & { processedContent: string } {
  const finding: PolicyFinding = {
    start: 0,
    end: value.length,
    action: 'MASK',
    ruleType: 'ENTITY',
    ruleName: entity,
    confidence: 1,
    maskWord: masking.maskWord,
    alertMessage: `${entity} detected (masked)`,
    operator: masking.operator,
    label: masking.label,
  };
  return {
    action: 'MASK',
    results: [{ policyName: ENTITY_COLUMNS_POLICY_NAME, policyType: 'PII', action: 'MASK', findings: [finding] }],
    processedContent: rewrite(value, [finding], context),
  };
}
