/** Format detection (extension, then Content-Type) and the registry of transforms. */
import { createFormatTransform, detectFormat, FORMATS } from '../../../functions/jobs/formats';
import { MAX_RECORD_CHARS } from '../../../functions/jobs/formats/delimited';
import { MAX_JSONL_LINE } from '../../../functions/jobs/formats/jsonl';
import { ResultAggregator } from '../../../functions/jobs/results';
import { POLICIES, run, runError } from './helpers';
import { createMaskingContext } from '../../../functions/engine/masking-context';

describe('detectFormat', () => {
  it.each([
    ['notes.txt', undefined, 'text'],
    ['a/b/README.MD', undefined, 'text'],
    ['server.log', 'application/octet-stream', 'text'],
    ['x.text', undefined, 'text'],
    ['data.CSV', undefined, 'csv'],
    ['data.tsv', 'text/csv', 'tsv'],
    ['doc.json', 'text/plain', 'json'],
    ['events.jsonl', undefined, 'jsonl'],
    ['events.NDJSON', undefined, 'jsonl'],
    ['no-extension', 'text/plain; charset=utf-8', 'text'],
    ['upload.bin', 'text/markdown', 'text'],
    ['upload', 'TEXT/CSV', 'csv'],
    ['upload', 'text/tab-separated-values', 'tsv'],
    ['upload', 'application/json; charset=UTF-8', 'json'],
    ['upload', 'application/x-ndjson', 'jsonl'],
    ['upload', 'application/jsonl', 'jsonl'],
    ['archive.csv.gz', undefined, undefined],
    ['image.png', 'image/png', undefined],
    ['upload', undefined, undefined],
    ['upload', 'application/pdf', undefined],
    ['upload', 'toString', undefined],
    ['folder.csv/file', undefined, undefined],
    ['csv', undefined, undefined],
  ] as const)('%s (%s) → %s', (key, contentType, expected) => {
    expect(detectFormat(key, contentType)).toBe(expected);
  });
});

describe('createFormatTransform', () => {
  it('has a transform for every format, and none of them logs', async () => {
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((m) => jest.spyOn(console, m).mockImplementation(() => undefined));
    try {
      for (const format of FORMATS) {
        const input = format === 'json' ? '["EMP-123456"]' : format === 'jsonl' ? '"EMP-123456"\n' : 'h\nEMP-123456\n';
        const r = await run(format, input);
        expect(r.output).toBe(input.replace('EMP-123456', '[EMPLOYEE_ID]'));
        await runError(format, Buffer.from([0x61, 0xff]));
      }
      for (const spy of spies) expect(spy).not.toHaveBeenCalled();
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });

  it('returns a fresh transform per call', () => {
    const ctx = { policies: POLICIES, results: new ResultAggregator(), delimited: { skipColumns: [], entityColumns: {} }, masking: createMaskingContext() };
    expect(createFormatTransform('text', ctx)).not.toBe(createFormatTransform('text', ctx));
  });
});

describe('bounded memory per record', () => {
  it('a CSV record longer than the limit (an unclosed quote) is malformed, at the line where it starts', async () => {
    const input = `a\n1\n"${'x\n'.repeat(MAX_RECORD_CHARS / 2 + 10)}`;
    const err = await runError('csv', input, { chunkSize: 1 << 20 });
    expect([err.code, err.details]).toEqual(['MALFORMED_CONTENT', { line: 3 }]);
  });

  it('a JSON Lines line longer than the limit is malformed', async () => {
    const err = await runError('jsonl', `{}\n"${'x'.repeat(MAX_JSONL_LINE + 10)}"\n`, { chunkSize: 1 << 20 });
    expect([err.code, err.details]).toEqual(['MALFORMED_CONTENT', { line: 2 }]);
  });
});
