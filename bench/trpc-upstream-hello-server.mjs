/**
 * The floor of a backend-for-frontend, for `npm run bench:gateway` (decision record 0024): the tRPC hello world
 * (bench/trpc-hello-server.mjs) whose one query makes the call the gateway makes for the policy list — the same
 * broker URL over undici's keep-alive pool (called as the gateway calls it), the caller's bearer token passed on, the JSON answer parsed and
 * returned — and nothing else: no session, cookies, validation, headers, logging, metrics or rate limit.
 * Started by the bench as its own process: PORT=… UPSTREAM_URL=… node bench/trpc-upstream-hello-server.mjs
 */
import Fastify from 'fastify';
import { initTRPC } from '@trpc/server';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import { Agent } from 'undici';

const origin = new URL(process.env.UPSTREAM_URL).origin;
const path = '/api/v1/policy/policies/?policyState=COMPLETED%2CPENDING_DOCUMENT&offset=0&limit=10';
const agent = new Agent({ keepAliveTimeout: 30_000, connections: 128 });

const t = initTRPC.context().create();
const router = t.router({
  policies: t.procedure.query(async ({ ctx }) => {
    // The pool's own request with origin and path, as the gateway's client calls (not undici's top-level
    // request(url), which parses the URL and copies the options on every call).
    const answer = await agent.request({
      origin,
      path,
      method: 'GET',
      headers: { accept: 'application/json', authorization: ctx.authorization },
    });
    return JSON.parse(await answer.body.text());
  }),
});

const app = Fastify({ logger: false });
await app.register(fastifyTRPCPlugin, {
  prefix: '/trpc',
  trpcOptions: { router, createContext: ({ req }) => ({ authorization: req.headers.authorization ?? '' }) },
});
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
