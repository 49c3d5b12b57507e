import { inspectText, type TextInspection } from '../../engine/inspect';
import type { FormatContext } from './types';

/**
 * Inspects one part of a file (a line, a cell, a string value), hands the inspection to the aggregator and
 * returns the part's output text: the masked text when the part is masked, the part unchanged otherwise
 * (PASS, BLOCK — the verdict is the aggregator's business, not the format's).
 */
export function inspectPart(text: string, ctx: FormatContext): string {
  if (text.length === 0) return text;
  const inspection = inspectText(text, ctx.policies, { masking: ctx.masking });
  ctx.results.add(inspection);
  return inspection.processedContent ?? text;
}

/**
 * Name under which cells of `delimited.entityColumns` are reported in `results`: they are not found by a
 * policy of the Guardian but declared by its delimited-file options, so they get a policy entry of their own.
 */
export const ENTITY_COLUMNS_POLICY_NAME = 'entityColumns';

/**
 * The inspection of a cell of an entity column: the whole value is that entity, masked with `[<ENTITY>]`,
 * reported like a built-in entity finding of the engine (rule type ENTITY, confidence 1, same alert text).
 */
export function entityCellInspection(entity: string, value: string): TextInspection & { processedContent: string } {
  const maskWord = `[${entity}]`;
  return {
    action: 'MASK',
    results: [
      {
        policyName: ENTITY_COLUMNS_POLICY_NAME,
        policyType: 'PII',
        action: 'MASK',
        findings: [
          {
            start: 0,
            end: value.length,
            action: 'MASK',
            ruleType: 'ENTITY',
            ruleName: entity,
            confidence: 1,
            maskWord,
            alertMessage: `${entity} detected (masked)`,
          },
        ],
      },
    ],
    processedContent: maskWord,
  };
}
