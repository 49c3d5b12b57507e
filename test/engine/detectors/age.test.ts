import { testCatalog } from '../../helpers/catalog';
import fc from 'fast-check';
import { allMatches } from '../../../functions/engine/detectors/matches';
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

describe('age finder', () => {
  it('finds what whole-text scans of its two English patterns find (random text)', () => {
    const NUM = '(?:1[01][0-9]|[1-9]?[0-9])';
    const after = new RegExp(`(?<![0-9.,])${NUM}(?=[ -](?:years?|yrs?)[ -]old\\b|[ -]year-old\\b|[ -](?:yo|y/o|y\\.o\\.)(?![\\p{L}]))`, 'giu');
    const leads = ['aged', 'age', 'age of', 'turned', 'turn', 'turning', "i'm", 'i am', "he's", "she's", 'he is', 'she is', 'was', 'when he was', 'when she was'];
    const before = new RegExp(
      `(?<=\\b(?:${leads.join('|')}) )${NUM}(?![0-9]|[.,:/][0-9]| ?(?:%|percent|times|minutes|hours|days|weeks|months|am|pm|[ap]\\.m\\.|o'clock)\\b|-[0-9])`,
      'gi',
    );
    const reference = (text: string): [number, number][] => {
      const out: [number, number][] = allMatches(after, text).map((m) => [m.index, m.index + m[0].length]);
      for (const m of allMatches(before, text)) {
        const end = m.index + m[0].length;
        const strong = /(?:aged?|age of|turned) $/i.test(text.slice(Math.max(0, m.index - 12), m.index));
        const degrees = /^ ?(?:°|degrees?\b|deg\b)/i.test(text.slice(end, end + 9));
        if ((strong || /^(?:[.,;!?)\n]|$| years?\b)/i.test(text.slice(end, end + 7))) && !degrees) out.push([m.index, end]);
      }
      // Overlaps inside one detector are resolved by the runner: first, then longest, wins.
      out.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
      const kept: [number, number][] = [];
      for (const span of out) if (kept.length === 0 || span[0] >= kept[kept.length - 1]![1]) kept.push(span);
      return kept;
    };
    const unit = fc.constantFrom('aged ', 'Age of ', 'I am ', 'was ', 'turned ', 'He is ', '34', '7', '120', '1', ' ', '-', 'years old', 'year-old', 'yo', 'y/o.', '.', ',', 'minutes', ' degrees', 'x', 'é');
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 12 }), (parts) => {
        const text = parts.join('');
        expect(runDetector(age, text, testCatalog.tables).map((c) => [c.start, c.end])).toEqual(reference(text));
      }),
      { numRuns: 3000 },
    );
  });
});
