import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { Construct } from 'constructs';
import { ConfigTable } from './constructs/config-table';
import { GuardApi } from './constructs/guard-api';
import { GuardFunction } from './constructs/guard-function';
import { TraceExport, traceExportSettingsFromContext, type TraceExportSettings } from './constructs/trace-export';

export interface ContentGuardStackProps extends StackProps {
  /** Trace export to Langfuse. @default from context (langfuseHost, …); off when absent */
  readonly traceExport?: TraceExportSettings;
}

/**
 * Composes the constructs; owns no resources of its own besides outputs. No physical names anywhere,
 * so two copies of the stack (e.g. per developer) deploy side by side in one account.
 */
export class ContentGuardStack extends Stack {
  constructor(scope: Construct, id: string, props?: ContentGuardStackProps) {
    super(scope, id, props);

    const config = new ConfigTable(this, 'Config');

    const guardApiFunction = new GuardFunction(this, 'GuardApiFunction', {
      entry: 'functions/handlers/guard-api.ts',
      description: 'Content Guard inline guard (POST /v1/guard/api)',
      // Well under API Gateway's 30 s integration limit; a prompt check is meant to take milliseconds.
      timeout: Duration.seconds(10),
      environment: { CG_TABLE_NAME: config.table.tableName },
    });
    // The inline path only reads configuration (projects, Guardians, key hashes).
    config.table.grantReadData(guardApiFunction);

    const api = new GuardApi(this, 'Api', { guardFunction: guardApiFunction.fn });

    const traceExport = props?.traceExport ?? traceExportSettingsFromContext(this);
    if (traceExport) new TraceExport(this, 'TraceExport', { source: guardApiFunction, ...traceExport });

    new CfnOutput(this, 'ApiUrl', { value: api.url, description: 'Base URL of the HTTP API' });
    new CfnOutput(this, 'TableName', {
      value: config.table.tableName,
      description: 'Configuration table (projects, Guardians, API keys)',
    });
  }
}
