/**
 * The scores of the STREET_ADDRESS finders (before context words). A house number with an English or French
 * street type, a PO box or a postcode-anchored address is an address on its face (0.6); the looser shapes — a
 * continental street word, a name with a lower-case street type, number-words-number, a unit designator alone —
 * just reach the default threshold (0.5).
 */
export const STRUCTURED = 0.6;
export const LOOSE = 0.5;
/** A shape that is an address only when a context word (`address`, `주소`) stands near it: 0.3 + the 0.35 boost. */
export const WITH_CONTEXT = 0.3;
