import * as z from 'zod';
import { InvalidPolicyError } from '../engine/errors';
import { compilePiiPolicy, supportedEntities } from '../engine/policies/pii';
import type { CompiledPolicy } from '../engine/policies/types';
import { GuardianValidationError, type GuardianIssue } from './errors';
import { guardianSchema, type GuardianDocument } from './schema';

export interface CompiledGuardian {
  readonly name: string;
  readonly version: number;
  readonly verdicts: 'v1.4' | 'v1.3';
  /** Process type (lower-case) → its compiled policies, in declaration order. */
  readonly processTypes: ReadonlyMap<string, readonly CompiledPolicy[]>;
  readonly additionalData: Readonly<Record<string, unknown>>;
  readonly model: GuardianDocument['model'];
  readonly tracing: GuardianDocument['tracing'];
  readonly batch: GuardianDocument['batch'];
}

/** Validates a Guardian document strictly (unknown keys, types, references). Throws GuardianValidationError. */
export function parseGuardian(input: unknown): GuardianDocument {
  const parsed = guardianSchema.safeParse(input);
  if (!parsed.success) throw new GuardianValidationError(parsed.error.issues.flatMap(toIssues));
  return parsed.data;
}

/** Validates and compiles (RE2 patterns, entity names). Throws GuardianValidationError naming every problem. */
export function compileGuardian(input: unknown, version: number): CompiledGuardian {
  const doc = parseGuardian(input);
  const issues: GuardianIssue[] = [];
  const byName = new Map<string, CompiledPolicy>();
  doc.policies.forEach((policy, i) => {
    try {
      byName.set(policy.name, compilePiiPolicy(policy, `policies[${i}]`));
    } catch (err) {
      if (!(err instanceof InvalidPolicyError)) throw err;
      issues.push({ path: err.path, message: err.reason });
    }
  });
  for (const [column, entity] of Object.entries(doc.batch.delimited.entityColumns)) {
    if (!supportedEntities().includes(entity)) {
      issues.push({
        path: `batch.delimited.entityColumns.${column}`,
        message: `unknown entity type ${entity}; supported: ${supportedEntities().join(', ')}`,
      });
    }
  }
  if (issues.length > 0) throw new GuardianValidationError(issues);
  const processTypes = new Map<string, CompiledPolicy[]>();
  for (const [name, decl] of Object.entries(doc.processTypes)) {
    processTypes.set(
      name,
      decl.policies.map((p) => byName.get(p)!),
    );
  }
  return {
    name: doc.name,
    version,
    verdicts: doc.verdicts,
    processTypes,
    additionalData: doc.additionalData,
    model: doc.model,
    tracing: doc.tracing,
    batch: doc.batch,
  };
}

/** Zod issues as operator-facing problems: the exact path of the offending key and how to fix it. */
function toIssues(issue: z.core.$ZodIssue): GuardianIssue[] {
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => ({
      path: formatPath([...issue.path, key]),
      message: 'unknown key; remove it or fix its spelling',
    }));
  }
  // A bad record key reports "Invalid key in record"; the key schema's own message says how to fix it.
  const message = issue.code === 'invalid_key' ? (issue.issues[0]?.message ?? issue.message) : issue.message;
  return [{ path: formatPath(issue.path), message }];
}

/** `['policies', 0, 'entities', 'EMAIL']` → `policies[0].entities.EMAIL`. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const seg of path) {
    if (typeof seg === 'number') out += `[${seg}]`;
    else out += out === '' ? String(seg) : `.${String(seg)}`;
  }
  return out;
}
