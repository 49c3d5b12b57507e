import type { TextIndex } from '../text-index';
import { matchesAt } from '../text/matches-at';
import type { Candidate, Detector, DetectorExamples } from './types';

/**
 * Korean passport numbers (여권번호): the current format (since December 2021) is a type letter M
 * (multiple), S (single), R (residence), O (official) or D (diplomatic), three digits, a letter and four
 * digits (`M123A4567`); the older format is the letter and eight digits (`M12345678`) (외교부 여권 안내,
 * passport.go.kr). Nine characters are a common code shape, so the number scores 0.3 and is reported only
 * with a passport context word (여권, passport), which lifts it over the threshold.
 */
const PASSPORT = /(?<![0-9A-Za-z])[MSRODmsrod](?:[0-9]{3}[A-Za-z][0-9]{4}|[0-9]{8})(?![0-9A-Za-z])/y;

/**
 * PASSPORT's matches: each starts at the type letter right before a run of three digits or more, so the pattern is
 * tried (sticky) there only. Into an array, not a generator: most texts that pass the gate hold none.
 */
function findPassports(text: string, f: TextIndex): Candidate[] {
  const out: Candidate[] = [];
  for (const m of matchesAt(PASSPORT, text, f.digitRunStarts(3, 1))) {
    out.push({ start: m.index, end: m.index + m[0].length, score: 0.3, pattern: /[A-Za-z]/.test(m[0].slice(1)) ? 'kr-passport-new' : 'kr-passport-old' });
  }
  return out;
}

export const krPassport: Detector = {
  id: 'kr-passport',
  entity: 'KR_PASSPORT',
  // `[MSRODmsrod][0-9]{3}`: a letter, then a run of three digits or more, in a whole word of nine letters and digits.
  requires: { lettersThenDigits: { letters: 1, digits: 3 }, alnumWord: { lengths: [9], digit: true, letter: true } },
  patterns: [],
  find: findPassports,
  context: ['여권', '여권번호', 'passport'],
};

/** krPassport's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const krPassportExamples = (): DetectorExamples => ({
  positive: [
    { text: 'My passport number is M123A4567', values: ['M123A4567'] },
    { text: '여권번호는 M789C1234입니다', values: ['M789C1234'] },
    { text: '대한민국 여권 S87654321', values: ['S87654321'] },
  ],
  negative: ['A123B4567', 'M12A4567', 'M1234A567', 'M123AB567', 'M123A45678', 'MM123A4567', 'M123-A4567'],
});
