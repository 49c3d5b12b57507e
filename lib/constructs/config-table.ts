import { RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';

/**
 * The single DynamoDB table for configuration and state: projects, Guardians, API keys (later, jobs).
 *
 * Generic key names (`pk`/`sk`, `gsi1pk`/`gsi1sk`) because several entity types share the table; the
 * item layouts belong to the adapters in functions/adapters/aws, not to the infrastructure.
 * `ttl` holds epoch seconds; DynamoDB deletes expired items late (up to days), so readers still filter
 * `ttl > now` in code.
 */
export class ConfigTable extends Construct {
  static readonly GSI1 = 'gsi1';

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
  }
}
