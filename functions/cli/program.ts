import { Command, CommanderError, Option } from 'commander';
import { registerGuardianCommands } from './commands/guardian';
import { registerKeyCommands } from './commands/key';
import { registerKillSwitchCommands } from './commands/kill-switch';
import { registerObjectCommands } from './commands/object';
import { registerProjectCommands } from './commands/project';
import { registerStorageCommands } from './commands/storage';
import { CliError, type CliIo, type CliTarget } from './io';
import { connectTarget, type TargetOptions } from './target';

/** What every command receives: its parsed options, the target store (opened for the command) and the io. */
export interface CommandContext<O> {
  readonly options: O & { json?: boolean };
  readonly target: CliTarget;
  readonly io: CliIo;
}

/**
 * Adds the target options (local store by default, or `--table`/`--stack`) and `--json` to a leaf command and
 * runs it with the store opened, closing the store afterwards whatever happens.
 */
export function action<O>(cmd: Command, io: CliIo, run: (ctx: CommandContext<O>, args: string[]) => Promise<void>) {
  cmd
    .addOption(new Option('--local-dir <dir>', 'local runner data folder').env('CG_DATA_DIR'))
    .option('--table <name>', 'a deployed DynamoDB table (standard AWS credential chain)')
    .option('--stack <name>', "a deployed stack: use its TableName output")
    .option('--region <region>', 'AWS region for --table/--stack')
    .addOption(new Option('--endpoint <url>', 'DynamoDB endpoint override for --table').hideHelp())
    .option('--json', 'machine-readable output');
  cmd.action(async (...params: unknown[]) => {
    const command = params[params.length - 1] as Command;
    const options = command.opts() as O & TargetOptions & { json?: boolean };
    const args = params.slice(0, -2).filter((p): p is string => typeof p === 'string');
    const target = await connectTarget(options, io);
    try {
      await run({ options, target, io }, args);
    } finally {
      await target.close();
    }
  });
  return cmd;
}

export function buildProgram(io: CliIo): Command {
  const program = new Command('content-guard')
    .description(
      'Operate Content Guard: projects, Guardians, API keys, kill switch and storage scopes; local objects for batch tries.\n' +
        'Works on the running npm start\'s store by default (--local-dir, --table or --stack to choose another).',
    )
    .showHelpAfterError()
    .exitOverride()
    .configureOutput({ writeOut: io.out, writeErr: io.err });
  registerProjectCommands(program, io);
  registerGuardianCommands(program, io);
  registerKeyCommands(program, io);
  registerKillSwitchCommands(program, io);
  registerStorageCommands(program, io);
  registerObjectCommands(program, io);
  // Subcommands inherit the output routing and error handling.
  program.commands.forEach(function propagate(c: Command) {
    c.exitOverride().configureOutput({ writeOut: io.out, writeErr: io.err });
    c.commands.forEach(propagate);
  });
  return program;
}

/** Runs one CLI invocation; returns the exit code (0 success, 1 failure, 2 usage error). */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const program = buildProgram(io);
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return 0;
  } catch (err) {
    if (err instanceof CommanderError) {
      // --help and --version end through here with exit code 0; usage errors were already printed.
      return err.exitCode === 0 ? 0 : 2;
    }
    if (err instanceof CliError) {
      io.err(`error: ${err.message}\n`);
      return err.exitCode;
    }
    io.err(`error: ${err instanceof Error ? err.message : String(err)}\n`);
    return 1;
  }
}
