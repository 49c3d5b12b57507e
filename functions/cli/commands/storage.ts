import type { Command } from 'commander';
import { InvalidS3AddressError, overlappingScopes, parseS3Scope } from '../../storage/s3-address';
import { json } from '../format';
import { CliError, type CliIo } from '../io';
import { action } from '../program';
import { requireProject } from './project';

const collect = (value: string, previous: string[]) => [...previous, value];

function checkScope(flag: string, url: string): string {
  try {
    parseS3Scope(url);
    return url;
  } catch (err) {
    if (err instanceof InvalidS3AddressError) throw new CliError(`${flag} ${url}: ${err.reason}`, 2);
    throw err;
  }
}

export function registerStorageCommands(program: Command, io: CliIo) {
  const storage = program.command('storage').description("the storage connection's read/write scopes for batch jobs");

  action<{ project: string; read: string[]; write: string[] }>(
    storage
      .command('allow')
      .description('add read and/or write scopes (s3://bucket/prefix/)')
      .requiredOption('--project <id>', 'project')
      .option('--read <s3url>', 'a scope jobs may read from (repeatable)', collect, [])
      .option('--write <s3url>', 'a scope jobs may write to (repeatable)', collect, []),
    io,
    async ({ options, target }) => {
      if (options.read.length + options.write.length === 0) throw new CliError('give at least one --read or --write scope', 2);
      options.read.forEach((u) => checkScope('--read', u));
      options.write.forEach((u) => checkScope('--write', u));
      const p = await requireProject(target.store, options.project);
      const merged = {
        read: [...new Set([...(p.storage?.read ?? []), ...options.read])],
        write: [...new Set([...(p.storage?.write ?? []), ...options.write])],
      };
      // A write scope inside a read scope (or the reverse) would let a job overwrite a source: refused.
      const overlaps = overlappingScopes(merged.read, merged.write);
      if (overlaps.length > 0) {
        const list = overlaps.map(([r, w]) => `read ${r} / write ${w}`).join(', ');
        throw new CliError(`read and write scopes must not overlap (a job could overwrite its source): ${list}`, 2);
      }
      await target.store.setStorageScopes(options.project, merged);
      io.out(`Storage scopes for ${options.project}:\n  read:  ${merged.read.join(', ') || '(none)'}\n  write: ${merged.write.join(', ') || '(none)'}\n`);
    },
  );

  action<{ project: string }>(
    storage.command('show').description('show the scopes').requiredOption('--project <id>', 'project'),
    io,
    async ({ options, target }) => {
      const p = await requireProject(target.store, options.project);
      const s = p.storage ?? { read: [], write: [] };
      if (options.json) return io.out(json(s));
      io.out(`Storage scopes for ${options.project}:\n  read:  ${s.read.join(', ') || '(none)'}\n  write: ${s.write.join(', ') || '(none)'}\n`);
    },
  );

  action<{ project: string }>(
    storage.command('clear').description('remove every scope (batch jobs are then refused)').requiredOption('--project <id>', 'project'),
    io,
    async ({ options, target }) => {
      await requireProject(target.store, options.project);
      await target.store.setStorageScopes(options.project, { read: [], write: [] });
      io.out(`Removed every storage scope of ${options.project}.\n`);
    },
  );
}
