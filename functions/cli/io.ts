import type { Catalog } from '../engine/catalog';
import type { Clock, ConfigStore } from '../ports';

/** Everything the CLI touches outside itself, injected so tests run it in-process against dynalite. */
export interface CliIo {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  readonly env: NodeJS.ProcessEnv;
  readonly cwd: string;
  readonly clock: Clock;
  /** Who runs the command (recorded with kill switch changes); `--actor` overrides it. */
  readonly user: string;
  /** The engine's detectors and data tables, to validate Guardians with. */
  readonly catalog: Catalog;
}

/** Where the CLI reads and writes: the local runner's store, or a deployed stack's table. */
export interface CliTarget {
  readonly store: ConfigStore;
  /** Human-readable, e.g. `local (.content-guard)` or `table ContentGuard-ConfigTable… (eu-west-1)`. */
  readonly description: string;
  close(): Promise<void>;
}

export class CliError extends Error {
  override name = 'CliError';
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}
