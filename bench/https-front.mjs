/**
 * The TLS terminator in front of the gateway for the Lighthouse runs (bench/web-lighthouse.mjs, decision record
 * 0071): HTTPS with HTTP/2 (HTTP/1.1 for a client that asks for it), as a production load balancer or ingress
 * serves the portal, forwarding every request to the gateway over HTTP/1.1 on keep-alive connections, streamed
 * both ways (the chat's event stream too). The certificate is made for the run (self-signed, `localhost`, one
 * day, with the machine's `openssl`); the browser is started with `--ignore-certificate-errors`.
 *
 *   node bench/https-front.mjs <port> <gateway origin>     prints "https front ready" once it listens
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const [port, target] = process.argv.slice(2);
if (!port || !target) {
  console.error('usage: node bench/https-front.mjs <port> <gateway origin>');
  process.exit(2);
}

const folder = mkdtempSync(join(tmpdir(), 'portal-https-front-'));
const key = join(folder, 'key.pem');
const cert = join(folder, 'cert.pem');
// Self-signed for localhost: it only has to carry the connection this run makes to itself.
execFileSync(
  'openssl',
  [
    ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost'],
    ...['-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', key, '-out', cert],
  ],
  { stdio: 'ignore' },
);
const credentials = { key: readFileSync(key), cert: readFileSync(cert) };
rmSync(folder, { recursive: true, force: true });

const upstream = new URL(target);
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
// Connection-specific headers exist in HTTP/1.1 only: HTTP/2 refuses them, and each hop sets its own.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'http2-settings',
  'te',
  'host',
]);

function forwardable(headers) {
  const out = {};
  for (const [name, value] of Object.entries(headers)) {
    if (name.startsWith(':') || HOP_BY_HOP.has(name) || value === undefined) continue;
    out[name] = value;
  }
  return out;
}

const server = http2.createSecureServer({ ...credentials, allowHTTP1: true }, (request, response) => {
  const authority = request.headers[':authority'] ?? request.headers.host ?? `localhost:${port}`;
  const forwarded = http.request(
    {
      host: upstream.hostname,
      port: upstream.port,
      method: request.method,
      path: request.url,
      agent,
      headers: { ...forwardable(request.headers), host: authority },
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
      answer.pipe(response);
    },
  );
  forwarded.on('error', () => {
    if (!response.headersSent) response.writeHead(502);
    response.end();
  });
  // A page closed mid-stream (the chat's events) ends the request to the gateway too.
  response.on('close', () => forwarded.destroy());
  request.pipe(forwarded);
});

server.listen(Number(port), '127.0.0.1', () => console.log(`https front ready on https://localhost:${port}`));
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
