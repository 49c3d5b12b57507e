import type { WordStarts } from './finder';

/**
 * The digit runs that can lead an English, French or number-street-number address: after the house number comes a
 * space and a capital or a digit (`1737 Cheriton Dr`, `124 67 Devon Street`), ` rue`, ` bis` or ` ter`
 * (`8 rue de la Paix`, `12 bis Rue …`), or directly a comma, `bis` or `ter` (`12, Rue …`, `12bis`). Counts, prices
 * and versions in prose (`12 minutes`, `4.2`) do not, and their patterns are not tried there.
 */
const DIGITS = /[0-9]+/y;
const LEAD_AFTER = /(?: [\p{Lu}0-9]| rue| bis| ter|,|bis|ter)/uy;

export function numberLeads(text: string, starts: WordStarts): number[] {
  return starts.digits.filter((at) => {
    DIGITS.lastIndex = at;
    DIGITS.test(text);
    LEAD_AFTER.lastIndex = DIGITS.lastIndex;
    return LEAD_AFTER.test(text);
  });
}
