/**
 * The scores of the PERSON finders (before context words, which add 0.35; the default threshold is 0.5).
 *
 * A title, an introduction or a known first name with a surname is a name on its face (0.6–0.7). Structure
 * without a lexicon hit (a census surname closing a run, a trigger phrase, a letterhead, a speaker label, a list)
 * is a little weaker (0.55). Evidence that a place or product could share (a name particle, a surname ending, a
 * vocative, a lower-case run, a repeat of a found name) stands at the threshold (0.5), so a place found at the same
 * span wins. A lone known first name is reported below the threshold (0.3): only a context word (`my name is`,
 * `Dear`) lifts it, unless its sentence marks it as a name (0.5).
 */

/** `Mr. Yaco Angulo`, `Ms. Rennie`: the words after a title. */
export const TITLED_NAME = 0.7;
/** `my name is Borna`, `Name: Ana Silva`: a run after an introduction or a lower-case title. */
export const INTRODUCED_NAME = 0.7;
/** `Isaac Heath`, `Margaret S. Stouffer`: a known first name and one or two more capitalised words. */
export const FIRST_NAME_AND_SURNAME = 0.6;
/** `Dyan van Gijn`: a known first name, a particle and a surname; also a place's shape (`Tristan da Cunha`). */
export const FIRST_NAME_PARTICLE_SURNAME = 0.5;
/** `Matthew`: a known first name on its own, reported only with a context word. */
export const FIRST_NAME_ALONE = 0.3;
/** `Jacob lives on …`, `Why is Katrine so …`, `Nicole: …`: a lone first name its sentence marks as a name. */
export const FIRST_NAME_ALONE_IN_CLAUSE = 0.5;
/** `Caitlyn Schulz`: a capitalised run whose last word is a census surname. */
export const RUN_ENDING_IN_SURNAME = 0.55;
/** `Krisztián Szöllösy`, `Alpatu Shervashidze`: a run whose last word has a typical surname ending. */
export const RUN_ENDING_IN_SURNAME_SUFFIX = 0.5;
/** `Szabina J Gelencsér`: a middle initial between two capitalised words. */
export const RUN_WITH_MIDDLE_INITIAL = 0.55;
/** `directed by Jindřich Holinka`: a run after a phrase that describes what people do. */
export const NAME_AFTER_TRIGGER = 0.55;
/** `follow up with patricia desrosiers`: a lower-case run after a trigger phrase. */
export const LOWER_CASE_NAME_AFTER_TRIGGER = 0.5;
/** `olga krylova's`: a known first name and a surname-shaped word in text without capitals. */
export const LOWER_CASE_NAME = 0.5;
/** A line of two or three capitalised words above contact details. */
export const LETTERHEAD_NAME = 0.55;
/** `Ubul: What a wife.`: a dialogue speaker label, two or more in a text. */
export const SPEAKER = 0.55;
/** `Bonjour Julien,`, `Hola Javier:`: the person a message greets at a line's start. */
export const SALUTATION = 0.55;
/** `Remember me, Halldór?`: a name addressed at the end of a clause. */
export const VOCATIVE = 0.5;
/** `Vasquez, Becker and Kónya`: a list whose items are mostly known names. */
export const NAME_LIST_ITEM = 0.55;
/** `田中さん`, `我叫王伟`, `Dear 川村 文子,`: a Japanese or Chinese name an honorific, an introduction or a trigger marks. */
export const CJK_NAME = 0.6;
/** `السيد محمد أحمد`, `שמי דנה`, `Dear محمد,`: an Arabic-script or Hebrew name a title, an introduction or a trigger marks. */
export const RTL_NAME = 0.6;
/** `Kaczmarek wrote it`: a word of a name found elsewhere in the text. */
export const SAME_NAME = 0.5;

/** Only a name found with this score or more spreads to the other mentions of its words (./same-name.ts). */
export const SPREADS_FROM = 0.5;
