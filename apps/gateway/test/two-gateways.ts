import type { FastifyInstance } from 'fastify';
import { buildGatewayApp } from '../src/app.ts';
import type { Env } from '../src/env.ts';
import { createTrpcHttp } from './trpc-http.ts';

/**
 * Two gateway instances built from the same settings (one Redis, one secret, one upload folder), as behind a
 * load balancer. Each is added to `started` as soon as it runs, for the caller to close; answers their base URLs.
 */
export async function startTwoGateways(
  env: Env,
  upstreamUrl: string,
  started: FastifyInstance[],
): Promise<[string, string]> {
  const urls: string[] = [];
  for (let index = 0; index < 2; index += 1) {
    const gateway = await buildGatewayApp({ env, upstreamUrl, webDistDir: null, logger: false });
    started.push(gateway);
    urls.push(await gateway.listen({ port: 0, host: '127.0.0.1' }));
  }
  return [urls[0] ?? '', urls[1] ?? ''];
}

/** A client on `baseUrl` holding a copy of `client`'s cookies (the same browser, or a stolen cookie). */
export function withCookiesOf(client: ReturnType<typeof createTrpcHttp>, baseUrl: string) {
  const copy = createTrpcHttp(baseUrl);
  for (const [name, value] of client.jar) copy.jar.set(name, value);
  return copy;
}
