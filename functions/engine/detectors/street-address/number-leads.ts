/**
 * The digit runs that can lead an English, French or number-street-number address: after the house number (and a
 * letter A–F glued to it: `221B`) comes a space and a capital or a digit (`1737 Cheriton Dr`, `124 67 Devon
 * Street`), a French street type in lower case (`8 rue de la Paix`, `14 avenue des Ternes`), ` bis` or ` ter` (`12 bis
 * Rue …`), or directly a comma, `bis` or `ter` (`12,
 * Rue …`, `12bis`). Counts, prices and versions in prose (`12 minutes`, `4.2`) do not, nor does a year after a word of
 * time (YEAR_AFTER_TIME_WORD), and their patterns are not tried there.
 */
const LEAD = /[0-9]+(?:[A-Fa-f]? [\p{Lu}0-9]| (?:rue|avenue|boulevard|bd|allée|chemin|impasse|place|quai|route|cours) | bis| ter|,|bis|ter)/uy;

/**
 * A year after a word of time: `In 2019 Main Street was closed`, `since 2015`, `by 1998`, `December 2019`. A house
 * number follows `at`, `to`, `on` or a comma, not these.
 */
const YEAR_AFTER_TIME_WORD =
  /(?<=(?:^|[^\p{L}])(?:[Ii]n|[Ss]ince|[Bb]y|[Uu]ntil|[Tt]ill|[Dd]uring|[Bb]efore|[Aa]fter|[Cc]irca|[Ff]rom|[Ss]ummer|[Ww]inter|[Ss]pring|[Aa]utumn|[Ff]all|January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\.? )(?:19|20)[0-9]{2}(?![0-9])/uy;

/** The entries of `digitRuns` (where the text's digit runs start, ascending) that can lead an address. */
export function numberLeads(text: string, digitRuns: readonly number[]): number[] {
  return digitRuns.filter((at) => {
    LEAD.lastIndex = at;
    if (!LEAD.test(text)) return false;
    YEAR_AFTER_TIME_WORD.lastIndex = at;
    return !YEAR_AFTER_TIME_WORD.test(text);
  });
}
