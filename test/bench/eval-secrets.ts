import { testCatalog } from '../helpers/catalog';
/**
 * `npm run eval:secrets [-- <data folder>]`: measured recall and false-alarm rate of the credential detectors
 * on noseyparker's per-rule examples. Not part of `npm test`.
 *
 * Data: `rule_examples.jsonl` of a noseyparker-secret-examples folder given as the argument (Apache-2.0, from
 * praetorian-inc/noseyparker), read at run time — nothing is copied into the project. Each row is one string
 * labelled positive (the rule must fire) or negative (it must not) for one noseyparker rule.
 *
 * Scoring is string-level, like the labels: a rule we support is mapped to the detector ids that implement it;
 * a positive is recalled when one of those detectors reports a candidate at confidence ≥ 0.5 (after context
 * boosting, as the PII policy does); a negative is a false alarm when one of them does. Results are grouped by
 * provider (the middle part of the rule id, `np.<provider>.<n>`). Rules we do not map are listed, not scored.
 *
 * Nothing matched is printed — only rule ids, example indices and counts (house rule 5).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DETECTORS } from '../../functions/engine/detectors';
import { createAnalyzer } from '../../functions/engine/analyze';
import type { Detector } from '../../functions/engine/detectors/types';

const MIN_CONFIDENCE = 0.5;
const TARGET_RECALL = 0.95;
const TARGET_FALSE_ALARM = 0.05;

/** noseyparker rule id → the detector ids that implement it. */
const RULE_MAP: Readonly<Record<string, readonly string[]>> = {
  'np.adafruit.1': ['adafruit-io-key'],
  'np.age.2': ['age-secret-key'],
  'np.anthropic.1': ['anthropic-api-key'],
  'np.artifactory.1': ['artifactory-api-key'],
  'np.atlassian.1': ['atlassian-api-token'],
  'np.aws.1': ['aws-access-key'],
  'np.aws.2': ['aws-secret-access-key'],
  'np.aws.4': ['aws-session-token'],
  'np.aws.6': ['aws-access-key', 'aws-secret-access-key'],
  'np.azure.1': ['azure-storage-account-key'],
  'np.azure.2': ['azure-app-config-secret'],
  'np.azure.3': ['azure-devops-pat'],
  'np.azure.4': ['azure-devops-pat'],
  'np.cratesio.1': ['crates-io-token'],
  'np.databricks.1': ['databricks-token'],
  'np.digitalocean.1': ['digitalocean-oauth-token'],
  'np.digitalocean.2': ['digitalocean-pat'],
  'np.digitalocean.3': ['digitalocean-refresh-token'],
  'np.dockerhub.1': ['docker-hub-pat'],
  'np.doppler.1': ['doppler-token'],
  'np.doppler.2': ['doppler-token'],
  'np.doppler.3': ['doppler-token'],
  'np.doppler.4': ['doppler-token'],
  'np.doppler.5': ['doppler-token'],
  'np.doppler.6': ['doppler-token'],
  'np.dropbox.1': ['dropbox-access-token'],
  'np.figma.1': ['figma-pat'],
  'np.generic.1': ['generic-api-key'],
  'np.generic.2': ['generic-api-key'],
  'np.generic.3': ['generic-password'],
  'np.generic.5': ['generic-password'],
  'np.generic.6': ['generic-password'],
  'np.github.1': ['github-pat-classic'],
  'np.github.2': ['github-oauth-token'],
  'np.github.3': ['github-app-user-token', 'github-app-installation-token'],
  'np.github.4': ['github-refresh-token'],
  'np.github.7': ['github-pat-fine-grained'],
  'np.gitlab.1': ['gitlab-runner-registration-token'],
  'np.gitlab.2': ['gitlab-access-token'],
  'np.gitlab.3': ['gitlab-pipeline-trigger-token'],
  'np.google.2': ['google-oauth-client-secret'],
  'np.google.3': ['google-oauth-client-secret'],
  'np.google.4': ['google-oauth-access-token'],
  'np.google.5': ['google-api-key'],
  'np.google.6': ['google-oauth-client-secret'],
  'np.grafana.2': ['grafana-cloud-token'],
  'np.grafana.3': ['grafana-service-account-token'],
  'np.groq.1': ['groq-api-key'],
  'np.hashicorp.4': ['hashicorp-vault-token'],
  'np.hashicorp.5': ['hashicorp-vault-token'],
  'np.hashicorp.6': ['hashicorp-vault-token'],
  'np.heroku.1': ['heroku-api-key'],
  'np.http.1': ['http-basic-auth'],
  'np.huggingface.1': ['huggingface-token'],
  'np.jwt.1': ['json-web-token'],
  'np.mailchimp.1': ['mailchimp-api-key'],
  'np.mailgun.1': ['mailgun-api-key'],
  'np.mapbox.2': ['mapbox-secret-token'],
  'np.mapbox.3': ['mapbox-secret-token'],
  'np.mongodb.1': ['database-uri-password'],
  'np.msteams.1': ['ms-teams-webhook-url'],
  'np.newrelic.1': ['new-relic-key'],
  'np.npm.1': ['npm-access-token'],
  'np.nuget.1': ['nuget-api-key'],
  'np.okta.1': ['okta-api-token'],
  'np.openai.1': ['openai-api-key'],
  'np.pem.1': ['pem-private-key'],
  'np.pem.2': ['pem-private-key-base64'],
  'np.postgres.1': ['database-uri-password'],
  'np.postman.1': ['postman-api-key'],
  'np.pypi.1': ['pypi-upload-token'],
  'np.rubygems.1': ['rubygems-api-key'],
  'np.sendgrid.1': ['sendgrid-api-key'],
  'np.shopify.2': ['shopify-app-secret'],
  'np.shopify.3': ['shopify-access-token'],
  'np.shopify.4': ['shopify-access-token'],
  'np.shopify.5': ['shopify-access-token'],
  'np.slack.2': ['slack-bot-token'],
  'np.slack.3': ['slack-webhook-url'],
  'np.slack.4': ['slack-user-token'],
  'np.slack.5': ['slack-app-token'],
  'np.slack.6': ['slack-legacy-bot-token'],
  'np.sourcegraph.1': ['sourcegraph-access-token'],
  'np.square.1': ['square-access-token'],
  'np.square.2': ['square-oauth-secret'],
  'np.stripe.1': ['stripe-secret-key'],
  'np.stripe.2': ['stripe-secret-key'],
  'np.tavily.1': ['tavily-api-key'],
  'np.telegram.1': ['telegram-bot-token'],
  'np.twilio.1': ['twilio-api-key'],
  'np.wireguard.1': ['wireguard-key'],
  'np.wireguard.2': ['wireguard-key'],
};

interface Row {
  readonly rule_id: string;
  readonly rule_name: string;
  readonly label: 'positive' | 'negative';
  readonly text: string;
}

/** Whether the analysis pipeline, running only `detectors` at MIN_CONFIDENCE, reports anything in `text`. */
function fires(detectors: readonly Detector[], text: string): boolean {
  const analyzer = createAnalyzer(
    detectors.map((detector) => ({
      detector,
      minConfidence: MIN_CONFIDENCE,
      allowListApplies: true,
      operatorDefined: false,
      item: { action: 'MASK', ruleType: 'ENTITY', ruleName: detector.entity, maskWord: `[${detector.entity}]`, alertMessage: detector.id },
    })),
    { tables: testCatalog.tables },
  );
  return analyzer.analyze(text).length > 0;
}

interface Tally {
  rules: Set<string>;
  pos: number;
  hit: number;
  neg: number;
  alarms: number;
  misses: string[];
  falseAlarms: string[];
}

const pct = (n: number, d: number) => (d === 0 ? '    –' : `${((100 * n) / d).toFixed(1).padStart(5)}%`);

/** Prints the secrets table for the noseyparker examples in `folder` (also run by `npm run eval`). */
export function runSecretsEval(folder: string): void {
  const rows: Row[] = readFileSync(join(folder, 'rule_examples.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim().length > 0)
    .map((l) => JSON.parse(l) as Row);

  for (const ids of Object.values(RULE_MAP)) {
    for (const id of ids) if (!DETECTORS.has(id)) throw new Error(`RULE_MAP names an unknown detector: ${id}`);
  }

  const byProvider = new Map<string, Tally>();
  const unsupported = new Map<string, { name: string; pos: number; neg: number }>();
  const indexInRule = new Map<string, number>();
  for (const row of rows) {
    const n = indexInRule.get(`${row.rule_id}/${row.label}`) ?? 0;
    indexInRule.set(`${row.rule_id}/${row.label}`, n + 1);
    const ids = RULE_MAP[row.rule_id];
    if (!ids) {
      const u = unsupported.get(row.rule_id) ?? { name: row.rule_name, pos: 0, neg: 0 };
      if (row.label === 'positive') u.pos++;
      else u.neg++;
      unsupported.set(row.rule_id, u);
      continue;
    }
    const provider = row.rule_id.split('.')[1] ?? row.rule_id;
    const t = byProvider.get(provider) ?? { rules: new Set(), pos: 0, hit: 0, neg: 0, alarms: 0, misses: [], falseAlarms: [] };
    byProvider.set(provider, t);
    t.rules.add(row.rule_id);
    const fired = fires(
      ids.map((id) => DETECTORS.get(id)!),
      row.text,
    );
    const where = `${row.rule_id}#${n}`;
    if (row.label === 'positive') {
      t.pos++;
      if (fired) t.hit++;
      else t.misses.push(where);
    } else {
      t.neg++;
      if (fired) {
        t.alarms++;
        t.falseAlarms.push(where);
      }
    }
  }

  const total: Tally = { rules: new Set(), pos: 0, hit: 0, neg: 0, alarms: 0, misses: [], falseAlarms: [] };
  console.log(`noseyparker rule examples: ${rows.length} rows from ${folder}`);
  console.log(`detector-level, string-level scoring at confidence ≥ ${MIN_CONFIDENCE}\n`);
  console.log('provider        rules  recall            false alarms');
  for (const [provider, t] of [...byProvider].sort(([a], [b]) => a.localeCompare(b))) {
    for (const r of t.rules) total.rules.add(r);
    total.pos += t.pos;
    total.hit += t.hit;
    total.neg += t.neg;
    total.alarms += t.alarms;
    total.misses.push(...t.misses);
    total.falseAlarms.push(...t.falseAlarms);
    console.log(
      `${provider.padEnd(15)} ${String(t.rules.size).padStart(5)}  ${pct(t.hit, t.pos)} ${`(${t.hit}/${t.pos})`.padEnd(9)}  ${pct(t.alarms, t.neg)} (${t.alarms}/${t.neg})`,
    );
  }
  const recall = total.hit / total.pos;
  const falseAlarm = total.neg === 0 ? 0 : total.alarms / total.neg;
  console.log(
    `${'ALL'.padEnd(15)} ${String(total.rules.size).padStart(5)}  ${pct(total.hit, total.pos)} ${`(${total.hit}/${total.pos})`.padEnd(9)}  ${pct(total.alarms, total.neg)} (${total.alarms}/${total.neg})`,
  );
  console.log(
    `\ntargets: recall ≥ ${TARGET_RECALL * 100}% ${recall >= TARGET_RECALL ? 'MET' : 'MISSED'}, ` +
      `false alarms ≤ ${TARGET_FALSE_ALARM * 100}% ${falseAlarm <= TARGET_FALSE_ALARM ? 'MET' : 'MISSED'}`,
  );
  console.log(`missed positives (rule#index): ${total.misses.join(', ') || 'none'}`);
  console.log(`false alarms (rule#index): ${total.falseAlarms.join(', ') || 'none'}`);

  const u = [...unsupported].sort(([a], [b]) => a.localeCompare(b));
  console.log(`\nunsupported rules (${u.length}, not scored):`);
  for (const [id, v] of u) console.log(`  ${id.padEnd(22)} ${v.name} (${v.pos} pos / ${v.neg} neg)`);
}

if (require.main === module) runSecretsEval(resolve(process.argv[2] ?? '../shared/data/noseyparker-secret-examples'));
