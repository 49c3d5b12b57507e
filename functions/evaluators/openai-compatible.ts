import { EvaluatorUnavailableError, type JudgeBackend } from './types';

export interface OpenAiCompatibleOptions {
  /** e.g. `http://127.0.0.1:8000/v1` (vLLM, llama.cpp, Ollama) or a hosted endpoint. */
  readonly baseUrl: string;
  /** Sent as `Authorization: Bearer …` when set (read from the environment, never from the Guardian). */
  readonly apiKey?: string;
  readonly fetch?: typeof fetch;
}

/**
 * A judge backend for any chat-completions endpoint (`POST {baseUrl}/chat/completions`). Model parameters
 * from the Guardian's model configuration are passed through (`temperature`, `max_tokens`, `top_p`, …).
 */
export function createOpenAiCompatibleBackend(options: OpenAiCompatibleOptions): JudgeBackend {
  const doFetch = options.fetch ?? fetch;
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    async complete({ system, user, modelId, parameters, signal }) {
      const res = await doFetch(url, {
        method: 'POST',
        signal,
        headers: {
          'content-type': 'application/json',
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify({
          ...parameters,
          model: modelId,
          messages: [
            { role: 'system', content: system },
            { role: 'user', content: user },
          ],
        }),
      });
      if (!res.ok) throw new EvaluatorUnavailableError('backend_error');
      const body = (await res.json().catch(() => undefined)) as
        | { choices?: { message?: { content?: unknown } }[] }
        | undefined;
      const content = body?.choices?.[0]?.message?.content;
      if (typeof content !== 'string') throw new EvaluatorUnavailableError('malformed_answer');
      return content;
    },
  };
}
