import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fastifyRequestHandler } from '@trpc/server/adapters/fastify';
import {
  TRPCError,
  getErrorShape,
  getHTTPStatusCode,
  getTRPCErrorFromUnknown,
  isAsyncIterable,
  isObject,
  isPromise,
  transformTRPCResponse,
  type AnyProcedure,
  type AnyRouter,
  type HTTPErrorHandler,
  type ProcedureType,
  type TRPCResponse,
  type inferRouterContext,
} from '@trpc/server/unstable-core-do-not-import';

/**
 * tRPC's HTTP protocol served from Fastify's request and reply, for the calls the page's `httpBatchLink` makes:
 * JSON queries (GET, one or a batch) and JSON mutations (POST). tRPC's own Fastify adapter turns every call into
 * a WHATWG `Request` (the URL parsed again, every header copied), combines abort signals per call, and answers a
 * `Response` whose body is then read back into a buffer: for a JSON answer, most of what the gateway spent per call
 * beyond a bare Fastify + tRPC server making the same broker call (decision record 0068). Here the same steps of tRPC's `resolveResponse` run on what Fastify has
 * already read, through tRPC's own pieces (the router's procedures, `getErrorShape`, `getHTTPStatusCode`,
 * `transformTRPCResponse`), and the envelope is written onto the reply: the same statuses, bodies, `Vary` and
 * `Content-Type`, the same `onError` calls, the same context.
 *
 * Everything else goes to tRPC's adapter unchanged: subscriptions (server-sent events), streamed batches
 * (`trpc-accept: application/jsonl`), form-data and octet-stream bodies, other methods, connection params, and
 * routers with lazy parts. The protocol tests (test/trpc-protocol.integration.test.ts) send the same calls both
 * ways and compare what comes back; the pieces come from `@trpc/server/unstable-core-do-not-import`, whose
 * shape may change in any tRPC release, so an upgrade of tRPC is checked by those tests before it ships.
 */

export interface TrpcHttpOptions<TRouter extends AnyRouter> {
  router: TRouter;
  /** The request's context; tRPC's adapter passes more (the request's info), which the gateway does not read. */
  createContext: (options: {
    req: FastifyRequest;
    res: FastifyReply;
  }) => Promise<inferRouterContext<TRouter>>;
  /** A bigger batch is refused with a BAD_REQUEST before any procedure runs. */
  maxBatchSize?: number;
  onError?: HTTPErrorHandler<TRouter, FastifyRequest>;
}

/** The method each type of procedure is called by (tRPC without its method override: a query by POST is refused). */
const METHOD_OF: Record<ProcedureType, string> = { query: 'GET', mutation: 'POST', subscription: 'GET' };

/** tRPC's answers vary by these (resolveResponse sets it on every answer). */
const VARY = 'trpc-accept, accept';

interface Call {
  path: string;
  procedure: AnyProcedure | null;
}

/** The request's media type as tRPC compares it: lower case, without parameters. */
function mediaType(header: string | undefined): string | undefined {
  return header?.toLowerCase().split(';', 1)[0]?.trim();
}

/** Whether the caller asked for a streamed batch (tRPC's `getAcceptHeader`). */
function wantsStream(request: FastifyRequest): boolean {
  const trpcAccept = request.headers['trpc-accept'];
  if (trpcAccept !== undefined) return trpcAccept === 'application/jsonl';
  return request.headers.accept?.split(',').some((type) => type.trim() === 'application/jsonl') ?? false;
}

/** A result tRPC would stream rather than write as JSON (its `isDataStream`). */
function isDataStream(value: unknown): boolean {
  if (!isObject(value)) return false;
  if (isAsyncIterable(value)) return true;
  const values = Object.values(value);
  return values.some(isPromise) || values.some(isAsyncIterable);
}

/** The path as tRPC reads it: decoded once more after the router decoded the URL. */
function decodedPath(path: string): string {
  if (!path.includes('%')) return path;
  try {
    return decodeURIComponent(path);
  } catch (cause) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: `Invalid URL-encoding in path "${path}"`, cause });
  }
}

/**
 * The calls of a request, or null when this path does not serve it. A request tRPC would refuse before any
 * procedure runs throws the TRPCError it would.
 */
function readCalls(
  router: AnyRouter,
  routePath: string,
  search: URLSearchParams,
  maxBatchSize: number | undefined,
): { isBatchCall: boolean; calls: Call[]; type: ProcedureType | 'unknown' } | null {
  const isBatchCall = search.get('batch') === '1';
  const paths = isBatchCall ? decodedPath(routePath).split(',') : [decodedPath(routePath)];
  if (isBatchCall && typeof maxBatchSize === 'number' && paths.length > maxBatchSize) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'Batch call exceeds maximum size' });
  }
  const procedures = router._def.procedures as Record<string, AnyProcedure | undefined>;
  const hasLazy = Object.keys(router._def.lazy).length > 0;
  const calls: Call[] = [];
  const types = new Set<ProcedureType>();
  for (const path of paths) {
    const procedure = procedures[path] ?? null;
    // A lazy part of the router would be loaded first: tRPC's adapter does that.
    if (!procedure && hasLazy) return null;
    if (procedure) types.add(procedure._def.type);
    calls.push({ path, procedure });
  }
  if (types.has('subscription')) return null;
  if (types.size > 1) {
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: `Cannot mix procedure types in call: ${[...types].join(', ')}`,
    });
  }
  return { isBatchCall, calls, type: types.values().next().value ?? 'unknown' };
}

/**
 * The inputs of a request, read once when the first procedure asks for them (tRPC's `memo`): a malformed input
 * is a BAD_REQUEST of each procedure that reads it, as in tRPC.
 */
function inputReader(
  router: AnyRouter,
  request: FastifyRequest,
  search: URLSearchParams,
  { isBatchCall, calls }: { isBatchCall: boolean; calls: readonly Call[] },
) {
  const deserialize = (value: unknown): unknown => router._def._config.transformer.input.deserialize(value);
  let parsed: Record<number, unknown> | undefined;
  let reading: Promise<Record<number, unknown>> | undefined;
  const parse = (): Record<number, unknown> => {
    const text = request.method === 'GET' ? search.get('input') || undefined : String(request.body ?? '');
    const inputs: unknown = text === undefined ? undefined : JSON.parse(text);
    const result: Record<number, unknown> = Object.create(null);
    if (inputs === undefined) return result;
    if (!isBatchCall) {
      result[0] = deserialize(inputs);
      return result;
    }
    if (!isObject(inputs)) {
      throw new TRPCError({
        code: 'BAD_REQUEST',
        message: '"input" needs to be an object when doing a batch call',
      });
    }
    for (const index of calls.keys()) {
      const input = inputs[index];
      if (input !== undefined) result[index] = deserialize(input);
    }
    return result;
  };
  return {
    read(index: number): Promise<unknown> {
      reading ??= new Promise<Record<number, unknown>>((resolve) => resolve(parse())).then(
        (value) => (parsed = value),
        (cause: unknown) => {
          if (cause instanceof TRPCError) throw cause;
          throw new TRPCError({
            code: 'BAD_REQUEST',
            message: cause instanceof Error ? cause.message : 'Invalid input',
            cause,
          });
        },
      );
      return reading.then((inputs) => inputs[index]);
    },
    result(index: number): unknown {
      return parsed?.[index];
    },
  };
}

/** The abort signal of tRPC's request: aborted when the client goes before the answer is written. */
function requestSignal(request: FastifyRequest, reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableEnded) controller.abort();
  });
  return controller.signal;
}

async function answerJson<TRouter extends AnyRouter>(
  options: TrpcHttpOptions<TRouter>,
  request: FastifyRequest,
  reply: FastifyReply,
  routePath: string,
  search: URLSearchParams,
): Promise<boolean> {
  const { router } = options;
  const config = router._def._config;
  let info: ReturnType<typeof readCalls> = null;
  let ctx: unknown;
  // tRPC's own answer says it is JSON from the moment its procedures run, a failure after that included.
  let answersJson = false;
  try {
    info = readCalls(router, routePath, search, options.maxBatchSize);
    if (!info) return false;
    const { calls, isBatchCall } = info;
    let contextError: TRPCError | undefined;
    try {
      ctx = await options.createContext({ req: request, res: reply });
    } catch (cause) {
      contextError = getTRPCErrorFromUnknown(cause);
    }
    const inputs = inputReader(router, request, search, info);
    const signal = requestSignal(request, reply);
    answersJson = true;
    const outcomes = await Promise.all(
      calls.map(async ({ path, procedure }, index): Promise<[TRPCError] | [undefined, unknown]> => {
        try {
          if (!procedure)
            throw new TRPCError({ code: 'NOT_FOUND', message: `No procedure found on path "${path}"` });
          const type = procedure._def.type;
          if (METHOD_OF[type] !== request.method) {
            throw new TRPCError({
              code: 'METHOD_NOT_SUPPORTED',
              message: `Unsupported ${request.method}-request to ${type} procedure at path "${path}"`,
            });
          }
          if (contextError) throw contextError;
          const getRawInput = () => inputs.read(index);
          return [undefined, await procedure({ path, getRawInput, ctx, type, signal, batchIndex: index })];
        } catch (cause) {
          const error = getTRPCErrorFromUnknown(cause);
          const type = procedure?._def.type ?? 'unknown';
          options.onError?.({
            error,
            path,
            input: inputs.result(index),
            ctx: ctx as never,
            type,
            req: request,
          });
          return [error];
        }
      }),
    );
    // tRPC streams a result holding promises or iterables only to a streaming client: one call alone is refused
    // as a whole (below), a batch's call in its place.
    if (!isBatchCall && outcomes[0]![0] === undefined && isDataStream(outcomes[0]![1])) throw notStreaming();
    const results = outcomes.map(([error, data], index): TRPCResponse => {
      const { path, procedure } = calls[index]!;
      if (error === undefined && !isDataStream(data)) return { result: { data } };
      const type = procedure?._def.type ?? 'unknown';
      const shape = getErrorShape({
        config,
        ctx: ctx as never,
        error: error ?? notStreaming(),
        input: inputs.result(index),
        path,
        type,
      });
      return { error: shape };
    });
    // One call answers its envelope alone, a batch a list; the status is decided over the list either way.
    const body = JSON.stringify(transformTRPCResponse(config, isBatchCall ? results : results[0]!));
    reply
      .code(getHTTPStatusCode(results))
      .header('vary', VARY)
      .header('content-type', 'application/json')
      // As bytes: a string would have Fastify add `; charset=utf-8` to the type, which tRPC's answers do not carry.
      .send(Buffer.from(body));
  } catch (cause) {
    // Refused as a whole (the batch's size, the path, mixed types, an answer that cannot be written): one error,
    // not a list, answered exactly as tRPC's adapter answers it, a fetch Response (before the procedures ran,
    // without a content type of its own).
    const error = getTRPCErrorFromUnknown(cause);
    const type = info?.type ?? 'unknown';
    options.onError?.({ error, path: undefined, input: undefined, ctx: ctx as never, type, req: request });
    const untransformed = {
      error: getErrorShape({ config, error, type, path: undefined, input: undefined, ctx: ctx as never }),
    };
    const body = JSON.stringify(transformTRPCResponse(config, untransformed));
    const headers: Record<string, string> = answersJson
      ? { vary: VARY, 'content-type': 'application/json' }
      : { vary: VARY };
    await reply.send(new Response(body, { status: getHTTPStatusCode(untransformed), headers }));
  }
  return true;
}

function notStreaming(): TRPCError {
  return new TRPCError({
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Cannot use stream-like response in non-streaming request - use httpBatchStreamLink',
  });
}

/**
 * Whether this path serves the request at all (before its calls are known): a JSON query or mutation that is
 * not asking for a stream or carrying connection params.
 */
function servesRequest(request: FastifyRequest, search: URLSearchParams): boolean {
  const type = mediaType(request.headers['content-type']);
  if (request.method === 'GET') {
    if (type !== undefined && type !== 'application/json') return false;
  } else if (request.method !== 'POST' || type !== 'application/json') {
    return false;
  }
  return !wantsStream(request) && !search.has('connectionParams');
}

/**
 * tRPC on Fastify at `prefix/:path`: JSON queries and mutations answered here, everything else by tRPC's
 * adapter. Registered as tRPC's own plugin is: in its own scope, JSON and form-data bodies kept as they came.
 */
export function trpcHttpPlugin<TRouter extends AnyRouter>(
  app: FastifyInstance,
  options: { trpcOptions: TrpcHttpOptions<TRouter> },
  done: (error?: Error) => void,
): void {
  const { trpcOptions } = options;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, next) =>
    next(null, body),
  );
  app.removeContentTypeParser('multipart/form-data');
  app.addContentTypeParser('multipart/form-data', {}, (_request, body, next) => next(null, body));
  app.all<{ Params: { path: string } }>('/:path', async (request, reply) => {
    const queryAt = request.url.indexOf('?');
    const search = new URLSearchParams(queryAt === -1 ? '' : request.url.slice(queryAt + 1));
    if (
      servesRequest(request, search) &&
      (await answerJson(trpcOptions, request, reply, request.params.path, search))
    ) {
      return reply;
    }
    await fastifyRequestHandler({ ...trpcOptions, req: request, res: reply, path: request.params.path });
    return reply;
  });
  done();
}
