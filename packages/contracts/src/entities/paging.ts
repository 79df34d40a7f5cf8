import { z } from 'zod';

// shape not given by spec: "offset and limit paging with metadata"
export const OffsetPaging = z.object({
  offset: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
  total: z.number().int().nonnegative(),
});
export type OffsetPaging = z.infer<typeof OffsetPaging>;

export const OffsetLimitQuery = z.object({
  offset: z.coerce.number().int().nonnegative().default(0),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
