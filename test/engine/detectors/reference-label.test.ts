import { followsReferenceLabel } from '../../../functions/engine/detectors/reference-label';
import { phoneNumber } from '../../../functions/engine/detectors/phone-number';
import { runDetector } from '../../../functions/engine/detectors/run';
import { testCatalog } from '../../helpers/catalog';

/** `followsReferenceLabel` at the first digit of the text's first run of digits. */
const labelled = (text: string): boolean => followsReferenceLabel(text, text.search(/[0-9]/));

describe('reference labels', () => {
  it.each([
    'order #12345678',
    'Order no. 12345678',
    'invoice nr. 0212345678',
    'ticket: 4815162342',
    'tracking number 94001112',
    'el pedido 7732613786',
    'número de pedido: 7732613786',
    'votre commande n° 55123456',
    'Bestellnummer 55123456',
    'Rechnungs-Nr. 55123456',
    'la fattura 55123456',
    '"order_id": "2625114980"',
    'orderId=2625114980',
    "{'invoice_no': '0212345678'}",
    '주문번호 20240115001',
    '주문번호는 9339220입니다',
    '주문 번호: 9339220',
    '운송장번호가 5824354입니다',
    '주문번호는 A-0470184입니다',
    'order #ORD-5512345',
  ])('%s is a labelled reference', (text) => {
    expect(labelled(text)).toBe(true);
  });

  it.each([
    'call me at 0212345678',
    'my account 0212345678',
    'customer 0212345678',
    '계좌번호는 0212345678',
    'border 12345678', // the word must stand alone
    'recorder 12345678',
    'the order was placed; call 0212345678 tomorrow', // too far from the label
    '전화번호는 010-1234-5678',
  ])('%s is not a labelled reference', (text) => {
    expect(labelled(text)).toBe(false);
  });

  it.each([
    ['주문번호는 9339220입니다. 전화 주세요', []],
    ['Les escribo por el pedido 7732613786, llámeme', []],
    ['{"order_id": "2625114980", "phone": "+1 650-253-0000"}', ['+1 650-253-0000']],
    ['주문번호는 #56946006입니다. 연락처 010-1234-5678', ['010-1234-5678']],
  ])('phone numbers in %s', (text, expected) => {
    expect(runDetector(phoneNumber, text, testCatalog.tables).map((c) => text.slice(c.start, c.end))).toEqual(expected);
  });
});
