import type { Logger } from '@aws-lambda-powertools/logger';

/**
 * What the handlers log through: Powertools Logger's `info`/`warn`/`error` (a type only: nothing of Powertools is
 * bundled for it). A Powertools Logger satisfies it (the local runner and the tests pass one); the inline Lambda
 * uses `createJsonLog` below.
 */
export type Log = Pick<Logger, 'info' | 'warn' | 'error'>;
type LogArgs = Parameters<Logger['info']>;

/** Log levels by threshold, as Powertools and the Lambda JSON log format name them. */
const LEVELS = { DEBUG: 8, INFO: 12, WARN: 16, ERROR: 20, CRITICAL: 24, SILENT: 28 } as const;
type LevelName = keyof typeof LEVELS;

/** Keys of the line itself; an attribute of the same name is left out (as Powertools does). */
const RESERVED = new Set(['level', 'message', 'timestamp', 'service', 'sampling_rate', 'xray_trace_id']);

/**
 * The inline handler's logger: the same lines as Powertools Logger's default format (`level`, `message`,
 * `timestamp`, `service`, `sampling_rate`, `xray_trace_id` when X-Ray is on, then the attributes), one stdout write
 * per line. Powertools Logger costs ~23 µs of CPU per `guard.request` line — it re-reads process.env several times
 * per line and merges attribute stores — and ~23 KB of the bundle; this costs ~5–8 µs (most of it JSON.stringify
 * and the write) and ~1 KB (measured on Node 20, one busy core).
 *
 * Level: POWERTOOLS_LOG_LEVEL, else AWS_LAMBDA_LOG_LEVEL (the function's log level setting), else INFO.
 * Service: POWERTOOLS_SERVICE_NAME, else `content-guard`. Logging never throws into the request path.
 */
export function createJsonLog(env: NodeJS.ProcessEnv = process.env, write: (line: string) => void = stdoutWrite): Log {
  const levelName = (env.POWERTOOLS_LOG_LEVEL || env.AWS_LAMBDA_LOG_LEVEL || 'INFO').toUpperCase();
  const threshold = LEVELS[levelName as LevelName] ?? LEVELS.INFO;
  const service = env.POWERTOOLS_SERVICE_NAME || 'content-guard';
  const log = (level: 'INFO' | 'WARN' | 'ERROR', [input, ...extra]: LogArgs) => {
    if (LEVELS[level] < threshold) return;
    try {
      const { message, ...inline } = typeof input === 'string' ? { message: input } : input;
      const line: Record<string, unknown> = { level, message, timestamp: new Date().toISOString(), service, sampling_rate: 0 };
      // The runtime sets the X-Ray trace header per invocation (Lambda developer guide, "Defined runtime
      // environment variables"): read it per line, as Powertools does.
      const traceId = xrayTraceId(process.env._X_AMZN_TRACE_ID);
      if (traceId) line.xray_trace_id = traceId;
      for (const attributes of [inline, ...extra]) {
        if (typeof attributes === 'string') continue; // a bare string argument (unused here) has no key to go under
        if (attributes instanceof Error) {
          line.error = { name: attributes.name }; // never the message: it may quote content
          continue;
        }
        for (const key of Object.keys(attributes)) if (!RESERVED.has(key)) line[key] = attributes[key];
      }
      write(`${JSON.stringify(line)}\n`);
    } catch {
      // An attribute JSON cannot represent (a BigInt, a cycle) loses the line, never the call.
    }
  };
  return {
    info: (...args: LogArgs) => log('INFO', args),
    warn: (...args: LogArgs) => log('WARN', args),
    error: (...args: LogArgs) => log('ERROR', args),
  };
}

/** `Root=1-…;Parent=…;Sampled=1` → `1-…`. */
function xrayTraceId(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const root = /(?:^|;)Root=([^;]+)/.exec(header);
  return root?.[1];
}

function stdoutWrite(line: string): void {
  process.stdout.write(line);
}

/**
 * What a log line may say about an unexpected error: its class and the stack's frames (file, line, function).
 * The message line is left out, and so is any frame text that is not a plain `at …` line: an error's message
 * (e.g. a JSON parse error's) may quote the content being processed.
 */
export function errorFacts(err: unknown): { error_name: string; error_stack?: string } {
  if (!(err instanceof Error)) return { error_name: typeof err };
  const frames = (err.stack ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => /^at [^\n]{1,500}$/.test(l) && /:\d+:\d+\)?$/.test(l))
    .slice(0, 20);
  return { error_name: err.name, ...(frames.length > 0 ? { error_stack: frames.join('\n') } : {}) };
}
