import { worldCities } from '../../data/tables';

/**
 * The gazetteer: countries and territories by name, and cities of 100,000+ inhabitants (GeoNames, see
 * ../data/world-cities.ts). Matching is case-sensitive — `Turkey`, `TURKEY`, but not `turkey` — so ordinary words
 * stay out ("china cabinet").
 *
 * Countries are not bundled: they are read once from the runtime's ICU data (`Intl.DisplayNames` for every
 * ISO 3166-1 alpha-2 code, English names, as published by Unicode CLDR), plus common aliases. Names that are more
 * often a person's name (Chad, Jordan) or a US state (Georgia) are left out.
 */

/** Not places, or more often something else. */
const EXCLUDED = new Set(['Chad', 'Jordan', 'Georgia', 'European Union', 'Eurozone', 'United Nations', 'Sark', 'Niue']);

const ALIASES = [
  'USA', 'U.S.A.', 'UK', 'U.K.', 'Czech Republic', 'Turkey', 'Ivory Coast', 'Burma', 'Holland', 'England',
  'Scotland', 'Wales', 'Northern Ireland', 'Korea', 'Republic of Korea', 'Hong Kong', 'Macau', 'Macao',
  'Palestine', 'Vatican', 'Swaziland', 'East Timor', 'Congo', 'Cape Verde', 'Cabo Verde', 'Greenland',
  '대한민국', '한국', '미국', '일본', '중국',
];

export function countryNames(): string[] {
  const names = new Set<string>(ALIASES);
  let display: Intl.DisplayNames | undefined;
  try {
    display = new Intl.DisplayNames(['en'], { type: 'region' });
  } catch {
    display = undefined; // a runtime without ICU region names: aliases only
  }
  for (let a = 65; a <= 90 && display; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      let name: string | undefined;
      try {
        name = display.of(code);
      } catch {
        name = undefined;
      }
      if (!name || name === code || name.startsWith('Pseudo')) continue;
      // "Myanmar (Burma)", "Hong Kong SAR China", "Congo - Kinshasa" → the plain name.
      const plain = name.replace(/ \(.*\)$/, '').replace(/ SAR China$/, '').replace(/ - .*$/, '');
      for (const n of [plain, plain.replace(/ & /g, ' and '), plain.replace(/^St\. /, 'Saint ')]) {
        if (!EXCLUDED.has(n)) names.add(n);
      }
    }
  }
  for (const n of [...names]) if (/^[A-Z]/.test(n) && n.length > 4) names.add(n.toUpperCase());
  return [...names];
}

/** Cities of 100,000+ inhabitants (GeoNames). */
export const CITIES: ReadonlySet<string> = new Set(worldCities().filter((n) => !EXCLUDED.has(n)));

/**
 * Every name, grouped by its first word, longest first (`South Africa` is tried before `South Sudan`'s shorter
 * prefix would be).
 */
export const NAMES_BY_FIRST_WORD: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, string[]>();
  for (const name of [...new Set([...countryNames(), ...CITIES])].sort((x, y) => y.length - x.length)) {
    const first = name.split(' ')[0]!;
    const list = map.get(first);
    if (list) list.push(name);
    else map.set(first, [name]);
  }
  return map;
})();

/** Whether `name` is in the gazetteer. */
export const isGazetteerName = (name: string): boolean => NAMES_BY_FIRST_WORD.get(name.split(' ')[0]!)?.includes(name) === true;
