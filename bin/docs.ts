/**
 * `npm run docs`: writes the generated parts of the documentation — the OpenAPI document
 * (functions/openapi/openapi.json, from the route registry and the request schemas) and the entity table of
 * functions/engine/README.md (from the detector registry). test/docs/generated.test.ts fails when a committed
 * file differs from what this renders.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DETECTORS } from '../functions/engine/detectors';
import { SECRET_DETECTORS } from '../functions/engine/detectors/secrets';
import { buildOpenApiDocument } from '../functions/openapi/document';

const ROOT = join(__dirname, '..');
export const OPENAPI_FILE = join(ROOT, 'functions', 'openapi', 'openapi.json');
export const ENGINE_README = join(ROOT, 'functions', 'engine', 'README.md');
const START = '<!-- entity-table:start -->';
const END = '<!-- entity-table:end -->';

export function renderOpenApi(): string {
  return `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`;
}

/** The entity table: every entity type a PII policy may name, with the detectors that report it. */
export function renderEntityTable(): string {
  const secretIds = new Set(SECRET_DETECTORS.map((d) => d.id));
  const byEntity = new Map<string, { ids: string[]; credential: boolean; validated: boolean; context: Set<string> }>();
  for (const d of DETECTORS.values()) {
    const e = byEntity.get(d.entity) ?? { ids: [], credential: false, validated: false, context: new Set<string>() };
    e.ids.push(d.id);
    e.credential ||= secretIds.has(d.id);
    e.validated ||= d.validate !== undefined;
    for (const w of d.context) e.context.add(w);
    byEntity.set(d.entity, e);
  }
  const entities = [...byEntity.keys()].sort();
  const credentials = entities.filter((e) => byEntity.get(e)!.credential).length;
  const md = (s: string) => s.replaceAll('|', '\\|');
  const rows = entities.map((entity) => {
    const e = byEntity.get(entity)!;
    const context = [...e.context].slice(0, 4).map((w) => `\`${md(w)}\``).join(', ');
    return `| \`${entity}\` | ${e.credential ? 'credential' : 'personal data'} | ${e.ids.map((i) => `\`${i}\``).join(', ')} | ${e.validated ? 'yes' : '—'} | ${context || '—'}${e.context.size > 4 ? ', …' : ''} |`;
  });
  return [
    START,
    `${DETECTORS.size} detectors report ${entities.length} entity types: ${entities.length - credentials} kinds of personal data and ${credentials} credential types.`,
    '',
    '| Entity | Kind | Detectors | Checksum or structure validation | Context words (first four) |',
    '|---|---|---|---|---|',
    ...rows,
    END,
  ].join('\n');
}

/** The engine README with its entity table replaced by the rendered one. */
export function renderEngineReadme(current: string): string {
  const start = current.indexOf(START);
  const end = current.indexOf(END);
  if (start === -1 || end === -1) throw new Error(`${ENGINE_README}: the ${START} … ${END} markers are missing`);
  return current.slice(0, start) + renderEntityTable() + current.slice(end + END.length);
}

if (require.main === module) {
  writeFileSync(OPENAPI_FILE, renderOpenApi());
  writeFileSync(ENGINE_README, renderEngineReadme(readFileSync(ENGINE_README, 'utf8')));
  process.stdout.write(`wrote ${OPENAPI_FILE}\nwrote ${ENGINE_README} (entity table)\n`);
}
