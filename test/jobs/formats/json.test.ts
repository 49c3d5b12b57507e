/** JSON and JSON Lines: string values masked in place, everything else byte for byte, strict syntax. */
import { MAX_JSON_DEPTH } from '../../../functions/jobs/formats/json-scan';
import { EMP, expectNoContent, outcome, piiResults, run, runError, SECRET } from './helpers';

describe('json format', () => {
  it.each([
    ['PASS: copied unchanged', '{"a": "hello", "b": [1, true, null]}\n', '{"a": "hello", "b": [1, true, null]}\n', 'PASS', piiResults('PASS')],
    [
      'MASK: string values masked, keys never inspected',
      '{"EMP-123456": "id EMP-654321", "list": ["EMP-000001", "ok"]}',
      '{"EMP-123456": "id [EMPLOYEE_ID]", "list": ["[EMPLOYEE_ID]", "ok"]}',
      'MASK',
      piiResults('MASK', EMP(2)),
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
