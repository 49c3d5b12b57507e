import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { parseS3Scope } from '../functions/storage/s3-address';
import { DEFAULT_ARCHITECTURE, GUARD_ARCHITECTURES, type GuardArchitectureName } from './constructs/runtime';

/**
 * A customer bucket the batch worker may use. The bucket is not the stack's (no bucket policy is touched); the
 * worker's role gets `s3:GetObject` under the read prefixes and `s3:PutObject` / `s3:AbortMultipartUpload` under the
 * write prefixes — the outer fence. The per-project scopes in the table (`content-guard storage allow`) are the
 * inner one, checked at intake. Prefixes follow the CLI's scope rules: a folder ending in `/`, or '' for the
 * whole bucket.
 */
export interface StorageConnection {
  readonly bucket: string;
  readonly readPrefixes?: readonly string[];
  readonly writePrefixes?: readonly string[];
  /** The KMS key of an SSE-KMS bucket (decrypt to read, generate data keys to write). @default none (SSE-S3) */
  readonly kmsKeyArn?: string;
}

/** Alarm delivery and thresholds (README "Operations"). */
export interface AlarmSettings {
  /** Subscribe this address to the alarm topic (confirm the e-mail AWS sends). */
  readonly email?: string;
  /** Publish to this existing SNS topic instead of creating one. */
  readonly topicArn?: string;
  /** 5xx responses of the HTTP API, percent of requests over 5 minutes. @default 1 */
  readonly api5xxRatePercent?: number;
  /** p99 duration of the inline function over 5 minutes, three periods in a row. @default 1000 */
  readonly inlineLatencyP99Ms?: number;
  /** Failed worker invocations plus failed job attempts per 5 minutes, two periods of three. @default 1 */
  readonly workerErrors?: number;
  /** Age of the oldest queued job message. @default 180 (3 h: above the 5 × 30 min retry budget) */
  readonly oldestJobMinutes?: number;
}

/**
 * Everything a deployer chooses: an environment in cdk.json (`context.environments.<name>`, lib/README.md), stack
 * props, or the same names as one-off context (`-c key=value`).
 */
export interface DeploymentSettings {
  /** The functions' instruction set. @default arm64 (Graviton) */
  readonly architecture?: GuardArchitectureName;
  /** @default [] — no bucket access; jobs then fail SOURCE_ACCESS_DENIED. Context: a JSON array. */
  readonly storageConnections?: readonly StorageConnection[];
  /** Job records are kept this many days (DynamoDB TTL). @default 30 */
  readonly jobRetentionDays?: number;
  /** Largest source object a job accepts, bytes. @default 104857600 (100 MiB) */
  readonly maxSourceBytes?: number;
  /**
   * Largest request body of both APIs, bytes, at most MAX_BODY_BYTES_LIMIT. @default 1048576 (1 MiB)
   */
  readonly maxBodyBytes?: number;
  /** Retention of every function's and the API's log group, days (a CloudWatch Logs retention value). @default 30 */
  readonly logRetentionDays?: number;
  /** HTTP API stage throttling: steady requests per second and burst. @default 1000 / 2000 */
  readonly apiRateLimit?: number;
  readonly apiBurstLimit?: number;
  /** Most concurrent worker invocations (the SQS event source's maximum concurrency, 2–1000). @default 10 */
  readonly workerMaxConcurrency?: number;
  /**
   * Models the inline function may invoke for `bedrock` judges of policy-not-required process types
   * (`bedrock:InvokeModel`; the Converse API). Foundation-model or inference-profile ARNs; a cross-region
   * inference profile also needs its foundation models' ARNs. @default [] — Bedrock judges answer 503.
   * Context: a JSON array or a comma-separated list.
   */
  readonly bedrockModelArns?: readonly string[];
  readonly alarms?: AlarmSettings;
}

/**
 * A Lambda proxy integration carries the request in a synchronous invocation of at most 6 MB (6,291,456 bytes); the
 * event holds the body as a JSON string, where escaping can double it, beside headers and the request context.
 */
export const MAX_BODY_BYTES_LIMIT = 3_000_000;

/** The resolved settings the constructs receive. */
export interface ResolvedSettings {
  readonly architecture: lambda.Architecture;
  readonly storageConnections: readonly StorageConnection[];
  readonly jobRetentionDays: number;
  readonly maxSourceBytes: number;
  readonly maxBodyBytes: number;
  readonly logRetention: logs.RetentionDays;
  readonly apiRateLimit: number;
  readonly apiBurstLimit: number;
  readonly workerMaxConcurrency: number;
  readonly bedrockModelArns: readonly string[];
  readonly alarms: Required<Omit<AlarmSettings, 'email' | 'topicArn'>> & Pick<AlarmSettings, 'email' | 'topicArn'>;
}

/** Flat context keys for the alarm settings (`-c alarmEmail=ops@example.com`). */
const ALARM_CONTEXT = {
  email: 'alarmEmail',
  topicArn: 'alarmTopicArn',
  api5xxRatePercent: 'alarmApi5xxRatePercent',
  inlineLatencyP99Ms: 'alarmInlineLatencyP99Ms',
  workerErrors: 'alarmWorkerErrors',
  oldestJobMinutes: 'alarmOldestJobMinutes',
} as const satisfies Record<keyof AlarmSettings, string>;

export class SettingsError extends Error {
  override name = 'SettingsError';
  constructor(key: string, problem: string) {
    super(`Content Guard setting ${key}: ${problem}`);
  }
}

/**
 * Props win over one-off context (`-c key=value`), context over the environment's settings (`fromEnvironment`, from
 * cdk.json: `environmentSettings`), those over the defaults; every value is checked and an error names its key.
 */
export function resolveSettings(
  scope: Construct,
  props: DeploymentSettings = {},
  fromEnvironment: DeploymentSettings = {},
): ResolvedSettings {
  const pick = <K extends keyof DeploymentSettings>(key: K): unknown => props[key] ?? contextValue(scope, key) ?? fromEnvironment[key];
  const alarm = (key: keyof AlarmSettings): unknown =>
    props.alarms?.[key] ?? contextValue(scope, ALARM_CONTEXT[key]) ?? fromEnvironment.alarms?.[key];

  const retentionDays = int('logRetentionDays', pick('logRetentionDays'), 30, 1, 3653);
  if (!Object.values(logs.RetentionDays).includes(retentionDays)) {
    throw new SettingsError('logRetentionDays', `${retentionDays} is not a CloudWatch Logs retention (1, 3, 5, 7, 14, 30, 60, 90, …)`);
  }
  const email = optionalString('alarmEmail', alarm('email'));
  if (email !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new SettingsError('alarmEmail', 'not an e-mail address');
  const topicArn = optionalString('alarmTopicArn', alarm('topicArn'));
  if (topicArn !== undefined && !/^arn:aws[a-z-]*:sns:[a-z0-9-]+:\d{12}:[\w-]+$/.test(topicArn)) {
    throw new SettingsError('alarmTopicArn', 'not an SNS topic ARN');
  }

  const architecture = optionalString('architecture', pick('architecture')) ?? DEFAULT_ARCHITECTURE;
  if (!Object.hasOwn(GUARD_ARCHITECTURES, architecture)) {
    throw new SettingsError('architecture', `must be one of ${Object.keys(GUARD_ARCHITECTURES).join(', ')}`);
  }

  return {
    architecture: GUARD_ARCHITECTURES[architecture as GuardArchitectureName],
    storageConnections: storageConnections(pick('storageConnections')),
    jobRetentionDays: int('jobRetentionDays', pick('jobRetentionDays'), 30, 1, 3650),
    maxSourceBytes: int('maxSourceBytes', pick('maxSourceBytes'), 100 * 1024 * 1024, 1, 5 * 1024 ** 4),
    maxBodyBytes: int('maxBodyBytes', pick('maxBodyBytes'), 1024 * 1024, 1, MAX_BODY_BYTES_LIMIT),
    logRetention: retentionDays as logs.RetentionDays,
    apiRateLimit: int('apiRateLimit', pick('apiRateLimit'), 1000, 1, 1_000_000),
    apiBurstLimit: int('apiBurstLimit', pick('apiBurstLimit'), 2000, 1, 1_000_000),
    workerMaxConcurrency: int('workerMaxConcurrency', pick('workerMaxConcurrency'), 10, 2, 1000),
    bedrockModelArns: bedrockModelArns(pick('bedrockModelArns')),
    alarms: {
      ...(email !== undefined ? { email } : {}),
      ...(topicArn !== undefined ? { topicArn } : {}),
      api5xxRatePercent: num('alarmApi5xxRatePercent', alarm('api5xxRatePercent'), 1, 0, 100),
      inlineLatencyP99Ms: int('alarmInlineLatencyP99Ms', alarm('inlineLatencyP99Ms'), 1000, 1, 30_000),
      workerErrors: int('alarmWorkerErrors', alarm('workerErrors'), 1, 1, 1_000_000),
      oldestJobMinutes: int('alarmOldestJobMinutes', alarm('oldestJobMinutes'), 180, 5, 20_160),
    },
  };
}

function contextValue(scope: Construct, key: string): unknown {
  const value: unknown = scope.node.tryGetContext(key);
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}

/** The settings that are one value each (the alarms are an object in cdk.json, flat keys on the command line). */
const SCALAR_SETTINGS = [
  'architecture',
  'storageConnections',
  'jobRetentionDays',
  'maxSourceBytes',
  'maxBodyBytes',
  'logRetentionDays',
  'apiRateLimit',
  'apiBurstLimit',
  'workerMaxConcurrency',
  'bedrockModelArns',
] as const satisfies readonly Exclude<keyof DeploymentSettings, 'alarms'>[];

/** The one-off context keys (`-c key=value`) that set a deployment setting. */
export const SETTING_CONTEXT_KEYS: readonly string[] = [...SCALAR_SETTINGS, ...Object.values(ALARM_CONTEXT)];

/** A deployment environment as cdk.json declares it: its stack's name and its settings. */
export interface EnvironmentSettings {
  readonly name: string;
  readonly stackName: string;
  readonly settings: DeploymentSettings;
  /** Trace export to Langfuse (lib/constructs/trace-export.ts). @default off */
  readonly traceExport?: Record<string, string>;
}

const ENVIRONMENT_KEYS = new Set<string>([...SCALAR_SETTINGS, 'alarms', 'stackName', 'traceExport']);

/**
 * The environment a deploy targets: `-c environment=<name>` (default `default`) picks one entry of the
 * `environments` object in cdk.json's context, which is under version control, so the next plain `cdk deploy`
 * deploys the same settings. The stack is `stackName`, or `ContentGuard` for `default` and `ContentGuard-<name>`
 * for the others.
 */
export function environmentSettings(scope: Construct): EnvironmentSettings {
  const name = optionalString('environment', contextValue(scope, 'environment')) ?? 'default';
  const all: unknown = scope.node.tryGetContext('environments') ?? {};
  if (typeof all !== 'object' || all === null || Array.isArray(all)) throw new SettingsError('environments', 'must be an object of environments');
  const declared = (all as Record<string, unknown>)[name];
  if (declared === undefined && name !== 'default') {
    throw new SettingsError('environment', `${name} is not declared in cdk.json (context.environments: ${Object.keys(all).join(', ') || 'none'})`);
  }
  const entry = declared ?? {};
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) throw new SettingsError(`environments.${name}`, 'must be an object');
  const unknown = Object.keys(entry).filter((k) => !ENVIRONMENT_KEYS.has(k));
  if (unknown.length > 0) throw new SettingsError(`environments.${name}`, `unknown key ${unknown.join(', ')}`);
  const { stackName, traceExport, ...settings } = entry as DeploymentSettings & { stackName?: unknown; traceExport?: unknown };
  const stack = optionalString(`environments.${name}.stackName`, stackName) ?? (name === 'default' ? 'ContentGuard' : `ContentGuard-${name}`);
  if (!/^[A-Za-z][A-Za-z0-9-]{0,127}$/.test(stack)) throw new SettingsError(`environments.${name}.stackName`, 'must be a CloudFormation stack name');
  if (traceExport !== undefined && (typeof traceExport !== 'object' || traceExport === null || Array.isArray(traceExport))) {
    throw new SettingsError(`environments.${name}.traceExport`, 'must be an object');
  }
  return { name, stackName: stack, settings, ...(traceExport ? { traceExport: traceExport as Record<string, string> } : {}) };
}

function num(key: string, raw: unknown, fallback: number, min: number, max: number): number {
  if (raw === undefined || raw === null) return fallback;
  const value = typeof raw === 'string' ? Number(raw.trim()) : raw;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) {
    throw new SettingsError(key, `must be a number from ${min} to ${max}`);
  }
  return value;
}

function int(key: string, raw: unknown, fallback: number, min: number, max: number): number {
  const value = num(key, raw, fallback, min, max);
  if (!Number.isInteger(value)) throw new SettingsError(key, 'must be a whole number');
  return value;
}

function optionalString(key: string, raw: unknown): string | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw !== 'string') throw new SettingsError(key, 'must be a string');
  return raw.trim();
}

/** Foundation models, inference profiles, provisioned or custom models (region/account may be empty or `*`). */
const BEDROCK_ARN =
  /^arn:aws[a-z-]*:bedrock:[a-z0-9*-]*:(\d{12}|\*)?:(foundation-model|inference-profile|application-inference-profile|provisioned-model|custom-model)\/[\w.:*/-]+$/;

function bedrockModelArns(raw: unknown): string[] {
  if (raw === undefined || raw === null) return [];
  let value: unknown = raw;
  if (typeof raw === 'string') {
    const text = raw.trim();
    value = text.startsWith('[') ? safeJson(text, 'bedrockModelArns') : text.split(',').map((a) => a.trim()).filter(Boolean);
  }
  if (!Array.isArray(value)) throw new SettingsError('bedrockModelArns', 'must be an array of model ARNs');
  return value.map((arn: unknown, i) => {
    if (typeof arn !== 'string' || !BEDROCK_ARN.test(arn)) {
      throw new SettingsError(`bedrockModelArns[${i}]`, 'must be a Bedrock model ARN (arn:aws:bedrock:<region>::foundation-model/<id>, …:inference-profile/<id>)');
    }
    return arn;
  });
}

function safeJson(text: string, key: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new SettingsError(key, 'is not valid JSON');
  }
}

const CONNECTION_KEYS = new Set(['bucket', 'readPrefixes', 'writePrefixes', 'kmsKeyArn']);

function storageConnections(raw: unknown): StorageConnection[] {
  if (raw === undefined || raw === null) return [];
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw new SettingsError('storageConnections', 'is not valid JSON (expected [{"bucket": …, "readPrefixes": […], "writePrefixes": […]}])');
    }
  }
  if (!Array.isArray(value)) throw new SettingsError('storageConnections', 'must be an array');
  return value.map((item: unknown, i) => {
    const at = `storageConnections[${i}]`;
    if (typeof item !== 'object' || item === null) throw new SettingsError(at, 'must be an object');
    const unknown = Object.keys(item).filter((k) => !CONNECTION_KEYS.has(k));
    if (unknown.length > 0) throw new SettingsError(at, `unknown key ${unknown.join(', ')}`);
    const c = item as Record<string, unknown>;
    if (typeof c.bucket !== 'string') throw new SettingsError(`${at}.bucket`, 'must be a bucket name');
    const bucket = c.bucket;
    const prefixes = (key: 'readPrefixes' | 'writePrefixes'): string[] => {
      const list = c[key] ?? [];
      if (!Array.isArray(list)) throw new SettingsError(`${at}.${key}`, 'must be an array of folders');
      return list.map((prefix: unknown, j) => {
        const where = `${at}.${key}[${j}]`;
        if (typeof prefix !== 'string') throw new SettingsError(where, 'must be a string');
        // The same rules as the CLI's storage scopes: a folder ending in '/', or '' for the whole bucket.
        try {
          parseS3Scope(`s3://${bucket}/${prefix}`);
        } catch (err) {
          throw new SettingsError(where, (err as Error).message);
        }
        if (/[*?]/.test(prefix)) throw new SettingsError(where, 'wildcards are not allowed (IAM would read them as patterns)');
        return prefix;
      });
    };
    const readPrefixes = prefixes('readPrefixes');
    const writePrefixes = prefixes('writePrefixes');
    if (readPrefixes.length === 0 && writePrefixes.length === 0) {
      throw new SettingsError(at, 'give readPrefixes, writePrefixes or both');
    }
    let kmsKeyArn: string | undefined;
    if (c.kmsKeyArn !== undefined) {
      if (typeof c.kmsKeyArn !== 'string' || !/^arn:aws[a-z-]*:kms:[a-z0-9-]+:\d{12}:key\/[\w-]+$/.test(c.kmsKeyArn)) {
        throw new SettingsError(`${at}.kmsKeyArn`, 'must be a KMS key ARN (arn:aws:kms:<region>:<account>:key/<id>)');
      }
      kmsKeyArn = c.kmsKeyArn;
    }
    return { bucket, readPrefixes, writePrefixes, ...(kmsKeyArn ? { kmsKeyArn } : {}) };
  });
}
