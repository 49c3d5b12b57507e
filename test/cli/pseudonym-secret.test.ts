/**
 * The per-project pseudonym secret through the CLI: generated at `project create`, never printed, set on the
 * first `guardian apply` that needs it for projects created before pseudonyms existed, rotated on demand —
 * and the inline call's pseudonyms follow it.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LocalStack } from '../../functions/local/stack';
import { cli, type CliRun } from '../helpers/cli';
import { callGuard, manualClock, startTestStack } from '../helpers/stack';

const clock = manualClock(Date.parse('2026-03-01T09:00:00.000Z'));
let dataDir: string;
let stack: LocalStack;
let run: (...argv: string[]) => Promise<CliRun>;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'cg-pseudo-'));
  // Project lookups are cached; a zero TTL lets the test see a rotation at once.
  stack = await startTestStack({ dataDir, clock, cacheTtls: { keyMs: 0, unknownKeyMs: 0, guardianMs: 0, projectMs: 0 } });
  run = cli(dataDir, clock, dataDir);
});
afterAll(async () => {
  await stack.close();
  await rm(dataDir, { recursive: true, force: true });
});

const GUARDIAN = `
name: pseudo
processTypes:
  input: { policies: [pii] }
policies:
  - name: pii
    type: PII
    entities:
      EMAIL_ADDRESS: { action: MASK, operator: { type: pseudonym } }
`;

async function keyFor(project: string): Promise<string> {
  const r = await run('key', 'create', '--project', project, '--guardian', 'pseudo', '--name', 'k', '--json');
  expect(r.code).toBe(0);
  return JSON.parse(r.stdout).key as string;
}

const pseudonymOf = async (key: string) => {
  const res = await callGuard(stack.url, key, { processType: 'input', messages: [{ role: 'user', content: 'a@corp.test' }] });
  expect(res.status).toBe(200);
  return res.body.input_results[0].processed_content as string;
};

describe('pseudonym secret', () => {
  it('is generated at project creation and never printed', async () => {
    expect((await run('project', 'create', 'fresh')).code).toBe(0);
    const secret = (await stack.store.getProject('fresh'))?.pseudonymSecret;
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const outputs = [
      await run('project', 'list'),
      await run('project', 'list', '--json'),
      await run('project', 'show', 'fresh'),
      await run('project', 'show', 'fresh', '--json'),
    ];
    for (const o of outputs) {
      expect(o.code).toBe(0);
      expect(o.stdout).not.toContain(secret);
    }
    expect(JSON.parse(outputs[1]!.stdout).find((p: { projectId: string }) => p.projectId === 'fresh')).not.toHaveProperty('pseudonymSecret');
    expect(JSON.parse(outputs[3]!.stdout).pseudonymSecret).toBe('set');
  });

  it('is set by the first apply of a Guardian that uses pseudonyms on a project without one', async () => {
    await stack.store.createProject({ projectId: 'legacy', name: 'legacy', createdAt: '2025-01-01T00:00:00.000Z' });
    await writeFile(join(dataDir, 'pseudo.yaml'), GUARDIAN);
    const r = await run('guardian', 'apply', '-f', 'pseudo.yaml', '--project', 'legacy');
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n')[0]).toBe('Generated a pseudonym secret for project legacy (the Guardian uses the pseudonym operator).');
    const secret = (await stack.store.getProject('legacy'))?.pseudonymSecret;
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(r.stdout).not.toContain(secret);
    const key = await keyFor('legacy');
    expect(await pseudonymOf(key)).toMatch(/^\[EMAIL_ADDRESS_[0-9a-f]{12}\]$/);
  });

  it('rotate-pseudonym-secret refuses to replace without --force, then changes every pseudonym', async () => {
    expect((await run('guardian', 'apply', '-f', 'pseudo.yaml', '--project', 'fresh')).code).toBe(0);
    const key = await keyFor('fresh');
    const before = await pseudonymOf(key);
    expect(await pseudonymOf(key)).toBe(before);

    const refused = await run('project', 'rotate-pseudonym-secret', 'fresh');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('already has a pseudonym secret');
    expect(await pseudonymOf(key)).toBe(before);

    const secret = (await stack.store.getProject('fresh'))?.pseudonymSecret;
    const rotated = await run('project', 'rotate-pseudonym-secret', 'fresh', '--force');
    expect(rotated.code).toBe(0);
    expect(rotated.stdout).toContain('Rotated the pseudonym secret of fresh');
    const after = (await stack.store.getProject('fresh'))?.pseudonymSecret;
    expect(after).not.toBe(secret);
    expect(rotated.stdout).not.toContain(after);
    expect(await pseudonymOf(key)).not.toBe(before);
  });

  it('initialises a project without a secret', async () => {
    await stack.store.createProject({ projectId: 'legacy2', name: 'legacy2', createdAt: '2025-01-01T00:00:00.000Z' });
    const r = await run('project', 'rotate-pseudonym-secret', 'legacy2');
    expect(r).toEqual({ code: 0, stdout: 'Set a pseudonym secret for legacy2.\n', stderr: '' });
    expect((await stack.store.getProject('legacy2'))?.pseudonymSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('the store sets a secret only if absent when asked, and never for a missing project', async () => {
    await stack.store.createProject({ projectId: 'cond', name: 'cond', createdAt: '2025-01-01T00:00:00.000Z' });
    expect(await stack.store.setPseudonymSecret('cond', 'first', { onlyIfAbsent: true })).toBe(true);
    expect(await stack.store.setPseudonymSecret('cond', 'second', { onlyIfAbsent: true })).toBe(false);
    expect((await stack.store.getProject('cond'))?.pseudonymSecret).toBe('first');
    expect(await stack.store.setPseudonymSecret('cond', 'third')).toBe(true);
    expect((await stack.store.getProject('cond'))?.pseudonymSecret).toBe('third');
    expect(await stack.store.setPseudonymSecret('missing', 'x')).toBe(false);
  });
});
