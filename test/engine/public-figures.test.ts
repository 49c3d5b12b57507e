/**
 * Public figures named as a topic are not reported as PERSON (functions/engine/public-figures.ts), through a PII
 * policy as a Guardian compiles it. The sentences are written here (not from any evaluation set or bench list).
 */
import { testCatalog } from '../helpers/catalog';
import { compilePiiPolicy } from '../../functions/engine/policies/pii';
import { piiPolicySchema } from '../../functions/engine/policies/pii-schema';

function policy(extra: Record<string, unknown> = {}) {
  const config = piiPolicySchema.parse({
    name: 'names',
    type: 'PII',
    entities: { PERSON: { action: 'MASK' }, LOCATION: { action: 'MASK' }, PHONE_NUMBER: { action: 'MASK' }, EMAIL_ADDRESS: { action: 'MASK' }, US_SSN: { action: 'MASK' } },
    ...extra,
  });
  return compilePiiPolicy(config, testCatalog);
}

const persons = (text: string, extra?: Record<string, unknown>) =>
  policy(extra)
    .inspect(text)
    .filter((f) => f.ruleName === 'PERSON')
    .map((f) => text.slice(f.start, f.end));

describe('public figures (publicFigures: keep, the default)', () => {
  // Each case: the names reported by default, and with `publicFigures: 'mask'` (every name the detectors find).
  it.each<[string, string[], string[]]>([
    // A well-known person named in full, in a text with nothing else identifying: not reported.
    ["In five bullet points, what was Charles Dickens's childhood like?", [], ['Charles Dickens']],
    ['Was Johannes Kepler right about the orbits of the planets?', [], ['Johannes Kepler']],
    ['Write a dialogue between Jane Austen and Mark Twain about marriage.', [], ['Jane Austen', 'Mark Twain']],
    // The last word of such a name, later in the same text, is the same person.
    ['Explain what Charles Darwin saw in the Galapagos. Why did Darwin wait so long to publish?', [], ['Charles Darwin', 'Darwin']],
    ['Why did Martin Luther King Jr. go to Memphis?', [], ['Martin Luther King']],
    // Everyone else in the text is still a name.
    ['Priya Raman asked me to explain Albert Einstein to her son.', ['Priya Raman'], ['Priya Raman', 'Albert Einstein']],
    // A name WordNet knows but that many users share (a commonplace first name and surname) stays a name.
    ['John Smith asked about the refund.', ['John Smith'], ['John Smith']],
    // Something identifying in the same text: every name stays masked, famous or not.
    ['Patient Isaac Newton, call 415-555-0134 about the results.', ['Isaac Newton'], ['Isaac Newton']],
    ['Forward the invoice to Charles Darwin at charles.darwin@example.com please.', ['Charles Darwin'], ['Charles Darwin']],
    ['Charles Dickens, SSN 536-22-8812, asked for his file.', ['Charles Dickens'], ['Charles Dickens']],
    // An AI assistant addressed by name is no person, whatever else the text holds; the same name otherwise is.
    ['Hey Claude, draft a reply to Priya Raman at priya@example.com.', ['Priya Raman'], ['Claude', 'Priya Raman']],
    ['Gemini, summarise this thread for Tom Okafor.', ['Tom Okafor'], ['Gemini', 'Tom Okafor']],
    ['My colleague Claude, our CFO, signed it.', ['Claude'], ['Claude']],
  ])('%j', (text, kept, masked) => {
    expect(persons(text)).toEqual(kept);
    expect(persons(text, { publicFigures: 'mask' })).toEqual(masked);
  });

  it('is the default of a policy compiled without the schema', () => {
    const config = { name: 'names', type: 'PII' as const, entities: { PERSON: { action: 'MASK' as const } }, customRules: [], minConfidence: 0.5, allowList: [] };
    const text = 'Was Johannes Kepler right about the orbits of the planets?';
    expect(compilePiiPolicy(config, testCatalog).inspect(text)).toEqual([]);
    expect(compilePiiPolicy({ ...config, publicFigures: 'mask' }, testCatalog).inspect(text)).toHaveLength(1);
  });

  it("an operator's custom rule or deny-list phrase in the text counts as identifying", () => {
    const text = 'Charles Dickens, member EMP-48213, asked about the library.';
    const customRules = [{ name: 'employee-id', pattern: 'EMP-\\d{5}', action: 'MASK' }];
    expect(persons(text, { customRules })).toEqual(['Charles Dickens']);
    expect(persons(text, { denyList: { values: ['library'], action: 'MASK' } })).toEqual(['Charles Dickens']);
    expect(persons(text)).toEqual([]);
  });

  it('rejects an unknown setting', () => {
    expect(() => policy({ publicFigures: 'hide' })).toThrow();
  });
});

describe('the public-figures table', () => {
  // As packed (test/engine/packed-data.test.ts checks it is what bin/pack-data.ts `publicFigures` builds).
  const { names, notice } = testCatalog.tables.read('public-figures');

  it('holds full names only, written as names, and carries WordNet’s notice', () => {
    expect(names.length).toBeGreaterThan(4000);
    for (const name of names) {
      expect(name.split(' ').length).toBeGreaterThanOrEqual(2);
      expect(name).not.toMatch(/\d|_/);
    }
    expect(notice).toContain('Princeton University');
  });

  it('leaves out commonplace names and keeps distinctive ones', () => {
    expect(names).not.toContain('John Smith');
    expect(names).not.toContain('George Bush');
    expect(names).toEqual(expect.arrayContaining(['Charles Dickens', 'Johannes Kepler', 'Martin Luther King']));
  });
});
