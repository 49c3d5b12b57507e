import { Aws, Duration, Validations } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as sns from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { DIMENSION, METRIC, METRICS_NAMESPACE, METRICS_SERVICE, type MetricName } from '../../functions/handlers/metric-names';
import type { ResolvedSettings } from '../stack-settings';
import type { DeidJobs } from './deid-jobs';
import type { GuardApi } from './guard-api';
import type { GuardFunction } from './guard-function';

export interface ObservabilityProps {
  readonly api: GuardApi;
  /** The inline function (POST /v1/guard/api). */
  readonly guardFunction: GuardFunction;
  readonly jobs: DeidJobs;
  readonly alarms: ResolvedSettings['alarms'];
}

const PERIOD = Duration.minutes(5);

/**
 * The operations view (lib/README.md "Operations"): one dashboard and five alarms, all on metrics that already exist —
 * the handlers' EMF metrics (functions/handlers/metric-names.ts) and AWS/ApiGateway, AWS/Lambda, AWS/SQS — so
 * nothing here runs or polls. Alarms notify an SNS topic (created, or the deployer's), also on recovery.
 */
export class Observability extends Construct {
  readonly dashboard: cloudwatch.Dashboard;
  readonly topic: sns.ITopic;
  readonly alarms: {
    readonly api5xxRate: cloudwatch.Alarm;
    readonly inlineLatencyP99: cloudwatch.Alarm;
    readonly workerErrors: cloudwatch.Alarm;
    readonly deadLetters: cloudwatch.Alarm;
    readonly jobsStuck: cloudwatch.Alarm;
  };

  constructor(scope: Construct, id: string, props: ObservabilityProps) {
    super(scope, id);
    const { api, guardFunction, jobs } = props;
    const thresholds = props.alarms;

    this.topic = thresholds.topicArn ? sns.Topic.fromTopicArn(this, 'AlarmTopic', thresholds.topicArn) : this.createTopic(thresholds.email);

    // ---- alarms --------------------------------------------------------------------------------------------
    const api5xxRate = new cloudwatch.Alarm(this, 'Api5xxRate', {
      alarmDescription:
        `More than ${thresholds.api5xxRatePercent} % of HTTP API responses were 5xx in 2 of 3 five-minute periods. ` +
        'Runbook: lib/README.md "Operations" → 5xx.',
      metric: new cloudwatch.MathExpression({
        label: '5xx rate (%)',
        expression: 'IF(requests > 0, 100 * errors / requests, 0)',
        usingMetrics: {
          errors: api.httpApi.metricServerError({ statistic: 'Sum', period: PERIOD }),
          requests: api.httpApi.metricCount({ statistic: 'Sum', period: PERIOD }),
        },
        period: PERIOD,
      }),
      threshold: thresholds.api5xxRatePercent,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 3,
      datapointsToAlarm: 2,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });

    const inlineLatencyP99 = new cloudwatch.Alarm(this, 'InlineLatencyP99', {
      alarmDescription:
        `The inline function's p99 duration exceeded ${thresholds.inlineLatencyP99Ms} ms for 15 minutes. ` +
        'Runbook: lib/README.md "Operations" → latency.',
      metric: guardFunction.fn.metricDuration({ statistic: 'p99', period: PERIOD }),
      threshold: thresholds.inlineLatencyP99Ms,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 3,
      datapointsToAlarm: 3,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });

    const workerErrors = new cloudwatch.Alarm(this, 'WorkerErrors', {
      alarmDescription:
        `At least ${thresholds.workerErrors} failed worker invocations or failed job attempts per 5 minutes, in 2 of ` +
        '3 periods. Failed attempts are retried; persistent ones reach the dead-letter queue. Runbook: lib/README.md "Operations".',
      metric: new cloudwatch.MathExpression({
        label: 'worker errors',
        expression: 'FILL(invocationErrors, 0) + FILL(attemptErrors, 0)',
        usingMetrics: {
          invocationErrors: jobs.worker.fn.metricErrors({ statistic: 'Sum', period: PERIOD }),
          attemptErrors: emf(METRIC.jobAttemptsFailed),
        },
        period: PERIOD,
      }),
      threshold: thresholds.workerErrors,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 3,
      datapointsToAlarm: 2,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });

    // The dead-letter handler drains the queue within seconds, so a sampled depth can miss a message: the
    // handler's own count of dead letters is added to the depth.
    const deadLetters = new cloudwatch.Alarm(this, 'DeadLetters', {
      alarmDescription:
        'The job dead-letter queue is not empty, or a job exhausted its retries (finalized FAILED PROCESSING_FAILED). ' +
        'Runbook: lib/README.md "Operations" → dead-letter queue.',
      metric: new cloudwatch.MathExpression({
        label: 'dead letters',
        expression: 'FILL(visible, 0) + FILL(inFlight, 0) + FILL(handled, 0)',
        usingMetrics: {
          visible: jobs.deadLetterQueue.metricApproximateNumberOfMessagesVisible({ statistic: 'Maximum', period: PERIOD }),
          inFlight: jobs.deadLetterQueue.metricApproximateNumberOfMessagesNotVisible({ statistic: 'Maximum', period: PERIOD }),
          handled: emf(METRIC.jobsDeadLettered),
        },
        period: PERIOD,
      }),
      threshold: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });

    // A job is non-final exactly while its message is in the job queue (the worker deletes it only after the job
    // is final; intake deletes a job it could not enqueue) or in the dead-letter queue (the alarm above). So the
    // age of the oldest message is the age of the oldest non-final job — no table scan.
    const jobsStuck = new cloudwatch.Alarm(this, 'JobsStuck', {
      alarmDescription:
        `A job has not reached a final state for more than ${thresholds.oldestJobMinutes} minutes (oldest message in the ` +
        'job queue). Runbook: lib/README.md "Operations" → stuck jobs.',
      metric: jobs.queue.metricApproximateAgeOfOldestMessage({ statistic: 'Maximum', period: PERIOD }),
      threshold: thresholds.oldestJobMinutes * 60,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });

    this.alarms = { api5xxRate, inlineLatencyP99, workerErrors, deadLetters, jobsStuck };
    const action = new SnsAction(this.topic);
    for (const alarm of Object.values(this.alarms)) {
      alarm.addAlarmAction(action);
      alarm.addOkAction(action);
    }

    // ---- dashboard -----------------------------------------------------------------------------------------
    this.dashboard = new cloudwatch.Dashboard(this, 'Dashboard', { defaultInterval: Duration.hours(3) });
    const graph = (title: string, left: cloudwatch.IMetric[], right: cloudwatch.IMetric[] = [], width = 8) =>
      new cloudwatch.GraphWidget({ title, left, right, width, height: 6 });
    const queue = jobs.queue;
    const dlq = jobs.deadLetterQueue;

    this.dashboard.addWidgets(
      new cloudwatch.TextWidget({
        markdown: '## Inline guard — `POST /v1/guard/api`\nEMF metrics of the handlers (namespace `ContentGuard`), the HTTP API and the inline function.',
        width: 24,
        height: 2,
      }),
    );
    this.dashboard.addWidgets(
      graph('Inline requests by verdict and process type', [
        search(METRIC.guardRequests, [DIMENSION.action, DIMENSION.processType], 'Sum'),
        emf(METRIC.guardRequests, 'Sum', 'all'),
      ]),
      graph('HTTP API responses (all routes)', [
        api.httpApi.metricCount({ statistic: 'Sum', period: PERIOD, label: 'requests' }),
        api.httpApi.metricClientError({ statistic: 'Sum', period: PERIOD, label: '4xx' }),
        api.httpApi.metricServerError({ statistic: 'Sum', period: PERIOD, label: '5xx' }),
      ]),
    );
    this.dashboard.addWidgets(
      graph('Inline latency (ms)', [
        emf(METRIC.guardLatency, 'p50', 'handler p50'),
        emf(METRIC.guardLatency, 'p99', 'handler p99'),
        guardFunction.fn.metricDuration({ statistic: 'p99', period: PERIOD, label: 'Lambda duration p99' }),
        api.httpApi.metricLatency({ statistic: 'p99', period: PERIOD, label: 'API latency p99 (all routes)' }),
      ]),
    );
    this.dashboard.addWidgets(
      graph('Detections by policy type', [search(METRIC.detections, [DIMENSION.policyType], 'Sum')], [], 12),
      graph('Errors by code (both APIs)', [search(METRIC.requestErrors, [DIMENSION.api, DIMENSION.code], 'Sum')], [], 12),
    );
    this.dashboard.addWidgets(
      new cloudwatch.TextWidget({
        markdown: '## Batch jobs — `POST /v1/guard/s3`\nJob outcomes, the job queue and its dead-letter queue, the worker.',
        width: 24,
        height: 2,
      }),
    );
    this.dashboard.addWidgets(
      graph('Jobs', [
        emf(METRIC.jobsCreated, 'Sum', 'created'),
        emf(METRIC.jobsCompleted, 'Sum', 'completed'),
        emf(METRIC.jobsFailed, 'Sum', 'failed'),
      ]),
      graph('Failed jobs by code', [search(METRIC.jobsFailed, [DIMENSION.code], 'Sum')]),
      graph(
        'Processing time (ms) and bytes processed',
        [emf(METRIC.jobProcessingTime, 'p50', 'time p50'), emf(METRIC.jobProcessingTime, 'p99', 'time p99')],
        [emf(METRIC.bytesProcessed, 'Sum', 'bytes')],
      ),
    );
    this.dashboard.addWidgets(
      graph(
        'Job queue',
        [
          queue.metricApproximateNumberOfMessagesVisible({ statistic: 'Maximum', period: PERIOD, label: 'waiting' }),
          queue.metricApproximateNumberOfMessagesNotVisible({ statistic: 'Maximum', period: PERIOD, label: 'in progress' }),
        ],
        [queue.metricApproximateAgeOfOldestMessage({ statistic: 'Maximum', period: PERIOD, label: 'oldest (s)' })],
      ),
      graph('Dead-letter queue depth', [
        dlq.metricApproximateNumberOfMessagesVisible({ statistic: 'Maximum', period: PERIOD, label: 'DLQ visible' }),
        dlq.metricApproximateNumberOfMessagesNotVisible({ statistic: 'Maximum', period: PERIOD, label: 'DLQ in flight' }),
        emf(METRIC.jobsDeadLettered, 'Sum', 'dead letters handled'),
      ]),
      graph('Worker', [
        jobs.worker.fn.metricErrors({ statistic: 'Sum', period: PERIOD, label: 'invocation errors' }),
        emf(METRIC.jobAttemptsFailed, 'Sum', 'failed attempts (retried)'),
        jobs.worker.fn.metricThrottles({ statistic: 'Sum', period: PERIOD, label: 'throttles' }),
        jobs.worker.fn.metric('ConcurrentExecutions', { statistic: 'Maximum', period: PERIOD, label: 'concurrency' }),
      ]),
    );
    this.dashboard.addWidgets(
      new cloudwatch.AlarmStatusWidget({ title: 'Alarms', alarms: Object.values(this.alarms), width: 24, height: 3 }),
    );
  }

  /** Console URL of the dashboard. */
  get dashboardUrl(): string {
    return `https://console.aws.amazon.com/cloudwatch/home?region=${Aws.REGION}#dashboards:name=${this.dashboard.dashboardName}`;
  }

  private createTopic(email: string | undefined): sns.Topic {
    const topic = new sns.Topic(this, 'AlarmTopic', { displayName: 'Content Guard alarms', enforceSSL: true });
    if (email) topic.addSubscription(new EmailSubscription(email));
    Validations.of(topic).acknowledge({
      id: 'AwsSolutions-SNS2',
      reason:
        'Alarm notifications carry alarm names, thresholds and metric values — no content, keys or personal data. ' +
        'CloudWatch cannot publish to a topic encrypted with the AWS-managed SNS key, so encryption would need a ' +
        'customer-managed key with a CloudWatch key-policy grant; pass alarmTopicArn to use such a topic.',
    });
    return topic;
  }
}

/** One of the handlers' EMF metrics, over all its dimension values (the `service`-only dimension set). */
function emf(metricName: MetricName, statistic = 'Sum', label?: string): cloudwatch.Metric {
  return new cloudwatch.Metric({
    namespace: METRICS_NAMESPACE,
    metricName,
    dimensionsMap: { service: METRICS_SERVICE },
    statistic,
    period: PERIOD,
    ...(label ? { label } : {}),
  });
}

/** One line per value of the given dimensions (a CloudWatch SEARCH: values appear as they are emitted). */
function search(metricName: MetricName, dimensions: readonly string[], statistic: string): cloudwatch.MathExpression {
  const schema = [METRICS_NAMESPACE, 'service', ...dimensions].join(',');
  return new cloudwatch.MathExpression({
    expression: `SEARCH('{${schema}} MetricName="${metricName}" service="${METRICS_SERVICE}"', '${statistic}', ${PERIOD.toSeconds()})`,
    usingMetrics: {},
    period: PERIOD,
    label: '',
  });
}
