/**
 * Runs the operator walkthrough of functions/cli/README.md line by line: every `npx content-guard …` line through the CLI entry,
 * the curl line over HTTP against the running local service — so the README cannot drift from the product.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LocalStack } from '../../functions/local/stack';
import { cli } from '../helpers/cli';
import { manualClock, startTestStack } from '../helpers/stack';

const ROOT = join(__dirname, '..', '..');

/** Splits a shell line into words, honouring single and double quotes (enough for the README's lines). */
function words(line: string): string[] {
  return [...line.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)].map((m) => m[1] ?? m[2] ?? m[3]!);
}

async function walkthroughLines(): Promise<string[]> {
  const readme = await readFile(join(ROOT, 'functions', 'cli', 'README.md'), 'utf8');
  const section = readme.split('## Walkthrough: project → Guardian → key → call → revoke')[1]!;
  const block = /```bash\n([\s\S]*?)```/.exec(section)![1]!;
  return block.split('\n').filter((l) => l.trim() !== '');
}

describe('operator walkthrough (functions/cli/README.md)', () => {
  const clock = manualClock();
  let dataDir: string;
  let stack: LocalStack;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'cg-readme-'));
    stack = await startTestStack({ dataDir, clock });
  });
  afterAll(async () => {
    await stack.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('runs as written', async () => {
    const run = cli(dataDir, clock, ROOT);
    const lines = await walkthroughLines();
    expect(lines.length).toBeGreaterThanOrEqual(10);
    let key = '';
    let call: (() => Promise<{ status: number; body: any }>) | undefined;
    for (const line of lines) {
      if (line.startsWith('npx content-guard ')) {
        const r = await run(...words(line).slice(2));
        expect({ line, code: r.code, stderr: r.code === 0 ? '' : r.stderr }).toEqual({ line, code: 0, stderr: '' });
        key = /(svc_[0-9A-Za-z]{43})/.exec(r.stdout)?.[1] ?? key;
      } else if (line.startsWith('KEY=')) {
        expect(key).toMatch(/^svc_/);
      } else if (line.startsWith('curl ')) {
        const w = words(line.replaceAll('$KEY', key));
        const url = w[2]!.replace('http://127.0.0.1:8787', stack.url);
        const headers = Object.fromEntries(
          w.flatMap((x, i) => (w[i - 1] === '-H' ? [x.split(': ') as [string, string]] : [])),
        );
        const body = w[w.indexOf('-d') + 1]!;
        call = async () => {
          const res = await fetch(url, { method: 'POST', headers, body });
          return { status: res.status, body: await res.json() };
        };
        const res = await call();
        expect(res.status).toBe(200);
        expect(res.body.action).toBe('MASK');
        expect(res.body.input_results[0].processed_content).toBe('Order [ORDER]: write to [EMAIL_ADDRESS]');
      } else {
        throw new Error(`unexpected line in the walkthrough: ${line}`);
      }
    }
    // "30 s after the revocation the same call answers 401 INVALID_API_KEY"
    clock.advance(30_001);
    const after = await call!();
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe('INVALID_API_KEY');
    expect((await stack.store.getProject('acme'))?.killSwitch?.active).toBe(false);
    expect((await stack.store.getProject('acme'))?.storage).toEqual({
      read: ['s3://acme-data/incoming/'],
      write: ['s3://acme-data/masked/'],
    });
  });
});
