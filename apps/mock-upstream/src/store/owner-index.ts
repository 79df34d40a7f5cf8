/**
 * Lookups by id and by owner over one of the store's record arrays, so list and detail calls do not scan and
 * sort every record on every request (the 'large' seed has hundreds per user).
 *
 * The index rebuilds itself when the array is replaced (a reset) or changes length (a record added), so code
 * that pushes to the array directly stays correct. Records are never removed, and ids, owners and sort
 * times never change after creation; anything else on a record (a claim's status) may change in place.
 */
export class OwnerIndex<T extends { owner_id: string }> {
  private source: readonly T[] | undefined;
  private indexedLength = -1;
  private readonly byId = new Map<string, T>();
  private readonly inSourceOrder = new Map<string, T[]>();
  private readonly newestFirst = new Map<string, readonly T[]>();

  constructor(
    private readonly idOf: (record: T) => string,
    /** An ISO date-time; lists are newest first by it, ties in source order. */
    private readonly timeOf: (record: T) => string,
  ) {}

  private refresh(records: readonly T[]): void {
    if (records === this.source && records.length === this.indexedLength) return;
    this.source = records;
    this.indexedLength = records.length;
    this.byId.clear();
    this.inSourceOrder.clear();
    this.newestFirst.clear();
    for (const record of records) {
      if (!this.byId.has(this.idOf(record))) this.byId.set(this.idOf(record), record);
      const owned = this.inSourceOrder.get(record.owner_id);
      if (owned) owned.push(record);
      else this.inSourceOrder.set(record.owner_id, [record]);
    }
    for (const [owner, owned] of this.inSourceOrder) {
      const keyed = owned.map((record) => ({ record, time: Date.parse(this.timeOf(record)) }));
      keyed.sort((a, b) => b.time - a.time);
      this.newestFirst.set(
        owner,
        keyed.map(({ record }) => record),
      );
    }
  }

  /** The first record with this id, like `Array.find`. */
  find(records: readonly T[], id: string): T | undefined {
    this.refresh(records);
    return this.byId.get(id);
  }

  /** The owner's records in source order, as a fresh array the caller may change. */
  ownedBy(records: readonly T[], ownerId: string): T[] {
    this.refresh(records);
    return this.inSourceOrder.get(ownerId)?.slice() ?? [];
  }

  /** The owner's records newest first; shared, so read-only. */
  ownedByNewestFirst(records: readonly T[], ownerId: string): readonly T[] {
    this.refresh(records);
    return this.newestFirst.get(ownerId) ?? [];
  }
}
