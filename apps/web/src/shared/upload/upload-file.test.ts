import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const begin = vi.fn();
vi.mock('../../lib/trpc.ts', () => ({ trpcClient: { uploads: { begin: { mutate: begin } } } }));

const { uploadFile } = await import('./upload-file.ts');
const { isAbortError } = await import('./abort.ts');
const { describeError, errorKeyOf, isUnauthorized } = await import('../../lib/errors.ts');

type Listener = (event?: { lengthComputable: boolean; loaded: number; total: number }) => void;

/** Answers every PUT with the next `{ status, body }`; records what was sent. */
class FakeXhr {
  static answers: { status: number; body: string }[] = [];
  static sent: { method: string; url: string; headers: Record<string, string> }[] = [];
  status = 0;
  responseText = '';
  withCredentials = false;
  private method = '';
  private url = '';
  private headers: Record<string, string> = {};
  private listeners: Record<string, Listener[]> = {};
  readonly upload = {
    addEventListener: (type: string, listener: Listener) => this.on(`upload:${type}`, listener),
  };

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: Listener) {
    this.on(type, listener);
  }
  send() {
    FakeXhr.sent.push({ method: this.method, url: this.url, headers: this.headers });
    const answer = FakeXhr.answers.shift();
    queueMicrotask(() => {
      if (!answer) return; // never answers: only an abort ends it
      this.emit('upload:progress', { lengthComputable: true, loaded: 50, total: 100 });
      this.status = answer.status;
      this.responseText = answer.body;
      this.emit(answer.status === 0 ? 'error' : 'load');
    });
  }
  abort() {
    this.emit('abort');
  }
  private on(type: string, listener: Listener) {
    (this.listeners[type] ??= []).push(listener);
  }
  private emit(type: string, event?: Parameters<Listener>[0]) {
    for (const listener of this.listeners[type] ?? []) listener(event);
  }
}

const file = new Blob([new Uint8Array(2048)], { type: 'image/jpeg' });

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  FakeXhr.answers = [];
  FakeXhr.sent = [];
  begin.mockResolvedValue({ uploadId: 'u1', uploadUrl: '/upload/u1' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  begin.mockReset();
});

describe('uploadFile', () => {
  it('begins the upload, PUTs the bytes with the CSRF header and answers the file ref', async () => {
    FakeXhr.answers.push({ status: 200, body: JSON.stringify({ fileRef: '/files/abc' }) });
    const progress: number[] = [];
    await expect(
      uploadFile(file, 'KTP.JPG', { onProgress: (value) => progress.push(value) }),
    ).resolves.toEqual({
      fileRef: '/files/abc',
    });
    expect(begin).toHaveBeenCalledWith(
      { fileName: 'KTP.JPG', contentType: 'image/jpeg', size: 2048, extension: 'jpg' },
      { signal: undefined },
    );
    expect(FakeXhr.sent).toEqual([
      { method: 'PUT', url: '/upload/u1', headers: { 'x-portal-csrf': '1', 'content-type': 'image/jpeg' } },
    ]);
    expect(progress).toEqual([0.5, 1]);
  });

  it.each([
    [413, { errorKey: 'file_too_large' }, 'file_too_large'],
    [400, { errorKey: 'file_type_refused' }, 'file_type_refused'],
    [400, { errorKey: 'file_too_small' }, 'file_too_small'],
    [502, { errorKey: 'file_upload_failed' }, 'file_upload_failed'],
    [500, 'Internal Server Error', 'file_upload_failed'],
    [0, '', 'file_upload_failed'],
  ])('maps a %i answer to its catalogue key', async (status, body, key) => {
    FakeXhr.answers.push({ status, body: typeof body === 'string' ? body : JSON.stringify(body) });
    const error: unknown = await uploadFile(file, 'a.jpg').catch((caught: unknown) => caught);
    expect(errorKeyOf(error)).toBe(key);
    expect(isUnauthorized(error)).toBe(false);
  });

  it('marks a 401 as unauthorized, like a tRPC error, so the app sends the user to login', async () => {
    FakeXhr.answers.push({ status: 401, body: JSON.stringify({ errorKey: 'session_expired' }) });
    const error: unknown = await uploadFile(file, 'a.jpg').catch((caught: unknown) => caught);
    expect(isUnauthorized(error)).toBe(true);
    expect(describeError(error)).toBe(describeError({ data: { errorKey: 'session_expired' } }));
  });

  it('cancels with the signal', async () => {
    const controller = new AbortController();
    const pending = uploadFile(file, 'a.jpg', { signal: controller.signal });
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    controller.abort();
    const error: unknown = await pending.catch((caught: unknown) => caught);
    expect(isAbortError(error)).toBe(true);
  });

  it('refuses a name without one of the five formats before asking the gateway', async () => {
    const error: unknown = await uploadFile(file, 'setup.exe').catch((caught: unknown) => caught);
    expect(errorKeyOf(error)).toBe('file_type_refused');
    expect(begin).not.toHaveBeenCalled();
  });
});
