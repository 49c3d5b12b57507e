import { testCatalog } from '../../helpers/catalog';
import { awsAccessKey } from '../../../functions/engine/detectors/aws-access-key';
import { runDetector } from '../../../functions/engine/detectors/run';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(awsAccessKey);

const BODY = 'Z3MSJV4WQGTBD3HM';

describe('aws-access-key specifics', () => {
  it.each(['AKIA', 'ASIA', 'ABIA', 'ACCA'])('reports the credential prefix %s', (prefix) => {
    const text = `key=${prefix}${BODY};`;
    expect(runDetector(awsAccessKey, text, testCatalog.tables).map((c) => [c.start, c.end])).toEqual([[4, 24]]);
  });

  it.each(['AIDA', 'AROA', 'AGPA', 'ANPA', 'ANVA', 'AIPA', 'APKA', 'ASCA', 'A3TX'])(
    'does not report the non-credential prefix %s',
    (prefix) => {
      expect(runDetector(awsAccessKey, `${prefix}${BODY}`, testCatalog.tables)).toEqual([]);
    },
  );

  it.each([
    ['AKIA' + BODY.slice(0, 15) + '0', '0 is outside base32'],
    ['AKIA' + BODY.slice(0, 15) + '8', '8 is outside base32'],
    ['AKIA' + BODY.toLowerCase(), 'lower-case body'],
    ['AKIA' + BODY + 'Q', '21 characters'],
  ])('rejects %s (%s)', (text) => {
    expect(runDetector(awsAccessKey, text, testCatalog.tables)).toEqual([]);
  });

  it('treats underscores and quotes as boundaries (env files, JSON)', () => {
    const text = `AWS_KEY_AKIA${BODY}_OLD "ASIA${BODY}"`;
    expect(runDetector(awsAccessKey, text, testCatalog.tables).map((c) => text.slice(c.start, c.end))).toEqual([
      `AKIA${BODY}`,
      `ASIA${BODY}`,
    ]);
  });

  it('reports exact UTF-16 spans after emoji and Korean', () => {
    const text = `😀 키: AKIA${BODY} 👩‍💻 ASIA${BODY}`;
    expect(runDetector(awsAccessKey, text, testCatalog.tables).map((c) => [c.start, c.end])).toEqual([
      [6, 26],
      [33, 53],
    ]);
  });
});
