import type { Candidate } from '../types';
import { CJK_NAME } from './scores';
import { koreanFullName } from '../../ner/korean-names';
import { triggerBefore } from './triggers';

/**
 * Japanese and Chinese names written in kanji, kana or hanzi, which have no capitals to find them by. A name is read
 * where the text marks it as one:
 *
 * - before an honorific: Japanese `田中さん`, `山田太郎様`, `鈴木先生`, `佐藤氏` (after a particle: `私は田中さんと`), not a
 *   role or a common noun with the same honorific (`お客様`, `皆さん`, `患者さん`); Chinese `王伟先生`, `李娜女士`, from a
 *   common family name on, also inside a run of hanzi (`我和王伟先生`);
 * - after an introduction: `我叫王伟`, `姓名：张秀英`, `名前：川村文子`, `私は佐藤花子です`;
 * - in a sentence of another language, after a phrase that introduces a person there (./triggers.ts: `Dear 川村
 *   文子,`, `forward this to 王伟`, `Patient: 林 結月`); a Korean full name there too (`I spoke to 송아라`), which Korean
 *   text itself leaves to the name model.
 *
 * A name is two to five such characters, a family name and a given name perhaps parted by one space (`川村 文子`).
 */

/** Kanji, hanzi (with 々 and 〆), hiragana, katakana and the prolonged sound mark: any character of these scripts. */
const CJK = '[\\u3005\\u3006\\u3041-\\u3096\\u30A1-\\u30FA\\u30FC\\u4E00-\\u9FFF]';
/** Kanji or hanzi: a name's first character (not kana: not `お客`, `ご主人`). */
const HAN = '[\\u3005\\u4E00-\\u9FFF]';
/** Kanji, hanzi and katakana: the characters of a name written without a space (hiragana are particles: `私は田中`). */
const NAME_CHAR = '[\\u3005\\u3006\\u30A1-\\u30FA\\u30FC\\u4E00-\\u9FFF]';
/**
 * A name: a family name and a given name parted by a space (the given name may be kana: `笠原 トミ`), or two to five
 * characters written together.
 */
const NAME = `${HAN}(?:${NAME_CHAR}{0,3}[ \\u3000]${CJK}{1,3}|${NAME_CHAR}{1,4})`;

/** Japanese honorifics and the titles used as honorifics after a name. */
const HONORIFICS = '(?:さん|様|さま|氏|先生|君|くん|ちゃん|殿)';
/**
 * Words a role or a crowd is called by, which take the same honorifics (`お客様`, `皆さん`, `患者さん`, `王总` aside):
 * no name.
 */
const NOT_NAMES = new Set([
  '皆', '皆様', '皆さま', '客', '患者', '社長', '部長', '課長', '係長', '店長', '店員', '運転手', '担当者', '担当', '会員', '顧客', '利用者',
  '関係者', '奥', '旦那', '息子', '娘', '子供', '家族', '医者', '看護師', '先生', '同僚', '上司', '友達', '彼', '彼女', '学生', '生徒', '大家',
  '各位', '大家好', '同学们', '老师们', '朋友', '先生们', '女士们', '客户', '病人', '患者们', '司机', '医生',
]);
/**
 * A name before a Japanese honorific, in Japanese text (one holding kana): not inside a run of Han characters or
 * katakana (a particle may stand before it).
 */
const BEFORE_HONORIFIC = new RegExp(`(${NAME})(?=${HONORIFICS})`, 'gu');
const HAN_OR_KATAKANA = /[\u3005\u4E00-\u9FFF\u30A1-\u30FA\u30FC]/u;

/**
 * The most common Chinese family names (simplified and traditional forms), which let a name be read inside a run of
 * hanzi (`我和王伟先生`), where nothing else marks where it starts. A family name alone (`陈老师`) is not reported.
 */
const CHINESE_FAMILY_NAMES =
  '王李张張刘劉陈陳杨楊黄黃赵趙吴吳周徐孙孫马馬朱胡郭何高林罗羅郑鄭梁谢謝宋唐许許韩韓冯馮邓鄧曹彭曾肖蕭田董袁潘于蒋蔣蔡余杜叶葉程苏蘇魏吕呂丁任沈姚卢盧姜崔钟鍾谭譚陆陸汪范金石廖贾賈夏韦韋付方白邹鄒孟熊秦邱江尹薛闫閻段雷侯龙龍史陶黎贺賀顾顧毛郝龚龔邵万萬钱錢严嚴覃武戴莫孔向汤湯';
/** Chinese honorifics, which follow a family name and a given name inside a run of hanzi. */
const CHINESE_HONORIFICS = '(?:先生|女士|小姐|老师|老師|同学|同學|医生|醫生|教授|经理|經理)';
const CHINESE_NAME_BEFORE_HONORIFIC = new RegExp(`([${CHINESE_FAMILY_NAMES}][\\u4E00-\\u9FFF]{1,2})(?=${CHINESE_HONORIFICS})`, 'gu');
/** Hiragana or katakana: the text is Japanese. */
const KANA = /[\u3041-\u3096\u30A1-\u30FA]/u;

/** Introductions in Chinese and Japanese: `我叫`, `我是`, `姓名：`, `名前：`, `私は`, `担当：`. */
const INTRODUCED = new RegExp(
  `(?:我叫|我是|名叫|叫做|姓名[:：]?[ \\u3000]?|名字[:：][ \\u3000]?|联系人[:：][ \\u3000]?|聯絡人[:：][ \\u3000]?|名前[:：は][ \\u3000]?|氏名[:：][ \\u3000]?|私は|担当[:：][ \\u3000]?)(${NAME})(?=$|[^\\u3041-\\u3096\\u30A1-\\u30FA\\u30FC\\u4E00-\\u9FFF]|です|でございます|と申します|。|，|、)`,
  'gu',
);

/** A Korean full name in a sentence of another language (`I spoke to 송아라`), checked by ../../ner/korean-names.ts. */
const HANGUL_RUN_IN_OTHER_TEXT = /([\uAC00-\uD7A3]{1,2} ?[\uAC00-\uD7A3]{2})(?![\uAC00-\uD7A3])/gu;

/**
 * A name in a sentence of another language: a CJK run standing alone between spaces or punctuation. Where it starts
 * (after the space or line break a trigger phrase ends in) is `triggerBefore`'s check, not a leading lookbehind, which
 * the regex engine would evaluate at every position of the text.
 */
const RUN_IN_OTHER_TEXT = new RegExp(`(${NAME})(?!${CJK})`, 'gu');

/** Japanese `です` and the like after a name read as a whole run: left out of it. */
const COPULA_AT_END = /(?:です|でした|と申します|でございます)$/u;

const candidate = (start: number, name: string, pattern: string): Candidate => ({ start, end: start + name.length, score: CJK_NAME, pattern });

/** Whether a text holds a character of these scripts at all: most texts that reach the finder hold none (an em dash, emoji). */
const HAN_OR_KANA_ANYWHERE = /[\u3041-\u30FA\u4E00-\u9FFF]/u;
const HANGUL_ANYWHERE = /[\uAC00-\uD7A3]/u;
const LATIN_LETTER = /[A-Za-z]/;

export function findCjkNames(text: string): Candidate[] {
  const out: Candidate[] = [];
  const han = HAN_OR_KANA_ANYWHERE.test(text);
  // The trigger phrases are words of languages written in Latin letters (../person/triggers.ts).
  const triggers = LATIN_LETTER.test(text);
  if (han) {
    if (KANA.test(text)) {
      for (const m of text.matchAll(BEFORE_HONORIFIC)) {
        // Not inside a run of Han characters or katakana; a Japanese particle may stand before the name.
        if (m.index > 0 && HAN_OR_KATAKANA.test(text[m.index - 1]!)) continue;
        const name = m[1]!;
        if (!NOT_NAMES.has(name.replace(/[ \u3000]/gu, ''))) out.push(candidate(m.index, name, 'cjk-honorific'));
      }
    }
    for (const m of text.matchAll(CHINESE_NAME_BEFORE_HONORIFIC)) {
      if (!NOT_NAMES.has(m[1]!)) out.push(candidate(m.index, m[1]!, 'cjk-honorific'));
    }
    for (const m of text.matchAll(INTRODUCED)) {
      const name = m[1]!.replace(COPULA_AT_END, '');
      if (name.length >= 2 && !NOT_NAMES.has(name)) out.push(candidate(m.index + m[0].length - m[1]!.length, name, 'cjk-introduced'));
    }
    if (triggers) {
      for (const m of text.matchAll(RUN_IN_OTHER_TEXT)) {
        if (triggerBefore(text, m.index) === undefined || NOT_NAMES.has(m[1]!)) continue;
        out.push(candidate(m.index, m[1]!, 'cjk-after-trigger'));
      }
    }
  }
  if (triggers && HANGUL_ANYWHERE.test(text)) {
    for (const m of text.matchAll(HANGUL_RUN_IN_OTHER_TEXT)) {
      if (triggerBefore(text, m.index) !== undefined && koreanFullName(m[1]!)) out.push(candidate(m.index, m[1]!, 'korean-after-trigger'));
    }
  }
  return out;
}
