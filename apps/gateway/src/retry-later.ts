import { TRPCError } from '@trpc/server';
import type { FastifyReply } from 'fastify';
import type { ErrorKey } from '@portal/contracts/errors';
import { PortalErrorCause } from './trpc/errors.ts';

/** A refusal that ends at a known time: the error formatter copies `retryAfterSeconds` to the error's data. */
export class RetryLaterCause extends PortalErrorCause {
  constructor(
    errorKey: ErrorKey,
    readonly retryAfterSeconds: number,
  ) {
    super(errorKey);
  }
}

/**
 * A 429 with its catalogue key, a `Retry-After` header on the HTTP answer (for clients and proxies) and
 * `retryAfterSeconds` in the error data (for the page's countdown).
 */
export function retryLater(res: FastifyReply, errorKey: ErrorKey, retryAfterMs: number): TRPCError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  res.header('retry-after', String(seconds));
  return new TRPCError({
    code: 'TOO_MANY_REQUESTS',
    message: errorKey,
    cause: new RetryLaterCause(errorKey, seconds),
  });
}
