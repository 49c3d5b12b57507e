import {
  CreateTableCommand,
  DescribeTableCommand,
  ResourceNotFoundException,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';

/**
 * Creates the service table when it does not exist — for the local runner and tests against the emulator.
 * In AWS the table is created by the CDK stack (lib/constructs/config-table.ts) with the same key schema.
 */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<void> {
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    if (Table?.TableStatus !== 'ACTIVE') await untilActive(client, tableName);
    return;
  } catch (err) {
    if (!(err instanceof ResourceNotFoundException)) throw err;
  }
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [
        { AttributeName: 'pk', AttributeType: 'S' },
        { AttributeName: 'sk', AttributeType: 'S' },
        { AttributeName: 'gsi1pk', AttributeType: 'S' },
        { AttributeName: 'gsi1sk', AttributeType: 'S' },
      ],
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: [
        {
          IndexName: 'gsi1',
          KeySchema: [
            { AttributeName: 'gsi1pk', KeyType: 'HASH' },
            { AttributeName: 'gsi1sk', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        },
      ],
    }),
  );
  await untilActive(client, tableName);
}

/** How long `untilActive` waits, and how often it asks. */
const ACTIVE_TIMEOUT_MS = 10_000;
const ACTIVE_POLL_MS = 10;

/**
 * Waits until the table is ACTIVE: item writes to a table still CREATING fail with ResourceNotFoundException.
 * dynalite flips the status on a timer after CreateTable returns (later still on a loaded machine, with its
 * on-disk store), so the first write of a fresh local stack could race it. The SDK's `waitUntilTableExists`
 * polls every 20 s at least, too slow for a local start; this asks every 10 ms, for at most 10 s.
 */
async function untilActive(client: DynamoDBClient, tableName: string): Promise<void> {
  const deadline = Date.now() + ACTIVE_TIMEOUT_MS;
  for (;;) {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    if (Table?.TableStatus === 'ACTIVE') return;
    if (Date.now() >= deadline) throw new Error(`table ${tableName} is not ACTIVE after ${ACTIVE_TIMEOUT_MS} ms (${Table?.TableStatus ?? 'no status'})`);
    await new Promise((resolve) => setTimeout(resolve, ACTIVE_POLL_MS));
  }
}
