/**
 * The word lists and name shapes the address finders share.
 */

/**
 * Street types of USPS Publication 28, Appendix C1 (singular and plural), and the common Royal Mail and Australia Post
 * ones.
 */
export const STREET_TYPES =
  'Street|St|Avenue|Ave|Road|Rd|Drive|Dr|Lane|Ln|Boulevard|Blvd|Way|Court|Ct|Place|Pl|Terrace|Ter|Parkway|Pkwy|' +
  'Circle|Cir|Highway|Hwy|Square|Sq|Loop|Trail|Trl|Crossing|Xing|Route|Rte|Pike|Alley|Run|Row|Walk|Close|' +
  'Crescent|Cres|Mews|Gardens|Grove|Hill|Hills|Heights|Park|Point|Ridge|View|Vista|Junction|Plaza|Port|' +
  'Ranch|Ramp|Shore|Shores|Spring|Springs|Station|Summit|Track|Valley|Village|Ville|Wells|Extension|Expressway|Freeway|Flat|Flats|Cliffs|Creek|Brook|Meadow|Meadows|Orchard|Pass|Path|Bridge|Causeway|Common|Corner|Cove|Fork|Forks|Garden|Glen|Green|Harbor|Haven|Island|Isle|Lake|Lakes|Landing|Light|Lodge|Manor|Mill|Mills|Mission|Motorway|Mount|Mountain|Oval|Pines|Plains|Prairie|Rapids|Rest|Skyway|Stream|Trace|Tunnel|Turnpike|Union|Unions|Via|Well|' +
  'Crossroad|Crossroads|Curve|Dale|Dam|Divide|Estate|Estates|Falls|Ferry|Field|Fields|Ford|Fords|Forest|Forge|Forges|Gateway|Hollow|Inlet|' +
  'Knoll|Knolls|Mall|Neck|Overpass|Passage|Plain|Radial|Ridges|River|Shoal|Shoals|Spur|Underpass|Viaduct|' +
  'Parade|Esplanade|Wharf|Quay|Rise|' +
  'Annex|Arcade|Bayou|Beach|Bend|Bluff|Bluffs|Bottom|Branch|Brooks|Burg|Burgs|Bypass|Camp|Canyon|Cape|Center|Centers|' +
  'Circles|Cliff|Club|Commons|Corners|Course|Courts|Coves|Crest|Drives|Extensions|Fall|Fort|Glens|Greens|Groves|' +
  'Harbors|Islands|Junctions|Key|Keys|Lights|Loaf|Lock|Locks|Manors|Mountains|Parks|Parkways|Pine|Points|Ports|Rapid|' +
  'Roads|Squares|Stravenue|Streets|Throughway|Trafficway|Trailer|Valleys|Views|Villages|Walks|Wall|Ways|' +
  'Land|Brae|Gate|Glade|Garth|Brow|Side|Grange|Wynd|Chase|Drove|Croft|Fold|Hey|Nook|Yard|Coppice|Circuit|Promenade|Retreat|Concourse';

/** A capitalised word of a street name, or an ordinal: `Cheriton`, `O'Brien`, `St.`, `7th`. */
export const STREET_WORD = "(?:\\p{Lu}[\\p{L}\\p{M}'’.-]{0,24}|[0-9]{1,3}(?:st|nd|rd|th))";

/**
 * A lower-case particle inside a place name: `Mora de Rubielos`, `Caxias do Sul`, `Stratford upon Avon`, `Ústí nad
 * Labem`, `Turkovice u Přelouče`, `Neustadt bei Coburg`; two in a row in `Frankfurt an der Oder`.
 */
const PARTICLE = '(?:de|del|della|do|da|dos|das|di|du|des|la|le|les|van|von|der|den|am|an|im|upon|on|en|y|e|i|nad|pod|u|na|bei|ob|sur)';

/**
 * A capitalised (or all-caps, any script) place word — `FORT-DE-FRANCE`, `O'Warren`, `Brønderslev` — or a short
 * abbreviation with its dot (`St.`, `Mt.`). A dot after a longer word ends a sentence ("… New Zealand. Please").
 */
const PLACE_WORD = "(?:\\p{Lu}[\\p{L}\\p{M}'’-]{0,2}\\.|\\p{Lu}[\\p{L}\\p{M}'’-]{1,24})";

/**
 * A place name of up to four words, with particles, a Nordic postal district letter and a parenthesised name: `Mora de
 * Rubielos`, `København K`, `KRISTIANSUND N`, `Riisa (Tartu)` (not a remark: `(same as shipping)`).
 */
/**
 * Capitalised words that open the next sentence, not a place name's second word, when no full stop ends the address
 * (`… 92852 Stuttgart Ich möchte …`, `… 07314 Madrid El seguimiento …`).
 */
export const SENTENCE_OPENER = '(?:I|We|You|He|She|It|They|Please|Thanks|Ich|Wir|Sie|Er|Es|Bitte|Danke|Der|Die|Das|Je|Il|Elle|Nous|Vous|Merci|El|Los|Las|Gracias|Obrigado|Grazie)(?![\\p{L}\\p{M}])';

export const PLACE_NAME = `${PLACE_WORD}(?: (?:${PARTICLE} ){0,2}(?!${SENTENCE_OPENER})${PLACE_WORD}){0,3}(?: [A-ZÆØÅ](?![\\p{L}\\p{M}\\p{N}.]))?(?: \\(\\p{Lu}[\\p{L}\\p{M} ]{1,29}\\))?`;

/** A unit designator and its number: `Apt. 724`, `Suite 858`, `#12`, Portuguese `apto 12`, `sala 3`, German `Whg. 5`. */
export const UNIT_DESIGNATOR = '(?:Apt\\.?|Apartment|Suite|Ste\\.?|Unit|apto\\.?|Apto\\.?|sala|Sala|Whg\\.?|#) ?[0-9]{1,5}[A-Za-z]?';

/** Words that close a letter or label a field: a line starting with one is not part of an address. */
export const SIGN_OFF = '(?:Thanks|Thank|Regards|Best|Cheers|Sincerely|Mobile|Phone|Tel|Fax|Email|E-mail|Desk|Name|Date)';

/**
 * A British postcode (outward code, space, inward code): `SW1A 2AA`, `LS6 2AB`, `M1 1AE`, `EC1A 1BB` (the shapes
 * of Royal Mail's Postcode Address File: one or two letters, a digit, an optional letter or digit; a digit and two
 * letters).
 */
export const UK_POSTCODE = '[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}';

/**
 * An Irish Eircode: a routing key (a letter of the Eircode alphabet and two digits, or `D6W`), a space, and a
 * four-character unique identifier of digits and those letters: `T12 X7P4`, `D02 AF30`, `D6W 1234`.
 */
export const IE_EIRCODE = '(?:[AC-FHKNPRTV-Y][0-9]{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4}';

/**
 * A Canadian postal code (forward sortation area, space, local delivery unit), in the letters Canada Post uses:
 * `M5H 2N2`, `K1A 0B1`.
 */
export const CA_POSTCODE = '[ABCEGHJ-NPRSTVXY][0-9][ABCEGHJ-NPRSTV-Z] ?[0-9][ABCEGHJ-NPRSTV-Z][0-9]';

/**
 * A continental postcode: four or five digits (`10115`, `1620`), Portuguese `1100-048`, Brazilian `01426-001`, Polish `00-590`, Swedish,
 * Czech and Greek `111 51`, Dutch `1012 AB`.
 */
export const CONTINENTAL_POSTCODE = '(?:[0-9]{4,5}-[0-9]{3}|[0-9]{2}-[0-9]{3}|[0-9]{3} [0-9]{2}|[0-9]{4} [A-Z]{2}|[0-9]{4,5})';

/**
 * A floor, flat or door as continental Europe writes it after the house number: German `4 OG`, `Zimmer 12`, French `6
 * étage`, Dutch `2 hoog`, `1e verdieping`, Danish `2. th`, Hungarian `6.em 54 ajtó`, Spanish `2º Dcha.` (`2o Dcha.`
 * once normalised), `Bajo A`, `s/n`, Portuguese `3º Esq.`, `R/C`, Italian `Piano 8`, `Int. 4`, Polish `m. 12`, Swedish `Lgh. 1102`, Norwegian
 * `Leil. 435`, `Oppgang B`, Greek `Διαμ. 1`, `4ος` (`4oς` once its look-alike letter is folded), Finnish `C 20`, Dutch `II`.
 */
export const LOCAL_UNIT =
  '(?:(?:Appartamento|Apartamento|Piano|Interno|Int\\.|Scala|Zimmer|Lgh\\.?|Hus|Leil\\.?|m\\.|Casa|Lote|Quadra|Bloco|Bloque|Piso|' +
  'Puerta|Escalera|Esc\\.|Dpto\\.?|Depto\\.?|Stiege|Tür|Top|Bus|bus|Bte|bte|Διαμ\\.|Γρ\\.) ?[0-9]{1,4}[A-Za-z]?|Oppgang [A-Z]|' +
  '[0-9]{1,2}(?:\\.|º|ª|°|e|o|a)? ?(?:OG|Stock|étage|hoog(?: achter| voor)?|verdieping|th|tv|mf|sal|em(?: [0-9]{1,3} ajtó)?|piso|andar|' +
  'Esq\\.?|Dto\\.?|Drt\\.?|Izda\\.?|Dcha\\.?|[A-H])|Bajo(?: [A-H]| Izda\\.?| Dcha\\.?)?|Ático(?: [A-H])?|R\\/C|s\\/n\\.?|' +
  // A Finnish staircase (`C`, `A 5`) before a comma; a Dutch floor in Roman numerals (`818 II`) closing its part.
  '[0-9]{1,2}[οo]ς|[A-H](?: [0-9]{1,3})?(?=,)|(?:I{1,3}|IV)(?=,|[ \\t]*(?:\\n|$)))(?![\\p{L}\\p{N}])';

/**
 * Put before a house number: not a year after a word of time (`In 2019 Main Street was closed`, `since 2015`, `by
 * 1998`, `December 2019`). A house number follows `at`, `to`, `on` or a comma, not these.
 */
export const NOT_A_YEAR =
  '(?!(?<=(?:^|[^\\p{L}])(?:[Ii]n|[Ss]ince|[Bb]y|[Uu]ntil|[Tt]ill|[Dd]uring|[Bb]efore|[Aa]fter|[Cc]irca|[Ff]rom|[Ss]ummer|[Ww]inter|[Ss]pring|[Aa]utumn|[Ff]all|' +
  'January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\\.? )(?:19|20)[0-9]{2}(?![0-9]))';
