/**
 * Object keys (JSON, JSON Lines) and header cells (CSV, TSV) are parts like values: a MASK masks them in place,
 * structure preserved; a masked key is unique in its object (`#2`, `#3`, …); a BLOCK in a key blocks the file.
 * Run as jobs: HTTP intake, the worker, the S3 and DynamoDB emulators, the job record.
 */
import fc from 'fast-check';
import type { GuardianInput } from '../../functions/guardians/schema';
import type { LocalStack } from '../../functions/local/stack';
import { getObject, runJobThroughApi, TEST_SCOPES } from '../helpers/jobs';
import { createGuardianWithKey, startTestStack } from '../helpers/stack';

const GUARDIAN: GuardianInput = {
  name: 'batch-keys',
  processTypes: { input: { policies: ['pii'] } },
  policies: [
    {
      name: 'pii',
      type: 'PII',
      entities: {
        EMAIL_ADDRESS: { action: 'MASK' },
        PHONE_NUMBER: { action: 'MASK', operator: { type: 'placeholder' } },
        PERSON: { action: 'MASK' },
        LOCATION: { action: 'MASK' },
        STREET_ADDRESS: { action: 'MASK' },
        POSTAL_CODE: { action: 'MASK' },
        DATE_TIME: { action: 'MASK' },
        IP_ADDRESS: { action: 'MASK' },
        URL: { action: 'MASK' },
        PASSWORD: { action: 'MASK' },
        CREDIT_CARD: { action: 'BLOCK' },
        US_SSN: { action: 'BLOCK' },
      },
      customRules: [{ name: 'secret-code', pattern: 'SECRET-[A-Z]{4}', action: 'BLOCK' }],
    },
  ],
};

let stack: LocalStack;
let key: string;
beforeAll(async () => {
  stack = await startTestStack();
  key = await createGuardianWithKey(stack.store, GUARDIAN, 'acme');
  await stack.store.setStorageScopes('acme', TEST_SCOPES);
});
afterAll(() => stack.close());

let fileNo = 0;
/** Runs one job on `body` (a fresh source name each time) and returns its record and output text. */
async function runJob(extension: string, body: string): Promise<{ job: any; output: string | undefined }> {
  const job = await runJobThroughApi(stack, key, `keys-${++fileNo}.${extension}`, body, { on_pass: 'skip' });
  const output = job.tgt_s3_url === null ? undefined : (await getObject(stack.s3, job.tgt_s3_url))?.toString('utf8');
  return { job, output };
}

const EMAIL = (count: number) => ({
  rule_type: 'ENTITY',
  rule_name: 'EMAIL_ADDRESS',
  action: 'MASK',
  confidence: expect.any(Number),
  mask_word: '[EMAIL_ADDRESS]',
  alert_message: expect.any(String),
  count,
});

describe('keys and header cells in batch jobs', () => {
  it.each([
    ['json: an address as a key is masked, nesting kept', 'json', '{"users":{"x@y.com":{"role":"admin"}}}', '{"users":{"[EMAIL_ADDRESS]":{"role":"admin"}}}', 1],
    ['json: key and value masked alike', 'json', '{"x@y.com": "x@y.com"}\n', '{"[EMAIL_ADDRESS]": "[EMAIL_ADDRESS]"}\n', 2],
    [
      'json: two keys masking to one text are suffixed in order',
      'json',
      '{"a@b.com": 1, "c@d.com": [2], "e@f.com": {}}',
      '{"[EMAIL_ADDRESS]": 1, "[EMAIL_ADDRESS]#2": [2], "[EMAIL_ADDRESS]#3": {}}',
      3,
    ],
    [
      'json: a masked key never takes the name of a key left as is, before or after it',
      'json',
      '{"a@b.com": 1, "[EMAIL_ADDRESS]": 2, "c@d.com": 3, "[EMAIL_ADDRESS]#3": 4}',
      '{"[EMAIL_ADDRESS]#2": 1, "[EMAIL_ADDRESS]": 2, "[EMAIL_ADDRESS]#4": 3, "[EMAIL_ADDRESS]#3": 4}',
      2,
    ],
    ['json: the same key in two objects needs no suffix', 'json', '[{"a@b.com": 1}, {"a@b.com": 2}]', '[{"[EMAIL_ADDRESS]": 1}, {"[EMAIL_ADDRESS]": 2}]', 2],
    ['json: an escaped key is decoded before inspection', 'json', '{"a\\u0040b.com": true}', '{"[EMAIL_ADDRESS]": true}', 1],
    ['jsonl: keys masked on every line', 'jsonl', '{"x@y.com":{"n":1}}\r\n\n{"a":"b","c@d.com":null}\n', '{"[EMAIL_ADDRESS]":{"n":1}}\r\n\n{"a":"b","[EMAIL_ADDRESS]":null}\n', 2],
    ['csv: header cells masked, clashes suffixed', 'csv', 'id,x@y.com,"y@z.com"\n1,2,3\n', 'id,[EMAIL_ADDRESS],"[EMAIL_ADDRESS]#2"\n1,2,3\n', 2],
    ['tsv: header cells masked', 'tsv', 'id\tx@y.com\n1\tz@w.com\n', 'id\t[EMAIL_ADDRESS]\n1\t[EMAIL_ADDRESS]\n', 2],
  ])('%s', async (_name, extension, input, expected, count) => {
    const { job, output } = await runJob(extension, input);
    expect(job).toMatchObject({ status: 'COMPLETED', action: 'MASK' });
    expect(output).toBe(expected);
    expect(job.results).toEqual([{ policy_name: 'pii', policy_type: 'PII', action: 'MASK', detected_items: [EMAIL(count)] }]);
    if (extension === 'json') expect(() => JSON.parse(output!)).not.toThrow();
  });

  it('placeholders number keys like values; two spellings of one number in one object are suffixed', async () => {
    const { job, output } = await runJob(
      'json',
      '{"+1 650-253-0000": "a", "+1 (650) 253-0000": "b", "+44 20 7946 0958": "call +1 650 253 0000"}',
    );
    expect(job).toMatchObject({ status: 'COMPLETED', action: 'MASK' });
    expect(output).toBe('{"[PHONE_NUMBER_1]": "a", "[PHONE_NUMBER_1]#2": "b", "[PHONE_NUMBER_2]": "call [PHONE_NUMBER_1]"}');
  });

  it.each([
    ['json', '{"SECRET-ABCD": "x", "a@b.com": 1}'],
    ['jsonl', '{"a":1}\n{"b":{"SECRET-ABCD":2}}\n'],
    ['csv', 'id,SECRET-ABCD\n1,2\n'],
  ])('%s: a BLOCK in a key blocks the file like one in a value, nothing written', async (extension, input) => {
    const { job, output } = await runJob(extension, input);
    expect(job).toMatchObject({ status: 'COMPLETED', action: 'BLOCK', tgt_s3_url: null });
    expect(output).toBeUndefined();
    expect(job.results[0].detected_items).toContainEqual(
      expect.objectContaining({ rule_type: 'REGEX', rule_name: 'secret-code', action: 'BLOCK', count: 1 }),
    );
    expect(JSON.stringify(job)).not.toContain('SECRET-ABCD');
  });

  it.each([
    ['csv', ','],
    ['tsv', '\t'],
  ])('%s: header cells naming columns are words, not detections: unchanged, PASS', async (extension, d) => {
    const names = [
      'id', 'email', 'e-mail', 'name', 'first_name', 'last_name', 'full name', 'phone', 'phone_number', 'mobile', 'address',
      'street', 'city', 'country', 'zip', 'postal_code', 'date_of_birth', 'dob', 'ip_address', 'url', 'password', 'ssn',
      'credit_card', 'iban',
    ];
    const input = `${names.join(d)}\n${names.map((_, i) => String(i)).join(d)}\n`;
    const { job } = await runJob(extension, input);
    expect(job).toMatchObject({ status: 'COMPLETED', action: 'PASS', results: [] });
  });

  it('json: keys naming fields are words, not detections', async () => {
    const input = JSON.stringify({ email: 1, name: 2, phone: 3, address: { city: 4, zip: 5, country: 6 }, password: 7, dob: 8 });
    const { job } = await runJob('json', input);
    expect(job).toMatchObject({ status: 'COMPLETED', action: 'PASS', results: [] });
  });
});

// Property: random JSON documents with planted addresses in keys and values.

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * Filler words without vowels: the only personal data of a document is then its planted addresses. A word of any
 * letters may be a name or a place (`gus`, `lima`), which the Guardian's PERSON and LOCATION report, as they should.
 */
const word = fc.string({ unit: fc.constantFrom(...'bcdfghjklmnpqrstvwxz'), minLength: 1, maxLength: 8 });
const address = fc.tuple(word, word, fc.constantFrom('com', 'org', 'net')).map(([l, d, t]) => `${l}.x@${d}.${t}`);
/** Keys: plain words, planted addresses, and the masked forms themselves (to force clashes). */
const jsonKey = fc.oneof(
  { weight: 3, arbitrary: word },
  { weight: 3, arbitrary: address },
  { weight: 1, arbitrary: fc.constantFrom('[EMAIL_ADDRESS]', '[EMAIL_ADDRESS]#2', '[EMAIL_ADDRESS]#3') },
);
const stringValue = fc.oneof(word, address, fc.tuple(word, address).map(([w, a]) => `${w} ${a}, ${w}`));
const { doc } = fc.letrec<{ doc: Json; node: Json }>((tie) => ({
  doc: fc.oneof(fc.array(tie('node'), { maxLength: 4 }), fc.dictionary(jsonKey, tie('node'), { maxKeys: 6 })),
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    stringValue,
    fc.array(tie('node'), { maxLength: 4 }),
    fc.dictionary(jsonKey, tie('node'), { maxKeys: 6 }),
  ),
}));

/** Every address planted in keys and values. */
function planted(value: Json, into: Set<string> = new Set()): Set<string> {
  const add = (s: string) => {
    for (const m of s.matchAll(/[a-z]+\.x@[a-z]+\.(?:com|org|net)/g)) into.add(m[0]);
  };
  if (typeof value === 'string') add(value);
  else if (Array.isArray(value)) value.forEach((v) => planted(v, into));
  else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      add(k);
      planted(v, into);
    }
  }
  return into;
}

/** Same nesting, same key count per object, keys without an address kept in place, non-strings equal. */
function expectSameShape(out: unknown, src: Json): void {
  if (Array.isArray(src)) {
    expect(Array.isArray(out)).toBe(true);
    const arr = out as unknown[];
    expect(arr).toHaveLength(src.length);
    src.forEach((v, i) => expectSameShape(arr[i], v));
  } else if (src !== null && typeof src === 'object') {
    expect(out !== null && typeof out === 'object' && !Array.isArray(out)).toBe(true);
    const srcKeys = Object.keys(src);
    const outKeys = Object.keys(out as object);
    expect(outKeys).toHaveLength(srcKeys.length);
    srcKeys.forEach((k, i) => {
      if (!k.includes('@')) expect(outKeys[i]).toBe(k);
      expectSameShape((out as Record<string, unknown>)[outKeys[i]!], src[k]!);
    });
  } else if (typeof src === 'string') {
    expect(typeof out).toBe('string');
  } else {
    expect(out).toBe(src);
  }
}

it('property: random documents with planted addresses stay valid JSON of the same shape, with none left', async () => {
  await fc.assert(
    fc.asyncProperty(doc, fc.boolean(), async (value, jsonl) => {
      const text = jsonl ? `${JSON.stringify(value)}\n${JSON.stringify(value, null, 1).replaceAll('\n', ' ')}\n` : JSON.stringify(value, null, 2);
      const { job, output } = await runJob(jsonl ? 'jsonl' : 'json', text);
      const addresses = planted(value);
      expect(job).toMatchObject({ status: 'COMPLETED', action: addresses.size > 0 ? 'MASK' : 'PASS' });
      const result = output ?? text;
      for (const a of addresses) expect(result).not.toContain(a);
      const docs = jsonl ? result.split('\n').filter((l) => l.length > 0) : [result];
      expect(docs).toHaveLength(jsonl ? 2 : 1);
      for (const d of docs) expectSameShape(JSON.parse(d), value);
    }),
    { numRuns: 25 },
  );
});
