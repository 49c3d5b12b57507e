import { createTables, type Tables, type TableSource } from './data/tables';
import { DETECTORS } from './detectors';
import type { Detector } from './detectors/types';

/**
 * What the engine analyses with: the detectors and the data tables they read. A host creates one at init
 * (functions/adapters/table-files.ts `loadCatalog`) and passes it to what compiles Guardians; nothing in the engine
 * keeps tables, lexicons or models outside a catalog.
 */
export interface Catalog {
  /** Detectors by id. */
  readonly detectors: ReadonlyMap<string, Detector>;
  /** Detectors by the entity type they report (an entity may have several), in registry order. */
  readonly detectorsByEntity: ReadonlyMap<string, readonly Detector[]>;
  /** The entity types the detectors report, sorted. */
  readonly entities: readonly string[];
  /** The data tables and what detectors derive from them. */
  readonly tables: Tables;
}

export interface CatalogOptions {
  /** Where the data tables come from. */
  readonly tables: TableSource | Tables;
  /** @default the built-in registry (./detectors/index.ts) */
  readonly detectors?: ReadonlyMap<string, Detector>;
}

export function createCatalog(options: CatalogOptions): Catalog {
  const detectors = options.detectors ?? DETECTORS;
  const detectorsByEntity = new Map<string, Detector[]>();
  for (const d of detectors.values()) {
    const list = detectorsByEntity.get(d.entity);
    if (list) list.push(d);
    else detectorsByEntity.set(d.entity, [d]);
  }
  return {
    detectors,
    detectorsByEntity,
    entities: [...detectorsByEntity.keys()].sort(),
    tables: typeof options.tables === 'function' ? createTables(options.tables) : options.tables,
  };
}
