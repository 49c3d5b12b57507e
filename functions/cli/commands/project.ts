import type { Command } from 'commander';
import { generatePseudonymSecret } from '../../auth/pseudonym-secret';
import type { ProjectRecord } from '../../ports';
import { json, table } from '../format';
import { CliError, type CliIo } from '../io';
import { action } from '../program';

export const PROJECT_ID = /^[a-z0-9][a-z0-9-]{1,62}$/;

export function checkProjectId(id: string): string {
  if (!PROJECT_ID.test(id)) {
    throw new CliError(`project id "${id}" is invalid: use 2–63 lower-case letters, digits and -`, 2);
  }
  return id;
}

export function registerProjectCommands(program: Command, io: CliIo) {
  const project = program.command('project').description('create and inspect projects');

  action<{ name?: string }>(
    project.command('create <id>').description('create a project').option('--name <name>', 'display name'),
    io,
    async ({ options, target }, [id]) => {
      const projectId = checkProjectId(id!);
      const created = await target.store.createProject({
        projectId,
        name: options.name ?? projectId,
        createdAt: new Date(io.clock.now()).toISOString(),
        pseudonymSecret: generatePseudonymSecret(),
      });
      if (!created) throw new CliError(`project ${projectId} already exists`);
      io.out(`Created project ${projectId} (${target.description}).\n`);
    },
  );

  registerPseudonymSecretCommand(project, io);

  action(project.command('list').description('list projects'), io, async ({ options, target }) => {
    const projects = (await target.store.listProjects()).map(withoutSecret);
    if (options.json) return io.out(json(projects));
    if (projects.length === 0) return io.out('No projects yet: content-guard project create <id>\n');
    io.out(
      table(
        ['PROJECT', 'NAME', 'KILL SWITCH', 'CREATED'],
        projects.map((p) => [p.projectId, p.name, p.killSwitch?.active ? 'ON' : 'off', p.createdAt]),
      ),
    );
  });

  action(project.command('show <id>').description('show a project, its Guardians and keys'), io, async ({ options, target }, [id]) => {
    const projectId = checkProjectId(id!);
    const p = await target.store.getProject(projectId);
    if (!p) throw new CliError(`project ${projectId} not found`);
    const guardians = await target.store.listGuardians(projectId);
    const keys = await target.store.listApiKeys(projectId);
    const view = {
      projectId: p.projectId,
      name: p.name,
      createdAt: p.createdAt,
      killSwitch: p.killSwitch ?? { active: false },
      storage: p.storage ?? { read: [], write: [] },
      // Whether it is set, never the secret itself.
      pseudonymSecret: p.pseudonymSecret !== undefined ? 'set' : 'not set',
      guardians: guardians.map((g) => ({ name: g.name, version: g.version, appliedAt: g.createdAt })),
      keys: { active: keys.filter((k) => k.status === 'ACTIVE').length, revoked: keys.filter((k) => k.status === 'REVOKED').length },
    };
    if (options.json) return io.out(json(view));
    const ks = p.killSwitch?.active ? `ON since ${p.killSwitch.changedAt} by ${p.killSwitch.actor}: ${p.killSwitch.reason}` : 'off';
    io.out(
      [
        `Project:      ${p.projectId} (${p.name})`,
        `Created:      ${p.createdAt}`,
        `Kill switch:  ${ks}`,
        `Read scopes:  ${view.storage.read.join(', ') || '(none)'}`,
        `Write scopes: ${view.storage.write.join(', ') || '(none)'}`,
        `Pseudonyms:   secret ${view.pseudonymSecret}`,
        `Guardians:    ${view.guardians.map((g) => `${g.name} v${g.version}`).join(', ') || '(none)'}`,
        `API keys:     ${view.keys.active} active, ${view.keys.revoked} revoked`,
        '',
      ].join('\n'),
    );
  });
}

/** A project as listings show it: the pseudonym secret is never printed. */
function withoutSecret({ pseudonymSecret: _secret, ...rest }: ProjectRecord): Omit<ProjectRecord, 'pseudonymSecret'> {
  return rest;
}

/**
 * Sets a fresh pseudonym secret. Rotating changes every pseudonym the project produces from then on (links to
 * earlier tokens are lost) — that is its purpose after a suspected leak; without --force it only initialises a
 * project that has none (projects created before pseudonyms existed).
 */
export function registerPseudonymSecretCommand(project: Command, io: CliIo) {
  action<{ force?: boolean }>(
    project
      .command('rotate-pseudonym-secret <id>')
      .description("set the project's pseudonym secret (--force replaces an existing one: all pseudonyms change)")
      .option('--force', 'replace an existing secret'),
    io,
    async ({ options, target }, [id]) => {
      const projectId = checkProjectId(id!);
      const p = await requireProject(target.store, projectId);
      if (p.pseudonymSecret !== undefined && !options.force) {
        throw new CliError(
          `project ${projectId} already has a pseudonym secret; rotating changes every pseudonym from now on — repeat with --force to do it`,
        );
      }
      const set = await target.store.setPseudonymSecret(projectId, generatePseudonymSecret(), {
        onlyIfAbsent: !options.force,
      });
      if (!set) throw new CliError(`project ${projectId}: the pseudonym secret changed concurrently; nothing done`);
      io.out(
        p.pseudonymSecret !== undefined
          ? `Rotated the pseudonym secret of ${projectId}: pseudonyms change from now on (within the project cache TTL).\n`
          : `Set a pseudonym secret for ${projectId}.\n`,
      );
    },
  );
}

/**
 * Makes sure a project has a pseudonym secret before a Guardian that uses pseudonyms is applied to it
 * (conditional write: concurrent applies keep one secret). True when one was generated.
 */
export async function ensurePseudonymSecret(store: import('../../ports').ConfigStore, project: ProjectRecord): Promise<boolean> {
  if (project.pseudonymSecret !== undefined) return false;
  return store.setPseudonymSecret(project.projectId, generatePseudonymSecret(), { onlyIfAbsent: true });
}

/** Loads a project or fails with a clear message. */
export async function requireProject(store: import('../../ports').ConfigStore, projectId: string) {
  const p = await store.getProject(checkProjectId(projectId));
  if (!p) throw new CliError(`project ${projectId} not found; create it with: content-guard project create ${projectId}`);
  return p;
}
