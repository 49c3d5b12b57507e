/**
 * The zod every Lambda-reachable schema uses: `zod/mini` (the functional API of zod 4, ~35 KB bundled against
 * ~97 KB for the classic API; test/lib/bundle-budget.test.ts), with English error messages.
 *
 * Import it as `import * as z from '<relative>/zod'` (never `import { z }`), so esbuild keeps only what is used.
 * `zod/mini` ships no locale: without the `config` below every issue message would be "Invalid input". Classic
 * `zod` registers English itself; this does the same, so the messages (`Invalid option: expected one of
 * "MASK"|"BLOCK"`, `Too big: expected string to have <=64 characters`, …) are the ones the classic API gave.
 *
 * The English locale is imported by its own file, not through `zod/v4/locales` (whose index would be bundled,
 * empty, and trip the no-locales budget test). That file is ESM: jest, which runs CommonJS, maps it to its
 * `.cjs` twin (package.json `jest.moduleNameMapper`).
 */
import { config } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

config(en());

export * from 'zod/mini';
