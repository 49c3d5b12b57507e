import { testCatalog } from '../../helpers/catalog';
import { emailAddress } from '../../../functions/engine/detectors/email-address';
import { runDetector } from '../../../functions/engine/detectors/run';
import { trimUrlEnd, url } from '../../../functions/engine/detectors/url';
import { describeDetector, expectFiltersHideNoMatch, gatesPass } from '../../helpers/detector-conformance';

describeDetector(url);

const values = (text: string): string[] => runDetector(url, text, testCatalog.tables).map((c) => text.slice(c.start, c.end));

describe('url specifics', () => {
  it.each([
    ['http://www.microsoft.com', ['http://www.microsoft.com']],
    ['http://microsoft.com', ['http://microsoft.com']],
    ['http://microsoft.vlaanderen', ['http://microsoft.vlaanderen']],
    ['HTTPS://EXAMPLE.COM/A', ['HTTPS://EXAMPLE.COM/A']],
    ['WWW.EXAMPLE.COM', ['WWW.EXAMPLE.COM']],
    ['https://www.microsoft.com/store/abc/', ['https://www.microsoft.com/store/abc/']],
    ['go to https://example.com/a?b=c#frag!', ['https://example.com/a?b=c#frag']],
    ['(https://example.com/path)', ['https://example.com/path']],
    ['[https://example.com]', ['https://example.com']],
    ['https://example.com/wiki/A_(b)_(c).', ['https://example.com/wiki/A_(b)_(c)']],
    ['https://user:pw@example.com:8443/x', ['https://user:pw@example.com:8443/x']],
    ['http://localhost:3000/', []], // single label
    ['https://a.example.com?next=https://b.example.com', ['https://a.example.com?next=https://b.example.com']],
    ['https://a.b.c?next=https://b.example.com', ['https://b.example.com']], // outer host invalid
    ['https://xn--9n2bp8q.xn--3e0b707e/경로', ['https://xn--9n2bp8q.xn--3e0b707e/']],
    ['http://203.0.113.9/', ['http://203.0.113.9/']],
    ['www.203.0.113.9', []],
    ['https://example.com:99999999/', []], // port too long
    // Bare host names: under a bare suffix, in lower case, not inside a URL, a path or an e-mail address.
    ['visit docs.example.com today', ['docs.example.com']],
    ['네이버 naver.co.kr에서', ['naver.co.kr']],
    ['see https://a.b.c?next=b.com', ['b.com']], // the outer URL's host is invalid
    ['see https://a.com?next=b.com', ['https://a.com?next=b.com']],
    ['example.com/a.com', ['example.com/a.com']],
    ['EXAMPLE.COM and Example.Net', []],
    ['import java.io.File; console.info(x)', []],
    ['pip install mod.com_x', []],
    ['..example.com', []],
  ])('%j → %j', (text, expected) => {
    expect(values(text)).toEqual(expected);
  });

  it.each([
    ['https://a.com.', 'https://a.com'],
    ['https://a.com/x),', 'https://a.com/x'],
    ['https://a.com/(x)', 'https://a.com/(x)'],
    ['https://a.com/x]"', 'https://a.com/x'],
    ['https://a.com/?q=1;', 'https://a.com/?q=1'],
  ])('trimUrlEnd(%j) → %j', (input, expected) => {
    expect(trimUrlEnd(input)).toBe(expected);
  });

  it.each([
    'mail jane@example.com',
    'mail jane@www.example.com',
    'mail www.jane@example.com',
    'mail first.last@mail.example.co.uk',
  ])('an e-mail address is not reported as a URL: %j', (text) => {
    expect(runDetector(url, text, testCatalog.tables)).toEqual([]);
    expect(runDetector(emailAddress, text, testCatalog.tables)).toHaveLength(1);
  });

  it('its requirements hide no URL or bare host name', () => {
    expectFiltersHideNoMatch(url, [
      'microsoft', 'google', '.com', '.co', '.il', '.uk', '.org', '.or', '.net', '.ne', '.mil', '.io', '.COM', 'www.',
      'https://', 'http:/', '/', '@', ':', ' ', '.', '-', '_', 'a', 'x', '7', 'Example', '한',
    ]);
  });

  it.each(['plain prose, no address', 'import java.io.File', 'EXAMPLE.COM', 'see README.md'])(
    'its requirements rule out a text without a scheme, `www.` or a bare suffix: %j',
    (text) => {
      expect(gatesPass(url, text)).toBe(false);
    },
  );

  it('scores URLs below e-mail addresses', () => {
    const found = runDetector(url, 'https://example.com www.example.com', testCatalog.tables);
    expect(found.map((c) => c.score)).toEqual([0.6, 0.5]);
    const email = runDetector(emailAddress, 'jane@example.com', testCatalog.tables);
    for (const c of found) expect(c.score).toBeLessThan(email[0]?.score ?? 0);
  });

  it('reports exact UTF-16 spans after emoji and Korean', () => {
    const text = '😀 링크 https://example.co.kr/a에서 👩‍💻 www.example.org.';
    expect(runDetector(url, text, testCatalog.tables).map((c) => [c.start, c.end])).toEqual([
      [6, 29],
      [38, 53],
    ]);
  });
});
