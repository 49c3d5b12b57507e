/**
 * The name model's weight table (functions/engine/ner/model.ts `FeatureIndex`, hash and weights packed in one slot):
 * its per-token scores equal a plain lookup of the model file's features in a `Map`, on the realistic corpus and on
 * hashes the model does not hold.
 */
import { testCatalog } from '../../helpers/catalog';
import { T } from '../../../functions/engine/ner/decode';
import { featurize, nerTokens } from '../../../functions/engine/ner/features';
import { buildLexicon } from '../../../functions/engine/ner/lexicon';
import { decodeKeys, NameModel } from '../../../functions/engine/ner/model';
import { realisticCorpus } from '../../helpers/realistic-corpus';

const file = testCatalog.tables.read('name-model-v2');
const lexicon = buildLexicon(testCatalog.tables);
const model = new NameModel(file, lexicon);
const keys = decodeKeys(Buffer.from(file.keys, 'base64'));
const raw = Buffer.from(file.weights, 'base64');
/** The file's features: hash → its T weights as signed bytes. */
const rows = new Map(keys.map((k, i) => [k, Array.from({ length: T }, (_, y) => (raw[i * T + y]! << 24) >> 24)]));

/** Per token, per tag: the sum of the file's int8 weights of its features, times the scale. */
function plainScores(hashes: Uint32Array, offsets: Int32Array, n: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const sums = new Array<number>(T).fill(0);
    for (let k = offsets[i]!; k < offsets[i + 1]!; k++) rows.get(hashes[k]!)?.forEach((w, y) => (sums[y]! += w));
    out.push(...sums.map((s) => s * file.scale));
  }
  return out;
}

describe('name model weight table', () => {
  it('scores tokens as a plain lookup of the model file does', () => {
    const texts = realisticCorpus(2303, 60).map((p) => p.text);
    for (const text of texts) {
      const tokens = nerTokens(text);
      const { hashes, offsets } = featurize(tokens, lexicon);
      expect([...model.score(hashes, offsets, tokens.length)]).toEqual(plainScores(hashes, offsets, tokens.length));
    }
  });

  it('gives 0 for hashes it does not hold, and each held hash its own weights', () => {
    const held = new Set(keys);
    const hashes = Uint32Array.from([...keys.slice(0, 500), ...Array.from({ length: 500 }, (_, i) => (i * 2654435761) >>> 0).filter((h) => !held.has(h))]);
    const offsets = Int32Array.from({ length: hashes.length + 1 }, (_, i) => i);
    expect([...model.score(hashes, offsets, hashes.length)]).toEqual(plainScores(hashes, offsets, hashes.length));
  });
});
