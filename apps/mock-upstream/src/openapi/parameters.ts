import type { z } from 'zod';
import { jsonSchemaOf } from './json-schema.ts';

/** OpenAPI parameters from a zod object schema, one per property (its description lifted to the parameter). */
export function parametersOf(schema: z.ZodType, location: 'query' | 'path'): Record<string, unknown>[] {
  const { properties = {}, required = [] } = jsonSchemaOf(schema) as {
    properties?: Record<string, Record<string, unknown>>;
    required?: string[];
  };
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...propertySchema } = property;
    return {
      name,
      in: location,
      required: location === 'path' || required.includes(name),
      description,
      schema: propertySchema,
    };
  });
}
