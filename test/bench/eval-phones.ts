/**
 * `npm run eval`'s phones section: mobile numbers of 30 countries, written national, international and E.164, inside
 * everyday frames, and whether the full catalog masks them whole. No evaluation set is read here: each number is its
 * country's example mobile number from `libphonenumber-js` (`mobile/examples`, Google's libphonenumber metadata) with
 * its last four digits drawn at random until the library calls it valid, formatted by the library.
 *
 * Two sets of frames with seeds of their own: detectors may be adjusted against the first ("tuning"), the second
 * ("held-out") is the figure; none of its frames holds a phone word added for the first. A number counts as masked
 * when findings cover every digit of it.
 */
import { getExampleNumber, parsePhoneNumberFromString, type CountryCode, type PhoneNumber } from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/mobile/examples';
import { catalogPolicy, maskedWhole, seeded } from './eval-frames';

const COUNTRIES: readonly CountryCode[] = [
  'US', 'CA', 'GB', 'IE', 'DE', 'AT', 'CH', 'FR', 'BE', 'NL', 'ES', 'PT', 'IT', 'SE', 'NO', 'DK', 'FI', 'PL', 'CZ', 'BR',
  'MX', 'AR', 'IN', 'JP', 'KR', 'CN', 'AU', 'NZ', 'ZA', 'SG',
];
const STYLES = ['national', 'international', 'E.164'] as const;
const FRAMES: Record<'tuning' | 'held-out', readonly string[]> = {
  tuning: ['Call me on {P}.', 'My number is {P}', 'Phone: {P}', 'You can reach me at {P} after 6pm.', 'Mobile {P} (WhatsApp too)'],
  'held-out': ['Best number to use is {P}.', 'Tel. {P}', 'Emergency contact {P} (my sister)', 'Contact: Anna, {P}', 'My cell is {P}, thanks'],
};
const NUMBERS_PER_FRAME = 2;


/** A valid mobile number of `country`: its example number with the last four digits drawn by `next`. */
function mobileNumber(country: CountryCode, next: () => number): PhoneNumber | undefined {
  const national = getExampleNumber(country, examples)!.nationalNumber as string;
  for (let attempt = 0; attempt < 50; attempt++) {
    const digits = national.slice(0, -4) + String(Math.floor(next() * 10000)).padStart(4, '0');
    const number = parsePhoneNumberFromString(digits, country);
    if (number?.isValid()) return number;
  }
  return undefined;
}

/** `nameModel`: the catalog with the learned name model (the default) or the rules alone. */
export function runPhoneEval(nameModel = true): void {
  const policy = catalogPolicy('eval-phones', nameModel);
  console.log('\n== mobile numbers of 30 countries in everyday frames (test/bench/eval-phones.ts; libphonenumber-js example numbers) ==');
  for (const [half, seed] of [['tuning', 5], ['held-out', 31337]] as const) {
    const next = seeded(seed);
    const byStyle = new Map<string, { n: number; masked: number }>();
    const missed = new Map<string, number>();
    for (const country of COUNTRIES) {
      for (const style of STYLES) {
        for (const frame of FRAMES[half]) {
          for (let k = 0; k < NUMBERS_PER_FRAME; k++) {
            const number = mobileNumber(country, next);
            if (number === undefined) continue;
            const written = style === 'national' ? number.formatNational() : style === 'international' ? number.formatInternational() : (number.number as string);
            const whole = maskedWhole(policy, frame.replace('{P}', written), written, /[0-9]/);
            const c = byStyle.get(style) ?? { n: 0, masked: 0 };
            c.n++;
            if (whole) c.masked++;
            else missed.set(`${country} ${style}`, (missed.get(`${country} ${style}`) ?? 0) + 1);
            byStyle.set(style, c);
          }
        }
      }
    }
    const all = [...byStyle.values()].reduce((a, c) => ({ n: a.n + c.n, masked: a.masked + c.masked }), { n: 0, masked: 0 });
    const pct = (c: { n: number; masked: number }) => `${((100 * c.masked) / c.n).toFixed(1)} %`;
    const worst = [...missed].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, v]) => `${k} ${v}`).join(' · ');
    console.log(
      `${half}: ${all.n} numbers — masked whole ${pct(all)} (${[...byStyle].map(([k, c]) => `${k} ${pct(c)}`).join(', ')})${worst ? `; most missed: ${worst}` : ''}`,
    );
  }
}

if (require.main === module) runPhoneEval(process.env.EVAL_NAME_MODEL !== '0');
