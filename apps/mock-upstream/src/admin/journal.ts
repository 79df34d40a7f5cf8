import type { IncomingHttpHeaders } from 'node:http';
import { compilePathPattern } from './path-pattern.ts';
import type { JournalQuery } from './qa-schemas.ts';

/** The journal keeps the most recent calls only, so a long QA session or a load test cannot grow it. */
export const JOURNAL_CAPACITY = 1000;

/** Headers never shown as sent: they carry the caller's credentials. */
const SECRET_HEADERS = new Set(['authorization', 'cookie', 'proxy-authorization']);
export const REDACTED = '[redacted]';

/** One catalogue call as recorded on the hot path: references only, nothing copied or formatted. */
export interface JournalRecord {
  startedAt: number;
  method: string;
  path: string;
  query: unknown;
  body: unknown;
  headers: IncomingHttpHeaders;
  /** The user whose bearer token the call carried, if it was a live session. */
  userId: string | null;
  /** Null when the connection was dropped by a fault. */
  status: number | null;
  durationMs: number;
  faultId: string | null;
}

/** A journal entry as `GET /__admin/journal` shows it. */
export interface JournalEntry extends Omit<JournalRecord, 'startedAt' | 'headers'> {
  seq: number;
  timestamp: string;
  headers: Record<string, string | string[] | undefined>;
  dropped: boolean;
}

function redact(headers: IncomingHttpHeaders): JournalEntry['headers'] {
  const shown: JournalEntry['headers'] = {};
  for (const [name, value] of Object.entries(headers))
    shown[name] = SECRET_HEADERS.has(name) ? REDACTED : value;
  return shown;
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

/** A ring buffer of the last `capacity` catalogue calls; redaction and formatting happen when read. */
export class RequestJournal {
  private readonly records: (JournalRecord | undefined)[];
  private readonly seqs: number[];
  private next = 0;
  private count = 0;
  private seq = 0;

  constructor(readonly capacity = JOURNAL_CAPACITY) {
    this.records = new Array<JournalRecord | undefined>(capacity);
    this.seqs = new Array<number>(capacity).fill(0);
  }

  get size(): number {
    return this.count;
  }

  record(entry: JournalRecord): void {
    this.seq += 1;
    this.records[this.next] = entry;
    this.seqs[this.next] = this.seq;
    this.next = (this.next + 1) % this.capacity;
    if (this.count < this.capacity) this.count += 1;
  }

  clear(): void {
    this.records.fill(undefined);
    this.next = 0;
    this.count = 0;
  }

  /** Matching entries, newest first. */
  find(query: JournalQuery): JournalEntry[] {
    const pattern = query.path === undefined ? undefined : compilePathPattern(query.path);
    const statusMatches = statusMatcher(query.status);
    const found: JournalEntry[] = [];
    for (let back = 1; back <= this.count && found.length < query.limit; back += 1) {
      const slot = (this.next - back + this.capacity) % this.capacity;
      const record = this.records[slot];
      if (!record) continue;
      if (query.method !== undefined && record.method !== query.method) continue;
      if (pattern && !pattern.test(record.path)) continue;
      if (!statusMatches(record.status)) continue;
      if (query.userId !== undefined && record.userId !== query.userId) continue;
      const { startedAt, headers, ...rest } = record;
      found.push({
        seq: this.seqs[slot] ?? 0,
        timestamp: new Date(startedAt).toISOString(),
        ...rest,
        durationMs: Math.round(rest.durationMs * 1000) / 1000,
        headers: redact(headers),
        dropped: record.status === null,
      });
    }
    return found;
  }
}
