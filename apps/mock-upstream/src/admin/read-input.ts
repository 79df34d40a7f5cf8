import type { z } from 'zod';
import { invalidRequest } from '../http/mock-error.ts';

/** Reads admin input with its schema; a bad value answers 400 invalid_request like the catalogue routes. */
export function read<S extends z.ZodType>(schema: S, input: unknown, location: string): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw invalidRequest(
    result.error.issues.map((issue) => ({
      path: [location, ...issue.path.map(String)].join('.'),
      message: issue.message,
    })),
  );
}
