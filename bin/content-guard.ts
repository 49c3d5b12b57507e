import { loadCatalog } from '../functions/adapters/table-files';
import { userInfo } from 'node:os';
import { runCli } from '../functions/cli/program';
import { systemClock } from '../functions/ports';

/** The operator CLI (`npx content-guard --help`). */
function currentUser(): string {
  try {
    return userInfo().username;
  } catch {
    return process.env.USER ?? 'unknown';
  }
}

// The SDK advises Node 22 (the Lambda runtime's); the CLI also runs on Node 20, see the README.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

void runCli(process.argv.slice(2), {
  out: (t) => void process.stdout.write(t),
  err: (t) => void process.stderr.write(t),
  env: process.env,
  cwd: process.cwd(),
  clock: systemClock,
  user: currentUser(),
  // The engine's detectors and data tables, from the files beside this code (functions/adapters/table-files.ts).
  catalog: loadCatalog(),
}).then((code) => {
  process.exitCode = code;
});
