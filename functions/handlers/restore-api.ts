import type { Caller } from '../auth/access';
import { InvalidRequestError, InvalidSealedValueError, SealedValueExpiredError, UnsupportedProcessTypeError } from '../guard/errors';
import { openCarry, openRestoreToken, sealCarry, tokenBinding, type RestoreKeys, type SealContext } from '../guard/reversible';
import { createRestorer, INITIAL_RESTORE_STATE, type RestoreState } from '../guard/restore';
import { guardStreamStep, initialGuardStreamState, type GuardStreamState } from '../guard/stream-guard';
import { guardStreamRequestSchema, parseBody, restoreRequestSchema } from '../guard/stream-request';
import { distinctOriginals } from '../engine/masking-context';
import type { Verdict } from '../engine/verdict';
import type { Clock } from '../ports';

export interface SealDeps {
  readonly restoreKeys: RestoreKeys;
  readonly clock: Clock;
}

export async function sealContext(deps: SealDeps, caller: Caller): Promise<SealContext> {
  return {
    projectId: caller.key.projectId,
    key: await deps.restoreKeys(caller.key.projectId),
    nowSeconds: Math.floor(deps.clock.now() / 1000),
  };
}

export interface RestoreResult {
  readonly body: { text: string; carry?: string };
  /** For the log line: counts only. */
  readonly restored: number;
  readonly stream: boolean;
}

/** `POST /v1/guard/restore`: one text, or one chunk of a stream. */
export async function handleRestore(deps: SealDeps, caller: Caller, body: unknown): Promise<RestoreResult> {
  const request = parseBody(restoreRequestSchema, body);
  const ctx = await sealContext(deps, caller);
  const restorer = createRestorer(openRestoreToken(ctx, request.restore_token).originals);
  const stream = request.stream === true || request.carry !== undefined;
  if (!stream) {
    if (request.final !== undefined) throw new InvalidRequestError('final', 'is only used in a stream (stream: true or carry)');
    const step = restorer.step(INITIAL_RESTORE_STATE, request.text, true);
    return { body: { text: step.released }, restored: step.restored, stream };
  }
  const binding = tokenBinding(request.restore_token);
  let state: RestoreState = INITIAL_RESTORE_STATE;
  if (request.carry !== undefined) {
    const carry = openCarry('restoreCarry', ctx, request.carry);
    if (carry.k !== binding || typeof carry.t !== 'string' || typeof carry.b !== 'number') {
      throw new InvalidSealedValueError('carry');
    }
    state = { tail: carry.t, before: carry.b };
  }
  const final = request.final === true;
  const step = restorer.step(state, request.text, final);
  const out: { text: string; carry?: string } = { text: step.released };
  if (!final) {
    out.carry = sealCarry('restoreCarry', ctx, CARRY_TTL_SECONDS, { k: binding, t: step.state.tail, b: step.state.before });
  }
  return { body: out, restored: step.restored, stream };
}

/** A stream's carry lives as long as a stream may reasonably last between two chunks of it. */
export const CARRY_TTL_SECONDS = 3_600;

export interface GuardStreamResult {
  readonly body: {
    action: Verdict;
    text: string;
    carry?: string;
    results: unknown[];
    monitored?: true;
    monitored_action?: Verdict;
  };
  readonly processType: string;
  readonly action: Verdict;
  readonly detections: ReturnType<typeof guardStreamStep>['detections'];
}

/**
 * `POST /v1/guard/stream`: output guarding (and optionally restore) over chunks. The restore token is opened once,
 * on the stream's first chunk; what the stream needs of it (its pairs, first among the stream's originals, and its
 * expiry) travels in the carry, which is bound to the token. Each later chunk opens and seals the carry only.
 */
export async function handleGuardStream(
  deps: SealDeps,
  caller: Caller,
  body: unknown,
  pseudonymKey: () => Promise<{ pseudonymKey?: string }>,
): Promise<GuardStreamResult> {
  const request = parseBody(guardStreamRequestSchema, body);
  const guardian = caller.guardian;
  const processType = request.process_type.trim().toLowerCase();
  const policies = guardian.processTypes.get(processType);
  if (!policies) {
    if (guardian.criteriaProcessTypes.has(processType)) {
      throw new InvalidRequestError('process_type', 'streams are guarded with policy process types only');
    }
    throw new UnsupportedProcessTypeError([...guardian.processTypes.keys(), ...guardian.criteriaProcessTypes.keys()].sort());
  }
  if (request.restore === true && request.restore_token === undefined) {
    throw new InvalidRequestError('restore_token', 'is required with restore: true');
  }
  // The restore key is read only to open a token or a carry, or to seal a carry: an answer guarded whole in one
  // call without a token (`final: true`) needs none.
  let sealing: Promise<SealContext> | undefined;
  const context = () => (sealing ??= sealContext(deps, caller));
  const binding = `${processType}:${tokenBinding(request.restore_token)}:${request.restore === true}`;
  let stream: GuardStream;
  if (request.carry !== undefined) {
    const ctx = await context();
    stream = readGuardCarry(openCarry('guardCarry', ctx, request.carry), binding);
    if (stream.tokenExpiresAt !== undefined && stream.tokenExpiresAt <= ctx.nowSeconds) throw new SealedValueExpiredError('restore_token');
  } else {
    const token = request.restore_token !== undefined ? openRestoreToken(await context(), request.restore_token) : undefined;
    const pairs = distinctOriginals(token?.originals ?? []);
    stream = { state: initialGuardStreamState(pairs), tokenPairs: pairs.length, tokenExpiresAt: token?.expiresAt };
  }
  const final = request.final === true;
  const monitor = guardian.mode === 'monitor';
  const step = guardStreamStep(stream.state, request.text, final, {
    policies,
    ...(await pseudonymKey()),
    monitor,
    ...(request.restore === true ? { restorer: createRestorer(stream.state.originals.slice(0, stream.tokenPairs)) } : {}),
  });
  const out: GuardStreamResult['body'] = {
    action: monitor ? 'PASS' : step.state.action,
    text: step.released,
    results: monitor ? [] : [...step.results],
  };
  if (monitor) {
    out.monitored = true;
    out.monitored_action = step.state.action;
  }
  if (!final && !(step.state.action === 'BLOCK' && !monitor)) {
    out.carry = sealCarry('guardCarry', await context(), CARRY_TTL_SECONDS, {
      k: binding,
      t: step.state.tail,
      o: step.state.originals.map((o) => [o.prefix, o.suffix, o.value]),
      n: stream.tokenPairs,
      ...(stream.tokenExpiresAt !== undefined ? { x: stream.tokenExpiresAt } : {}),
      a: step.state.action,
      r: [step.state.restore.tail, step.state.restore.before],
    });
  }
  return { body: out, processType, action: step.state.action, detections: step.detections };
}

/** A guard stream between two chunks. */
interface GuardStream {
  readonly state: GuardStreamState;
  /** How many of `state.originals`, the first ones, are the restore token's pairs (the ones restore puts back). */
  readonly tokenPairs: number;
  /** The restore token's expiry (epoch seconds) when the stream has a token: checked on every chunk. */
  readonly tokenExpiresAt: number | undefined;
}

const VERDICTS = new Set(['PASS', 'MASK', 'CHECK', 'BLOCK']);

function readGuardCarry(carry: Record<string, unknown>, binding: string): GuardStream {
  const { k, t, o, n, x, a, r } = carry;
  const pairs = Array.isArray(o) && o.every((e) => Array.isArray(e) && e.length === 3 && e.every((v) => typeof v === 'string'));
  const tokenPairs = pairs && Number.isInteger(n) && (n as number) >= 0 && (n as number) <= o.length;
  const expiry = x === undefined || Number.isInteger(x);
  const restore = Array.isArray(r) && r.length === 2 && typeof r[0] === 'string' && typeof r[1] === 'number';
  if (k !== binding || typeof t !== 'string' || !tokenPairs || !expiry || typeof a !== 'string' || !VERDICTS.has(a) || !restore) {
    throw new InvalidSealedValueError('carry');
  }
  return {
    state: {
      tail: t,
      originals: (o as string[][]).map(([prefix, suffix, value]) => ({ prefix: prefix!, suffix: suffix!, value: value! })),
      action: a as Verdict,
      restore: { tail: r[0] as string, before: r[1] as number },
    },
    tokenPairs: n as number,
    tokenExpiresAt: x as number | undefined,
  };
}
