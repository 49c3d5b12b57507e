/**
 * Differential test: the same findings and the same masked text on N realistic texts before and after a change of
 * the engine. Each text of a seeded corpus (test/helpers/realistic-corpus.ts) goes through the path the inline
 * guard takes (`compileGuardian` → the process type's policies → `inspectText` with one masking context per call,
 * as `runGuard` does for each part) under three Guardians:
 *
 * - `catalog`: one PII policy with every entity of `testCatalog.entities`, all MASK (the bench's full catalog);
 * - `demo`: the demo Guardian's `input` policies (functions/local/demo.ts);
 * - `custom`: a PII policy with custom rules, a deny list, an allow list and allow patterns, and entities with
 *   each operator and action (placeholder, mask, pseudonym, redact; BLOCK, DETECT, a per-entity minConfidence).
 *
 * The result is compared with test/engine/differential.snapshot.txt, one line per text:
 * `<index> <text hash> | <catalog> | <demo> | <custom>`, each part `<verdict> <findings…> #<masked-text hash>`,
 * a finding `RULE@start-end:confidence` (rounded to 3 decimals; `/BLOCK`, `/PASS` appended when not MASK), the hash
 * `-` when no masked text is returned (PASS, or BLOCK).
 *
 * A refactor that changes nothing passes. A change of findings fails with the first differing texts, each with its
 * findings before and after and the text they cover. Review every one; when the new findings are the intended
 * ones, regenerate the snapshot — explicitly, never to make the failure go away:
 *   UPDATE_DIFFERENTIAL=1 npx jest test/engine/differential
 */
import { testCatalog } from '../helpers/catalog';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inspectText } from '../../functions/engine/inspect';
import { createMaskingContext } from '../../functions/engine/masking-context';
import type { CompiledPolicy, PolicyFinding } from '../../functions/engine/policies/types';
import { compileGuardian } from '../helpers/catalog';
import { DEMO_GUARDIAN } from '../../functions/local/demo';
import { realisticCorpus } from '../helpers/realistic-corpus';

const SEED = 2101;
const N = 1_500;
const SNAPSHOT = join(__dirname, 'differential.snapshot.txt');
const UPDATE = process.env.UPDATE_DIFFERENTIAL === '1';
/** The project's pseudonym secret for the `pseudonym` operator (as a project passes it to each call). */
const PSEUDONYM_KEY = 'differential-test-key';
/** How many differing texts a failure shows in full. */
const SHOWN = 5;

function inputPolicies(guardian: unknown): readonly CompiledPolicy[] {
  return compileGuardian(guardian, 1).processTypes.get('input')!;
}

const CONFIGS: readonly { readonly name: string; readonly policies: readonly CompiledPolicy[] }[] = [
  {
    name: 'catalog',
    policies: inputPolicies({
      name: 'differential-catalog',
      processTypes: { input: { policies: ['full-catalog'] } },
      policies: [
        {
          name: 'full-catalog',
          type: 'PII',
          entities: Object.fromEntries(testCatalog.entities.map((e) => [e, { action: 'MASK' }])),
          minConfidence: 0.5,
        },
      ],
    }),
  },
  { name: 'demo', policies: inputPolicies(DEMO_GUARDIAN) },
  {
    name: 'custom',
    policies: inputPolicies({
      name: 'differential-custom',
      processTypes: { input: { policies: ['custom'] } },
      policies: [
        {
          name: 'custom',
          type: 'PII',
          minConfidence: 0.5,
          entities: {
            PERSON: { action: 'MASK', operator: { type: 'placeholder' } },
            PHONE_NUMBER: { action: 'MASK', operator: { type: 'mask', keepLast: 4, keepSeparators: true } },
            EMAIL_ADDRESS: { action: 'MASK', operator: { type: 'pseudonym' } },
            LOCATION: { action: 'MASK', maskWord: '[PLACE]' },
            IBAN_CODE: { action: 'MASK', operator: { type: 'redact' } },
            US_SSN: { action: 'MASK', minConfidence: 0.7 },
            CREDIT_CARD: { action: 'BLOCK' },
            KR_RRN: { action: 'BLOCK' },
            DATE_TIME: { action: 'DETECT' },
          },
          customRules: [
            { name: 'employee-id', pattern: 'EMP-[0-9]{6}', action: 'MASK', maskWord: '[EMPLOYEE_ID]' },
            { name: 'ticket', pattern: '\\b(?:SUP|PLAT|OPS|HR|FIN|DATA)-[0-9]{2,5}\\b', action: 'DETECT', confidence: 0.8 },
            { name: 'invoice', pattern: 'INV-[0-9]{4}-[0-9]{5}', action: 'MASK', maskWord: '[INVOICE]' },
            {
              name: 'order-number',
              pattern: 'order (?:#|number )?[0-9]{6,10}',
              caseInsensitive: true,
              action: 'MASK',
              confidence: 0.6,
              context: ['order', 'shipped'],
              operator: { type: 'mask', keepLast: 3 },
            },
            { name: 'internal-host', pattern: '[a-z0-9-]+\\.internal\\b', action: 'MASK', maskWord: '[HOST]' },
          ],
          denyList: {
            action: 'MASK',
            maskWord: '[CODE_NAME]',
            values: ['Project Falcon', 'Project Bluebird', 'Operation Nightjar', 'Project Juniper', 'Project Halcyon', 'Project Marlin', 'Northwind Logistics', 'Meridian Bank', '한빛물산'],
          },
          allowList: ['Seoul', 'Berlin', 'support@kestrelhealth.org'],
          allowPatterns: ['[a-z0-9._-]+@(?:gmail|naver)\\.com'],
        },
      ],
    }),
  },
];

const hash = (s: string, n: number): string => createHash('sha256').update(s).digest('hex').slice(0, n);
const round3 = (x: number): string => String(Math.round(x * 1000) / 1000);

function findingKey(f: PolicyFinding): string {
  return `${f.ruleName}@${f.start}-${f.end}:${round3(f.confidence)}${f.action === 'MASK' ? '' : `/${f.action}`}`;
}

/** One Guardian's part of a line: verdict, findings in result order, hash of the masked text. */
function summary(text: string, policies: readonly CompiledPolicy[]): string {
  const inspection = inspectText(text, policies, { masking: createMaskingContext({ pseudonymKey: PSEUDONYM_KEY }) });
  const findings = inspection.results.flatMap((r) => r.findings.map(findingKey));
  const masked = inspection.processedContent === undefined ? '-' : hash(inspection.processedContent, 6);
  return [inspection.action, ...findings, `#${masked}`].join(' ');
}

interface Line {
  readonly index: number;
  readonly textHash: string;
  readonly parts: readonly string[];
}

const render = (l: Line): string => [`${l.index} ${l.textHash}`, ...l.parts].join(' | ');

function parse(line: string): Line {
  const [head, ...parts] = line.split(' | ');
  const [index, textHash] = head!.split(' ');
  return { index: Number(index), textHash: textHash!, parts };
}

/** `RULE@start-end:score "covered text"` for each finding of a part, for the failure report. */
function explain(part: string, text: string): string {
  const [verdict, ...rest] = part.split(' ');
  const maskedHash = rest.pop();
  const lines = rest.map((f) => {
    const m = /@(\d+)-(\d+):/.exec(f);
    const covered = m ? text.slice(Number(m[1]), Number(m[2])) : '';
    return `      ${f}  ${JSON.stringify(covered)}`;
  });
  return [`    verdict ${verdict}, masked text ${maskedHash}`, ...lines].join('\n');
}

/** The findings only before and only after a change (the masked-text hashes left out). */
function changedFindings(before: string, after: string): { gone: string[]; added: string[] } {
  const beforeSet = new Set(before.split(' '));
  const afterSet = new Set(after.split(' '));
  return { gone: [...beforeSet].filter((f) => !afterSet.has(f)), added: [...afterSet].filter((f) => !beforeSet.has(f)) };
}

/**
 * Every changed finding of every differing text, counted by rule, confidence and covered text (`- PERSON 0.5 "La"
 * ×102`): the whole change at a glance, for review before the snapshot is regenerated.
 */
function tally(differences: readonly { index: number; before: string; after: string }[], texts: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const { index, before, after } of differences) {
    const { gone, added } = changedFindings(before, after);
    for (const [sign, findings] of [['-', gone], ['+', added]] as const) {
      for (const f of findings) {
        const m = /^([A-Z_0-9]+)@(\d+)-(\d+):([^ ]+)$/.exec(f);
        if (m === null) continue;
        const key = `${sign} ${m[1]} ${m[4]} ${JSON.stringify(texts[index]!.slice(Number(m[2]), Number(m[3])))}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    }
  }
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([k, n]) => `  ${k} ×${n}`).join('\n');
}

function report(differences: readonly { index: number; config: string; before: string; after: string }[], texts: readonly string[]): string {
  const shown = differences.slice(0, SHOWN).map(({ index, config, before, after }) => {
    const text = texts[index]!;
    const { gone, added } = changedFindings(before, after);
    const shownText = text.length > 1_500 ? `${text.slice(0, 1_500)}\n    … (${text.length} characters)` : text;
    return [
      `text ${index} (${config}): only before: ${gone.join(' ') || '—'} · only after: ${added.join(' ') || '—'}`,
      `  text:\n    ${shownText.replace(/\n/g, '\n    ')}`,
      `  before (snapshot):\n${explain(before, text)}`,
      `  after (this engine):\n${explain(after, text)}`,
    ].join('\n');
  });
  return [
    `${differences.length} text(s) differ from ${SNAPSHOT}. Every changed finding, counted:\n${tally(differences, texts)}`,
    `The first ${Math.min(SHOWN, differences.length)} texts:`,
    ...shown,
    'Review each change. Only when the new findings are the intended ones: UPDATE_DIFFERENTIAL=1 npx jest test/engine/differential',
  ].join('\n\n');
}

describe('differential: findings on a seeded realistic corpus match the committed snapshot', () => {
  let corpus: string[] = [];
  let header: string[] = [];
  let actual: Line[] = [];
  let stored: string[] = [];
  let expected: Line[] = [];

  beforeAll(() => {
    corpus = realisticCorpus(SEED, N).map((p) => p.text);
    header = [
      `# Differential snapshot (test/engine/differential.test.ts): realistic corpus seed ${SEED}, ${N} texts, corpus ${hash(corpus.join('\u0000'), 16)}.`,
      `# <index> <text hash> | ${CONFIGS.map((c) => c.name).join(' | ')}; each: <verdict> <RULE@start-end:confidence[/ACTION]…> #<masked-text hash>`,
      '# Regenerate only after reviewing every change: UPDATE_DIFFERENTIAL=1 npx jest test/engine/differential',
    ];
    actual = corpus.map((text, index) => ({ index, textHash: hash(text, 6), parts: CONFIGS.map((c) => summary(text, c.policies)) }));
    if (UPDATE) writeFileSync(SNAPSHOT, `${[...header, ...actual.map(render)].join('\n')}\n`);
    stored = existsSync(SNAPSHOT) ? readFileSync(SNAPSHOT, 'utf8').split('\n').filter((l) => l.length > 0) : [];
    expected = stored.filter((l) => !l.startsWith('#')).map(parse);
  });

  it('the snapshot exists and was taken on this corpus (same generator, seed and size)', () => {
    expect(stored.length).toBeGreaterThan(0);
    // A changed corpus (an edit of test/helpers/realistic-corpus*) makes every line meaningless: take the snapshot
    // again on the engine BEFORE the change under test, then apply the change.
    expect(stored[0]).toBe(header[0]);
    expect(expected.map((l) => `${l.index} ${l.textHash}`)).toEqual(actual.map((l) => `${l.index} ${l.textHash}`));
  });

  it.each(CONFIGS.map((c, i) => [c.name, i] as const))('%s: same verdict, findings and masked text on every text', (name, i) => {
    const differences = actual.flatMap((a) => {
      const before = expected[a.index]?.parts[i] ?? '';
      const after = a.parts[i]!;
      return before === after ? [] : [{ index: a.index, config: name, before, after }];
    });
    if (differences.length > 0) throw new Error(report(differences, corpus));
    expect(expected).toHaveLength(N);
  });

  it('the corpus exercises every Guardian: findings, masked texts and blocked texts in each', () => {
    for (let i = 0; i < CONFIGS.length; i++) {
      const parts = actual.map((a) => a.parts[i]!);
      expect(parts.filter((p) => p.includes('@')).length).toBeGreaterThan(N / 4);
      expect(parts.filter((p) => !p.endsWith('#-')).length).toBeGreaterThan(N / 10);
      if (CONFIGS[i]!.name !== 'catalog') expect(parts.filter((p) => p.startsWith('BLOCK')).length).toBeGreaterThan(10);
    }
  });
});
