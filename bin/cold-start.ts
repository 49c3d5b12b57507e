/**
 * Runs a built handler bundle the way Lambda does: a fresh `node` process requires dist/<name>/index.js (its data
 * tables beside it, in data/), then calls `handler` with API Gateway events, against a DynamoDB emulator (dynalite,
 * in this process) seeded with one project, Guardian and key. `npm run build -- --cold-start` prints the figures;
 * test/lib/bundle-budget.test.ts checks that the built guard-api answers with the findings its data tables make.
 */
import { spawn } from 'node:child_process';
import * as path from 'node:path';
import { ensureTable } from '../functions/adapters/aws/dynamodb-table';
import { createDynamoDbConfigStore } from '../functions/adapters/aws/dynamodb-config-store';
import { generateApiKey, hashApiKey } from '../functions/auth/keys';
import { generatePseudonymSecret } from '../functions/auth/pseudonym-secret';
import { parseGuardian } from '../functions/guardians/parse';
import type { GuardianInput } from '../functions/guardians/schema';
import { LOCAL_AWS, localDynamoDbClient, startDynalite } from '../functions/local/emulators';
import { REPO_ROOT } from '../lib/constructs/runtime';

const TABLE = 'content-guard-cold-start';
// The SDK advises Node 22 (the Lambda runtime's); local tools also run on Node 20.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const PROJECT = 'cold-start';

/** Masks the three entities whose detectors read the data tables: names, places, `+CC` phone numbers. */
export const PROBE_GUARDIAN: GuardianInput = {
  name: 'cold-start',
  description: 'PERSON, LOCATION and PHONE_NUMBER: the detectors that read the data tables',
  processTypes: { input: { policies: ['pii'] } },
  additionalData: {},
  model: { provider: 'bedrock', modelId: 'anthropic.claude-sonnet-4', parameters: { temperature: 0 } },
  policies: [
    {
      name: 'pii',
      type: 'PII',
      entities: { PERSON: { action: 'MASK' }, LOCATION: { action: 'MASK' }, PHONE_NUMBER: { action: 'MASK' } },
      customRules: [],
    },
  ],
};

/** A name (first-name and surname lexicons), a city (GeoNames table) and a `+CC` number (phone metadata). */
export const PROBE_TEXT = 'Please ask Maria Garcia in Toronto to call +44 20 7946 0958 tomorrow.';

export interface ColdStartFixture {
  /** The environment of a function process: the emulator's endpoint, the table, the bundles' external modules. */
  readonly env: NodeJS.ProcessEnv;
  readonly apiKey: string;
  close(): Promise<void>;
}

export async function startColdStartFixture(): Promise<ColdStartFixture> {
  const dynamo = await startDynalite();
  const client = localDynamoDbClient(dynamo.endpoint);
  await ensureTable(client, TABLE);
  const store = createDynamoDbConfigStore(TABLE, client);
  const at = '2026-01-01T00:00:00.000Z';
  await store.createProject({ projectId: PROJECT, name: PROJECT, createdAt: at, pseudonymSecret: generatePseudonymSecret() });
  await store.putGuardianVersion(PROJECT, PROBE_GUARDIAN.name, parseGuardian(PROBE_GUARDIAN), at);
  const apiKey = generateApiKey();
  await store.createApiKey({
    keyHash: hashApiKey(apiKey),
    projectId: PROJECT,
    guardianName: PROBE_GUARDIAN.name,
    name: 'cold-start',
    status: 'ACTIVE',
    last4: apiKey.slice(-4),
    createdAt: at,
  });
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    // @aws-sdk/* from the repository, as Lambda resolves it from the runtime.
    NODE_PATH: path.join(REPO_ROOT, 'node_modules'),
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    AWS_REGION: LOCAL_AWS.region,
    AWS_ACCESS_KEY_ID: LOCAL_AWS.credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_AWS.credentials.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
    CG_TABLE_NAME: TABLE,
    // As on Lambda: the handler is built and the data tables decoded at init (functions/handlers/warm-up.ts).
    AWS_LAMBDA_FUNCTION_NAME: 'cold-start-probe',
    POWERTOOLS_LOG_LEVEL: 'SILENT',
  };
  return {
    env,
    apiKey,
    close: async () => {
      client.destroy();
      await dynamo.close();
    },
  };
}

export interface CallTiming {
  readonly ms: number;
  /** CPU time (user + system) of the function process during the call. */
  readonly cpuMs: number;
  readonly statusCode: number | undefined;
  readonly body: string | undefined;
}

export interface ProbeResult {
  /** `require(bundle)`, measured inside the process (the whole-process figure is bin/build.ts `medianProcess`). */
  readonly importMs: number;
  readonly importCpuMs: number;
  /** One entry per call: the first pays what init left for later (SDK clients, lazy tables), the next is warm. */
  readonly calls: readonly CallTiming[];
  /** The @aws-sdk/* packages loaded once `require(bundle)` returned (what init pays for). */
  readonly sdkAtInit: readonly string[];
}

/**
 * Requires `bundleFile` in a fresh node process and calls its `handler` `calls` times with PROBE_TEXT. `nodeArgs`
 * go to that node (e.g. `--cpu-prof`).
 */
export function probeGuardBundle(
  bundleFile: string,
  fixture: ColdStartFixture,
  options: { calls?: number; nodeArgs?: readonly string[]; env?: NodeJS.ProcessEnv } = {},
): Promise<ProbeResult> {
  const { calls = 2, nodeArgs = [] } = options;
  const event = {
    version: '2.0',
    routeKey: 'POST /v1/guard/api',
    rawPath: '/v1/guard/api',
    rawQueryString: '',
    headers: { 'content-type': 'application/json', 'x-svc-guard-api-key': fixture.apiKey },
    requestContext: { http: { method: 'POST', path: '/v1/guard/api' }, requestId: 'cold-start', routeKey: 'POST /v1/guard/api', stage: '$default' },
    body: JSON.stringify({ processType: 'input', messages: [{ role: 'user', content: PROBE_TEXT }] }),
    isBase64Encoded: false,
  };
  const script = `
const cpu = () => { const c = process.cpuUsage(); return (c.user + c.system) / 1000; };
const c0 = cpu(), t0 = performance.now();
const m = require(${JSON.stringify(bundleFile)});
const out = { importMs: performance.now() - t0, importCpuMs: cpu() - c0, calls: [],
  sdkAtInit: [...new Set(Object.keys(require.cache).map((k) => /node_modules\\/(@aws-sdk\\/[^/]+)/.exec(k)?.[1]).filter(Boolean))].sort() };
(async () => {
  for (let i = 0; i < ${calls}; i++) {
    const s = performance.now(), sc = cpu();
    const r = await m.handler(${JSON.stringify(event)}, { awsRequestId: 'cold-start-' + i, functionName: 'probe', getRemainingTimeInMillis: () => 30000 });
    out.calls.push({ ms: performance.now() - s, cpuMs: cpu() - sc, statusCode: r.statusCode, body: r.body });
  }
  process.stdout.write('\\nPROBE ' + JSON.stringify(out) + '\\n');
})().catch((e) => { process.stderr.write(String((e && e.stack) || e)); process.exitCode = 1; });
`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeArgs, '-e', script], { env: { ...fixture.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString('utf8')));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => {
      const line = stdout.split('\n').find((l) => l.startsWith('PROBE '));
      if (code !== 0 || !line) reject(new Error(`${path.relative(REPO_ROOT, bundleFile)} failed (exit ${code}): ${stderr.slice(-2000)}`));
      else resolve(JSON.parse(line.slice('PROBE '.length)) as ProbeResult);
    });
  });
}
