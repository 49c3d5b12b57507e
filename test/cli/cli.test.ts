/**
 * The operator CLI through its entry (`runCli`, what bin/content-guard.ts calls), against the local runner's
 * store (dynalite) while the service runs — asserting output, exit codes and table state.
 */
import { ScanCommand } from '@aws-sdk/client-dynamodb';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashApiKey } from '../../functions/auth/keys';
import { guardianJsonSchema } from '../../functions/guardians/json-schema';
import { localDynamoDbClient } from '../../functions/local/emulators';
import { LOCAL_TABLE_NAME, type LocalStack } from '../../functions/local/stack';
import { cli, type CliRun } from '../helpers/cli';
import { callGuard, manualClock, startTestStack } from '../helpers/stack';

const EXAMPLES = join(__dirname, '..', '..', 'functions', 'guardians', 'examples');
const clock = manualClock(Date.parse('2026-03-01T09:00:00.000Z'));
let dataDir: string;
let stack: LocalStack;
let run: (...argv: string[]) => Promise<CliRun>;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'cg-cli-'));
  stack = await startTestStack({ dataDir, clock });
  run = cli(dataDir, clock, dataDir);
});
afterAll(async () => {
  await stack.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function scanTable(): Promise<string> {
  const client = localDynamoDbClient(stack.dynamoDbEndpoint);
  const { Items } = await client.send(new ScanCommand({ TableName: LOCAL_TABLE_NAME }));
  client.destroy();
  return JSON.stringify(Items);
}

const write = (name: string, text: string) => writeFile(join(dataDir, name), text);

describe('which store', () => {
  it("says nothing extra on the running npm start's store", async () => {
    const r = await run('project', 'list');
    expect(r).toMatchObject({ code: 0, stderr: '' });
  });

  it("names the store and warns when it is not the running npm start's", async () => {
    const elsewhere = await mkdtemp(join(tmpdir(), 'cg-cli-other-'));
    try {
      const r = await cli(elsewhere, clock, elsewhere)('project', 'list');
      expect(r.code).toBe(0);
      expect(r.stderr).toContain(`store: local data folder ${elsewhere} (no npm start is running for it)\n`);
      expect(r.stderr).toContain(
        `warning: the running npm start at ${stack.url} keeps its data in ${dataDir}, not ${elsewhere}; ` +
          `to work on its store pass --local-dir ${dataDir} (or set CG_DATA_DIR)\n`,
      );
      const objects = await cli(elsewhere, clock, elsewhere)('object', 'get', 's3://demo-bucket/incoming/sample.txt');
      expect(objects.code).toBe(1);
      expect(objects.stderr).toContain(`error: no npm start is running for ${elsewhere}`);
    } finally {
      await rm(elsewhere, { recursive: true, force: true });
    }
  });

  it('object put and get reach the running npm start\'s S3 emulator; bad addresses are usage errors', async () => {
    await write('mine.txt', 'hello');
    expect(await run('object', 'put', 'mine.txt', 's3://demo-bucket/incoming/mine.txt')).toEqual({
      code: 0,
      stdout: 'Uploaded mine.txt to s3://demo-bucket/incoming/mine.txt (5 bytes)\n',
      stderr: '',
    });
    expect(await run('object', 'get', 's3://demo-bucket/incoming/mine.txt')).toEqual({ code: 0, stdout: 'hello', stderr: '' });
    expect(await run('object', 'get', 's3://demo-bucket/incoming/none.txt')).toEqual({
      code: 1,
      stdout: '',
      stderr: 'error: s3://demo-bucket/incoming/none.txt: no such object\n',
    });
    expect((await run('object', 'put', 'mine.txt', 's3://demo-bucket/incoming/')).code).toBe(2);
    expect((await run('object', 'put', 'mine.txt', 'https://x/y')).code).toBe(2);
  });
});

describe('help', () => {
  it('lists the command groups', async () => {
    const r = await run('--help');
    expect(r.code).toBe(0);
    for (const c of ['project', 'guardian', 'key', 'kill-switch', 'storage']) expect(r.stdout).toContain(`  ${c}`);
  });

  it('an unknown command is a usage error (exit 2)', async () => {
    const r = await run('projects');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("error: unknown command 'projects'");
  });
});

describe('project', () => {
  it('create, list, show', async () => {
    expect(await run('project', 'create', 'acme', '--name', 'Acme Corp')).toEqual({
      code: 0,
      stdout: `Created project acme (local (${dataDir}, running npm start)).\n`,
      stderr: '',
    });
    const list = await run('project', 'list');
    expect(list.stdout.split('\n')[0]).toMatch(/^PROJECT\s+NAME\s+KILL SWITCH\s+CREATED$/);
    expect(list.stdout).toMatch(/\nacme\s+Acme Corp\s+off\s+2026-03-01T09:00:00.000Z\n/);
    expect(list.stdout).toMatch(/\ndemo\s+Demo project\s+off\s/);
    const show = await run('project', 'show', 'acme', '--json');
    expect(JSON.parse(show.stdout)).toEqual({
      projectId: 'acme',
      name: 'Acme Corp',
      createdAt: '2026-03-01T09:00:00.000Z',
      killSwitch: { active: false },
      storage: { read: [], write: [] },
      pseudonymSecret: 'set',
      guardians: [],
      keys: { active: 0, revoked: 0 },
    });
  });

  it.each([
    [['project', 'create', 'acme'], 1, 'error: project acme already exists\n'],
    [['project', 'create', 'Bad_Id'], 2, 'error: project id "Bad_Id" is invalid: use 2–63 lower-case letters, digits and -\n'],
    [['project', 'show', 'nope'], 1, 'error: project nope not found\n'],
  ])('%j → exit %i', async (argv, code, stderr) => {
    expect(await run(...argv)).toEqual({ code, stdout: '', stderr });
  });
});

describe('guardian', () => {
  it.each(['support-chatbot', 'korean-market', 'strict-secrets'])('applies the shipped example %s', async (name) => {
    const r = await run('guardian', 'apply', '-f', join(EXAMPLES, `${name}.yaml`), '--project', 'acme');
    expect(r).toMatchObject({ code: 0, stdout: `Created Guardian ${name}: version 1.\nRunning instances use it within the Guardian cache TTL (30 s by default).\n` });
    const stored = await stack.store.getGuardian('acme', name);
    expect(stored?.version).toBe(1);
  });

  it('list shows every Guardian with its version and process types', async () => {
    const r = await run('guardian', 'list', '--project', 'acme');
    expect(r.stdout.split('\n')[0]).toMatch(/^GUARDIAN\s+VERSION\s+PROCESS TYPES\s+APPLIED$/);
    expect(r.stdout).toMatch(/support-chatbot\s+1\s+input, output/);
    expect(r.stdout).toMatch(/korean-market\s+1\s+input, output/);
  });

  it('apply of an unchanged document stores nothing', async () => {
    const r = await run('guardian', 'apply', '-f', join(EXAMPLES, 'support-chatbot.yaml'), '--project', 'acme');
    expect(r.stdout).toBe('Guardian support-chatbot unchanged (version 1).\n');
  });

  it('diff shows the changes before applying; apply stores the next version; show prints either version', async () => {
    const original = await readFile(join(EXAMPLES, 'support-chatbot.yaml'), 'utf8');
    await write(
      'changed.yaml',
      original.replace('EMAIL_ADDRESS: { action: MASK }', 'EMAIL_ADDRESS: { action: BLOCK }').replace('locale: en-US', 'locale: en-GB'),
    );
    const diff = await run('guardian', 'diff', '-f', 'changed.yaml', '--project', 'acme');
    expect(diff).toEqual({
      code: 0,
      stdout:
        'Guardian support-chatbot: version 1 → 2\n' +
        '  ~ additionalData.locale: "en-US" → "en-GB"\n' +
        '  ~ policies[0].entities.EMAIL_ADDRESS.action: "MASK" → "BLOCK"\n',
      stderr: '',
    });
    expect((await stack.store.getGuardian('acme', 'support-chatbot'))?.version).toBe(1);
    const apply = await run('guardian', 'apply', '-f', 'changed.yaml', '--project', 'acme');
    expect(apply.stdout).toContain('Applied Guardian support-chatbot: version 2 (2 changes).');
    const v1 = JSON.parse((await run('guardian', 'show', 'support-chatbot', '--project', 'acme', '--version', '1', '--json')).stdout);
    const v2 = JSON.parse((await run('guardian', 'show', 'support-chatbot', '--project', 'acme', '--json')).stdout);
    expect(v1.policies[0].entities.EMAIL_ADDRESS.action).toBe('MASK');
    expect(v2.policies[0].entities.EMAIL_ADDRESS.action).toBe('BLOCK');
  });

  it.each([
    [
      'an unknown key',
      'name: g\nprocessTypes:\n  input: { policies: [p] }\npolicies:\n  - name: p\n    type: PII\n    entitys: {}\n',
      'bad.yaml: policies[0].entitys (line 7): unknown key; remove it or fix its spelling',
    ],
    [
      'a pattern RE2 cannot compile',
      'name: g\nprocessTypes:\n  input: { policies: [p] }\npolicies:\n  - name: p\n    type: PII\n    customRules:\n      - { name: r, pattern: "(a)\\\\1", action: MASK }\n',
      'bad.yaml: policies[0].customRules[0].pattern (line 8): cannot be compiled with RE2 semantics (invalid escape sequence: `\\1`); backreferences and lookaround are not supported',
    ],
    [
      'CHECK under v1.4',
      'name: g\nprocessTypes:\n  input: { policies: [p] }\npolicies:\n  - name: p\n    type: PII\n    entities:\n      EMAIL_ADDRESS: { action: CHECK }\n',
      'bad.yaml: policies[0].entities.EMAIL_ADDRESS.action (line 8): Invalid option: expected one of "MASK"|"BLOCK"',
    ],
    [
      'duplicate policy names',
      'name: g\nprocessTypes:\n  input: { policies: [p] }\npolicies:\n  - { name: p, type: PII }\n  - { name: p, type: PII }\n',
      'bad.yaml: policies[1].name (line 6): duplicate policy name "p" (also policies[0]); give each policy a unique name',
    ],
    [
      'an undefined policy and an unknown entity',
      'name: g\nprocessTypes:\n  input: { policies: [p, q] }\npolicies:\n  - name: p\n    type: PII\n',
      'bad.yaml: processTypes.input.policies[1] (line 3): unknown policy "q"; define it under policies or remove it',
    ],
    ['invalid YAML', 'name: g\n  processTypes: [\n', 'bad.yaml: line 1: not valid YAML or JSON ('],
    ['JSON with a bad name', '{"name":"Bad Name","processTypes":{"input":{"policies":["p"]}},"policies":[{"name":"p","type":"PII"}]}', 'bad.yaml: name (line 1): lower-case letters, digits and -, up to 63 characters'],
  ])('rejects %s with the file, the path and the fix', async (_name, text, expected) => {
    await write('bad.yaml', text);
    const r = await run('guardian', 'apply', '-f', 'bad.yaml', '--project', 'acme');
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr.startsWith(`error: ${expected}`)).toBe(true);
    expect(await stack.store.getGuardian('acme', 'g')).toBeUndefined();
  });

  it('the published JSON Schema is the one generated from the schema definition', async () => {
    const published = JSON.parse(await readFile(join(EXAMPLES, '..', 'guardian.schema.json'), 'utf8'));
    expect(published).toEqual(guardianJsonSchema());
    const printed = await run('guardian', 'schema');
    expect(JSON.parse(printed.stdout)).toEqual(published);
  });
});

describe('key', () => {
  let key: string;

  it('create prints the key once, warns, and stores only its hash', async () => {
    const r = await run('key', 'create', '--project', 'acme', '--guardian', 'korean-market', '--name', 'kr-app');
    expect(r.code).toBe(0);
    key = /(svc_[0-9A-Za-z]{43})/.exec(r.stdout)![1]!;
    expect(r.stdout).toBe(`Created API key kr-app for Guardian korean-market in project acme:\n\n  ${key}\n\n`);
    expect(r.stderr).toBe('warning: this key will not be shown again. Store it now; only its SHA-256 hash is kept.\n');
    const dump = await scanTable();
    expect(dump).not.toContain(key);
    expect(dump).toContain(hashApiKey(key));
  });

  it('the new key calls the service with its Guardian', async () => {
    const res = await callGuard(stack.url, key, {
      processType: 'input',
      messages: [{ role: 'user', content: '주민등록번호는 900101-1234568 입니다' }],
    });
    expect(res.body.action).toBe('BLOCK');
    expect(res.body.input_results[0].results[0].detected_items[0].mask_word).toBe('[주민등록번호]');
  });

  it('list never shows the key or its hash', async () => {
    const r = await run('key', 'list', '--project', 'acme');
    expect(r.stdout).toBe(
      'NAME    GUARDIAN       KEY        STATUS  CREATED\n' +
        `kr-app  korean-market  svc_…${key.slice(-4)}  ACTIVE  2026-03-01T09:00:00.000Z\n`,
    );
    const j = await run('key', 'list', '--project', 'acme', '--json');
    expect(j.stdout).not.toContain(key);
    expect(j.stdout).not.toContain(hashApiKey(key));
  });

  it.each([
    [['key', 'create', '--project', 'acme', '--guardian', 'nope', '--name', 'x'], 'error: Guardian nope not found in acme; apply it first\n'],
    [['key', 'create', '--project', 'acme', '--guardian', 'korean-market', '--name', 'kr-app'], 'error: a key named kr-app already exists in acme; choose another name\n'],
    [['key', 'revoke', '--project', 'acme', '--name', 'nope'], 'error: no key named nope in acme\n'],
  ])('%j fails clearly', async (argv, stderr) => {
    expect(await run(...argv)).toEqual({ code: 1, stdout: '', stderr });
  });

  it('revoke takes effect within the key cache TTL', async () => {
    const r = await run('key', 'revoke', '--project', 'acme', '--name', 'kr-app');
    expect(r.stdout).toBe(`Revoked key kr-app (svc_…${key.slice(-4)}). Calls with it fail within the key cache TTL (30 s by default).\n`);
    const body = { processType: 'input', messages: [{ role: 'user', content: 'hi' }] };
    expect((await callGuard(stack.url, key, body)).status).toBe(200);
    clock.advance(30_001);
    expect((await callGuard(stack.url, key, body)).status).toBe(401);
    expect((await run('key', 'list', '--project', 'acme')).stdout).toContain('REVOKED');
  });
});

describe('kill-switch', () => {
  it('on/off/status record who, why and when', async () => {
    expect((await run('kill-switch', 'status', '--project', 'acme')).stdout).toBe('Kill switch for acme: off (never set)\n');
    expect(await run('kill-switch', 'on', '--project', 'acme')).toEqual({
      code: 2,
      stdout: '',
      stderr: 'error: --reason is required to turn the kill switch on\n',
    });
    const on = await run('kill-switch', 'on', '--project', 'acme', '--reason', 'incident 42');
    expect(on.stdout).toBe('Kill switch ON for acme (by ops-tester: incident 42). Running instances see it within 5 s.\n');
    expect((await stack.store.getProject('acme'))?.killSwitch).toEqual({
      active: true,
      actor: 'ops-tester',
      reason: 'incident 42',
      changedAt: '2026-03-01T09:00:30.001Z',
    });
    expect((await run('kill-switch', 'status', '--project', 'acme')).stdout).toBe(
      'Kill switch for acme: ON since 2026-03-01T09:00:30.001Z by ops-tester (incident 42)\n',
    );
    clock.advance(60_000);
    await run('kill-switch', 'off', '--project', 'acme', '--actor', 'alice', '--reason', 'resolved');
    expect(JSON.parse((await run('kill-switch', 'status', '--project', 'acme', '--json')).stdout)).toEqual({
      active: false,
      actor: 'alice',
      reason: 'resolved',
      changedAt: '2026-03-01T09:01:30.001Z',
    });
  });
});

describe('storage', () => {
  it('allow adds scopes (deduplicated), show prints them, clear removes them', async () => {
    await run('storage', 'allow', '--project', 'acme', '--read', 's3://acme-in/raw/', '--write', 's3://acme-out/masked/');
    const r = await run('storage', 'allow', '--project', 'acme', '--read', 's3://acme-in/raw/', '--read', 's3://acme-in/other/');
    expect(r.stdout).toBe('Storage scopes for acme:\n  read:  s3://acme-in/raw/, s3://acme-in/other/\n  write: s3://acme-out/masked/\n');
    expect((await stack.store.getProject('acme'))?.storage).toEqual({
      read: ['s3://acme-in/raw/', 's3://acme-in/other/'],
      write: ['s3://acme-out/masked/'],
    });
    await run('storage', 'clear', '--project', 'acme');
    expect(JSON.parse((await run('storage', 'show', '--project', 'acme', '--json')).stdout)).toEqual({ read: [], write: [] });
  });

  it.each([
    ['https://acme-in/raw/', 'it must start with s3://'],
    ['s3://acme-in/raw', 'a scope must be a folder: end it with /'],
    ['s3://acme-in/raw/../x/', 'the key holds . or .. segments'],
    ['s3://Bad_Bucket/x/', 'the bucket name is not a valid S3 bucket name'],
    ['s3://169.254.169.254/latest/', 'the bucket name is not a valid S3 bucket name'],
  ])('rejects the scope %s', async (url, reason) => {
    expect(await run('storage', 'allow', '--project', 'acme', '--read', url)).toEqual({
      code: 2,
      stdout: '',
      stderr: `error: --read ${url}: ${reason}\n`,
    });
  });
});

describe('storage scopes that overlap', () => {
  it.each([
    ['the same folder', ['s3://acme-both/both/'], ['s3://acme-both/both/']],
    ['a write scope inside a read scope', ['s3://acme-both/data/'], ['s3://acme-both/data/masked/']],
    ['a read scope inside a write scope', ['s3://acme-both/data/in/'], ['s3://acme-both/data/']],
    ['a whole-bucket write scope', ['s3://acme-both/in/'], ['s3://acme-both/']],
  ])('are refused: %s (exit 2, scopes unchanged)', async (_name, read, write) => {
    await run('storage', 'clear', '--project', 'acme');
    const r = await run('storage', 'allow', '--project', 'acme', ...read.flatMap((u) => ['--read', u]), ...write.flatMap((u) => ['--write', u]));
    expect(r).toEqual({
      code: 2,
      stdout: '',
      stderr: `error: read and write scopes must not overlap (a job could overwrite its source): read ${read[0]} / write ${write[0]}\n`,
    });
    expect((await stack.store.getProject('acme'))?.storage).toEqual({ read: [], write: [] });
  });

  it('are refused when the overlap comes from scopes allowed earlier', async () => {
    await run('storage', 'clear', '--project', 'acme');
    expect((await run('storage', 'allow', '--project', 'acme', '--read', 's3://acme-both/in/')).code).toBe(0);
    expect((await run('storage', 'allow', '--project', 'acme', '--write', 's3://acme-both/in/out/')).code).toBe(2);
    expect((await run('storage', 'allow', '--project', 'acme', '--write', 's3://acme-both/out/')).code).toBe(0);
    expect((await stack.store.getProject('acme'))?.storage).toEqual({ read: ['s3://acme-both/in/'], write: ['s3://acme-both/out/'] });
  });
});

describe('the npm bin', () => {
  it('`content-guard --help` runs through the package bin shim', async () => {
    const { execFile } = await import('node:child_process');
    const out = await new Promise<string>((resolve, reject) =>
      execFile(process.execPath, [join(__dirname, '..', '..', 'bin', 'content-guard.js'), '--help'], (err, stdout) =>
        err ? reject(err) : resolve(stdout),
      ),
    );
    expect(out).toContain('Usage: content-guard [options] [command]');
  });
});
