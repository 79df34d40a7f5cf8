/**
 * One offset/limit page of the records that pass `keep`, and how many pass in all: a single pass that keeps
 * only the page, so a list call on a user with hundreds of records allocates no intermediate arrays.
 */
export function pageOf<T>(
  records: readonly T[],
  keep: (record: T) => boolean,
  offset: number,
  limit: number,
): { page: T[]; total: number } {
  const page: T[] = [];
  let total = 0;
  for (const record of records) {
    if (!keep(record)) continue;
    if (total >= offset && page.length < limit) page.push(record);
    total += 1;
  }
  return { page, total };
}
