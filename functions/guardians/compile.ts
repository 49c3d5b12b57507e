import { InvalidPolicyError } from '../engine/errors';
import type { Catalog } from '../engine/catalog';
import { compilePolicy } from '../engine/policies';
import { compileUserPattern, UserPatternSyntaxError } from '../engine/user-pattern';
import type { CompiledPolicy } from '../engine/policies/types';
import { GuardianValidationError, type GuardianIssue } from './errors';
import { parseGuardian } from './parse';
import type { GuardianDocument } from './schema';

type ProcessTypeDecl = GuardianDocument['processTypes'][string];
/** A policy-not-required process type: evaluated by an evaluator against additionalData.check_criteria. */
export type CriteriaProcessType = Extract<ProcessTypeDecl, { policyRequired: false }>;

export interface CompiledGuardian {
  readonly name: string;
  readonly version: number;
  readonly verdicts: 'v1.4' | 'v1.3';
  readonly mode: GuardianDocument['mode'];
  readonly restore: GuardianDocument['restore'];
  /** Process type (lower-case) → its compiled policies, in declaration order. */
  readonly processTypes: ReadonlyMap<string, readonly CompiledPolicy[]>;
  /** Policy-not-required process types (inline only) → their evaluator configuration. */
  readonly criteriaProcessTypes: ReadonlyMap<string, CriteriaProcessType>;
  readonly additionalData: Readonly<Record<string, unknown>>;
  readonly model: GuardianDocument['model'];
  readonly tracing: GuardianDocument['tracing'];
  readonly batch: GuardianDocument['batch'];
  /** A policy uses the `pseudonym` operator: calls need the project's pseudonym secret. */
  readonly needsPseudonymKey: boolean;
}

/** Compiles Guardians over one catalog: what the hosts hand to the access resolvers and job workers. */
export type GuardianCompiler = (input: unknown, version: number) => CompiledGuardian;

export const guardianCompiler =
  (catalog: Catalog): GuardianCompiler =>
  (input, version) =>
    compileGuardian(input, version, catalog);

/**
 * Validates and compiles (RE2 patterns, entity names) over `catalog`'s detectors. Throws GuardianValidationError
 * naming every problem.
 */
export function compileGuardian(input: unknown, version: number, catalog: Catalog): CompiledGuardian {
  const doc = parseGuardian(input);
  const issues: GuardianIssue[] = [];
  const byName = new Map<string, CompiledPolicy>();
  doc.policies.forEach((policy, i) => {
    try {
      byName.set(policy.name, compilePolicy(policy, catalog, `policies[${i}]`));
    } catch (err) {
      if (!(err instanceof InvalidPolicyError)) throw err;
      issues.push({ path: err.path, message: err.reason });
    }
  });
  for (const [column, entity] of Object.entries(doc.batch.delimited.entityColumns)) {
    if (!catalog.detectorsByEntity.has(entity)) {
      issues.push({
        path: `batch.delimited.entityColumns.${column}`,
        message: `unknown entity type ${entity}; supported: ${catalog.entities.join(', ')}`,
      });
    }
  }
  const processTypes = new Map<string, CompiledPolicy[]>();
  const criteriaProcessTypes = new Map<string, CriteriaProcessType>();
  for (const [name, decl] of Object.entries(doc.processTypes)) {
    if ('policyRequired' in decl) {
      criteriaProcessTypes.set(name, decl);
      if (decl.evaluator.type === 'rules') {
        decl.evaluator.rules.forEach((rule, i) =>
          rule.patterns.forEach((pattern, j) => {
            try {
              compileUserPattern(pattern, { caseInsensitive: true });
            } catch (err) {
              if (!(err instanceof UserPatternSyntaxError)) throw err;
              issues.push({ path: `processTypes.${name}.evaluator.rules[${i}].patterns[${j}]`, message: err.message });
            }
          }),
        );
      }
    } else processTypes.set(name, decl.policies.map((p) => byName.get(p)!));
  }
  if (issues.length > 0) throw new GuardianValidationError(issues);
  return {
    name: doc.name,
    version,
    verdicts: doc.verdicts,
    mode: doc.mode,
    restore: doc.restore,
    processTypes,
    criteriaProcessTypes,
    additionalData: doc.additionalData,
    model: doc.model,
    tracing: doc.tracing,
    batch: doc.batch,
    needsPseudonymKey: [...byName.values()].some((p) => p.operatorTypes?.has('pseudonym') === true),
  };
}
