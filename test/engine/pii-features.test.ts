/** PII policy features at the engine: DETECT verdicts, overlap with acting rules, allow patterns, operator types. */
import { testCatalog } from '../helpers/catalog';
import { inspectText } from '../../functions/engine/inspect';
import { compilePiiPolicy } from '../../functions/engine/policies/pii';
import { piiPolicySchema } from '../../functions/engine/policies/pii-schema';

const policy = (doc: object) => compilePiiPolicy(piiPolicySchema.parse({ name: 'p', type: 'PII', ...doc }), testCatalog);

describe('DETECT', () => {
  it('reports PASS items, never masks, and the part stays PASS', () => {
    const p = policy({ customRules: [{ name: 'code', pattern: 'K-[0-9]{3}', action: 'DETECT' }] });
    const text = 'use K-123 now';
    const out = inspectText(text, [p]);
    expect(out.action).toBe('PASS');
    expect(out.processedContent).toBeUndefined();
    expect(out.results).toEqual([
      expect.objectContaining({ action: 'PASS', findings: [expect.objectContaining({ start: 4, end: 9, action: 'PASS', alertMessage: 'Custom rule code matched (detect only)' })] }),
    ]);
  });

  it('a detect-only finding never hides an overlapping finding that acts, even with a higher confidence', () => {
    const p = policy({
      customRules: [
        { name: 'wide', pattern: 'ID-[0-9]+-[A-Z]+', action: 'DETECT', confidence: 1 },
        { name: 'narrow', pattern: '[0-9]{4}', action: 'MASK', confidence: 0.6 },
      ],
    });
    const out = inspectText('x ID-1234-AB y', [p]);
    expect(out.action).toBe('MASK');
    expect(out.processedContent).toBe('x ID-[NARROW]-AB y');
  });
});

describe('a span inside another', () => {
  /** `ID-1234-AB` as a whole (`wide`) and its digits (`narrow`). */
  const rules = (narrow: { confidence: number; action?: string }, wide = 0.6) => [
    { name: 'wide', pattern: 'ID-[0-9]+-[A-Z]+', action: 'MASK', confidence: wide },
    { name: 'narrow', pattern: '[0-9]{4}', action: narrow.action ?? 'MASK', confidence: narrow.confidence },
  ];

  it('does not cost the other its words: the container wins over a more confident span it holds', () => {
    expect(inspectText('x ID-1234-AB y', [policy({ customRules: rules({ confidence: 0.9 }) })]).processedContent).toBe('x [WIDE] y');
  });

  it('unless the span it holds is certain (confidence 1) and the container is not: a token inside a URL keeps its name', () => {
    expect(inspectText('x ID-1234-AB y', [policy({ customRules: rules({ confidence: 1 }) })]).processedContent).toBe('x ID-[NARROW]-AB y');
  });

  it('a city inside a street address leaves no street or postcode in clear', () => {
    const p = policy({ entities: { LOCATION: { action: 'MASK' }, STREET_ADDRESS: { action: 'MASK' }, UK_POSTCODE: { action: 'MASK' } } });
    expect(inspectText('We moved to 9 Kelso Road, Edinburgh EH3 7RD last year.', [p]).processedContent).toBe('We moved to [STREET_ADDRESS] last year.');
  });

  it('unless the span it holds acts more strongly: a BLOCK inside a MASK decides the verdict', () => {
    const out = inspectText('x ID-1234-AB y', [policy({ customRules: rules({ confidence: 0.6, action: 'BLOCK' }, 1) })]);
    expect(out.action).toBe('BLOCK');
    expect(out.results[0]!.findings.map((f) => [f.start, f.end, f.action])).toEqual([[5, 9, 'BLOCK']]);
  });
});

describe('allowPatterns', () => {
  it.each([
    ['full match allowed', 'EMP-000001', []],
    ['partial match is not enough', 'EMP-0000012', [[0, 11]]],
    ['(?i) makes a pattern case-insensitive', 'emp-999999', []],
  ])('%s', (_name, text, spans) => {
    const p = policy({
      customRules: [{ name: 'emp', pattern: 'EMP-[0-9]{6,7}', action: 'MASK', caseInsensitive: true }],
      allowPatterns: ['EMP-00000[0-9]', '(?i)emp-9+'],
    });
    expect(p.inspect(text).map((f) => [f.start, f.end])).toEqual(spans);
  });
});

it('operatorTypes lists what the rules may apply', () => {
  const p = policy({
    entities: { EMAIL_ADDRESS: { action: 'MASK', operator: { type: 'pseudonym' } }, US_SSN: { action: 'BLOCK' } },
    denyList: { values: ['x'], action: 'MASK', operator: { type: 'placeholder' } },
  });
  expect([...p.operatorTypes!].sort()).toEqual(['placeholder', 'pseudonym', 'replace']);
});

describe('custom rule context words', () => {
  // Confidence 0.3 is under the policy's 0.5 until a context word adds 0.35; a short word counts only as a word.
  const p = policy({ customRules: [{ name: 'ticket', pattern: '[0-9]{6}', action: 'MASK', confidence: 0.3, context: ['tkt', 'ticket'] }] });
  it.each([
    ['a short word', 'TKT 123456', 'TKT [TICKET]'],
    ['a short word in camel case', 'supportTkt: 123456', 'supportTkt: [TICKET]'],
    ['a short word inside another', 'atktx 123456', undefined],
    ['a long word inside another', 'tickets: 123456', 'tickets: [TICKET]'],
    ['no word', 'order 123456', undefined],
    // The same context step as the built-in detectors: a label written after the value counts too.
    ['a label after the value', '123456 (ticket)', '[TICKET] (ticket)'],
  ])('%s: %j', (_name, text, masked) => {
    expect(inspectText(text, [p]).processedContent).toBe(masked);
  });

  it('a custom rule and a built-in detector get the same score from the same context word', () => {
    const both = policy({
      entities: { US_SSN: { action: 'MASK', minConfidence: 0 } },
      customRules: [{ name: 'emp', pattern: 'E[0-9]{6}', action: 'MASK', confidence: 0.5, context: ['ssn'] }],
      minConfidence: 0,
    });
    const scores = (text: string) => inspectText(text, [both], { explain: true }).results[0]!.findings.map((f) => [f.ruleName, f.confidence]);
    // US_SSN's unlabelled base score is its own; both rise by the same boost with `ssn` beside them.
    const bare = Object.fromEntries(scores('id E123456 and 536-22-8726'));
    const labelled = Object.fromEntries(scores('ssn E123456 and ssn 536-22-8726'));
    expect(labelled.emp).toBeCloseTo(Math.min(1, Math.max(0.4, bare.emp + 0.35)));
    expect(labelled.US_SSN).toBeCloseTo(Math.min(1, Math.max(0.4, bare.US_SSN + 0.35)));
  });
});
