/** The full PII policy example of functions/guardians/README.md compiles, and behaves as its comments say. */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import YAML from 'yaml';
import { inspectText } from '../../functions/engine/inspect';
import { createMaskingContext } from '../../functions/engine/masking-context';
import { compileGuardian } from '../helpers/catalog';

it('the "A PII policy in full" example of functions/guardians/README.md compiles and masks as commented', async () => {
  const readme = await readFile(join(__dirname, '..', '..', 'functions', 'guardians', 'README.md'), 'utf8');
  const section = readme.split('A PII policy in full')[1]!;
  const yaml = /```yaml\n([\s\S]*?)```/.exec(section)![1]!;
  const guardian = compileGuardian({ name: 'readme', processTypes: { input: { policies: ['pii'] } }, ...YAML.parse(yaml) }, 1);
  expect(guardian.needsPseudonymKey).toBe(true);
  const masking = createMaskingContext({ pseudonymKey: 'k' });
  const out = inspectText(
    'card number 4111 1111 1111 1111 for EMP-123456 on Project Falcon, mail desk@help.example.org',
    guardian.processTypes.get('input')!,
    { masking },
  );
  expect(out.processedContent).toBe('card number **** **** **** 1111 for [EMPLOYEE_1] on [CONFIDENTIAL], mail desk@help.example.org');
});
