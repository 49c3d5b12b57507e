/**
 * The name model through the PII policy: names and places the rules miss, the per-policy switch, and `explain`.
 * The sentences are written here (not from any evaluation set).
 */
import { testCatalog } from '../../helpers/catalog';
import { compilePiiPolicy } from '../../../functions/engine/policies/pii';
import { piiPolicySchema } from '../../../functions/engine/policies/pii-schema';
import { nameModelOf } from '../../../functions/engine/ner';
import { koreanFullName } from '../../../functions/engine/ner/korean-names';

function policy(extra: Record<string, unknown> = {}) {
  const config = piiPolicySchema.parse({
    name: 'names',
    type: 'PII',
    entities: { PERSON: { action: 'MASK' }, LOCATION: { action: 'MASK' }, STREET_ADDRESS: { action: 'MASK' } },
    nameModel: true,
    ...extra,
  });
  return compilePiiPolicy(config, testCatalog);
}

const found = (text: string, extra?: Record<string, unknown>) =>
  policy(extra)
    .inspect(text)
    .map((f) => `${f.ruleName}:${text.slice(f.start, f.end)}`);

describe('name model', () => {
  it.each<[string, string[]]>([
    ['I spoke with Hope Okonkwo yesterday.', ['PERSON:Hope Okonkwo']],
    ["I'm Faith. My sister Joy lives in Leeds.", ['PERSON:Faith', 'PERSON:Joy', 'LOCATION:Leeds']],
    ['Please ask Bill Chen to sign it.', ['PERSON:Bill Chen']],
    ["The form was filed by Siobhan O'Brien yesterday.", ["PERSON:Siobhan O'Brien"]],
    ['My father lives alone in Leeds.', ['LOCATION:Leeds']],
    ['She passed away in Galway in 2019.', ['LOCATION:Galway']],
    ['고객 김민수님의 주문이 지연되었습니다.', ['PERSON:김민수']],
    ['배송지: 서울특별시 강남구 테헤란로 123', ['STREET_ADDRESS:서울특별시 강남구 테헤란로 123']],
    // Names and places no list holds, read from their context.
    ['Zalinski called me this morning.', ['PERSON:Zalinski']],
    // A sentence's first word before a name is no part of it.
    ["Rewrite Priya Raman's bio for the conference site.", ['PERSON:Priya Raman']],
    ["Thanks. Rewrite Priya Raman's bio too.", ['PERSON:Priya Raman']],
    ['Rappelez-moi demain matin, merci.', []],
    // A first name that is also a word stays in the name at a sentence's start.
    ['Hope Okonkwo called me.', ['PERSON:Hope Okonkwo']],
    ['Summer Kowalczyk is here.', ['PERSON:Summer Kowalczyk']],
    ['We visited Korvath last summer.', ['LOCATION:Korvath']],
    ['Sehr geehrte Frau Brandtner, vielen Dank.', ['PERSON:Brandtner']],
    ['{"name": "Oksana Petrenko", "city": "Lviv"}', ['PERSON:Oksana Petrenko', 'LOCATION:Lviv']],
    // A Korean name before a title and particle, and a place before a particle.
    ['김서연 팀장님께 보고했습니다.', ['PERSON:김서연']],
    ['박하은이 부산에서 왔어요.', ['PERSON:박하은', 'LOCATION:부산']],
    // A name whose last syllable is also a particle (`수아` read as `수` + `아`), reported whole.
    ['보호자: 신수아\n연락처는 접수처에 있습니다.', ['PERSON:신수아']],
    // Common nouns where Korean puts names (before a particle or a predicate) are no names.
    ['진통제는 필요할 때만 드세요.', []],
    ['금액이 맞는지 확인해 주세요.', []],
    ['기사님이 내일 방문합니다.', []],
    // Closed-class words and salutations of other languages open no name or place; a surname particle may.
    ['Madame, Monsieur,\n\nJe reste à votre disposition.', []],
    ['Gerne helfen wir Ihnen weiter.', []],
    ['Sehr geehrte Damen und Herren,\nich schreibe Ihnen wegen meiner Bestellung.', []],
    ['The letter was signed by De Luca and sent on Monday.', ['PERSON:De Luca']],
    // A common English word no name list holds, or a compound of them, is no name on its own.
    ['Translate the following paragraph into Korean and keep the formal tone. Revenue grew 8 % quarter over quarter, mostly from the enterprise plan.', []],
    ['Go-live window agreed: Friday night.', []],
    ['Roll-out date agreed: 4 June.', []],
    // A word cased as code is no name; names cased so are.
    ['Import MyKey from the package and pass it to the client.', []],
    ['Please forward this to LeBron James.', ['PERSON:LeBron James']],
    ['Will you send the April report?', []],
    ['Upgrade to version 4.2.1 today.', []],
    ['Order #482913 shipped on Friday.', []],
    // An address is written as one: a Hangul one names a place, and its first line holds more than a number.
    ['활력징후\n혈압 143/90, 맥박 78\n혈압 128/80, 맥박 72', []],
    ['수량: 1\n#56674233,SKU 12-4766', []],
    ['주소: 부산광역시 해운대구 우동 1408', ['STREET_ADDRESS:부산광역시 해운대구 우동 1408']],
  ])('%j', (text, expected) => {
    expect(found(text)).toEqual(expected);
  });

  it('is on by default and with nameModel: true, off with nameModel: false (the rules stay)', () => {
    const text = 'Hope Okonkwo called from Galway.';
    expect(found(text)).toEqual(['PERSON:Hope Okonkwo', 'LOCATION:Galway']);
    const byDefault = compilePiiPolicy(
      piiPolicySchema.parse({ name: 'names', type: 'PII', entities: { PERSON: { action: 'MASK' }, LOCATION: { action: 'MASK' } } }),
      testCatalog,
    ).inspect(text);
    expect(byDefault.map((f) => text.slice(f.start, f.end))).toEqual(['Hope Okonkwo', 'Galway']);
    // A policy compiled without the schema's defaults gets the same default.
    const unparsed = compilePiiPolicy({ name: 'names', type: 'PII', entities: { PERSON: { action: 'MASK' } }, customRules: [], minConfidence: 0.5, allowList: [] }, testCatalog);
    expect(unparsed.inspect(text).map((f) => text.slice(f.start, f.end))).toEqual(['Hope Okonkwo']);
    const off = found(text, { nameModel: false });
    expect(off).not.toContain('PERSON:Hope Okonkwo');
    expect(off).not.toContain('LOCATION:Galway');
    // A rule's finding does not depend on the switch.
    expect(found('Dear Mr. Abernathy, thanks.', { nameModel: false })).toEqual(['PERSON:Abernathy']);
  });

  it('rejects a non-boolean switch', () => {
    expect(() => policy({ nameModel: 'yes' })).toThrow();
  });

  it('explain names the model and its score', () => {
    const [finding] = policy().inspect('I spoke with Hope Okonkwo yesterday.', { explain: true });
    expect(finding?.explanation).toMatchObject({ detector: 'person-model', pattern: nameModelOf(testCatalog.tables).version });
    expect(nameModelOf(testCatalog.tables).version).toBe('name-model-v2');
    expect(finding!.explanation!.base_score).toBeGreaterThanOrEqual(0.5);
    expect(finding!.explanation!.base_score).toBeLessThanOrEqual(0.9);
  });
});

describe('koreanFullName', () => {
  it.each<[string, boolean]>([
    ['김민수', true],
    ['박하은', true],
    ['김 민수', true],
    ['남궁민수', true],
    // Two syllables: a given name alone or a one-syllable given name is left to the rules.
    ['민수', false],
    ['김구', false],
    // Nouns led by a syllable that is also a family name.
    ['진통제', false],
    ['모델명', false],
    ['금액', false],
    // Not Hangul, too long, no family name.
    ['Kim', false],
    ['김민수민', false],
    ['페니실린', false],
  ])('%s → %s', (name, expected) => {
    expect(koreanFullName(name)).toBe(expected);
  });
});
