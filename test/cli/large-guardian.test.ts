/**
 * Guardians at the documented list limits store and serve: `guardian apply` through the CLI against the local
 * runner's DynamoDB (dynalite, which enforces the 400 KB item limit). A 10,000-phrase deny list of 256-character
 * random phrases is 2.6 MB of JSON and still ~1.6 MB compressed, so it is stored compressed and split into chunk
 * items; a mid-sized document (10,000 words of 24 letters) compressed in one item.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { QueryCommand, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { localDynamoDbClient } from '../../functions/local/emulators';
import { LOCAL_TABLE_NAME, type LocalStack } from '../../functions/local/stack';
import { cli, type CliRun } from '../helpers/cli';
import { callGuard, manualClock, startTestStack } from '../helpers/stack';

const clock = manualClock(Date.parse('2026-03-01T09:00:00.000Z'));
let dataDir: string;
let stack: LocalStack;
let run: (...argv: string[]) => Promise<CliRun>;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'cg-large-'));
  stack = await startTestStack({ dataDir, clock });
  run = cli(dataDir, clock, dataDir);
  expect((await run('project', 'create', 'big', '--name', 'Big lists')).code).toBe(0);
});
afterAll(async () => {
  await stack.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Seeded letters: random enough that compression alone cannot fit the document in one item. */
function randomWords(count: number, length: number, seed: number): string[] {
  let s = seed;
  const next = () => ((s = (Math.imul(s, 1_103_515_245) + 12_345) >>> 0) >>> 8) % 26;
  return Array.from({ length: count }, () => Array.from({ length }, () => String.fromCharCode(97 + next())).join(''));
}

/** The project's items whose sort key starts with `prefix`, with their size as DynamoDB counts it (names + values). */
async function itemsOf(prefix: string): Promise<{ sk: string; bytes: number }[]> {
  const client = localDynamoDbClient(stack.dynamoDbEndpoint);
  const out: { sk: string; bytes: number }[] = [];
  let start: Record<string, AttributeValue> | undefined;
  do {
    const page = await client.send(
      new QueryCommand({
        TableName: LOCAL_TABLE_NAME,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
        ExpressionAttributeValues: { ':pk': { S: 'PROJECT#big' }, ':p': { S: prefix } },
        ExclusiveStartKey: start,
      }),
    );
    for (const i of page.Items ?? []) {
      const bytes = Object.entries(i).reduce((n, [k, v]) => n + k.length + (v.B?.length ?? Buffer.byteLength(v.S ?? v.N ?? '')), 0);
      out.push({ sk: i.sk!.S!, bytes });
    }
    start = page.LastEvaluatedKey;
  } while (start);
  client.destroy();
  return out;
}

describe('large Guardians', () => {
  const phrases = randomWords(10_000, 256, 1);
  const words = randomWords(10_000, 24, 2);
  const guardian = {
    name: 'lists',
    processTypes: { input: { policies: ['deny'] } },
    policies: [{ name: 'deny', type: 'PII', denyList: { action: 'BLOCK', values: phrases } }],
  };

  it('10,000 deny phrases of 256 characters: applied, read back whole, and matched', async () => {
    await writeFile(join(dataDir, 'lists.json'), JSON.stringify(guardian));
    const apply = await run('guardian', 'apply', '-f', 'lists.json', '--project', 'big');
    expect(apply).toMatchObject({ code: 0, stderr: '' });
    expect(apply.stdout).toContain('Created Guardian lists: version 1.');

    const stored = await stack.store.getGuardian('big', 'lists');
    expect(stored?.version).toBe(1);
    const doc = stored!.document as unknown as typeof guardian;
    expect(doc.policies[0]!.denyList.values).toEqual(phrases);
    expect((await stack.store.getGuardianVersion('big', 'lists', 1))?.document).toEqual(stored!.document);
    expect((await stack.store.listGuardians('big')).map((g) => [g.name, g.version])).toEqual([['lists', 1]]);

    // Several chunk items, each under DynamoDB's 400 KB item limit.
    const chunks = await itemsOf('GUARDIAN#lists#V#000001#C#');
    expect(chunks.length).toBeGreaterThan(1);
    for (const c of chunks) expect(c.bytes).toBeLessThan(400 * 1024);

    const created = await run('key', 'create', '--project', 'big', '--guardian', 'lists', '--name', 'app');
    const key = /(svc_[0-9A-Za-z]{43})/.exec(created.stdout)![1]!;
    const res = await callGuard(stack.url, key, {
      processType: 'input',
      messages: [{ role: 'user', content: `see ${phrases[5_000]!.toUpperCase()}.` }],
    });
    expect(res.body.action).toBe('BLOCK');
    expect(res.body.input_results[0].results[0].detected_items[0].rule_name).toBe('DENY_LIST');
  }, 120_000);

  it('a second version of a mid-sized Guardian (10,000 words) is stored compressed in one item and shown as applied', async () => {
    const mid = (action: string) => ({
      name: 'mid',
      processTypes: { input: { policies: ['words'] } },
      policies: [{ name: 'words', type: 'WORD', lists: [{ name: 'big', action, words }] }],
    });
    await writeFile(join(dataDir, 'mid.json'), JSON.stringify(mid('MASK')));
    expect((await run('guardian', 'apply', '-f', 'mid.json', '--project', 'big')).code).toBe(0);
    await writeFile(join(dataDir, 'mid.json'), JSON.stringify(mid('BLOCK')));
    const apply = await run('guardian', 'apply', '-f', 'mid.json', '--project', 'big');
    expect(apply).toMatchObject({ code: 0, stderr: '' });
    expect(apply.stdout).toContain('version 2');
    expect(await itemsOf('GUARDIAN#mid#V#000002#C#')).toEqual([]);
    const [version2] = await itemsOf('GUARDIAN#mid#V#000002');
    expect(version2!.bytes).toBeLessThan(400 * 1024);
    const stored = await stack.store.getGuardian('big', 'mid');
    expect(stored?.version).toBe(2);
    expect((stored?.document as { policies: unknown[] }).policies[0]).toMatchObject(mid('BLOCK').policies[0]!);
  }, 60_000);
});
