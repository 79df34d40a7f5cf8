import { moveOriginIn } from './origins.ts';
import { childPath } from './recording-masking.ts';
import type { CallBody, RelayCall } from './relay-call.ts';
import type { RecordedBody, RecordedExchange, Recording } from './recording-schema.ts';

/**
 * A tenant answering from a recording, without the broker and without the route handlers. A call matches an
 * exchange with the same method and path, an equal query and an equal body, where a spot the recording masked
 * matches any value (the phone or OTP code typed again); multipart and storage bodies are compared by their
 * text fields only. Among the matching exchanges (the call's key) the first one not yet replayed answers, in
 * recorded order, with three exceptions: a read does not jump over a recorded write that has not been replayed
 * yet (it repeats the key's latest answer instead: polling shows a chat message only once it was sent); a read
 * passes over its exchanges recorded before a write that has been replayed since (fewer polls than recorded
 * before the message still show it right after); and a key whose exchanges are all used up repeats its last one.
 */

export type ReplayResult =
  { matched: true; exchange: RecordedExchange; repeated: boolean } | { matched: false; message: string };

const READS: ReadonlySet<string> = new Set(['GET', 'HEAD']);

/** What of a body is compared: JSON as parsed, multipart by its text fields, bytes not at all. */
function comparable(body: RecordedBody | CallBody): unknown {
  switch (body.kind) {
    case 'json':
      return body.value;
    case 'multipart':
      return body.fields;
    case 'text':
      return body.text;
    default:
      return null;
  }
}

/** The first spot where `actual` differs from `recorded` (a masked spot matches anything), or undefined. */
function difference(
  actual: unknown,
  recorded: unknown,
  masked: ReadonlySet<string>,
  path: string,
): string | undefined {
  if (masked.has(path)) return undefined;
  if (Array.isArray(recorded)) {
    if (!Array.isArray(actual) || actual.length !== recorded.length) return path;
    for (let index = 0; index < recorded.length; index++) {
      const found = difference(actual[index], recorded[index], masked, childPath(path, index));
      if (found) return found;
    }
    return undefined;
  }
  if (recorded !== null && typeof recorded === 'object') {
    if (actual === null || typeof actual !== 'object' || Array.isArray(actual)) return path;
    const keys = new Set([...Object.keys(recorded), ...Object.keys(actual)]);
    for (const key of keys) {
      const found = difference(
        (actual as Record<string, unknown>)[key],
        (recorded as Record<string, unknown>)[key],
        masked,
        childPath(path, key),
      );
      if (found) return found;
    }
    return undefined;
  }
  return actual === recorded ? undefined : path;
}

function pathDifference(actual: string, recorded: string, masked: ReadonlySet<string>): string | undefined {
  const actualSegments = actual.split('/');
  const recordedSegments = recorded.split('/');
  if (actualSegments.length !== recordedSegments.length) return '$.path';
  const index = recordedSegments.findIndex(
    (segment, at) => segment !== actualSegments[at] && !masked.has(`$.path[${at}]`),
  );
  return index === -1 ? undefined : `$.path[${index}]`;
}

/** Why an exchange does not answer a call: `path`, `method`, or `query`/`body` with the first spot; undefined when it does. */
function mismatch(call: RelayCall, callBody: unknown, exchange: RecordedExchange): string | undefined {
  const masked = new Set(exchange.request.masked);
  if (pathDifference(call.path, exchange.path, masked)) return 'path differs';
  if (call.method !== exchange.method) return `method differs: recorded ${exchange.method}`;
  const query = difference(call.query, exchange.query, masked, '$.query');
  if (query) return `query differs at ${query.replace('$.query', '$')}`;
  if (exchange.request.body.kind === 'bytes') return undefined;
  const body = difference(callBody, comparable(exchange.request.body), masked, '$.body');
  return body ? `body differs at ${body.replace('$.body', '$')}` : undefined;
}

const commonPrefix = (a: string, b: string): number => {
  let length = 0;
  while (length < a.length && a[length] === b[length]) length++;
  return length;
};

export class Replay {
  /** Calls each exchange answered, by position. */
  private readonly replayed: number[];
  unmatched = 0;
  /** The position of the last recorded write replayed so far (-1: none). */
  private lastWrite = -1;

  constructor(readonly recording: Recording) {
    this.replayed = recording.exchanges.map(() => 0);
  }

  get used(): number {
    return this.replayed.filter((count) => count > 0).length;
  }

  answer(call: RelayCall): ReplayResult {
    const { origin, exchanges } = this.recording;
    const normalized = {
      ...call,
      query: moveOriginIn(call.query, call.origin, origin) as Record<string, unknown>,
    };
    const callBody = moveOriginIn(comparable(call.body), call.origin, origin);
    const key: number[] = [];
    exchanges.forEach((exchange, index) => {
      if (!mismatch(normalized, callBody, exchange)) key.push(index);
    });
    if (key.length === 0) {
      this.unmatched += 1;
      return { matched: false, message: this.closest(normalized, callBody) };
    }
    const read = READS.has(call.method);
    // A read recorded before a write that has been replayed since shows a state that is gone: passed over.
    const current = read ? key.filter((index) => this.replayed[index]! > 0 || index > this.lastWrite) : key;
    const candidates = current.length > 0 ? current : key;
    const latest = candidates.findLast((index) => this.replayed[index]! > 0);
    const next = candidates.find((index) => this.replayed[index] === 0);
    let chosen: number;
    if (next === undefined) chosen = candidates[candidates.length - 1]!;
    else if (latest !== undefined && read && this.writePending(latest, next)) chosen = latest;
    else chosen = next;
    this.replayed[chosen]! += 1;
    if (!read) this.lastWrite = Math.max(this.lastWrite, chosen);
    return { matched: true, exchange: exchanges[chosen]!, repeated: chosen !== next };
  }

  /** The recording with each exchange's `replayed` count. */
  progress(): Recording {
    return {
      ...this.recording,
      exchanges: this.recording.exchanges.map((exchange, index) => ({
        ...exchange,
        replayed: this.replayed[index]!,
      })),
    };
  }

  /** Whether a write recorded between two positions has not been replayed yet. */
  private writePending(after: number, before: number): boolean {
    for (let index = after + 1; index < before; index++) {
      if (!READS.has(this.recording.exchanges[index]!.method) && this.replayed[index] === 0) return true;
    }
    return false;
  }

  /** The error message of an unmatched call, naming the closest exchange: the same path first, then the nearest. */
  private closest(call: RelayCall, callBody: unknown): string {
    const said = `No recorded answer for ${call.method} ${call.path}`;
    const { exchanges } = this.recording;
    if (exchanges.length === 0) return `${said}; the recording is empty`;
    const score = (exchange: RecordedExchange, index: number): number[] => [
      pathDifference(call.path, exchange.path, new Set(exchange.request.masked)) ? 0 : 1,
      exchange.method === call.method ? 1 : 0,
      commonPrefix(call.path, exchange.path),
      this.replayed[index] === 0 ? 1 : 0,
      -index,
    ];
    let best = 0;
    let bestScore = score(exchanges[0]!, 0);
    exchanges.forEach((exchange, index) => {
      const current = score(exchange, index);
      const better = current.findIndex((value, at) => value !== bestScore[at]!);
      if (better !== -1 && current[better]! > bestScore[better]!) {
        best = index;
        bestScore = current;
      }
    });
    const exchange = exchanges[best]!;
    const why = mismatch(call, callBody, exchange) ?? 'path differs';
    return `${said}; closest recording: #${exchange.seq} ${exchange.method} ${exchange.path} (${why})`;
  }
}
