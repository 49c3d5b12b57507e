import { testCatalog } from '../../helpers/catalog';
import { cardNetwork, creditCard, creditCardLabelled, validateCreditCard } from '../../../functions/engine/detectors/credit-card';
import { runDetector } from '../../../functions/engine/detectors/run';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(creditCard);
describeDetector(creditCardLabelled);

describe('credit-card specifics', () => {
  // Public test numbers of the networks' and payment processors' documentation (Stripe, PayPal, Adyen).
  it.each([
    ['4111111111111111', 'visa'],
    ['4222222222222', 'visa'], // 13 digits
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'], // 2-series
    ['2720992720992729', 'mastercard'], // top of the 2-series range
    ['378282246310005', 'amex'],
    ['371449635398431', 'amex'],
    ['6011000990139424', 'discover'],
    ['6445644564456445', 'discover'],
    ['3530111333300000', 'jcb'],
    ['3566002020360505', 'jcb'],
    ['30569309025904', 'diners'],
    ['38520000023237', 'diners'],
    ['6200000000000005', 'unionpay'],
    ['6759649826438453', 'maestro'],
    ['5019717010103742', 'dankort'],
  ])('%s is a valid %s number', (pan, network) => {
    expect(cardNetwork(pan)).toBe(network);
    expect(validateCreditCard(pan)).toBe(true);
  });

  it.each([
    ['4111111111111112', 'Luhn fails'],
    ['5555555555554445', 'Luhn fails'],
    ['1234567812345670', 'Luhn passes, no network starts with 1'],
    ['9999999999999995', 'Luhn passes, no network starts with 9'],
    ['2721000000000004', 'just above the Mastercard 2-series'],
    ['37828224631000', 'Amex prefix, 14 digits'],
    ['41111111111111', 'Visa prefix, 14 digits'],
    ['4111 1111-1111 1111', 'mixed separators'],
    ['4111 11111111 1111', 'not a card grouping'],
    ['41 11 11 11 11 11 11 1 1', 'pairs, then a lone digit inside'],
    ['4 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1', 'single digits'],
    ['4111.1111 1111.1111', 'dots and spaces mixed'],
    ['4111\t1111 1111\t1111', 'tabs and spaces mixed'],
  ])('%s is rejected (%s)', (value) => {
    expect(validateCreditCard(value)).toBe(false);
  });

  it.each([
    ['3782 822463 10005', 'Amex 4-6-5'],
    ['3056 930902 5904', 'Diners 4-6-4'],
    ['6200 0000 0000 0000 000', '19 digits as 4-4-4-4-3'],
    ['41 11 11 11 11 11 11 11', 'read out in pairs'],
    ['411 111 111 111 1111', 'read out in threes'],
    ['4111.1111.1111.1111', 'dots'],
    ['4111\r\n1111\r\n1111\r\n1111', 'line breaks'],
  ])('%s is accepted (%s)', (value) => {
    expect(validateCreditCard(value)).toBe(true);
  });

  it('reports exact UTF-16 spans after emoji and Korean', () => {
    const text = '😀 카드 4111-1111-1111-1111 결제, 👩‍💻 5555 5555 5555 4444.';
    const found = runDetector(creditCard, text, testCatalog.tables);
    expect(found.map((c) => [c.start, c.end])).toEqual([
      [6, 25],
      [36, 55],
    ]);
    expect(found.map((c) => text.slice(c.start, c.end))).toEqual(['4111-1111-1111-1111', '5555 5555 5555 4444']);
  });
});
