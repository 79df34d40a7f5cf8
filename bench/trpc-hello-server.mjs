/**
 * The floor the gateway is measured against (`npm run bench:gateway`): Fastify + tRPC from the project's own
 * dependencies, one query that answers a constant, nothing else — no helmet, cookies, session, logging or
 * upstream call. Started by the bench as its own process: PORT=… node bench/trpc-hello-server.mjs
 */
import Fastify from 'fastify';
import { initTRPC } from '@trpc/server';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';

const t = initTRPC.create();
const router = t.router({ hello: t.procedure.query(() => ({ greeting: 'hello world' })) });

const app = Fastify({ logger: false });
await app.register(fastifyTRPCPlugin, { prefix: '/trpc', trpcOptions: { router } });
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
