/** JSON and JSON Lines: string values and keys masked in place, everything else byte for byte, strict syntax. */
import fc from 'fast-check';
import { MAX_JSON_DEPTH } from '../../../functions/jobs/formats/json-scan';
import { EMP, expectNoContent, outcome, piiResults, policy, run, runError, SECRET } from './helpers';

/**
 * Nesting and key count of a parsed value: arrays in order, objects as the sorted shapes of their values (JS puts
 * integer-like keys first, so a masked key may change where a value sits in `Object.values`), strings as `s`.
 */
function shape(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(shape);
  if (v !== null && typeof v === 'object') return { values: Object.values(v).map((x) => JSON.stringify(shape(x))).sort() };
  return typeof v === 'string' ? 's' : v;
}

describe('json format', () => {
  it.each([
    ['PASS: copied unchanged', '{"a": "hello", "b": [1, true, null]}\n', '{"a": "hello", "b": [1, true, null]}\n', 'PASS', piiResults('PASS')],
    [
      'MASK: string values and keys masked',
      '{"EMP-123456": "id EMP-654321", "list": ["EMP-000001", "ok"]}',
      '{"[EMPLOYEE_ID]": "id [EMPLOYEE_ID]", "list": ["[EMPLOYEE_ID]", "ok"]}',
      'MASK',
      piiResults('MASK', EMP(3)),
    ],
    [
      'BLOCK: blocked values copied unchanged, verdict BLOCK',
      '["SECRET-ABCD EMP-123456", "EMP-222222"]',
      '["SECRET-ABCD EMP-123456", "[EMPLOYEE_ID]"]',
      'BLOCK',
      piiResults('BLOCK', SECRET(1), EMP(2)),
    ],
    [
      'numbers, literals and whitespace preserved exactly (no precision loss)',
      '{\n\t"big": 12345678901234567890,\r\n  "huge": 1e400, "neg": -0.0, "exp": 1E+2, "small": 5e-324 ,"s":"EMP-123456"\n}\n',
      '{\n\t"big": 12345678901234567890,\r\n  "huge": 1e400, "neg": -0.0, "exp": 1E+2, "small": 5e-324 ,"s":"[EMPLOYEE_ID]"\n}\n',
      'MASK',
      piiResults('MASK', EMP(1)),
    ],
    [
      'escaped values are decoded for inspection; unchanged ones keep their escapes',
      '["\\u0045MP-123456", "a\\/b \\u00e9 \\ud83d\\ude00"]',
      '["[EMPLOYEE_ID]", "a\\/b \\u00e9 \\ud83d\\ude00"]',
      'MASK',
      piiResults('MASK', EMP(1)),
    ],
    [
      'a masked value is re-encoded as a JSON string',
      '{"q": "say \\"EMP-123456\\"\\n\\ttab"}',
      '{"q": "say \\"[EMPLOYEE_ID]\\"\\n\\ttab"}',
      'MASK',
      piiResults('MASK', EMP(1)),
    ],
    ['a top-level string', '"EMP-123456"', '"[EMPLOYEE_ID]"', 'MASK', piiResults('MASK', EMP(1))],
    ['a top-level number', ' 42 ', ' 42 ', 'PASS', piiResults('PASS')],
    ['BOM kept', '\uFEFF{"a":"EMP-123456"}', '\uFEFF{"a":"[EMPLOYEE_ID]"}', 'MASK', piiResults('MASK', EMP(1))],
    [
      'emoji and Korean before values',
      '{"이름": "😀 김", "메모": "한국어 😀 EMP-123456"}',
      '{"이름": "😀 김", "메모": "한국어 😀 [EMPLOYEE_ID]"}',
      'MASK',
      piiResults('MASK', EMP(1)),
    ],
    ['empty containers', '{"a":{},"b":[],"c":[{}]}', '{"a":{},"b":[],"c":[{}]}', 'PASS', piiResults('PASS')],
  ] as const)('%s', async (_name, input, expected, action, results) => {
    for (const chunkSize of [undefined, 1]) {
      const r = await run('json', input, chunkSize === undefined ? {} : { chunkSize });
      expect(r.output).toBe(expected);
      expect(r.action).toBe(action);
      expect(r.results).toEqual(results);
    }
  });

  describe('object keys', () => {
    it.each([
      ['a masked key keeps its place and nesting', '{"a": {"EMP-123456": [1, {"b": 2}]}}', '{"a": {"[EMPLOYEE_ID]": [1, {"b": 2}]}}', 'MASK', piiResults('MASK', EMP(1))],
      ['keys masking to one text: #2, #3 in order', '{"EMP-000001":1,"EMP-000002":2,"EMP-000003":3}', '{"[EMPLOYEE_ID]":1,"[EMPLOYEE_ID]#2":2,"[EMPLOYEE_ID]#3":3}', 'MASK', piiResults('MASK', EMP(3))],
      [
        'a masked key skips the names of keys left as is, wherever they are',
        '{"EMP-000001":1,"[EMPLOYEE_ID]#2":2,"[EMPLOYEE_ID]":3,"EMP-000002":4}',
        '{"[EMPLOYEE_ID]#3":1,"[EMPLOYEE_ID]#2":2,"[EMPLOYEE_ID]":3,"[EMPLOYEE_ID]#4":4}',
        'MASK',
        piiResults('MASK', EMP(2)),
      ],
      [
        'an escaped key left as is counts by its decoded text',
        '{"EMP-000001":1,"\\u005bEMPLOYEE_ID]":2}',
        '{"[EMPLOYEE_ID]#2":1,"\\u005bEMPLOYEE_ID]":2}',
        'MASK',
        piiResults('MASK', EMP(1)),
      ],
      ['keys of nested objects are settled per object', '{"EMP-000001":{"EMP-000002":{"EMP-000003":1,"x":2},"y":3}}', '{"[EMPLOYEE_ID]":{"[EMPLOYEE_ID]":{"[EMPLOYEE_ID]":1,"x":2},"y":3}}', 'MASK', piiResults('MASK', EMP(3))],
      ['duplicate keys of the source stay as they are', '{"a":1,"a":2,"EMP-000001":3}', '{"a":1,"a":2,"[EMPLOYEE_ID]":3}', 'MASK', piiResults('MASK', EMP(1))],
      ['a key with a masked part keeps the rest', '{"id EMP-123456 \\"x\\"":0}', '{"id [EMPLOYEE_ID] \\"x\\"":0}', 'MASK', piiResults('MASK', EMP(1))],
      ['BLOCK in a key: copied unchanged, verdict BLOCK', '{"SECRET-ABCD":"EMP-000001"}', '{"SECRET-ABCD":"[EMPLOYEE_ID]"}', 'BLOCK', piiResults('BLOCK', SECRET(1), EMP(1))],
      ['an empty key is left alone', '{"":"", "EMP-000001": ""}', '{"":"", "[EMPLOYEE_ID]": ""}', 'MASK', piiResults('MASK', EMP(1))],
    ] as const)('%s', async (_name, input, expected, action, results) => {
      for (const format of ['json', 'jsonl'] as const) {
        for (const chunkSize of [undefined, 1]) {
          const r = await run(format, input, chunkSize === undefined ? {} : { chunkSize });
          expect(r.output).toBe(expected);
          expect(r.action).toBe(action);
          expect(r.results).toEqual(results);
        }
      }
    });

    it('a redacted key is made unique too', async () => {
      const policies = [policy({ customRules: [{ name: 'employee-id', pattern: 'EMP-[0-9]{6}', action: 'MASK', operator: { type: 'redact' } }] })];
      const r = await run('json', '{"":0,"EMP-000001":1,"EMP-000002":2}', { policies });
      expect(r.output).toBe('{"":0,"#2":1,"#3":2}');
    });

    it('thousands of keys clashing in one object are numbered through, after the names already taken', async () => {
      const ids = Array.from({ length: 5_000 }, (_, i) => `"EMP-${100_000 + i}":${i}`);
      const r = await run('json', `{"[EMPLOYEE_ID]#3":-1,${ids.join(',')}}`);
      const keys = Object.keys(JSON.parse(r.output) as object);
      expect(keys).toHaveLength(5_001);
      expect(new Set(keys).size).toBe(5_001);
      expect(keys.slice(0, 5)).toEqual(['[EMPLOYEE_ID]#3', '[EMPLOYEE_ID]', '[EMPLOYEE_ID]#2', '[EMPLOYEE_ID]#4', '[EMPLOYEE_ID]#5']);
      expect(keys[5_000]).toBe('[EMPLOYEE_ID]#5001');
    });

    it('every occurrence of a repeated key is counted, and keys past the remembered ones are still masked', async () => {
      const records = Array.from({ length: 6_000 }, (_, i) => `{"EMP-000001":1,"EMP-${String(100_000 + i)}":2}`);
      const r = await run('jsonl', `${records.join('\n')}\n`, { chunkSize: 65_536 });
      expect(r.output).toBe(`${records.map(() => '{"[EMPLOYEE_ID]":1,"[EMPLOYEE_ID]#2":2}').join('\n')}\n`);
      expect(r.results).toEqual(piiResults('MASK', EMP(12_000)));
    });

    it('property: any document keeps its shape and loses every planted id, in keys and values', async () => {
      const id = fc.integer({ min: 100_000, max: 999_999 }).map((n) => `EMP-${n}`);
      const key = fc.oneof(fc.string({ maxLength: 6 }), id, fc.constantFrom('[EMPLOYEE_ID]', '[EMPLOYEE_ID]#2'));
      const leaf = fc.oneof(fc.constant(null), fc.boolean(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.string({ maxLength: 6 }), id);
      const { node } = fc.letrec<{ node: unknown }>((tie) => ({
        node: fc.oneof({ depthSize: 'small' }, leaf, fc.array(tie('node'), { maxLength: 4 }), fc.dictionary(key, tie('node'), { maxKeys: 5 })),
      }));
      await fc.assert(
        fc.asyncProperty(node, async (value) => {
          const text = JSON.stringify(value);
          const r = await run('json', text);
          const parsed = JSON.parse(r.output) as unknown;
          expect(r.output).not.toMatch(/EMP-[0-9]{6}/);
          expect(shape(parsed)).toEqual(shape(JSON.parse(text)));
        }),
        { numRuns: 300 },
      );
    });
  });

  it(`accepts ${MAX_JSON_DEPTH} levels of nesting`, async () => {
    const input = `${'['.repeat(MAX_JSON_DEPTH - 1)}{"a":"EMP-123456"}${']'.repeat(MAX_JSON_DEPTH - 1)}`;
    const r = await run('json', input);
    expect(r.output).toBe(input.replace('EMP-123456', '[EMPLOYEE_ID]'));
  });

  describe('malformed JSON: MALFORMED_CONTENT with the line, never content', () => {
    it.each([
      ['an empty file', '', 1],
      ['whitespace only', '\n  \n', 1],
      ['a BOM only', '\uFEFF', 1],
      ['a trailing comma', '{\n  "a": "secret",\n  "b": 1,\n}', 4],
      ['a trailing comma in an array', '[\n"secret",\n]', 3],
      ['a comment', '{\n"a": "secret" // secret\n}', 2],
      ['a block comment', '/* secret */ {}', 1],
      ['single quotes', "{\n\n'secret': 1}", 3],
      ['an unterminated string', '{"a":\n"secret', 2],
      ['a raw newline inside a string', '["secret\nsecret"]', 1],
      ['a raw tab inside a string', '["secret\tsecret"]', 1],
      ['an invalid escape', '["secret\\x41"]', 1],
      ['a short \\u escape', '["secret\\u12"]', 1],
      ['NaN', '[1,\nNaN]', 2],
      ['a leading zero', '[\n\n01]', 3],
      ['a bare minus', '[-]', 1],
      ['a fraction without digits', '[1.]', 1],
      ['a leading plus', '[+1]', 1],
      ['an unquoted key', '{secret: 1}', 1],
      ['a missing colon', '{"secret" 1}', 1],
      ['a missing comma', '{"a": 1\n "secret": 2}', 2],
      ['two top-level values', '{}\n{"secret": 1}', 2],
      ['an unclosed object', '{"a": [1, 2]\n', 2],
      ['a mismatched bracket', '[1, 2}', 1],
      ['an unknown literal', '[tru]', 1],
      ['a literal with trailing letters', '[nullx]', 1],
      ['a non-JSON whitespace (NBSP)', '[1,\u00a02]', 1],
      ['a BOM in the middle', '[1]\uFEFF', 1],
    ])('%s', async (_name, input, line) => {
      for (const chunkSize of [undefined, 1]) {
        const err = await runError('json', input, chunkSize === undefined ? {} : { chunkSize });
        expect(err.code).toBe('MALFORMED_CONTENT');
        expect(err.details).toEqual({ line });
        expectNoContent(err, 'secret');
      }
    });

    it(`rejects nesting deeper than ${MAX_JSON_DEPTH} with a reason`, async () => {
      const err = await runError('json', `{"a":\n${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}}`);
      expect([err.code, err.details]).toEqual(['MALFORMED_CONTENT', { line: 2 }]);
      expect(err.message).toBe(`Malformed JSON: nesting deeper than ${MAX_JSON_DEPTH} levels, at line 2`);
    });

    it('rejects very deep nesting without overflowing the stack', async () => {
      const err = await runError('json', `${'[{"a":'.repeat(200_000)}`);
      expect([err.code, err.details]).toEqual(['MALFORMED_CONTENT', { line: 1 }]);
    });
  });

  it('one byte at a time gives the whole-buffer output', async () => {
    const input = Buffer.from('\uFEFF{\r\n "😀": ["한국어 EMP-123456", 1e400, "\\u0045MP-000002"],\r\n "n": 12345678901234567890\r\n}');
    expect(await outcome('json', input, { chunkSize: 1 })).toEqual(await outcome('json', input));
  });
});

describe('jsonl format', () => {
  it.each([
    ['PASS', '{"a":"hello"}\n[1,2]\n', '{"a":"hello"}\n[1,2]\n', 'PASS', piiResults('PASS')],
    ['empty file', '', '', 'PASS', piiResults('PASS')],
    [
      'MASK, blank lines preserved',
      '{"a":"EMP-123456"}\n\n   \n"EMP-654321"\n{"n": 12345678901234567890, "x": 1e400}\n',
      '{"a":"[EMPLOYEE_ID]"}\n\n   \n"[EMPLOYEE_ID]"\n{"n": 12345678901234567890, "x": 1e400}\n',
      'MASK',
      piiResults('MASK', EMP(2)),
    ],
    ['BLOCK', '{"a":"SECRET-ABCD"}\n{"b":"EMP-123456"}\n', '{"a":"SECRET-ABCD"}\n{"b":"[EMPLOYEE_ID]"}\n', 'BLOCK', piiResults('BLOCK', SECRET(1), EMP(1))],
    ['CRLF kept', '{"a":"EMP-123456"}\r\n\r\n{}\r\n', '{"a":"[EMPLOYEE_ID]"}\r\n\r\n{}\r\n', 'MASK', piiResults('MASK', EMP(1))],
    ['no trailing newline', '{}\n{"a":"EMP-123456"}', '{}\n{"a":"[EMPLOYEE_ID]"}', 'MASK', piiResults('MASK', EMP(1))],
    ['BOM kept', '\uFEFF{"a":"EMP-123456"}\n', '\uFEFF{"a":"[EMPLOYEE_ID]"}\n', 'MASK', piiResults('MASK', EMP(1))],
    ['emoji and Korean before values', '{"메모":"😀 한국어 EMP-123456"}\n', '{"메모":"😀 한국어 [EMPLOYEE_ID]"}\n', 'MASK', piiResults('MASK', EMP(1))],
  ] as const)('%s', async (_name, input, expected, action, results) => {
    for (const chunkSize of [undefined, 1]) {
      const r = await run('jsonl', input, chunkSize === undefined ? {} : { chunkSize });
      expect(r.output).toBe(expected);
      expect(r.action).toBe(action);
      expect(r.results).toEqual(results);
    }
  });

  it.each([
    ['a malformed line', '{"a":1}\n\n{"secret": }\n{}\n', 3],
    ['two values on one line', '{}\n{"a":"secret"} {"b":2}\n', 2],
    ['a value spread over lines', '{\n"a": "secret"}\n', 1],
    ['a trailing comma', '[1]\r\n[2]\r\n["secret",]\r\n', 3],
    ['nesting deeper than the limit', `{}\n${'['.repeat(MAX_JSON_DEPTH + 1)}\n`, 2],
  ])('malformed: %s → MALFORMED_CONTENT with the line, never content', async (_name, input, line) => {
    for (const chunkSize of [undefined, 1]) {
      const err = await runError('jsonl', input, chunkSize === undefined ? {} : { chunkSize });
      expect(err.code).toBe('MALFORMED_CONTENT');
      expect(err.details).toEqual({ line });
      expectNoContent(err, 'secret');
    }
  });

  it('one byte at a time gives the whole-buffer output', async () => {
    const input = Buffer.from('\uFEFF{"😀":"한국어 EMP-123456"}\r\n\r\n["EMP-000002", 1e400]\n"x"');
    expect(await outcome('jsonl', input, { chunkSize: 1 })).toEqual(await outcome('jsonl', input));
  });
});
