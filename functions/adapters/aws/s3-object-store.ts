import {
  CopyObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3ServiceException,
  type S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import { ObjectStoreError, type ObjectStore } from '../../ports';

/** Multipart part size: 8 MiB parts, two in flight — bounded memory whatever the object's size. */
const PART_SIZE = 8 * 1024 * 1024;

export function createS3ObjectStore(client: S3Client): ObjectStore {
  return {
    async head(bucket, key) {
      try {
        const out = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return { size: out.ContentLength ?? 0, contentType: out.ContentType };
      } catch (err) {
        throw mapError(err);
      }
    },

    async read(bucket, key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return out.Body as Readable;
      } catch (err) {
        throw mapError(err);
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
      await upload.done();
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
        throw mapError(err);
      }
    },
  };
}

function mapError(err: unknown): unknown {
  if (err instanceof S3ServiceException) {
    const status = err.$metadata.httpStatusCode;
    if (status === 404 || err.name === 'NoSuchKey' || err.name === 'NotFound' || err.name === 'NoSuchBucket') {
      return new ObjectStoreError('NOT_FOUND', { cause: err });
    }
    if (status === 403 || err.name === 'AccessDenied') return new ObjectStoreError('ACCESS_DENIED', { cause: err });
  }
  return err;
}
