/**
 * The criteria example of functions/guard/README.md, applied as written: its call answers what the page shows,
 * and its pattern rule (single-quoted YAML) matches the text it is meant for.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import YAML from 'yaml';
import type { LocalStack } from '../../functions/local/stack';
import { callGuard, createGuardianWithKey, startTestStack } from '../helpers/stack';

const page = readFileSync(join(__dirname, '..', '..', 'functions', 'guard', 'README.md'), 'utf8');
const section = page.slice(page.indexOf('## Criteria evaluation'));
const yaml = /```yaml\n([\s\S]*?)```/.exec(section)![1]!;
const call = /-d '([^']*)'/.exec(section)![1]!;
const answer = /```bash\n[\s\S]*?```\n```json\n([\s\S]*?)```/.exec(section)![1]!;

let stack: LocalStack;
let key: string;
beforeAll(async () => {
  stack = await startTestStack();
  key = await createGuardianWithKey(stack.store, { name: 'criteria-doc', ...YAML.parse(yaml) }, 'criteria-doc');
});
afterAll(() => stack.close());

it('the documented call answers the documented response', async () => {
  const res = await callGuard(stack.url, key, call);
  expect(res.status).toBe(200);
  expect(res.body).toEqual(JSON.parse(answer));
});

it.each(['We moved to Globex Corp last year', 'globex   corp is cheaper', 'GLOBEX\tCORP'])('the pattern rule fires on %j', async (content) => {
  const res = await callGuard(stack.url, key, {
    processType: 'policy-check',
    messages: [{ role: 'user', content }],
    additionalData: { check_criteria: ['no competitor mentions'] },
  });
  expect(res.body.action).toBe('BLOCK');
  expect(res.body.input_results[0].results[0].policy_name).toBe('no competitor mentions');
});

it('the pattern rule leaves other text alone', async () => {
  const res = await callGuard(stack.url, key, {
    processType: 'policy-check',
    messages: [{ role: 'user', content: 'globex\\s+corp is not a company' }],
    additionalData: { check_criteria: ['no competitor mentions'] },
  });
  expect(res.body.action).toBe('PASS');
});
