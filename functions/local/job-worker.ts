/**
 * The local runner's job worker process (job-worker-process.ts starts it): the worker and dead-letter pollers,
 * with the same handlers as in AWS, against the emulators of the runner's process. A slow job runs here, off
 * the event loop that serves the HTTP API and the operator CLI.
 */
import { loadCatalog } from '../adapters/table-files';
import { createDynamoDbConfigStore } from '../adapters/aws/dynamodb-config-store';
import { createDynamoDbJobStore } from '../adapters/aws/dynamodb-job-store';
import { createS3ObjectStore } from '../adapters/aws/s3-object-store';
import { createGuardianVersionCache } from '../auth/access';
import { guardianCompiler } from '../guardians/compile';
import { createJobsDlqHandler } from '../handlers/jobs-dlq';
import { createJobsWorkerHandler } from '../handlers/jobs-worker';
import { createJsonLog } from '../handlers/log';
import { readKillSwitch } from '../jobs/worker';
import { systemClock } from '../ports';
import { localDynamoDbClient, localS3Client, localSqsClient } from './emulators';
import { JOB_WORKER_CONFIG_ENV, jobWorkerOwner, type JobWorkerConfig } from './job-worker-process';
import { startQueuePoller } from './worker-loop';

// The engine's detectors and data tables, from the files beside this code (functions/adapters/table-files.ts).
const catalog = loadCatalog();

async function main(): Promise<void> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const config = JSON.parse(process.env[JOB_WORKER_CONFIG_ENV] ?? '') as JobWorkerConfig;
  const logger = createJsonLog({ POWERTOOLS_LOG_LEVEL: config.logLevel });
  const dynamo = localDynamoDbClient(config.dynamoDbEndpoint);
  const s3 = localS3Client(config.awsEndpoint);
  const sqs = localSqsClient(config.awsEndpoint);
  const store = createDynamoDbConfigStore(config.tableName, dynamo);
  const jobs = createDynamoDbJobStore(config.tableName, dynamo);
  const pollers = [
    startQueuePoller(
      sqs,
      config.jobsUrl,
      createJobsWorkerHandler({
        jobs,
        objects: createS3ObjectStore(s3),
        clock: systemClock,
        guardianVersion: createGuardianVersionCache(store, systemClock, guardianCompiler(catalog)),
        pseudonymSecret: async (projectId) => (await store.getProject(projectId))?.pseudonymSecret,
        killSwitchActive: readKillSwitch(store),
        maxSourceBytes: config.maxSourceBytes,
        leaseMs: config.leaseMs,
        owner: jobWorkerOwner(process.pid),
        logger,
      }),
    ),
    startQueuePoller(sqs, config.deadLetterUrl, createJobsDlqHandler({ jobs, clock: systemClock, logger })),
  ];
  process.send?.({ ready: true });
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await Promise.all(pollers.map((p) => p.stop()));
    dynamo.destroy();
    s3.destroy();
    sqs.destroy();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => {}); // Ctrl-C reaches the whole process group: the runner decides when this stops
  process.on('disconnect', () => void stop()); // the runner is gone
}

main().catch((err: unknown) => {
  process.stderr.write(`Job worker failed to start: ${err instanceof Error ? err.name : 'error'}\n`);
  process.exit(1);
});
