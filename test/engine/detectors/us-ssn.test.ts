import { testCatalog } from '../../helpers/catalog';
import { runDetector } from '../../../functions/engine/detectors/run';
import { ssnDigitsValid, usSsn, validateSsn } from '../../../functions/engine/detectors/us-ssn';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(usSsn);

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

describe('us-ssn specifics', () => {
  const invalidAreas = [0, 666, ...Array.from({ length: 100 }, (_, i) => 900 + i)];
  it.each(invalidAreas.map((a) => [pad(a, 3)]))('area %s is never issued', (area) => {
    expect(validateSsn(`${area}-45-6780`)).toBe(false);
    expect(runDetector(usSsn, `SSN ${area}-45-6780`, testCatalog.tables)).toEqual([]);
  });

  it.each([1, 100, 665, 667, 899].map((a) => [pad(a, 3)]))('area %s is valid', (area) => {
    expect(validateSsn(`${area}-45-6780`)).toBe(true);
  });

  it.each([
    ['536-00-4399', 'group 00'],
    ['536-90-0000', 'serial 0000'],
    ['078-05-1120', 'Woolworth wallet card'],
    ['219-09-9999', 'SSA pamphlet'],
    ['123-45-6789', 'placeholder'],
    ['555-55-5555', 'one repeated digit'],
    ['536-90 4399', 'inconsistent separators'],
    ['536.90-4399', 'inconsistent separators'],
    ['5369-0-4399', 'wrong grouping'],
  ])('%s is rejected (%s)', (value) => {
    expect(validateSsn(value)).toBe(false);
  });

  it.each([
    ['536-90-4399', 0.5],
    ['536 90 4399', 0.5], // consistent single separators: as specific as dashes (Presidio's vectors score it 0.5)
    ['536.90.4399', 0.5],
  ])('%s is found with base score %d', (value, score) => {
    const found = runDetector(usSsn, `id ${value} end`, testCatalog.tables);
    expect(found).toEqual([{ start: 3, end: 14, score, pattern: expect.any(String) }]);
  });

  it.each([
    ['SSN: 536904399', [[5, 14]]],
    ['social security no. 536904399', [[20, 29]]],
    ['사회보장번호 536904399', [[7, 16]]],
    ['order 536904399', []],
    ['lessn 536904399', []], // `ssn` inside a word is not context
    ['ssn ' + 'x'.repeat(40) + ' 536904399', []], // context too far away
  ])('bare nine digits need context: %j', (text, spans) => {
    expect(runDetector(usSsn, text, testCatalog.tables).map((c) => [c.start, c.end])).toEqual(spans);
  });

  it('reports exact UTF-16 spans after emoji and Korean', () => {
    const text = '👩‍💻 한국 SSN 536-90-4399 and 😀 212-12-1212';
    const found = runDetector(usSsn, text, testCatalog.tables);
    expect(found.map((c) => [c.start, c.end])).toEqual([
      [13, 24],
      [32, 43],
    ]);
  });

  it('ssnDigitsValid needs exactly nine digits', () => {
    expect(ssnDigitsValid('53690439')).toBe(false);
    expect(ssnDigitsValid('5369043990')).toBe(false);
    expect(ssnDigitsValid('536904399')).toBe(true);
  });
});
