import { renameSync, writeFileSync } from 'node:fs';
import { maskContextOf } from '../admin/journal-masking.ts';
import { MockHttpError } from '../http/mock-error.ts';
import { SCENARIO_FORMAT } from '../tenants/scenario-format.ts';
import { localize, moveOriginIn } from './origins.ts';
import type { BrokerAnswer, RelayCall } from './relay-call.ts';
import { isTextType } from './relay-call.ts';
import { RecordingMasker } from './recording-masking.ts';
import type { RecordedBody, RecordedExchange, Recording } from './recording-schema.ts';
import { isDocumentType, standInFile } from './stand-in-files.ts';

/** Answer headers a recording leaves out: they describe one delivery, or carry a credential. */
const UNRECORDED_ANSWER_HEADERS: ReadonlySet<string> = new Set(['date', 'set-cookie', 'x-mock-proxy']);

/** A recording as a whole scenario document: what `GET /__admin/recording` answers and `PUT /__admin/import` loads. */
export function recordingDocument(recording: Recording) {
  return {
    format: SCENARIO_FORMAT,
    description: `Recorded from ${recording.broker ?? 'the broker'}: ${recording.exchanges.length} calls, replayed without it`,
    seed: 'default' as const,
    recording,
  };
}

/**
 * The recording a proxying tenant keeps: each forwarded call and its answer, masked, in the order the answers
 * came. With a file (MOCK_RECORD_FILE), the whole document is written again after every call, to a temporary
 * file renamed over the old one, so a mock that is killed leaves a complete document behind. A new recording
 * (after a reset) writes the file at its first call, so a reset alone never empties the last run's file.
 */
export class RecordingLog {
  private readonly masker = new RecordingMasker();
  private readonly exchanges: RecordedExchange[] = [];
  private origin: string | null = null;

  constructor(
    readonly broker: string,
    readonly file: string | undefined,
  ) {}

  get size(): number {
    return this.exchanges.length;
  }

  add(call: RelayCall, answer: BrokerAnswer): void {
    const origin = (this.origin ??= call.origin);
    const context = maskContextOf(call.path);
    const spots: string[] = [];
    const path = this.masker.path(call.path, spots);
    const query = this.masker.json(moveOriginIn(call.query, call.origin, origin), context, '$.query', spots);
    const body = this.requestBody(call, origin, spots);
    const answerSpots: string[] = [];
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(answer.headers)) {
      if (!UNRECORDED_ANSWER_HEADERS.has(name)) headers[name] = this.masker.string(value, '$', answerSpots);
    }
    this.exchanges.push({
      seq: this.exchanges.length + 1,
      method: call.method,
      path,
      query: query as RecordedExchange['query'],
      request: { contentType: call.contentType, body, masked: spots },
      response: { status: answer.status, headers, body: this.answerBody(answer, origin, call.path) },
    });
    this.save();
  }

  recording(): Recording {
    return {
      origin: this.origin ?? 'http://localhost',
      broker: this.broker,
      exchanges: this.exchanges.map((exchange) => structuredClone(exchange)),
    };
  }

  private requestBody(call: RelayCall, origin: string, spots: string[]): RecordedBody {
    const context = maskContextOf(call.path);
    const { body } = call;
    switch (body.kind) {
      case 'none':
        return body;
      case 'json':
        return {
          kind: 'json',
          value: this.masker.json(moveOriginIn(body.value, call.origin, origin), context, '$.body', spots),
        };
      case 'multipart':
        return {
          kind: 'multipart',
          fields: this.masker.json(
            moveOriginIn(body.fields, call.origin, origin),
            context,
            '$.body',
            spots,
          ) as Record<string, string>,
          files: body.files.map((file) => ({
            name: file.fieldname,
            fileName: file.filename,
            contentType: file.mimetype,
            base64: standInFile(file.mimetype).toString('base64'),
          })),
        };
      case 'bytes':
        return { kind: 'bytes', base64: standInFile(call.contentType).toString('base64') };
    }
  }

  private answerBody(answer: BrokerAnswer, origin: string, path: string): RecordedBody {
    if (answer.bytes.length === 0) return { kind: 'none' };
    const contentType = answer.headers['content-type'];
    if (!isTextType(contentType)) {
      const bytes = isDocumentType(contentType) ? standInFile(contentType) : answer.bytes;
      return { kind: 'bytes', base64: bytes.toString('base64') };
    }
    const text = localize(answer.bytes.toString('utf8'), this.broker, origin, null);
    const ignored: string[] = [];
    if (contentType?.includes('json')) {
      try {
        return { kind: 'json', value: this.masker.json(JSON.parse(text), maskContextOf(path), '$', ignored) };
      } catch {
        // Sent as JSON but not JSON: kept as text below.
      }
    }
    return { kind: 'text', text: this.masker.string(text, '$', ignored) };
  }

  private save(): void {
    if (this.file === undefined) return;
    const temporary = `${this.file}.${process.pid}.tmp`;
    try {
      writeFileSync(temporary, `${JSON.stringify(recordingDocument(this.recording()), null, 2)}\n`);
      renameSync(temporary, this.file);
    } catch (error) {
      // The call was answered by the broker and is recorded in memory; the caller learns the file is not.
      throw new MockHttpError(500, {
        error: `The recording could not be written to MOCK_RECORD_FILE ${this.file}: ${(error as Error).message}`,
        code: 'recording_file_failed',
      });
    }
  }
}
