import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';

export interface GuardApiProps {
  /** Handles `POST /v1/guard/api`. */
  readonly guardFunction: lambda.IFunction;
  /** Steady-state requests per second across the default stage. @default 1000 */
  readonly throttlingRateLimit?: number;
  /** Burst bucket size across the default stage. @default 2000 */
  readonly throttlingBurstLimit?: number;
}

/** The public HTTP API in front of the inline guard. */
export class GuardApi extends Construct {
  readonly httpApi: apigwv2.HttpApi;
  readonly stage: apigwv2.HttpStage;

  constructor(scope: Construct, id: string, props: GuardApiProps) {
    super(scope, id);

    // The default stage is declared explicitly because HttpApiProps has no throttle setting;
    // `$default` serves the API at its root URL (no stage prefix in the path).
    this.httpApi = new apigwv2.HttpApi(this, 'HttpApi', {
      description: 'Content Guard inline guard API',
      createDefaultStage: false,
    });
    this.stage = this.httpApi.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      throttle: {
        rateLimit: props.throttlingRateLimit ?? 1000,
        burstLimit: props.throttlingBurstLimit ?? 2000,
      },
    });

    this.httpApi.addRoutes({
      path: '/v1/guard/api',
      methods: [apigwv2.HttpMethod.POST],
      integration: new HttpLambdaIntegration('GuardIntegration', props.guardFunction, {
        payloadFormatVersion: apigwv2.PayloadFormatVersion.VERSION_2_0,
      }),
    });
  }

  /** Base URL of the default stage, ending in `/`. */
  get url(): string {
    return this.stage.url;
  }
}
