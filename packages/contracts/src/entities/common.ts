import { z } from 'zod';

/** Path parameters of calls addressed by one id (`/…/:id/`). */
export const IdParams = z.object({ id: z.string().min(1) });
/** Path parameters of calls addressed by a policy's internal id (spec §3 "internal_id for endorsements"). */
export const InternalIdParams = z.object({ internal_id: z.string().min(1) });

// shape not given by spec: the plain acknowledgement several calls answer with
export const ResultResponse = z.object({ result: z.boolean() });
export type ResultResponse = z.infer<typeof ResultResponse>;

/** A bare list wrapped as `{ data: [...] }`, the wrapper the paged lists of spec §3 use. */
export function dataList<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item) });
}
