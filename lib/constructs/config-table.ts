import { RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';

/**
 * The single DynamoDB table for configuration and state: projects, Guardians, API keys and batch jobs.
 *
 * Generic key names (`pk`/`sk`, `gsi1pk`/`gsi1sk`) because several entity types share the table; the
 * item layouts belong to the adapters in functions/adapters/aws, not to the infrastructure.
 * `ttl` holds epoch seconds; DynamoDB deletes expired items late (up to days), so readers still filter
 * `ttl > now` in code.
 */
export class ConfigTable extends Construct {
  static readonly GSI1 = 'gsi1';
  /** Sparse index of non-final jobs (the sweeper's; functions/adapters/aws/dynamodb-job-store.ts). */
  static readonly GSI2 = 'gsi2';

  readonly table: dynamodb.Table;

  constructor(scope: Construct, id: string) {
    super(scope, id);

    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: { name: 'pk', type: dynamodb.AttributeType.STRING },
      sortKey: { name: 'sk', type: dynamodb.AttributeType.STRING },
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      encryption: dynamodb.TableEncryption.AWS_MANAGED,
      timeToLiveAttribute: 'ttl',
      // Holds API key hashes and customer configuration: never deleted together with the stack.
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.table.addGlobalSecondaryIndex({
      indexName: ConfigTable.GSI1,
      partitionKey: { name: 'gsi1pk', type: dynamodb.AttributeType.STRING },
      sortKey: { name: 'gsi1sk', type: dynamodb.AttributeType.STRING },
      projectionType: dynamodb.ProjectionType.ALL,
    });
    this.table.addGlobalSecondaryIndex({
      indexName: ConfigTable.GSI2,
      partitionKey: { name: 'gsi2pk', type: dynamodb.AttributeType.STRING },
      sortKey: { name: 'gsi2sk', type: dynamodb.AttributeType.NUMBER },
      projectionType: dynamodb.ProjectionType.ALL,
    });
  }

  /*
   * Per-role grants: the exact actions each role's adapters send (functions/adapters/aws/dynamodb-*.ts), on the
   * table, and Query on gsi1 where a role searches — never `dynamodb:*`, never every index. The service reads
   * configuration by key only (GetItem); listings are the operator CLI's. A new call in an adapter needs its
   * action here (the stack tests pin each role's set).
   */

  /** Configuration reads (API keys, projects, Guardians): the inline function's only access. */
  grantConfigRead(grantee: iam.IGrantable): iam.Grant {
    return this.grant(grantee, ['dynamodb:GetItem']);
  }

  /** The inline function's one write: a LiteLLM pre-call's restore token (functions/adapters/aws/dynamodb-restore-token-store.ts). */
  grantRestoreTokens(grantee: iam.IGrantable): iam.Grant {
    return this.grant(grantee, ['dynamodb:PutItem']);
  }

  /** Job intake and status (jobs-api): configuration reads, create, delete a job that could not be queued, search. */
  grantJobIntake(grantee: iam.IGrantable): iam.Grant {
    return this.grant(grantee, ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:DeleteItem'], ['dynamodb:Query']);
  }

  /** The worker: read a job and its Guardian version, claim and finalize (conditional updates). */
  grantJobProcessing(grantee: iam.IGrantable): iam.Grant {
    return this.grant(grantee, ['dynamodb:GetItem', 'dynamodb:UpdateItem']);
  }

  /** The dead-letter handler: one conditional update per message (finalize FAILED). */
  grantJobDeadLetter(grantee: iam.IGrantable): iam.Grant {
    return this.grant(grantee, ['dynamodb:UpdateItem']);
  }

  /** The sweeper: list stale jobs (Query on gsi2), requeue or finalize them (conditional updates). */
  grantJobSweep(grantee: iam.IGrantable): iam.Grant {
    return this.grant(grantee, ['dynamodb:UpdateItem'], ['dynamodb:Query'], ConfigTable.GSI2);
  }

  private grant(grantee: iam.IGrantable, tableActions: string[], indexActions: string[] = [], index = ConfigTable.GSI1): iam.Grant {
    const grant = iam.Grant.addToPrincipal({ grantee, actions: tableActions, resourceArns: [this.table.tableArn] });
    if (indexActions.length === 0) return grant;
    return grant.combine(
      iam.Grant.addToPrincipal({
        grantee,
        actions: indexActions,
        resourceArns: [`${this.table.tableArn}/index/${index}`],
      }),
    );
  }
}
