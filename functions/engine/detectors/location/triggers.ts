/**
 * Phrases after which a name is a place: "lives in", "based in", "moved here from", "arrived at", "travelling to",
 * "the office in", and their like in French, German, Spanish, Portuguese, Italian and Dutch ("habite à", "wohnt in",
 * "vivo en", "moro em", "abito a", "woont in"). Each names a residence or a movement, so the next name is a locality even when no gazetteer
 * knows it (most villages and suburbs). Generic `in`/`at`/`to` alone are not triggers: "in January", "at Google"
 * and "to Alice" are not places.
 */
export const TRIGGERS = [
  '(?:live|lives|living|lived|based|born|located|situated|staying|stayed|residing|reside|resides|raised|settled|headquartered|stationed|resident|vacation|holiday|holidays) in',
  "(?:i am|I am|i'm|I'm|we are|we're|currently|now|here) in",
  '(?:moved|move|moving|relocated|relocating|travel|travelling|traveling|travelled|traveled|flew|fly|flying|drove|driving|going|went|returned|returning|return|came|come|comes|coming|heading|headed|emigrated|immigrated|originally|arrived|arriving|arrive|escaped|fled|commute|commuting|trip|flight|flights|ticket|tickets|visit|visiting|visited|welcome)(?: here| back| over| down| up| all the way| straight)? (?:from|to|in|at)',
  '(?:street|streets|office|offices|branch|campus|headquarters|hotel|airport|station|city|town|village|suburb|district|province|county|region|area|neighbourhood|neighborhood|outskirts|suburbs|centre|center) (?:in|of)',
  'originally from',
  'native of',
  // French, German, Spanish, Portuguese, Italian and Dutch: lives in, born in, moved to, comes from.
  '(?:habite|habites|habitons|habitez|habitent|vis|vit|vivons|vivez|vivent|réside|résident|résidez|né|née|nés|nées|installé|installée|installés|déménagé|déménagée|basé|basée|basés|situé|située) (?:à|au|en)',
  // German capitalises every noun: only phrases a common noun rarely follows (not `lebe in Armut`, `komme aus
  // Versehen`, `zog nach Hause`).
  '(?:wohne|wohnst|wohnt|wohnen|wohnte|geboren|aufgewachsen|ansässig) in',
  'umgezogen nach',
  '(?:stamme|stammt|stammen) aus',
  '(?:vivo|vives|vive|vivimos|viven|vivía|resido|reside|residen|nací|nació|nacido|nacida|radicado|radicada) en',
  '(?:mudé|mudó|mudamos|mudaron) a',
  '(?:moro|mora|moramos|moram|resido|reside|nasci|nasceu|nascido|nascida) (?:em|no|na)',
  '(?:mudei|mudou|mudamos|mudaram)(?:-se)? para',
  '(?:abito|abita|abitiamo|abitano|vivo|vive|viviamo|vivono|risiedo|risiede|nato|nata|trasferito|trasferita) (?:a|in)',
  '(?:woon|woont|wonen|woonde|geboren|verhuisd|verhuisde) (?:in|naar)',
];
