import type { FastifyReply, FastifyRequest } from 'fastify';
import { LogController } from 'fastify';

/**
 * One log line per request, when it is answered: the request (as http/logging.ts shows it), the status and the
 * time taken, under the request's id. Fastify's default writes two (`incoming request` and `request completed`),
 * each serialised and redacted: the first doubled the gateway's logging cost and told nothing the second does
 * not (decision record 0024). A call that never ends still leaves its upstream and error lines.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
