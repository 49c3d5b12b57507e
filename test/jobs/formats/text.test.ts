/** Plain text: line by line, line endings byte for byte, bounded windows for over-long lines, streaming. */
import fc from 'fast-check';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createFormatTransform } from '../../../functions/jobs/formats';
import { MAX_TEXT_PART } from '../../../functions/jobs/formats/text';
import { ResultAggregator } from '../../../functions/jobs/results';
import { EMP, expectNoContent, outcome, piiResults, policy, POLICIES, run, runError, SECRET } from './helpers';
import { createMaskingContext } from '../../../functions/engine/masking-context';
import { inspectText } from '../../../functions/engine/inspect';

describe('text format', () => {
  it.each([
    ['PASS: copied unchanged', 'hello\nworld\n', 'hello\nworld\n', 'PASS', piiResults('PASS')],
    ['empty file', '', '', 'PASS', piiResults('PASS')],
    ['blank lines only', '\n\r\n\n', '\n\r\n\n', 'PASS', piiResults('PASS')],
    [
      'MASK: masked lines get the processed content, others are copied',
      'id EMP-123456 and EMP-654321\nnothing here\nEMP-000001\n',
      'id [EMPLOYEE_ID] and [EMPLOYEE_ID]\nnothing here\n[EMPLOYEE_ID]\n',
      'MASK',
      piiResults('MASK', EMP(3)),
    ],
    [
      'BLOCK: the blocked line is copied unchanged, the verdict is BLOCK',
      'EMP-123456\nSECRET-ABCD with EMP-222222\n',
      '[EMPLOYEE_ID]\nSECRET-ABCD with EMP-222222\n',
      'BLOCK',
      piiResults('BLOCK', EMP(2), SECRET(1)),
    ],
    ['BOM kept', '\uFEFFEMP-123456\n', '\uFEFF[EMPLOYEE_ID]\n', 'MASK', piiResults('MASK', EMP(1))],
    ['BOM only', '\uFEFF', '\uFEFF', 'PASS', piiResults('PASS')],
    ['CRLF kept', 'a EMP-123456\r\nb\r\n\r\n', 'a [EMPLOYEE_ID]\r\nb\r\n\r\n', 'MASK', piiResults('MASK', EMP(1))],
    ['mixed endings and a lone CR kept', 'a\rEMP-123456\nb\r\nc', 'a\r[EMPLOYEE_ID]\nb\r\nc', 'MASK', piiResults('MASK', EMP(1))],
    ['no trailing newline', 'x\nEMP-123456', 'x\n[EMPLOYEE_ID]', 'MASK', piiResults('MASK', EMP(1))],
    ['final CR without LF', 'EMP-123456\r', '[EMPLOYEE_ID]\r', 'MASK', piiResults('MASK', EMP(1))],
    [
      'emoji and Korean before values',
      '😀 한국어 EMP-123456 😀\n사번: EMP-654321\n',
      '😀 한국어 [EMPLOYEE_ID] 😀\n사번: [EMPLOYEE_ID]\n',
      'MASK',
      piiResults('MASK', EMP(2)),
    ],
  ] as const)('%s', async (_name, input, expected, action, results) => {
    for (const chunkSize of [undefined, 1, 3]) {
      const r = await run('text', input, chunkSize === undefined ? {} : { chunkSize });
      expect(r.output).toBe(expected);
      expect(r.action).toBe(action);
      expect(r.results).toEqual(results);
    }
  });

  it('writes the BOM back as the same three bytes', async () => {
    const r = await run('text', Buffer.from([0xef, 0xbb, 0xbf, 0x61, 0x0a]));
    expect(r.bytes).toEqual(Buffer.from([0xef, 0xbb, 0xbf, 0x61, 0x0a]));
  });

  it('detects built-in entities (EMAIL_ADDRESS)', async () => {
    const r = await run('text', 'write to jane.doe@example.com today\n', {
      policies: [policy({ entities: { EMAIL_ADDRESS: { action: 'MASK' } } })],
    });
    expect(r.output).toBe('write to [EMAIL_ADDRESS] today\n');
    expect(r.results).toEqual([
      {
        policy_name: 'pii',
        policy_type: 'PII',
        action: 'MASK',
        detected_items: [
          {
            rule_type: 'ENTITY',
            rule_name: 'EMAIL_ADDRESS',
            action: 'MASK',
            confidence: 0.9,
            mask_word: '[EMAIL_ADDRESS]',
            alert_message: 'EMAIL_ADDRESS detected (masked)',
            count: 1,
          },
        ],
      },
    ]);
  });

  describe('invalid encoding: INVALID_ENCODING with the line, never content', () => {
    const b = (...parts: (string | number[])[]) =>
      Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : Buffer.from(p))));
    it.each([
      ['a stray continuation byte on line 3', b('ok\nok\nsecret-token ', [0x80], '\nafter\n'), 3],
      ['0xFF on line 1', b([0xff], 'secret-token\n'), 1],
      ['an overlong encoding', b('a\r\nb\r\nsecret-token ', [0xc0, 0xaf], '\n'), 3],
      ['an encoded surrogate', b('a\n', [0xed, 0xa0, 0x80], ' secret-token'), 2],
      ['a sequence cut by the end of the file', b('a\nb\nsecret-token ', [0xe2, 0x82]), 3],
      ['a lead byte followed by a newline', b('a\nsecret-token ', [0xe2], '\nz'), 2],
      ['a NUL byte (binary or UTF-16 content)', b('a\nb\nc\nsecret-token', [0x00], 'x\n'), 4],
      ['UTF-16LE with its BOM', b([0xff, 0xfe, 0x61, 0x00, 0x0a, 0x00]), 1],
      ['a BOM-less UTF-16LE file (valid UTF-8 with NULs)', Buffer.from('secret-token\n', 'utf16le'), 1],
    ])('%s', async (_name, input, line) => {
      for (const chunkSize of [undefined, 1, 2, 5]) {
        const err = await runError('text', input, chunkSize === undefined ? {} : { chunkSize });
        expect(err.code).toBe('INVALID_ENCODING');
        expect(err.details).toEqual({ line });
        expectNoContent(err, 'secret', 'token');
      }
    });

    it('fails the same way in every format', async () => {
      for (const format of ['csv', 'tsv', 'json', 'jsonl'] as const) {
        const err = await runError(format, b('"a"\n"b"\n', [0xc3, 0x28], '\n'));
        expect([err.code, err.details]).toEqual(['INVALID_ENCODING', { line: 3 }]);
      }
    });
  });

  describe('lines longer than the window', () => {
    it('inspects an over-long line in windows cut at whitespace, without losing values or bytes', async () => {
      const words: string[] = [];
      let planted = 0;
      for (let i = 0, length = 0; length < 2.5 * MAX_TEXT_PART; i++) {
        if (i % 5000 === 17) {
          words.push(`EMP-${String(i).padStart(6, '0')}`);
          planted++;
        } else words.push(i % 7 === 0 ? '한국어' : 'lorem');
        length += words[words.length - 1]!.length + 1;
      }
      const line = words.join(' ');
      const r = await run('text', `${line}\nEMP-999999\n`, { chunkSize: 65_536 });
      expect(r.output).toBe(`${line.replace(/EMP-[0-9]{6}/g, '[EMPLOYEE_ID]')}\n[EMPLOYEE_ID]\n`);
      expect(r.results).toEqual(piiResults('MASK', EMP(planted + 1)));
    });

    it('never cuts between the halves of a surrogate pair when there is no whitespace', async () => {
      // An odd prefix puts a high surrogate just before the window limit.
      const line = `a${'😀'.repeat(MAX_TEXT_PART)}`;
      const r = await run('text', line, { chunkSize: 100_000 });
      expect(r.output === line).toBe(true);
      expect(r.action).toBe('PASS');
    });
  });

  describe('chunk boundaries (fast-check): any split of any content gives the same outcome', () => {
    const fragment = fc.constantFrom('a', ' ', '\n', '\r', '\r\n', 'é', '한', '😀', 'EMP-', '123456', 'EMP-123456', 'SECRET-ABCD', '\t');
    const content = fc
      .tuple(fc.boolean(), fc.array(fragment, { maxLength: 40 }))
      .map(([bom, parts]) => Buffer.from((bom ? '\uFEFF' : '') + parts.join('')));
    const cuts = fc.array(fc.nat({ max: 400 }), { maxLength: 12 });

    it('text content', async () => {
      await fc.assert(
        fc.asyncProperty(content, cuts, async (input, at) => {
          const whole = await outcome('text', input);
          expect(await outcome('text', input, { cuts: at })).toEqual(whole);
        }),
        { numRuns: 300 },
      );
    });

    it('arbitrary bytes (valid or not)', async () => {
      await fc.assert(
        fc.asyncProperty(fc.uint8Array({ maxLength: 60 }), cuts, async (bytes, at) => {
          const input = Buffer.from(bytes);
          expect(await outcome('text', input, { cuts: at.map((c) => c % 61) })).toEqual(await outcome('text', input));
        }),
        { numRuns: 300 },
      );
    });

    it('one byte at a time gives the whole-buffer output', async () => {
      const input = Buffer.from('\uFEFF😀 한국어 EMP-123456\r\nsecond\rthird EMP-000001 😀\n\nlast 사번 EMP-777777');
      expect(await outcome('text', input, { chunkSize: 1 })).toEqual(await outcome('text', input));
    });
  });

  describe('byte-level lines (fast-check): the same outcome as inspecting every decoded line on its own', () => {
    const fragment = fc.constantFrom('a', ' ', '\n', '\r', '\r\n', 'é', '한', '😀', 'EMP-', '123456', 'EMP-123456 ', 'SECRET-ABCD', 'jane@example.com ');
    const content = fc
      .tuple(fc.boolean(), fc.array(fragment, { maxLength: 60 }))
      .map(([bom, parts]) => (bom ? '\uFEFF' : '') + parts.join(''));
    const cuts = fc.array(fc.nat({ max: 600 }), { maxLength: 12 });
    const policies = [...POLICIES, policy({ name: 'contact', entities: { EMAIL_ADDRESS: { action: 'MASK' } } })];

    /** The definition, on the whole decoded text: split at LF, a CR before it kept out, each line inspected alone. */
    function reference(text: string) {
      const results = new ResultAggregator();
      const masking = createMaskingContext();
      const bom = text.startsWith('\uFEFF');
      const lines = (bom ? text.slice(1) : text).split('\n').map((line) => {
        const cr = line.endsWith('\r');
        const part = cr ? line.slice(0, -1) : line;
        if (part.length === 0) return line;
        const inspection = inspectText(part, policies, { masking });
        results.add(inspection);
        return (inspection.processedContent ?? part) + (cr ? '\r' : '');
      });
      return { output: (bom ? '\uFEFF' : '') + lines.join('\n'), action: results.action, results: results.results() };
    }

    it('any content, any chunking', async () => {
      await fc.assert(
        fc.asyncProperty(content, cuts, async (text, at) => {
          const r = await run('text', text, { cuts: at, policies });
          expect({ output: r.output, action: r.action, results: r.results }).toEqual(reference(text));
        }),
        { numRuns: 300 },
      );
    });

    it('copies unchanged lines as their exact source bytes, whatever the chunking', async () => {
      const input = Buffer.from('plain 😀 line\r\nEMP-123456 here\n\n한국어 only\nlast без LF');
      for (const chunkSize of [1, 2, 3, 7, 1000]) {
        const r = await run('text', input, { chunkSize });
        expect(r.bytes).toEqual(Buffer.from('plain 😀 line\r\n[EMPLOYEE_ID] here\n\n한국어 only\nlast без LF'));
      }
    });

    it('a line of multi-byte characters longer than the window in bytes but not in characters is one part', async () => {
      // 3 bytes per character: ~1.5 × MAX_TEXT_PART bytes, fewer than MAX_TEXT_PART characters.
      const filler = '한'.repeat((MAX_TEXT_PART >> 1) - 20);
      const line = `EMP-111111 ${filler} EMP-222222`;
      const r = await run('text', `${line}\nEMP-333333`, { chunkSize: 65_536 });
      expect(r.output).toBe(`[EMPLOYEE_ID] ${filler} [EMPLOYEE_ID]\n[EMPLOYEE_ID]`);
      expect(r.results).toEqual(piiResults('MASK', EMP(3)));
    });
  });

  it('streams 50 MB with bounded heap (constant memory, backpressure respected)', async () => {
    const TOTAL = 50 * 1024 * 1024;
    const line = `${'The quarterly report mentions EMP-123456 and nothing else of note. '.repeat(15)}\n`;
    const chunk = Buffer.from(line.repeat(Math.ceil(65_536 / line.length)));
    let produced = 0;
    const source = new Readable({
      read() {
        if (produced >= TOTAL) this.push(null);
        else {
          produced += chunk.length;
          this.push(chunk);
        }
      },
    });
    const results = new ResultAggregator();
    const baseline = process.memoryUsage().heapUsed;
    let peak = 0;
    let written = 0;
    await pipeline(
      source,
      createFormatTransform('text', { policies: POLICIES, results, delimited: { skipColumns: [], entityColumns: {} }, masking: createMaskingContext() }),
      new Writable({
        write(out: Buffer, _encoding, callback) {
          written += out.length;
          peak = Math.max(peak, process.memoryUsage().heapUsed - baseline);
          callback();
        },
      }),
    );
    expect(produced).toBeGreaterThanOrEqual(TOTAL);
    expect(written).toBeGreaterThan(TOTAL * 0.9);
    expect(results.action).toBe('MASK');
    // Buffering the file would need ≥ 100 MB (50 MB in, 50 MB out); a streaming transform stays far below.
    expect(peak).toBeLessThan(48 * 1024 * 1024);
  }, 180_000);
});
