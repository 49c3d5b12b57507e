#!/usr/bin/env node
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { ContentGuardStack } from '../lib/content-guard-stack';

const app = new App();

// cdk-nag AwsSolutions rules run on every synth and deploy: an unacknowledged finding fails it. Each
// acknowledgement sits next to the resource it concerns, with its reason (README "Deploy to AWS").
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));

// Deploy side-by-side copies with `-c stackName=ContentGuard-dev` (no physical names anywhere).
const stackName: unknown = app.node.tryGetContext('stackName');

new ContentGuardStack(app, typeof stackName === 'string' && stackName !== '' ? stackName : 'ContentGuard', {
  description: 'Content Guard: PII guard for LLM applications',
  // Set by the CLI from the active profile; left undefined the stack is environment-agnostic
  // (which is what offline synth and the unit tests get).
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
});
