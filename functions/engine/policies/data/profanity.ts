import type { ProfanityLanguage } from '../word-schema';

/**
 * The built-in profanity lists of the WORD policy (`profanity: {}`), English and Korean.
 *
 * Curated by hand for this project (no list was copied from another project), kept small on purpose: only
 * words that are profane or slurs in nearly every context, because a false positive on an everyday word hurts
 * more than a missed variant, and the inline Lambda bundle has a size budget.
 * - English: terms rated "strong" or "strongest" in Ofcom, "Attitudes to potentially offensive language and
 *   gestures on TV and radio" (research report, 2021), with their common inflections (no stemming is applied
 *   at match time, so inflections are listed).
 * - Korean: words labelled 「비속어」 (vulgar) or used as slurs, after the 국립국어원 표준국어대사전, plus the
 *   common initial-consonant abbreviations (ㅅㅂ, ㅂㅅ, …). A Hangul entry also matches as the start of a longer
 *   word (particles and endings attach: 씨발놈아, 병신같은), so entries that begin everyday words are left out
 *   (보지 "to see", 자지 "to sleep", 씹 "to chew", 미친 "crazy", 새끼 "young animal"), and the few compounds that
 *   start with a listed word but are innocent are exceptions (시발점 "starting point", 등신대 "life-size").
 *
 * Matching is case-, width- and accent-insensitive (text/fold.ts). Obfuscated spellings (f*ck, f.u.c.k) are
 * not guessed; add them to a custom list if needed.
 */
export const PROFANITY_EN: readonly string[] = [
  'fuck', 'fucks', 'fucked', 'fucker', 'fuckers', 'fucking', 'fuckin', 'fuckhead', 'fuckface', 'fuckwit',
  'motherfucker', 'motherfuckers', 'motherfucking', 'clusterfuck', 'fuck off', 'fuck you',
  'shit', 'shits', 'shitty', 'shitting', 'shithead', 'shitface', 'bullshit', 'horseshit', 'dipshit', 'shithole',
  'cunt', 'cunts', 'bitch', 'bitches', 'son of a bitch', 'asshole', 'assholes', 'arsehole', 'arseholes',
  'dickhead', 'dickheads', 'cocksucker', 'cocksuckers', 'bastard', 'bastards', 'wanker', 'wankers', 'twat',
  'twats', 'bollocks', 'whore', 'whores', 'slut', 'sluts', 'skank', 'jackass', 'dumbass', 'goddamn', 'goddamned',
  'nigger', 'niggers', 'nigga', 'niggas', 'faggot', 'faggots', 'fag', 'fags', 'retard', 'retards',
  'kike', 'kikes', 'wetback', 'wetbacks', 'raghead', 'ragheads', 'towelhead', 'gook', 'gooks',
  'paki', 'pakis', 'tranny', 'trannies',
];

export const PROFANITY_KO: readonly string[] = [
  '씨발', '시발', '씨팔', '시팔', '씨바', '씨벌', '쌰발', '씨부랄', '십새끼', '씹새끼', '씹새', '씹년', '씹할',
  '개새끼', '개새기', '개색기', '개색끼', '개놈', '개년', '개자식', '개씨발', '개좆',
  '병신', '븅신', '빙신', '좆', '존나', '지랄', '염병', '엠창', '니미', '니애미', '느금마', '니기미',
  '썅', '쌍년', '쌍놈', '미친놈', '미친년', '미친새끼', '또라이', '호로새끼', '후레자식', '등신',
  '짱깨', '쪽바리', '깜둥이', '틀딱', '한남충', '김치녀', '급식충',
  'ㅅㅂ', 'ㅆㅂ', 'ㅂㅅ', 'ㅄ', 'ㅈㄹ', 'ㅈㄴ', 'ㅁㅊ', 'ㅆㄹㄱ',
];

/** Innocent words that start with a Korean entry above; the longest match wins, so these pass. */
export const PROFANITY_KO_EXCEPTIONS: readonly string[] = ['시발점', '시발역', '시발택시', '시발자동차', '등신대', '등신불'];

export const PROFANITY: Readonly<Record<ProfanityLanguage, { words: readonly string[]; exceptions: readonly string[] }>> = {
  en: { words: PROFANITY_EN, exceptions: [] },
  ko: { words: PROFANITY_KO, exceptions: PROFANITY_KO_EXCEPTIONS },
};
