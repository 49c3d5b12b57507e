import { Logger } from '@aws-lambda-powertools/logger';
import { generateApiKey, hashApiKey } from '../../functions/auth/keys';
import { generatePseudonymSecret } from '../../functions/auth/pseudonym-secret';
import { parseGuardian } from '../../functions/guardians/parse';
import type { GuardianInput } from '../../functions/guardians/schema';
import { startLocalStack, type LocalStack, type LocalStackOptions } from '../../functions/local/stack';
import type { ConfigStore } from '../../functions/ports';
import { sendJson, type HttpResult } from './jobs';

/** A manually advanced clock for TTL tests. */
export function manualClock(start = Date.parse('2026-01-01T00:00:00.000Z')) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

/** Captures every JSON log line the service writes (Powertools writes to process.stdout). */
export function captureLogs() {
  const lines: string[] = [];
  const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    return true;
  });
  return {
    lines,
    text: () => lines.join(''),
    records: () =>
      lines
        .join('')
        .split('\n')
        .filter((l) => l.trim() !== '')
        .map((l) => JSON.parse(l) as Record<string, unknown>),
    restore: () => spy.mockRestore(),
  };
}

/**
 * The in-memory local stack (dynalite + HTTP API on a free loopback port). Logs are silent unless asked for
 * (`logLevel: 'INFO'` for tests that capture them, or TEST_LOG_LEVEL to watch a run).
 */
export async function startTestStack(
  options: LocalStackOptions & { logLevel?: 'INFO' | 'SILENT' } = {},
): Promise<LocalStack> {
  const logLevel = options.logLevel ?? (process.env.TEST_LOG_LEVEL as 'INFO' | undefined) ?? 'SILENT';
  // Jobs run in this process unless a test asks for the worker process: tests inject clocks and capture logs.
  return startLocalStack({
    logger: new Logger({ serviceName: 'content-guard-test', logLevel }),
    logLevel,
    ...options,
    jobs: { workerProcess: false, ...options.jobs },
  });
}

/** Stores a Guardian (next version) and an active key for it; returns the raw key. */
export async function createGuardianWithKey(
  store: ConfigStore,
  guardian: GuardianInput,
  projectId = 'test-project',
  keyName = 'test-key',
): Promise<string> {
  await store.createProject({
    projectId,
    name: projectId,
    createdAt: '2026-01-01T00:00:00.000Z',
    pseudonymSecret: generatePseudonymSecret(),
  });
  await store.putGuardianVersion(projectId, guardian.name, parseGuardian(guardian), '2026-01-01T00:00:00.000Z');
  const key = generateApiKey();
  await store.createApiKey({
    keyHash: hashApiKey(key),
    projectId,
    guardianName: guardian.name,
    name: keyName,
    status: 'ACTIVE',
    last4: key.slice(-4),
    createdAt: new Date().toISOString(),
  });
  return key;
}

/** POSTs to the inline guard over HTTP. `body` objects are JSON-encoded; strings are sent as they are. */
export async function callGuard(
  url: string,
  key: string | undefined,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<HttpResult> {
  return sendJson(`${url}/v1/guard/api`, 'POST', key, body, headers);
}
