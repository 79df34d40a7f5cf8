import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request that went through the proxy, as the broker received it. */
export interface RecordedCall {
  method: string;
  /** Path and query. */
  path: string;
  headers: IncomingHttpHeaders;
}

/**
 * A transparent HTTP proxy in front of the mock broker that records every request's headers, so a test sees
 * exactly what the gateway sent on every call (catalogue calls, signed-upload PUTs, file reads), whatever the
 * mock itself journals. The Host header goes on unchanged, so the URLs the mock hands out (signed uploads,
 * stored files) point back at the proxy and are recorded too.
 */
export async function startRecordingProxy(targetUrl: string) {
  const target = new URL(targetUrl);
  const calls: RecordedCall[] = [];
  const server = createServer((incoming, outgoing) => {
    calls.push({ method: incoming.method ?? '', path: incoming.url ?? '', headers: incoming.headers });
    const forwarded = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    /** Calls whose path starts with `prefix`. */
    callsTo: (prefix: string) => calls.filter((call) => call.path.startsWith(prefix)),
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
