/** Shared by the CDK tests: synthesis with bundling skipped, lookups by function, IAM statements, cdk-nag. */
import { App, Validations } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { ContentGuardStack, type ContentGuardStackProps } from '../../lib/content-guard-stack';

export type CfnResource = { Type: string; Properties: Record<string, any>; DeletionPolicy?: string };
export type Statement = { Effect: string; Action: string | string[]; Resource: unknown; Condition?: unknown };

/**
 * Bundling skipped: these tests check the template, not esbuild (that is `cdk synth`'s job, and
 * test/lib/bundle-budget.test.ts's). Entry files must still exist — NodejsFunction checks them.
 */
export function synth(props: ContentGuardStackProps = {}, context: Record<string, unknown> = {}) {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [], ...context } });
  const stack = new ContentGuardStack(app, 'ContentGuardTest', props);
  return { app, stack, template: Template.fromStack(stack) };
}

/** The functions, by the description each construct gives them. */
export const FUNCTION = {
  inline: /^Content Guard inline guard/,
  jobsApi: /^Content Guard batch job API/,
  worker: /^Content Guard batch job worker/,
  deadLetter: /^Content Guard dead-letter handler/,
} as const;

export const asArray = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

export function resources(template: Template, type: string): [string, CfnResource][] {
  return Object.entries(template.findResources(type)) as [string, CfnResource][];
}

/** The single resource of a type matching `filter` (fails loudly on zero or several). */
export function only(template: Template, type: string, filter: (r: CfnResource) => boolean = () => true): [string, CfnResource] {
  const found = resources(template, type).filter(([, r]) => filter(r));
  expect(found).toHaveLength(1);
  return found[0]!;
}

export function fn(template: Template, description: RegExp): [string, CfnResource] {
  return only(template, 'AWS::Lambda::Function', (r) => description.test(String(r.Properties['Description'])));
}

export const getAtt = (id: string, attr = 'Arn') => ({ 'Fn::GetAtt': [id, attr] });

/** Every statement of every policy attached to the function's role. */
export function statements(template: Template, functionId: string): Statement[] {
  const lambda = template.toJSON()['Resources'][functionId] as CfnResource;
  const roleId = (lambda.Properties['Role'] as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  return resources(template, 'AWS::IAM::Policy')
    .filter(([, p]) => asArray(p.Properties['Roles']).some((r: any) => r.Ref === roleId))
    .flatMap(([, p]) => p.Properties['PolicyDocument'].Statement as Statement[]);
}

/** Statements whose actions all start with `prefix` (e.g. `dynamodb:`), as sorted action lists with resources. */
export function grants(template: Template, functionId: string, prefix: string) {
  return statements(template, functionId)
    .filter((s) => asArray(s.Action).some((a) => a.startsWith(prefix)))
    .map((s) => ({ actions: asArray(s.Action).sort(), resources: asArray(s.Resource), ...(s.Condition ? { condition: s.Condition } : {}) }));
}

/** cdk-nag AwsSolutions findings that are not acknowledged (`rule path` strings; empty when the gate passes). */
export function nagFindings(scope: IConstruct): string[] {
  const report = new AwsSolutionsChecks().validateScope(scope);
  return report.violations.flatMap((v) => v.violatingResources.map((r) => `${v.ruleName} ${r.constructPath}`));
}

/** Every acknowledgement recorded under `scope`: construct path, rule id, reason. */
export function acknowledgements(scope: IConstruct): { path: string; id: string; reason: string }[] {
  return scope.node.findAll().flatMap((c) =>
    c.node.metadata
      .filter((m) => m.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((m) =>
        Object.entries(m.data as Record<string, string>).map(([id, reason]) => ({
          path: c.node.path,
          id: id.replace(/^annotation::/i, ''),
          reason,
        })),
      ),
  );
}
