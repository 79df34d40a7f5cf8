import { STATUS_CODES } from 'node:http';
import type { JournalBody, JournalEntry } from './journal-entry.ts';
import type { ShownHeaders } from './journal-masking.ts';

/**
 * Journal entries as an HTTP Archive (HAR 1.2, http://www.softwareishard.com/blog/har-12-spec/), the format
 * Chrome devtools, Firefox and other HAR readers import. Built from the masked entries, so the file shows exactly
 * what the JSON journal shows. Mock-specific facts ride in `_`-prefixed fields, which HAR reserves for extensions.
 */

interface NameValue {
  name: string;
  value: string;
  comment?: string;
}

interface HarParam {
  name: string;
  value: string;
  fileName?: string;
  contentType?: string;
  comment?: string;
}

interface HarPostData {
  mimeType: string;
  text?: string;
  params?: HarParam[];
  comment?: string;
  _size?: number | null;
  _sha256?: string;
  _truncated?: boolean;
}

interface HarContent {
  size: number;
  mimeType: string;
  text?: string;
  comment?: string;
  _sha256?: string;
  _truncated?: boolean;
}

export interface HarEntry {
  startedDateTime: string;
  time: number;
  request: {
    method: string;
    url: string;
    httpVersion: string;
    cookies: NameValue[];
    headers: NameValue[];
    queryString: NameValue[];
    postData?: HarPostData;
    headersSize: number;
    bodySize: number;
  };
  response: {
    status: number;
    statusText: string;
    httpVersion: string;
    cookies: NameValue[];
    headers: NameValue[];
    content: HarContent;
    redirectURL: string;
    headersSize: number;
    bodySize: number;
    _error?: string;
  };
  cache: Record<string, never>;
  timings: {
    blocked: number;
    dns: number;
    connect: number;
    ssl: number;
    send: number;
    wait: number;
    receive: number;
  };
  _seq: number;
  _tenant: string;
  _endpoint: string | null;
  _userId: string | null;
  _faultId: string | null;
  _stubId: string | null;
  _dropped: boolean;
}

export interface Har {
  log: {
    version: '1.2';
    creator: { name: string; version: string };
    comment: string;
    entries: HarEntry[];
    _tenant: string;
    _total: number;
    _capacity: number;
    _nextBefore?: number | null;
    _nextAfter?: number | null;
  };
}

export interface HarOptions {
  tenant: string;
  /** Entries the journal holds, before filtering. */
  total: number;
  capacity: number;
  order: 'asc' | 'desc';
  /** Cursor of the next page when the file does not hold every match. */
  next: number | null;
}

const HAR_CREATOR = { name: 'mock-upstream', version: '1.0.0' };

function pairs(values: ShownHeaders | Record<string, unknown>): NameValue[] {
  return Object.entries(values).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value])
      .filter((item) => item !== undefined)
      .map((item) => ({ name, value: typeof item === 'string' ? item : JSON.stringify(item) })),
  );
}

const bytesNote = (size: number | null, sha256: string): string =>
  `${size ?? 'unknown'} bytes, sha256 ${sha256} (the bytes are not kept)`;

const truncatedNote = (size: number | null, text: string): string =>
  `truncated: the first ${Buffer.byteLength(text)} of ${size ?? 'unknown'} bytes`;

function bodyText(shown: JournalBody): string | undefined {
  if (shown.body === null || shown.body === undefined) return undefined;
  return typeof shown.body === 'string' ? shown.body : JSON.stringify(shown.body);
}

function postData(request: JournalEntry): HarPostData | undefined {
  const mimeType = request.contentType ?? 'application/octet-stream';
  if (request.parts) {
    return {
      mimeType,
      params: request.parts.map((part) =>
        'fileName' in part
          ? {
              name: part.name,
              value: '',
              fileName: part.fileName,
              contentType: part.contentType,
              comment: bytesNote(part.size, part.sha256),
            }
          : { name: part.name, value: part.value },
      ),
    };
  }
  if (request.sha256 !== null) {
    return {
      mimeType,
      text: '',
      comment: bytesNote(request.size, request.sha256),
      _size: request.size,
      _sha256: request.sha256,
    };
  }
  const text = bodyText(request);
  if (text === undefined) return undefined;
  return {
    mimeType: request.contentType ?? 'application/json',
    text,
    ...(request.truncated && { comment: truncatedNote(request.size, text), _truncated: true }),
  };
}

function content(response: JournalBody): HarContent {
  const text = bodyText(response);
  const mimeType = response.contentType ?? 'x-unknown';
  const size = response.size ?? -1;
  if (response.sha256 !== null) {
    return { size, mimeType, comment: bytesNote(response.size, response.sha256), _sha256: response.sha256 };
  }
  if (text === undefined) return { size, mimeType };
  return {
    size,
    mimeType,
    text,
    ...(response.truncated && { comment: truncatedNote(response.size, text), _truncated: true }),
  };
}

function harResponse(entry: JournalEntry): HarEntry['response'] {
  const { response } = entry;
  if (!response) {
    return {
      status: 0,
      statusText: '',
      httpVersion: '',
      cookies: [],
      headers: [],
      content: { size: 0, mimeType: 'x-unknown' },
      redirectURL: '',
      headersSize: -1,
      bodySize: -1,
      _error: `Connection dropped by fault ${entry.faultId ?? ''}`.trim(),
    };
  }
  const location = response.headers.location;
  return {
    status: entry.status ?? 0,
    statusText: STATUS_CODES[entry.status ?? 0] ?? '',
    httpVersion: entry.httpVersion,
    cookies: [],
    headers: pairs(response.headers),
    content: content(response),
    redirectURL: typeof location === 'string' ? location : '',
    headersSize: -1,
    bodySize: response.size ?? -1,
  };
}

export function harEntry(entry: JournalEntry): HarEntry {
  const post = postData(entry);
  return {
    startedDateTime: entry.startedAt,
    time: entry.durationMs,
    request: {
      method: entry.method,
      url: entry.url,
      httpVersion: entry.httpVersion,
      cookies: [],
      headers: pairs(entry.headers),
      queryString: pairs(entry.query),
      ...(post && { postData: post }),
      headersSize: -1,
      bodySize: entry.size ?? -1,
    },
    response: harResponse(entry),
    cache: {},
    // The mock sees one span per call, from the request's arrival to the answer's end: all of it is waiting.
    timings: { blocked: -1, dns: -1, connect: -1, ssl: -1, send: 0, wait: entry.durationMs, receive: 0 },
    _seq: entry.seq,
    _tenant: entry.tenant,
    _endpoint: entry.endpoint,
    _userId: entry.userId,
    _faultId: entry.faultId,
    _stubId: entry.stubId,
    _dropped: entry.dropped,
  };
}

export function harOf(entries: readonly JournalEntry[], options: HarOptions): Har {
  const cursor = options.order === 'asc' ? { _nextAfter: options.next } : { _nextBefore: options.next };
  const more =
    options.next === null
      ? ''
      : ` More match: ask again with ${options.order === 'asc' ? 'after' : 'before'}=${options.next}.`;
  return {
    log: {
      version: '1.2',
      creator: HAR_CREATOR,
      comment:
        `Request journal of mock-upstream tenant "${options.tenant}": ${entries.length} entries ` +
        `(${options.total} held, at most ${options.capacity}). Secrets are shown as [redacted]; uploaded ` +
        `bytes are described by size and sha256, not included.${more}`,
      entries: entries.map(harEntry),
      _tenant: options.tenant,
      _total: options.total,
      _capacity: options.capacity,
      ...cursor,
    },
  };
}
