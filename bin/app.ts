#!/usr/bin/env node
import { App } from 'aws-cdk-lib';
import { ContentGuardStack } from '../lib/content-guard-stack';

const app = new App();

new ContentGuardStack(app, 'ContentGuard', {
  description: 'Content Guard: PII guard for LLM applications',
  // Set by the CLI from the active profile; left undefined the stack is environment-agnostic
  // (which is what offline synth and the unit tests get).
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
});
