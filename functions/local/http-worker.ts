/**
 * One HTTP worker of the local runner's cluster mode (CG_HTTP_WORKERS, http-workers.ts): the same routes and
 * handlers as the in-process server, against the emulators of the primary process. Its caches are its own, as a
 * Lambda instance's are.
 */
import { loadCatalog } from '../adapters/table-files';
import { createDynamoDbConfigStore } from '../adapters/aws/dynamodb-config-store';
import { createDynamoDbJobStore } from '../adapters/aws/dynamodb-job-store';
import { createDynamoDbRestoreTokenStore } from '../adapters/aws/dynamodb-restore-token-store';
import { createSqsWorkQueue } from '../adapters/aws/sqs-work-queue';
import { createAccessResolver } from '../auth/access';
import { guardianCompiler } from '../guardians/compile';
import { createJsonLog } from '../handlers/log';
import { systemClock } from '../ports';
import { localDynamoDbClient, localSqsClient } from './emulators';
import { createLocalHttpServer, listen } from './http-server';
import { HTTP_WORKER_CONFIG_ENV, type HttpWorkerConfig } from './http-workers';
import { createLocalRoutes } from './stack';
import { startLocalTracing } from './trace-forwarding';

// The engine's detectors and data tables, from the files beside this code (functions/adapters/table-files.ts).
const catalog = loadCatalog();

async function main(): Promise<void> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const config = JSON.parse(process.env[HTTP_WORKER_CONFIG_ENV] ?? '') as HttpWorkerConfig;
  const logger = createJsonLog({ POWERTOOLS_LOG_LEVEL: config.logLevel });
  const dynamo = localDynamoDbClient(config.dynamoDbEndpoint);
  const sqs = localSqsClient(config.awsEndpoint);
  const tracing = startLocalTracing({}, logger);
  const server = createLocalHttpServer(
    createLocalRoutes({
      access: createAccessResolver(createDynamoDbConfigStore(config.tableName, dynamo), systemClock, config.cacheTtls, guardianCompiler(catalog)),
      jobs: createDynamoDbJobStore(config.tableName, dynamo),
      queue: createSqsWorkQueue(config.jobsQueueUrl, sqs),
      logger,
      clock: systemClock,
      maxBodyBytes: config.maxBodyBytes,
      retentionDays: config.retentionDays,
      traceSink: tracing.sink,
      restoreMasterKey: Buffer.from(config.restoreMasterKey, 'base64url'),
      restoreTokens: createDynamoDbRestoreTokenStore(config.tableName, dynamo),
    }),
  );
  await listen(server, config.port);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    server.closeAllConnections();
    server.close();
    await tracing.close();
    dynamo.destroy();
    sqs.destroy();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => {}); // Ctrl-C reaches the whole process group: the primary decides when workers stop
  process.on('disconnect', () => void stop()); // the primary is gone
}

main().catch((err: unknown) => {
  process.stderr.write(`HTTP worker failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
