/**
 * Evasion figures for `npm run bench` (catalog rows): the share of obfuscated identifiers the engine catches and of
 * hard negatives it alters, on the seeded corpus of test/helpers/evasion-corpus.ts, and the bench's planted prompts
 * rewritten with their values obfuscated (for the latency beside the plain prompts').
 */
import { normalise } from '../../functions/engine/normalise';
import { evasionCases, hardNegatives, lettersAndDigits } from '../helpers/evasion-corpus';
import { seededRandom, type PlantedPrompt } from './prompts';

const INVISIBLES = ['\u200b', '\u200d', '\u2060', '\u00ad', '\ufeff'];

/**
 * The prompts with every planted value obfuscated: each of its letters and digits fullwidth with probability ¼, and
 * one or two invisible characters inserted inside it. The planted values are kept as they were written, so recall
 * can still be checked against them after normalising the output.
 */
export function obfuscatedPrompts(prompts: readonly PlantedPrompt[], seed: number): PlantedPrompt[] {
  const r = seededRandom(seed);
  return prompts.map((p) => {
    let text = p.text;
    for (const v of p.planted) {
      let w = v.value.replace(/[0-9A-Za-z]/g, (c) => (r() < 0.25 ? String.fromCharCode(c.charCodeAt(0) + 0xfee0) : c));
      for (let k = 1 + Math.floor(r() * 2); k > 0; k--) {
        const at = 1 + Math.floor(r() * (w.length - 1));
        w = w.slice(0, at) + INVISIBLES[Math.floor(r() * INVISIBLES.length)]! + w.slice(at);
      }
      text = text.replace(v.value, w);
    }
    return { text, planted: p.planted };
  });
}

/** Catch rate on the evasion corpus and alteration rate on hard negatives, for a text → masked text function. */
export function evasionAccuracy(redact: (text: string) => string, cases = 3_000, negatives = 2_000) {
  const corpus = evasionCases(2121, cases);
  const caught = corpus.filter((c) => !lettersAndDigits(normalise(redact(c.text)).text).includes(c.core)).length;
  const hard = hardNegatives(2122, negatives);
  const altered = hard.filter((n) => redact(n.text) !== n.text).length;
  return { caught: caught / corpus.length, cases: corpus.length, altered: altered / hard.length, negatives: hard.length };
}
