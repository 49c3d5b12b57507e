import type { Catalog } from '../catalog';
import { compilePiiPolicy } from './pii';
import type { PiiPolicyConfig } from './pii-schema';
import { compileTopicPolicy } from './topic';
import type { TopicPolicyConfig } from './topic-schema';
import type { CompiledPolicy, PolicyType } from './types';
import { compileWordPolicy } from './word';
import type { WordPolicyConfig } from './word-schema';

/** A validated policy of any type (the Guardian schema's `policies[]` element). */
export type PolicyConfig = PiiPolicyConfig | TopicPolicyConfig | WordPolicyConfig;

type Compilers = { [K in PolicyType]: (config: Extract<PolicyConfig, { type: K }>, catalog: Catalog, path: string) => CompiledPolicy };

/** One compiler per policy type: a type without one fails to compile. */
const COMPILERS = {
  PII: compilePiiPolicy,
  TOPIC: (config, _catalog, path) => compileTopicPolicy(config, path),
  WORD: (config, _catalog, path) => compileWordPolicy(config, path),
} as const satisfies Compilers;

/**
 * Compiles a validated policy over `catalog`'s detectors. Throws InvalidPolicyError naming the path inside the
 * Guardian document (`path` is the policy's own path, e.g. `policies[2]`).
 */
export function compilePolicy(config: PolicyConfig, catalog: Catalog, path: string): CompiledPolicy {
  const compile = COMPILERS[config.type] as (c: PolicyConfig, catalog: Catalog, p: string) => CompiledPolicy;
  return compile(config, catalog, path);
}
