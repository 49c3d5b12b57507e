import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createDynamoDbConfigStore } from '../adapters/aws/dynamodb-config-store';
import { ensureTable } from '../adapters/aws/dynamodb-table';
import { localDynamoDbClient, startDynalite } from '../local/emulators';
import { listRunningLocalStacks, LOCAL_TABLE_NAME, readRunningLocalStack } from '../local/stack';
import { CliError, type CliIo, type CliTarget } from './io';

export interface TargetOptions {
  readonly table?: string;
  readonly stack?: string;
  readonly region?: string;
  readonly endpoint?: string;
  readonly localDir?: string;
}

/**
 * Resolves the store the CLI works on and says which one on stderr unless it is the running `npm start`'s (the
 * usual case), in this order:
 * 1. `--table NAME` (optionally `--endpoint URL`): that DynamoDB table, standard AWS credential chain;
 * 2. `--stack NAME`: the `TableName` output of that CloudFormation stack;
 * 3. otherwise the local runner's store: the running `npm start` (its emulator endpoint is recorded in
 *    `<local dir>/local.json`), or, when it is not running, the same data folder opened directly.
 */
export async function connectTarget(options: TargetOptions, io: CliIo): Promise<CliTarget> {
  if (options.table) {
    const client = new DynamoDBClient({
      ...(options.region ? { region: options.region } : {}),
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    });
    const description = `table ${options.table}${options.region ? ` (${options.region})` : ''}${options.endpoint ? ` at ${options.endpoint}` : ''}`;
    io.err(`store: ${description}\n`);
    return { store: createDynamoDbConfigStore(options.table, client), description, close: async () => client.destroy() };
  }
  if (options.stack) {
    const table = await tableFromStack(options.stack, options.region);
    return connectTarget({ ...options, stack: undefined, table }, io);
  }
  const dir = resolve(io.cwd, options.localDir ?? io.env.CG_DATA_DIR ?? '.content-guard');
  const running = await readRunningLocalStack(dir);
  if (running) {
    const client = localDynamoDbClient(running.dynamoDbEndpoint);
    return {
      store: createDynamoDbConfigStore(LOCAL_TABLE_NAME, client),
      description: `local (${dir}, running npm start)`,
      close: async () => client.destroy(),
    };
  }
  const description = `local data folder ${dir} (no npm start is running for it)`;
  io.err(`store: ${description}\n`);
  await warnAboutOtherRunningStacks(dir, io);
  const dynamo = await startDynalite(join(dir, 'dynamodb'));
  const client = localDynamoDbClient(dynamo.endpoint);
  await ensureTable(client, LOCAL_TABLE_NAME);
  return {
    store: createDynamoDbConfigStore(LOCAL_TABLE_NAME, client),
    description,
    async close() {
      client.destroy();
      await dynamo.close();
    },
  };
}

/**
 * A running `npm start` keeps its data in another folder: what this command reads or writes is not what that
 * service serves. Said on stderr, with the way to reach it.
 */
export async function warnAboutOtherRunningStacks(dir: string, io: CliIo): Promise<void> {
  for (const other of await listRunningLocalStacks(io.env)) {
    if (other.dataDir === dir) continue;
    io.err(
      `warning: the running npm start at ${other.url} keeps its data in ${other.dataDir}, not ${dir}; ` +
        `to work on its store pass --local-dir ${other.dataDir} (or set CG_DATA_DIR)\n`,
    );
  }
}

async function tableFromStack(stackName: string, region?: string): Promise<string> {
  const cfn = new CloudFormationClient(region ? { region } : {});
  try {
    const { Stacks } = await cfn.send(new DescribeStacksCommand({ StackName: stackName }));
    const output = Stacks?.[0]?.Outputs?.find((o) => o.OutputKey === 'TableName')?.OutputValue;
    if (!output) throw new CliError(`stack ${stackName} has no TableName output; is it a Content Guard stack?`);
    return output;
  } finally {
    cfn.destroy();
  }
}

/** Reads a file relative to the CLI's working directory. */
export function readUserFile(io: CliIo, path: string): Promise<string> {
  return readFile(resolve(io.cwd, path), 'utf8').catch((err: NodeJS.ErrnoException) => {
    throw new CliError(`${path}: cannot read the file (${err.code ?? 'error'})`);
  });
}
