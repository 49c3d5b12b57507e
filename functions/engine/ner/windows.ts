import type { NerToken } from './features';
import { commonWord, type Lexicon } from './lexicon';
import { isHangulCode } from '../text/tokens';
import { koreanNameEnd } from './korean-names';

/**
 * Where the name model reads a text: the tokens that could start or hold a span it reports, and MARGIN tokens on
 * each side of them. The model tags every other token O (./model.ts `find`), so a text of ordinary prose is read
 * only around its capitalised words and numbers.
 *
 * A candidate token is
 * - a word whose first character is not lower case (a capital, or a script without case: Hangul, CJK), unless it
 *   is one of STOP_WORDS or a common English word no name list holds, or a compound of them (`Revenue`,
 *   `Summarize`, `Go-live`: ./lexicon.ts `commonWord`): in a text with capitals, a name or place the model reports
 *   starts with such a word (./model.ts drops a span that starts in lower case);
 * - in a text without any capital, also a lower-case word of two letters or more that the lexicon knows as a name
 *   or a place (`knownAs`): a span there is reported only when the lexicon knows every word of it;
 * - a number that a street address may hold (`addressNumber`: house numbers, postcodes).
 *
 * What the margin is for: a span's lower-case inner words (`Maria de la Cruz`), punctuation (`Oak St.`), and the
 * model's reading of the tags just before and after a name. test/engine/ner/windows.test.ts measures how often the
 * windows change what the model finds, against the model run on every token.
 */
export const MARGIN = 2;

/** `Math` functions as module constants (a global read is slow in some hosts' contexts). */
const { max, min } = Math;

/**
 * Closed-class words (pronouns, determiners, auxiliaries, prepositions, conjunctions, greetings and the words of
 * salutations) of English, German, French, Spanish, Portuguese and Italian, lower-cased: capitalised at the start of
 * a sentence or in a salutation (`Das`, `Ihnen`, `Sehr geehrte Damen und Herren`, `Bonjour Monsieur`), and not a name
 * or place on their own. Words that are also common names are not listed (`Will`, `May`, `Ella`, `Della`, `Le`,
 * `Ma`, `Son`, `Im`, `Chi`).
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  [
    // English
    'i a an the this that these those it its we you he she they me my our your his her their us them ' +
      'what when where who whom which why how is are was were be been being do does did can could would should ' +
      'shall might must have has had if in on at for to of and or but so not no yes please thanks thank hi hello ' +
      'hey dear ok okay also then there here as by from with after before all any some each every just let now',
    // German
    'der die das den dem des ein eine einen einem einer eines und oder aber sondern denn ich du er sie es wir ihr ' +
      'ihnen ihm ihn ihre ihren ihrem ihrer euch uns mich mir dich dir sein seine mein meine dein deine unser unsere ' +
      'mit von zu zum zur am auf für bei nach aus über unter vor durch gegen ohne bitte danke hallo guten ' +
      'liebe lieber sehr geehrte geehrter geehrten herzliche viele grüße damen herren wie wer wo wann warum welche ' +
      'ist sind war waren hat haben wird werden kann können soll sollen muss müssen nicht kein keine ja nein auch ' +
      'noch schon nur dann dass wenn weil ob als',
    // French
    'la les un une du de et ou mais donc car je il elle on nous vous ils elles te se moi toi leur leurs ce ' +
      'cet cette ces mon mes ton ta tes sa ses notre nos votre vos qui que quoi où quand comment pourquoi est sont ' +
      'était avec pour par sur sous dans chez sans entre vers bonjour bonsoir merci cher chère chers madame monsieur ' +
      'mesdames messieurs cordialement bien oui non pas très aussi',
    // Spanish
    'el los las una unos unas y pero yo él nosotros nosotras vosotros ellos ellas usted ustedes mis tus sus nuestro ' +
      'nuestra este esta estos estas ese esa qué quién dónde cuándo cómo para con sin sobre entre desde hasta hola ' +
      'gracias estimado estimada estimados señor señora saludos es son está están muy también sí',
    // Portuguese
    'o os as um uma uns umas e mas nem eu ele ela nós eles elas você vocês meu minha meus minhas seu sua seus suas ' +
      'nosso nossa isto esse essa isso quem onde quando como com sem até olá obrigado obrigada prezado prezada ' +
      'prezados senhor senhora cumprimentos atenciosamente é são estão muito sim não',
    // Italian
    'il gli uno io noi voi loro ti si mio mia tuo tua suo nostra questo questa quello quella dove come ' +
      'perché per tra fra di dei delle ciao grazie gentile egregio signor signora saluti cordiali è sono ' +
      'molto anche',
  ]
    .join(' ')
    .split(' '),
);

/**
 * The closed-class words no name or place starts with (the model's span rules, ./model.ts `nameStart`; the lone
 * first names of the PERSON rules): STOP_WORDS and a few more — the Spanish possessives `mi`, `tu`, `su` (`Mi DNI`,
 * `Su compañero`) and the German prepositions `bis`, `seit` (`Bis bald`). Those few are kept out of STOP_WORDS
 * because STOP_WORDS also decides which words the trainer always shows spelt out (its word dropout,
 * bin/train-name-model/train.ts): a word added there changes the trained table, and belongs with a retraining.
 */
export const SPAN_STOP_WORDS: ReadonlySet<string> = new Set([...STOP_WORDS, 'mi', 'tu', 'su', 'bis', 'seit']);

/** Whether the lexicon knows `word` (any case) as a name (first name, surname) or a place, as `cls` asks. */
export function knownAs(lex: Lexicon, word: string, cls: 'PER' | 'LOC'): boolean {
  if (cls === 'PER') {
    const lower = word.toLowerCase();
    return lex.firstNames.has(lower) || lex.surnames.has(lower) || lex.ambiguousNames.has(lower) || HANGUL_WORD.test(word);
  }
  const capitalised = word.charAt(0).toUpperCase() + word.slice(1);
  return lex.places.has(capitalised) || lex.multiWordPlaces.has(capitalised);
}
const HANGUL_WORD = /^\p{Script=Hangul}+$/u;

/** Whether a word starts with a lower-case letter (a script with case). */
export function lowerCaseStart(word: string): boolean {
  const c = word.charAt(0);
  return c !== c.toUpperCase();
}

/**
 * Per token, 1 when it lies within MARGIN tokens of a candidate (see the module comment), else 0. `capitals`: the
 * text holds an upper-case letter (./model.ts reads lower-case names only in a text without one).
 */
export function modelWindows(tokens: readonly NerToken[], lex: Lexicon, capitals: boolean): Uint8Array {
  const n = tokens.length;
  const inside = new Uint8Array(n);
  // The last token marked: a candidate marks itself and MARGIN after it; MARGIN before it are marked on the way.
  let markedTo = -1;
  for (let i = 0; i < n; i++) {
    if (!candidate(tokens, i, capitals, lex)) continue;
    for (let k = max(markedTo + 1, i - MARGIN); k <= min(n - 1, i + MARGIN); k++) inside[k] = 1;
    markedTo = min(n - 1, i + MARGIN);
  }
  return inside;
}

function candidate(tokens: readonly NerToken[], i: number, capitals: boolean, lex: Lexicon): boolean {
  const t = tokens[i]!;
  if (t.kind === 'number') return addressNumber(tokens, i);
  if (t.kind !== 'word') return false;
  const c = t.word.charCodeAt(0);
  // An ASCII first letter read on its code; every STOP_WORDS entry starts with one.
  const lower = c < 0x80 ? c >= 0x61 && c <= 0x7a : lowerCaseStart(t.word);
  if (!lower) {
    if (c >= 0x80) return !isHangulCode(c) || koreanCandidate(tokens, i, lex);
    return !closedOrCommon(lex, t.word.toLowerCase());
  }
  return !capitals && t.word.length >= 2 && (knownAs(lex, t.word, 'PER') || knownAs(lex, t.word, 'LOC'));
}

/**
 * Whether a lower-cased word is a closed-class word (STOP_WORDS) or a common English word (`commonWord`): a word
 * the model always meets spelt out. It opens no window, and the trainer never hides its spelling (word dropout).
 */
export function closedOrCommon(lex: Lexicon, lower: string): boolean {
  return STOP_WORDS.has(lower) || commonWord(lex, lower);
}

/**
 * A Hangul word that may start a name, place or address the model reports: a Korean full name, alone or with a
 * particle glued after it that ends the name (./korean-names.ts `koreanNameEnd`: `신수` + `아`); a place the lexicon
 * knows; a word of two syllables or more ending in a suffix of administrative divisions and streets (`역삼동`,
 * `테헤란로`; not the particle `로`). Common nouns, most Hangul words, open no window.
 */
function koreanCandidate(tokens: readonly NerToken[], i: number, lex: Lexicon): boolean {
  const t = tokens[i]!;
  const w = t.word;
  if (koreanPlaceWord(lex, w)) return true;
  return koreanNameEnd(w, t.end, tokens[i + 1]) >= 0;
}

/** A Hangul word that names a place: one the lexicon knows, or one of two syllables or more ending in ADDRESS_SUFFIXES. */
export function koreanPlaceWord(lex: Lexicon, w: string): boolean {
  return lex.places.has(w) || lex.multiWordPlaces.has(w) || (w.length >= 2 && ADDRESS_SUFFIXES.has(w.charAt(w.length - 1)));
}
const ADDRESS_SUFFIXES: ReadonlySet<string> = new Set(['시', '도', '군', '구', '읍', '면', '동', '리', '로', '길', '가']);

/**
 * A number that may be part of a street address: a house number before its street (a word next on its line, right
 * after it or after a comma, that is no closed-class word: `12 rue des Lilas`, `12, rue`; not `4242 and`), or a
 * number after a word that does not start in lower case, such as a street name, town or state code (`Hauptstraße 5`,
 * `테헤란로 123`, `Toronto, ON 82269`). Numbers among numbers and punctuation (phone numbers, dates, prices,
 * identifiers) open no window.
 */
function addressNumber(tokens: readonly NerToken[], i: number): boolean {
  let next = tokens[i + 1];
  if (next?.word === ',' && !next.lineBreakBefore) next = tokens[i + 2];
  if (next !== undefined && next.kind === 'word' && !next.lineBreakBefore && !STOP_WORDS.has(next.word.toLowerCase())) return true;
  let before = tokens[i - 1];
  if (before?.word === ',') before = tokens[i - 2];
  return before !== undefined && before.kind === 'word' && !lowerCaseStart(before.word);
}
