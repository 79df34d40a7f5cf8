import { z } from 'zod';

/**
 * A zod schema as a JSON Schema (2020-12, the dialect of OpenAPI 3.1) for an OpenAPI document: the input side
 * (what a caller sends, and for responses what the mock sends), without the `$schema` key the document's
 * dialect already gives; transforms and the like become `{}` instead of failing.
 */
export function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return rest;
}
