import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { Option, type Command } from 'commander';
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { localS3Client } from '../../local/emulators';
import { readRunningLocalStack } from '../../local/stack';
import { InvalidS3AddressError, parseS3Address } from '../../storage/s3-address';
import { CliError, type CliIo } from '../io';
import { warnAboutOtherRunningStacks } from '../target';

/** The S3 emulator of the running `npm start` for the CLI's data folder (its objects live in that process). */
async function localS3(io: CliIo, localDir: string | undefined) {
  const dir = resolve(io.cwd, localDir ?? io.env.CG_DATA_DIR ?? '.content-guard');
  const running = await readRunningLocalStack(dir);
  if (!running) {
    await warnAboutOtherRunningStacks(dir, io);
    throw new CliError(`no npm start is running for ${dir}: object commands work on its S3 emulator, which keeps objects in memory`);
  }
  return localS3Client(running.awsEndpoint);
}

function address(url: string, what: string) {
  try {
    const a = parseS3Address(url);
    if (a.key === '' || a.key.endsWith('/')) throw new CliError(`${url}: ${what} must name one object, not a folder`, 2);
    return a;
  } catch (err) {
    if (err instanceof InvalidS3AddressError) throw new CliError(`${url}: ${err.reason}`, 2);
    throw err;
  }
}

/**
 * `object put` / `object get`: copy files into and out of the local runner's S3 emulator, so the batch API can be
 * tried with npm alone. Deployed buckets are the customer's: use the AWS tools there.
 */
export function registerObjectCommands(program: Command, io: CliIo) {
  const object = program.command('object').description("put and get objects on the running npm start's S3 emulator (local only)");
  const localDir = () => new Option('--local-dir <dir>', 'local runner data folder').env('CG_DATA_DIR');

  object
    .command('put <file> <s3url>')
    .description('upload a file, e.g. object put ./notes.txt s3://demo-bucket/incoming/notes.txt')
    .addOption(localDir())
    .action(async (file: string, url: string, options: { localDir?: string }) => {
      const target = address(url, 'the target');
      const body = await readFile(resolve(io.cwd, file)).catch((err: NodeJS.ErrnoException) => {
        throw new CliError(`${file}: cannot read the file (${err.code ?? 'error'})`);
      });
      const s3 = await localS3(io, options.localDir);
      try {
        await s3.send(new PutObjectCommand({ Bucket: target.bucket, Key: target.key, Body: body }));
      } catch (err) {
        throw new CliError(`${url}: the emulator refused the upload (${err instanceof Error ? err.name : 'error'})`);
      } finally {
        s3.destroy();
      }
      io.out(`Uploaded ${file} to ${url} (${body.length} bytes)\n`);
    });

  object
    .command('get <s3url> [file]')
    .description('download an object to a file, or to stdout without one')
    .addOption(localDir())
    .action(async (url: string, file: string | undefined, options: { localDir?: string }) => {
      const source = address(url, 'the source');
      const s3 = await localS3(io, options.localDir);
      let bytes: Uint8Array;
      try {
        const res = await s3.send(new GetObjectCommand({ Bucket: source.bucket, Key: source.key }));
        bytes = await res.Body!.transformToByteArray();
      } catch (err) {
        const name = err instanceof Error ? err.name : 'error';
        throw new CliError(name === 'NoSuchKey' || name === 'NoSuchBucket' ? `${url}: no such object` : `${url}: cannot be read (${name})`);
      } finally {
        s3.destroy();
      }
      if (file === undefined) io.out(Buffer.from(bytes).toString('utf8'));
      else {
        await writeFile(resolve(io.cwd, file), bytes);
        io.out(`Downloaded ${url} to ${file} (${bytes.length} bytes)\n`);
      }
    });
}
