import type { CompiledGuardian, CriteriaProcessType } from '../guardians/compile';
import { createJudgeEvaluator } from './judge';
import { createOpenAiCompatibleBackend } from './openai-compatible';
import { createRulesEvaluator } from './rules';
import { EvaluatorUnavailableError, type CriteriaEvaluator, type JudgeBackend } from './types';

export interface EvaluatorFactoryDeps {
  /** The Bedrock judge backend, created on first use (the handler wiring builds the SDK client). */
  readonly bedrock?: () => JudgeBackend;
  /** Environment for `apiKeyEnv` lookups of openai-compatible evaluators. */
  readonly env?: NodeJS.ProcessEnv;
  readonly fetch?: typeof fetch;
}

export type EvaluatorFor = (
  guardian: CompiledGuardian,
  processType: string,
  config: CriteriaProcessType,
) => CriteriaEvaluator & { undefinedCriteria?(criteria: readonly string[]): string[] };

/** Builds (and caches per Guardian version and process type) the evaluator a process type declares. */
export function createEvaluatorFactory(deps: EvaluatorFactoryDeps = {}): EvaluatorFor {
  const cache = new Map<string, ReturnType<EvaluatorFor>>();
  return (guardian, processType, config) => {
    const key = `${guardian.name}@${guardian.version}/${processType}`;
    let evaluator = cache.get(key);
    if (evaluator) return evaluator;
    const ev = config.evaluator;
    if (ev.type === 'rules') {
      evaluator = createRulesEvaluator(ev.rules);
    } else {
      const modelId = guardian.model?.modelId ?? '';
      const parameters = guardian.model?.parameters ?? {};
      let backend: JudgeBackend;
      if (ev.type === 'bedrock') {
        if (!deps.bedrock) throw new EvaluatorUnavailableError('not_configured');
        backend = deps.bedrock();
      } else {
        const apiKey = ev.apiKeyEnv ? deps.env?.[ev.apiKeyEnv] : undefined;
        backend = createOpenAiCompatibleBackend({ baseUrl: ev.baseUrl, apiKey, fetch: deps.fetch });
      }
      evaluator = createJudgeEvaluator({ backend, modelId, parameters, timeoutMs: ev.timeoutMs });
    }
    if (cache.size > 500) cache.clear();
    cache.set(key, evaluator);
    return evaluator;
  };
}
