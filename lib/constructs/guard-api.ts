import { Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';

/** The batch job routes (functions/handlers/jobs-api.ts JOB_ROUTES; a stack test keeps the two equal). */
export const JOB_ROUTE_KEYS = ['POST /v1/guard/s3', 'GET /v1/guard/s3/jobs/{job_id}', 'GET /v1/guard/s3/jobs'] as const;
/** The OpenAPI document, served without a key by the jobs API function (functions/openapi/serve.ts). */
export const OPENAPI_ROUTE_KEY = 'GET /v1/openapi.json';

/** The inline function's routes (functions/handlers/guard-api.ts GUARD_ROUTES; a stack test keeps the two equal). */
export const GUARD_ROUTE_KEYS = [
  'POST /v1/guard/api',
  'POST /v1/guard/restore',
  'POST /v1/guard/stream',
  'POST /v1/litellm/beta/litellm_basic_guardrail_api',
] as const;

export interface GuardApiProps {
  /** Handles `POST /v1/guard/api`. */
  readonly guardFunction: lambda.IFunction;
  /** Handles the batch job routes (JOB_ROUTE_KEYS) and the OpenAPI document. @default no job routes */
  readonly jobsFunction?: lambda.IFunction;
  /** Steady-state requests per second across the default stage. @default 1000 */
  readonly throttlingRateLimit?: number;
  /** Burst bucket size across the default stage. @default 2000 */
  readonly throttlingBurstLimit?: number;
  /** @default logs.RetentionDays.ONE_MONTH */
  readonly accessLogRetention?: logs.RetentionDays;
}

/**
 * Access log line: one JSON object per request with ids, route, status, sizes and latencies. No caller IP, user
 * agent, headers or body (house rule 5: the logs carry no personal data; the key header is never logged).
 */
const ACCESS_LOG_FIELDS: Record<string, string> = {
  requestId: '$context.requestId',
  requestTime: '$context.requestTimeEpoch',
  routeKey: '$context.routeKey',
  status: '$context.status',
  protocol: '$context.protocol',
  responseLength: '$context.responseLength',
  responseLatency: '$context.responseLatency',
  integrationLatency: '$context.integrationLatency',
  integrationStatus: '$context.integrationStatus',
  integrationError: '$context.integrationErrorMessage',
  error: '$context.error.message',
};

/** The public HTTP API: the inline guard and the batch job routes. */
export class GuardApi extends Construct {
  readonly httpApi: apigwv2.HttpApi;
  readonly stage: apigwv2.HttpStage;
  readonly accessLogGroup: logs.LogGroup;

  constructor(scope: Construct, id: string, props: GuardApiProps) {
    super(scope, id);

    this.accessLogGroup = new logs.LogGroup(this, 'AccessLogs', {
      retention: props.accessLogRetention ?? logs.RetentionDays.ONE_MONTH,
    });

    // The default stage is declared explicitly because HttpApiProps has no throttle setting;
    // `$default` serves the API at its root URL (no stage prefix in the path).
    this.httpApi = new apigwv2.HttpApi(this, 'HttpApi', {
      description: 'Content Guard inline guard and batch job API',
      createDefaultStage: false,
    });
    this.stage = this.httpApi.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      throttle: {
        rateLimit: props.throttlingRateLimit ?? 1000,
        burstLimit: props.throttlingBurstLimit ?? 2000,
      },
      accessLogSettings: {
        destination: new apigwv2.LogGroupLogDestination(this.accessLogGroup),
        format: AccessLogFormat.custom(JSON.stringify(ACCESS_LOG_FIELDS)),
      },
    });

    const integration = (name: string, fn: lambda.IFunction) =>
      new HttpLambdaIntegration(name, fn, { payloadFormatVersion: apigwv2.PayloadFormatVersion.VERSION_2_0 });

    // One integration for the inline function's routes: the handler dispatches on the route key.
    const guard = integration('GuardIntegration', props.guardFunction);
    const routes: apigwv2.HttpRoute[] = [];
    for (const key of GUARD_ROUTE_KEYS) {
      const [method, path] = key.split(' ') as [apigwv2.HttpMethod, string];
      routes.push(...this.httpApi.addRoutes({ path, methods: [method], integration: guard }));
    }
    if (props.jobsFunction) {
      // One integration (and one invoke permission) for the three job routes: one function serves them all.
      const jobs = integration('JobsIntegration', props.jobsFunction);
      for (const key of [...JOB_ROUTE_KEYS, OPENAPI_ROUTE_KEY]) {
        const [method, path] = key.split(' ') as [apigwv2.HttpMethod, string];
        routes.push(...this.httpApi.addRoutes({ path, methods: [method], integration: jobs }));
      }
    }
    for (const route of routes) {
      Validations.of(route).acknowledge({
        id: 'AwsSolutions-APIG4',
        reason:
          'Callers authenticate with the X-Svc-Guard-Api-Key header (LiteLLM sends the same key as x-api-key), checked by the handler against ' +
          'SHA-256 key hashes in the table with revocation and the per-project kill switch; an API Gateway ' +
          'authorizer would be a second, slower lookup of the same key.',
      });
    }
  }

  /** Base URL of the default stage, ending in `/`. */
  get url(): string {
    return this.stage.url;
  }
}
