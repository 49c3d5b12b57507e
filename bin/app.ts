#!/usr/bin/env node
import { Annotations, App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { ContentGuardStack } from '../lib/content-guard-stack';
import type { TraceExportSettings } from '../lib/constructs/trace-export';
import { environmentSettings, SETTING_CONTEXT_KEYS } from '../lib/stack-settings';

const app = new App();

// cdk-nag AwsSolutions rules run on every synth and deploy: an unacknowledged finding fails it. Each
// acknowledgement sits next to the resource it concerns, with its reason (lib/README.md).
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));

// The environment's settings live in cdk.json (`context.environments.<name>`), under version control:
// `cdk deploy` deploys them, `cdk deploy -c environment=prod` those of prod (lib/README.md "Settings").
const environment = environmentSettings(app);
const stack = new ContentGuardStack(app, environment.stackName, {
  description: 'Content Guard: PII guard for LLM applications',
  environmentSettings: { ...environment.settings, traceExport: environment.traceExport as TraceExportSettings | undefined },
  // Set by the CLI from the active profile; left undefined the stack is environment-agnostic
  // (which is what offline synth and the unit tests get).
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
});

// A setting given as `-c key=value` applies to this run only: the next plain `cdk deploy` would undo it.
for (const key of SETTING_CONTEXT_KEYS.filter((k) => app.node.tryGetContext(k) !== undefined)) {
  Annotations.of(stack).addWarningV2(
    `content-guard:one-off-setting:${key}`,
    `${key} comes from -c on this run only; the next cdk deploy without it reverts it. Keep it in cdk.json under context.environments.${environment.name}.`,
  );
}
