/** Authentication and configuration caching of the inline guard, against dynalite with a controllable clock. */
import { Logger } from '@aws-lambda-powertools/logger';
import { ScanCommand } from '@aws-sdk/client-dynamodb';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { createDynamoDbConfigStore } from '../../functions/adapters/aws/dynamodb-config-store';
import { createAccessResolver, DEFAULT_ACCESS_TTLS } from '../../functions/auth/access';
import { compileGuardian } from '../helpers/catalog';
import { hashApiKey } from '../../functions/auth/keys';
import type { GuardianInput } from '../../functions/guardians/schema';
import { createGuardApiHandler } from '../../functions/handlers/guard-api';
import { localDynamoDbClient } from '../../functions/local/emulators';
import { LOCAL_TABLE_NAME, type LocalStack } from '../../functions/local/stack';
import { callGuard, createGuardianWithKey, manualClock, startTestStack } from '../helpers/stack';

const guardian = (pattern: string): GuardianInput => ({
  name: 'cached',
  processTypes: { input: { policies: ['p'] } },
  policies: [{ name: 'p', type: 'PII', customRules: [{ name: 'code', pattern, action: 'MASK' }] }],
});
const body = { processType: 'input', messages: [{ role: 'user', content: 'AAA-1 BBB-2' }] };

describe('keys, revocation and cache TTLs', () => {
  const clock = manualClock();
  let stack: LocalStack;
  let key: string;

  beforeAll(async () => {
    stack = await startTestStack({ clock, cacheTtls: { keyMs: 30_000, unknownKeyMs: 5_000, guardianMs: 30_000, projectMs: 5_000 } });
    key = await createGuardianWithKey(stack.store, guardian('AAA-[0-9]'));
  });
  afterAll(() => stack.close());

  it('stores only the SHA-256 hash of a key, never the key', async () => {
    const client = localDynamoDbClient(stack.dynamoDbEndpoint);
    const { Items } = await client.send(new ScanCommand({ TableName: LOCAL_TABLE_NAME }));
    client.destroy();
    const dump = JSON.stringify(Items);
    expect(dump).not.toContain(key);
    expect(dump).not.toContain(key.slice(4));
    expect(dump).toContain(`KEY#${hashApiKey(key)}`);
    expect(hashApiKey(key)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a revoked key keeps working until the key TTL, then gets 401', async () => {
    expect((await callGuard(stack.url, key, body)).status).toBe(200);
    await stack.store.setApiKeyStatus(hashApiKey(key), 'REVOKED');
    clock.advance(29_000);
    expect((await callGuard(stack.url, key, body)).status).toBe(200);
    clock.advance(1_001);
    const res = await callGuard(stack.url, key, body);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      error: { code: 'INVALID_API_KEY', message: 'The API key is invalid or has been revoked', details: {} },
    });
    await stack.store.setApiKeyStatus(hashApiKey(key), 'ACTIVE');
    clock.advance(30_001);
  });

  it('a new Guardian version is used after the Guardian TTL', async () => {
    const before = await callGuard(stack.url, key, body);
    expect(before.body.input_results[0].processed_content).toBe('[CODE] BBB-2');
    await stack.store.putGuardianVersion('test-project', 'cached', guardian('BBB-[0-9]'), '2026-01-02T00:00:00.000Z');
    clock.advance(10_000);
    expect((await callGuard(stack.url, key, body)).body.input_results[0].processed_content).toBe('[CODE] BBB-2');
    clock.advance(20_001);
    expect((await callGuard(stack.url, key, body)).body.input_results[0].processed_content).toBe('AAA-1 [CODE]');
  });

  it('an unknown key that is created later works after the unknown-key TTL', async () => {
    const { generateApiKey } = await import('../../functions/auth/keys');
    const later = generateApiKey();
    expect((await callGuard(stack.url, later, body)).status).toBe(401);
    await stack.store.createApiKey({
      keyHash: hashApiKey(later),
      projectId: 'test-project',
      guardianName: 'cached',
      name: 'later',
      status: 'ACTIVE',
      last4: later.slice(-4),
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    expect((await callGuard(stack.url, later, body)).status).toBe(401);
    clock.advance(5_001);
    expect((await callGuard(stack.url, later, body)).status).toBe(200);
  });

  it('a key whose Guardian no longer compiles → 500 INTERNAL_ERROR (never PASS)', async () => {
    const broken = await createGuardianWithKey(stack.store, { ...guardian('CCC'), name: 'broken' }, 'broken-project');
    // Written around the CLI's validation, as a corrupted or hand-edited record would be.
    await stack.store.putGuardianVersion('broken-project', 'broken', {
      name: 'broken',
      processTypes: { input: { policies: ['p'] } },
      policies: [{ name: 'p', type: 'PII', entities: { NOT_AN_ENTITY: { action: 'MASK' } } }],
    }, '2026-01-03T00:00:00.000Z');
    clock.advance(30_001);
    const res = await callGuard(stack.url, broken, body);
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      error: {
        code: 'INTERNAL_ERROR',
        message: 'The Guardian for this API key cannot be loaded; contact the operator',
        details: {},
      },
    });
  });
});

describe('configuration store unavailable', () => {
  it('→ 503 ANALYSIS_UNAVAILABLE, never PASS', async () => {
    // A real SDK client pointed at a closed loopback port: every read fails as in an outage.
    const client = new DynamoDBClient({
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      maxAttempts: 1,
    });
    const handler = createGuardApiHandler({
      access: createAccessResolver(createDynamoDbConfigStore('t', client), { now: () => 0 }, DEFAULT_ACCESS_TTLS, compileGuardian),
      logger: new Logger({ logLevel: 'SILENT' }),
      clock: { now: () => 0 },
      maxBodyBytes: 1024,
    });
    const res = await handler(
      {
        version: '2.0',
        routeKey: 'POST /v1/guard/api',
        rawPath: '/v1/guard/api',
        rawQueryString: '',
        headers: { 'content-type': 'application/json', 'x-svc-guard-api-key': `svc_${'B'.repeat(43)}` },
        requestContext: {} as never,
        body: JSON.stringify(body),
        isBase64Encoded: false,
      },
      {} as never,
    );
    client.destroy();
    expect(res.statusCode).toBe(503);
    expect(JSON.parse(res.body!)).toEqual({
      error: { code: 'ANALYSIS_UNAVAILABLE', message: 'Analysis is temporarily unavailable; retry later', details: {} },
    });
  });
});
