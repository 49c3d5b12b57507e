/**
 * A seeded corpus of obfuscated identifiers and hard negatives, generated combinatorially (value × obfuscation ×
 * sentence frame), for the evasion test (test/engine/normalise/evasion.test.ts) and the bench's evasion rows.
 *
 * Positives: a fresh valid value of each kind (card, SSN, IBAN, e-mail, AWS key, US and Korean phone) written with
 * one or two obfuscations drawn from those that apply to it — invisible characters inside, fullwidth forms,
 * separator variants (NBSP, dots, dashes, typographic dashes, double spaces, tabs, line breaks), regrouped digits,
 * digits spelt one by one, look-alike Cyrillic or Greek letters — and planted in a sentence.
 * Hard negatives: order, ticket and invoice numbers next to a phone word, Luhn-invalid card numbers (in the same
 * formats as cards), version numbers, prices, ISBNs and year ranges, in sentences.
 */
import { int, luhnDigit, pick, seededRandom } from '../bench/prompts';

export interface EvasionCase {
  readonly kind: string;
  /** The obfuscations applied, joined by `+` (`plain` for none). */
  readonly obfuscation: string;
  readonly text: string;
  /** The value's letters and digits in order, as a reader recovers them (what must not survive masking). */
  readonly core: string;
}

export interface HardNegative {
  readonly kind: string;
  readonly text: string;
}

type Random = () => number;

const digits = (r: Random, n: number): string => Array.from({ length: n }, () => String(int(r, 0, 9))).join('');

function cardDigits(r: Random, valid = true): string {
  const prefix = pick(r, ['4', '51', '55', '2221', '6011', `35${int(r, 28, 89)}`]); // Visa, Mastercard, Discover, JCB
  const body = prefix + digits(r, 15 - prefix.length);
  const check = luhnDigit(body);
  return body + String(valid ? check : (check + int(r, 1, 9)) % 10);
}

function ssnDigits(r: Random): string {
  return `${pad(int(r, 101, 665), 3)}${pad(int(r, 10, 99), 2)}${pad(int(r, 1000, 9999), 4)}`;
}

const pad = (n: number, w: number): string => String(n).padStart(w, '0');

function ibanCompact(r: Random): string {
  const bban = digits(r, 18);
  let rem = 0;
  for (const ch of `${bban}131400`) rem = (rem * 10 + Number(ch)) % 97; // DE → 13 14, check digits 00
  return `DE${pad(98 - rem, 2)}${bban}`;
}

function awsKey(r: Random): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  return `AKIA${Array.from({ length: 16 }, () => pick(r, [...alphabet])).join('')}`;
}

const NAMES = ['quokka', 'marten', 'heron', 'oriole', 'panda', 'rosco', 'caper', 'sparrow'];
const DOMAINS = ['example.com', 'mail.test', 'corp.example.org', 'shop.example.net'];

function email(r: Random): string {
  return `${pick(r, NAMES)}.${pick(r, NAMES)}${int(r, 1, 99)}@${pick(r, DOMAINS)}`;
}

/** US numbers in area codes in service, exchange 2XX–9XX, outside 555-01XX. */
function usPhoneDigits(r: Random): string {
  return `${pick(r, ['212', '415', '617', '650', '312', '206'])}${int(r, 234, 989)}${pad(int(r, 1000, 9999), 4)}`;
}

function krPhoneDigits(r: Random): string {
  return `010${int(r, 2000, 9999)}${pad(int(r, 0, 9999), 4)}`;
}

const INVISIBLES = ['\u200b', '\u200c', '\u200d', '\u2060', '\u00ad', '\ufeff', '\u200e', '\u200f', '\u0000'];
const CONFUSABLE: Readonly<Record<string, string>> = {
  a: 'а', e: 'е', o: 'о', p: 'р', c: 'с', x: 'х', y: 'у', i: 'і',
  A: 'А', B: 'В', E: 'Е', K: 'К', M: 'М', H: 'Н', O: 'О', P: 'Р', C: 'С', T: 'Т', X: 'Х', Z: 'Ζ', N: 'Ν',
};

/** Insert 1–3 invisible characters at random places strictly inside `s`. */
function withInvisibles(r: Random, s: string): string {
  let out = s;
  for (let k = int(r, 1, 3); k > 0; k--) {
    const at = int(r, 1, out.length - 1);
    out = out.slice(0, at) + pick(r, INVISIBLES) + out.slice(at);
  }
  return out;
}

/** Every ASCII letter and digit (or each with probability ½) as its fullwidth form. */
function fullwidth(r: Random, s: string, all: boolean): string {
  return s.replace(/[0-9A-Za-z@.]/g, (c) => (all || r() < 0.5 ? String.fromCharCode(c.charCodeAt(0) + 0xfee0) : c));
}

/** Up to three Latin letters swapped for a Cyrillic or Greek look-alike. */
function withLookAlikes(r: Random, s: string): string {
  const chars = [...s];
  const at = chars.map((c, i) => (CONFUSABLE[c] !== undefined ? i : -1)).filter((i) => i >= 0);
  for (let k = Math.min(at.length, int(r, 1, 3)); k > 0; k--) {
    const i = pick(r, at);
    chars[i] = CONFUSABLE[chars[i]!] ?? chars[i]!;
  }
  return chars.join('');
}

const group = (s: string, size: number, sep: string): string => s.match(new RegExp(`.{1,${size}}`, 'g'))!.join(sep);

interface Kind {
  readonly name: string;
  readonly value: (r: Random) => string;
  /** Written forms of the value: separators and groupings. */
  readonly forms: readonly ((r: Random, v: string) => string)[];
  readonly frames: readonly ((w: string) => string)[];
  /** Character-level obfuscations that apply. */
  readonly obfuscations: readonly string[];
}

const CARD_SEPARATORS = [' ', '-', '\u00a0', '.', '  ', '\t', '\n', '\u2013', '\u2009'];
const CHARACTER_OBFUSCATIONS = ['invisible', 'fullwidth-all', 'fullwidth-some'];

const KINDS: readonly Kind[] = [
  {
    name: 'CREDIT_CARD',
    value: (r) => cardDigits(r),
    forms: [
      (_r, v) => v,
      (r, v) => group(v, 4, pick(r, CARD_SEPARATORS)),
      (r, v) => group(v, pick(r, [2, 3]), pick(r, [' ', '-', '\u00a0'])),
    ],
    frames: [(w) => `Please charge my card ${w} for the order.`, (w) => `카드번호 ${w} 로 결제해 주세요`, (w) => `Visa: ${w}, exp 12/27`],
    obfuscations: CHARACTER_OBFUSCATIONS,
  },
  {
    name: 'US_SSN',
    value: ssnDigits,
    forms: [
      (r, v) => {
        const sep = pick(r, ['-', '\u2013', '\u2010', '\u2011', '\u2212', '\uff0d', ' ', '\u00a0']);
        return `${v.slice(0, 3)}${sep}${v.slice(3, 5)}${sep}${v.slice(5)}`;
      },
    ],
    frames: [(w) => `My SSN is ${w}, for the background check.`, (w) => `Employee social security number: ${w}.`],
    obfuscations: CHARACTER_OBFUSCATIONS,
  },
  {
    name: 'IBAN_CODE',
    value: ibanCompact,
    forms: [(_r, v) => v, (r, v) => group(v, 4, pick(r, [' ', '-', '\u00a0', '\u2010']))],
    frames: [(w) => `Wire the money to IBAN ${w} by Friday.`, (w) => `계좌 ${w} 로 송금해 주세요`],
    obfuscations: CHARACTER_OBFUSCATIONS,
  },
  {
    name: 'EMAIL_ADDRESS',
    value: email,
    forms: [(_r, v) => v],
    frames: [(w) => `You can reach me at ${w} any time.`, (w) => `cc ${w} on the thread please.`],
    obfuscations: ['invisible', 'fullwidth-all', 'fullwidth-some', 'look-alike'],
  },
  {
    name: 'AWS_ACCESS_KEY',
    value: awsKey,
    forms: [(_r, v) => v],
    frames: [(w) => `Our key ${w} was committed to the repo by mistake.`, (w) => `aws_access_key_id = ${w}`],
    obfuscations: ['invisible', 'fullwidth-all', 'fullwidth-some', 'look-alike'],
  },
  {
    name: 'PHONE_NUMBER',
    value: usPhoneDigits,
    forms: [
      (r, v) => `(${v.slice(0, 3)}) ${v.slice(3, 6)}${pick(r, ['-', '\u2013', '\u2011'])}${v.slice(6)}`,
      (r, v) => [v.slice(0, 3), v.slice(3, 6), v.slice(6)].join(pick(r, ['-', '.', ' ', '\u00a0', '\u2013', '\u2212'])),
      (r, v) => [...v].join(pick(r, [' ', '-', '.'])),
    ],
    frames: [(w) => `My phone number is ${w}, call after 5pm.`, (w) => `Call the customer back at ${w}.`],
    obfuscations: CHARACTER_OBFUSCATIONS,
  },
  {
    name: 'PHONE_NUMBER',
    value: krPhoneDigits,
    forms: [
      (r, v) => [v.slice(0, 3), v.slice(3, 7), v.slice(7)].join(pick(r, ['-', ' ', '\u2010', '\uff0d', '\u00a0', '.'])),
      (r, v) => [...v].join(pick(r, [' ', '-'])),
    ],
    frames: [(w) => `연락처는 ${w} 입니다.`, (w) => `Her mobile in Seoul is ${w}.`],
    obfuscations: CHARACTER_OBFUSCATIONS,
  },
];

function obfuscate(r: Random, kind: Kind, written: string, how: string): string {
  switch (how) {
    case 'invisible':
      return withInvisibles(r, written);
    case 'fullwidth-all':
      return fullwidth(r, written, true);
    case 'fullwidth-some':
      return fullwidth(r, written, false);
    case 'look-alike':
      return withLookAlikes(r, written);
    default:
      throw new Error(`unknown obfuscation ${how} for ${kind.name}`);
  }
}

/**
 * `n` obfuscated identifiers from `seed`: each a random kind, written form, one or two character obfuscations (or
 * none, when the written form is itself the variant), and frame.
 */
export function evasionCases(seed: number, n: number): EvasionCase[] {
  const r = seededRandom(seed);
  const out: EvasionCase[] = [];
  for (let k = 0; k < n; k++) {
    const kind = pick(r, KINDS);
    const value = kind.value(r);
    const formIndex = int(r, 0, kind.forms.length - 1);
    let written = kind.forms[formIndex]!(r, value);
    const applied = [`form${formIndex}`];
    const count = int(r, formIndex === 0 ? 1 : 0, 2);
    const choices = [...kind.obfuscations];
    for (let c = 0; c < count && choices.length > 0; c++) {
      const how = choices.splice(int(r, 0, choices.length - 1), 1)[0]!;
      if (how.startsWith('fullwidth') && applied.some((a) => a.startsWith('fullwidth'))) continue;
      written = obfuscate(r, kind, written, how);
      applied.push(how);
    }
    out.push({
      kind: kind.name,
      obfuscation: applied.join('+'),
      text: pick(r, kind.frames)(written),
      core: value.replace(/[^0-9A-Za-z]/g, ''),
    });
  }
  return out;
}

const HARD_NEGATIVES: readonly (readonly [string, (r: Random) => string])[] = [
  ['order number', (r) => `Please call about order #${digits(r, int(r, 6, 12))} today.`],
  ['ticket number', (r) => `Call support with ticket ${int(r, 2, 9)}${digits(r, 9)} if it breaks.`],
  ['invoice number', (r) => `Invoice no. ${pick(r, ['02', '031', '010'])}${digits(r, 8)}, call us with questions.`],
  ['reference number', (r) => `Reference ${digits(r, int(r, 7, 12))} — phone the branch to confirm.`],
  ['Luhn-invalid card', (r) => `Card ${group(cardDigits(r, false), pick(r, [4, 4, 2, 3]), pick(r, CARD_SEPARATORS))} was declined.`],
  ['version', (r) => `Update to version ${int(r, 1, 20)}.${int(r, 0, 30)}.${int(r, 0, 99)} or build 10.0.${int(r, 10000, 22999)}.${int(r, 1000, 3999)}.`],
  ['price', (r) => `It costs $${int(r, 1, 99)},${digits(r, 3)}.${digits(r, 2)} or ₩${int(r, 1, 999)},${digits(r, 3)},000 in total.`],
  ['ISBN', (r) => pick(r, ['ISBN 978-3-16-148410-0 is on the shelf.', 'See ISBN 0-306-40615-2 and 978-0-306-40615-7.', 'ISBN-13: 978-1-4028-9462-6'])],
  ['year range', (r) => {
    const from = int(r, 1960, 2020);
    return `I worked there ${from}${pick(r, ['–', '-', '—', ' – ', '‒'])}${from + int(r, 1, 5)}, call me for references.`;
  }],
];

/** `n` hard negatives from `seed`: texts that hold numbers but no identifier. */
export function hardNegatives(seed: number, n: number): HardNegative[] {
  const r = seededRandom(seed);
  return Array.from({ length: n }, () => {
    const [kind, make] = pick(r, HARD_NEGATIVES);
    return { kind, text: make(r) };
  });
}

/** The letters and digits of `masked` (normalised first), to look for a value's `core` in. */
export function lettersAndDigits(normalisedText: string): string {
  return normalisedText.replace(/[^0-9A-Za-z]/g, '');
}
