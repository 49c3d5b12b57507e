import { testCatalog } from '../../helpers/catalog';
/**
 * The name model's features (functions/engine/ner/features.ts): the fast ways of computing them give the hashes of
 * the plain definitions — the char-code twins of `capClass` and `shape`, the lower-cased hashes without a
 * lower-cased copy, the lexicon pre-tests (./lexicon-filter.ts) and the windows (`only`) — on random words and
 * texts and on the realistic corpus (test/helpers/realistic-corpus.ts).
 */
import fc from 'fast-check';
import {
  capClass,
  capClassFast,
  featurize,
  foldLowerRange,
  hashOf,
  lowerForHash,
  nerTokens,
  shape,
  shapeHash,
  type NerToken,
} from '../../../functions/engine/ner/features';
import { buildLexicon } from '../../../functions/engine/ner/lexicon';
import { LexiconFilter } from '../../../functions/engine/ner/lexicon-filter';
import { modelWindows } from '../../../functions/engine/ner/windows';
import { realisticCorpus } from '../../helpers/realistic-corpus';

const lexicon = buildLexicon(testCatalog.tables);
const filter = new LexiconFilter(lexicon);

/** Words and texts of ASCII and of characters whose case mapping is not one unit for one (`İ`, `ß`, the Kelvin sign, final sigma). */
const CHARACTERS = [...'aZqQ09\'-.,:éÉßİıΣσςKÅǅ김민수님이서울 \n', 'K'];
const word = fc.array(fc.constantFrom(...CHARACTERS.filter((c) => c.trim() !== '')), { minLength: 1, maxLength: 12 }).map((cs) => cs.join(''));
const text = fc.array(fc.oneof(word, fc.constantFrom(' ', ' ', '\n', '. ', ', ', ' 12 ', ' Leeds ', ' Anna ', ' New York ')), { maxLength: 40 }).map((cs) => cs.join(''));

/** Where the fast parts of a token differ from the plain definitions (empty when they agree). */
function partsDiffering(t: NerToken): string[] {
  const out: string[] = [];
  if (capClassFast(t) !== capClass(t)) out.push(`capClass ${t.word}`);
  if (shapeHash(t.word) !== hashOf(shape(t.word))) out.push(`shape ${t.word}`);
  const lower = t.word.toLowerCase();
  const folded = lowerForHash(t.word);
  if (folded.length !== lower.length) out.push(`lower-case length ${t.word}`);
  for (let a = 0; a <= lower.length; a++)
    for (let b = a; b <= lower.length; b++) if (foldLowerRange(hashOf(''), folded, a, b) !== hashOf(lower.slice(a, b))) out.push(`lower-case hash ${t.word} ${a}–${b}`);
  return out;
}

/** The tokens whose hashes featurize with the pre-tests and windows gives differently from without them (a token outside the windows has none). */
function featuresDiffering(source: string): string[] {
  const tokens = nerTokens(source);
  const plain = featurize(tokens, lexicon);
  const only = modelWindows(tokens, lexicon, /\p{Lu}/u.test(source));
  const out: string[] = [];
  for (const options of [{ filter }, { only, filter }, { only }]) {
    const fast = featurize(tokens, lexicon, options);
    for (let i = 0; i < tokens.length; i++) {
      const got = fast.hashes.subarray(fast.offsets[i], fast.offsets[i + 1]).join();
      const want = options.only !== undefined && options.only[i] === 0 ? '' : plain.hashes.subarray(plain.offsets[i], plain.offsets[i + 1]).join();
      if (got !== want) out.push(`${Object.keys(options).join('+')}: token ${i} (${tokens[i]!.word}) of ${JSON.stringify(source)}`);
    }
  }
  return out;
}

describe('name model features', () => {
  it('the fast parts equal the plain definitions on random words', () => {
    fc.assert(
      fc.property(word, (w) => {
        expect(nerTokens(w).flatMap(partsDiffering)).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });

  it('the pre-tests and windows change no hash of a marked token, on random texts', () => {
    fc.assert(
      fc.property(text, (t) => {
        expect(featuresDiffering(t)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('the same on the realistic corpus', () => {
    const differing: string[] = [];
    for (const p of realisticCorpus(2301, 300)) differing.push(...nerTokens(p.text).flatMap(partsDiffering), ...featuresDiffering(p.text));
    expect(differing).toEqual([]);
  });
});
