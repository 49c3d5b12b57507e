import { DescribeTableCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import dynalite from 'dynalite';
import type { AddressInfo } from 'node:net';
import { ensureTable } from '../../../functions/adapters/aws/dynamodb-table';
import { localDynamoDbClient } from '../../../functions/local/emulators';

/**
 * ensureTable against dynalite keeping new tables CREATING for 300 ms, as a loaded machine stretches its default
 * zero: a write right after it must not meet a table that is not ACTIVE yet (ResourceNotFoundException).
 */
describe('ensureTable', () => {
  const server = dynalite({ createTableMs: 300 });
  let endpoint: string;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections?.();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('returns once the new table is ACTIVE, so the first write succeeds', async () => {
    const client = localDynamoDbClient(endpoint);
    await ensureTable(client, 'fresh');
    const { Table } = await client.send(new DescribeTableCommand({ TableName: 'fresh' }));
    expect(Table?.TableStatus).toBe('ACTIVE');
    await expect(
      client.send(new PutItemCommand({ TableName: 'fresh', Item: { pk: { S: 'p' }, sk: { S: 's' } } })),
    ).resolves.toBeDefined();
  });

  it('is a no-op on an existing table (a second CreateTable would reject with ResourceInUseException)', async () => {
    const client = localDynamoDbClient(endpoint);
    await expect(ensureTable(client, 'fresh')).resolves.toBeUndefined();
    const { Table } = await client.send(new DescribeTableCommand({ TableName: 'fresh' }));
    expect(Table?.TableStatus).toBe('ACTIVE');
  });
});
