/**
 * A seeded generator of realistic, varied prompts with known planted values, for the bench's realistic rows
 * (test/bench/realistic.ts) and the engine's differential test (test/engine/differential.test.ts).
 *
 * Deterministic: the same seed gives the same prompts on every machine (a seeded PRNG, no clock, no locale).
 *
 * What a prompt is made of (./realistic-corpus/):
 * - a language: English (~72 %), Korean, Korean mixed with English, French, German, Spanish, Portuguese;
 * - a genre: chat messages to an assistant, support tickets, HR notes, medical intake, sales e-mails, meeting
 *   notes, travel bookings, legal and finance text, general-knowledge questions, e-mail threads, code and
 *   configuration, log excerpts, CSV/TSV/Markdown tables, JSON payloads; each genre composes its openings,
 *   filler sentences, identifier sentences and closings, whose slots (people, places, products, numbers, days)
 *   vary independently;
 * - a size class: chat lines (42 %, up to ~200 characters), short messages (32 %), medium texts (20 %), long
 *   texts (5.3 %, 1.5–3.5 KB) and documents (0.7 %, 5–20 KB, from the genres that grow: meeting notes, contracts,
 *   threads, code, logs, tables, JSON), in exact shares per block of 1,000 prompts; the mean is ~550 characters;
 * - people from varied naming traditions and places in context (cities, countries, street addresses of many
 *   countries), planted as PERSON, LOCATION and STREET_ADDRESS wherever they are written;
 * - 0–5 identifier units (a sentence, a config line, a table row, a log line, a JSON field; some hold more than
 *   one value) of many types, each value valid under the checks a validating engine applies;
 * - hard negatives: order, invoice and ticket numbers, versions, prices, ISBNs, year ranges, product codes,
 *   commit hashes, build numbers, public figures as the topic of a question.
 *
 * Every value is recorded as it is written (`planted`, `negatives`), so recall and false alarms can be scored
 * on any engine's output with `intact`.
 */
import { seededRandom } from '../bench/prompts';
import { chatGenre, hrGenre, knowledgeGenre, legalGenre, medicalGenre, meetingGenre, salesGenre, supportGenre, threadGenre, travelGenre } from './realistic-corpus/english';
import { EU_ENTITIES, europeanGenre, KO_ENTITIES, koreanGenre, mixedGenre } from './realistic-corpus/languages';
import { codeGenre, jsonGenre, logGenre, tableGenre } from './realistic-corpus/structured';
import type { Random } from './realistic-corpus/values';
import { ORIGINS, type Origin } from './realistic-corpus/words';
import { makeCast, weighted, Writer, type Cast, type Identifier, type Lang, type Negative, type Planted } from './realistic-corpus/writer';

export type { Negative, Planted } from './realistic-corpus/writer';

export interface RealisticPrompt {
  readonly text: string;
  /** Every value planted, as written (a value written twice is listed twice). */
  readonly planted: readonly Planted[];
  /** Hard negatives: text that must come out as written. */
  readonly negatives: readonly Negative[];
  readonly genre: string;
  readonly lang: Lang;
}

type Write = (w: Writer, c: Cast, target: number, ids: readonly Identifier[]) => string;

interface Genre {
  readonly name: string;
  readonly lang: Lang;
  readonly weight: number;
  readonly write: Write;
  readonly entities: readonly (readonly [Identifier, number])[];
  /** Grows to documents of 5–20 KB. */
  readonly long?: boolean;
  /** Only for long texts and documents. */
  readonly longOnly?: boolean;
  /** Share of prompts with no identifier unit (default: the K_WEIGHTS share). */
  readonly idFree?: number;
  readonly cast?: (w: Writer) => Cast;
}

const originsOf = (...keys: string[]): readonly Origin[] => ORIGINS.filter((o) => keys.includes(o.key));

const GENRES: readonly Genre[] = [
  {
    name: 'chat', lang: 'en', weight: 16, write: chatGenre,
    entities: [['EMAIL_ADDRESS', 10], ['PHONE_NUMBER', 10], ['STREET_ADDRESS', 7], ['DATE_TIME', 6], ['CREDIT_CARD', 3], ['IBAN_CODE', 3], ['US_SSN', 3], ['URL', 4], ['IP_ADDRESS', 2], ['UK_NINO', 1], ['UK_NHS', 1], ['ES_NIF', 1], ['CA_SIN', 1], ['PASSWORD', 2], ['AWS_ACCESS_KEY', 1], ['US_PASSPORT', 1], ['MAC_ADDRESS', 1], ['US_BANK_ROUTING', 1], ['KR_RRN', 1]],
  },
  { name: 'support ticket', lang: 'en', weight: 9, write: supportGenre, entities: [['EMAIL_ADDRESS', 12], ['PHONE_NUMBER', 12], ['STREET_ADDRESS', 8], ['CREDIT_CARD', 6], ['DATE_TIME', 3], ['IBAN_CODE', 3], ['URL', 2], ['PASSWORD', 1]] },
  { name: 'HR note', lang: 'en', weight: 5, write: hrGenre, entities: [['US_SSN', 6], ['IBAN_CODE', 4], ['DATE_TIME', 8], ['STREET_ADDRESS', 6], ['PHONE_NUMBER', 6], ['EMAIL_ADDRESS', 6], ['UK_NINO', 3], ['CA_SIN', 2]] },
  { name: 'medical intake', lang: 'en', weight: 5, write: medicalGenre, long: true, entities: [['DATE_TIME', 10], ['PHONE_NUMBER', 8], ['STREET_ADDRESS', 6], ['UK_NHS', 5], ['EMAIL_ADDRESS', 4], ['US_SSN', 2]] },
  { name: 'sales e-mail', lang: 'en', weight: 7, write: salesGenre, entities: [['PHONE_NUMBER', 10], ['EMAIL_ADDRESS', 10], ['URL', 5], ['DATE_TIME', 3], ['STREET_ADDRESS', 2]] },
  { name: 'meeting notes', lang: 'en', weight: 6, write: meetingGenre, long: true, entities: [['EMAIL_ADDRESS', 4], ['PHONE_NUMBER', 4], ['IP_ADDRESS', 3], ['URL', 4], ['DATE_TIME', 4]] },
  { name: 'travel booking', lang: 'en', weight: 5, write: travelGenre, entities: [['DATE_TIME', 8], ['PHONE_NUMBER', 6], ['EMAIL_ADDRESS', 6], ['US_PASSPORT', 4], ['STREET_ADDRESS', 4], ['CREDIT_CARD', 3]] },
  { name: 'legal/finance', lang: 'en', weight: 4, write: legalGenre, long: true, entities: [['STREET_ADDRESS', 6], ['IBAN_CODE', 6], ['US_BANK_ROUTING', 3], ['US_SSN', 3], ['DATE_TIME', 5], ['EMAIL_ADDRESS', 3]] },
  { name: 'general knowledge', lang: 'en', weight: 8, write: knowledgeGenre, idFree: 0.85, entities: [['EMAIL_ADDRESS', 3], ['URL', 3], ['DATE_TIME', 2]] },
  { name: 'e-mail thread', lang: 'en', weight: 3, write: threadGenre, long: true, longOnly: true, entities: [['EMAIL_ADDRESS', 8], ['PHONE_NUMBER', 8], ['CREDIT_CARD', 3], ['STREET_ADDRESS', 4], ['DATE_TIME', 3], ['IBAN_CODE', 2]] },
  { name: 'code/config', lang: 'en', weight: 7, write: codeGenre, long: true, entities: [['AWS_ACCESS_KEY', 6], ['AWS_SECRET_KEY', 6], ['PASSWORD', 5], ['DATABASE_PASSWORD', 2], ['GITHUB_TOKEN', 3], ['JSON_WEB_TOKEN', 3], ['EMAIL_ADDRESS', 4], ['IP_ADDRESS', 5], ['URL', 2], ['PHONE_NUMBER', 1]] },
  { name: 'logs', lang: 'en', weight: 4, write: logGenre, long: true, entities: [['IP_ADDRESS', 8], ['EMAIL_ADDRESS', 5], ['PHONE_NUMBER', 2], ['CREDIT_CARD', 2], ['AWS_ACCESS_KEY', 2], ['JSON_WEB_TOKEN', 2], ['URL', 2]] },
  { name: 'table', lang: 'en', weight: 4, write: tableGenre, long: true, entities: [['EMAIL_ADDRESS', 8], ['PHONE_NUMBER', 8], ['DATE_TIME', 3], ['STREET_ADDRESS', 3], ['IBAN_CODE', 2], ['US_SSN', 2]] },
  {
    name: 'JSON payload', lang: 'en', weight: 5, write: jsonGenre, long: true,
    entities: [['EMAIL_ADDRESS', 8], ['PHONE_NUMBER', 6], ['CREDIT_CARD', 3], ['IBAN_CODE', 2], ['US_SSN', 2], ['IP_ADDRESS', 4], ['URL', 2], ['DATE_TIME', 4], ['AWS_ACCESS_KEY', 1], ['AWS_SECRET_KEY', 1], ['STREET_ADDRESS', 3], ['PASSWORD', 2], ['JSON_WEB_TOKEN', 2], ['MAC_ADDRESS', 1], ['UK_NHS', 1], ['UK_NINO', 1], ['KR_RRN', 1]],
  },
  { name: 'Korean', lang: 'ko', weight: 9, write: koreanGenre, long: true, entities: KO_ENTITIES, cast: (w) => makeCast(w, true) },
  { name: 'Korean/English', lang: 'ko-en', weight: 5, write: mixedGenre, entities: KO_ENTITIES, cast: (w) => makeCast(w, w.chance(0.7)) },
  { name: 'French', lang: 'fr', weight: 3.5, write: europeanGenre('fr'), entities: EU_ENTITIES('fr'), cast: (w) => makeCast(w, false, originsOf('french', 'french', 'arabic', 'west-african')) },
  { name: 'German', lang: 'de', weight: 3.5, write: europeanGenre('de'), entities: EU_ENTITIES('de'), cast: (w) => makeCast(w, false, originsOf('german', 'german', 'turkish', 'slavic')) },
  { name: 'Spanish', lang: 'es', weight: 3.5, write: europeanGenre('es'), entities: EU_ENTITIES('es'), cast: (w) => makeCast(w, false, originsOf('hispanic', 'mexican')) },
  { name: 'Portuguese', lang: 'pt', weight: 3.5, write: europeanGenre('pt'), entities: EU_ENTITIES('pt'), cast: (w) => makeCast(w, false, originsOf('lusophone', 'brazilian')) },
];

type SizeClass = 'chat' | 'short' | 'medium' | 'long' | 'document';

/** Size classes: share in percent, and the range of the target length in characters. */
const SIZES: readonly (readonly [name: SizeClass, percent: number, lo: number, hi: number])[] = [
  ['chat', 42, 20, 150],
  ['short', 32, 150, 480],
  ['medium', 20, 480, 950],
  ['long', 5.3, 1_500, 3_500],
  ['document', 0.7, 5_000, 20_000],
];

/**
 * Size classes are dealt in blocks of this many prompts holding each class's exact share (`SIZES`), shuffled:
 * drawn independently, 2,000 prompts would hold 14 ± 4 documents, and a per-prompt p99 (which lies near the
 * boundary between long texts and documents) would move by several times from one seed to the next.
 */
const BLOCK = 1_000;

function sizeSchedule(r: Random): SizeClass[] {
  const schedule = SIZES.flatMap(([name, percent]) => Array.from({ length: Math.round((percent * BLOCK) / 100) }, () => name));
  for (let i = schedule.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [schedule[i], schedule[j]] = [schedule[j]!, schedule[i]!];
  }
  return schedule;
}

/** How many identifier units a prompt carries. */
const K_WEIGHTS: readonly (readonly [number, number])[] = [[0, 25], [1, 30], [2, 20], [3, 12], [4, 8], [5, 5]];

/** One prompt of size class `size` from the generator's state `r`. */
function realisticPrompt(r: Random, size: SizeClass): RealisticPrompt {
  const [, , lo, hi] = SIZES.find(([name]) => name === size)!;
  const big = size === 'long' || size === 'document';
  const w = new Writer(r, 'en');
  const genre = weighted(w, GENRES.filter((g) => (size === 'document' ? g.long : big || !g.longOnly)).map((g) => [g, g.weight] as const));
  const cast = genre.cast ? genre.cast(w) : makeCast(w, false);
  let k = genre.idFree !== undefined ? (w.chance(genre.idFree) ? 0 : w.int(1, 2)) : weighted(w, K_WEIGHTS);
  if (size === 'chat') k = Math.min(k, 2);
  if (size === 'document') k = Math.max(k, w.int(2, 5));
  const ids = Array.from({ length: k }, () => weighted(w, genre.entities));
  const text = genre.write(w, cast, w.int(lo, hi), ids);
  return { text: flat(text), planted: w.planted, negatives: w.negatives, genre: genre.name, lang: genre.lang };
}

/** An endless stream of prompts from `seed`, size classes dealt in shuffled blocks. */
function* prompts(seed: number): Generator<RealisticPrompt> {
  const r = seededRandom(seed);
  for (;;) for (const size of sizeSchedule(r)) yield realisticPrompt(r, size);
}

/** `n` prompts from `seed`. */
export function realisticCorpus(seed: number, n: number): RealisticPrompt[] {
  const out: RealisticPrompt[] = [];
  for (const p of prompts(seed)) {
    if (out.length === n) break;
    out.push(p);
  }
  return out;
}

/** Prompts from `seed` up to about `bytes` of UTF-8 (for throughput): the texts, their bytes and characters. */
export function realisticText(seed: number, bytes: number): { texts: string[]; bytes: number; chars: number } {
  const texts: string[] = [];
  let size = 0;
  let chars = 0;
  for (const { text } of prompts(seed)) {
    if (size >= bytes) break;
    texts.push(text);
    size += Buffer.byteLength(text);
    chars += text.length;
  }
  return { texts, bytes: size, chars };
}

const isAsciiWordChar = (c: string | undefined): boolean => c !== undefined && /[0-9A-Za-z]/.test(c);

/**
 * Whether `value` is still readable in `output`: an occurrence not glued to another ASCII letter or digit at an
 * edge where the value itself starts or ends with one (`Ana` is not intact in `[PERSON]nalysis` nor found in
 * `Analysis`; a Korean name may take a particle: `김민준님`).
 */
export function intact(output: string, value: string): boolean {
  const guardStart = isAsciiWordChar(value[0]);
  const guardEnd = isAsciiWordChar(value[value.length - 1]);
  for (let at = output.indexOf(value); at !== -1; at = output.indexOf(value, at + 1)) {
    if (guardStart && isAsciiWordChar(output[at - 1])) continue;
    if (guardEnd && isAsciiWordChar(output[at + value.length])) continue;
    return true;
  }
  return false;
}

/**
 * The text as the service receives it, parsed from a JSON request body: one flat string (a string built by
 * concatenation is a rope in V8 until something flattens it, and the engine would pay for that in the first call).
 */
function flat(text: string): string {
  return JSON.parse(JSON.stringify(text)) as string;
}
