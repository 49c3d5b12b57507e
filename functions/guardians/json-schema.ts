import * as z from '../zod';
import { guardianSchema } from './schema';

/**
 * The published JSON Schema of Guardian documents, generated from the same zod schema the service and CLI
 * validate with (cross-field rules — references, duplicate names, RE2 compilation — are checked by the CLI
 * on top). Written to functions/guardians/guardian.schema.json; a test keeps the file in step.
 */
export function guardianJsonSchema(): Record<string, unknown> {
  return {
    ...z.toJSONSchema(guardianSchema, { io: 'input', unrepresentable: 'any' }),
    $id: 'https://content-guard.dev/schemas/guardian.schema.json',
    title: 'Content Guard Guardian document',
  };
}
