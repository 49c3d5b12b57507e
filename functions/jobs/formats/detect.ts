import type { FormatName } from './types';

/** The object key's extension decides first (functions/jobs/README.md "Formats"). */
const BY_EXTENSION: Readonly<Record<string, FormatName>> = {
  txt: 'text',
  text: 'text',
  log: 'text',
  md: 'text',
  csv: 'csv',
  tsv: 'tsv',
  json: 'json',
  jsonl: 'jsonl',
  ndjson: 'jsonl',
};

/** Then the Content-Type (media type only; parameters such as `charset` are ignored — the bytes decide). */
const BY_MEDIA_TYPE: Readonly<Record<string, FormatName>> = {
  'text/plain': 'text',
  'text/markdown': 'text',
  'text/x-markdown': 'text',
  'text/x-log': 'text',
  'text/csv': 'csv',
  'application/csv': 'csv',
  'text/tab-separated-values': 'tsv',
  'application/json': 'json',
  'text/json': 'json',
  'application/x-ndjson': 'jsonl',
  'application/ndjson': 'jsonl',
  'application/jsonl': 'jsonl',
  'application/x-jsonl': 'jsonl',
  'application/jsonlines': 'jsonl',
  'application/x-jsonlines': 'jsonl',
};

/**
 * The format of an object: by the extension of its key's last path segment (case-insensitive), then by its
 * Content-Type; undefined when neither is supported (the job fails with UNSUPPORTED_FORMAT).
 * Decision: an unknown extension (e.g. `.gz`) does not rule out a supported Content-Type.
 */
export function detectFormat(key: string, contentType?: string): FormatName | undefined {
  const name = key.slice(key.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  if (dot > 0 || (dot === 0 && name.length > 1)) {
    const byExtension = BY_EXTENSION[name.slice(dot + 1).toLowerCase()];
    if (byExtension) return byExtension;
  }
  if (contentType === undefined) return undefined;
  const mediaType = contentType.split(';', 1)[0]!.trim().toLowerCase();
  return Object.hasOwn(BY_MEDIA_TYPE, mediaType) ? BY_MEDIA_TYPE[mediaType] : undefined;
}
