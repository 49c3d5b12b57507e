import { LOOSE, STRUCTURED } from './scores';
import { keywordList } from '../../text-index/keywords';
import { finderOf, when } from './finder';

/** Words every box, unit or corner match holds: its finder runs only on texts holding one of them. */
export const BOX_WORDS = keywordList(['Box', 'USN', 'USS ']);
export const UNIT_WORDS = keywordList(['Apt.', 'Apartment', 'Suite', 'Ste.']);
export const CORNER_WORDS = keywordList(['corner of ']);

/** PO boxes (`P.O. Box 149`, `PSC 3117, Box 0609`) and US military ship addresses (`USNS Mercy`, `USS Mahler` before `FPO AA`). */
export const findBoxes = when(
  BOX_WORDS,
  finderOf(
    /(?<![\p{L}\p{N}])(?:[0-9]{1,6} )?(?:P\.? ?O\.? Box [0-9]{1,6}|(?:PSC|Unit) [0-9]{1,5},? Box [0-9]{1,5}|USN[SV] [\p{Lu}][\p{L}]{1,24}|USS [\p{Lu}][\p{L}]{1,24}(?=,?\s{1,3}[AFD]PO [A-Z]{2}\b))(?![\p{L}\p{N}])/gu,
    'po-box',
    STRUCTURED,
  ),
);

/** A unit designator on its own (`Apt. 297`, `Suite 084`): part of an address wherever it appears. */
export const findUnits = when(
  UNIT_WORDS,
  finderOf(/(?<![\p{L}\p{N}])(?:Apt\.|Apartment|Suite|Ste\.) [0-9]{1,5}(?![\p{L}\p{N}])/gu, 'unit', LOOSE),
);

/** An intersection: "the corner of 5th Avenue and Main Street". */
export const findCorners = when(
  CORNER_WORDS,
  finderOf(/\b[Tt]he corner of (?=[\p{Lu}0-9])[^\n,;]{2,60}? and \p{Lu}[\p{L}\p{M}'’.-]{1,24}(?: \p{Lu}[\p{L}\p{M}'’.-]{1,24}){0,3}/gu, 'corner', STRUCTURED),
);
