import type { Candidate, Detector, DetectorExamples } from '../types';
import { blockComponents, lineStartOf, standsAlone } from './block';
import { BOX_WORDS, CORNER_WORDS, findBoxes, findCorners, findUnits, UNIT_WORDS } from './boxes';
import { findContinentalStreets, findFrenchStreets, findNameTypeNumber, findOpenerCommaNumber, findStreetBeforePostcode, LOWER_OPENERS } from './continental';
import { findEnglishStreets, findNumberStreetNumber } from './english';
import { occursIn, scriptsOf, streetStartsOf, wordStartsOf, type Occurs, type Scripts, type StreetFinder, type WordStarts } from './finder';
import { findChineseAddresses } from './chinese';
import { findJapaneseAddresses } from './japanese';
import { findKoreanAddresses } from './korean';
import { extend } from './tails';

/**
 * Street addresses (STREET_ADDRESS) by structure, no gazetteer. Each finder (one shape of address, in its own
 * file) reports the core of an address; the core is then extended over what follows it (./tails.ts: a unit, a
 * locality line, a postcode) and over a unit written before it (`Flat 2, 9 Kelso Place`), or split into one
 * component per line when it heads a block of lines standing on its own (./block.ts). Cores found by several finders keep the first finder's name and score: the order below.
 */
const FINDERS: readonly StreetFinder[] = [
  findCorners,
  findEnglishStreets,
  findContinentalStreets,
  findFrenchStreets,
  findNameTypeNumber,
  findOpenerCommaNumber,
  findStreetBeforePostcode,
  findBoxes,
  findNumberStreetNumber,
  findUnits,
  findKoreanAddresses,
  findJapaneseAddresses,
  findChineseAddresses,
];

/** The keyword lists the finders ask about (`StreetStarts.occurs`), answered by the analyzer's keyword pass. */
const STREET_KEYWORDS = [BOX_WORDS, UNIT_WORDS, CORNER_WORDS, LOWER_OPENERS];

/** A bare "postcode + street line" pair that ends its sentence: `…is at 17151 2450 Crown St`. */
const CLOSES_SENTENCE = /^(?:[ \t]*(?:$|\n|[.!?;])| St\.)/u;
const LEADING_POSTCODE = /^[0-9]{3,6} (?=[^\n]*[0-9])/u;
/** A unit written before the house number, as in British and Australian addresses: `Flat 2, 9 Kelso Place`. */
const LEADING_UNIT = /(?<![\p{L}\p{N}])(?:Flat|Apartment|Apt\.?|Unit|Suite|Ste\.?) ?[0-9]{1,5}[A-Za-z]?,? $/u;

/**
 * Every address in `text`. `starts`, `scripts`, `occurs`: the text's word starts, scripts and keyword answers (the
 * text index's; by default their plain references, `wordStartsOf`, `scriptsOf` and `occursIn`).
 */
export function findAddresses(
  text: string,
  starts: WordStarts = wordStartsOf(text),
  scripts: Scripts = scriptsOf(text),
  occurs: Occurs = occursIn(text),
): Candidate[] {
  const shared = streetStartsOf(text, starts, scripts, occurs);
  const cores: Candidate[] = [];
  for (const find of FINDERS) for (const c of find(text, shared)) cores.push(c);
  const out: Candidate[] = [];
  if (cores.length === 0) return out;
  cores.sort((a, b) => a.start - b.start || b.end - a.end);
  let covered = -1;
  for (const c of cores) {
    if (c.start < covered) continue;
    const lineStart = c.pattern !== 'corner' && c.pattern !== 'unit' ? lineStartOf(text, c.start) : -1;
    if (lineStart >= 0) {
      const parts = blockComponents(text, c.start, c.end, c.score, c.pattern, standsAlone(text, lineStart, c.start));
      out.push(...parts);
      covered = Math.max(c.end, ...parts.map((p) => p.end));
      continue;
    }
    const end = c.pattern === 'corner' ? c.end : extend(text, c.end);
    const unit = c.pattern === 'corner' || c.pattern === 'unit' ? null : LEADING_UNIT.exec(text.slice(Math.max(0, c.start - 20), c.start));
    const start = unit ? c.start - unit[0].length : c.start;
    // The unit may have been found on its own (`Apartment 12`): it is now part of this address.
    if (unit && out.at(-1)?.pattern === 'unit' && out.at(-1)!.start >= start) out.pop();
    // A core no tail extended, followed by the end of its sentence, may be a postcode and a street line with its
    // own house number: two components.
    const lead = end === c.end && c.pattern !== 'corner' && CLOSES_SENTENCE.test(text.slice(c.end, c.end + 4)) ? LEADING_POSTCODE.exec(text.slice(c.start, c.end)) : null;
    if (lead) out.push({ ...c, start, end: c.start + lead[0].length - 1 }, { ...c, start: c.start + lead[0].length });
    else out.push({ ...c, start, end });
    covered = end;
  }
  return out;
}

export const streetAddress: Detector = {
  id: 'street-address',
  entity: 'STREET_ADDRESS',
  // Every shape holds a digit (a house number, a box or postcode), and a capital or, in Korean and Japanese, a
  // character outside ASCII.
  requires: { minDigitRun: 1, anyOf: [{ upper: true }, { nonAscii: true }] },
  finderKeywords: STREET_KEYWORDS,
  patterns: [],
  find: (text, f) =>
    findAddresses(text, f.wordStarts, { hangul: f.hasHangul, nonAsciiOutsideHangul: f.hasNonAsciiOutsideHangul }, (list) => f.containsAny(list)),
  context: [
    'address', 'live at', 'lives at', 'located at', 'ship to', 'send to', 'deliver to', 'return to', '주소',
    // "Address" in German, French, Dutch, Polish, Swedish, Spanish, Portuguese, Italian and Finnish.
    'anschrift', 'adres', 'dirección', 'direccion', 'endereço', 'morada', 'indirizzo', 'osoite',
  ],
};

/** streetAddress's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const streetAddressExamples = (): DetectorExamples => ({
  positive: [
    { text: 'Ship it to 1737 Cheriton Dr, Apt. 724 please.', values: ['1737 Cheriton Dr, Apt. 724'] },
    { text: 'Ship it to 1737 Cheriton Dr, Apartment 724. April is fine.', values: ['1737 Cheriton Dr, Apartment 724'] },
    { text: 'We moved to Flat 2, 9 Kelso Place, Edinburgh EH3 7RD last year.', values: ['Flat 2, 9 Kelso Place, Edinburgh EH3 7RD'] },
    { text: 'Apartment 12, 40 Harbour Street, Glasgow G1 1AA', values: ['Apartment 12, 40 Harbour Street, Glasgow G1 1AA'] },
    { text: 'Your parcel to 221B Baker Street, London NW1 6XE has shipped.', values: ['221B Baker Street, London NW1 6XE'] },
    { text: 'She lives at 18 Ashgrove Terrace, Cork T12 X7P4.', values: ['18 Ashgrove Terrace, Cork T12 X7P4'] },
    { text: 'Our office: 3654 Brixtonlaan 380 today', values: ['3654 Brixtonlaan 380'] },
    { text: 'Meet me at P.O. Box 149 tomorrow', values: ['P.O. Box 149'] },
    { text: 'Please return to 56 Rua Cyro Franco 1213\nGRASSE, PA 39551\nThanks', values: ['56 Rua Cyro Franco 1213\nGRASSE, PA 39551'] },
    { text: 'to 1987 74 Diakou Street\n Suite 680\n Kissousa\n Cyprus 36903? I', values: ['1987 74 Diakou Street\n Suite 680\n Kissousa\n Cyprus 36903'] },
    { text: 'He lives at 221 Baker Street.', values: ['221 Baker Street'] },
    { text: 'Address: 19902 Dobrovského 1394 Apt. 066\nSt Georges, QC 54256', values: ['19902 Dobrovského 1394 Apt. 066\nSt Georges, QC 54256'] },
    { text: 'The restaurant is at 17151 2450 Crown St', values: ['17151', '2450 Crown St'] },
    { text: 'Regards\n\n20789 Allika 46\n Suite 501\n Riisa\n\n Estonia 62488', values: ['20789', 'Allika 46', 'Suite 501', 'Riisa', 'Estonia', '62488'] },
    { text: 'it is the corner of Dalbraut 99 and Frederikke Coves', values: ['the corner of Dalbraut 99 and Frederikke Coves'] },
    { text: "I'll meet you at 63 Avenue du Golf Arabe Suite 910\nHellendoorn, OV 21072 after the concert.", values: ['63 Avenue du Golf Arabe Suite 910\nHellendoorn, OV 21072'] },
    // A block right under a letterhead's lines is one address; standing alone (above) it is one span per line.
    { text: 'Jane Roe\nAcme Corp\n1317 Kimberly Way\n Apt. 962\n Grand Rapids\n United States 21959\nMobile: 555 0100', values: ['1317 Kimberly Way\n Apt. 962\n Grand Rapids\n United States 21959'] },
    { text: 'Address:\nPSC 5217, Box 4854\nAPO AP 43617.', values: ['PSC 5217, Box 4854\nAPO AP 43617'] },
    { text: 'Note:\n\n19902 Dobrovského 1394\nSt Georges, QC 54256', values: ['19902 Dobrovského 1394\nSt Georges, QC 54256'] },
    { text: 'Ship to:\n- 4844 Søndergade 52\n- Apt. 656\n- København K\n- Denmark 35018', values: ['4844', 'Søndergade 52', 'Apt. 656', 'København K', 'Denmark', '35018'] },
    { text: 'Please return to 72134 Coronilla 3599\nNijmegen\n, GE\n Netherlands 62971 in case of an issue', values: ['72134 Coronilla 3599\nNijmegen\n, GE\n Netherlands 62971'] },
    { text: 'Taxi to 124 67 Devon Street West\n Suite 240\n West Brook\n New Zealand. Please call.', values: ['124 67 Devon Street West\n Suite 240\n West Brook\n New Zealand'] },
    { text: 'It is 91211 Koepenicker Str. 74, Berlin', values: ['91211 Koepenicker Str. 74, Berlin'] },
    { text: "We're at 9243 Avenue d'Ouchy 109 now", values: ["9243 Avenue d'Ouchy 109"] },
    { text: 'Meet you at USS Mahler\nFPO AA 70489 after the concert.', values: ['USS Mahler\nFPO AA 70489'] },
    { text: 'The bus drops you off at 077 Příční 1429 St.', values: ['077', 'Příční 1429'] },
    { text: 'Go to 12 Tungata Crossroad today', values: ['12 Tungata Crossroad'] },
    { text: 'Write to 10 Downing Street, London SW1A 2AA today', values: ['10 Downing Street, London SW1A 2AA'] },
    { text: 'Our office:\n\n14 Park Row\nLeeds\nLS1 5HD', values: ['14 Park Row', 'Leeds', 'LS1 5HD'] },
    { text: 'Sie wohnt in der Hauptstraße 5, 10115 Berlin seit Mai', values: ['Hauptstraße 5, 10115 Berlin'] },
    { text: 'Envoyez-le au 8 rue de la Paix, 75002 Paris avant lundi', values: ['8 rue de la Paix, 75002 Paris'] },
    { text: 'A morada é Rua Augusta 27, 1100-048 Lisboa.', values: ['Rua Augusta 27, 1100-048 Lisboa'] },
    { text: 'Sie wohnt in der Hauptstraße 5, 15230 Frankfurt an der Oder seit Mai', values: ['Hauptstraße 5, 15230 Frankfurt an der Oder'] },
    { text: 'Ship to Søndergade 52, 1620 København V please', values: ['Søndergade 52, 1620 København V'] },
    { text: 'Send it to Hauptstraße 12, Neustadt bei Coburg.', values: ['Hauptstraße 12, Neustadt bei Coburg'] },
    { text: 'Adresse : 14 avenue des Champs-Élysées, 75008 Paris', values: ['14 avenue des Champs-Élysées, 75008 Paris'] },
    { text: 'Billing address: 105 bis place du Moulin Please send it.', values: ['105 bis place du Moulin'] },
    { text: 'Adres: ul. Marszałkowska 10/4, 00-590 Warszawa', values: ['ul. Marszałkowska 10/4, 00-590 Warszawa'] },
    { text: 'Adress: Drottninggatan 5, 111 51 Stockholm', values: ['Drottninggatan 5, 111 51 Stockholm'] },
    { text: 'Osoite: Mannerheimintie 10 A 5, 00100 Helsinki', values: ['Mannerheimintie 10 A 5, 00100 Helsinki'] },
    { text: 'Endereço: Rua Oscar Freire 379, apto 12, São Paulo - SP, 01426-001', values: ['Rua Oscar Freire 379, apto 12, São Paulo - SP, 01426-001'] },
    { text: 'Indirizzo: Corso Buenos Aires 23, 20124 Milano MI', values: ['Corso Buenos Aires 23, 20124 Milano MI'] },
    { text: 'My address: 77 Queen Street West, Toronto, ON M5H 2N2', values: ['77 Queen Street West, Toronto, ON M5H 2N2'] },
    { text: 'Address: 12 Rosemary Lane, Dublin 8, Ireland', values: ['12 Rosemary Lane, Dublin 8, Ireland'] },
    { text: 'The office is at 475 Breivangvegen 38 Suite 490\nKRISTIANSUND N\n, MR\n Norway 61682', values: ['475 Breivangvegen 38 Suite 490\nKRISTIANSUND N\n, MR\n Norway 61682'] },
    { text: 'Please ship it to 767 Johann Loaf, South Arnold, KS 47651-2458.', values: ['767 Johann Loaf, South Arnold, KS 47651-2458'] },
    { text: 'Address:\n2401 Raleigh Lodge, Apt. 392\nDandrehaven, PE R5M 1B8', values: ['2401 Raleigh Lodge, Apt. 392\nDandrehaven, PE R5M 1B8'] },
    { text: 'Address:\n158 Cooper Loop, Suite 599\nWest Oliverside, QLD 4075', values: ['158 Cooper Loop, Suite 599\nWest Oliverside, QLD 4075'] },
    { text: 'Address:\n275 Heller Plains, Apt. 857\nLake Athena\nD89 YW64', values: ['275 Heller Plains, Apt. 857\nLake Athena\nD89 YW64'] },
    { text: 'Liana Schäning\nKiesweg 93c\n49421 Lucadorf', values: ['Kiesweg 93c\n49421 Lucadorf'] },
    { text: 'Bitte an Heidestr. 80c, 4 OG, 17365 Neustadt senden.', values: ['Heidestr. 80c, 4 OG, 17365 Neustadt'] },
    { text: 'Ship to Rævevej 72B, 2. th, 4176 Stoholm please', values: ['Rævevej 72B, 2. th, 4176 Stoholm'] },
    { text: 'Ship to Váci körút 12, 4.em 38 ajtó, 1080 Budapest please', values: ['Váci körút 12, 4.em 38 ajtó, 1080 Budapest'] },
    { text: 'Mi dirección es Calle Mayor, 5, 2º Dcha., 28013 Madrid.', values: ['Calle Mayor, 5, 2º Dcha., 28013 Madrid'] },
    { text: 'Ship to Maries Väg 570, Lgh. 1102, 68699 Norrsås today', values: ['Maries Väg 570, Lgh. 1102, 68699 Norrsås'] },
    { text: 'Please ship the order to 4 Rue du Bac, 83519 Versailles.', values: ['4 Rue du Bac, 83519 Versailles'] },
    { text: 'Envoyez-le au 120 Voie Joubert, 8 étage, 52436 Rueil-Malmaison', values: ['120 Voie Joubert, 8 étage, 52436 Rueil-Malmaison'] },
    { text: 'Entrega em Rua Elisa 12, Casa 2, 25409-400 Franco da Rocha.', values: ['Rua Elisa 12, Casa 2, 25409-400 Franco da Rocha'] },
    { text: 'Dostawa: os. Tarnowskiego 49a, m. 165, 41-031 Olsztynek.', values: ['os. Tarnowskiego 49a, m. 165, 41-031 Olsztynek'] },
    { text: 'My address is Holubinková 6, Apt. 422, 14052 Bakov nad Jizerou', values: ['Holubinková 6, Apt. 422, 14052 Bakov nad Jizerou'] },
    { text: 'We moved to Oberbödenalm 2, 5914 Dietach last week', values: ['Oberbödenalm 2, 5914 Dietach'] },
    { text: 'Please ship the order to Juhakuja 833, C, 53812 Lahti.', values: ['Juhakuja 833, C, 53812 Lahti'] },
    { text: 'Titus Zipse\nHermann-Löns-Gasse 27c\n3475 Deutsch-Wagram', values: ['Hermann-Löns-Gasse 27c\n3475 Deutsch-Wagram'] },
    { text: 'Ship to Martin-Buber-Str. 581, 84236 Neustadt.', values: ['Martin-Buber-Str. 581, 84236 Neustadt'] },
    { text: 'Evy Cornelissen\nSenndijk 633 II\n3949 ZA Sleggedonk', values: ['Senndijk 633 II\n3949 ZA Sleggedonk'] },
    { text: 'Billing address: Nytorv 12, 2881 Lyngby (same as shipping)', values: ['Nytorv 12, 2881 Lyngby'] },
    { text: 'We moved to Πλ. Θεοδοσίου 5, 4ος, 448 55 Καλύβια last week', values: ['Πλ. Θεοδοσίου 5, 4ος, 448 55 Καλύβια'] },
    { text: 'My address is Cours du Marché 322 bis, 2 étage, 4145 Brunehaut, Belgique', values: ['Cours du Marché 322 bis, 2 étage, 4145 Brunehaut, Belgique'] },
    { text: '配送先: 〒797-6913, 群馬県菜々子村9丁目1番9号 寺田388号室. よろしく', values: ['〒797-6913, 群馬県菜々子村9丁目1番9号 寺田388号室'] },
    { text: '住所:\n〒261-2916\n埼玉県東堀内区3丁目2番6号', values: ['〒261-2916\n埼玉県東堀内区3丁目2番6号'] },
    { text: '주소: 전라남도 고창군 학송7길 626 아파트 181동, 42210', values: ['전라남도 고창군 학송7길 626 아파트 181동, 42210'] },
    // A year after the address is no postcode.
    { text: 'We lived at 12 Oak Street, Springfield, 1999 to 2003.', values: ['12 Oak Street, Springfield'] },
    { text: 'Adresse: Hauptstraße 5, 10115 Berlin, 2019', values: ['Hauptstraße 5, 10115 Berlin'] },
    // A field label on the next line is not a town.
    { text: 'Address: Kerkweg 83\nPresenting complaint: migraines.', values: ['Kerkweg 83'] },
    { text: 'Address: 6212 Larkspur Boulevard, Suite 16, Montreal\nFamily history: asthma.', values: ['6212 Larkspur Boulevard, Suite 16, Montreal'] },
    { text: '배송지: 서울특별시 강남구 테헤란로 123, 5층', values: ['서울특별시 강남구 테헤란로 123'] },
    { text: '주소는 성남시 분당구 판교역로 235번길 10 입니다. 예전 주소는 강남구 역삼동 737-32', values: ['성남시 분당구 판교역로 235번길 10', '강남구 역삼동 737-32'] },
    { text: '주소: 세종대로 209', values: ['세종대로 209'] },
    { text: '배송지는 경기도 수원시 영통구 광교로 145, 301동 1202호입니다.', values: ['경기도 수원시 영통구 광교로 145, 301동 1202호'] },
    { text: '〒100-0001 東京都千代田区千代田1-1 までお送りください', values: ['〒100-0001 東京都千代田区千代田1-1'] },
    { text: '住所は大阪府大阪市北区梅田3丁目1番1号です', values: ['大阪府大阪市北区梅田3丁目1番1号'] },
    { text: '我的地址是北京市朝阳区建国路88号5栋1201室，谢谢', values: ['北京市朝阳区建国路88号5栋1201室'] },
    { text: '寄到 518057 广东省深圳市南山区科技园路1号 就可以', values: ['518057 广东省深圳市南山区科技园路1号'] },
    { text: '地址：台北市中山區中山北路3段25號', values: ['台北市中山區中山北路3段25號'] },
  ],
  negative: [
    '세 번째로 3개를 샀다',
    '그 정도로 10번은 말했어요',
    '東京都の人口は1400万人です',
    '他是3号选手，走这条路2次',
    'Call me on 020 7946 0958',
    'date of birth: 23 November 1946\nPick-up address follows',
    'Outbound on 4 Mar 1976.\nThe rental car is booked.',
    'The 5G Network Street party is on.',
    'Springfield 2 boxes, Oak Ave 40 minutes away',
    'Upgrade to Windows 10, 2024 Edition first',
    'In 2019 Main Street was closed for repairs.',
    'In December 2019 Baker Street station closed.',
    'Chapter 3, 12345 Words To Go',
    'We sold 12 A 5 times; send 10/4 units, 5 boxes',
    'We finished in 2 place Overall and took 3 route Options',
    'See Guilty Pleasures: 5 Musicians Of The 70s', 'USS Enterprise 1701 was a ship', 'We sold 12 Red Apples', 'Chapter 3 Review Questions', 'version 2 Way Forward', 'the street is long', 'Windows 10 and Office 365', 'pages 12, 13 and 14'],
});
