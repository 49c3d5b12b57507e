import type { Command } from 'commander';
import { generateApiKey, hashApiKey } from '../../auth/keys';
import { json, table } from '../format';
import { CliError, type CliIo } from '../io';
import { action } from '../program';
import { requireProject } from './project';

const KEY_NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;

export function registerKeyCommands(program: Command, io: CliIo) {
  const key = program.command('key').description('issue, list and revoke API keys');

  action<{ project: string; guardian: string; name: string }>(
    key
      .command('create')
      .description('issue an API key for a Guardian (printed once)')
      .requiredOption('--project <id>', 'project')
      .requiredOption('--guardian <name>', 'Guardian the key calls')
      .requiredOption('--name <name>', 'key name (unique in the project)'),
    io,
    async ({ options, target }) => {
      if (!KEY_NAME.test(options.name)) throw new CliError('--name: use up to 64 letters, digits, _ . or -', 2);
      await requireProject(target.store, options.project);
      if (!(await target.store.getGuardian(options.project, options.guardian))) {
        throw new CliError(`Guardian ${options.guardian} not found in ${options.project}; apply it first`);
      }
      const existing = await target.store.listApiKeys(options.project);
      if (existing.some((k) => k.name === options.name)) {
        throw new CliError(`a key named ${options.name} already exists in ${options.project}; choose another name`);
      }
      const raw = generateApiKey();
      const createdAt = new Date(io.clock.now()).toISOString();
      await target.store.createApiKey({
        keyHash: hashApiKey(raw),
        projectId: options.project,
        guardianName: options.guardian,
        name: options.name,
        status: 'ACTIVE',
        last4: raw.slice(-4),
        createdAt,
      });
      if (options.json) {
        io.out(json({ name: options.name, project: options.project, guardian: options.guardian, key: raw, createdAt }));
      } else {
        io.out(`Created API key ${options.name} for Guardian ${options.guardian} in project ${options.project}:\n\n  ${raw}\n\n`);
      }
      io.err('warning: this key will not be shown again. Store it now; only its SHA-256 hash is kept.\n');
    },
  );

  action<{ project: string }>(
    key.command('list').description("list a project's keys (never the key or its hash)").requiredOption('--project <id>', 'project'),
    io,
    async ({ options, target }) => {
      await requireProject(target.store, options.project);
      const keys = (await target.store.listApiKeys(options.project)).map((k) => ({
        name: k.name,
        guardian: k.guardianName,
        last4: k.last4,
        status: k.status,
        createdAt: k.createdAt,
      }));
      if (options.json) return io.out(json(keys));
      if (keys.length === 0) return io.out(`No keys in ${options.project}.\n`);
      io.out(table(['NAME', 'GUARDIAN', 'KEY', 'STATUS', 'CREATED'], keys.map((k) => [k.name, k.guardian, `svc_…${k.last4}`, k.status, k.createdAt])));
    },
  );

  action<{ project: string; name: string }>(
    key
      .command('revoke')
      .description('revoke a key (takes effect within the key cache TTL, 30 s by default)')
      .requiredOption('--project <id>', 'project')
      .requiredOption('--name <name>', 'key name'),
    io,
    async ({ options, target }) => {
      await requireProject(target.store, options.project);
      const found = (await target.store.listApiKeys(options.project)).find((k) => k.name === options.name);
      if (!found) throw new CliError(`no key named ${options.name} in ${options.project}`);
      if (found.status === 'REVOKED') return io.out(`Key ${options.name} (svc_…${found.last4}) was already revoked.\n`);
      await target.store.setApiKeyStatus(found.keyHash, 'REVOKED');
      io.out(`Revoked key ${options.name} (svc_…${found.last4}). Calls with it fail within the key cache TTL (30 s by default).\n`);
    },
  );
}
