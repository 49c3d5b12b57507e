import {
  CopyObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import { ObjectStoreError, type ObjectStore } from '../../ports';

/** Multipart part size: 8 MiB parts, two in flight — bounded memory whatever the object's size. */
const PART_SIZE = 8 * 1024 * 1024;

/**
 * The S3 client the service reads and writes customer buckets with. `followRegionRedirects`: a bucket in another
 * region answers 301 PermanentRedirect (or 400 IllegalLocationConstraintException) with its region in the
 * `x-amz-bucket-region` header, and the client repeats the request once, signed for that region. Without it every
 * such request fails (the AWS SDK v3 default).
 */
export function createS3Client(config: S3ClientConfig = {}): S3Client {
  return new S3Client({ ...config, followRegionRedirects: true });
}

export function createS3ObjectStore(client: S3Client): ObjectStore {
  const mapError = (err: unknown) => mapS3Error(err, client);
  return {
    async head(bucket, key) {
      try {
        const out = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return { size: out.ContentLength ?? 0, contentType: out.ContentType };
      } catch (err) {
        throw await mapError(err);
      }
    },

    async read(bucket, key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return out.Body as Readable;
      } catch (err) {
        throw await mapError(err);
      }
    },

    async write(bucket, key, body, contentType) {
      // lib-storage sends one PutObject for bodies under one part, else a multipart upload that is completed
      // only after the body ended; on any error it aborts the upload, so no partial object ever appears.
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: key, Body: body as Readable, ContentType: contentType },
        partSize: PART_SIZE,
        queueSize: 2,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (err) {
        throw await mapError(err);
      }
    },

    async copy(fromBucket, fromKey, toBucket, toKey) {
      try {
        await client.send(
          new CopyObjectCommand({
            Bucket: toBucket,
            Key: toKey,
            CopySource: `${fromBucket}/${fromKey.split('/').map(encodeURIComponent).join('/')}`,
          }),
        );
      } catch (err) {
        throw await mapError(err);
      }
    },
  };
}

/** What a rejected S3 call means for the job; anything not recognised is returned as it is (transient). */
async function mapS3Error(err: unknown, client: S3Client): Promise<unknown> {
  if (!(err instanceof S3ServiceException)) return err;
  const status = err.$metadata.httpStatusCode;
  const wrongRegion = await asWrongRegion(err, status, client);
  if (wrongRegion) return wrongRegion;
  if (status === 404 || err.name === 'NoSuchKey' || err.name === 'NotFound' || err.name === 'NoSuchBucket') {
    return new ObjectStoreError('NOT_FOUND', { cause: err });
  }
  if (status === 403 || err.name === 'AccessDenied') return new ObjectStoreError('ACCESS_DENIED', { cause: err });
  return err;
}

/** An AWS region code (`eu-west-1`, `us-gov-west-1`, `cn-north-1`): a hint from a response is kept only in this shape. */
const REGION = /^[a-z]{2}(?:-[a-z0-9]+){1,3}-[0-9]{1,2}$/;

/**
 * A bucket in another region, as S3 reports it once the client's one redirect did not help (or was not offered):
 * 301 PermanentRedirect (a HEAD has no body: only the status), 400 AuthorizationHeaderMalformed naming the
 * expected region, 400 IllegalLocationConstraintException, or a bodiless 400 whose `x-amz-bucket-region` differs
 * from the client's region (HEAD). The bucket's region: the `x-amz-bucket-region` header, else the error's
 * `Region` element, else the region in its `Endpoint` element.
 */
async function asWrongRegion(err: S3ServiceException, status: number | undefined, client: S3Client): Promise<ObjectStoreError | undefined> {
  const fields = err as S3ServiceException & { Region?: unknown; Endpoint?: unknown; $response?: { headers?: Record<string, string | undefined> } };
  const header = validRegion(fields.$response?.headers?.['x-amz-bucket-region']);
  const hint =
    header ??
    validRegion(fields.Region) ??
    validRegion(typeof fields.Endpoint === 'string' ? /\.s3[.-]([a-z0-9-]+)\.amazonaws\.com/.exec(fields.Endpoint)?.[1] : undefined);
  const storeRegion = await client.config.region().then(validRegion, () => undefined);
  const wrong =
    status === 301 ||
    err.name === 'PermanentRedirect' ||
    err.name === 'IllegalLocationConstraintException' ||
    (err.name === 'AuthorizationHeaderMalformed' && hint !== undefined && hint !== storeRegion) ||
    (status === 400 && header !== undefined && header !== storeRegion);
  return wrong ? new ObjectStoreError('WRONG_REGION', { cause: err, bucketRegion: hint, storeRegion }) : undefined;
}

function validRegion(value: unknown): string | undefined {
  return typeof value === 'string' && REGION.test(value) ? value : undefined;
}
