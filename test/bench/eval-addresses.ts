/**
 * `npm run eval`'s address section: postal addresses of 27 locales, written as each country writes them, inside
 * everyday frames, and what of them the full catalog leaves in clear. No evaluation set is read here: the parts come
 * from `@faker-js/faker` (MIT, its locale data included), which no detector, list or training reads.
 *
 * Each address is made of parts (street line, unit, postcode, town, region, country) laid out per country: the US,
 * Canada and Australia put `Town, ST 12345` on the last line; the UK and Ireland the town then the postcode on lines of
 * their own; continental Europe `12345 Town` after the street; Japan and Korea the postcode first and the region,
 * town and street on one line. Addresses are written on one line (parts joined by `, `) or on several.
 *
 * Two halves with disjoint frames and seeds: detectors may be adjusted against the first ("tuning"), the second
 * ("held-out") is the figure. Per half:
 * - parts left in clear: a part any letter or digit of which no finding covers, by kind;
 * - addresses whole: every part but the country covered;
 * - spans right: the address's LOCATION findings (STREET_ADDRESS, LOCATION, postcodes), joined where only whitespace
 *   and punctuation part them, match the address (without the country) at IoU ≥ 0.75 — reported whole, not cut short
 *   and not running into the frame;
 * - findings of these types outside the address (the frame holds no place).
 */
import { allFakers, type Faker } from '@faker-js/faker';
import type { CompiledPolicy } from '../../functions/engine/policies/types';
import { catalogPolicy, coverage, coveredWhole } from './eval-frames';

type PartKind = 'street' | 'unit' | 'postcode' | 'town' | 'region' | 'country';
interface Part {
  readonly kind: PartKind;
  readonly text: string;
}
/** Lines of parts; the parts of a line are joined by the separator given beside each part after the first. */
type Layout = (readonly (Part | string)[])[];

const LOCATION_TYPES = new Set(['STREET_ADDRESS', 'LOCATION', 'POSTAL_CODE', 'UK_POSTCODE', 'US_ZIP_CODE']);

function tryOr(f: () => string, fallback = ''): string {
  try {
    return f();
  } catch {
    return fallback;
  }
}

const p = (kind: PartKind, text: string): Part => ({ kind, text });

/**
 * A postcode of the shape the country's post uses. faker's British and Irish ones are not always of a valid shape
 * (`WN55 54H`, `N13 3F6U`), and its Korean ones are of the six-digit shape retired in 2015.
 */
function postcodeOf(locale: string, f: Faker): string {
  const pick = (s: string) => f.helpers.arrayElement([...s]);
  const eircode = 'ACDEFHKNPRTVWXY0123456789';
  switch (locale) {
    case 'en_GB':
      return f.helpers.arrayElement([
        `${pick('BEGLMNSW')}${f.number.int(9)} ${f.number.int(9)}${pick('ABDEFGHJLNPQRSTUWXYZ')}${pick('ABDEFGHJLNPQRSTUWXYZ')}`,
        `${pick('BCDEGHKLMNPRSTW')}${pick('ABDEHLNRSTY')}${f.number.int({ min: 1, max: 29 })} ${f.number.int(9)}${pick('ABDEFGHJLNPQRSTUWXYZ')}${pick('ABDEFGHJLNPQRSTUWXYZ')}`,
      ]);
    case 'en_IE':
      return `${pick('ACDEFHKNPRTVWXY')}${f.number.int({ min: 10, max: 99 })} ${Array.from({ length: 4 }, () => pick(eircode)).join('')}`;
    case 'ko':
      return String(f.number.int({ min: 1000, max: 63999 })).padStart(5, '0');
    default:
      return f.location.zipCode();
  }
}

/** An address of `locale` as its country lays it out. */
function address(locale: string, f: Faker, withUnit: boolean, withCountry: string | undefined): Layout {
  const street = p('street', f.location.streetAddress(false));
  const unit = withUnit ? p('unit', f.location.secondaryAddress()) : undefined;
  const town = p('town', f.location.city());
  const postcode = p('postcode', postcodeOf(locale, f));
  const country = withCountry ? p('country', withCountry) : undefined;
  const firstLine: (Part | string)[] = unit ? [street, ', ', unit] : [street];
  const lines: Layout = [];
  switch (locale) {
    case 'en_US':
    case 'en_CA':
    case 'en_AU':
      lines.push(firstLine, [town, ', ', p('region', f.location.state({ abbreviated: true })), ' ', postcode]);
      break;
    case 'en_GB':
    case 'en_IE':
      lines.push(firstLine, [town], [postcode]);
      break;
    case 'ja':
      lines.push([`〒`, postcode], [p('region', f.location.state()), '', town, '', street, ...(unit ? [' ', unit] : [])]);
      break;
    case 'ko': {
      // faker's Korean street address puts the building number first; Korean writes it after the road's name.
      const road = p('street', `${f.location.street()} ${f.number.int({ min: 1, max: 999 })}`);
      lines.push([p('region', f.location.state()), ' ', town, ' ', road, ...(unit ? [' ', unit] : [])], [postcode]);
      break;
    }
    default:
      lines.push(firstLine, [postcode, ' ', town]);
  }
  if (country) lines.push([country]);
  return lines;
}

const LOCALES: readonly { locale: string; country: string }[] = [
  { locale: 'en_US', country: 'USA' }, { locale: 'en_CA', country: 'Canada' }, { locale: 'en_AU', country: 'Australia' },
  { locale: 'en_GB', country: 'United Kingdom' }, { locale: 'en_IE', country: 'Ireland' }, { locale: 'de', country: 'Deutschland' },
  { locale: 'de_AT', country: 'Österreich' }, { locale: 'de_CH', country: 'Schweiz' }, { locale: 'fr', country: 'France' },
  { locale: 'fr_BE', country: 'Belgique' }, { locale: 'fr_CH', country: 'Suisse' }, { locale: 'es', country: 'España' },
  { locale: 'pt_PT', country: 'Portugal' }, { locale: 'pt_BR', country: 'Brasil' }, { locale: 'it', country: 'Italia' },
  { locale: 'nl', country: 'Nederland' }, { locale: 'nl_BE', country: 'België' }, { locale: 'pl', country: 'Polska' },
  { locale: 'cs_CZ', country: 'Česká republika' }, { locale: 'sv', country: 'Sverige' }, { locale: 'nb_NO', country: 'Norge' },
  { locale: 'da', country: 'Danmark' }, { locale: 'fi', country: 'Suomi' }, { locale: 'hu', country: 'Magyarország' },
  { locale: 'el', country: 'Ελλάδα' }, { locale: 'ja', country: '日本' }, { locale: 'ko', country: '대한민국' },
];

/** `{A}`: the address on one line; `{L}`: the address on lines of its own; `{N}`: a person's name. */
const FRAMES: Record<'tuning' | 'held-out', readonly string[]> = {
  tuning: [
    'Please ship the order to {A}.',
    'My address is {A}',
    'Address:\n{L}',
    '{N}\n{L}',
    'We moved to {A} last week, can you update the account?',
    'Billing address: {A} (same as shipping)',
    'Hi, the package never arrived at {A}. Can you check?',
    'Send the contract to {N}, {A}, before Friday.',
  ],
  'held-out': [
    'The delivery goes to {A}, ring twice.',
    'Customer: {N}\nShipping address:\n{L}\nPhone on file.',
    'Update my address to {A} please',
    'Return label for {A}. Thanks!',
    '{N} lives at {A} and wants a refund.',
    'Correspondence:\n{N}\n{L}',
    'Our office moved: {A}. Visitors sign in at reception.',
    'Can you write a letter to the landlord at {A} about the heating?',
  ],
};

interface Written {
  readonly text: string;
  readonly parts: readonly { kind: PartKind; start: number; end: number }[];
}

/** The frame with the address written into it, and where each part landed. */
function write(frame: string, layout: Layout, name: string): Written {
  const parts: { kind: PartKind; start: number; end: number }[] = [];
  let out = '';
  let i = 0;
  while (i < frame.length) {
    const m = /\{([ALN])\}/.exec(frame.slice(i));
    if (!m) {
      out += frame.slice(i);
      break;
    }
    out += frame.slice(i, i + m.index);
    i += m.index + m[0].length;
    if (m[1] === 'N') {
      out += name;
      continue;
    }
    layout.forEach((line, li) => {
      if (li > 0) out += m[1] === 'A' ? ', ' : '\n';
      for (const piece of line) {
        if (typeof piece === 'string') out += piece;
        else {
          parts.push({ kind: piece.kind, start: out.length, end: out.length + piece.text.length });
          out += piece.text;
        }
      }
    });
  }
  return { text: out, parts };
}

interface Tally {
  addresses: number;
  whole: number;
  spansRight: number;
  outside: number;
  parts: Map<PartKind, { n: number; clear: number }>;
  byLocale: Map<string, { n: number; whole: number; right: number }>;
  examples: string[];
}

function iou(a: { start: number; end: number }, b: { start: number; end: number }): number {
  const inter = Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));
  return inter / (Math.max(a.end, b.end) - Math.min(a.start, b.start));
}

function score(policy: CompiledPolicy, w: Written, locale: string, t: Tally): void {
  const found = policy.inspect(w.text);
  const covered = coverage(w.text, found);
  const clear = (s: { start: number; end: number }) => !coveredWhole(covered, w.text, s.start, s.end);
  let whole = true;
  for (const part of w.parts) {
    const c = t.parts.get(part.kind) ?? { n: 0, clear: 0 };
    c.n++;
    if (clear(part)) {
      c.clear++;
      if (part.kind !== 'country') whole = false;
    }
    t.parts.set(part.kind, c);
  }
  const inAddress = w.parts.filter((x) => x.kind !== 'country');
  const target = { start: Math.min(...inAddress.map((x) => x.start)), end: Math.max(...inAddress.map((x) => x.end)) };
  const all = { start: Math.min(...w.parts.map((x) => x.start)), end: Math.max(...w.parts.map((x) => x.end)) };
  const places = found.filter((f) => LOCATION_TYPES.has(f.ruleName)).sort((a, b) => a.start - b.start);
  const joined: { start: number; end: number }[] = [];
  for (const f of places) {
    const last = joined[joined.length - 1];
    if (last && f.start >= last.end && /^[\s\p{P}]*$/u.test(w.text.slice(last.end, f.start))) last.end = Math.max(last.end, f.end);
    else joined.push({ start: f.start, end: f.end });
  }
  const right = joined.some((j) => iou(j, target) >= 0.75 || iou(j, all) >= 0.75);
  t.outside += places.filter((f) => f.end <= all.start || f.start >= all.end).length;
  t.addresses++;
  if (whole) t.whole++;
  if (right) t.spansRight++;
  const l = t.byLocale.get(locale) ?? { n: 0, whole: 0, right: 0 };
  l.n++;
  if (whole) l.whole++;
  if (right) l.right++;
  t.byLocale.set(locale, l);
  if ((!whole || !right) && process.env.EVAL_ADDRESS_EXAMPLES) {
    t.examples.push(`${locale}${whole ? '' : ' CLEAR'}${right ? '' : ' SPAN'}: ${JSON.stringify(w.text)} → ${JSON.stringify(places.map((f) => w.text.slice(f.start, f.end)))}`);
  }
}

/** `nameModel`: the catalog with the learned name model (the default) or the rules alone. */
export function runAddressEval(nameModel = true): void {
  const policy = catalogPolicy('eval-addresses', nameModel);
  const pct = (x: number, of: number) => `${((100 * x) / of).toFixed(1)} %`;
  console.log('\n== addresses of 27 locales in everyday frames (test/bench/eval-addresses.ts; parts from @faker-js/faker) ==');
  for (const [half, seed] of [['tuning', 1], ['held-out', 2]] as const) {
    const t: Tally = { addresses: 0, whole: 0, spansRight: 0, outside: 0, parts: new Map(), byLocale: new Map(), examples: [] };
    for (const { locale, country } of LOCALES) {
      const f = allFakers[locale as keyof typeof allFakers] as Faker;
      const names = allFakers[locale as keyof typeof allFakers] as Faker;
      f.seed(seed * 1000 + LOCALES.findIndex((x) => x.locale === locale));
      FRAMES[half].forEach((frame, fi) => {
        for (let k = 0; k < 4; k++) {
          const layout = address(locale, f, (fi + k) % 2 === 0, k === 3 ? country : undefined);
          score(policy, write(frame, layout, tryOr(() => names.person.fullName(), 'Alex Smith')), locale, t);
        }
      });
    }
    console.log(`\n-- ${half}: ${t.addresses} addresses --`);
    console.log(`addresses whole (every part but the country covered): ${pct(t.whole, t.addresses)}; spans right (joined IoU ≥ 0.75): ${pct(t.spansRight, t.addresses)}; place findings outside the address: ${t.outside}`);
    console.log(`parts left in clear: ${[...t.parts].map(([k, c]) => `${k} ${pct(c.clear, c.n)} (${c.clear}/${c.n})`).join(' · ')}`);
    console.log(`by locale (whole / spans right): ${[...t.byLocale].map(([k, c]) => `${k} ${Math.round((100 * c.whole) / c.n)}/${Math.round((100 * c.right) / c.n)}`).join(' · ')}`);
    // EVAL_ADDRESS_EXAMPLES=1: the tuning half's addresses left partly in clear or reported in the wrong span.
    if (half === 'tuning') for (const e of t.examples) console.log(`  ${e}`);
  }
}

if (require.main === module) runAddressEval(process.env.EVAL_NAME_MODEL !== '0');
