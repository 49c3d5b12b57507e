import type { Candidate, Detector } from './types';

/**
 * Countries and territories (LOCATION), by name. The list is not bundled: it is read once from the runtime's
 * ICU data (`Intl.DisplayNames` for every ISO 3166-1 alpha-2 code, English names, as published by Unicode
 * CLDR) plus a few common aliases. Matching is case-sensitive — `Turkey`, `TURKEY`, but not `turkey` — so
 * ordinary words stay out ("china cabinet"). Names that are more often a person's name (Chad, Jordan) or a US
 * state (Georgia) are left out. Score 0.5: a country alone is a weak quasi-identifier; a policy enables
 * LOCATION when it wants places masked.
 */

/** Not places, or more often something else. */
const EXCLUDED = new Set(['Chad', 'Jordan', 'Georgia', 'European Union', 'Eurozone', 'United Nations', 'Sark', 'Niue']);

const ALIASES = [
  'USA', 'U.S.A.', 'UK', 'U.K.', 'Czech Republic', 'Turkey', 'Ivory Coast', 'Burma', 'Holland', 'England',
  'Scotland', 'Wales', 'Northern Ireland', 'Korea', 'Republic of Korea', 'Hong Kong', 'Macau', 'Macao',
  'Palestine', 'Vatican', 'Swaziland', 'East Timor', 'Congo', 'Cape Verde', 'Cabo Verde', 'Greenland',
  '대한민국', '한국', '미국', '일본', '중국',
];

function countryNames(): string[] {
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

/**
 * Names grouped by their first word, longest first, so `South Africa` wins over `South Sudan`'s prefix and a
 * text is scanned once for capitalised words instead of trying every name at every position.
 */
const BY_FIRST_WORD: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, string[]>();
  for (const name of countryNames().sort((x, y) => y.length - x.length)) {
    const first = name.split(' ')[0]!;
    const list = map.get(first);
    if (list) list.push(name);
    else map.set(first, [name]);
  }
  return map;
})();

/** A word that may start a name: capitalised Latin (dots for `U.S.A.`) or Hangul. */
const WORD = /(?<![\p{L}\p{M}])(?:\p{Lu}[\p{L}\p{M}.’']{0,30}|[\uAC00-\uD7A3]{2,4})/gu;
const LETTER = /[\p{L}\p{M}]/u;

function* findCountries(text: string): Generator<Candidate> {
  for (const m of text.matchAll(WORD)) {
    let word = m[0];
    let names = BY_FIRST_WORD.get(word);
    while (names === undefined && word.length > 1 && /[.’']$/.test(word)) {
      word = word.slice(0, -1);
      names = BY_FIRST_WORD.get(word);
    }
    if (names === undefined) continue;
    for (const name of names) {
      if (!text.startsWith(name, m.index)) continue;
      const after = text.charAt(m.index + name.length);
      if (after !== '' && LETTER.test(after)) continue;
      yield { start: m.index, end: m.index + name.length, score: 0.5, pattern: 'country-name' };
      break;
    }
  }
}

export const location: Detector = {
  id: 'location',
  entity: 'LOCATION',
  prefilter: (text) => /[A-Z\uAC00-\uD7A3]/.test(text),
  patterns: [],
  find: findCountries,
  context: ['live in', 'lives in', 'from', 'moved to', 'born in', 'address', 'country', 'located in', '거주', '주소'],
  examples: {
    positive: [
      { text: 'She moved here from Czech Republic last year', values: ['Czech Republic'] },
      { text: 'I am cambodian but I live in United Kingdom.', values: ['United Kingdom'] },
      { text: 'OULU\n\n Finland 80896', values: ['Finland'] },
      { text: 'South Africa was super fun', values: ['South Africa'] },
    ],
    negative: ['a china cabinet and a turkey sandwich', 'Chad and Jordan met in Georgia', 'Frances went home', 'Indiana'],
  },
};
