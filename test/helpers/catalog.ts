import { loadCatalog } from '../../functions/adapters/table-files';
import { compileGuardian as compileWith, type CompiledGuardian } from '../../functions/guardians/compile';

/**
 * The catalog tests analyse with: the built-in detectors and the repository's data tables, loaded as every host
 * loads them (functions/adapters/table-files.ts). One per test file (jest gives each file its own modules).
 */
export const testCatalog = loadCatalog();

/** Compiles a Guardian over the test catalog. */
export const compileGuardian = (input: unknown, version: number): CompiledGuardian => compileWith(input, version, testCatalog);
