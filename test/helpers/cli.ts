import { testCatalog } from './catalog';
import { runCli } from '../../functions/cli/program';
import type { Clock } from '../../functions/ports';

export interface CliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the CLI entry in-process, capturing its output. `cwd` resolves relative file paths. */
export function cli(dataDir: string, clock: Clock, cwd = process.cwd()) {
  return async (...argv: string[]): Promise<CliRun> => {
    let stdout = '';
    let stderr = '';
    const code = await runCli([...argv], {
      out: (t) => void (stdout += t),
      err: (t) => void (stderr += t),
      catalog: testCatalog,
      env: { CG_DATA_DIR: dataDir },
      cwd,
      clock,
      user: 'ops-tester',
    });
    return { code, stdout, stderr };
  };
}
