import { testCatalog } from '../../helpers/catalog';
import fc from 'fast-check';
import { emailAddress, validateEmail } from '../../../functions/engine/detectors/email-address';
import { runDetector } from '../../../functions/engine/detectors/run';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(emailAddress);

const values = (text: string): string[] => runDetector(emailAddress, text, testCatalog.tables).map((c) => text.slice(c.start, c.end));

describe('email-address specifics', () => {
  it.each([
    ['info@presidio.site', ['info@presidio.site']],
    ['user@xn--80ak6aa92e.com', ['user@xn--80ak6aa92e.com']],
    ['my email is user@xn--80ak6aa92e.com today', ['user@xn--80ak6aa92e.com']],
    ['mail me at jane@example.com.', ['jane@example.com']],
    ['see ...jane@example.com', ['jane@example.com']],
    ['"jane@example.com"', ['jane@example.com']],
    ['<jane@example.com>', ['jane@example.com']],
    [
      'jane@example.com,bob@example.org;carol@example.net',
      ['jane@example.com', 'bob@example.org', 'carol@example.net'],
    ],
    ['JANE.DOE@EXAMPLE.COM', ['JANE.DOE@EXAMPLE.COM']],
    ['이메일:김철수@example.com', []], // Unicode local parts (RFC 6531) are not covered
    ['연락처 kim_cs@corp.co.kr입니다', ['kim_cs@corp.co.kr']],
    ['jane@example.com-', ['jane@example.com']],
    [`${'a'.repeat(64)}@example.com`, [`${'a'.repeat(64)}@example.com`]],
    [`${'a'.repeat(65)}@example.com`, []], // local part over 64 octets
    [`jane@${'a'.repeat(64)}.com`, []], // label over 63 characters
    ['jane@example.123', []],
    ['@example.com', []],
    ['jane@', []],
    ['a@b.c@d.com', []],
  ])('%j → %j', (text, expected) => {
    expect(values(text)).toEqual(expected);
  });

  it('reports exact UTF-16 spans after emoji, combining marks and Korean', () => {
    const text = '😀e\u0301 메일 jane@example.com 👩‍💻 bob@example.org';
    expect(runDetector(emailAddress, text, testCatalog.tables).map((c) => [c.start, c.end])).toEqual([
      [8, 24],
      [31, 46],
    ]);
  });

  it('every reported span validates and is bounded by non-address characters (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'b', '.', '@', '-', '_', ' ', '1', '한', '😀') }), (text) => {
        for (const c of runDetector(emailAddress, text, testCatalog.tables)) {
          const value = text.slice(c.start, c.end);
          expect(validateEmail(value)).toBe(true);
          expect(text[c.start - 1] ?? ' ').not.toMatch(/[A-Za-z0-9_%+@-]/);
        }
      }),
    );
  });
});
