import { testCatalog } from './catalog';
/**
 * The shared detector conformance suite. Every detector's test file calls `describeDetector(detector)`; it
 * checks the detector's shape, runs its own examples with exact span assertions (never snapshots), shifts
 * every positive behind a prefix of astral characters, combining marks and Korean, and times the detector on
 * adversarial input as a ReDoS / linearity guard.
 */
import fc from 'fast-check';
import { passesGates, prepareDetector, runDetector } from '../../functions/engine/detectors/run';
import { TextIndex } from '../../functions/engine/text-index';
import { createAnalyzer } from '../../functions/engine/analyze';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Candidate, Detector, DetectorExamples } from '../../functions/engine/detectors/types';

/**
 * Emoji (surrogate pairs and a ZWJ sequence), Korean and a combining acute accent: spans after it must shift
 * by exactly `UNICODE_PREFIX.length` UTF-16 code units.
 */
export const UNICODE_PREFIX = '😀👩‍💻 한국어 테스트 e\u0301 ';

/** Size of each adversarial input. */
export const ADVERSARIAL_SIZE = 100_000;
/** A generous bound: this catches super-linear backtracking, it is not a speed benchmark. */
export const ADVERSARIAL_BOUND_MS = 2000;

function fill(unit: string, size = ADVERSARIAL_SIZE): string {
  return unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
}

/** Inputs known to trigger catastrophic backtracking in naive PII patterns (emails, numbers, IPs, URLs). */
export const ADVERSARIAL_INPUTS: readonly { readonly name: string; readonly text: string }[] = [
  { name: 'lower-case letters', text: fill('a') },
  { name: 'upper-case letters', text: fill('A') },
  { name: 'digits', text: fill('1') },
  { name: 'digits separated by -', text: fill('1-') },
  { name: 'digits separated by space', text: fill('1 ') },
  { name: 'digits separated by .', text: fill('1.') },
  { name: 'short digit groups between letters', text: fill('1 1 1 1 1 1 1 1 1 1 1 1 a ') },
  { name: 'hex', text: fill('0123456789abcdef') },
  { name: 'hex and colons', text: fill('ab12:') },
  { name: '@ runs', text: fill('@') },
  { name: 'dots', text: fill('.') },
  { name: 'a@a.a@ repeated', text: fill('a@a.a@') },
  { name: 'local part then @', text: fill('a.') + '@' },
  { name: 'digit-letter alternation', text: fill('1a') },
  { name: 'upper-case letter-digit alternation', text: fill('A1') },
  { name: 'scheme repeated', text: fill('http://a') },
  { name: 'www repeated', text: fill('www.') },
  { name: 'prefix-like', text: fill('AKIA') },
];

/** What the pipeline's findings carry besides spans and scores (not under test here). */
const PIPELINE_ITEM = { action: 'MASK', ruleType: 'ENTITY', ruleName: 'TEST', maskWord: '[TEST]', alertMessage: 'test' } as const;

function spans(cs: readonly Candidate[]): [number, number][] {
  return cs.map((c) => [c.start, c.end]);
}

/** The same detector with every pattern's `digitRunStart` anchor (and `lettersBefore`) removed: each pattern scans the whole text. */
function withoutAnchors(detector: Detector): Detector {
  return { ...detector, patterns: detector.patterns.map(({ name, regex, score }) => ({ name, regex, score })) };
}

/** The detector without its requirements (its patterns' included), so adversarial input reaches the patterns and finder. */
function withoutFilters(detector: Detector): Detector {
  const { requires: _requires, ...rest } = detector;
  return { ...rest, patterns: rest.patterns.map(({ requires: _patternRequires, ...pattern }) => pattern) };
}

/** The detector's requirements hold for `text` (the pipeline's step 2). */
export function gatesPass(detector: Detector, text: string): boolean {
  return passesGates(prepareDetector(detector), new TextIndex(text, { tables: testCatalog.tables }));
}

/**
 * Characters joined with a detector's example pieces into random texts (`examplePieces`): separators, letters of
 * both cases, digits, and characters outside ASCII (an accented letter, Hangul, a fullwidth digit, a dotless ı and
 * a long s, which case-fold onto ASCII letters in some regexes).
 */
const FILLER_PIECES = [...' -./:+()\n\tazAZ09', 'é', '한', '０', '\u0131', '\u017f', '\u0130', '\u212a', '  '];

/**
 * Pieces of random texts for a detector's requirements check: its positive texts and values, its negative
 * examples, the halves of each value and negative (a value cut at a separator or a letter), and FILLER_PIECES.
 */
export function examplePieces(examples: DetectorExamples): string[] {
  const whole = [...examples.positive.map((p) => p.text), ...examples.positive.flatMap((p) => p.values), ...examples.negative];
  const halves = whole.flatMap((w) => [w.slice(0, w.length >> 1), w.slice(w.length >> 1)]).filter((h) => h.length > 0);
  return [...new Set([...whole, ...halves, ...FILLER_PIECES])];
}

/**
 * Requirements must still hide no match: on random texts joined from `pieces` (values, near misses, the
 * characters around them), the detector finds what it finds without its requirements.
 */
export function expectFiltersHideNoMatch(detector: Detector, pieces: readonly string[], numRuns = 2000): void {
  const raw = withoutFilters(detector);
  fc.assert(
    fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 12 }), (parts) => {
      const text = parts.join('');
      expect(runDetector(detector, text, testCatalog.tables)).toEqual(runDetector(raw, text, testCatalog.tables));
    }),
    { numRuns },
  );
}

const DETECTORS_DIR = join(__dirname, '../../functions/engine/detectors');
let examplesByDetector: Map<Detector, DetectorExamples> | undefined;

/**
 * A detector's examples: the `<name>Examples` export beside `<name>` in its module, a function returning them.
 * They are test fixtures, kept next to the detector (one file per detector) but off the runtime object and
 * behind a function (so esbuild can drop them even where building them calls `slice` or `replace`): Lambda
 * bundles leave them out (test/lib/bundle-budget.test.ts).
 */
export function examplesOf(detector: Detector): DetectorExamples {
  if (!examplesByDetector) {
    examplesByDetector = new Map();
    const files = readdirSync(DETECTORS_DIR, { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.ts') && !f.startsWith('data'),
    );
    for (const file of files) {
      const mod = require(join(DETECTORS_DIR, file)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(mod)) {
        const examples = mod[`${name}Examples`];
        if (typeof examples === 'function' && typeof value === 'object' && value !== null && 'entity' in value) {
          examplesByDetector.set(value as Detector, (examples as () => DetectorExamples)());
        }
      }
    }
  }
  const examples = examplesByDetector.get(detector);
  if (!examples) throw new Error(`detector ${detector.id}: its module exports no <name>Examples beside it`);
  return examples;
}

export function describeDetector(detector: Detector): void {
  const examples = examplesOf(detector);
  describe(`detector ${detector.id} (conformance)`, () => {
    describe('shape', () => {
      it('has a kebab-case id and a SCREAMING_SNAKE entity', () => {
        expect(detector.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
        expect(detector.entity).toMatch(/^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/);
      });

      it('has at least one pattern or a finder', () => {
        expect(detector.patterns.length > 0 || detector.find !== undefined).toBe(true);
      });

      if (detector.patterns.length > 0) {
        it.each(detector.patterns.map((p) => [p.name, p] as const))(
          'pattern %s is global and scores in [0, 1]',
          (_name, p) => {
            expect(p.regex.flags).toContain('g');
            expect(p.score).toBeGreaterThanOrEqual(0);
            expect(p.score).toBeLessThanOrEqual(1);
            expect(p.name).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
          },
        );
      }

      it('has non-empty lower-case context words without U+0000', () => {
        for (const word of detector.context) {
          expect(word.length).toBeGreaterThan(0);
          expect(word).toBe(word.toLowerCase());
          expect(word).not.toContain('\u0000');
        }
      });

      it('carries several positive and negative examples', () => {
        expect(examples.positive.length).toBeGreaterThanOrEqual(3);
        expect(examples.negative.length).toBeGreaterThanOrEqual(3);
      });
    });

    describe('positive examples', () => {
      it.each(examples.positive.map((p) => [p.text, p.values] as const))(
        'finds exactly the expected values in %j',
        (text, values) => {
          const found = runDetector(detector, text, testCatalog.tables);
          expect(found.map((c) => text.slice(c.start, c.end))).toEqual(values);
          for (const c of found) {
            expect(Number.isInteger(c.start)).toBe(true);
            expect(Number.isInteger(c.end)).toBe(true);
            expect(c.start).toBeLessThan(c.end);
            expect(c.score).toBeGreaterThanOrEqual(0);
            expect(c.score).toBeLessThanOrEqual(1);
            expect(c.pattern.length).toBeGreaterThan(0);
          }
        },
      );

      it.each(examples.positive.map((p) => [p.text, p.values] as const))(
        'the analysis pipeline, threshold 0, reports the same spans: %j',
        (text) => {
          const analyzer = createAnalyzer([
            { detector, minConfidence: 0, allowListApplies: true, operatorDefined: false, item: PIPELINE_ITEM },
          ], { tables: testCatalog.tables });
          expect(analyzer.analyze(text).map((f) => [f.start, f.end])).toEqual(spans(runDetector(detector, text, testCatalog.tables)));
        },
      );

      it.each(examples.positive.map((p) => [p.text, p.values] as const))(
        'shifts spans by exactly the prefix length behind emoji, Korean and combining marks: %j',
        (text, values) => {
          const base = runDetector(detector, text, testCatalog.tables);
          const shifted = runDetector(detector, UNICODE_PREFIX + text, testCatalog.tables);
          const expected = spans(base).map(([s, e]) => [s + UNICODE_PREFIX.length, e + UNICODE_PREFIX.length]);
          expect(spans(shifted)).toEqual(expected);
          const prefixed = UNICODE_PREFIX + text;
          expect(shifted.map((c) => prefixed.slice(c.start, c.end))).toEqual(values);
        },
      );
    });

    if (detector.requires || detector.patterns.some((p) => p.requires !== undefined)) {
      // Requirements must be necessary conditions of every match, never heuristics: removing them changes nothing,
      // on the examples and on random texts made of their pieces.
      const raw = withoutFilters(detector);
      const texts = [
        ...examples.positive.flatMap((p) => [p.text, UNICODE_PREFIX + p.text]),
        ...examples.negative,
      ];
      it.each(texts.map((t) => [t] as const))('requirements hide no match in %j', (text) => {
        expect(runDetector(detector, text, testCatalog.tables)).toEqual(runDetector(raw, text, testCatalog.tables));
      });
      it('requirements hide no match in random texts of the examples\' pieces', () => {
        expectFiltersHideNoMatch(detector, examplePieces(examples), 200);
      });
    }

    if (detector.patterns.some((p) => p.digitRunStart !== undefined)) {
      // `digitRunStart` is a claim about where matches start: trying the pattern only there must find exactly
      // what the global scan finds, on the examples, the examples inside digit-and-separator noise, and
      // random text over the characters digit patterns care about.
      const unanchored = withoutAnchors(detector);
      const exampleTexts = [
        ...examples.positive.flatMap((p) => [p.text, UNICODE_PREFIX + p.text]),
        ...examples.negative,
      ];
      it('digit-run anchors find exactly what a global scan finds (examples and random text)', () => {
        for (const text of exampleTexts) expect(runDetector(detector, text, testCatalog.tables)).toEqual(runDetector(unanchored, text, testCatalog.tables));
        const unit = fc.constantFrom(...'0123456789 -./:+()\t\nAaZx9 1 2 3'.split(''), ...exampleTexts, ' ');
        fc.assert(
          fc.property(fc.array(unit, { maxLength: 40 }), (parts) => {
            const text = parts.join('');
            expect(runDetector(detector, text, testCatalog.tables)).toEqual(runDetector(unanchored, text, testCatalog.tables));
          }),
          { numRuns: 300 },
        );
      });
    }

    describe('negative examples', () => {
      it.each(examples.negative.map((t) => [t] as const))('reports nothing in %j', (text) => {
        expect(runDetector(detector, text, testCatalog.tables)).toEqual([]);
        const analyzer = createAnalyzer([
          { detector, minConfidence: 0, allowListApplies: true, operatorDefined: false, item: PIPELINE_ITEM },
        ], { tables: testCatalog.tables });
        expect(analyzer.analyze(text)).toEqual([]);
      });
    });

    describe('adversarial input (linearity guard)', () => {
      const raw = withoutFilters(detector);
      it.each(ADVERSARIAL_INPUTS.map((a) => [a.name, a.text] as const))(
        `%s (100 KB) completes under ${ADVERSARIAL_BOUND_MS} ms`,
        (_name, text) => {
          const started = performance.now();
          runDetector(detector, text, testCatalog.tables);
          runDetector(raw, text, testCatalog.tables);
          expect(performance.now() - started).toBeLessThan(ADVERSARIAL_BOUND_MS);
        },
      );
    });

    if (detector.find) {
      const find = detector.find;
      describe('finder robustness', () => {
        it('tolerates lone surrogates and CRLF line endings', () => {
          const joined = examples.positive.map((p) => p.text).join('\r\n');
          const text = `\uD83D${joined}\r\n\uDC00 tail \uD800\r\n${joined}\uDBFF`;
          let found: Candidate[] = [];
          expect(() => {
            found = [...find(text, new TextIndex(text, { tables: testCatalog.tables }))];
          }).not.toThrow();
          for (const c of found) {
            expect(c.start).toBeGreaterThanOrEqual(0);
            expect(c.end).toBeLessThanOrEqual(text.length);
            expect(c.start).toBeLessThan(c.end);
          }
          expect(() => runDetector(detector, text, testCatalog.tables)).not.toThrow();
        });
        const validate = detector.validate;
        if (detector.findValidates && validate) {
          // The runner trusts the claim and does not validate the finder's candidates again.
          it('yields only values its validate accepts (findValidates)', () => {
            for (const text of [...examples.positive.map((p) => p.text), ...examples.negative]) {
              for (const c of find(text, new TextIndex(text, { tables: testCatalog.tables }))) {
                expect(validate(text.slice(c.start, c.end))).toBe(true);
              }
            }
          });
        }
      });
    }
  });
}
