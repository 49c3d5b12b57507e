import { modelCandidates } from '../ner';
import type { TextIndex } from '../text-index';
import type { Detector, DetectorExamples } from './types';
import { extend } from './street-address/tails';

/**
 * The learned name model (../ner/, README there) as three detectors: people (PERSON), places (LOCATION) and
 * street addresses (STREET_ADDRESS). The model runs once per text for all three (`TextIndex.shared`); each
 * detector reports its class. They sit beside the rule-based `person`, `location` and `street-address` detectors
 * of the same entities, whose precise rules (titles, `my name is`, letterheads, gazetteer places) keep reporting:
 * where the two overlap, the rules' finding stays (../analyze.ts `mergeModelFindings`). They run in a PII policy
 * unless it sets `nameModel: false` (../policies/pii-schema.ts; on by default). No context words: the model
 * reads the words around a span itself.
 */
const base = { patterns: [], context: [], model: 'name-model' } as const;

export const personModel: Detector = {
  ...base,
  id: 'person-model',
  entity: 'PERSON',
  find: (text: string, f: TextIndex) => modelCandidates(text, f, 'PER'),
};

export const locationModel: Detector = {
  ...base,
  id: 'location-model',
  entity: 'LOCATION',
  find: (text: string, f: TextIndex) => modelCandidates(text, f, 'LOC'),
};

export const streetAddressModel: Detector = {
  ...base,
  id: 'street-address-model',
  entity: 'STREET_ADDRESS',
  // Carried over what follows an address as the rules' addresses are (./street-address/tails.ts): the model may stop
  // before a postcode (`1234 main st, seattle, wa 98101`).
  find: (text: string, f: TextIndex) => modelCandidates(text, f, 'ADR').map((c) => ({ ...c, end: extend(text, c.end) })),
};

/** personModel's examples (kept out of bundles): names the rules miss, and words that are not names. */
export const personModelExamples = (): DetectorExamples => ({
  positive: [
    { text: 'I spoke with Hope Okonkwo yesterday.', values: ['Hope Okonkwo'] },
    { text: "I'm Faith. My sister Joy lives in Leeds.", values: ['Faith', 'Joy'] },
    { text: 'Please ask Bill Chen to sign it.', values: ['Bill Chen'] },
    { text: "The form was filed by Siobhan O'Brien yesterday.", values: ["Siobhan O'Brien"] },
    { text: '고객 김민수님의 주문이 지연되었습니다.', values: ['김민수'] },
    { text: '이름: 박서준', values: ['박서준'] },
  ],
  negative: ['Will you send the April report?', 'Please review the pull request.', 'Upgrade to version 4.2.1 today.'],
});

/** locationModel's examples (kept out of bundles). */
export const locationModelExamples = (): DetectorExamples => ({
  positive: [
    { text: 'My father lives alone in Leeds.', values: ['Leeds'] },
    { text: 'She passed away in Galway in 2019.', values: ['Galway'] },
    { text: 'We drove from Coimbra to Braga.', values: ['Coimbra', 'Braga'] },
  ],
  negative: ['Order #482913 shipped on Friday.', 'Please review the pull request.', 'Upgrade to version 4.2.1 today.'],
});

/** streetAddressModel's examples (kept out of bundles). */
export const streetAddressModelExamples = (): DetectorExamples => ({
  positive: [
    { text: 'Please ship it to Hauptstraße 12, 10115 Berlin.', values: ['Hauptstraße 12, 10115 Berlin'] },
    { text: '배송지: 서울특별시 강남구 테헤란로 123', values: ['서울특별시 강남구 테헤란로 123'] },
    { text: 'Send it to 12 Oak Street, Springfield, IL 62704.', values: ['12 Oak Street, Springfield, IL 62704'] },
    { text: 'i live at 1234 main st, seattle, wa 98101', values: ['1234 main st, seattle, wa 98101'] },
  ],
  negative: ['Release 3.2 fixes the login bug.', 'Order #482913 shipped on Friday.', 'The meeting is on Tuesday at 3 PM.'],
});
