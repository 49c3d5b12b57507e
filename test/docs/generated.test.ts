/** The generated documentation is committed as `npm run docs` renders it: a change to a route or a detector fails here until it is re-run. */
import { readFileSync } from 'node:fs';
import { ENGINE_README, OPENAPI_FILE, renderEngineReadme, renderOpenApi } from '../../bin/docs';

it('functions/openapi/openapi.json is the document the route registry renders (run `npm run docs`)', () => {
  expect(readFileSync(OPENAPI_FILE, 'utf8')).toBe(renderOpenApi());
});

it("functions/engine/README.md's entity table is the detector registry's (run `npm run docs`)", () => {
  const committed = readFileSync(ENGINE_README, 'utf8');
  expect(committed).toBe(renderEngineReadme(committed));
});
