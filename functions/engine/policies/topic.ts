import { InvalidPolicyError } from '../errors';
import { createWordChars } from '../text/chars';
import { createFolder, fold } from '../text/fold';
import { createPhraseMatcher, normalizeEntry } from '../text/phrase-matcher';
import { COMMON_TERMS, EN_STOP } from '../text/data/lexicon';
import { scanRuns, termsOf, termsOfRun, type RunKind } from '../text/terms';
import type { CompiledPolicy, PolicyFinding } from './types';
import type { TopicPolicyConfig } from './topic-schema';

/**
 * TOPIC policy: denied topics, after Amazon Bedrock Guardrails' denied topics (a name, a definition, example
 * phrases; up to 30 topics per guardrail: docs.aws.amazon.com/bedrock/latest/userguide/guardrails-denied-topics.html).
 * Scoring is local and deterministic — no model, no network — from two kinds of evidence:
 *
 * 1. Keywords and phrases, matched like a WORD list (case-, width- and accent-insensitive, at word boundaries,
 *    Korean entries as a prefix of a word). One distinct keyword gives 0.8, two 0.9, three or more 0.95.
 * 2. Similarity to the example sentences: the text is cut into sentences (at most 40 terms each) and each is
 *    compared with every example by cosine similarity of term vectors (text/terms.ts: stemmed English words,
 *    Korean character bigrams). A term's weight is 1 + ln(T / t), T topics in the policy, t of them using the
 *    term in their examples, so terms shared by several topics count less; a term no example has weighs as
 *    much as the rarest; everyday words (buy, year, 해주세요, …) count half. An example counts only when the sentence shares two of its terms (or its only one).
 *
 * The topic's score is the two combined as independent evidence, 1 − (1 − keyword)(1 − similarity); the topic
 * is detected when the score reaches its threshold. The definition is for people (reviewers, the README of a
 * Guardian): it is not scored, because definitions are written in words ("questions about", "advice on") that
 * ordinary prompts share.
 *
 * A detected topic is one finding spanning the sentence that triggered it (the best-matching sentence, or the
 * sentence of the first keyword); its action is BLOCK, or CHECK on Guardians with `verdicts: v1.3`.
 */


const MAX_TERMS_PER_SENTENCE = 40;
const RUN_CACHE_LIMIT = 20_000;
/** Weight factor of everyday words (text/terms.ts COMMON_TERMS). */
const COMMON_FACTOR = 0.5;
const UNKNOWN = -1;
const UNKNOWN_COMMON = -2;
const KEYWORD_SCORES = [0, 0.8, 0.9, 0.95] as const;

interface CompiledTopic {
  readonly name: string;
  readonly action: 'BLOCK' | 'CHECK';
  readonly threshold: number;
  readonly alertMessage: string;
}

export function compileTopicPolicy(config: TopicPolicyConfig, path = 'policy'): CompiledPolicy {
  const topics: CompiledTopic[] = config.topics.map((t) => ({
    name: t.name,
    action: t.action,
    threshold: t.threshold ?? config.threshold,
    alertMessage: `Topic ${t.name} detected (${t.action === 'BLOCK' ? 'blocked' : 'flagged for review'})`,
  }));

  // The policy's own word-character answers and folded characters, kept for its texts (../text/chars.ts, fold.ts).
  const wordChars = createWordChars();
  const foldText = createFolder();

  // Keywords of every topic in one matcher; a phrase shared by topics counts for each of them.
  const keywordEntries: { phrase: string; value: number[] }[] = [];
  config.topics.forEach((t, i) =>
    t.keywords.forEach((k, j) => {
      const phrase = normalizeEntry(k);
      if (phrase === undefined) {
        throw new InvalidPolicyError(
          `${path}.topics[${i}].keywords[${j}]`,
          'must start and end with a letter or digit (after case, width and accent folding)',
        );
      }
      keywordEntries.push({ phrase, value: [i] });
    }),
  );
  const keywords = createPhraseMatcher(keywordEntries, (a, b) => [...new Set([...a, ...b])]);

  // Example vectors: term → id; per term the examples that have it; per example its norm and topic.
  const exampleTerms: Set<string>[] = [];
  const exampleTopic: number[] = [];
  config.topics.forEach((t, i) =>
    t.examples.forEach((e, j) => {
      const terms = termsOf(fold(e).folded, wordChars);
      if (terms.size === 0) {
        throw new InvalidPolicyError(
          `${path}.topics[${i}].examples[${j}]`,
          'has no words to compare with (only stop words, digits or punctuation); write a typical sentence of the topic',
        );
      }
      exampleTerms.push(terms);
      exampleTopic.push(i);
    }),
  );
  const topicsOfTerm = new Map<string, Set<number>>();
  exampleTerms.forEach((terms, e) => {
    for (const term of terms) {
      let set = topicsOfTerm.get(term);
      if (!set) topicsOfTerm.set(term, (set = new Set()));
      set.add(exampleTopic[e]!);
    }
  });
  const T = Math.max(1, topics.length);
  const vocab = new Map<string, number>();
  const weight2: number[] = [];
  for (const [term, ts] of topicsOfTerm) {
    const w = (1 + Math.log(T / ts.size)) * (COMMON_TERMS.has(term) ? COMMON_FACTOR : 1);
    vocab.set(term, weight2.length);
    weight2.push(w * w);
  }
  const unknownWeight2 = (1 + Math.log(T)) ** 2;
  const unknownCommonWeight2 = unknownWeight2 * COMMON_FACTOR ** 2;
  const postings: number[][] = weight2.map(() => []);
  const exampleNorm = exampleTerms.map((terms, e) => {
    let sum = 0;
    for (const term of terms) {
      const id = vocab.get(term)!;
      postings[id]!.push(e);
      sum += weight2[id]!;
    }
    return Math.sqrt(sum);
  });
  const exampleMinShared = exampleTerms.map((terms) => Math.min(2, terms.size));

  // Word → its term ids (UNKNOWN, UNKNOWN_COMMON: a term no example has). Words repeat across prompts, so most runs cost one lookup
  // instead of stemming; bounded, and cleared when full.
  const runCache = new Map<string, readonly number[]>();
  const termIds = (word: string, kind: RunKind): readonly number[] => {
    let ids = runCache.get(word);
    if (ids === undefined) {
      ids = termsOfRun(word, kind).map((t) => vocab.get(t) ?? (COMMON_TERMS.has(t) ? UNKNOWN_COMMON : UNKNOWN));
      // Only word-sized runs are kept: a long unspaced run (a wall of Hangul) would hold its text and terms.
      if (word.length <= 32) {
        if (runCache.size >= RUN_CACHE_LIMIT) runCache.clear();
        runCache.set(word, ids);
      }
    }
    return ids;
  };

  const knownPrefix = new Uint8Array(0x10000);
  for (const word of [...vocab.keys(), ...EN_STOP, ...COMMON_TERMS]) {
    if (word.length >= 2) knownPrefix[pairKey(word.charCodeAt(0), word.charCodeAt(1))] = 1;
  }

  // Scratch space reused by every call (inspect is synchronous; nothing escapes it).
  const seenStamp = new Int32Array(weight2.length);
  let stamp = 0;
  const dot = new Float64Array(exampleTerms.length);
  const shared = new Int32Array(exampleTerms.length);
  const touched = new Int32Array(exampleTerms.length);

  return {
    name: config.name,
    type: 'TOPIC',
    inspect(text) {
      const f = foldText(text);
      const s = f.folded;
      const kwCount = new Int32Array(topics.length);
      const kwFirst = new Int32Array(topics.length).fill(-1);
      if (keywords.size > 0) {
        const seenKw = new Set<string>();
        for (const m of keywords.find(s)) {
          const key = s.slice(m.start, m.end);
          for (const t of m.value) {
            if (seenKw.has(`${t}\u0000${key}`)) continue;
            seenKw.add(`${t}\u0000${key}`);
            kwCount[t]!++;
            if (kwFirst[t] === -1) kwFirst[t] = m.start;
          }
        }
      }

      const bestSim = new Float64Array(topics.length);
      const bestStart = new Int32Array(topics.length);
      const bestEnd = new Int32Array(topics.length);
      if (exampleTerms.length > 0) {
        if (stamp > 0x3fffffff) {
          seenStamp.fill(0);
          stamp = 0;
        }
        stamp++;
        const terms: number[] = [];
        let unknown = 0;
        let sentenceStart = -1;
        let lastEnd = 0;
        const flush = () => {
          if (terms.length > 0) {
            let norm2 = unknown;
            let nTouched = 0;
            for (const id of terms) {
              norm2 += weight2[id]!;
              for (const e of postings[id]!) {
                if (shared[e] === 0) touched[nTouched++] = e;
                shared[e]!++;
                dot[e]! += weight2[id]!;
              }
            }
            const normS = Math.sqrt(norm2);
            for (let k = 0; k < nTouched; k++) {
              const e = touched[k]!;
              if (shared[e]! >= exampleMinShared[e]!) {
                const sim = dot[e]! / (normS * exampleNorm[e]!);
                const t = exampleTopic[e]!;
                if (sim > bestSim[t]!) {
                  bestSim[t] = sim;
                  bestStart[t] = sentenceStart;
                  bestEnd[t] = lastEnd;
                }
              }
              shared[e] = 0;
              dot[e] = 0;
            }
          }
          terms.length = 0;
          unknown = 0;
          sentenceStart = -1;
          stamp++;
        };
        let count = 0;
        scanRuns(s, {
          run(start, end, kind) {
            // Prefilter: a Latin word whose first two letters begin no example term, stop word or everyday word
            // is an unknown term (stemming only removes endings), counted without slicing or stemming it.
            const ids =
              kind === 0 && end - start >= 2 && knownPrefix[pairKey(s.charCodeAt(start), s.charCodeAt(start + 1))] === 0
                ? UNKNOWN_ONLY
                : termIds(s.slice(start, end), kind);
            if (ids.length === 0) return;
            lastEnd = end;
            // A long unspaced run (a Japanese or Chinese sentence is one run) is cut like a long sentence.
            for (const id of ids) {
              if (sentenceStart === -1) sentenceStart = start;
              if (id === UNKNOWN) unknown += unknownWeight2;
              else if (id === UNKNOWN_COMMON) unknown += unknownCommonWeight2;
              else if (seenStamp[id] !== stamp) {
                seenStamp[id] = stamp;
                terms.push(id);
              }
              if (++count >= MAX_TERMS_PER_SENTENCE) {
                count = 0;
                flush();
              }
            }
          },
          sentenceEnd() {
            count = 0;
            flush();
          },
        }, wordChars);
      }

      const found: PolicyFinding[] = [];
      topics.forEach((topic, t) => {
        const kw = KEYWORD_SCORES[Math.min(kwCount[t]!, 3)]!;
        const sim = Math.min(1, bestSim[t]!);
        const score = 1 - (1 - kw) * (1 - sim);
        if (score <= 0 || score < topic.threshold) return;
        let start: number;
        let end: number;
        if (sim >= kw) {
          start = bestStart[t]!;
          end = bestEnd[t]!;
        } else {
          [start, end] = sentenceAround(s, kwFirst[t]!);
        }
        found.push({
          start: f.startOf(start),
          end: f.endOf(end - 1),
          action: topic.action,
          ruleType: 'TOPIC',
          ruleName: topic.name,
          confidence: score,
          maskWord: `[${topic.name}]`,
          alertMessage: topic.alertMessage,
        });
      });
      return found.sort((a, b) => a.start - b.start || a.end - b.end);
    },
  };
}

const UNKNOWN_ONLY: readonly number[] = [UNKNOWN];

/** A 16-bit key for the first two UTF-16 units of a word (collisions only let more words through). */
function pairKey(a: number, b: number): number {
  return (Math.imul(a, 31) + b) & 0xffff;
}

/** The words of the sentence around folded index `at`: from after the previous break to before the next. */
function sentenceAround(s: string, at: number): [number, number] {
  const isBreak = (i: number) => {
    const c = s.charCodeAt(i);
    return c === 0x0a || c === 0x3002 || c === 0x2e || c === 0x21 || c === 0x3f;
  };
  let start = at;
  while (start > 0 && !isBreak(start - 1)) start--;
  let end = at;
  while (end < s.length && !isBreak(end)) end++;
  while (start < end && /\s/.test(s[start]!)) start++;
  while (end > start && /\s/.test(s[end - 1]!)) end--;
  return [start, end];
}
