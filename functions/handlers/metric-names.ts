/**
 * The CloudWatch metrics the handlers emit (Embedded Metric Format) and the dashboard and alarms read
 * (lib/constructs/observability.ts). One list, so a renamed metric cannot silently empty a graph or an alarm.
 * No imports: the CDK app reads this file too.
 */
export const METRICS_NAMESPACE = 'ContentGuard';

/** Value of the `service` dimension every metric carries (POWERTOOLS_SERVICE_NAME when set, as with Powertools). */
export const METRICS_SERVICE = 'content-guard';

export const METRIC = {
  /** Answered inline calls (HTTP 200). Dimensions: —, action + processType. */
  guardRequests: 'GuardRequests',
  /** Handler processing time of an answered inline call, ms. Same dimensions as GuardRequests. */
  guardLatency: 'GuardLatency',
  /** Detections of an inline call, summed per policy type. Dimensions: —, policyType. */
  detections: 'Detections',
  /** Rejected or failed requests of both APIs. Dimensions: —, api + code. */
  requestErrors: 'RequestErrors',
  /** Jobs accepted at intake (202). Dimensions: —. */
  jobsCreated: 'JobsCreated',
  /** Jobs finalized COMPLETED. Dimensions: —, action. */
  jobsCompleted: 'JobsCompleted',
  /** Jobs finalized FAILED (by the worker, or by the dead-letter handler as PROCESSING_FAILED). Dimensions: —, code. */
  jobsFailed: 'JobsFailed',
  /** Worker time from claim to final state, ms. Emitted with JobsCompleted / JobsFailed (same dimensions). */
  jobProcessingTime: 'JobProcessingTime',
  /** Source bytes read by finalized jobs. Emitted with JobsCompleted / JobsFailed (same dimensions). */
  bytesProcessed: 'BytesProcessed',
  /** Worker attempts that failed transiently; the message is retried. Dimensions: —. */
  jobAttemptsFailed: 'JobAttemptsFailed',
  /** Messages received by the dead-letter handler (retries exhausted). Dimensions: —. */
  jobsDeadLettered: 'JobsDeadLettered',
} as const;

export type MetricName = (typeof METRIC)[keyof typeof METRIC];

/**
 * Dimension names. All have small, bounded value sets: verdicts, error codes, policy types, and the process types
 * that the deployed Guardians declare (an unknown process type is rejected with a 400 before any metric).
 * Project ids, key ids and Guardian names are never dimensions (they are in the logs).
 */
export const DIMENSION = {
  action: 'action',
  processType: 'processType',
  policyType: 'policyType',
  api: 'api',
  code: 'code',
} as const;
