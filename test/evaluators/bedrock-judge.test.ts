/**
 * The Bedrock judge backend. No emulator of Amazon Bedrock exists (none on npm runs Converse locally), so the
 * SDK client's `send` is mocked here — the one place the project mocks an AWS client. It checks the Converse
 * request shape and the parsing of the model's answer through the real judge evaluator.
 */
import { BedrockRuntimeClient, ConverseCommand } from '@aws-sdk/client-bedrock-runtime';
import { createBedrockJudgeBackend } from '../../functions/adapters/aws/bedrock-judge';
import { createJudgeEvaluator, JUDGE_SYSTEM_PROMPT } from '../../functions/evaluators/judge';
import { EvaluatorUnavailableError } from '../../functions/evaluators/types';

function mockedClient(answer: string | Error) {
  const client = new BedrockRuntimeClient({ region: 'us-east-1', credentials: { accessKeyId: 'x', secretAccessKey: 'y' } });
  const send = jest.spyOn(client, 'send').mockImplementation(async () => {
    if (answer instanceof Error) throw answer;
    return { output: { message: { role: 'assistant', content: [{ text: answer }] } }, stopReason: 'end_turn' } as never;
  });
  return { client, send };
}

const criteria = ['no medical advice', 'no profanity'];
const evaluatorOver = (client: BedrockRuntimeClient, timeoutMs = 1_000) =>
  createJudgeEvaluator({
    backend: createBedrockJudgeBackend(client),
    modelId: 'anthropic.claude-sonnet-4',
    parameters: { temperature: 0, maxTokens: 400, top_k: 5 },
    timeoutMs,
  });

it('sends one Converse request with the system prompt, the content and criteria as JSON, and the model config', async () => {
  const answer = JSON.stringify({
    results: [
      { criterion: 'no medical advice', verdict: 'fail', reason: 'Asks for a dosage.', confidence: 0.9 },
      { criterion: 'no profanity', verdict: 'pass', reason: 'Polite.' },
    ],
  });
  const { client, send } = mockedClient(answer);
  const verdicts = await evaluatorOver(client).evaluate({ content: 'How much aspirin?', criteria, additionalData: {} });
  expect(verdicts).toEqual([
    { criterion: 'no medical advice', passed: false, reason: 'Asks for a dosage.', confidence: 0.9 },
    { criterion: 'no profanity', passed: true, reason: 'Polite.' },
  ]);
  expect(send).toHaveBeenCalledTimes(1);
  const command = send.mock.calls[0]![0] as ConverseCommand;
  expect(command).toBeInstanceOf(ConverseCommand);
  expect(command.input).toEqual({
    modelId: 'anthropic.claude-sonnet-4',
    system: [{ text: JUDGE_SYSTEM_PROMPT }],
    messages: [{ role: 'user', content: [{ text: JSON.stringify({ content: 'How much aspirin?', criteria }) }] }],
    inferenceConfig: { temperature: 0, maxTokens: 400 },
    additionalModelRequestFields: { top_k: 5 },
  });
  expect((send.mock.calls[0]![1] as { abortSignal: AbortSignal }).abortSignal).toBeDefined();
});

it('accepts an answer in a single json code fence', async () => {
  const { client } = mockedClient(
    '```json\n{"results":[{"criterion":"no medical advice","verdict":"pass","reason":"ok"},{"criterion":"no profanity","verdict":"pass","reason":"ok"}]}\n```',
  );
  const verdicts = await evaluatorOver(client).evaluate({ content: 'hi', criteria, additionalData: {} });
  expect(verdicts.map((v) => v.passed)).toEqual([true, true]);
});

it.each([
  ['prose', 'The content is fine.'],
  ['a missing criterion', '{"results":[{"criterion":"no medical advice","verdict":"pass","reason":"ok"}]}'],
  ['criteria out of order', '{"results":[{"criterion":"no profanity","verdict":"pass","reason":"ok"},{"criterion":"no medical advice","verdict":"pass","reason":"ok"}]}'],
  ['an unknown verdict', '{"results":[{"criterion":"no medical advice","verdict":"maybe","reason":"?"},{"criterion":"no profanity","verdict":"pass","reason":"ok"}]}'],
  ['extra keys', '{"results":[],"note":"x"}'],
  ['confidence out of range', '{"results":[{"criterion":"no medical advice","verdict":"pass","reason":"ok","confidence":7},{"criterion":"no profanity","verdict":"pass","reason":"ok"}]}'],
])('rejects %s as a malformed answer (never PASS)', async (_name, answer) => {
  const { client } = mockedClient(answer);
  await expect(evaluatorOver(client).evaluate({ content: 'hi', criteria, additionalData: {} })).rejects.toMatchObject({
    name: 'EvaluatorUnavailableError',
    reason: 'malformed_answer',
  });
});

it('a throttled or failing model → backend_error', async () => {
  const { client } = mockedClient(Object.assign(new Error('ThrottlingException'), { name: 'ThrottlingException', $metadata: {} }));
  await expect(evaluatorOver(client).evaluate({ content: 'hi', criteria, additionalData: {} })).rejects.toBeInstanceOf(
    EvaluatorUnavailableError,
  );
});

it('a model slower than the timeout → timeout', async () => {
  const client = new BedrockRuntimeClient({ region: 'us-east-1', credentials: { accessKeyId: 'x', secretAccessKey: 'y' } });
  jest.spyOn(client, 'send').mockImplementation(() => new Promise(() => undefined) as never);
  await expect(evaluatorOver(client, 100).evaluate({ content: 'hi', criteria, additionalData: {} })).rejects.toMatchObject({
    reason: 'timeout',
  });
});
