import { testCatalog } from '../../helpers/catalog';
import { age } from '../../../functions/engine/detectors/age';
import { runDetector } from '../../../functions/engine/detectors/run';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(age);

describe('age specifics', () => {
  // The leads of the pattern for a number after its lead: the finder tries it only after one of their endings.
  const LEADS = [
    ...['aged', 'age', 'age of', 'turned', 'turn', 'turning', "i'm", 'i am'],
    ...["he's", "she's", 'he is', 'she is', 'was', 'when he was', 'when she was'],
  ];
  const variants = LEADS.flatMap((lead) => [lead, lead.toUpperCase(), lead.charAt(0).toUpperCase() + lead.slice(1)]);

  it.each(variants.map((lead) => [lead]))('%j 34. is an age', (lead) => {
    const text = `Then ${lead} 34.`;
    expect(runDetector(age, text, testCatalog.tables).map((c) => text.slice(c.start, c.end))).toEqual(['34']);
  });
});
