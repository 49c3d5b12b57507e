import { testCatalog } from '../../helpers/catalog';
/** Context words (`contextWordFor`): found before or right after a value; short ones only as words. */
import { caSin } from '../../../functions/engine/detectors/ca-sin';
import { emailAddress } from '../../../functions/engine/detectors/email-address';
import { ipAddress } from '../../../functions/engine/detectors/ip-address';
import { itVatCode } from '../../../functions/engine/detectors/it-vat-code';
import { contextWordFor, runDetector } from '../../../functions/engine/detectors/run';
import type { Detector } from '../../../functions/engine/detectors/types';
import { TextIndex } from '../../../functions/engine/text-index';

/** The context word of the detector's one candidate in `text`. */
function contextOf(detector: Detector, text: string): string | undefined {
  const found = runDetector(detector, text, testCatalog.tables);
  expect(found).toHaveLength(1);
  return contextWordFor(detector, text, found[0]!, new TextIndex(text));
}

describe('context words', () => {
  it.each([
    ['a word', 'SIN: 130 692 544', 'sin', caSin],
    ['a plural', 'SINs on file: 130 692 544', 'sin', caSin],
    ['a camel-case hump before', 'customerSin = 130 692 544', 'sin', caSin],
    ['a camel-case hump after', 'sinNumber = 130 692 544', 'sin', caSin],
    ['after an underscore', 'server_ip=10.0.0.1', 'ip', ipAddress],
    ['a label after the value', '130 692 544 (SIN)', 'sin', caSin],
    ['inside `using`', 'using 130 692 544', undefined, caSin],
    ['inside `business`', 'business line 130 692 544', undefined, caSin],
    ['inside `leadership`', 'the leadership blocked 10.0.0.1', undefined, ipAddress],
    ['inside `private` (vat, iva)', 'a private 01333550323 x', undefined, itVatCode],
    ['a short word with a dot', 'P.IVA 01333550323', 'p.iva', itVatCode],
    ['a long word inside a longer one', 'Emails: jane@example.com', 'email', emailAddress],
    ['Hangul, glued to a particle', '아이피는 10.0.0.1', '아이피', ipAddress],
  ] as const)('%s: %j → %j', (_name, text, expected, detector) => {
    expect(contextOf(detector, text)).toBe(expected);
  });
});
