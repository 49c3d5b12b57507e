/**
 * `s3://bucket/key` addresses: strict parsing and scope checks shared by the operator CLI (storage scopes) and
 * batch intake. Anything that is not plainly an S3 address is rejected rather than normalised: other schemes
 * (`https:`, `file:`, the instance metadata service), `..` or `.` path segments, backslashes, control
 * characters, empty segments and percent-escapes, so no spelling of a key can escape a scope's prefix.
 */

export interface S3Address {
  readonly bucket: string;
  /** The object key or prefix, without a leading `/`; '' for the whole bucket. */
  readonly key: string;
}

export class InvalidS3AddressError extends Error {
  override name = 'InvalidS3AddressError';
  constructor(readonly reason: string) {
    super(`not a valid s3:// address: ${reason}`);
  }
}

/** S3 general purpose bucket naming rules (docs.aws.amazon.com/AmazonS3/latest/userguide/bucketnamingrules.html). */
const BUCKET = /^(?!\d+\.\d+\.\d+\.\d+$)(?!xn--)(?!.*\.\.)[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const MAX_KEY_BYTES = 1024;

export function parseS3Address(url: string): S3Address {
  if (!url.startsWith('s3://')) throw new InvalidS3AddressError('it must start with s3://');
  const rest = url.slice(5);
  const slash = rest.indexOf('/');
  const bucket = slash === -1 ? rest : rest.slice(0, slash);
  const key = slash === -1 ? '' : rest.slice(slash + 1);
  if (!BUCKET.test(bucket)) throw new InvalidS3AddressError('the bucket name is not a valid S3 bucket name');
  if (Buffer.byteLength(key, 'utf8') > MAX_KEY_BYTES) throw new InvalidS3AddressError('the key is over 1,024 bytes');
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\%]/.test(key)) {
    throw new InvalidS3AddressError('the key holds control characters, backslashes or percent-escapes');
  }
  if (key.startsWith('/')) throw new InvalidS3AddressError('the key starts with /');
  const segments = key.split('/');
  // A trailing '/' (a folder) leaves one empty last segment; any other empty segment is '//'.
  if (segments.slice(0, -1).some((s) => s === '')) throw new InvalidS3AddressError('the key holds an empty segment (//)');
  if (segments.some((s) => s === '.' || s === '..')) throw new InvalidS3AddressError('the key holds . or .. segments');
  return { bucket, key };
}

/** A scope is a bucket plus a prefix that is empty (whole bucket) or ends with `/`. */
export function parseS3Scope(url: string): S3Address {
  const scope = parseS3Address(url);
  if (scope.key !== '' && !scope.key.endsWith('/')) {
    throw new InvalidS3AddressError('a scope must be a folder: end it with /');
  }
  return scope;
}

export function formatS3Address(a: S3Address): string {
  return `s3://${a.bucket}/${a.key}`;
}

/** True when the address is inside one of the scopes (same bucket, key under the prefix). */
export function isWithinScopes(address: S3Address, scopes: readonly string[]): boolean {
  return scopes.some((s) => {
    const scope = parseS3Scope(s);
    return scope.bucket === address.bucket && address.key.startsWith(scope.key);
  });
}

/** The object a job writes: the target itself, or for a folder target (trailing `/`) the folder plus the source's file name. */
export function resolveTarget(source: S3Address, target: S3Address): S3Address {
  if (!target.key.endsWith('/')) return target;
  const slash = source.key.lastIndexOf('/');
  return { bucket: target.bucket, key: `${target.key}${source.key.slice(slash + 1)}` };
}

/** True when the string holds an unpaired UTF-16 surrogate (not well-formed Unicode: S3 cannot name such a key). */
export function hasLoneSurrogate(text: string): boolean {
  return /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);
}

/**
 * Pairs of a read scope and a write scope that overlap (same bucket, one prefix inside the other): a job could
 * then write where jobs read, over its own or another job's source.
 */
export function overlappingScopes(read: readonly string[], write: readonly string[]): Array<readonly [string, string]> {
  const pairs: Array<readonly [string, string]> = [];
  for (const r of read) {
    const rs = parseS3Scope(r);
    for (const w of write) {
      const ws = parseS3Scope(w);
      if (rs.bucket === ws.bucket && (rs.key.startsWith(ws.key) || ws.key.startsWith(rs.key))) pairs.push([r, w]);
    }
  }
  return pairs;
}
