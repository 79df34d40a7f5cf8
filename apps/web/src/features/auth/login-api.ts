import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@portal/gateway/router';
import { newRequestId } from '../../lib/request-id.ts';

/*
 * The login pages' calls to the gateway, without the tRPC client and TanStack Query (decision record 0027: the
 * login is its own light document). The gateway is tRPC v11 without a transformer, so one call is plain JSON
 * over HTTP: a query is `GET /trpc/<path>?input=<json>`, a mutation `POST /trpc/<path>` with the input as
 * the body, and the answer is `{ result: { data } }` or `{ error: { message, code, data } }`. The types come
 * from the gateway's router, so a changed procedure fails the typecheck here as it does for the tRPC client.
 */

type Inputs = inferRouterInputs<AppRouter>;
type Outputs = inferRouterOutputs<AppRouter>;

/** One procedure of the gateway's router, by its router and name. */
type Procedure<
  Type extends 'query' | 'mutation',
  Router extends keyof Inputs & keyof Outputs,
  Name extends keyof Inputs[Router] & keyof Outputs[Router],
> = { type: Type; input: Inputs[Router][Name]; output: Outputs[Router][Name] };

/** The calls the login pages make. */
interface Calls {
  'auth.session': Procedure<'query', 'auth', 'session'>;
  'auth.whatsappStatus': Procedure<'query', 'auth', 'whatsappStatus'>;
  'config.get': Procedure<'query', 'config', 'get'>;
  'config.telemetry': Procedure<'query', 'config', 'telemetry'>;
  'auth.sendOtp': Procedure<'mutation', 'auth', 'sendOtp'>;
  'auth.resendOtp': Procedure<'mutation', 'auth', 'resendOtp'>;
  'auth.verifyOtp': Procedure<'mutation', 'auth', 'verifyOtp'>;
}

type PathOf<Type extends 'query' | 'mutation'> = {
  [P in keyof Calls]: Calls[P]['type'] extends Type ? P : never;
}[keyof Calls];
export type QueryPath = PathOf<'query'>;
export type MutationPath = PathOf<'mutation'>;
export type CallInput<P extends keyof Calls> = Calls[P]['input'];
export type CallOutput<P extends keyof Calls> = Calls[P]['output'];

/** What the gateway's error formatter puts in `error.data` (apps/gateway/src/trpc/init.ts). */
export interface CallErrorData {
  code?: string;
  httpStatus?: number;
  path?: string;
  errorKey?: string;
  serverMessage?: string | null;
  serverCode?: string | null;
  retryAfterSeconds?: number | null;
}

/**
 * A failed call in the shape the page's error helpers read from a tRPC client error: `data` as the gateway sent
 * it (null when the network failed) and the response for its request id.
 */
export class CallError extends Error {
  readonly data: CallErrorData | null;
  readonly meta: { response?: Response };

  constructor(message: string, data: CallErrorData | null, response?: Response) {
    super(message);
    this.name = 'CallError';
    this.data = data;
    this.meta = { response };
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

async function call(path: keyof Calls, type: 'query' | 'mutation', input: unknown): Promise<unknown> {
  const headers: Record<string, string> = {
    // The gateway refuses state-changing calls without it (CSRF guard, decision record 0021).
    'x-portal-csrf': '1',
    // The gateway logs the call under it and passes it to the broker (decision record 0024).
    'x-request-id': newRequestId(),
  };
  let url = `/trpc/${path}`;
  const init: RequestInit = { method: type === 'query' ? 'GET' : 'POST', credentials: 'include', headers };
  if (type === 'query') {
    if (input !== undefined) url += `?${new URLSearchParams({ input: JSON.stringify(input) })}`;
  } else {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(input ?? null);
  }

  let response: Response;
  let body: unknown;
  try {
    response = await fetch(url, init);
    body = await response.json();
  } catch {
    throw new CallError('network', null);
  }
  if (isRecord(body) && isRecord(body.result) && 'data' in body.result) return body.result.data;
  const error = isRecord(body) && isRecord(body.error) ? body.error : {};
  throw new CallError(
    typeof error.message === 'string' ? error.message : 'default_error',
    isRecord(error.data) ? (error.data as CallErrorData) : { httpStatus: response.status, path },
    response,
  );
}

/**
 * Failures the page does not show as an answer go to error reporting (report-failed-call.ts, fetched with the
 * first failure, as the texts are by use-call.ts); the failure reaches the form after.
 */
function reported<T>(promise: Promise<T>, source: 'query' | 'mutation'): Promise<T> {
  return promise.catch(async (error: unknown) => {
    await import('./report-failed-call.ts').then(
      ({ reportFailedCall }) => reportFailedCall(error, source),
      // Not downloaded (a lost connection): not reported, as a report telemetry could not send either.
      () => undefined,
    );
    throw error;
  });
}

export function query<P extends QueryPath>(path: P, input?: CallInput<P>): Promise<CallOutput<P>> {
  return reported(call(path, 'query', input) as Promise<CallOutput<P>>, 'query');
}

export function mutate<P extends MutationPath>(path: P, input: CallInput<P>): Promise<CallOutput<P>> {
  return reported(call(path, 'mutation', input) as Promise<CallOutput<P>>, 'mutation');
}
