/**
 * Reading the Langfuse secret key in AWS. No emulator here covers Secrets Manager or SSM, so these tests hand the
 * adapter a stand-in SDK client (a `send` that records the command and answers like the service): they check the
 * request we build and how we read the answer, not the services themselves.
 */
import { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import { GetParameterCommand } from '@aws-sdk/client-ssm';
import { readLangfuseSecretKey, secretKeyFromSecretString } from '../../../functions/adapters/aws/langfuse-secret';

function fakeClient(answer: unknown) {
  const commands: unknown[] = [];
  const client = {
    send: jest.fn(async (command: unknown) => {
      commands.push(command);
      if (answer instanceof Error) throw answer;
      return answer;
    }),
  };
  return { client: client as never, commands };
}

const ARN = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:langfuse-AbCdEf';

describe('Secrets Manager (stand-in client)', () => {
  it.each([
    ['the key as plain text', 'sk-lf-plain', 'sk-lf-plain'],
    ['the key with surrounding whitespace', '  sk-lf-plain\n', 'sk-lf-plain'],
    ['JSON with secretKey', '{"secretKey":"sk-lf-json","publicKey":"pk-lf-1"}', 'sk-lf-json'],
    ['JSON with LANGFUSE_SECRET_KEY', '{"LANGFUSE_SECRET_KEY":"sk-lf-env"}', 'sk-lf-env'],
  ])('%s', async (_name, secretString, expected) => {
    const { client, commands } = fakeClient({ SecretString: secretString });
    await expect(readLangfuseSecretKey({ kind: 'secrets-manager', secretId: ARN }, { secretsManager: () => client })).resolves.toBe(expected);
    expect(commands).toHaveLength(1);
    expect(commands[0]).toBeInstanceOf(GetSecretValueCommand);
    expect((commands[0] as GetSecretValueCommand).input).toEqual({ SecretId: ARN });
  });

  it.each([
    ['a binary secret', {}, /without a string value/],
    ['JSON without the field', { SecretString: '{"other":"x"}' }, /without a "secretKey" string field/],
    ['malformed JSON', { SecretString: '{"secretKey":' }, /malformed JSON/],
    ['an empty secret', { SecretString: '   ' }, /empty secret/],
  ])('%s is a configuration error that does not echo the secret', async (_name, answer, message) => {
    const { client } = fakeClient(answer);
    const read = readLangfuseSecretKey({ kind: 'secrets-manager', secretId: ARN }, { secretsManager: () => client });
    await expect(read).rejects.toThrow(message);
    await expect(read).rejects.toMatchObject({ name: 'TracingConfigError' });
  });

  it('SDK errors propagate (the forwarder loads again on its next invocation)', async () => {
    const { client } = fakeClient(Object.assign(new Error('denied'), { name: 'AccessDeniedException' }));
    await expect(readLangfuseSecretKey({ kind: 'secrets-manager', secretId: ARN }, { secretsManager: () => client })).rejects.toMatchObject({
      name: 'AccessDeniedException',
    });
  });
});

describe('SSM Parameter Store (stand-in client)', () => {
  it('reads the SecureString decrypted', async () => {
    const { client, commands } = fakeClient({ Parameter: { Name: '/cg/langfuse', Type: 'SecureString', Value: 'sk-lf-ssm' } });
    await expect(readLangfuseSecretKey({ kind: 'ssm-parameter', name: '/cg/langfuse' }, { ssm: () => client })).resolves.toBe('sk-lf-ssm');
    expect(commands[0]).toBeInstanceOf(GetParameterCommand);
    expect((commands[0] as GetParameterCommand).input).toEqual({ Name: '/cg/langfuse', WithDecryption: true });
  });

  it('an empty parameter is a configuration error', async () => {
    const { client } = fakeClient({ Parameter: { Name: '/cg/langfuse', Value: '' } });
    await expect(readLangfuseSecretKey({ kind: 'ssm-parameter', name: '/cg/langfuse' }, { ssm: () => client })).rejects.toThrow(
      'LANGFUSE_SECRET_PARAMETER names a parameter without a value',
    );
  });
});

it('a value from the environment needs no client', async () => {
  const secretsManager = jest.fn();
  await expect(readLangfuseSecretKey({ kind: 'value', value: 'sk-lf-env' }, { secretsManager })).resolves.toBe('sk-lf-env');
  expect(secretsManager).not.toHaveBeenCalled();
  expect(secretKeyFromSecretString('sk-lf-x')).toBe('sk-lf-x');
});
