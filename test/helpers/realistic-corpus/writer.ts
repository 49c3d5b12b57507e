/**
 * The realistic corpus's writing state: one `Writer` per prompt records every value it plants (entity + exact
 * text) and every hard negative (kind + exact text) as the prompt's sentences are built, so recall and
 * false alarms can be scored on any engine's output. `compose` lays a genre's units out to a target length.
 */
import { int, pick } from '../../bench/prompts';
import * as v from './values';
import type { NegativeKind, Person, Random } from './values';
import { COMPANIES, ORIGINS, type CountryKey, type Origin } from './words';

export type Lang = 'en' | 'ko' | 'ko-en' | 'fr' | 'de' | 'es' | 'pt';

/** Entities planted as identifiers (PERSON, LOCATION and STREET_ADDRESS also appear as names and places in context). */
export const IDENTIFIERS = [
  'EMAIL_ADDRESS', 'PHONE_NUMBER', 'CREDIT_CARD', 'IBAN_CODE', 'US_SSN', 'KR_RRN', 'IP_ADDRESS', 'URL', 'DATE_TIME',
  'AWS_ACCESS_KEY', 'AWS_SECRET_KEY', 'STREET_ADDRESS', 'UK_NINO', 'UK_NHS', 'ES_NIF', 'CA_SIN', 'MAC_ADDRESS',
  'US_BANK_ROUTING', 'GITHUB_TOKEN', 'PASSWORD', 'JSON_WEB_TOKEN', 'KR_BRN', 'KR_BANK_ACCOUNT', 'US_PASSPORT',
  'DATABASE_PASSWORD',
] as const;
export type Identifier = (typeof IDENTIFIERS)[number];

export interface Planted {
  readonly entity: string;
  readonly value: string;
}

export interface Negative {
  readonly kind: NegativeKind;
  readonly value: string;
}

/** The people of one prompt: who writes, to whom, and someone else they mention; and an organisation. */
export interface Cast {
  readonly me: Person;
  readonly you: Person;
  readonly other: Person;
  readonly company: string;
}

export class Writer {
  readonly planted: Planted[] = [];
  readonly negatives: Negative[] = [];

  constructor(readonly r: Random, readonly lang: Lang) {}

  /** Plants `value` as `entity` and returns it, to be written into the text. */
  pii(entity: string, value: string): string {
    this.planted.push({ entity, value });
    return value;
  }

  /** Plants a hard negative of `kind` (a fresh one unless given) and returns it. */
  neg(kind: NegativeKind, value: string = v.NEGATIVES[kind](this.r)): string {
    this.negatives.push({ kind, value });
    return value;
  }

  pick<T>(xs: readonly T[]): T {
    return pick(this.r, xs);
  }

  int(lo: number, hi: number): number {
    return int(this.r, lo, hi);
  }

  /** One of several ways to write something, built only once chosen (building one may plant values). */
  oneOf<T>(choices: readonly (() => T)[]): T {
    return pick(this.r, choices)();
  }

  chance(p: number): boolean {
    return this.r() < p;
  }

  /** A person's full name, planted. */
  name(p: Person): string {
    return this.pii('PERSON', p.full);
  }

  /** How a colleague is addressed: the given name (full name for Korean names in Hangul), planted. */
  first(p: Person): string {
    return this.pii('PERSON', p.hangul ? p.full : p.given);
  }

  /** A city of `country`, planted as LOCATION. */
  city(country: CountryKey): string {
    return this.pii('LOCATION', v.city(this.r, country));
  }
}

/** The people of a prompt: Korean names in Hangul, or people of the given naming traditions (any by default). */
export function makeCast(w: Writer, korean: boolean, origins: readonly Origin[] = ORIGINS): Cast {
  const mk = () => (korean ? v.koreanPerson(w.r) : v.person(w.r, w.pick(origins)));
  return { me: mk(), you: mk(), other: mk(), company: w.pick(COMPANIES) };
}

/**
 * A fresh value of an identifier, planted. Values follow the person they belong to (their country's phone,
 * address and date layouts) unless the identifier is country-bound (SSN, RRN, NHS, …).
 */
export function plantValue(w: Writer, entity: Identifier, p: Person): string {
  const r = w.r;
  switch (entity) {
    case 'EMAIL_ADDRESS':
      return w.pii(entity, w.chance(0.1) ? v.roleEmail(r) : v.email(r, p));
    case 'PHONE_NUMBER':
      return w.pii(entity, v.phone(r, p.country));
    case 'CREDIT_CARD':
      return w.pii(entity, v.card(r));
    case 'IBAN_CODE':
      return w.pii(entity, v.iban(r));
    case 'US_SSN':
      return w.pii(entity, v.ssn(r));
    case 'KR_RRN':
      return w.pii(entity, v.rrn(r));
    case 'IP_ADDRESS':
      return w.pii(entity, w.chance(0.8) ? v.ipv4(r) : v.ipv6(r));
    case 'URL':
      return w.pii(entity, v.url(r, p));
    case 'DATE_TIME':
      return w.pii(entity, v.date(r, p.country, w.chance(0.5)));
    case 'AWS_ACCESS_KEY':
      return w.pii(entity, v.awsAccessKey(r));
    case 'AWS_SECRET_KEY':
      return w.pii(entity, v.awsSecretKey(r));
    case 'STREET_ADDRESS':
      return w.pii(entity, v.streetAddress(r, p.country));
    case 'UK_NINO':
      return w.pii(entity, v.nino(r));
    case 'UK_NHS':
      return w.pii(entity, v.nhsNumber(r));
    case 'ES_NIF':
      return w.pii(entity, v.spanishNif(r));
    case 'CA_SIN':
      return w.pii(entity, v.canadianSin(r));
    case 'MAC_ADDRESS':
      return w.pii(entity, v.mac(r));
    case 'US_BANK_ROUTING':
      return w.pii(entity, v.routingNumber(r));
    case 'GITHUB_TOKEN':
      return w.pii(entity, v.githubToken(r));
    case 'PASSWORD':
    case 'DATABASE_PASSWORD':
      return w.pii(entity, v.password(r));
    case 'JSON_WEB_TOKEN':
      return w.pii(entity, v.jwt(r, p));
    case 'KR_BRN':
      return w.pii(entity, v.koreanBrn(r));
    case 'KR_BANK_ACCOUNT':
      return w.pii(entity, `${v.digits(r, 3)}-${v.digits(r, 2)}-${v.digits(r, 6)}`);
    case 'US_PASSPORT':
      return w.pii(entity, w.chance(0.5) ? v.digits(r, 9) : `${w.pick(['A', 'C', 'E', 'X'])}${v.digits(r, 8)}`);
  }
}

/**
 * Draws from `pool` without replacement, starting over when all were drawn: a long text repeats a sentence
 * only after it has used every other one.
 */
export function bag<T>(w: Writer, pool: readonly T[]): () => T {
  let left: T[] = [];
  return () => {
    if (left.length === 0) left = [...pool];
    return left.splice(w.int(0, left.length - 1), 1)[0]!;
  };
}

/** A weighted choice. */
export function weighted<T>(w: Writer, items: readonly (readonly [T, number])[]): T {
  const total = items.reduce((s, [, n]) => s + n, 0);
  let x = w.r() * total;
  for (const [item, n] of items) {
    x -= n;
    if (x < 0) return item;
  }
  return items[items.length - 1]![0];
}

/** Parts of a prose genre; `compose` lays them out. */
export interface ProseParts {
  /** First unit (greeting, subject line, question); may be empty. */
  readonly open: () => string;
  /** A unit without identifiers (it may name people and places, and hold hard negatives). */
  readonly filler: () => string;
  /** A unit carrying one identifier. */
  readonly identifier: (entity: Identifier) => string;
  /** Last unit (sign-off, signature); may be empty. */
  readonly close: () => string;
  /** Between units (a space for sentences of one paragraph, `\n` for lines). @default ' ' */
  readonly sep?: string;
  /** Between the opening, the body and the closing. @default '\n\n' */
  readonly blockSep?: string;
  /** Units per paragraph, for prose that breaks into paragraphs (`\n\n`) as it grows; absent = one paragraph. */
  readonly paragraph?: number;
}

/**
 * Opening, then filler units up to about `target` characters with the identifier units placed among them at
 * random, then the closing. Nothing is cut afterwards: every planted value is in the text as planted.
 */
export function compose(w: Writer, target: number, ids: readonly Identifier[], parts: ProseParts): string {
  const sep = parts.sep ?? ' ';
  const open = parts.open();
  const idUnits = ids.map((e) => parts.identifier(e));
  const close = parts.close();
  const body: string[] = [];
  let size = open.length + close.length + idUnits.reduce((s, u) => s + u.length + sep.length, 0);
  while (size < target || (body.length === 0 && idUnits.length === 0)) {
    const u = parts.filler();
    body.push(u);
    size += u.length + sep.length;
  }
  for (const u of idUnits) body.splice(w.int(0, body.length), 0, u);
  let text = body.join(sep);
  if (parts.paragraph !== undefined && body.length > parts.paragraph) {
    const paragraphs: string[] = [];
    for (let i = 0; i < body.length; ) {
      const step = Math.max(1, parts.paragraph + w.int(-1, 1));
      paragraphs.push(body.slice(i, i + step).join(sep));
      i += step;
    }
    text = paragraphs.join('\n\n');
  }
  return [open, text, close].filter((s) => s.length > 0).join(parts.blockSep ?? '\n\n');
}
