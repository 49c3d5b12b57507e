/**
 * The digit runs that can lead an English, French or number-street-number address: after the house number (and a
 * letter A–F glued to it: `221B`) comes a space and a capital or a digit (`1737 Cheriton Dr`, `124 67 Devon
 * Street`), a French street type in lower case (`8 rue de la Paix`, `14 avenue des Ternes`), ` bis` or ` ter` (`12 bis
 * Rue …`), or directly a comma, `bis` or `ter` (`12,
 * Rue …`, `12bis`). Counts, prices and versions in prose (`12 minutes`, `4.2`) do not, and their patterns are not
 * tried there.
 */
const LEAD = /[0-9]+(?:[A-Fa-f]? [\p{Lu}0-9]| (?:rue|avenue|boulevard|bd|allée|chemin|impasse|place|quai|route|cours) | bis| ter|,|bis|ter)/uy;

/** The entries of `digitRuns` (where the text's digit runs start, ascending) that can lead an address. */
export function numberLeads(text: string, digitRuns: readonly number[]): number[] {
  return digitRuns.filter((at) => {
    LEAD.lastIndex = at;
    return LEAD.test(text);
  });
}
