import { setTimeout as sleep } from 'node:timers/promises';
import type { createTrpcHttp } from './trpc-http.ts';

/** One server-sent event as a browser's EventSource would see it. */
export interface SseEvent {
  event: string;
  data: string;
  id?: string;
}

function parseEvent(block: string): SseEvent | null {
  let event = 'message';
  const data: string[] = [];
  let id: string | undefined;
  for (const line of block.split('\n')) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id') id = value;
  }
  if (data.length === 0 && event === 'message') return null;
  return { event, data: data.join('\n'), ...(id === undefined ? {} : { id }) };
}

/**
 * Opens a tRPC subscription over SSE the way httpSubscriptionLink does (a GET with the input in the query,
 * the session cookie, no CSRF header) and records its events.
 */
export function openSubscription(
  baseUrl: string,
  client: ReturnType<typeof createTrpcHttp>,
  path: string,
  input: unknown,
) {
  const controller = new AbortController();
  const events: SseEvent[] = [];
  const state = { status: 0, contentType: '', ended: false };
  const cookie = [...client.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const url = `${baseUrl}/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`;

  const finished = (async () => {
    try {
      const response = await fetch(url, {
        headers: { accept: 'text/event-stream', cookie },
        signal: controller.signal,
      });
      state.status = response.status;
      state.contentType = response.headers.get('content-type') ?? '';
      if (!response.body) return;
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const parsed = parseEvent(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (parsed) events.push(parsed);
          end = buffer.indexOf('\n\n');
        }
      }
    } catch (error) {
      if (!controller.signal.aborted) throw error;
    } finally {
      state.ended = true;
    }
  })();

  /** The data of the `message` events (what the procedure yielded), parsed. */
  const messages = <T>() =>
    events.filter((event) => event.event === 'message').map((event) => JSON.parse(event.data) as T);

  return {
    events,
    state,
    messages,
    finished,
    async waitFor(check: () => boolean, timeoutMs = 5000, what = 'the expected events'): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (!check()) {
        if (Date.now() > deadline) {
          throw new Error(`timed out waiting for ${what}; got ${JSON.stringify(events)}`);
        }
        await sleep(10);
      }
    },
    close() {
      controller.abort();
      return finished;
    },
  };
}
