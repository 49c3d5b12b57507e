import { STRUCTURED } from './scores';
import { finderOf, whenFound, whenScript } from './finder';

/**
 * Japanese addresses: an optional postcode (`〒100-0001`, a comma or a line break may follow it), the prefecture (都道府県: `東京都`, `北海道`, `大阪府`,
 * `神奈川県`), the municipality (市, 区, 町, 村, with a 郡 before a town or village), then the district and the block
 * numbers (`千代田1-1`, `西新宿二丁目8番1号`), and a flat (`沼田138号室`). Fullwidth digits reach the detector as ASCII (the normalised view).
 */
const POSTCODE = '(?:〒 ?[0-9]{3}-[0-9]{4}(?:,? ?|\\n))?';
const PREFECTURE = '(?:東京都|北海道|京都府|大阪府|[一-龥]{2,3}県)';
const MUNICIPALITY = '(?:[一-龥々ぁ-んァ-ヶ]{1,6}郡)?[一-龥々ぁ-んァ-ヶ]{1,6}?[市区町村](?:[一-龥々ぁ-んァ-ヶ]{1,6}?区)?';
/** The district and its block, lot and building numbers, in digits or kanji numerals: `千代田1-1`, `西新宿二丁目8番1号`. */
const BLOCKS = '[一-龥々ぁ-んァ-ヶ]{0,8}?(?:[0-9]{1,4}|[一二三四五六七八九十]{1,3})(?:(?:丁目|番地|番|号)(?:[0-9]{1,4})?|-[0-9]{1,4}){0,4}';
/** A flat after the blocks, with the building's name: ` 沼田138号室`, `メゾン青山201号室`. */
const FLAT = '(?: ?[一-龥ぁ-んァ-ヶー]{0,10}[0-9]{1,4}号室)?';

/** Every match holds a prefecture's kanji. */
export const findJapaneseAddresses = whenScript(
  'nonAsciiOutsideHangul',
  whenFound(/[都道府県]/, finderOf(new RegExp(`${POSTCODE}${PREFECTURE}${MUNICIPALITY}${BLOCKS}${FLAT}`, 'g'), 'japanese-address', STRUCTURED)),
);
