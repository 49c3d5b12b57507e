/**
 * `npm run eval`'s dates section: dates as 12 locales write them, inside everyday frames, and whether the full
 * catalog masks them whole. No evaluation set is read here: the dates are formatted by the runtime's `Intl.DateTimeFormat`
 * (CLDR's patterns: `3/14/2024`, `14.03.24`, `14 mars 2024`, `domingo, 23 de enero de 1955`, `1994/09/07`,
 * `1961年12月3日日曜日`, `2024년 3월 14일 목요일`), in CLDR's four date styles and the numeric one.
 *
 * Two sets of frames with seeds of their own: detectors may be adjusted against the first ("tuning"), the second
 * ("held-out") is the figure. A date counts as masked when findings cover every letter and digit of it.
 */
import { catalogPolicy, maskedWhole, seeded } from './eval-frames';

const LOCALES = ['en-US', 'en-GB', 'de-DE', 'fr-FR', 'es-ES', 'it-IT', 'pt-BR', 'nl-NL', 'sv-SE', 'pl-PL', 'ja-JP', 'ko-KR'];
const STYLES: readonly { name: string; options: Intl.DateTimeFormatOptions }[] = [
  { name: 'short', options: { dateStyle: 'short' } },
  { name: 'medium', options: { dateStyle: 'medium' } },
  { name: 'long', options: { dateStyle: 'long' } },
  { name: 'full', options: { dateStyle: 'full' } },
  { name: 'numeric', options: { year: 'numeric', month: '2-digit', day: '2-digit' } },
];
const FRAMES: Record<'tuning' | 'held-out', readonly string[]> = {
  tuning: [
    'I was born on {D}.', 'My date of birth is {D}', 'The appointment is on {D} at the clinic.', 'DOB: {D}',
    'He was admitted on {D} and discharged two days later.',
  ],
  'held-out': [
    'Patient seen {D}, follow-up in six weeks.', 'Date of birth: {D}\nAllergies: none', 'She started here on {D}.',
    'Your flight departs on {D} from gate 12.', 'Signed on {D} by both parties.',
  ],
};
const DATES_PER_FRAME = 3;


/** `nameModel`: the catalog with the learned name model (the default) or the rules alone. */
export function runDateEval(nameModel = true): void {
  const policy = catalogPolicy('eval-dates', nameModel);
  console.log('\n== dates as 12 locales write them, in everyday frames (test/bench/eval-dates.ts; Intl.DateTimeFormat, CLDR) ==');
  for (const [half, seed] of [['tuning', 99], ['held-out', 4242]] as const) {
    const next = seeded(seed);
    let n = 0;
    let masked = 0;
    const missed = new Map<string, number>();
    for (const locale of LOCALES) {
      for (const style of STYLES) {
        const format = new Intl.DateTimeFormat(locale, { ...style.options, timeZone: 'UTC' });
        for (const frame of FRAMES[half]) {
          for (let k = 0; k < DATES_PER_FRAME; k++) {
            const date = format.format(new Date(Date.UTC(1940 + Math.floor(next() * 80), Math.floor(next() * 12), 1 + Math.floor(next() * 28))));
            const whole = maskedWhole(policy, frame.replace('{D}', date), date);
            n++;
            if (whole) masked++;
            else missed.set(`${locale} ${style.name}`, (missed.get(`${locale} ${style.name}`) ?? 0) + 1);
          }
        }
      }
    }
    const worst = [...missed].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, v]) => `${k} ${v}`).join(' · ');
    console.log(`${half}: ${n} dates — masked whole ${((100 * masked) / n).toFixed(1)} %${worst ? `; most missed (locale, style, count): ${worst}` : ''}`);
  }
}

if (require.main === module) runDateEval(process.env.EVAL_NAME_MODEL !== '0');
