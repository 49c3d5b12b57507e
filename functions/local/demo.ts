import type { GuardianInput } from '../guardians/schema';

export const DEMO_PROJECT_ID = 'demo';
export const DEMO_GUARDIAN_NAME = 'demo-guardian';

/**
 * The demo Guardian created on the first local start: contact details are masked, payment data, national
 * identifiers and cloud credentials block the call, and one custom rule shows operator-defined patterns.
 */
export const DEMO_GUARDIAN: GuardianInput = {
  name: DEMO_GUARDIAN_NAME,
  description: 'Demo: masks contact details, blocks payment data, national IDs and cloud credentials',
  processTypes: {
    input: { policies: ['pii'] },
    output: { policies: ['pii'] },
  },
  additionalData: {},
  model: { provider: 'bedrock', modelId: 'anthropic.claude-sonnet-4', parameters: { temperature: 0 } },
  policies: [
    {
      name: 'pii',
      type: 'PII',
      entities: {
        EMAIL_ADDRESS: { action: 'MASK' },
        PHONE_NUMBER: { action: 'MASK' },
        IP_ADDRESS: { action: 'MASK' },
        CREDIT_CARD: { action: 'BLOCK' },
        IBAN_CODE: { action: 'BLOCK' },
        US_SSN: { action: 'BLOCK' },
        KR_RRN: { action: 'BLOCK' },
        AWS_ACCESS_KEY: { action: 'BLOCK' },
      },
      customRules: [
        { name: 'employee-id', pattern: 'EMP-[0-9]{6}', action: 'MASK', maskWord: '[EMPLOYEE_ID]' },
      ],
    },
  ],
};
