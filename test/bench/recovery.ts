/**
 * Crash recovery of the local runner: kills the job worker process while a 20 MB job is PROCESSING and reports how
 * long until the job is back in the queue and until it is final, with the default lease and a 10 s one.
 * Run: `npx tsx test/bench/recovery.ts`
 */
import { Upload } from '@aws-sdk/lib-storage';
import { startLocalStack } from '../../functions/local/stack';

const LINE = 'Ticket for jane.doe@example.com about the quarterly report and the staging host migration plan.\n';

async function main() {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  for (const leaseMs of [15 * 60_000, 10_000]) {
    const stack = await startLocalStack({ logLevel: 'SILENT', jobs: { leaseMs } });
    try {
      const body = Buffer.from(LINE.repeat(Math.ceil(20e6 / LINE.length)));
      await new Upload({ client: stack.s3, params: { Bucket: 'demo-bucket', Key: 'incoming/big.txt', Body: body } }).done();
      const res = await fetch(`${stack.url}/v1/guard/s3`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-svc-guard-api-key': stack.demoKey! },
        body: JSON.stringify({ src_s3_url: 's3://demo-bucket/incoming/big.txt', tgt_s3_url: 's3://demo-bucket/masked/', process_type: 'input' }),
      });
      const { job_id: jobId } = (await res.json()) as { job_id: string };
      while ((await stack.jobs.get(jobId))!.status !== 'PROCESSING') await new Promise((r) => setTimeout(r, 20));
      const killedAt = Date.now();
      process.kill(stack.jobWorkerPid()!, 'SIGKILL');
      let requeuedAt = 0;
      for (;;) {
        const job = (await stack.jobs.get(jobId))!;
        if (!requeuedAt && (job.status === 'PENDING' || job.attempts >= 2)) requeuedAt = Date.now();
        if (job.status === 'COMPLETED' || job.status === 'FAILED') {
          console.log(`lease ${leaseMs} ms: back in the queue after ${requeuedAt - killedAt} ms, ${job.status} after ${Date.now() - killedAt} ms`);
          break;
        }
        await new Promise((r) => setTimeout(r, 20));
      }
    } finally {
      await stack.close();
    }
  }
}

void main();
