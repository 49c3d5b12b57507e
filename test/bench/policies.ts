/**
 * `npx tsx test/bench/policies.ts`: per-prompt cost of the TOPIC and WORD policies on ~1,000-character prompts
 * (the seeded prompts of `npm run bench`, English with some Korean, and an all-Korean set), next to the demo
 * PII policy. CPU time of this process divided by the number of prompts (robust on a shared machine), after
 * a warm-up. Two kinds of configuration: the korean-market example Guardian's TOPIC and WORD policies (typical),
 * and worst-case-leaning ones — 30 topics with 5 examples and 10 keywords each, built from the prompts' own
 * vocabulary so most sentences hit example terms and keywords; a 10,000-entry word list plus profanity.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { inspectText } from '../../functions/engine/inspect';
import type { CompiledPolicy } from '../../functions/engine/policies/types';
import { compileGuardian } from '../helpers/catalog';
import { DEMO_GUARDIAN } from '../../functions/local/demo';
import { makePrompt, seededRandom } from './prompts';

const r = seededRandom(2026);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;

const VOCAB = (
  'summarize meeting notes leadership team draft reply customer refund policy translate paragraph korean formal ' +
  'tone roth ira traditional product description ergonomic office chair deployment failed logs timeout sql query ' +
  'customers revenue consistency engineer quarterly numbers churn europe rewrite audience risks migrating billing ' +
  'holiday season stocks bitcoin election vote president medical diagnosis lawyer lawsuit weapon gambling casino'
).split(' ');
const KO_VOCAB = '회의 일정 정리 공유 주식 투자 비트코인 대선 후보 병원 진단 변호사 소송 도박 카지노 환불 고객 매출'.split(' ');

const sentence = () => Array.from({ length: 6 }, () => pick(r() < 0.2 ? KO_VOCAB : VOCAB)).join(' ');
const topics = Array.from({ length: 30 }, (_, i) => ({
  name: `topic-${i}`,
  definition: 'A synthetic topic for the benchmark.',
  keywords: Array.from({ length: 10 }, () => `${pick(VOCAB)} ${pick(VOCAB)}`),
  examples: Array.from({ length: 5 }, sentence),
}));

const letters = 'abcdefghijklmnopqrstuvwxyz';
const words = new Set<string>();
while (words.size < 10_000) {
  const n = 4 + Math.floor(r() * 7);
  let w = '';
  for (let k = 0; k < n; k++) w += r() < 0.25 ? String.fromCharCode(0xac00 + Math.floor(r() * 11_172)) : letters[Math.floor(r() * 26)];
  words.add(r() < 0.05 ? pick(VOCAB) : w);
}

const g = compileGuardian(
  {
    name: 'bench',
    processTypes: { topic: { policies: ['topics'] }, word: { policies: ['words'] }, both: { policies: ['topics', 'words'] } },
    policies: [
      { name: 'topics', type: 'TOPIC', topics },
      { name: 'words', type: 'WORD', profanity: {}, lists: [{ name: 'big', action: 'MASK', words: [...words] }] },
    ],
  },
  1,
);
const pii = compileGuardian(DEMO_GUARDIAN, 1).processTypes.get('input')!;
const example = compileGuardian(parse(readFileSync(join(__dirname, '../../functions/guardians/examples/korean-market.yaml'), 'utf8')), 1)
  .processTypes.get('input')!
  .filter((p) => p.type !== 'PII');

const KO_SENTENCES = [
  '다음 회의 일정을 정리해서 팀에 공유해 주세요.',
  '지난 분기 매출이 예상보다 좋았지만 유럽 고객 이탈은 여전히 높습니다.',
  '이 문단을 일반 독자가 읽기 쉽게 다시 써 주세요.',
  '배포가 어젯밤에 또 실패했는데 로그에 타임아웃이 찍혀 있었습니다.',
];
const english = Array.from({ length: 400 }, () => makePrompt(r, 1_000));
const korean = Array.from({ length: 400 }, () => {
  let s = '';
  while (s.length < 1_000) s += `${pick(KO_SENTENCES)} `;
  return s.slice(0, 1_000);
});

function cpuMicrosPerPrompt(prompts: readonly string[], policies: readonly CompiledPolicy[]): number {
  for (const p of prompts) inspectText(p, policies); // warm-up
  const rounds = 10;
  const t0 = process.cpuUsage();
  for (let i = 0; i < rounds; i++) for (const p of prompts) inspectText(p, policies);
  const t = process.cpuUsage(t0);
  return (t.user + t.system) / (rounds * prompts.length);
}

const rows: [string, string, string][] = [['policies', 'mixed prompts (µs)', 'Korean prompts (µs)']];
for (const [label, policies] of [
  ['PII (demo Guardian)', pii],
  ['TOPIC + WORD of korean-market.yaml', example],
  ['TOPIC, 30 topics from the prompts\' words', g.processTypes.get('topic')!],
  ['WORD, 10,000 words + profanity', g.processTypes.get('word')!],
  ['both of the above', g.processTypes.get('both')!],
] as const) {
  rows.push([label, cpuMicrosPerPrompt(english, policies).toFixed(1), cpuMicrosPerPrompt(korean, policies).toFixed(1)]);
}
const widths = rows[0]!.map((_, c) => Math.max(...rows.map((row) => row[c]!.length)));
process.stdout.write(`\nTOPIC / WORD policies — CPU time per ~1,000-character prompt, node ${process.version}\n\n`);
for (const row of rows) process.stdout.write(`${row.map((cell, c) => cell.padEnd(widths[c]!)).join('  ')}\n`);
