/**
 * Side-effect module: installs the engine's data tables from files (functions/adapters/table-files.ts). Every host
 * that runs the engine imports it FIRST, before any module that reaches the engine — the Lambda handlers, the
 * local server and its HTTP workers, the CLI, the benches, jest's setup — since the name and place lexicons are
 * decoded when their detector modules load. Throws at load when a table file is missing.
 */
import { installTableSource } from '../engine/data/tables';
import { createFileTableSource, tableFilesDir } from './table-files';

installTableSource(createFileTableSource(tableFilesDir()));
