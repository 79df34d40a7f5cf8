import { z } from 'zod';
import { ROUTE_QUERY_PATHS, type FirstQueryTemplate } from './first-queries.ts';

/*
 * The shape of first-query declarations (./first-queries.ts) read from outside the app's types: the gateway reads
 * them from the web build's routes.json. Apart from ./first-queries.ts so the page, which reads declarations its
 * type check already holds, does not load zod with it.
 */

const valueTemplate = z.union([
  z.string(),
  z.number(),
  z.strictObject({ from: z.literal('search'), name: z.string(), default: z.string() }),
  z.strictObject({
    from: z.literal('search'),
    name: z.string(),
    as: z.literal('offset'),
    pageSize: z.number().int().positive(),
  }),
]);

const firstQueryTemplates = z.array(
  z.strictObject({
    path: z.enum(ROUTE_QUERY_PATHS),
    input: z.record(z.string(), valueTemplate),
    when: z.record(z.string(), z.array(z.string())).optional(),
  }),
);

/** Whether a value is a list of first-query declarations in the vocabulary's shape. */
export function isFirstQueryTemplates(value: unknown): value is FirstQueryTemplate[] {
  return firstQueryTemplates.safeParse(value).success;
}
