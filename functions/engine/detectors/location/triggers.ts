/**
 * Phrases after which a name is a place: "lives in", "based in", "moved here from", "arrived at", "travelling to",
 * "the office in". Each names a residence or a movement, so the next name is a locality even when no gazetteer
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
];
