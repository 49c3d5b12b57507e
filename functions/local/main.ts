import { join, relative, resolve } from 'node:path';
import { readJobSettings } from '../handlers/settings';
import { DEMO_BUCKET, DEMO_SAMPLE_KEY, DEMO_UPLOAD_KEY, startLocalStack } from './stack';

/**
 * `npm start`: the whole service on this machine — DynamoDB emulator (persisted under .content-guard/),
 * the HTTP API on 127.0.0.1 calling the same Lambda handlers, and the demo project, Guardian and key.
 */
async function main() {
  // The SDK advises Node 22 (the Lambda runtime's); local tools also run on Node 20, see the README.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const dataDir = resolve(process.env.CG_DATA_DIR ?? '.content-guard');
  const port = Number(process.env.CG_PORT ?? 8787);
  const httpWorkers = Number(process.env.CG_HTTP_WORKERS ?? 1);
  if (!Number.isInteger(httpWorkers) || httpWorkers < 1 || httpWorkers > 64) {
    throw new Error(`CG_HTTP_WORKERS must be a whole number from 1 to 64, got "${process.env.CG_HTTP_WORKERS}"`);
  }
  // The batch settings the Lambda functions read (CG_JOB_LEASE_MS, CG_MAX_SOURCE_BYTES, CG_JOB_RETENTION_DAYS).
  const { leaseMs, maxSourceBytes, retentionDays } = readJobSettings(process.env);
  const stack = await startLocalStack({ dataDir, port, httpWorkers, jobs: { leaseMs, maxSourceBytes, retentionDays } });
  const key = stack.demoKey ?? '<your key>';
  const shownDir = relative(process.cwd(), dataDir) || '.';
  const keyFile = join(shownDir, 'demo-key');
  const lines = [
    `Content Guard is running at ${stack.url}${httpWorkers > 1 ? ` (${httpWorkers} HTTP worker processes)` : ''}`,
    `  DynamoDB emulator: ${stack.dynamoDbEndpoint} (data in ${dataDir})`,
    '',
    stack.seeded
      ? `Created the demo project "demo", Guardian "demo-guardian" and this API key (kept locally in ${keyFile}):`
      : stack.demoKey
        ? `Demo API key (from ${keyFile}):`
        : `The demo key file is gone; delete ${shownDir}/ to start over with a new demo key.`,
    `  ${key}`,
    '',
    'Try it:',
    `  curl -s ${stack.url}/v1/guard/api \\`,
    `    -H 'Content-Type: application/json' -H 'X-Svc-Guard-Api-Key: ${key}' \\`,
    `    -d '{"processType":"input","messages":[{"role":"user","content":"Mail me at jane.doe@example.com"}]}'`,
    '',
    `Batch de-identification (S3 emulator in memory; bucket "${DEMO_BUCKET}" also holds the sample ${DEMO_SAMPLE_KEY}):`,
    `  npx content-guard object put ./notes.txt s3://${DEMO_BUCKET}/${DEMO_UPLOAD_KEY}`,
    `  curl -s ${stack.url}/v1/guard/s3 \\`,
    `    -H 'Content-Type: application/json' -H 'X-Svc-Guard-Api-Key: ${key}' \\`,
    `    -d '{"src_s3_url":"s3://${DEMO_BUCKET}/${DEMO_UPLOAD_KEY}","tgt_s3_url":"s3://${DEMO_BUCKET}/masked/","process_type":"input"}'`,
    `  curl -s ${stack.url}/v1/guard/s3/jobs/<job_id> -H 'X-Svc-Guard-Api-Key: ${key}'`,
    `  npx content-guard object get s3://${DEMO_BUCKET}/masked/${DEMO_UPLOAD_KEY.slice(DEMO_UPLOAD_KEY.lastIndexOf('/') + 1)}`,
    '',
    'Press Ctrl-C to stop.',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`\n${signal}: shutting down…\n`);
    await stack.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err: unknown) => {
  process.stderr.write(`Failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
