/** The detector interface (functions/engine/detectors/types.ts) depends on nothing at run time: it imports types only. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

describe('detector interface', () => {
  const source = readFileSync(join(__dirname, '../../../functions/engine/detectors/types.ts'), 'utf8');
  const imports = source.split('\n').filter((line) => /^\s*(?:import|export)\b.*\bfrom\s+['"]/.test(line));

  it('imports something (the index and requirement types)', () => {
    expect(imports.length).toBeGreaterThan(0);
  });

  it.each(imports.map((line) => [line] as const))('%s is a type-only import', (line) => {
    expect(line).toMatch(/^\s*(?:import|export) type\b/);
  });
});
