import { testCatalog } from '../helpers/catalog';
/**
 * `npm start` as a newcomer runs it: the process starts the emulator and the API, seeds the demo on the first
 * start, prints a working key and curl example, keeps data across restarts and stops cleanly on Ctrl-C.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { runCli } from '../../functions/cli/program';
import { systemClock } from '../../functions/ports';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');

interface Started {
  readonly child: ChildProcess;
  readonly output: () => string;
  readonly url: string;
  readonly key: string;
}

async function start(dataDir: string): Promise<Started> {
  const child = spawn(process.execPath, [join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'functions/local/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, CG_DATA_DIR: dataDir, CG_PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (out.includes('Press Ctrl-C to stop.')) {
        clearInterval(timer);
        resolve();
      }
    }, 50);
    child.once('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`exited early (${code}): ${out}`));
    });
  });
  const url = /running at (http:\/\/127\.0\.0\.1:\d+)/.exec(out)![1]!;
  const key = /(svc_[0-9A-Za-z]{40,})/.exec(out)![1]!;
  return { child, output: () => out, url, key };
}

async function stop(s: Started): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => s.child.once('exit', (code) => resolve(code)));
  s.child.kill('SIGINT');
  return exited;
}

/** Runs the curl example exactly as printed (same URL, headers and body), with fetch. */
async function runPrintedCurl(output: string) {
  const lines = output.split('\n');
  const i = lines.findIndex((l) => l.trim().startsWith('curl -s'));
  const url = /curl -s (\S+)/.exec(lines[i]!)![1]!;
  const headers = Object.fromEntries(
    [...lines[i + 1]!.matchAll(/-H '([^:]+): ([^']+)'/g)].map((m) => [m[1]!.toLowerCase(), m[2]!]),
  );
  const body = /-d '(.*)'/.exec(lines[i + 2]!)![1]!;
  const res = await fetch(url, { method: 'POST', headers, body });
  return { status: res.status, body: (await res.json()) as any };
}

describe('npm start', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'cg-start-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('seeds the demo on first start, the printed curl and batch commands work, Ctrl-C stops, data survives a restart', async () => {
    const first = await start(dataDir);
    try {
      expect(first.output()).toContain('Created the demo project "demo", Guardian "demo-guardian"');
      const res = await runPrintedCurl(first.output());
      expect(res.status).toBe(200);
      expect(res.body.action).toBe('MASK');
      expect(res.body.input_results[0].processed_content).toBe('Mail me at [EMAIL_ADDRESS]');
      expect((await stat(join(dataDir, 'demo-key'))).mode & 0o777).toBe(0o600);
      expect((await readFile(join(dataDir, 'demo-key'), 'utf8')).trim()).toBe(first.key);
      await runPrintedBatch(first, dataDir);
    } finally {
      expect(await stop(first)).toBe(0);
    }

    const second = await start(dataDir);
    try {
      expect(second.output()).not.toContain('Created the demo project');
      expect(second.key).toBe(first.key);
      const res = await runPrintedCurl(second.output());
      expect(res.status).toBe(200);
    } finally {
      expect(await stop(second)).toBe(0);
    }
  }, 60_000);
});

/**
 * Runs the banner's batch lines as printed: `npx content-guard object …` through the CLI entry (from a folder
 * holding ./notes.txt, with the runner's data folder), the curl lines with fetch. The file uploaded is the file
 * submitted, and the masked copy comes back through `object get`.
 */
async function runPrintedBatch(s: Started, dataDir: string) {
  const lines = s.output().split('\n');
  const from = lines.findIndex((l) => l.startsWith('Batch de-identification'));
  const block = lines.slice(from + 1, lines.indexOf('', from)).map((l) => l.trim());
  const cwd = await mkdtemp(join(tmpdir(), 'cg-banner-'));
  await writeFile(join(cwd, 'notes.txt'), 'Please call Jane at jane.doe@example.com tomorrow.\n');
  const cli = async (line: string) => {
    let out = '';
    let err = '';
    const code = await runCli(line.split(/\s+/).slice(2), {
      out: (t) => void (out += t),
      err: (t) => void (err += t),
      catalog: testCatalog,
      env: { CG_DATA_DIR: dataDir },
      cwd,
      clock: systemClock,
      user: 'tester',
    });
    return { code, out, err };
  };
  const headers = { 'content-type': 'application/json', 'x-svc-guard-api-key': s.key };
  try {
    const put = block.find((l) => l.startsWith('npx content-guard object put'))!;
    expect(await cli(put)).toMatchObject({ code: 0, err: '' });
    const submit = block.findIndex((l) => l.startsWith('curl -s') && l.includes('/v1/guard/s3 '));
    const body = /-d '(.*)'/.exec(block[submit + 2]!)![1]!;
    expect(JSON.parse(body).src_s3_url).toBe(put.split(/\s+/)[5]);
    const created = await fetch(/curl -s (\S+)/.exec(block[submit]!)![1]!, { method: 'POST', headers, body });
    expect(created.status).toBe(202);
    const { job_id } = (await created.json()) as { job_id: string };
    const statusUrl = /curl -s (\S+)/.exec(block.find((l) => l.includes('/jobs/<job_id>'))!)![1]!.replace('<job_id>', job_id);
    let job: any;
    for (let i = 0; i < 200; i++) {
      job = await (await fetch(statusUrl, { headers })).json();
      if (job.status === 'COMPLETED' || job.status === 'FAILED') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(job).toMatchObject({ status: 'COMPLETED', action: 'MASK' });
    const get = await cli(block.find((l) => l.startsWith('npx content-guard object get'))!);
    expect(get).toEqual({ code: 0, out: 'Please call Jane at [EMAIL_ADDRESS] tomorrow.\n', err: '' });
  } finally {
    await rm(cwd, { recursive: true, force: true });
  }
}
