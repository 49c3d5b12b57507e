import { STRUCTURED } from './scores';
import { finderOf, whenFound, whenScript } from './finder';

/**
 * Chinese addresses: the street (路, 街, 大道, 道, 巷, 弄, 胡同) and its number with 号 (號 in traditional writing) —
 * `建国路88号`, `中山北路3段25號` —, with the province, city and district before it (`北京市朝阳区建国路88号`,
 * `广东省深圳市南山区科技园路1号`) and the building, floor and room after it (`5栋1201室`, `3楼`, `2单元`). A six-digit
 * postcode before or after it, with a space, is part of it. Fullwidth digits reach the detector as ASCII (the
 * normalised view).
 */
/**
 * A character of a place or street name: a Han character other than the particles, pronouns and verbs a sentence puts
 * right before an address (`我的地址是北京市…`, `寄到上海市…`), which would otherwise open it.
 */
const NAME_CHAR = '(?:(?![的是在我你他她们到寄住于和与从把被给为址请送往])[一-龥])';
const DIVISIONS = `(?:${NAME_CHAR}{2,8}?(?:省|自治区|特别行政区))?(?:${NAME_CHAR}{2,6}?(?:市|州|盟))?(?:${NAME_CHAR}{1,6}?(?:区|區|县|縣|旗))?(?:${NAME_CHAR}{1,6}?(?:镇|鎮|乡|鄉|街道))?`;
const STREET = `${NAME_CHAR}{1,8}?(?:路|街|大道|大街|道|巷|弄|胡同)(?:[0-9一二三四五六七八九十]{1,3}段)?(?:[0-9]{1,4}(?:巷|弄))?`;
const NUMBER = '[0-9]{1,5}(?:-[0-9]{1,4})?(?:号|號)';
const UNIT = '(?:[0-9]{1,4}(?:栋|棟|座|幢|号楼|號樓|单元|單元|楼|樓|层|層|室|房|F))*';
const POSTCODE_BEFORE = '(?:[0-9]{6} )?';
const POSTCODE_AFTER = '(?:,? ?[0-9]{6}(?![0-9]))?';

/** Every match holds a street word and 号 or 號. */
export const findChineseAddresses = whenScript(
  'nonAsciiOutsideHangul',
  whenFound(/[号號]/, finderOf(new RegExp(`${POSTCODE_BEFORE}${DIVISIONS}${STREET}${NUMBER}${UNIT}${POSTCODE_AFTER}`, 'g'), 'chinese-address', STRUCTURED)),
);
