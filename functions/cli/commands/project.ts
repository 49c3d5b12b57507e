import type { Command } from 'commander';
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
      });
      if (!created) throw new CliError(`project ${projectId} already exists`);
      io.out(`Created project ${projectId} (${target.description}).\n`);
    },
  );

  action(project.command('list').description('list projects'), io, async ({ options, target }) => {
    const projects = await target.store.listProjects();
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
        `Guardians:    ${view.guardians.map((g) => `${g.name} v${g.version}`).join(', ') || '(none)'}`,
        `API keys:     ${view.keys.active} active, ${view.keys.revoked} revoked`,
        '',
      ].join('\n'),
    );
  });
}

/** Loads a project or fails with a clear message. */
export async function requireProject(store: import('../../ports').ConfigStore, projectId: string) {
  const p = await store.getProject(checkProjectId(projectId));
  if (!p) throw new CliError(`project ${projectId} not found; create it with: content-guard project create ${projectId}`);
  return p;
}
