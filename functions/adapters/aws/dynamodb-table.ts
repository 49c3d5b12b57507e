import {
  CreateTableCommand,
  DescribeTableCommand,
  ResourceNotFoundException,
  UpdateTableCommand,
  type AttributeDefinition,
  type DynamoDBClient,
  type GlobalSecondaryIndex,
} from '@aws-sdk/client-dynamodb';

/** gsi2: the sparse index of non-final jobs the sweeper reads (dynamodb-job-store.ts). */
const GSI2: GlobalSecondaryIndex = {
  IndexName: 'gsi2',
  KeySchema: [
    { AttributeName: 'gsi2pk', KeyType: 'HASH' },
    { AttributeName: 'gsi2sk', KeyType: 'RANGE' },
  ],
  Projection: { ProjectionType: 'ALL' },
};
const GSI2_ATTRIBUTES: AttributeDefinition[] = [
  { AttributeName: 'gsi2pk', AttributeType: 'S' },
  { AttributeName: 'gsi2sk', AttributeType: 'N' },
];

/**
 * Creates the service table when it does not exist — for the local runner and tests against the emulator.
 * In AWS the table is created by the CDK stack (lib/constructs/config-table.ts) with the same key schema.
 */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<void> {
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    if (Table?.TableStatus !== 'ACTIVE') await untilActive(client, tableName);
    // A table kept from an earlier version of the local runner: add the sweeper's index.
    if (!Table?.GlobalSecondaryIndexes?.some((i) => i.IndexName === GSI2.IndexName)) {
      await client.send(
        new UpdateTableCommand({
          TableName: tableName,
          AttributeDefinitions: GSI2_ATTRIBUTES,
          GlobalSecondaryIndexUpdates: [{ Create: GSI2 }],
        }),
      );
      await untilActive(client, tableName);
    }
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
        ...GSI2_ATTRIBUTES,
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
        GSI2,
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
