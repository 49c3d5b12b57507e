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
  return asReceived(parts.join(' ').slice(0, Math.max(length, planted.join(' ').length + 20)));
}

// ---------------------------------------------------------------------------------------------------------
// The full-catalog generator: prompts of 50–2,000 characters, ~25 % PII-free, the rest with 1–3 planted values
// whose exact text is returned, so recall can be scored for any engine (ours or a peer) the same way.
// Values are generated (seeded), not fixed, and pass the checksums a validating engine applies.
// ---------------------------------------------------------------------------------------------------------

/** A planted value: the entity we plant and the exact substring placed in the prompt. */
export interface Planted {
  readonly entity: string;
  readonly value: string;
}

export interface PlantedPrompt {
  readonly text: string;
  readonly planted: readonly Planted[];
}

/** Ordinary prompt sentences; some hold numbers that are not PII (counts, versions, rooms, money). */
const PLAIN_SENTENCES = [
  ...SENTENCES,
  'The build takes about 12 minutes on the CI runner, can we make it faster?',
  'Revenue grew 8 % quarter over quarter, mostly from the enterprise plan.',
  'We have 3 open tickets and 14 closed ones in the current sprint.',
  'Please upgrade the SDK to version 4.2 and rerun the integration tests.',
  'The workshop moved to room 204 on the second floor.',
  'Summarize chapter 7 of the handbook in five bullet points.',
  'Our budget for the offsite is about $4,500 including travel.',
  'Give me a regex that matches ISO dates but not times.',
  'Why does the container restart with exit code 137 under load?',
  'Draft an agenda for a 45-minute retrospective with the platform team.',
];

/** Korean prompt sentences for the Korean text throughput run. */
const KOREAN_SENTENCES = [
  '다음 회의 일정을 정리해서 팀에 공유해 주세요.',
  '이 문서를 요약해서 세 줄로 정리해 주실 수 있나요?',
  '고객 문의에 대한 정중한 답장을 작성해 주세요.',
  '지난 분기 매출 보고서의 핵심 내용을 알려 주세요.',
  '새로운 서비스 출시 일정에 대한 공지문을 써 주세요.',
  '배포가 실패한 원인을 로그를 보고 분석해 주세요.',
  '이 코드에서 성능 문제가 있는 부분을 찾아 주세요.',
  '신입 사원을 위한 온보딩 안내서를 만들어 주세요.',
  '회의록을 영어로 번역하고 공식적인 어조를 유지해 주세요.',
  '다음 주 워크숍 준비물 목록을 정리해 주세요.',
];

const FIRST = ['Sarah', 'Daniel', 'Priya', 'Tomasz', 'Emily', 'Jonathan', 'Olivia', 'Marcus', 'Hannah', 'Victor'];
const LAST = ['Connor', 'Whitfield', 'Raman', 'Kowalski', 'Brennan', 'Okafor', 'Lindqvist', 'Moreau', 'Castillo', 'Nakamura'];
const STREETS = ['Maple', 'Cedar Hill', 'Harbor', 'Willow Creek', 'Oakridge', 'Lincoln', 'Sunset', 'Riverside'];
const STREET_TYPES = ['Street', 'Avenue', 'Road', 'Drive', 'Lane', 'Boulevard'];
const DOMAINS = ['gmail.com', 'outlook.com', 'acme-corp.io', 'company.co.kr', 'mail.example.org'];
const AREA_CODES = [212, 303, 312, 415, 512, 617, 650, 206, 404, 503];

export const pick = <T>(r: () => number, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
const digits = (r: () => number, n: number): string => Array.from({ length: n }, () => Math.floor(r() * 10)).join('');
export const int = (r: () => number, lo: number, hi: number): number => lo + Math.floor(r() * (hi - lo + 1));
const pad = (n: number, w: number): string => String(n).padStart(w, '0');

/** Luhn check digit for `body` (ISO/IEC 7812-1). */
export function luhnDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

function card(r: () => number): string {
  const body = pick(r, ['4', '51', '52', '53', '54', '55']) ;
  const raw = body + digits(r, 15 - body.length);
  const full = raw + luhnDigit(raw);
  const sep = pick(r, [' ', '-', '']);
  return full.match(/.{4}/g)!.join(sep);
}

function ssn(r: () => number): string {
  let area = int(r, 1, 899);
  if (area === 666) area = 667;
  return `${pad(area, 3)}-${pad(int(r, 1, 99), 2)}-${pad(int(r, 1, 9999), 4)}`;
}

/** A German IBAN (DE, 18-digit BBAN) with its ISO 7064 mod-97 check digits, printed in groups of four. */
function iban(r: () => number): string {
  const bban = digits(r, 18);
  // DE → 13 14; remainder of BBAN + "131400" mod 97, computed piecewise to stay in safe integers.
  let rem = 0;
  for (const ch of `${bban}131400`) rem = (rem * 10 + Number(ch)) % 97;
  const check = pad(98 - rem, 2);
  return `DE${check}${bban}`.match(/.{1,4}/g)!.join(' ');
}

/** A Korean resident registration number with its mod-11 check digit (weights 2–9, 2–5). */
function rrn(r: () => number): string {
  const yy = pad(int(r, 60, 99), 2);
  const body = `${yy}${pad(int(r, 1, 12), 2)}${pad(int(r, 1, 28), 2)}${int(r, 1, 2)}${digits(r, 5)}`;
  const weights = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5];
  const sum = weights.reduce((s, w, i) => s + w * Number(body[i]), 0);
  const check = (11 - (sum % 11)) % 10;
  return `${body.slice(0, 6)}-${body.slice(6)}${check}`;
}

function awsKey(r: () => number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  return `AKIA${Array.from({ length: 16 }, () => pick(r, alphabet.split(''))).join('')}`;
}

/** Generators of planted values and the sentence frames that carry them. */
const PLANTERS: readonly ((r: () => number) => { entity: string; value: string; sentence: string })[] = [
  (r) => {
    const value = `${pick(r, FIRST).toLowerCase()}.${pick(r, LAST).toLowerCase()}${int(r, 1, 99)}@${pick(r, DOMAINS)}`;
    return { entity: 'EMAIL_ADDRESS', value, sentence: pick(r, [`You can reach me at ${value}.`, `Send the invoice to ${value} by Friday.`, `cc ${value} on the thread please.`]) };
  },
  (r) => {
    const value = `(${pick(r, AREA_CODES)}) ${int(r, 200, 989)}-${pad(int(r, 0, 9999), 4)}`;
    return { entity: 'PHONE_NUMBER', value, sentence: pick(r, [`My phone number is ${value}, call after 5pm.`, `Call the customer back at ${value}.`]) };
  },
  (r) => {
    const value = `010-${int(r, 2000, 9999)}-${pad(int(r, 0, 9999), 4)}`;
    return { entity: 'PHONE_NUMBER', value, sentence: pick(r, [`연락처는 ${value} 입니다.`, `Her mobile in Seoul is ${value}.`]) };
  },
  (r) => {
    const value = card(r);
    return { entity: 'CREDIT_CARD', value, sentence: pick(r, [`Charge it to card ${value} please.`, `The customer paid with ${value} and wants a refund.`]) };
  },
  (r) => {
    const value = ssn(r);
    return { entity: 'US_SSN', value, sentence: pick(r, [`My SSN is ${value} for the background check.`, `Employee social security number: ${value}.`]) };
  },
  (r) => {
    const value = iban(r);
    return { entity: 'IBAN_CODE', value, sentence: `Wire the money to IBAN ${value} by Friday.` };
  },
  (r) => {
    const value = `${int(r, 11, 223)}.${int(r, 0, 255)}.${int(r, 0, 255)}.${int(r, 1, 254)}`;
    return { entity: 'IP_ADDRESS', value, sentence: pick(r, [`The server at ${value} keeps rejecting connections.`, `Block traffic from ${value} in the firewall.`]) };
  },
  (r) => {
    const value = rrn(r);
    return { entity: 'KR_RRN', value, sentence: `제 주민등록번호는 ${value} 입니다.` };
  },
  (r) => {
    const value = awsKey(r);
    return { entity: 'AWS_ACCESS_KEY', value, sentence: `Our key ${value} was committed to the repo by mistake.` };
  },
  (r) => {
    const value = `${pick(r, FIRST)} ${pick(r, LAST)}`;
    return { entity: 'PERSON', value, sentence: pick(r, [`My name is ${value} and I need help with my account.`, `Please forward this to ${value} in accounting.`, `Dear ${value}, thanks for your patience.`]) };
  },
  (r) => {
    const value = `${int(r, 10, 9999)} ${pick(r, STREETS)} ${pick(r, STREET_TYPES)}`;
    return { entity: 'STREET_ADDRESS', value, sentence: `Ship the replacement to ${value}, Springfield.` };
  },
  (r) => {
    const value = `${int(r, 1950, 2005)}-${pad(int(r, 1, 12), 2)}-${pad(int(r, 1, 28), 2)}`;
    return { entity: 'DATE_OF_BIRTH', value, sentence: `Patient born on ${value} reports mild symptoms.` };
  },
];

/**
 * One prompt of 50–2,000 characters (uniform), PII-free with probability `freeShare` (default 0.25),
 * otherwise carrying 1–3 planted values. `korean` builds it from Korean sentences instead.
 */
export function makePlantedPrompt(r: () => number, opts: { freeShare?: number; korean?: boolean } = {}): PlantedPrompt {
  const target = int(r, 50, 2_000);
  const planted: { entity: string; value: string; sentence: string }[] = [];
  if (r() >= (opts.freeShare ?? 0.25)) {
    const n = 1 + Math.floor(r() * 3);
    for (let i = 0; i < n; i++) planted.push(pick(r, PLANTERS)(r));
  }
  const pool = opts.korean ? KOREAN_SENTENCES : PLAIN_SENTENCES;
  const parts: string[] = [];
  let size = planted.reduce((s, p) => s + p.sentence.length + 1, 0);
  while (size < target) {
    const s = pick(r, pool);
    parts.push(s);
    size += s.length + 1;
  }
  for (const p of planted) parts.splice(Math.floor(r() * (parts.length + 1)), 0, p.sentence);
  let text = parts.join(' ');
  // Trim filler at the end to the target length, never cutting into a planted sentence.
  const lastPlanted = Math.max(0, ...planted.map((p) => text.indexOf(p.sentence) + p.sentence.length));
  if (text.length > target) {
    // Cut at a space (never inside a word: a cut "Korean" would read as "Korea") and after the last plant.
    const cut = text.lastIndexOf(' ', Math.max(target, lastPlanted));
    text = text.slice(0, cut > Math.max(lastPlanted - 1, 0) ? cut : Math.max(target, lastPlanted));
  }
  return { text: asReceived(text), planted: planted.map(({ entity, value }) => ({ entity, value })) };
}

/**
 * The text as the service receives it: parsed from a JSON request body, or decoded from a batch object — a flat
 * string. A `slice` of a longer string is a V8 sliced string, read through its parent; the engine's character loops
 * ran ~10–20 % slower on those, an indirection no request has.
 */
function asReceived(text: string): string {
  return JSON.parse(JSON.stringify(text)) as string;
}

/** About `bytes` of UTF-8 text: planted prompts, one per line (the batch text format inspects lines). */
export function makePlantedText(seed: number, bytes: number, korean = false): { lines: string[]; bytes: number; chars: number } {
  const r = seededRandom(seed);
  const lines: string[] = [];
  let size = 0;
  let chars = 0;
  while (size < bytes) {
    const { text } = makePlantedPrompt(r, { korean });
    lines.push(text);
    size += Buffer.byteLength(text) + 1;
    chars += text.length + 1;
  }
  return { lines, bytes: size, chars };
}
