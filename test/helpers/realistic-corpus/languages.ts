/**
 * Prompts in Korean, in Korean mixed with English, and in French, German, Spanish and Portuguese: support
 * messages, chat requests, meeting and HR notes, medical and travel text, with names, places and identifiers
 * written as people of those languages write them.
 */
import { EN_FRAMES, identifierFrom } from './english';
import { KOREAN_CITIES, KOREAN_PUBLIC_FIGURES } from './words';
import { bag, compose, type Cast, type Identifier, type Writer } from './writer';

const units = (w: Writer, c: Cast, pool: readonly Unit[]): (() => string) => {
  const next = bag(w, pool);
  return () => next()(w, c);
};

type Frame = (v: string, w: Writer, c: Cast) => string;
type Unit = (w: Writer, c: Cast) => string;

// ---------------------------------------------------------------------------------------------------------
// Korean
// ---------------------------------------------------------------------------------------------------------

const KO_WEEKDAYS = ['월요일', '화요일', '수요일', '목요일', '금요일'];
const KO_MONTHS = ['1월', '3월', '5월', '7월', '9월', '11월'];
const KO_PRODUCTS = ['무선 이어폰', '공기청정기', '전기밥솥', '노트북 거치대', '러닝화', '유아용 카시트', '모니터', '커피머신'];
const KO_BANKS = ['국민은행', '신한은행', '우리은행', '하나은행', '카카오뱅크', '농협'];
const koCity = (w: Writer): string => w.pii('LOCATION', w.pick(KOREAN_CITIES));

export const KO_FRAMES: Partial<Record<Identifier, readonly Frame[]>> = {
  EMAIL_ADDRESS: [(x) => `제 이메일 주소는 ${x}입니다.`, (x) => `자료는 ${x}로 보내 주세요.`, (x) => `이메일: ${x}`],
  PHONE_NUMBER: [(x) => `연락처는 ${x}입니다.`, (x) => `${x}로 전화 부탁드립니다.`, (x) => `휴대폰: ${x}`, (x) => `급한 일은 ${x}로 문자 주세요.`],
  KR_RRN: [(x) => `주민등록번호: ${x}`, (x) => `본인 확인용 주민번호는 ${x} 입니다.`, (x) => `주민등록번호 ${x}로 조회가 안 됩니다.`],
  STREET_ADDRESS: [(x) => `배송지 주소: ${x}`, (x) => `${x}로 이사했습니다. 주소 변경 부탁드립니다.`, (x) => `주소: ${x}`],
  CREDIT_CARD: [(x) => `카드번호 ${x}로 결제했는데 두 번 청구됐어요.`, (x) => `결제 카드: ${x}`],
  DATE_TIME: [(x) => `생년월일: ${x}`, (x) => `${x}에 예약했습니다.`, (x) => `입사일은 ${x}입니다.`],
  KR_BRN: [(x) => `사업자등록번호: ${x}`, (x) => `세금계산서 발행용 사업자번호는 ${x}입니다.`],
  KR_BANK_ACCOUNT: [(x, w) => `환불 계좌: ${w.pick(KO_BANKS)} ${x}`, (x, w, c) => `${w.pick(KO_BANKS)} ${x} (예금주 ${w.name(c.me)})로 입금해 주세요.`],
  IP_ADDRESS: [(x) => `서버 IP ${x}에 접속이 안 됩니다.`, (x) => `방화벽에서 ${x}를 허용해 주세요.`],
  URL: [(x) => `포트폴리오 링크: ${x}`, (x) => `공유 문서는 ${x} 에 있습니다.`],
  PASSWORD: [(x) => `비밀번호를 ${x}로 바꿨는데도 로그인이 안 돼요.`],
};

const KO_SUPPORT: readonly Unit[] = [
  (w) => `지난주 ${w.pick(KO_WEEKDAYS)}에 주문한 ${w.pick(KO_PRODUCTS)}이(가) 아직 도착하지 않았습니다.`,
  (w) => `주문번호는 ${w.neg('order number')}입니다.`,
  (w) => `배송 조회를 해 보면 ${w.int(3, 12)}일째 '배송 준비 중'으로만 나옵니다.`,
  (w) => `같은 금액(${w.neg('price')})이 두 번 결제된 것 같습니다.`,
  (w) => `앱을 최신 버전(${w.neg('version')})으로 업데이트한 뒤부터 로그인이 안 됩니다.`,
  () => '교환보다는 전액 환불을 원합니다.',
  () => '상자가 찌그러진 채로 도착했고 제품 화면에 금이 가 있었습니다.',
  (w, c) => `지난번에 상담해 주신 ${w.name(c.you)}님께서 다음 날 연락 주신다고 하셨는데 아직 연락이 없습니다.`,
  (w) => `제가 ${koCity(w)}에 살고 있어서 매장 방문은 어렵습니다.`,
  () => '빠른 답변 부탁드립니다.',
  () => '택배 기사님이 연락 없이 경비실에 두고 가셨습니다.',
  () => '회원 탈퇴와 개인정보 삭제를 요청합니다.',
  (w) => `모델명은 ${w.neg('product code')}이고 구매한 지 ${w.int(2, 11)}개월 됐습니다.`,
];

const KO_CHAT: readonly Unit[] = [
  () => '이 문장을 좀 더 공손하게 바꿔 주세요.',
  (w) => `${w.int(2, 6) * 50}자 이내로 요약해 주세요.`,
  (w) => `${koCity(w)}에서 ${koCity(w)}까지 KTX로 가면 얼마나 걸리나요?`,
  (w, c) => `다음 주에 ${w.name(c.other)}님과 미팅이 있는데 준비할 자료 목록을 만들어 주세요.`,
  (w) => `자기소개서 첫 문단을 다듬어 주세요. 저는 개발자로 ${w.int(2, 15)}년 일했습니다.`,
  () => '아래 내용을 영어 이메일로 번역해 주세요.',
  () => '전세 계약 전에 꼭 확인해야 할 것들을 알려 주세요.',
  (w) => `${w.neg('public figure', w.pick(KOREAN_PUBLIC_FIGURES))}의 업적을 초등학생이 이해할 수 있게 설명해 주세요.`,
  () => '연말정산 때 의료비 공제는 어떻게 받나요?',
  (w) => `${w.pick(KO_MONTHS)}에 가족 여행을 가려고 하는데 ${koCity(w)} 근처 숙소를 추천해 주세요.`,
  () => '답변은 표로 정리해 주세요.',
  (w) => `${w.neg('year range')} 사이에 있었던 일을 세 문장으로 정리해 주세요.`,
];

const KO_NOTES: readonly Unit[] = [
  (w, c) => `- ${w.name(c.other)}님: 다음 주 ${w.pick(KO_WEEKDAYS)}까지 일정표 수정본 공유`,
  (w) => `- ${w.neg('version')} 배포는 보안 검토 때문에 보류`,
  (w) => `- 결정 사항: B안으로 진행, ${w.pick(KO_MONTHS)}에 재검토`,
  (w) => `- 미해결: ${w.neg('ticket id')} 담당자 지정 필요`,
  (w) => `- 외주 견적 ${w.neg('price')}, 승인 예산 초과`,
  (w) => `- 신규 채용 ${w.int(2, 8)}명, 면접 일정은 인사팀과 조율`,
  () => '- 고객 피드백: 새 대시보드 반응은 대체로 긍정적, 내보내기 기능 요청이 가장 많음',
  (w, c) => `- ${w.name(c.you)}님이 ${koCity(w)} 지사 현황 보고`,
];

const KO_MEDICAL: readonly Unit[] = [
  (w) => `주 증상: ${w.pick(['3주째 기침이 계속됨', '허리 통증', '반복되는 두통', '계단을 오를 때 숨이 참', '양팔에 발진'])}`,
  (w) => `복용 중인 약: ${w.pick(['없음', '혈압약', '갑상선약', '진통제(필요 시)'])}`,
  (w) => `알레르기: ${w.pick(['페니실린', '없음', '땅콩', '라텍스'])}`,
  (w) => `혈압 ${w.int(105, 160)}/${w.int(65, 100)}, 맥박 ${w.int(55, 110)}`,
  (w, c) => `보호자: ${w.name(c.other)}`,
  () => '검사 결과는 문자로 안내해 주세요.',
];

const koSignOff = (w: Writer, c: Cast): string =>
  w.oneOf([() => `감사합니다.\n${w.name(c.me)} 드림`, () => `${w.name(c.me)} 올림`, () => '감사합니다.', () => '']);

const koIdentifier = (w: Writer, c: Cast, e: Identifier): string => identifierFrom({ ...EN_FRAMES, ...KO_FRAMES }, w, c, e);

export const koreanGenre = (w: Writer, c: Cast, target: number, ids: readonly Identifier[]): string => {
  const kind = w.pick(['support', 'chat', 'notes', 'medical'] as const);
  switch (kind) {
    case 'support':
      return compose(w, target, ids, {
        open: () => w.oneOf([() => '안녕하세요, 주문 관련 문의드립니다.', () => '[문의] 환불 요청드립니다', () => '고객센터 담당자님 안녕하세요.', () => `${w.name(c.you)} 매니저님께,`]),
        filler: units(w, c, KO_SUPPORT),
        identifier: (e) => koIdentifier(w, c, e),
        close: () => koSignOff(w, c),
        blockSep: '\n',
        paragraph: 4,
      });
    case 'chat':
      return compose(w, target, ids, {
        open: () => w.oneOf([() => '', () => '', () => '안녕하세요.', () => `저는 ${w.name(c.me)}입니다.`]),
        filler: units(w, c, KO_CHAT),
        identifier: (e) => koIdentifier(w, c, e),
        close: () => '',
        blockSep: ' ',
        paragraph: 5,
      });
    case 'notes':
      return compose(w, target, ids, {
        open: () => `# ${w.pick(['개발팀', '영업팀', '인사팀', '마케팅팀'])} 주간 회의록\n참석자: ${[c.me, c.you, c.other].map((p) => w.name(p)).join(', ')}`,
        filler: units(w, c, KO_NOTES),
        identifier: (e) => `- ${koIdentifier(w, c, e)}`,
        close: () => '',
        sep: '\n',
        blockSep: '\n',
      });
    case 'medical':
      return compose(w, target, ids, {
        open: () => `환자명: ${w.name(c.me)}`,
        filler: units(w, c, KO_MEDICAL),
        identifier: (e) => koIdentifier(w, c, e),
        close: () => (w.chance(0.5) ? `담당의: ${w.name(c.you)}` : ''),
        sep: '\n',
        blockSep: '\n',
      });
  }
};

/** Korean and English in one prompt: code-switched sentences, translation requests, Korean notes with English terms. */
const MIXED: readonly Unit[] = [
  (w) => `이번 sprint에서 deploy 일정이 ${w.int(2, 9)}일 밀렸습니다.`,
  () => 'PR 리뷰 부탁드려요, 특히 error handling 부분이요.',
  () => 'Can you reply in Korean? 고객이 환불 절차를 물어봤어요.',
  () => 'meeting notes 정리해서 Slack에 올려 주세요.',
  (w, c) => `${w.name(c.you)}님, the contract is ready for review. 확인 부탁드립니다.`,
  (w) => `Release ${w.neg('version')} 이후로 login API가 간헐적으로 timeout 납니다.`,
  () => 'Please translate the following into natural English:',
  () => '다음 내용을 formal한 영어 이메일로 써 주세요.',
  (w) => `Q3 roadmap에서 ${w.pick(['billing', 'search', 'onboarding'])} 기능 우선순위를 올려야 할까요?`,
  (w) => `고객사 ${w.pick(['한빛물산', '다온소프트', '하늘테크'])}에서 SLA 관련 문의가 왔습니다. What should we answer?`,
];

export const mixedGenre = (w: Writer, c: Cast, target: number, ids: readonly Identifier[]): string =>
  compose(w, target, ids, {
    open: () => '',
    filler: units(w, c, [...MIXED, ...KO_SUPPORT.slice(0, 6), ...KO_CHAT.slice(0, 6)]),
    identifier: (e) => koIdentifier(w, c, e),
    close: () => '',
    blockSep: ' ',
    paragraph: 4,
  });

// ---------------------------------------------------------------------------------------------------------
// French, German, Spanish, Portuguese
// ---------------------------------------------------------------------------------------------------------

interface Language {
  readonly weekdays: readonly string[];
  readonly greeting: readonly Unit[];
  readonly signOff: readonly Unit[];
  readonly fillers: readonly Unit[];
  readonly frames: Partial<Record<Identifier, readonly Frame[]>>;
}

const time = (w: Writer, sep: string): string => `${w.int(8, 18)}${sep}${w.pick(['00', '15', '30', '45'])}`;

export const LANGUAGES: Readonly<Record<'fr' | 'de' | 'es' | 'pt', Language>> = {
  fr: {
    weekdays: ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi'],
    greeting: [(w, c) => `Bonjour ${w.first(c.you)},`, () => 'Madame, Monsieur,', (w, c) => `Cher ${w.first(c.you)},`, () => 'Bonjour,'],
    signOff: [(w, c) => `Cordialement,\n${w.name(c.me)}`, (w, c) => `Bien à vous,\n${w.name(c.me)}`, (w, c) => `Merci d'avance,\n${w.first(c.me)}`],
    fillers: [
      (w) => `Je vous écris au sujet de ma commande ${w.neg('order number')}, qui n'est toujours pas arrivée.`,
      (w) => `Le colis indique « en cours de livraison » depuis ${w.int(3, 12)} jours.`,
      (w) => `Pourriez-vous me rappeler ${w.pick(LANGUAGES.fr.weekdays)} matin ?`,
      (w) => `Je souhaite résilier mon abonnement et obtenir le remboursement de ${w.neg('price')}.`,
      (w, c) => `Nous avons déménagé à ${w.city(c.me.country)} le mois dernier.`,
      (w, c) => `Mon conseiller, ${w.name(c.other)}, m'a dit de vous contacter directement.`,
      (w) => `La réunion est déplacée à ${w.pick(LANGUAGES.fr.weekdays)} à ${time(w, 'h')}.`,
      (w) => `Vous trouverez ci-joint la facture ${w.neg('invoice number')} ainsi que le devis signé.`,
      (w) => `Le produit (référence ${w.neg('product code')}) est arrivé endommagé.`,
      () => "Merci de corriger l'adresse de facturation avant l'envoi.",
      () => 'Pouvez-vous résumer ce courriel en trois points ?',
      () => "Je reste à votre disposition pour tout complément d'information.",
      (w) => `Depuis la mise à jour ${w.neg('version')}, l'application se ferme au démarrage.`,
    ],
    frames: {
      EMAIL_ADDRESS: [(x) => `Vous pouvez me joindre à l'adresse ${x}.`, (x) => `Merci d'envoyer les documents à ${x}.`],
      PHONE_NUMBER: [(x) => `Mon numéro de portable est le ${x}.`, (x) => `Tél. : ${x}`, (x) => `Rappelez-moi au ${x}, s'il vous plaît.`],
      IBAN_CODE: [(x) => `Veuillez effectuer le virement sur l'IBAN ${x}.`, (x) => `Mes nouvelles coordonnées bancaires : IBAN ${x}.`],
      STREET_ADDRESS: [(x) => `Ma nouvelle adresse est ${x}.`, (x) => `Adresse de livraison : ${x}`],
      DATE_TIME: [(x) => `Date de naissance : ${x}`, (x) => `Le rendez-vous est fixé au ${x}.`],
      CREDIT_CARD: [(x) => `J'ai été débité deux fois sur ma carte ${x}.`],
    },
  },
  de: {
    weekdays: ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag'],
    greeting: [(w, c) => `Hallo ${w.first(c.you)},`, () => 'Sehr geehrte Damen und Herren,', (w, c) => `Guten Tag ${w.name(c.you)},`],
    signOff: [(w, c) => `Mit freundlichen Grüßen\n${w.name(c.me)}`, (w, c) => `Viele Grüße\n${w.first(c.me)}`, (w, c) => `Beste Grüße\n${w.name(c.me)}`],
    fillers: [
      (w) => `Ich schreibe Ihnen wegen meiner Bestellung ${w.neg('order number')}, die noch nicht angekommen ist.`,
      (w) => `Laut Sendungsverfolgung liegt das Paket seit ${w.int(3, 12)} Tagen im Verteilzentrum.`,
      (w) => `Bitte rufen Sie mich am ${w.pick(LANGUAGES.de.weekdays)} zurück.`,
      () => 'Ich möchte meinen Vertrag zum nächstmöglichen Termin kündigen.',
      (w, c) => `Wir sind letzten Monat nach ${w.city(c.me.country)} umgezogen.`,
      (w, c) => `Ihr Kollege ${w.name(c.other)} hat mir geraten, mich direkt an Sie zu wenden.`,
      (w) => `Anbei finden Sie die Rechnung ${w.neg('invoice number')} über ${w.neg('price')}.`,
      (w) => `Das Gerät (Modell ${w.neg('product code')}) zeigt seit dem Update auf ${w.neg('version')} einen Fehler an.`,
      () => 'Können Sie diese E-Mail in drei Sätzen zusammenfassen?',
      () => 'Für Rückfragen stehe ich Ihnen gern zur Verfügung.',
      (w) => `Der Termin wird auf ${w.pick(LANGUAGES.de.weekdays)} um ${time(w, ':')} Uhr verschoben.`,
      () => 'Bitte formulieren Sie die Antwort etwas freundlicher.',
    ],
    frames: {
      EMAIL_ADDRESS: [(x) => `Sie erreichen mich unter ${x}.`, (x) => `Bitte senden Sie die Unterlagen an ${x}.`],
      PHONE_NUMBER: [(x) => `Meine Handynummer lautet ${x}.`, (x) => `Tel.: ${x}`, (x) => `Rufen Sie mich bitte unter ${x} an.`],
      IBAN_CODE: [(x) => `Bitte überweisen Sie den Betrag auf das Konto IBAN ${x}.`, (x) => `Meine neue Bankverbindung: IBAN ${x}`],
      STREET_ADDRESS: [(x) => `Meine neue Anschrift lautet ${x}.`, (x) => `Lieferadresse: ${x}`],
      DATE_TIME: [(x) => `Geburtsdatum: ${x}`, (x) => `Der Termin ist am ${x}.`],
      CREDIT_CARD: [(x) => `Meine Kreditkarte ${x} wurde doppelt belastet.`],
    },
  },
  es: {
    weekdays: ['lunes', 'martes', 'miércoles', 'jueves', 'viernes'],
    greeting: [(w, c) => `Hola ${w.first(c.you)}:`, (w, c) => `Estimado/a ${w.name(c.you)}:`, () => 'Buenos días:'],
    signOff: [(w, c) => `Un saludo,\n${w.name(c.me)}`, (w, c) => `Atentamente,\n${w.name(c.me)}`, (w, c) => `Gracias de antemano,\n${w.first(c.me)}`],
    fillers: [
      (w) => `Les escribo por el pedido ${w.neg('order number')}, que todavía no ha llegado.`,
      (w) => `El seguimiento indica que el paquete lleva ${w.int(3, 12)} días en reparto.`,
      (w) => `¿Podrían llamarme el ${w.pick(LANGUAGES.es.weekdays)} por la mañana?`,
      (w) => `Quiero darme de baja y solicitar el reembolso de ${w.neg('price')}.`,
      (w, c) => `Nos mudamos a ${w.city(c.me.country)} el mes pasado.`,
      (w, c) => `Su compañero ${w.name(c.other)} me dijo que les escribiera directamente.`,
      (w) => `Adjunto la factura ${w.neg('invoice number')} y el presupuesto firmado.`,
      (w) => `El producto (referencia ${w.neg('product code')}) llegó roto.`,
      () => '¿Puedes resumir este correo en tres puntos?',
      () => 'Quedo a la espera de su respuesta.',
      (w) => `La reunión pasa al ${w.pick(LANGUAGES.es.weekdays)} a las ${time(w, ':')}.`,
    ],
    frames: {
      EMAIL_ADDRESS: [(x) => `Pueden escribirme a ${x}.`, (x) => `Envíen la documentación a ${x}, por favor.`],
      PHONE_NUMBER: [(x) => `Mi móvil es el ${x}.`, (x) => `Tel.: ${x}`],
      IBAN_CODE: [(x) => `Hagan la transferencia a la cuenta IBAN ${x}.`],
      STREET_ADDRESS: [(x) => `Mi nueva dirección es ${x}.`, (x) => `Dirección de envío: ${x}`],
      DATE_TIME: [(x) => `Fecha de nacimiento: ${x}`, (x) => `La cita es el ${x}.`],
      CREDIT_CARD: [(x) => `Me han cobrado dos veces en la tarjeta ${x}.`],
      ES_NIF: [(x) => `Mi DNI es ${x}.`, (x) => `NIF: ${x}`],
    },
  },
  pt: {
    weekdays: ['segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira'],
    greeting: [(w, c) => `Olá ${w.first(c.you)},`, (w, c) => `Prezado(a) ${w.name(c.you)},`, () => 'Bom dia,'],
    signOff: [(w, c) => `Atenciosamente,\n${w.name(c.me)}`, (w, c) => `Obrigado,\n${w.first(c.me)}`, (w, c) => `Cumprimentos,\n${w.name(c.me)}`],
    fillers: [
      (w) => `Escrevo sobre a encomenda ${w.neg('order number')}, que ainda não chegou.`,
      (w) => `O rastreamento mostra o pacote parado há ${w.int(3, 12)} dias.`,
      (w) => `Podem me ligar na ${w.pick(LANGUAGES.pt.weekdays)} de manhã?`,
      (w) => `Gostaria de cancelar a assinatura e receber o reembolso de ${w.neg('price')}.`,
      (w, c) => `Mudamos para ${w.city(c.me.country)} no mês passado.`,
      (w, c) => `O seu colega ${w.name(c.other)} pediu que eu entrasse em contato diretamente.`,
      (w) => `Segue em anexo a fatura ${w.neg('invoice number')} e o orçamento assinado.`,
      (w) => `O produto (código ${w.neg('product code')}) chegou danificado.`,
      () => 'Você pode resumir este e-mail em três tópicos?',
      () => 'Fico no aguardo do vosso retorno.',
      (w) => `A reunião foi remarcada para ${w.pick(LANGUAGES.pt.weekdays)} às ${time(w, 'h')}.`,
    ],
    frames: {
      EMAIL_ADDRESS: [(x) => `Podem me contatar pelo e-mail ${x}.`],
      PHONE_NUMBER: [(x, _w, c) => (c.me.country === 'BR' ? `Meu celular é ${x}.` : `O meu telemóvel é ${x}.`), (x) => `Tel.: ${x}`],
      IBAN_CODE: [(x) => `Façam a transferência para o IBAN ${x}.`],
      STREET_ADDRESS: [(x, _w, c) => (c.me.country === 'BR' ? `Meu novo endereço é ${x}.` : `A minha nova morada é ${x}.`), (x) => `Endereço de entrega: ${x}`],
      DATE_TIME: [(x) => `Data de nascimento: ${x}`, (x) => `A consulta está marcada para ${x}.`],
      CREDIT_CARD: [(x) => `Fui cobrado duas vezes no cartão ${x}.`],
    },
  },
};

export const europeanGenre = (lang: keyof typeof LANGUAGES) => (w: Writer, c: Cast, target: number, ids: readonly Identifier[]): string => {
  const l = LANGUAGES[lang];
  return compose(w, target, ids, {
    open: () => w.pick(l.greeting)(w, c),
    filler: units(w, c, l.fillers),
    identifier: (e) => identifierFrom({ ...EN_FRAMES, ...l.frames }, w, c, e),
    close: () => w.pick(l.signOff)(w, c),
    paragraph: 3,
  });
};

/** Entities a prompt in these languages carries (the frames above); others fall back to English sentences. */
export const KO_ENTITIES: readonly (readonly [Identifier, number])[] = [
  ['PHONE_NUMBER', 14], ['EMAIL_ADDRESS', 10], ['KR_RRN', 7], ['STREET_ADDRESS', 8], ['CREDIT_CARD', 4], ['DATE_TIME', 6],
  ['KR_BRN', 2], ['KR_BANK_ACCOUNT', 3], ['IP_ADDRESS', 2], ['URL', 2], ['PASSWORD', 1],
];
export const EU_ENTITIES = (lang: keyof typeof LANGUAGES): readonly (readonly [Identifier, number])[] => [
  ['EMAIL_ADDRESS', 10], ['PHONE_NUMBER', 12], ['IBAN_CODE', 7], ['STREET_ADDRESS', 8], ['DATE_TIME', 6], ['CREDIT_CARD', 3],
  ...(lang === 'es' ? ([['ES_NIF', 4]] as const) : []),
];
