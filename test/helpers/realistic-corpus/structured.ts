/**
 * Structured genres of the realistic corpus: code snippets and configuration (Python, TypeScript, YAML, .env,
 * SQL, shell) with keys, hosts and credentials; log excerpts; CSV, TSV and Markdown tables; JSON payloads.
 * Each is wrapped in the question a user would ask about it. Identifiers are written in the genre's own form
 * (`AWS_SECRET_ACCESS_KEY=…`, `"email": "…"`, a CSV row, a log line).
 */
import * as v from './values';
import { MONTHS, TEAMS } from './words';
import { bag, compose, plantValue, type Cast, type Identifier, type Writer } from './writer';

type Line = (w: Writer, c: Cast) => string;
type IdLine = (value: string, w: Writer, c: Cast) => string;

const region = (w: Writer): string => w.pick(['eu-west-1', 'us-east-1', 'ap-northeast-2', 'eu-central-1', 'us-west-2']);
const hex = (w: Writer, n: number): string => Array.from({ length: n }, () => '0123456789abcdef'[w.int(0, 15)]).join('');
const uuid = (w: Writer): string => `${hex(w, 8)}-${hex(w, 4)}-4${hex(w, 3)}-${w.pick(['8', '9', 'a', 'b'])}${hex(w, 3)}-${hex(w, 12)}`;

interface CodeKind {
  readonly fence: string;
  readonly questions: readonly string[];
  readonly lines: readonly Line[];
  readonly ids: Partial<Record<Identifier, readonly IdLine[]>>;
}

const CODE: readonly CodeKind[] = [
  {
    fence: 'python',
    questions: ['Why does this crash with a KeyError on the second run?', 'Can you refactor this to use asyncio?', 'Add type hints and docstrings to this script.', 'Is it safe to commit this file to our public repo?', 'Find the bug, the retries never stop:'],
    lines: [
      () => 'import os\nimport time\nimport logging',
      () => 'import boto3\nimport requests',
      () => 'from datetime import datetime, timedelta',
      (w) => `logger = logging.getLogger("${w.pick(['etl', 'sync', 'billing', 'reports'])}")`,
      () => 'def load_orders(since: datetime) -> list[dict]:\n    rows = db.execute("SELECT id, status FROM orders WHERE created_at > %s", (since,))\n    return [dict(r) for r in rows]',
      (w) => `for attempt in range(${w.int(3, 10)}):\n    try:\n        return fetch()\n    except requests.HTTPError:\n        time.sleep(2 ** attempt)`,
      (w) => `TIMEOUT_SECONDS = ${w.int(5, 120)}\nBATCH_SIZE = ${w.int(50, 5000)}`,
      (w) => `s3 = boto3.client("s3", region_name="${region(w)}")`,
      () => '    raise ValueError(f"unexpected status {status}")',
      () => '# TODO: handle 429 with the Retry-After header',
      () => 'resp = session.get(f"{BASE_URL}/v2/orders/{order_id}", timeout=10)\nresp.raise_for_status()',
      () => 'if __name__ == "__main__":\n    main()',
      (w) => `df = pd.read_csv("exports/${w.pick(['customers', 'orders', 'events'])}.csv", parse_dates=["created_at"])`,
    ],
    ids: {
      AWS_ACCESS_KEY: [(x) => `AWS_ACCESS_KEY_ID = "${x}"`, (x) => `s3 = boto3.client("s3", aws_access_key_id="${x}")`],
      AWS_SECRET_KEY: [(x) => `AWS_SECRET_ACCESS_KEY = "${x}"`, (x) => `aws_secret_access_key="${x}",`],
      EMAIL_ADDRESS: [(x) => `ADMIN_EMAIL = "${x}"`, (x) => `send_report(to="${x}", subject="nightly export")`],
      IP_ADDRESS: [(x) => `DB_HOST = "${x}"`, (x) => `BASE_URL = "http://${x}:8000"`],
      DATABASE_PASSWORD: [(x) => `DATABASE_URL = "postgresql://etl:${x}@db.internal:5432/warehouse"`],
      PASSWORD: [(x) => `conn = pymysql.connect(host="db", user="report", password="${x}")`],
      GITHUB_TOKEN: [(x) => `headers = {"Authorization": "token ${x}"}`],
      JSON_WEB_TOKEN: [(x) => `TOKEN = "${x}"`],
      URL: [(x) => `WEBHOOK_URL = "${x}"`],
      PHONE_NUMBER: [(x) => `ONCALL_PHONE = "${x}"  # pager fallback`],
    },
  },
  {
    fence: 'ts',
    questions: ['Convert this Express handler to a Lambda function.', 'Why is `body` undefined here?', 'Review this code and point out security problems.', 'Write unit tests for this module.'],
    lines: [
      () => "import express from 'express';\nimport { S3Client, PutObjectCommand } from '@aws-sdk/client-s3';",
      () => 'const app = express();\napp.use(express.json());',
      () => "app.get('/health', (_req, res) => res.send('ok'));",
      () => "export async function handler(event: APIGatewayProxyEvent) {\n  const body = JSON.parse(event.body ?? '{}');\n  return { statusCode: 200, body: JSON.stringify({ ok: true }) };\n}",
      (w) => `const MAX_RETRIES = ${w.int(2, 8)};`,
      (w) => `await new Promise((resolve) => setTimeout(resolve, ${w.int(100, 5000)}));`,
      () => 'console.log(`processed ${records.length} records`);',
      (w) => `const s3 = new S3Client({ region: '${region(w)}' });`,
      () => "if (!user) throw new HttpError(404, 'user not found');",
      (w) => `app.listen(${w.pick([3000, 8080, 4000, 5173])});`,
    ],
    ids: {
      AWS_ACCESS_KEY: [(x) => `const accessKeyId = '${x}';`],
      AWS_SECRET_KEY: [(x) => `const awsSecretAccessKey = '${x}';`],
      EMAIL_ADDRESS: [(x) => `const FROM_ADDRESS = '${x}';`, (x) => `await mailer.send({ to: '${x}', template: 'welcome' });`],
      IP_ADDRESS: [(x) => `const redis = new Redis({ host: '${x}', port: 6379 });`],
      JSON_WEB_TOKEN: [(x) => `headers: { Authorization: 'Bearer ${x}' },`],
      GITHUB_TOKEN: [(x) => `const octokit = new Octokit({ auth: '${x}' });`],
      PASSWORD: [(x) => `const pool = new Pool({ user: 'api', password: '${x}', database: 'shop' });`],
      URL: [(x) => `const callbackUrl = '${x}';`],
    },
  },
  {
    fence: 'yaml',
    questions: ['The api container cannot reach the database, what is wrong with this compose file?', 'Convert this docker-compose file to a Kubernetes deployment.', 'What does this GitHub Actions workflow do?'],
    lines: [
      () => 'version: "3.9"\nservices:',
      (w) => `  api:\n    image: registry.internal/api:${w.neg('version')}\n    restart: unless-stopped`,
      () => '    ports:\n      - "8080:8080"',
      () => '    depends_on: [db, cache]',
      () => '  db:\n    image: postgres:16\n    volumes:\n      - pgdata:/var/lib/postgresql/data',
      () => '  cache:\n    image: redis:7-alpine',
      () => 'on:\n  push:\n    branches: [main]\njobs:\n  build:\n    runs-on: ubuntu-latest',
      () => '    steps:\n      - uses: actions/checkout@v4\n      - run: npm ci && npm test',
      (w) => `    environment:\n      LOG_LEVEL: ${w.pick(['info', 'debug', 'warn'])}\n      TZ: Europe/Berlin`,
    ],
    ids: {
      AWS_ACCESS_KEY: [(x) => `      AWS_ACCESS_KEY_ID: ${x}`],
      AWS_SECRET_KEY: [(x) => `      AWS_SECRET_ACCESS_KEY: ${x}`],
      PASSWORD: [(x) => `      POSTGRES_PASSWORD: ${x}`],
      EMAIL_ADDRESS: [(x) => `      ADMIN_EMAIL: ${x}`],
      IP_ADDRESS: [(x) => `    extra_hosts:\n      - "db.internal:${x}"`],
      GITHUB_TOKEN: [(x) => `      GH_TOKEN: ${x}`],
    },
  },
  {
    fence: 'bash',
    questions: ['This deploy script fails halfway, why?', 'Explain what each line of this script does.', 'Make this script idempotent.'],
    lines: [
      () => 'set -euo pipefail\ncd /srv/app',
      () => 'git pull --rebase\nnpm ci --omit=dev',
      () => 'docker compose up -d --build',
      () => 'sudo systemctl restart nginx',
      () => 'tail -n 200 /var/log/app/error.log | grep -i timeout',
      () => 'kubectl rollout status deploy/api -n prod',
      (w) => `aws s3 sync ./dist s3://${w.pick(['acme-web-prod', 'static-assets-eu', 'docs-site'])} --delete`,
      () => 'if ! command -v jq >/dev/null; then\n  echo "jq missing" >&2\n  exit 1\nfi',
    ],
    ids: {
      AWS_ACCESS_KEY: [(x) => `export AWS_ACCESS_KEY_ID=${x}`],
      AWS_SECRET_KEY: [(x) => `export AWS_SECRET_ACCESS_KEY=${x}`],
      IP_ADDRESS: [(x) => `ssh deploy@${x} 'sudo systemctl restart app'`, (x) => `scp build.tar.gz ops@${x}:/tmp/`],
      JSON_WEB_TOKEN: [(x) => `curl -H "Authorization: Bearer ${x}" https://api.internal/v1/me`],
      GITHUB_TOKEN: [(x) => `git clone https://${x}@github.com/acme/infra.git`],
      PASSWORD: [(x) => `mysql -u admin -p'${x}' -h db.internal shop`],
      EMAIL_ADDRESS: [(x) => `git config user.email "${x}"`],
      PHONE_NUMBER: [(x) => `ALERT_SMS_TO="${x}" ./notify.sh`],
    },
  },
  {
    fence: 'dotenv',
    questions: ['Here is my .env file, which values should not be committed?', 'Why does the app ignore these settings?', 'Sort these variables and add comments.'],
    lines: [
      () => 'NODE_ENV=production',
      (w) => `PORT=${w.pick([3000, 8080, 4000])}`,
      (w) => `LOG_LEVEL=${w.pick(['info', 'debug', 'warn'])}`,
      () => 'REDIS_URL=redis://cache:6379/0',
      (w) => `S3_BUCKET=${w.pick(['acme-exports-prod', 'reports-archive', 'ml-datasets-eu'])}`,
      () => 'FEATURE_FLAGS=new_checkout,dark_mode',
      (w) => `AWS_REGION=${region(w)}`,
      () => 'SESSION_TTL_SECONDS=3600',
      (w) => `APP_VERSION=${w.neg('version')}`,
    ],
    ids: {
      AWS_ACCESS_KEY: [(x) => `AWS_ACCESS_KEY_ID=${x}`],
      AWS_SECRET_KEY: [(x) => `AWS_SECRET_ACCESS_KEY=${x}`],
      IP_ADDRESS: [(x) => `API_HOST=${x}`],
      GITHUB_TOKEN: [(x) => `GITHUB_TOKEN=${x}`],
      PASSWORD: [(x) => `DB_PASSWORD=${x}`],
      DATABASE_PASSWORD: [(x) => `DATABASE_URL=postgres://app:${x}@db.internal:5432/app`],
      EMAIL_ADDRESS: [(x) => `SMTP_USER=${x}`],
      JSON_WEB_TOKEN: [(x) => `SERVICE_TOKEN=${x}`],
      PHONE_NUMBER: [(x) => `SUPPORT_PHONE="${x}"`],
    },
  },
  {
    fence: 'sql',
    questions: ['Explain this query and suggest an index.', 'Why does this return duplicates?', 'Rewrite this for PostgreSQL.'],
    lines: [
      () => 'SELECT c.id, c.plan, SUM(o.total) AS revenue\nFROM customers c\nJOIN orders o ON o.customer_id = c.id',
      () => "WHERE o.created_at >= DATE '2024-01-01'",
      () => 'GROUP BY c.id, c.plan\nORDER BY revenue DESC',
      (w) => `LIMIT ${w.int(10, 500)};`,
      () => 'CREATE INDEX idx_orders_customer ON orders (customer_id);',
      (w) => `UPDATE orders SET status = 'shipped' WHERE id = ${w.int(1000, 99999)};`,
      () => 'DELETE FROM sessions WHERE expires_at < now();',
    ],
    ids: {
      EMAIL_ADDRESS: [(x) => `UPDATE users SET email = '${x}' WHERE id = 4821;`, (x) => `SELECT * FROM users WHERE email = '${x}';`],
      PHONE_NUMBER: [(x, w, c) => `INSERT INTO contacts (name, phone) VALUES ('${w.name(c.other)}', '${x}');`],
      IP_ADDRESS: [(x) => `SELECT count(*) FROM logins WHERE ip_address = '${x}' AND success = false;`],
      CREDIT_CARD: [(x) => `SELECT * FROM payments WHERE card_number = '${x}';`],
      US_SSN: [(x) => `UPDATE employees SET ssn = '${x}' WHERE employee_id = 311;`],
    },
  },
];

export const codeGenre = (w: Writer, c: Cast, target: number, ids: readonly Identifier[]): string => {
  const kind = w.pick(CODE);
  const usable = ids.map((e) => (kind.ids[e] ? e : w.pick(Object.keys(kind.ids) as Identifier[])));
  const line = bag(w, kind.lines);
  const body = compose(w, target, usable, {
    open: () => '',
    filler: () => line()(w, c),
    identifier: (e) => w.pick(kind.ids[e]!)(plantValue(w, e, c.me), w, c),
    close: () => '',
    sep: '\n',
  });
  const question = w.pick(kind.questions);
  const after = w.chance(0.3)
    ? `\n${w.oneOf([() => 'Thanks!', () => 'It worked yesterday.', () => `We run it on Python ${w.neg('version')}.`, () => `Error since commit ${w.neg('commit hash')}.`])}`
    : '';
  return `${question}\n\n\`\`\`${kind.fence}\n${body}\n\`\`\`${after}`;
};

// ---------------------------------------------------------------------------------------------------------
// Logs
// ---------------------------------------------------------------------------------------------------------

const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad2 = (n: number): string => String(n).padStart(2, '0');

function logClock(w: Writer): () => string {
  const day = `2025-${pad2(w.int(1, 12))}-${pad2(w.int(1, 28))}`;
  let seconds = w.int(0, 80_000);
  return () => {
    seconds += w.int(0, 40);
    return `${day}T${pad2(Math.floor(seconds / 3600) % 24)}:${pad2(Math.floor(seconds / 60) % 60)}:${pad2(seconds % 60)}.${String(w.int(0, 999)).padStart(3, '0')}Z`;
  };
}

const LOG_LINES: readonly ((w: Writer) => string)[] = [
  (w) => `INFO  [worker-${w.int(1, 8)}] order.sync completed in ${w.int(20, 900)} ms (batch=${w.int(10, 500)})`,
  (w) => `WARN  [http] slow request GET /api/v2/reports took ${w.int(1200, 9000)} ms`,
  (w) => `ERROR [db] connection pool exhausted (max=${w.pick([10, 20, 50])}, waiting=${w.int(1, 40)})`,
  (w) => `DEBUG [cache] miss key=session:${hex(w, 16)}`,
  (w) => `INFO  [deploy] version ${w.neg('version')} rolled out to ${w.int(1, 6)}/${w.int(6, 9)} pods`,
  (w) => `ERROR [payments] upstream returned 502 for request ${uuid(w)}`,
  (w) => `INFO  [scheduler] job nightly-export started (run ${w.int(100, 9999)})`,
  (w) => `WARN  [queue] redelivery ${w.int(2, 5)} for message ${uuid(w)}`,
  () => 'ERROR [api] TypeError: Cannot read properties of undefined (reading "items")',
  (w) => `INFO  [http] POST /api/v2/orders 201 ${w.int(12, 400)} ms`,
  (w) => `DEBUG [feature] flag new_checkout=${w.pick(['on', 'off'])} for cohort ${w.int(1, 20)}`,
];

const accessLine = (w: Writer, ip: string): string =>
  `${ip} - - [${pad2(w.int(1, 28))}/${w.pick(MON)}/2025:${pad2(w.int(0, 23))}:${pad2(w.int(0, 59))}:${pad2(w.int(0, 59))} +0000] "${w.pick(['GET', 'POST', 'PUT'])} ${w.pick(['/login', '/api/v2/orders', '/account/settings', '/wp-admin/', '/checkout'])} HTTP/1.1" ${w.pick([200, 200, 302, 401, 403, 404, 500])} ${w.int(120, 40000)} "-" "${w.pick(['Mozilla/5.0 (Windows NT 10.0; Win64; x64)', 'curl/8.5.0', 'python-requests/2.31.0', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)'])}"`;

const LOG_IDS: Partial<Record<Identifier, readonly ((x: string, w: Writer, c: Cast, t: string) => string)[]>> = {
  IP_ADDRESS: [
    (x, w, c, t) => `${t} WARN  [auth] failed login for user ${w.pii('EMAIL_ADDRESS', v.email(w.r, c.me))} from ${x}`,
    (x, w) => accessLine(w, x),
    (x, w, _c, t) => `${t} INFO  [sshd] Accepted publickey for deploy from ${x} port ${w.int(30000, 65000)} ssh2`,
    (x, w, _c, t) => `${t} INFO  [dhcp] lease ${x} to ${w.pii('MAC_ADDRESS', v.mac(w.r))}`,
  ],
  EMAIL_ADDRESS: [(x, w, c, t) => `${t} INFO  [signup] new user ${x} (${w.name(c.me)})`, (x, _w, _c, t) => `${t} ERROR [mail] delivery to ${x} failed: 550 mailbox unavailable`],
  PHONE_NUMBER: [(x, _w, _c, t) => `${t} INFO  [sms] verification code sent to ${x}`],
  CREDIT_CARD: [(x, _w, _c, t) => `${t} ERROR [billing] charge failed card=${x} reason=insufficient_funds`],
  AWS_ACCESS_KEY: [(x, _w, _c, t) => `${t} DEBUG [aws] using credentials ${x} from environment`],
  JSON_WEB_TOKEN: [(x, _w, _c, t) => `${t} DEBUG [http] Authorization: Bearer ${x}`],
  URL: [(x, _w, _c, t) => `${t} INFO  [webhook] delivered to ${x} in 312 ms`],
};

export const logGenre = (w: Writer, c: Cast, target: number, ids: readonly Identifier[]): string => {
  const clock = logClock(w);
  const line = bag(w, LOG_LINES);
  const usable = ids.map((e) => (LOG_IDS[e] ? e : w.pick(['IP_ADDRESS', 'EMAIL_ADDRESS'] as const)));
  const body = compose(w, target, usable, {
    open: () => '',
    filler: () => `${clock()} ${line()(w)}`,
    identifier: (e) => w.pick(LOG_IDS[e]!)(plantValue(w, e, c.me), w, c, clock()),
    close: () => '',
    sep: '\n',
  });
  const q = w.pick(['Here are the logs from last night, what went wrong?', 'Summarise the errors in this log:', 'Why do these requests fail?', 'Group these log lines by root cause.', 'Anything suspicious in here?']);
  return w.chance(0.7) ? `${q}\n\n${body}` : `${body}\n\n${q}`;
};

// ---------------------------------------------------------------------------------------------------------
// Tables
// ---------------------------------------------------------------------------------------------------------

const WAREHOUSES = ['DUS-1', 'LHR-2', 'ICN-3', 'ORD-4', 'MAD-1', 'GRU-2'];

/** A PII-free table row: orders, inventory or metrics, holding hard negatives. */
const TABLE_KINDS: readonly { readonly header: readonly string[]; readonly row: (w: Writer) => readonly string[] }[] = [
  {
    header: ['order_id', 'sku', 'qty', 'unit_price', 'status', 'warehouse'],
    row: (w) => [w.neg('order number'), w.neg('product code'), String(w.int(1, 40)), `${w.int(1, 400)}.${w.pick(['00', '50', '99'])}`, w.pick(['shipped', 'pending', 'cancelled', 'returned']), w.pick(WAREHOUSES)],
  },
  {
    header: ['week', 'team', 'tickets_opened', 'tickets_closed', 'median_hours'],
    row: (w) => [`2025-W${pad2(w.int(1, 52))}`, w.pick(TEAMS), String(w.int(5, 400)), String(w.int(5, 400)), `${w.int(1, 72)}.${w.int(0, 9)}`],
  },
  {
    header: ['invoice', 'amount', 'currency', 'due', 'paid'],
    row: (w) => [w.neg('invoice number'), `${w.int(10, 90000)}.${pad2(w.int(0, 99))}`, w.pick(['EUR', 'USD', 'GBP', 'KRW']), w.pick(MONTHS), w.pick(['yes', 'no', 'partial'])],
  },
];

const CUSTOMER_HEADER = ['customer_id', 'name', 'email', 'phone', 'city'];

function customerRow(w: Writer, c: Cast, e: Identifier): string[] {
  const p = w.chance(0.5) ? c.me : v.person(w.r);
  const row = [String(w.int(10000, 99999)), w.name(p), '', '', w.city(p.country)];
  // The identifier unit: the row carries the asked-for value, and usually the other contact column too.
  row[2] = e === 'EMAIL_ADDRESS' || w.chance(0.6) ? w.pii('EMAIL_ADDRESS', v.email(w.r, p)) : '';
  row[3] = e === 'PHONE_NUMBER' || w.chance(0.5) ? w.pii('PHONE_NUMBER', v.phone(w.r, p.country)) : '';
  if (e !== 'EMAIL_ADDRESS' && e !== 'PHONE_NUMBER') row.push(plantValue(w, e, p));
  return row;
}

export const tableGenre = (w: Writer, c: Cast, target: number, ids: readonly Identifier[]): string => {
  const style = w.pick(['csv', 'csv', 'tsv', 'markdown'] as const);
  const line = (cells: readonly string[]): string =>
    style === 'csv' ? cells.map((x) => (x.includes(',') ? `"${x}"` : x)).join(',') : style === 'tsv' ? cells.join('\t') : `| ${cells.join(' | ')} |`;
  const header = (h: readonly string[]): string => (style === 'markdown' ? `${line(h)}\n|${h.map(() => '---').join('|')}|` : line(h));
  const parts: string[] = [];
  if (ids.length > 0) {
    const extra = [...new Set(ids.filter((e) => e !== 'EMAIL_ADDRESS' && e !== 'PHONE_NUMBER'))];
    parts.push(w.pick(['These rows failed to import, can you spot why?', 'Deduplicate these customer records:', 'Which of these customers are in the EU?', 'Format this as a table for the report:']));
    const rows = ids.map((e) => line(customerRow(w, c, e)));
    parts.push(`${header([...CUSTOMER_HEADER, ...(extra.length > 0 ? ['extra'] : [])])}\n${rows.join('\n')}`);
  }
  let size = parts.reduce((s, p) => s + p.length, 0);
  if (size < target || parts.length === 0) {
    const kind = w.pick(TABLE_KINDS);
    parts.push(w.pick(['Sum the totals per status:', 'Here is last month’s export, what stands out?', 'Turn this into a chart description:', 'Find the rows with missing values:']));
    const rows: string[] = [];
    for (size += header(kind.header).length; size < target || rows.length < 2; ) {
      const r = line(kind.row(w));
      rows.push(r);
      size += r.length + 1;
    }
    parts.push(`${header(kind.header)}\n${rows.join('\n')}`);
  }
  return parts.join('\n\n');
};

// ---------------------------------------------------------------------------------------------------------
// JSON payloads
// ---------------------------------------------------------------------------------------------------------

const JSON_KEYS: Partial<Record<Identifier, string>> = {
  EMAIL_ADDRESS: 'email', PHONE_NUMBER: 'phone', CREDIT_CARD: 'card_number', IBAN_CODE: 'iban', US_SSN: 'ssn', KR_RRN: 'rrn',
  IP_ADDRESS: 'client_ip', URL: 'profile_url', DATE_TIME: 'date_of_birth', AWS_ACCESS_KEY: 'aws_access_key_id',
  AWS_SECRET_KEY: 'aws_secret_access_key', STREET_ADDRESS: 'street', PASSWORD: 'password', JSON_WEB_TOKEN: 'access_token',
  MAC_ADDRESS: 'device_mac', UK_NHS: 'nhs_number', UK_NINO: 'ni_number',
};

function jsonFiller(w: Writer): Record<string, unknown> {
  return w.pick([
    () => ({ order_id: w.neg('order number'), status: w.pick(['paid', 'pending', 'refunded']), currency: w.pick(['EUR', 'USD', 'KRW']) }),
    () => ({ items: Array.from({ length: w.int(1, 4) }, () => ({ sku: w.neg('product code'), qty: w.int(1, 9), price: w.int(100, 99999) / 100 })) }),
    () => ({ request_id: uuid(w), retry_count: w.int(0, 5), created_at: `2025-${pad2(w.int(1, 12))}-${pad2(w.int(1, 28))}T${pad2(w.int(0, 23))}:${pad2(w.int(0, 59))}:00Z` }),
    () => ({ client: { app_version: w.neg('version'), platform: w.pick(['ios', 'android', 'web']), locale: w.pick(['en-US', 'ko-KR', 'de-DE', 'fr-FR']) } }),
    () => ({ plan: w.pick(['free', 'team', 'enterprise']), seats: w.int(1, 500), trial: w.chance(0.3) }),
    () => ({ tags: w.pick([['vip'], ['churn-risk', 'emea'], [], ['beta']]), score: w.int(0, 100) / 100 }),
    () => ({ event: w.pick(['customer.updated', 'invoice.paid', 'order.created', 'user.login']), livemode: w.chance(0.7) }),
  ])();
}

export const jsonGenre = (w: Writer, c: Cast, target: number, ids: readonly Identifier[]): string => {
  const user: Record<string, unknown> = { id: w.int(1000, 999999) };
  if (ids.length > 0 || w.chance(0.4)) user.name = w.name(c.me);
  for (const e of ids) {
    const key = JSON_KEYS[e] ?? 'email';
    const entity = JSON_KEYS[e] ? e : 'EMAIL_ADDRESS';
    const value = entity === 'STREET_ADDRESS' ? { street: plantValue(w, entity, c.me), city: w.city(c.me.country) } : plantValue(w, entity, c.me);
    let k = entity === 'STREET_ADDRESS' ? 'address' : key;
    for (let n = 2; user[k] !== undefined; n++) k = `${entity === 'STREET_ADDRESS' ? 'address' : key}_${n}`;
    user[k] = value;
  }
  const doc: Record<string, unknown> = { data: { user } };
  const pretty = w.chance(0.6);
  const records: Record<string, unknown>[] = [];
  const size = () => JSON.stringify(doc).length * (pretty ? 1.6 : 1);
  const data = doc.data as Record<string, unknown>;
  while (size() < target - 80) {
    const more = jsonFiller(w);
    // A field is written once: a second filler of the same kind becomes a record of `records`.
    if (size() < 400 && Object.keys(more).every((k) => data[k] === undefined)) Object.assign(data, more);
    else {
      records.push(more);
      doc.records = records;
    }
  }
  const text = JSON.stringify(doc, null, pretty ? 2 : undefined);
  const q = w.pick(['This is the webhook payload we received; why does the signature check fail?', 'Validate this JSON against our schema and list the problems:', 'Convert this payload to a TypeScript interface.', 'Our API returns 422 for this body, why?', 'Pretty-print this and explain each field.']);
  return `${q}\n\n\`\`\`json\n${text}\n\`\`\``;
};
