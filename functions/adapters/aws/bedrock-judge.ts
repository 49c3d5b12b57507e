import { BedrockRuntimeClient, ConverseCommand, type InferenceConfiguration } from '@aws-sdk/client-bedrock-runtime';
import { EvaluatorUnavailableError, type JudgeBackend } from '../../evaluators/types';

/**
 * The LLM judge backend on Amazon Bedrock's Converse API. `temperature`, `maxTokens` and `topP` of the
 * Guardian's model parameters become the inference configuration; the rest is passed as
 * additionalModelRequestFields (model-specific).
 */
export function createBedrockJudgeBackend(client: BedrockRuntimeClient): JudgeBackend {
  return {
    async complete({ system, user, modelId, parameters, signal }) {
      const { temperature, maxTokens, topP, ...rest } = parameters;
      const inferenceConfig: InferenceConfiguration = {
        ...(typeof temperature === 'number' ? { temperature } : {}),
        ...(typeof maxTokens === 'number' ? { maxTokens } : { maxTokens: 1024 }),
        ...(typeof topP === 'number' ? { topP } : {}),
      };
      const out = await client.send(
        new ConverseCommand({
          modelId,
          system: [{ text: system }],
          messages: [{ role: 'user', content: [{ text: user }] }],
          inferenceConfig,
          ...(Object.keys(rest).length > 0 ? { additionalModelRequestFields: rest } : {}),
        }),
        { abortSignal: signal },
      );
      const text = out.output?.message?.content?.map((c) => ('text' in c ? c.text : '')).join('');
      if (!text) throw new EvaluatorUnavailableError('malformed_answer');
      return text;
    },
  };
}
