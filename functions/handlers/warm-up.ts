import { loadCatalog } from '../adapters/table-files';
import type { Catalog } from '../engine/catalog';
import { nameModelOf } from '../engine/ner';

/**
 * What a Lambda handler does at init rather than in its first request. Measured with `npm run build -- --cold-start`
 * (lib/README.md "Bundles and cold start"):
 * - building the handler (settings, SDK clients): a few ms moved out of the first request, at no extra cost;
 * - loading the engine's catalog and decoding every data table: a missing or corrupt one fails the init, and the
 *   phone metadata (~5 ms) is ready;
 * - decoding the learned name model and its lexicon (../engine/ner/), which a PII policy uses by default: the
 *   largest decode of the catalog, done once here rather than in the first request that reads a name;
 * - NOT a warm-up inspection running every detector once: it cost ~140 ms of init CPU to save ~40 ms of the first
 *   request of a Guardian with three entities (regular expressions and detectors the Guardian never uses were
 *   compiled and run for nothing).
 *
 * Only on Lambda (`onLambda`): tests and the local server load the handlers without doing any of it. `catalog`: by
 * default the files beside the bundle.
 */
export function initOnLambda<T>(build: (catalog: Catalog) => T, catalog: Catalog = loadCatalog()): T {
  const built = build(catalog);
  catalog.tables.preload();
  nameModelOf(catalog.tables);
  return built;
}

/** True inside a Lambda execution environment (the runtime sets the function name). */
export const onLambda = (env: NodeJS.ProcessEnv): boolean => env.AWS_LAMBDA_FUNCTION_NAME !== undefined;
