import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { ContentGuardStack } from '../../lib/content-guard-stack';
import { writeFileSync } from 'node:fs';
test('t', () => {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  const stack = new ContentGuardStack(app, 'T', { storageConnections: [{ bucket: 'acme-data', readPrefixes: ['incoming/'], writePrefixes: ['masked/'] }], alarms: { email: 'ops@example.com' } });
  writeFileSync('/tmp/cgb/template.json', JSON.stringify(Template.fromStack(stack).toJSON(), null, 1));
});
