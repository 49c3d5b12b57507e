/** Built-in detectors end to end through HTTP with the demo Guardian (what `npm start` serves). */
import { DEMO_GUARDIAN } from '../../functions/local/demo';
import type { LocalStack } from '../../functions/local/stack';
import { callGuard, createGuardianWithKey, startTestStack } from '../helpers/stack';

let stack: LocalStack;
let key: string;
beforeAll(async () => {
  stack = await startTestStack();
  key = await createGuardianWithKey(stack.store, DEMO_GUARDIAN);
});
afterAll(() => stack.close());

const ask = (content: string) => callGuard(stack.url, key, { processType: 'input', messages: [{ role: 'user', content }] });

describe('MASK entities: processed_content replaces exactly the value', () => {
  it.each([
    ['EMAIL_ADDRESS', 'write to jane.doe@example.com today', 'write to [EMAIL_ADDRESS] today'],
    ['PHONE_NUMBER', 'my number is (650) 253-0000.', 'my number is [PHONE_NUMBER].'],
    ['PHONE_NUMBER', '제 휴대폰은 010-1234-5678 입니다', '제 휴대폰은 [PHONE_NUMBER] 입니다'],
    ['IP_ADDRESS', 'the host 192.168.10.24 is down', 'the host [IP_ADDRESS] is down'],
    ['IP_ADDRESS', 'ping 2001:db8::8a2e:370:7334 now', 'ping [IP_ADDRESS] now'],
  ])('%s', async (entity, text, masked) => {
    const res = await ask(text);
    expect(res.status).toBe(200);
    expect(res.body.action).toBe('MASK');
    expect(res.body.input_results[0].processed_content).toBe(masked);
    expect(res.body.input_results[0].results[0].detected_items.map((i: { rule_name: string }) => i.rule_name)).toEqual([entity]);
  });
});

describe('BLOCK entities: no processed_content', () => {
  it.each([
    ['CREDIT_CARD', 'card 4111 1111 1111 1111 exp 12/29'],
    ['US_SSN', 'my ssn is 536-22-8726'],
    ['IBAN_CODE', 'IBAN DE89 3704 0044 0532 0130 00'],
    ['KR_RRN', '주민등록번호 900101-1234568'],
    ['AWS_ACCESS_KEY', 'aws_access_key_id = AKIAQYLPMN5HHHFPZAM2'],
  ])('%s', async (entity, text) => {
    const res = await ask(text);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      action: 'BLOCK',
      input_results: [
        {
          index: 0,
          type: 'text',
          action: 'BLOCK',
          results: [
            {
              policy_name: 'pii',
              policy_type: 'PII',
              action: 'BLOCK',
              detected_items: [expect.objectContaining({ rule_type: 'ENTITY', rule_name: entity, action: 'BLOCK', mask_word: `[${entity}]` })],
            },
          ],
        },
      ],
    });
    const confidence = res.body.input_results[0].results[0].detected_items[0].confidence;
    expect(confidence).toBeGreaterThan(0);
    expect(confidence).toBeLessThanOrEqual(1);
  });
});

describe('near misses pass', () => {
  it.each([
    ['Luhn-invalid card', 'card 4111 1111 1111 1112'],
    ['IBAN with a bad checksum', 'IBAN DE88 3704 0044 0532 0130 00'],
    ['SSN in area 000', 'ssn 000-12-3456'],
    ['SSN in area 666', 'ssn 666-12-3456'],
    ['SSN in area 9xx', 'ssn 912-12-3456'],
    ['RRN with an impossible date', '주민등록번호 901301-1234561'],
    ['ordinary prose', 'Please summarize the attached quarterly report for the board.'],
  ])('%s', async (_name, text) => {
    expect((await ask(text)).body).toEqual({ action: 'PASS', input_results: [] });
  });
});
