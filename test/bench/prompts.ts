/**
 * A seeded generator of realistic prompts with planted PII (deterministic: the same seed gives the same
 * prompts, so runs compare).
 */

/** mulberry32: a tiny, well-known 32-bit seeded PRNG. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SENTENCES = [
  'Can you summarize the attached meeting notes for the leadership team?',
  'Please draft a polite reply to the customer who asked about the refund policy.',
  'Translate the following paragraph into Korean and keep the formal tone.',
  'What are the main differences between a Roth IRA and a traditional IRA?',
  'Write a short product description for our new ergonomic office chair.',
  'The deployment failed again last night; here is what the logs said about the timeout.',
  'I need a SQL query that returns the top ten customers by revenue in 2024.',
  'Explain the trade-offs of eventual consistency to a junior engineer.',
  '다음 회의 일정을 정리해서 팀에 공유해 주세요.',
  'Our quarterly numbers look better than expected, but churn in Europe is still high.',
  'Rewrite this paragraph so it is easier to read for a general audience.',
  'List three risks of migrating the billing system before the holiday season.',
];

const PII: readonly ((r: () => number) => string)[] = [
  (r) => `You can reach me at ${['jane.doe', 'm.kim', 'ops-team'][Math.floor(r() * 3)]}@example.com.`,
  () => 'My phone number is (650) 253-0000, call after 5pm.',
  () => 'Charge it to card 4111 1111 1111 1111 please.',
  () => 'My SSN is 536-22-8726 for the background check.',
  () => 'Wire the money to IBAN DE89 3704 0044 0532 0130 00 by Friday.',
  () => 'The server at 192.168.10.24 keeps rejecting connections.',
  () => 'See https://intranet.example.com/wiki/onboarding for details.',
  () => '제 주민등록번호는 900101-1234568 입니다.',
  () => 'Our key AKIAIOSFODNN7EXAMPLE was committed to the repo by mistake.',
  () => '연락처는 010-1234-5678 입니다.',
];

/** One prompt of about `length` characters; with probability `piiShare` it carries 1–3 planted PII values. */
export function makePrompt(r: () => number, length: number, piiShare = 0.75): string {
  const parts: string[] = [];
  let size = 0;
  const plant = r() < piiShare ? 1 + Math.floor(r() * 3) : 0;
  const planted: string[] = [];
  for (let i = 0; i < plant; i++) planted.push(PII[Math.floor(r() * PII.length)]!(r));
  while (size < length) {
    const s = SENTENCES[Math.floor(r() * SENTENCES.length)]!;
    parts.push(s);
    size += s.length + 1;
  }
  for (const p of planted) parts.splice(Math.floor(r() * (parts.length + 1)), 0, p);
  return parts.join(' ').slice(0, Math.max(length, planted.join(' ').length + 20));
}
