import { randomBytes } from 'node:crypto';
import { chmod, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const RESTORE_KEY_FILE = 'restore-key';

/**
 * The local runner's restore master key (AWS: a Secrets Manager secret). With a data folder it lives in
 * `<dataDir>/restore-key` (mode 600; created on the first start, so restore tokens survive restarts);
 * without one (tests) it is random per start.
 */
export async function loadLocalRestoreMasterKey(dataDir: string | undefined): Promise<Buffer> {
  if (!dataDir) return randomBytes(32);
  const file = join(dataDir, RESTORE_KEY_FILE);
  const existing = await readFile(file, 'utf8').then((k) => k.trim(), () => undefined);
  if (existing) return Buffer.from(existing, 'base64url');
  const key = randomBytes(32);
  await writeFile(file, `${key.toString('base64url')}\n`, { mode: 0o600, flag: 'wx' }).catch(async (err: NodeJS.ErrnoException) => {
    if (err.code !== 'EEXIST') throw err;
  });
  await chmod(file, 0o600);
  // Another process may have won the race to create it: the file is the truth.
  return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64url');
}
