import type { IncomingHttpHeaders } from 'node:http';
import type { JournalQuery } from './journal-schemas.ts';
import { compilePathPattern } from './path-pattern.ts';

/**
 * The request journal of one tenant: what each call sent and what it was answered, kept as references and
 * formatted (masked, parsed, shaped as JSON or HAR) only when read, so recording costs the hot path little.
 */

/** Most entries a tenant's journal holds; the oldest go first. */
export const JOURNAL_CAPACITY = 5000;
/** Most body bytes (request and answer text) a tenant's journal holds; the oldest entries go first. */
export const JOURNAL_BYTE_CAPACITY = 16 * 1024 * 1024;
/** A request or answer body longer than this is cut; the entry says so and keeps the original size. */
export const JOURNAL_BODY_CAP = 64 * 1024;

/** The body length a request declares (`content-length`), or null when it declares none. */
export function declaredLength(headers: IncomingHttpHeaders): number | null {
  const length = headers['content-length'] === undefined ? Number.NaN : Number(headers['content-length']);
  return Number.isFinite(length) ? length : null;
}

/** A file part of a multipart request: what was sent, never the bytes. */
export interface RecordedFile {
  name: string;
  fileName: string;
  contentType: string;
  size: number;
  sha256: string;
}

/** The request body as received. */
export type RecordedBody =
  | { kind: 'none' }
  /** A parsed body (JSON), by reference. */
  | { kind: 'json'; value: unknown }
  /** A body too long to keep whole: its first JOURNAL_BODY_CAP bytes as text and its original size. */
  | { kind: 'cut'; text: string; size: number }
  | { kind: 'multipart'; fields: Record<string, string>; files: RecordedFile[] }
  /** Raw bytes (a PUT to a signed URL): described, not kept. */
  | { kind: 'bytes'; size: number; sha256: string };

/** The answer as sent. */
export interface RecordedAnswer {
  headers: Record<string, string | number | string[] | undefined>;
  /** The body as text (its first JOURNAL_BODY_CAP bytes when `truncated`); null for no body or a binary one. */
  text: string | null;
  /** Bytes sent; null with `text`: measured from it when read; null without: not known (a stream). */
  size: number | null;
  truncated: boolean;
  /** SHA-256 of a binary body (files served by the bucket). */
  sha256: string | null;
}

/** One call as recorded on the hot path. */
export interface JournalRecord {
  seq: number;
  /** Epoch milliseconds. */
  startedAt: number;
  durationMs: number;
  method: string;
  /** The URL as sent (path and query), masked when read. */
  url: string;
  path: string;
  query: unknown;
  headers: IncomingHttpHeaders;
  protocol: string;
  httpVersion: string;
  body: RecordedBody;
  /** Catalogue endpoint id; null for the storage bucket. */
  endpoint: string | null;
  /** The user the call acted for: the bearer token's, or for the bucket the signed URL's owner. */
  userId: string | null;
  /** Null when a fault dropped the connection. */
  status: number | null;
  faultId: string | null;
  stubId: string | null;
  /** Null when a fault dropped the connection. */
  answer: RecordedAnswer | null;
  /** Estimated memory the entry holds, counted against JOURNAL_BYTE_CAPACITY. */
  bytes: number;
}

/** The filters and cursor of a search (list or HAR export). */
export type JournalSearch = Pick<
  JournalQuery,
  | 'endpoint'
  | 'method'
  | 'path'
  | 'status'
  | 'userId'
  | 'since'
  | 'until'
  | 'before'
  | 'after'
  | 'order'
  | 'limit'
>;

export interface JournalPage {
  records: JournalRecord[];
  /** Seq to pass as `before` (newest first) or `after` (oldest first) for the next page; null on the last. */
  next: number | null;
}

function statusMatcher(filter: string | undefined): (status: number | null) => boolean {
  if (filter === undefined) return () => true;
  const lower = filter.toLowerCase();
  if (lower.endsWith('xx')) {
    const statusClass = Number(lower[0]);
    return (status) => status !== null && Math.floor(status / 100) === statusClass;
  }
  const exact = Number(filter);
  return (status) => status === exact;
}

function recordMatcher(query: JournalSearch): (record: JournalRecord) => boolean {
  const pattern = query.path === undefined ? undefined : compilePathPattern(query.path);
  const statusMatches = statusMatcher(query.status);
  return (record) =>
    (query.method === undefined || record.method === query.method) &&
    (query.endpoint === undefined || record.endpoint === query.endpoint) &&
    (pattern === undefined || pattern.test(record.path)) &&
    statusMatches(record.status) &&
    (query.userId === undefined || record.userId === query.userId) &&
    (query.since === undefined || record.startedAt >= query.since) &&
    (query.until === undefined || record.startedAt < query.until);
}

/**
 * The most recent calls, bounded by count (JOURNAL_CAPACITY) and by body bytes (JOURNAL_BYTE_CAPACITY). Entries
 * are numbered by `seq` in the order they are recorded (when the answer is finished), without gaps, so a page
 * cursor is a seq and an entry is found by its seq in constant time.
 */
export class RequestJournal {
  /** Oldest first; slots before `head` were evicted and are compacted away from time to time. */
  private records: (JournalRecord | undefined)[] = [];
  private head = 0;
  private heldBytes = 0;
  private lastSeq = 0;
  private evictedCount = 0;

  constructor(
    readonly capacity = JOURNAL_CAPACITY,
    readonly byteCapacity = JOURNAL_BYTE_CAPACITY,
  ) {}

  /** Entries held. */
  get size(): number {
    return this.records.length - this.head;
  }

  get bytes(): number {
    return this.heldBytes;
  }

  /** Entries dropped to stay within the capacity since the journal was last cleared. */
  get evicted(): number {
    return this.evictedCount;
  }

  record(entry: Omit<JournalRecord, 'seq'>): JournalRecord {
    this.lastSeq += 1;
    const record: JournalRecord = { seq: this.lastSeq, ...entry };
    this.records.push(record);
    this.heldBytes += record.bytes;
    while (this.size > this.capacity || (this.heldBytes > this.byteCapacity && this.size > 1))
      this.evictOldest();
    return record;
  }

  clear(): void {
    this.records = [];
    this.head = 0;
    this.heldBytes = 0;
    this.evictedCount = 0;
  }

  /** The entry numbered `seq`, while it is held. */
  get(seq: number): JournalRecord | undefined {
    const first = this.records[this.head];
    if (!first) return undefined;
    const index = this.head + (seq - first.seq);
    return index >= this.head && index < this.records.length ? this.records[index] : undefined;
  }

  /** One page of matching entries, in the order asked, between the cursors `after` and `before` (exclusive). */
  find(query: JournalSearch): JournalPage {
    const first = this.records[this.head];
    if (!first) return { records: [], next: null };
    const matches = recordMatcher(query);
    const lowSeq = Math.max(first.seq, (query.after ?? 0) + 1);
    const highSeq = Math.min(this.lastSeq, (query.before ?? Number.POSITIVE_INFINITY) - 1);
    const low = this.head + (lowSeq - first.seq);
    const high = this.head + (highSeq - first.seq);
    const ascending = query.order === 'asc';
    const step = ascending ? 1 : -1;
    const found: JournalRecord[] = [];
    for (let index = ascending ? low : high; index >= low && index <= high; index += step) {
      const record = this.records[index]!;
      if (!matches(record)) continue;
      // One more match than the page holds: there is a next page, starting after the last entry given.
      if (found.length === query.limit) return { records: found, next: found[found.length - 1]!.seq };
      found.push(record);
    }
    return { records: found, next: null };
  }

  private evictOldest(): void {
    const oldest = this.records[this.head];
    if (!oldest) return;
    this.heldBytes -= oldest.bytes;
    this.records[this.head] = undefined;
    this.head += 1;
    this.evictedCount += 1;
    if (this.head >= 1024 && this.head * 2 >= this.records.length) {
      this.records = this.records.slice(this.head);
      this.head = 0;
    }
  }
}
