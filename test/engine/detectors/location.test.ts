import fc from 'fast-check';
import { findGazetteerNames } from '../../../functions/engine/detectors/location/gazetteer-names';
import { findPlacesAfterTriggers } from '../../../functions/engine/detectors/location/places-after-trigger';
import { TextIndex } from '../../../functions/engine/text-index';
import { location } from '../../../functions/engine/detectors/location';
import { gazetteerOf, type Gazetteer } from '../../../functions/engine/detectors/location/gazetteer';
import { GAZETTEER_NAME, GAZETTEER_NAME_OF_SEVERAL_WORDS } from '../../../functions/engine/detectors/location/scores';
import type { Candidate } from '../../../functions/engine/detectors/types';
import { mergeAscending } from '../../../functions/engine/text/matches-at';
import { testCatalog } from '../../helpers/catalog';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(location);

/**
 * The gazetteer finder's plain reference: the word at every start read with one Unicode pattern (the finder tries
 * an ASCII pattern first).
 */
function referenceGazetteerNames(text: string, gazetteer: Gazetteer, capitals: readonly number[]): Candidate[] {
  const WORD = /(?<![\p{L}\p{M}])(?:\p{Lu}[\p{L}\p{M}.’']{0,30}|[\uAC00-\uD7A3]{2,4})/uy;
  const hangul: number[] = [];
  for (const name of gazetteer.hangulNames) for (let i = text.indexOf(name); i >= 0; i = text.indexOf(name, i + 1)) hangul.push(i);
  const out: Candidate[] = [];
  let wordEnd = 0;
  for (const at of mergeAscending(capitals, hangul.sort((a, b) => a - b))) {
    if (at < wordEnd) continue;
    WORD.lastIndex = at;
    if (!WORD.test(text)) continue;
    wordEnd = WORD.lastIndex;
    let word = text.slice(at, wordEnd);
    let names = gazetteer.namesByFirstWord.get(word);
    while (names === undefined && word.length > 1 && ".’'".includes(word[word.length - 1]!)) {
      word = word.slice(0, -1);
      names = gazetteer.namesByFirstWord.get(word);
    }
    const name = names?.find((n) => text.startsWith(n, at) && !/[\p{L}\p{M}]/u.test(text.charAt(at + n.length)));
    if (name === undefined) continue;
    const qualifier = / \(\p{Lu}\p{Ll}{2,20}\)/uy;
    qualifier.lastIndex = at + name.length;
    const end = at + name.length + (qualifier.exec(text)?.[0].length ?? 0);
    out.push({ start: at, end, score: name.includes(' ') ? GAZETTEER_NAME_OF_SEVERAL_WORDS : GAZETTEER_NAME, pattern: gazetteer.cities.has(name) ? 'city-name' : 'country-name' });
  }
  return out;
}

describe('gazetteer names', () => {
  const gazetteer = gazetteerOf(testCatalog.tables);

  it('the finder finds what reading every word with one Unicode pattern finds', () => {
    // Names; words that run on through dots, apostrophes, marks and letters outside ASCII; long words; every start.
    const pieces = ['Paris', 'Lima', 'X', "X'", 'Xa', 'U.S.A.', 'U.K', 'UK', '.', "'", '’', 'South Africa', 'South', 'Cyprus', ' (Greek)', 'St. Louis', 'The', 'é', '\u0301', 'ß', '미국', '한국', 'a', ' ', ', ', '-', '\n', 'İstanbul', '𝐀', 'PARIS', 'Korea', "'s", 'Abcdefghijklmnopqrstuvwxyzabcd', 'Lagos', 'Óbidos'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 12 }), (parts) => {
        const text = parts.join('');
        const capitals = new TextIndex(text).wordStarts.capitals;
        expect(findGazetteerNames(text, gazetteer, capitals)).toEqual(referenceGazetteerNames(text, gazetteer, capitals));
        // At every position, not only at capitals.
        const everywhere = Array.from({ length: text.length }, (_, i) => i);
        expect(findGazetteerNames(text, gazetteer, everywhere)).toEqual(referenceGazetteerNames(text, gazetteer, everywhere));
      }),
      { numRuns: 10000 },
    );
  });
});

describe('the capitals the finders read', () => {
  const gazetteer = gazetteerOf(testCatalog.tables);
  // The detector hands the finders the text index's capitals; by default they compute them with the plain
  // reference (text/reference-starts.ts). Both must find the same places, in any script.
  const pieces = ['lives in ', 'moved here from ', 'Paris', 'South Africa', 'St. Louis', 'U.S.A.', 'The ', 'June', ' ', '. ', ', ', 'to ', 'IN ', 'McAllen', 'AWS', "O'Neil", 'x', 'Zuoz', 'Soto del Barco', 'from the city of ', '\n', 'Ölands', 'Åre', 'é', '한국', '대한민국', '미국에', 'Москва', 'Ω', '𝐀', '서울 ', 'İstanbul'];
  it.each([
    ['gazetteer names', findGazetteerNames],
    ['places after a trigger', findPlacesAfterTriggers],
  ] as const)('%s: the same places from the index and from the reference', (_name, find) => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 14 }), (parts) => {
        const text = parts.join('');
        expect(find(text, gazetteer, new TextIndex(text).wordStarts.capitals)).toEqual(find(text, gazetteer));
      }),
      { numRuns: 3000 },
    );
  });
});
