/** The use-case's input: how a request is resolved against a Guardian (processType, additionalData, parts). */
import { prepareGuardCall } from '../../functions/guard/guard';
import { parseGuardRequest } from '../../functions/guard/request';
import { compileGuardian } from '../helpers/catalog';

const guardian = compileGuardian(
  {
    name: 'g',
    processTypes: { input: { policies: ['p'] }, 'check.v2': { policies: ['p'] } },
    additionalData: { locale: 'en', check_criteria: ['no medical advice'], nested: { a: 1, b: 2 } },
    policies: [{ name: 'p', type: 'PII', customRules: [{ name: 'r', pattern: 'x{3}', action: 'MASK' }] }],
  },
  1,
);

const prepare = (body: object) =>
  prepareGuardCall(parseGuardRequest({ processType: 'input', messages: [], ...body }), guardian);

describe('additionalData: Guardian values merged with the sent ones, the sent value wins', () => {
  it.each([
    ['nothing sent', undefined, { locale: 'en', check_criteria: ['no medical advice'], nested: { a: 1, b: 2 } }],
    ['an empty object', {}, { locale: 'en', check_criteria: ['no medical advice'], nested: { a: 1, b: 2 } }],
    [
      'a new key',
      { tone: 'formal' },
      { locale: 'en', check_criteria: ['no medical advice'], nested: { a: 1, b: 2 }, tone: 'formal' },
    ],
    [
      'a conflicting key (replaced whole, not deep-merged)',
      { locale: 'ko', nested: { c: 3 } },
      { locale: 'ko', check_criteria: ['no medical advice'], nested: { c: 3 } },
    ],
    [
      'null and list values are kept as sent',
      { check_criteria: [], locale: null },
      { locale: null, check_criteria: [], nested: { a: 1, b: 2 } },
    ],
  ])('%s', (_name, additionalData, expected) => {
    expect(prepare(additionalData === undefined ? {} : { additionalData }).additionalData).toEqual(expected);
  });

  it('does not modify the Guardian defaults', () => {
    prepare({ additionalData: { locale: 'ko' } });
    expect(guardian.additionalData.locale).toBe('en');
  });
});

describe('processType resolution', () => {
  it.each([
    ['input', 'input'],
    ['  InPuT\n', 'input'],
    ['CHECK.V2', 'check.v2'],
  ])('%j → %j', (sent, resolved) => {
    expect(prepare({ processType: sent }).processType).toBe(resolved);
  });
});

describe('parts', () => {
  it('collects user string content and text parts in message order (role matched case-insensitively)', () => {
    const call = prepare({
      messages: [
        { role: 'system', content: 's' },
        { role: 'user', content: 'a' },
        { role: 'assistant', content: 'b' },
        { role: 'user', content: [{ type: 'text', text: 'c' }, { type: 'text', text: 'd', cache_control: {} }] },
        { role: ' User ', content: 'e' },
      ],
    });
    expect(call.parts).toEqual([
      { index: 1, text: 'a' },
      { index: 3, partIndex: 0, text: 'c' },
      { index: 3, partIndex: 1, text: 'd' },
      { index: 4, text: 'e' },
    ]);
  });
});
