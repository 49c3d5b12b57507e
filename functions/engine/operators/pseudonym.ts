import { createHmac } from 'node:crypto';
import { MaskingError } from '../errors';
import { normalizeForLinking } from '../masking-context';
import type { OperatorFn, PseudonymOperator } from './types';

/**
 * Keyed pseudonym: `[<prefix>_<hex>]`, the first `length` hex characters of HMAC-SHA256(project key,
 * normalized value) (RFC 2104; NIST SP 800-107 §5.3.4 on truncating HMAC output). The same value gives the
 * same token in every call of the project, and the token cannot be reversed or brute-forced without the key.
 * The key comes from the caller (per-project secret): the engine holds no secret of its own.
 */
export const pseudonym: OperatorFn<PseudonymOperator> = (op, { value, label, context }) => {
  const key = context.pseudonymKey;
  if (key === undefined) throw new MaskingError('the pseudonym operator needs the project\u2019s pseudonym key');
  const digest = createHmac('sha256', key).update(normalizeForLinking(value), 'utf8').digest('hex');
  const prefix = op.prefix ?? label;
  const suffix = digest.slice(0, op.length);
  context.remember(prefix, suffix, value);
  return `[${prefix}_${suffix}]`;
};
