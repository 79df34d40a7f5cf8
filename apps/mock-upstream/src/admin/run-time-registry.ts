/**
 * What QA adds to a tenant at run time and takes away again (faults, stubs). Entries are tried newest first;
 * items are numbered 1, 2, … and the numbering starts over at a reset, so a rerun of a suite sees the same ids;
 * lists and reads hand out copies, so a caller cannot change an active item in place.
 */
export abstract class RunTimeRegistry<Item extends { id: string }, Entry> {
  /** Newest first. */
  protected active: Entry[] = [];
  private created = 0;

  /** The item an entry carries (an entry adds what matching needs, such as a compiled pattern). */
  protected abstract itemOf(entry: Entry): Item;

  get size(): number {
    return this.active.length;
  }

  /** The number of the next item added. */
  protected nextNumber(): number {
    this.created += 1;
    return this.created;
  }

  protected push(entry: Entry): void {
    this.active.unshift(entry);
  }

  /** Newest first. */
  list(): Item[] {
    return this.active.map((entry) => ({ ...this.itemOf(entry) }));
  }

  get(id: string): Item | undefined {
    const found = this.active.find((entry) => this.itemOf(entry).id === id);
    return found && { ...this.itemOf(found) };
  }

  remove(id: string): boolean {
    const before = this.active.length;
    this.active = this.active.filter((entry) => this.itemOf(entry).id !== id);
    return this.active.length < before;
  }

  clear(): void {
    this.active = [];
  }

  /** Also restarts the numbering. */
  reset(): void {
    this.active = [];
    this.created = 0;
  }
}
