import type { TextIndex } from '../../text-index';
import { personLexiconOf } from './lexicon';
import type { Candidate, Detector, DetectorExamples } from '../types';
import type { PersonFinder } from './finder';
import { findCjkNames } from './cjk-names';
import { findRtlNames } from './rtl-names';
import { findLetterheadNames } from './letterheads';
import { findLowerCaseNamesAfterTriggers } from './lower-case-after-triggers';
import { findLowerCaseNames } from './lower-case-names';
import { findNameLists } from './name-lists';
import { findNameRuns } from './name-runs';
import { findNamesAfterTriggers } from './names-after-triggers';
import { findSalutations } from './salutations';
import { findSameNames } from './same-name';
import { findSpeakers } from './speakers';
import { findTitledNames } from './titled-names';
import { findVocatives } from './vocatives';

/**
 * People's names (PERSON) without a model: lexicons of first names and surnames (./lexicon.ts), capitalisation,
 * titles, trigger phrases and layout; Japanese and Chinese names by their honorifics and introductions (./cjk-names.ts),
 * Arabic-script and Hebrew names by their titles and introductions (./rtl-names.ts). One finder per way a name is written, each in its own file with its score from
 * ./scores.ts; context words (`name`, `dear`, `patient`, 이름, …) raise the score. A lexicon first name that is also a
 * common word or a month (`Will`, `May`, `Grant`) never starts a name by itself. See ./README.md.
 */
const CAPITALISED_FINDERS: readonly PersonFinder[] = [
  findTitledNames,
  findNameRuns,
  findNamesAfterTriggers,
  findNameLists,
  findLetterheadNames,
  findSpeakers,
  findVocatives,
  findSalutations,
];

/**
 * Every name in `text`, then every other mention of a found name's words (./same-name.ts). A text without any
 * upper-case letter is read for lower-case names instead.
 */
export function findPeople(text: string, index: TextIndex): Candidate[] {
  const lexicon = personLexiconOf(index.tables);
  const capitals = index.wordStarts.capitals;
  const found: Candidate[] = [];
  if (capitals.length > 0) {
    for (const find of CAPITALISED_FINDERS) found.push(...find(lexicon, text, capitals));
  } else if (!index.hasUpper) {
    found.push(...findLowerCaseNamesAfterTriggers(lexicon, text), ...findLowerCaseNames(lexicon, text));
  }
  if (index.hasNonAsciiOutsideHangul || index.hasHangul) found.push(...findCjkNames(text));
  if (index.hasNonAsciiOutsideHangul) found.push(...findRtlNames(text));
  if (found.length > 0) found.push(...findSameNames(lexicon, text, found));
  return found;
}

export const person: Detector = {
  id: 'person',
  entity: 'PERSON',
  // Every finder needs an upper-case letter, except the lower-case ones, which need a run of ASCII letters, and the
  // Japanese, Chinese, Korean, Arabic-script and Hebrew ones, which need a character outside ASCII.
  requires: { anyOf: [{ upper: true }, { minAlnumRun: 2 }, { nonAsciiOutsideHangul: true }, { hangul: true }] },
  patterns: [],
  find: findPeople,
  context: ['name', 'named', 'surname', 'nickname', 'dear', 'hi ', 'hello', 'thanks,', 'regards', 'signed', 'patient', 'contact', '이름', '성명'],
};
/** person's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const personExamples = (): DetectorExamples => ({
  positive: [
    { text: 'have you heard Isaac Heath speak yet?', values: ['Isaac Heath'] },
    { text: '私は田中さんと会いました。山田太郎様、ありがとうございます。', values: ['田中', '山田太郎'] },
    { text: '我叫王伟。我和李娜女士一起去了北京。姓名：张秀英', values: ['王伟', '李娜', '张秀英'] },
    { text: 'Dear 川村 文子,\nthank you for your order.', values: ['川村 文子'] },
    { text: 'I spoke to 송아라 this morning about the refund.', values: ['송아라'] },
    { text: 'التقيت السيد محمد أحمد أمس. آقای علی رضایی آمد. שמי דנה כהן', values: ['محمد أحمد', 'علی رضایی', 'דנה כהן'] },
    { text: 'Dear ليلى حسن,\nthank you. I spoke to נועה לוי today.', values: ['ليلى حسن', 'נועה לוי'] },
    { text: 'Please forward this to Zoë Ølstad. Passenger: Regitze Schrøder', values: ['Zoë Ølstad', 'Regitze Schrøder'] },
    { text: 'Can you schedule a call with Mbatha Jones next week?', values: ['Mbatha Jones'] },
    { text: 'Margaret S. Stouffer of Guidestar is here', values: ['Margaret S. Stouffer'] },
    { text: 'Could you correct it to Mr. Yaco Angulo?', values: ['Yaco Angulo'] },
    { text: 'Ms. Rennie flew to Paris on Saturday', values: ['Rennie'] },
    { text: 'Dear Matthew, thanks for the notes.', values: ['Matthew'] },
    { text: 'Maybe it is under Krisztián Szöllösy or Alpatu Shervashidze', values: ['Krisztián Szöllösy', 'Alpatu Shervashidze'] },
    { text: 'Our 3 founders: Vasquez, Becker and Kónya.', values: ['Vasquez', 'Becker', 'Kónya'] },
    { text: 'a film directed by Jindřich Holinka and starring Joakim Westgård', values: ['Jindřich Holinka', 'Joakim Westgård'] },
    { text: 'It was sung by Bonifacy Kaczmarek in 1977, though Kaczmarek wrote it.', values: ['Bonifacy Kaczmarek', 'Kaczmarek'] },
    { text: 'follow up with patricia desrosiers in a couple of months', values: ['patricia desrosiers'] },
    { text: 'Jacob lives on Whitchurch Road.', values: ['Jacob'] },
    { text: 'Scene 2\nUbul: What a wife.\nVinka: Remember me, Halldór?', values: ['Ubul', 'Vinka', 'Halldór'] },
    { text: "Please have the manager call me, I'd like to join accounts with ms. Marcela", values: ['Marcela'] },
    { text: 'See below.\n\nSatu Elomo\n\n41086 Kiannonkatu 98\n Suite 464', values: ['Satu Elomo'] },
    { text: "It's under my partner's name John A. Leiva", values: ['John A. Leiva'] },
    { text: 'The song is by Szabina J Gelencsér, go figure', values: ['Szabina J Gelencsér'] },
    { text: 'Letters to Dyan van Gijn and Ludwig von Mises', values: ['Dyan van Gijn', 'Ludwig von Mises'] },
    { text: "What's your name? Jildau S Bouts", values: ['Jildau S Bouts'] },
    { text: 'follow up with benjamin a seiler in a couple of months', values: ['benjamin a seiler'] },
    { text: 'my name is borna jerković but everyone calls me borna', values: ['borna jerković'] },
    { text: "olga krylova's killers sentenced", values: ['olga krylova'] },
    { text: 'bertram m. jørgensen\n\nsoldier', values: ['bertram m. jørgensen'] },
    { text: 'naomi ryan\nsewer pipe cleaner\n555 0100', values: ['naomi ryan'] },
    // A sentence's first word before the name is no part of it.
    { text: "Describe Priya Kowalski's role in the project.", values: ['Priya Kowalski'] },
    { text: 'Contact Kowalski about the invoice.', values: ['Kowalski'] },
    // The person a message greets, known to the lexicon or not.
    { text: 'Bonjour Julien,\n\nMes coordonnées ont changé.', values: ['Julien'] },
    { text: 'Hi team,\nHola Thandeka Mbeki:\nHallo zusammen!', values: ['Thandeka Mbeki'] },
    // Named or called with its object pronoun between.
    { text: 'She named him Luís after his grandfather.', values: ['Luís'] },
    { text: 'At home they call her Beatrix Oyelaran.', values: ['Beatrix Oyelaran'] },
  ],
  negative: [
    'مرحبا بكم في الموقع. שלום לכולם, we moved to القاهرة last year.',
    'お客様と皆さんと患者さんへ。部長さんに聞いてください。',
    '陈老师好。We moved to 東京 last year.',
    'Will you send the April report?',
    'The Grand Canyon is in Arizona',
    'We met in May at the Java Conference.',
    'please review the pull request',
    'Hello World, said the program.',
    'the last Sunday before Labor Day',
    'Guilty Pleasures (But Secretly Love)',
    'Supported: Python, Java and Go.',
    'Getting Started\n\nRun the installer and read the guide.',
    'Note: run it twice.\nWarning: it is slow.\nTip: cache it.',
    'What are the main differences between a Roth IRA and a traditional IRA?',
    'Is a Roth conversion worth it? Open the Morgan PDF.',
    'The Princess Royal arrived at noon',
    'Plan B Options and Type A Personality',
    'a function named string is called with exports',
    'I will call him Tuesday about the invoice.',
    'Hello World!\nDear Customer,\nHi all,\nHallo Zusammen,\nBonjour Madame,\nLiebe Grüße,',
    'La cita es el 3 de mayo. Ich arbeite dort seit Mai, am 3. Mai ist die Frist.',
    "Ward 7B, St. Vincent's Hospital",
    'we ran a monte carlo simulation on the grace period',
  ],
});
