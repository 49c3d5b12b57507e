/**
 * Word lists of the topic analyzer (../terms.ts): English stop words (the usual function words of IR stop lists,
 * e.g. the SMART list's core, plus chat fillers), Korean particles (josa) and function words, and everyday words
 * that count half. Data, kept apart from code so its size is visible (test/lib/bundle-budget.test.ts).
 */

export const EN_STOP = new Set(
  (
    'a about above after again against all am an and any are as at be because been before being below between ' +
    'both but by can could did do does doing down during each few for from further had has have having he her ' +
    'here hers herself him himself his how i if in into is it its itself just me more most my myself no nor not ' +
    'now of off on once only or other our ours ourselves out over own same she should so some such than that the ' +
    'their theirs them themselves then there these they this those through to too under until up very was we ' +
    'were what when where which while who whom why will with would you your yours yourself yourselves please ' +
    'tell give want need like also get let us may might must shall im ive dont cant'
  ).split(' '),
);

/**
 * Everyday words and endings that carry little topic: they still count, at half weight, so that "Which shoes
 * should I buy this year?" is not taken for "Which stocks should I buy this year?". English: frequent verbs,
 * time words and evaluative adjectives; Korean: the bigrams of polite request and question endings
 * (해주세요, 할까요, 어떻게, 있나요, …) that nearly every Korean prompt contains.
 */
export const COMMON_TERMS = new Set(
  (
    'year day week month time today tomorrow yesterday next last new old good best better great bad big small ' +
    'make made get got go going know think take see come look use find work call try ask help show buy sell pay ' +
    'thing way people person one two first lot many much little right wrong sure really well write say said ' +
    '해주 주세 세요 할까 을까 어떻 떻게 합니 니다 습니 있나 나요 는데 해요 하는 하고 해서 했어 있어 없어 좋을 ' +
    '싶어 알려 려주 이번 어느 누구 무엇 하나 하면 해도 될까 좋은 지금 오늘 내일 요즘 올해 다음 그냥 정말 진짜 많이'
  ).split(' '),
);

/** Particles, longest first (Standard Korean Language Dictionary, 「조사」). */
export const JOSA_LONG = [
  '에서부터', '으로부터', '에게서', '한테서', '으로서', '으로써', '이라고', '이라는', '이라도',
  '에서', '에게', '한테', '께서', '까지', '부터', '으로', '처럼', '보다', '만큼', '이나', '이랑', '라고', '라는',
  '로서', '로써', '에는', '에도', '은요', '는요',
];
export const JOSA_SHORT = ['은', '는', '이', '가', '을', '를', '에', '의', '도', '만', '로', '와', '과', '나', '랑', '요'];

export const KO_STOP = new Set([
  ...JOSA_SHORT,
  '저', '제', '나', '내', '너', '우리', '저희', '당신', '그', '이것', '그것', '저것', '것', '수', '등', '및', '좀', '더', '또',
  '그리고', '그런데', '하지만', '그래서', '그러나', '또는', '혹은', '어떤', '무슨', '어떻게', '뭐', '왜', '언제', '어디',
]);

