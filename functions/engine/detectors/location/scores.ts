/**
 * The scores of the LOCATION finders (before context words). A place named by the gazetteer is a weak
 * quasi-identifier on its own (0.5: a policy enables LOCATION when it wants places masked); a name of several words
 * is less often something else (`Tristan da Cunha`, which a person finder would also read as a name, vs `Jersey`),
 * and a name after a residence or movement phrase is a place even when no gazetteer knows it (0.55).
 */
export const GAZETTEER_NAME = 0.5;
export const GAZETTEER_NAME_OF_SEVERAL_WORDS = 0.55;
export const PLACE_AFTER_TRIGGER = 0.55;
/** `서울특별시 강남구 역삼동`: Korean divisions from the largest down, two or more. */
export const KOREAN_PLACES = 0.6;
