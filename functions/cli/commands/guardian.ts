import type { Command } from 'commander';
import diff from 'microdiff';
import { compileGuardian } from '../../guardians/compile';
import { formatPath } from '../../guardians/parse';
import { guardianJsonSchema } from '../../guardians/json-schema';
import type { GuardianDocument } from '../../guardians/schema';
import type { ConfigStore } from '../../ports';
import { json, table } from '../format';
import { loadGuardianFile } from '../guardian-file';
import { CliError, type CliIo } from '../io';
import { action } from '../program';
import { ensurePseudonymSecret, requireProject } from './project';

/** Changes between two Guardian documents, one line each: `~ path: old → new`, `+ path: value`, `- path: value`. */
export function describeChanges(before: unknown, after: GuardianDocument): string[] {
  return diff(before as Record<string, unknown>, after as unknown as Record<string, unknown>).map((d) => {
    const path = formatPath(d.path);
    if (d.type === 'CHANGE') return `~ ${path}: ${JSON.stringify(d.oldValue)} → ${JSON.stringify(d.value)}`;
    if (d.type === 'CREATE') return `+ ${path}: ${JSON.stringify(d.value)}`;
    return `- ${path}: ${JSON.stringify(d.oldValue)}`;
  });
}

async function plan(store: ConfigStore, io: CliIo, projectId: string, file: string) {
  const project = await requireProject(store, projectId);
  const doc = await loadGuardianFile(io, file);
  const current = await store.getGuardian(projectId, doc.name);
  return { project, doc, current, changes: current ? describeChanges(current.document, doc) : [] };
}

export function registerGuardianCommands(program: Command, io: CliIo) {
  const guardian = program.command('guardian').description('declare Guardians (YAML or JSON documents), versioned');

  guardian
    .command('schema')
    .description('print the JSON Schema of Guardian documents (for editors and CI validation)')
    .action(() => io.out(json(guardianJsonSchema())));

  action<{ file: string; project: string }>(
    guardian
      .command('apply')
      .description('validate a Guardian document and store it as the next version')
      .requiredOption('-f, --file <file>', 'Guardian document (.yaml, .yml or .json)')
      .requiredOption('--project <id>', 'project'),
    io,
    async ({ options, target }) => {
      const { project, doc, current, changes } = await plan(target.store, io, options.project, options.file);
      // A Guardian with pseudonyms is only applied to a project that has a key for them (functions/guardians/README.md "Operators").
      if (compileGuardian(doc, 0, io.catalog).needsPseudonymKey && (await ensurePseudonymSecret(target.store, project))) {
        io.out(`Generated a pseudonym secret for project ${options.project} (the Guardian uses the pseudonym operator).\n`);
      }
      if (current && changes.length === 0) {
        io.out(`Guardian ${doc.name} unchanged (version ${current.version}).\n`);
        return;
      }
      const version = await target.store.putGuardianVersion(
        options.project,
        doc.name,
        doc,
        new Date(io.clock.now()).toISOString(),
      );
      io.out(
        current
          ? `Applied Guardian ${doc.name}: version ${version} (${changes.length} change${changes.length === 1 ? '' : 's'}).\n`
          : `Created Guardian ${doc.name}: version ${version}.\n`,
      );
      io.out('Running instances use it within the Guardian cache TTL (30 s by default).\n');
    },
  );

  action<{ file: string; project: string }>(
    guardian
      .command('diff')
      .description('show what applying a document would change, without applying it')
      .requiredOption('-f, --file <file>', 'Guardian document')
      .requiredOption('--project <id>', 'project'),
    io,
    async ({ options, target }) => {
      const { doc, current, changes } = await plan(target.store, io, options.project, options.file);
      if (options.json) return io.out(json({ name: doc.name, currentVersion: current?.version ?? null, changes }));
      if (!current) return io.out(`Guardian ${doc.name} does not exist yet: applying creates version 1.\n`);
      if (changes.length === 0) return io.out(`Guardian ${doc.name}: no changes (version ${current.version}).\n`);
      io.out(`Guardian ${doc.name}: version ${current.version} → ${current.version + 1}\n${changes.map((c) => `  ${c}\n`).join('')}`);
    },
  );

  action<{ project: string }>(
    guardian.command('list').description("list a project's Guardians").requiredOption('--project <id>', 'project'),
    io,
    async ({ options, target }) => {
      await requireProject(target.store, options.project);
      const guardians = await target.store.listGuardians(options.project);
      const rows = guardians.map((g) => {
        const d = g.document as GuardianDocument;
        return { name: g.name, version: g.version, processTypes: Object.keys(d.processTypes ?? {}), appliedAt: g.createdAt };
      });
      if (options.json) return io.out(json(rows));
      if (rows.length === 0) return io.out(`No Guardians in ${options.project}: content-guard guardian apply -f FILE --project ${options.project}\n`);
      io.out(table(['GUARDIAN', 'VERSION', 'PROCESS TYPES', 'APPLIED'], rows.map((r) => [r.name, String(r.version), r.processTypes.join(', '), r.appliedAt])));
    },
  );

  action<{ project: string; version?: string }>(
    guardian
      .command('show <name>')
      .description('print a Guardian document (the latest version, or --version N)')
      .requiredOption('--project <id>', 'project')
      .option('--version <n>', 'a specific version'),
    io,
    async ({ options, target }, [name]) => {
      await requireProject(target.store, options.project);
      const version = options.version === undefined ? undefined : Number(options.version);
      if (version !== undefined && !(Number.isInteger(version) && version > 0)) {
        throw new CliError('--version must be a positive integer', 2);
      }
      const record = version
        ? await target.store.getGuardianVersion(options.project, name!, version)
        : await target.store.getGuardian(options.project, name!);
      if (!record) throw new CliError(`Guardian ${name}${version ? ` version ${version}` : ''} not found in ${options.project}`);
      if (!options.json) io.out(`# Guardian ${record.name}, version ${record.version}, applied ${record.createdAt}\n`);
      io.out(json(record.document));
    },
  );
}
