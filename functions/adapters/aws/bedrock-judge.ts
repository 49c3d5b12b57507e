import type { BedrockRuntimeClient, InferenceConfiguration } from '@aws-sdk/client-bedrock-runtime';
import { EvaluatorUnavailableError, type JudgeBackend } from '../../evaluators/types';

type BedrockSdk = typeof import('@aws-sdk/client-bedrock-runtime');

/**
 * The SDK module is required on the first judged call, not when the inline handler loads: most Guardians never
 * use a Bedrock judge, and loading the module costs every cold start ~25 ms of CPU (lib/README.md "Bundles and cold
 * start"); the call that needs it waits on the model for far longer. A plain `require` (external in the bundle,
 * the runtime's SDK) keeps the one CommonJS copy of the SDK core the DynamoDB client already loaded.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const bedrockSdk = (): BedrockSdk => require('@aws-sdk/client-bedrock-runtime') as BedrockSdk;

/**
 * The LLM judge backend on Amazon Bedrock's Converse API. `temperature`, `maxTokens` and `topP` of the
 * Guardian's model parameters become the inference configuration; the rest is passed as
 * additionalModelRequestFields (model-specific). Without `client`, one is created (default configuration) on the first call.
 */
export function createBedrockJudgeBackend(client?: BedrockRuntimeClient): JudgeBackend {
  let bedrock = client;
  return {
    async complete({ system, user, modelId, parameters, signal }) {
      const { BedrockRuntimeClient: Client, ConverseCommand } = bedrockSdk();
      bedrock ??= new Client({});
      const { temperature, maxTokens, topP, ...rest } = parameters;
      const inferenceConfig: InferenceConfiguration = {
        ...(typeof temperature === 'number' ? { temperature } : {}),
        ...(typeof maxTokens === 'number' ? { maxTokens } : { maxTokens: 1024 }),
        ...(typeof topP === 'number' ? { topP } : {}),
      };
      const out = await bedrock.send(
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
