import type { Tables } from '../../data/tables';

/**
 * The gazetteer: countries and territories by name, and cities of 100,000+ inhabitants (GeoNames: the `world-cities`
 * table, ../data/world-cities.ts, and the `surname-cities` table of those whose names are also surnames, `London`,
 * `Berlin`, built by bin/pack-data.ts). Matching is case-sensitive — `Turkey`, `TURKEY`, but not `turkey` — so ordinary words
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

export interface Gazetteer {
  /** Cities of 100,000+ inhabitants (GeoNames). */
  readonly cities: ReadonlySet<string>;
  /**
   * Every name, grouped by its first word, longest first (`South Africa` is tried before `South Sudan`'s shorter
   * prefix would be).
   */
  readonly namesByFirstWord: ReadonlyMap<string, readonly string[]>;
  /** The names in Hangul (`한국`, `대한민국`), which have no capitals to start at. */
  readonly hangulNames: readonly string[];
  /** Capitalised words that follow a trigger without naming a place (../data/location-words.ts): `June`, `The`, `Summer`. */
  readonly notPlace: ReadonlySet<string>;
}

function buildGazetteer(tables: Tables): Gazetteer {
  const cities = new Set([...tables.read('world-cities'), ...tables.read('surname-cities')].filter((n) => !EXCLUDED.has(n)));
  const namesByFirstWord = new Map<string, string[]>();
  for (const name of [...new Set([...countryNames(), ...cities])].sort((x, y) => y.length - x.length)) {
    const first = name.split(' ')[0]!;
    const list = namesByFirstWord.get(first);
    if (list) list.push(name);
    else namesByFirstWord.set(first, [name]);
  }
  const hangulNames = [...namesByFirstWord.keys()].filter((w) => /^[\uAC00-\uD7A3]+$/.test(w));
  return { cities, namesByFirstWord, hangulNames, notPlace: new Set(tables.read('location-words').notPlace) };
}

/** The gazetteer of a catalog's tables, built on its first text and kept with them. Immutable. */
export const gazetteerOf = (tables: Tables): Gazetteer => tables.derived(buildGazetteer);

/** Whether `name` is in the gazetteer. */
export const isGazetteerName = (gazetteer: Gazetteer, name: string): boolean => gazetteer.namesByFirstWord.get(name.split(' ')[0]!)?.includes(name) === true;
