/**
 * Passwords embedded in database connection URIs: `scheme://user:password@host…` for PostgreSQL
 * (`postgres://`, `postgresql://`; PostgreSQL docs, "Connection URIs"), MongoDB (`mongodb://`,
 * `mongodb+srv://`; MongoDB docs, "Connection string"), MySQL/MariaDB, Redis, AMQP and MSSQL. The span is the
 * password only, so masking keeps the host visible. Passwords may contain `@` (badly escaped URIs are common),
 * so the password ends at the LAST `@` before the host part within a bounded window.
 */
import { defineSecret } from './shared';
import type { DetectorExamples } from '../types';

function isPlaceholder(v: string): boolean {
  // Template references and masks only: a literal `secret` or `password` in a URI is still the password.
  return /^(?:\*+|x+|<[^>]*>|\$\{[^}]*\}|\$[A-Za-z_]+|\{\{[^}]*\}\}|%s)$/i.test(v);
}

export const databaseUriPassword = defineSecret({
  id: 'database-uri-password',
  entity: 'DATABASE_PASSWORD',
  keywords: ['://'],
  patterns: [
    {
      name: 'uri-password',
      // user: 1–64 characters without `:/@` or spaces; password: 1–128 characters without `/`, `,` or spaces,
      // greedy up to the last `@` that is followed by a host character.
      regex:
        /(?<=(?<![A-Za-z0-9+.-])(?:postgres(?:ql)?|mongodb(?:\+srv)?|mysql|mariadb|redis|rediss|amqps?|mssql|sqlserver|jdbc:[a-z]{2,12}):\/\/[^\s:/@"'`]{1,64}:)[^\s/"'`,]{1,128}(?=@[A-Za-z0-9[._-])/g,
      score: 0.85,
    },
  ],
  validate: (v) => !isPlaceholder(v),
  context: ['database', 'connection', 'uri', 'dsn', 'mongodb', 'postgres'],
});

/** databaseUriPassword's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const databaseUriPasswordExamples = (): DetectorExamples => ({
  positive: [
    { text: 'postgresql://user:FakePw-42@localhost:5433/database', values: ['FakePw-42'] },
    {
      text: 'uri: "mongodb+srv://svc:NotReal%40pw9@fake-cluster.mongodb.net/?retryWrites=true"',
      values: ['NotReal%40pw9'],
    },
    { text: "uri: 'mongodb+srv://app:fake@pw!1@cluster0-fake.mongodb.net/db'", values: ['fake@pw!1'] },
  ],
  negative: [
    'postgresql:///mydb?host=localhost&user=user&password=secret', // no user:password@
    'mongodb://user:${MONGO_PASSWORD}@localhost', // a reference
    'https://user:FakePw-42@example.com', // not a database scheme
    'postgres://localhost:5432/db',
    'mongodb://user:<password>@localhost',
  ],
});
