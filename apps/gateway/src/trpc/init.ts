import { initTRPC } from '@trpc/server';
import { isErrorKey, type ErrorKey } from '@portal/contracts/errors';
import { UnsafeUrlValueError } from '@portal/contracts/endpoint';
import { observeProcedure } from '../observability/metrics.ts';
import { RetryLaterCause } from '../retry-later.ts';
import type { Context } from './context.ts';
import { UpstreamError } from '../upstream/client.ts';
import { PortalErrorCause, portalError, toPortalError } from './errors.ts';

const t = initTRPC.context<Context>().create({
  // Subscriptions (live chat) stream as server-sent events. A ping comment every 15 s keeps proxies from
  // closing a quiet stream; a page that hears nothing for 40 s reconnects, and the subscription starts again
  // from the claim's current state.
  sse: {
    ping: { enabled: true, intervalMs: 15_000 },
    client: { reconnectAfterInactivityMs: 40_000 },
  },
  errorFormatter({ shape, error }) {
    const cause = error.cause instanceof PortalErrorCause ? error.cause : undefined;
    let errorKey: ErrorKey = cause?.errorKey ?? 'default_error';
    if (!cause && error.code === 'BAD_REQUEST') errorKey = 'invalid_input';
    if (!cause && error.code === 'UNAUTHORIZED') errorKey = 'unauthorized';
    if (!cause && error.code === 'TOO_MANY_REQUESTS') errorKey = 'rate_limited';
    return {
      ...shape,
      // Internal messages and stacks never reach the page; the key is what the UI translates.
      message: isErrorKey(shape.message) ? shape.message : errorKey,
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        path: shape.data.path,
        errorKey,
        serverMessage: cause?.serverMessage ?? null,
        serverCode: cause?.serverCode ?? null,
        fieldProblems: cause?.fieldProblems ?? null,
        // A budget refusal says when to come back (also the Retry-After header; decision record 0020).
        retryAfterSeconds: cause instanceof RetryLaterCause ? cause.retryAfterSeconds : null,
      },
    };
  },
});

export const router = t.router;

/**
 * A broker failure a procedure did not map itself is still the broker's: typed (a 502 for a 5xx), never a 500.
 * An id refused before the call (not a plain path segment) is the caller's bad input, whatever the procedure.
 */
function mapUnmappedUpstreamFailure<R extends { ok: boolean; error?: { cause?: unknown } }>(result: R): R {
  const cause = result.ok ? undefined : result.error?.cause;
  if (cause instanceof UpstreamError || cause instanceof UnsafeUrlValueError) {
    throw toPortalError(cause, { errorKey: 'server_problem' });
  }
  return result;
}

/**
 * Every procedure is timed and counted by name and result (Prometheus, observability/metrics.ts), and its
 * unmapped broker failures typed. One middleware for that: each tRPC middleware layer costs every call (the
 * options and context are copied per layer; decision record 0024).
 */
export const publicProcedure = t.procedure.use(({ ctx, path, type, next }) =>
  observeProcedure(ctx.config.metrics, path, type, async () => mapUnmappedUpstreamFailure(await next())),
);
export const createCallerFactory = t.createCallerFactory;

/**
 * Requires a session; an upstream 401 on the way clears it so the page sends the user to login. The same one
 * middleware as `publicProcedure` with the session check inside it (not a second layer on top): a missing
 * session is counted as UNAUTHORIZED like any refusal.
 */
export const protectedProcedure = t.procedure.use(({ ctx, path, type, next }) =>
  observeProcedure(ctx.config.metrics, path, type, async () => {
    const session = ctx.session;
    if (!session) throw portalError('UNAUTHORIZED', 'session_expired');
    const result = await next({ ctx: { session } });
    if (!result.ok && result.error.code === 'UNAUTHORIZED') ctx.clearSession();
    return mapUnmappedUpstreamFailure(result);
  }),
);
