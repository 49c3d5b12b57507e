/**
 * Phrases after which a name is a place: "lives in", "based in", "grew up in", "passed away in", "moved here from",
 * "relocated the team to", "arrived at", "travelling to", "the office in", "hotels in", "a conference in", and their like in French, German, Spanish, Portuguese, Italian and Dutch ("habite à", "wohnt in",
 * "vivo en", "moro em", "abito a", "woont in"). Each names a residence or a movement, so the next name is a locality even when no gazetteer
 * knows it (most villages and suburbs). Generic `in`/`at`/`to` alone are not triggers: "in January", "at Google"
 * and "to Alice" are not places.
 */
export const TRIGGERS = [
  '(?:live|lives|living|lived|based|born|located|situated|staying|stayed|residing|reside|resides|raised|settled|headquartered|stationed|resident|vacation|holiday|holidays) in',
  // Life events: "grew up in", "passed away in", "died in", "buried in", "married in", "retired to".
  '(?:grew up|grow up|growing up|passed away|died|buried|married|retired|retiring) (?:in|to)',
  "(?:i am|I am|i'm|I'm|we are|we're|currently|now|here) in",
  '(?:moved|move|moves|moving|relocated|relocate|relocates|relocating|travel|travels|travelling|traveling|travelled|traveled|flew|fly|flies|flying|drove|drive|drives|driving|going|went|returned|returning|return|returns|came|come|comes|coming|heading|heads|headed|emigrated|immigrated|originally|arrived|arriving|arrive|arrives|escaped|fled|commute|commutes|commuted|commuting|trip|trips|flight|flights|ticket|tickets|train|trains|bus|buses|ferry|visit|visiting|visited|welcome)(?: here| back| over| down| up| all the way| straight)? (?:from|to|in|at)',
  // Where someone writes or calls from (not "writing to", which names a person as often).
  '(?:writing|calling|texting|messaging) (?:you )?from',
  // A movement with its object: "relocated the team to", "moved us to", "sent him to".
  '(?:moved|move|moving|relocated|relocate|relocating|transferred|transfer|sent|send|took|take|bring|brought) (?:the team|the office|the company|the family|my family|our family|our team|us|them|him|her|me) (?:from|to)',
  '(?:street|streets|office|offices|branch|campus|headquarters|hotel|hotels|hostel|hostels|restaurant|restaurants|apartment|apartments|flat|flats|airport|station|city|town|village|suburb|district|province|county|region|area|neighbourhood|neighborhood|outskirts|suburbs|centre|center) (?:in|of)',
  // What happens somewhere: "a conference in", "the weather in", "a festival in".
  '(?:conference|conferences|summit|festival|concert|exhibition|weather|temperature|temperatures) (?:in|at)',
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

/**
 * Phrases after a name that make it a place: "X is a small town", "X is a city in …", "Is X worth visiting?". A
 * person is not "a town", nor worth visiting; "a city bank" or "a town councillor" is no such phrase (the noun ends
 * the clause or a preposition follows it).
 */
export const PLACE_BEFORE = [
  "(?:is|was|'s) (?:a|an|the) (?:(?:small|little|tiny|big|large|quiet|busy|lovely|beautiful|pretty|charming|historic|coastal|seaside|market|university|mining|fishing|former|medieval|sleepy|rural|industrial|major|capital) ){0,2}(?:town|city|village|hamlet|suburb|municipality|borough|commune|port|resort)(?=[ \\t]*(?:[.,;:!?)\\n]|$)|[ \\t]+(?:in|on|of|near|with|by|that|where|which|and|but|known|famous|located|about|north|south|east|west|just|close|outside|between|along)(?![A-Za-z]))",
  'worth (?:visiting|a visit|seeing|the trip|a trip|the detour)',
];
