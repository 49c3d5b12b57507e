import type { Command } from 'commander';
import { json } from '../format';
import { CliError, type CliIo } from '../io';
import { action } from '../program';
import { requireProject } from './project';

export function registerKillSwitchCommands(program: Command, io: CliIo) {
  const ks = program
    .command('kill-switch')
    .description("stop (or resume) a project's batch work: job creation and status queries are rejected while on");

  for (const state of ['on', 'off'] as const) {
    action<{ project: string; reason?: string; actor?: string }>(
      ks
        .command(state)
        .description(state === 'on' ? 'turn the kill switch on' : 'turn the kill switch off')
        .requiredOption('--project <id>', 'project')
        .option('--reason <text>', 'why (recorded)')
        .option('--actor <name>', 'who (default: the current user)'),
      io,
      async ({ options, target }) => {
        await requireProject(target.store, options.project);
        if (state === 'on' && !options.reason) throw new CliError('--reason is required to turn the kill switch on', 2);
        const record = {
          active: state === 'on',
          actor: options.actor ?? io.user,
          reason: options.reason ?? '',
          changedAt: new Date(io.clock.now()).toISOString(),
        };
        await target.store.setKillSwitch(options.project, record);
        io.out(
          `Kill switch ${state.toUpperCase()} for ${options.project} (by ${record.actor}${record.reason ? `: ${record.reason}` : ''}). ` +
            'Running instances see it within 5 s.\n',
        );
      },
    );
  }

  action<{ project: string }>(
    ks.command('status').description('show the kill switch state').requiredOption('--project <id>', 'project'),
    io,
    async ({ options, target }) => {
      const p = await requireProject(target.store, options.project);
      const k = p.killSwitch;
      if (options.json) return io.out(json(k ?? { active: false }));
      if (!k) return io.out(`Kill switch for ${options.project}: off (never set)\n`);
      io.out(
        `Kill switch for ${options.project}: ${k.active ? 'ON' : 'off'} since ${k.changedAt} by ${k.actor}${k.reason ? ` (${k.reason})` : ''}\n`,
      );
    },
  );
}
