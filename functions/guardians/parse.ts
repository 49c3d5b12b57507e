import type * as z from '../zod';
import { GuardianValidationError, type GuardianIssue } from './errors';
import { guardianSchema, type GuardianDocument } from './schema';

/**
 * Guardian documents validated without compiling them: no detector, RE2 pattern or lexicon is loaded here, so
 * the job intake API (which needs only a Guardian's name, version and process types) starts without the engine.
 */

/** Validates a Guardian document strictly (unknown keys, types, references). Throws GuardianValidationError. */
export function parseGuardian(input: unknown): GuardianDocument {
  const parsed = guardianSchema.safeParse(input);
  if (!parsed.success) throw new GuardianValidationError(parsed.error.issues.flatMap(toIssues));
  return parsed.data;
}

/** What the job API needs of a Guardian: its identity and the process types it declares with policies. */
export interface GuardianSummary {
  readonly name: string;
  readonly version: number;
  /** Process types (lower-case) a batch job may name: those with policies. */
  readonly processTypes: { has(name: string): boolean; keys(): Iterable<string> };
}

/**
 * The summary of a stored Guardian version. It is validated (schema only); its policies were compiled when it
 * was stored, and the worker compiles them again for each job, failing the job on any problem.
 */
export function describeGuardian(input: unknown, version: number): GuardianSummary {
  const doc = parseGuardian(input);
  const names = Object.entries(doc.processTypes)
    .filter(([, decl]) => !('policyRequired' in decl))
    .map(([name]) => name);
  return { name: doc.name, version, processTypes: new Set(names) };
}

/** Zod issues as operator-facing problems: the exact path of the offending key and how to fix it. */
function toIssues(issue: z.core.$ZodIssue): GuardianIssue[] {
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => ({
      path: formatPath([...issue.path, key]),
      message: 'unknown key; remove it or fix its spelling',
    }));
  }
  if (issue.code === 'invalid_union' && issue.errors.length > 0) {
    // A process type is one of two shapes: report the problems of the shape the document is closest to.
    const closest = [...issue.errors].sort((a, b) => a.length - b.length)[0]!;
    return closest.flatMap((inner) => toIssues({ ...inner, path: [...issue.path, ...inner.path] }));
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
