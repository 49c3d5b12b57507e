import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import type { MiddlewareObj } from '@middy/core';
import { toHttpError, type ErrorCode } from './errors';
import type { HttpEvent, HttpResult } from './http';
import { DIMENSION, METRIC, METRICS_NAMESPACE, METRICS_SERVICE, type MetricName } from './metric-names';

/** An answered inline call, as counted in metrics: verdict, process type, latency, detections per policy. */
export interface GuardCallMetrics {
  readonly action: string;
  readonly processType: string;
  readonly latencyMs: number;
  readonly detections: readonly { readonly policyType: string; readonly count: number }[];
}

/** A job that reached a final state in the worker. */
export interface JobFinalMetrics {
  readonly status: 'COMPLETED' | 'FAILED';
  readonly action?: string;
  readonly code?: string;
  readonly durationMs: number;
  readonly bytes: number;
}

/**
 * What the handlers count, named for the domain (README "Operations"). Values are verdicts, codes, policy types
 * and numbers — never content, project ids or keys. Implementations must never throw into the request path.
 */
export interface ServiceMetrics {
  guardCall(call: GuardCallMetrics): void;
  requestError(api: 'guard' | 'jobs', code: ErrorCode): void;
  jobCreated(): void;
  jobFinalized(job: JobFinalMetrics): void;
  jobAttemptFailed(): void;
  /** A message reached the dead-letter handler; `finalized` when it turned a job FAILED `PROCESSING_FAILED`. */
  jobDeadLettered(finalized: boolean): void;
}

/** The default for handlers built without metrics (tests, the local runner): counts nothing, prints nothing. */
export const noMetrics: ServiceMetrics = {
  guardCall: () => {},
  requestError: () => {},
  jobCreated: () => {},
  jobFinalized: () => {},
  jobAttemptFailed: () => {},
  jobDeadLettered: () => {},
};

type Dimensions = Record<string, string>;
type Unit = (typeof MetricUnit)[keyof typeof MetricUnit];
type Value = readonly [MetricName, Unit, number];

/**
 * CloudWatch Embedded Metric Format through Powertools Metrics: each event is one JSON line on stdout, which
 * CloudWatch Logs turns into metrics (no API call, no latency). One line carries two dimension sets, so e.g.
 * one inline call counts towards the total and towards its action + process type at once. (The sets of one
 * line must not share a key besides `service`: Powertools warns on every line otherwise.)
 * POWERTOOLS_METRICS_DISABLED=true (or POWERTOOLS_DEV=true) turns the output off.
 */
export function createEmfMetrics(env: NodeJS.ProcessEnv = process.env): ServiceMetrics {
  // Powertools reads process.env itself; this honours the same switch when another environment is passed.
  if (/^(1|y|yes|t|true|on)$/i.test(env.POWERTOOLS_METRICS_DISABLED ?? '')) return noMetrics;
  const metrics = new Metrics({
    namespace: env.POWERTOOLS_METRICS_NAMESPACE || METRICS_NAMESPACE,
    serviceName: env.POWERTOOLS_SERVICE_NAME || METRICS_SERVICE,
  });
  const emit = (dimensionSets: readonly Dimensions[], values: readonly Value[]): void => {
    try {
      for (const set of dimensionSets) metrics.addDimensions(set);
      for (const [name, unit, value] of values) metrics.addMetric(name, unit, value);
      metrics.publishStoredMetrics();
    } catch {
      // A metric must never fail a call or a job; what was stored is dropped with the next publish.
      metrics.clearMetrics();
      metrics.clearDimensions();
    }
  };
  const TOTAL: Dimensions = {};

  return {
    guardCall(call) {
      emit(
        [TOTAL, { [DIMENSION.action]: call.action, [DIMENSION.processType]: call.processType }],
        [
          [METRIC.guardRequests, MetricUnit.Count, 1],
          [METRIC.guardLatency, MetricUnit.Milliseconds, call.latencyMs],
        ],
      );
      const byType = new Map<string, number>();
      for (const d of call.detections) if (d.count > 0) byType.set(d.policyType, (byType.get(d.policyType) ?? 0) + d.count);
      for (const [policyType, count] of byType) {
        emit([TOTAL, { [DIMENSION.policyType]: policyType }], [[METRIC.detections, MetricUnit.Count, count]]);
      }
    },
    requestError(api, code) {
      emit([TOTAL, { [DIMENSION.api]: api, [DIMENSION.code]: code }], [[METRIC.requestErrors, MetricUnit.Count, 1]]);
    },
    jobCreated() {
      emit([TOTAL], [[METRIC.jobsCreated, MetricUnit.Count, 1]]);
    },
    jobFinalized(job) {
      const completed = job.status === 'COMPLETED';
      const breakdown: Dimensions = completed
        ? { [DIMENSION.action]: job.action ?? 'NONE' }
        : { [DIMENSION.code]: job.code ?? 'INTERNAL_ERROR' };
      emit(
        [TOTAL, breakdown],
        [
          [completed ? METRIC.jobsCompleted : METRIC.jobsFailed, MetricUnit.Count, 1],
          [METRIC.jobProcessingTime, MetricUnit.Milliseconds, job.durationMs],
          [METRIC.bytesProcessed, MetricUnit.Bytes, job.bytes],
        ],
      );
    },
    jobAttemptFailed() {
      emit([TOTAL], [[METRIC.jobAttemptsFailed, MetricUnit.Count, 1]]);
    },
    jobDeadLettered(finalized) {
      emit([TOTAL], [[METRIC.jobsDeadLettered, MetricUnit.Count, 1]]);
      if (finalized) {
        emit([TOTAL, { [DIMENSION.code]: 'PROCESSING_FAILED' }], [[METRIC.jobsFailed, MetricUnit.Count, 1]]);
      }
    },
  };
}

/** Counts every rejected or failed request by its error code (the same mapping as the response: one place). */
export function requestErrorMetrics(metrics: ServiceMetrics, api: 'guard' | 'jobs'): MiddlewareObj<HttpEvent, HttpResult> {
  return {
    onError: async (request) => {
      metrics.requestError(api, toHttpError(request.error).body.error.code);
    },
  };
}
