// Tests run on Node 20; the AWS SDK's Node 22 advisory would only add noise to every test file's output.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

// The engine's data tables from the repository's files, as every host installs them (functions/engine/data/tables.ts).
import { installTableFiles } from '../../functions/adapters/table-files';

// The engine's data tables, from the files beside this code (functions/adapters/table-files.ts).
installTableFiles();
