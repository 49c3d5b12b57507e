/** CSV and TSV: quoting preserved byte for byte, each cell (header cells too) inspected, skip/entity columns, errors. */
import fc from 'fast-check';
import { ENTITY_COLUMNS_POLICY_NAME } from '../../../functions/jobs/formats';
import { EMP, expectNoContent, outcome, piiResults, policy, run, runError, SECRET } from './helpers';

const PERSON = (count: number) => ({
  policy_name: ENTITY_COLUMNS_POLICY_NAME,
  policy_type: 'PII',
  action: 'MASK',
  detected_items: [
    {
      rule_type: 'ENTITY',
      rule_name: 'PERSON',
      action: 'MASK',
      confidence: 1,
      mask_word: '[PERSON]',
      alert_message: 'PERSON detected (masked)',
      count,
    },
  ],
});

describe('csv format', () => {
  it.each([
    ['PASS: copied unchanged', 'id,text\n1,hello\n2,"quoted, with comma"\n', 'id,text\n1,hello\n2,"quoted, with comma"\n', 'PASS', piiResults('PASS')],
    ['empty file', '', '', 'PASS', piiResults('PASS')],
    ['header only: its cells are inspected', 'EMP-123456,b\n', '[EMPLOYEE_ID],b\n', 'MASK', piiResults('MASK', EMP(1))],
    ['a header cell that names a column is not masked for being a word', 'email,name,phone\n1,2,3\n', 'email,name,phone\n1,2,3\n', 'PASS', piiResults('PASS')],
    [
      'masked header cells clashing with each other or with a header left as is get #2, #3',
      '[EMPLOYEE_ID],EMP-123456,"EMP-654321",x\nEMP-000001,a,b,c\n',
      '[EMPLOYEE_ID],[EMPLOYEE_ID]#2,"[EMPLOYEE_ID]#3",x\n[EMPLOYEE_ID],a,b,c\n',
      'MASK',
      piiResults('MASK', EMP(3)),
    ],
    ['a masked header cell needing quotes is quoted', 'a,"EMP-123456"\n', 'a,"[EMPLOYEE_ID]"\n', 'MASK', piiResults('MASK', EMP(1))],
    ['BLOCK in a header cell: copied unchanged, verdict BLOCK', 'SECRET-ABCD,b\n1,2\n', 'SECRET-ABCD,b\n1,2\n', 'BLOCK', piiResults('BLOCK', SECRET(1))],
    ['MASK: unquoted cell stays unquoted', 'id,text\n1,EMP-123456\n', 'id,text\n1,[EMPLOYEE_ID]\n', 'MASK', piiResults('MASK', EMP(1))],
    ['quoted cell changed stays quoted', 'id,text\n1,"EMP-123456"\n', 'id,text\n1,"[EMPLOYEE_ID]"\n', 'MASK', piiResults('MASK', EMP(1))],
    [
      'quoted unchanged cells keep their exact quoting, even when quotes were not needed',
      'a,b,c\n"x","y ""z""",EMP-123456\n',
      'a,b,c\n"x","y ""z""",[EMPLOYEE_ID]\n',
      'MASK',
      piiResults('MASK', EMP(1)),
    ],
    [
      'a changed cell with a delimiter, escaped quotes and a newline',
      'a,b\n"id, ""EMP-123456""\nnext line",x\n',
      'a,b\n"id, ""[EMPLOYEE_ID]""\nnext line",x\n',
      'MASK',
      piiResults('MASK', EMP(1)),
    ],
    [
      'BLOCK: blocked cells copied unchanged, verdict BLOCK',
      'a,b\nSECRET-ABCD,EMP-123456\n',
      'a,b\nSECRET-ABCD,[EMPLOYEE_ID]\n',
      'BLOCK',
      piiResults('BLOCK', SECRET(1), EMP(1)),
    ],
    [
      'ragged rows preserved (short, long, blank), extra cells inspected',
      'a,b\n1\n\n1,2,3,EMP-123456\n,\n',
      'a,b\n1\n\n1,2,3,[EMPLOYEE_ID]\n,\n',
      'MASK',
      piiResults('MASK', EMP(1)),
    ],
    ['CRLF kept', 'a,b\r\n1,EMP-123456\r\n', 'a,b\r\n1,[EMPLOYEE_ID]\r\n', 'MASK', piiResults('MASK', EMP(1))],
    ['mixed record ends and a lone CR kept', 'a\r1\nEMP-123456\r\n2\r', 'a\r1\n[EMPLOYEE_ID]\r\n2\r', 'MASK', piiResults('MASK', EMP(1))],
    ['no trailing newline', 'a,b\n1,EMP-123456', 'a,b\n1,[EMPLOYEE_ID]', 'MASK', piiResults('MASK', EMP(1))],
    ['trailing delimiter at the end', 'a,b\n1,', 'a,b\n1,', 'PASS', piiResults('PASS')],
    ['quoted last cell without newline', 'a\n"EMP-123456"', 'a\n"[EMPLOYEE_ID]"', 'MASK', piiResults('MASK', EMP(1))],
    ['CRLF inside a quoted cell kept', 'a\n"x\r\nEMP-123456"\r\n', 'a\n"x\r\n[EMPLOYEE_ID]"\r\n', 'MASK', piiResults('MASK', EMP(1))],
    ['BOM kept', '\uFEFFa,b\n1,EMP-123456\n', '\uFEFFa,b\n1,[EMPLOYEE_ID]\n', 'MASK', piiResults('MASK', EMP(1))],
    [
      'emoji and Korean before values',
      '이름,메모\n😀 김,"한국어 😀 EMP-123456"\n',
      '이름,메모\n😀 김,"한국어 😀 [EMPLOYEE_ID]"\n',
      'MASK',
      piiResults('MASK', EMP(1)),
    ],
    ['empty quoted cell', 'a,b\n"",EMP-123456\n', 'a,b\n"",[EMPLOYEE_ID]\n', 'MASK', piiResults('MASK', EMP(1))],
  ] as const)('%s', async (_name, input, expected, action, results) => {
    for (const chunkSize of [undefined, 1, 2]) {
      const r = await run('csv', input, chunkSize === undefined ? {} : { chunkSize });
      expect(r.output).toBe(expected);
      expect(r.action).toBe(action);
      expect(r.results).toEqual(results);
    }
  });

  it('quotes a changed unquoted cell when the new value needs quoting', async () => {
    const policies = [policy({ customRules: [{ name: 'employee-id', pattern: 'EMP-[0-9]{6}', action: 'MASK', maskWord: '<id, "redacted">' }] })];
    const r = await run('csv', 'a,b\nx EMP-123456,y\n', { policies });
    expect(r.output).toBe('a,b\n"x <id, ""redacted"">",y\n');
  });

  it('skip columns are copied unchanged; entity columns are masked whole', async () => {
    const input = [
      'id,"name",note,text',
      '1,Jane Doe,EMP-111111,EMP-222222',
      '2,"Kim, ""Minji""",,x',
      '3,,  ,"EMP-333333"',
      '4,   ,SECRET-ABCD,y,EMP-444444',
      '',
    ].join('\r\n');
    const r = await run('csv', input, { delimited: { skipColumns: ['note'], entityColumns: { name: 'PERSON' } } });
    expect(r.output).toBe(
      [
        'id,"name",note,text',
        '1,[PERSON],EMP-111111,[EMPLOYEE_ID]',
        '2,"[PERSON]",,x',
        '3,,  ,"[EMPLOYEE_ID]"',
        '4,   ,SECRET-ABCD,y,[EMPLOYEE_ID]',
        '',
      ].join('\r\n'),
    );
    // The skipped SECRET-ABCD is not inspected, so nothing blocks; the blank entity cell is left alone.
    expect(r.action).toBe('MASK');
    expect(r.results).toEqual([PERSON(2), ...piiResults('MASK', EMP(3))]);
  });

  it("entity columns mask their cells with the policy's own operator for the entity, numbered with the file's free text", async () => {
    const policies = [policy({ entities: { PERSON: { action: 'MASK', operator: { type: 'placeholder' } } } })];
    const input = 'name,note\nJane Doe,Please call Jane Doe today\nKim Minji,ok\n';
    const r = await run('csv', input, { policies, delimited: { entityColumns: { name: 'PERSON' } } });
    expect(r.output).toBe('name,note\n[PERSON_1],Please call [PERSON_1] today\n[PERSON_2],ok\n');
  });

  it('an entity no policy lists is masked with its name', async () => {
    const policies = [policy({ entities: { PERSON: { action: 'MASK', operator: { type: 'placeholder' } } } })];
    const r = await run('csv', 'id,n\n1,A-1\n', { policies, delimited: { entityColumns: { n: 'US_PASSPORT' } } });
    expect(r.output).toBe('id,n\n1,[US_PASSPORT]\n');
  });

  it('an entity column named by the first header cell works after a BOM', async () => {
    const r = await run('csv', '\uFEFFemail,b\njane@example.com,x\n', { delimited: { entityColumns: { email: 'EMAIL_ADDRESS' } } });
    expect(r.output).toBe('\uFEFFemail,b\n[EMAIL_ADDRESS],x\n');
  });

  describe('malformed CSV: MALFORMED_CONTENT with the line where the record starts, never content', () => {
    it.each([
      ['an unclosed quote', 'h\n"a\nb"\n"unclosed secret\nmore\n', 4],
      ['a stray quote in an unquoted field', 'a,b\n1,2\n3,x"secret\n', 3],
      ['a character after the closing quote', 'a,b\r\n"x\ny","secret"z\n', 2],
      ['a quote after a space (RFC 4180 strict)', 'a,b\n1, "secret"\n', 2],
    ])('%s', async (_name, input, line) => {
      for (const chunkSize of [undefined, 1]) {
        const err = await runError('csv', input, chunkSize === undefined ? {} : { chunkSize });
        expect(err.code).toBe('MALFORMED_CONTENT');
        expect(err.details).toEqual({ line });
        expectNoContent(err, 'secret', 'more');
      }
    });
  });
});

describe('tsv format', () => {
  it.each([
    ['PASS', 'id\ttext\n1\thello, world\n', 'id\ttext\n1\thello, world\n', 'PASS', piiResults('PASS')],
    ['MASK', 'id\ttext\r\n1\tEMP-123456\r\n', 'id\ttext\r\n1\t[EMPLOYEE_ID]\r\n', 'MASK', piiResults('MASK', EMP(1))],
    [
      'quoted cell with a tab and a newline',
      'a\tb\n"x\tEMP-123456\ny"\tz\n',
      'a\tb\n"x\t[EMPLOYEE_ID]\ny"\tz\n',
      'MASK',
      piiResults('MASK', EMP(1)),
    ],
    ['commas are ordinary characters', 'a\tb\n1,2\tx, y\n', 'a\tb\n1,2\tx, y\n', 'PASS', piiResults('PASS')],
    ['BLOCK', 'a\nSECRET-ABCD\n', 'a\nSECRET-ABCD\n', 'BLOCK', piiResults('BLOCK', SECRET(1))],
  ] as const)('%s', async (_name, input, expected, action, results) => {
    const r = await run('tsv', input);
    expect(r.output).toBe(expected);
    expect(r.action).toBe(action);
    expect(r.results).toEqual(results);
  });

  it('skip and entity columns', async () => {
    const r = await run('tsv', 'name\tnote\nJane\tEMP-123456\n', {
      delimited: { skipColumns: ['note'], entityColumns: { name: 'PERSON' } },
    });
    expect(r.output).toBe('name\tnote\n[PERSON]\tEMP-123456\n');
    expect(r.results).toEqual([PERSON(1)]);
  });

  it('a stray quote is malformed, with the line', async () => {
    const err = await runError('tsv', 'a\tb\n1\t5" screen\n');
    expect([err.code, err.details]).toEqual(['MALFORMED_CONTENT', { line: 2 }]);
  });
});

describe('chunk boundaries (fast-check): any split of any CSV gives the same outcome', () => {
  const fragment = fc.constantFrom(',', '"', '""', '\n', '\r\n', '\r', 'a', ' ', 'EMP-123456', '😀', '한', '\t', 'é');
  const content = fc
    .tuple(fc.boolean(), fc.array(fragment, { maxLength: 40 }))
    .map(([bom, parts]) => Buffer.from((bom ? '\uFEFF' : '') + parts.join('')));
  const cuts = fc.array(fc.nat({ max: 400 }), { maxLength: 12 });

  for (const format of ['csv', 'tsv'] as const) {
    it(`${format}: split anywhere, same output or same error`, async () => {
      await fc.assert(
        fc.asyncProperty(content, cuts, async (input, at) => {
          expect(await outcome(format, input, { cuts: at })).toEqual(await outcome(format, input));
        }),
        { numRuns: 300 },
      );
    });
  }

  it('csv without detections is copied byte for byte whenever it parses', async () => {
    const clean = fc
      .array(fc.constantFrom(',', '"', '""', '\n', '\r\n', '\r', 'a', ' ', '😀', '한'), { maxLength: 40 })
      .map((parts) => Buffer.from(parts.join('')));
    await fc.assert(
      fc.asyncProperty(clean, async (input) => {
        const o = (await outcome('csv', input)) as { output?: string };
        if (o.output !== undefined) expect(o.output).toBe(input.toString('hex'));
      }),
      { numRuns: 300 },
    );
  });

  it('one byte at a time gives the whole-buffer output', async () => {
    const input = Buffer.from('\uFEFFid,"메모"\r\n1,"😀 a, ""EMP-123456""\r\nb"\r\n2,EMP-000002\n3,"x"\r');
    const options = { delimited: { entityColumns: { id: 'ID' } } };
    expect(await outcome('csv', input, { ...options, chunkSize: 1 })).toEqual(await outcome('csv', input, options));
  });
});
