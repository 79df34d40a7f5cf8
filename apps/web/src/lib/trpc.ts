import { MutationCache, QueryCache, QueryClient, onlineManager } from '@tanstack/react-query';
import { TRPCClientError, createTRPCClient, httpBatchLink, splitLink, type TRPCLink } from '@trpc/client';
import { observable, type Unsubscribable } from '@trpc/server/observable';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from '@portal/gateway/router';
import { TRPC_MAX_BATCH_SIZE } from '@portal/contracts/constants';
import { isErrorKey } from '@portal/contracts/errors';
import { isUnauthorized, procedurePath } from './error-data.ts';
import { loadErrorTexts } from './failure-text.ts';
import { newRequestId } from './request-id.ts';
import { failedCallContext, telemetry } from './telemetry-setup.ts';

let onUnauthorized: (() => void) | null = null;

/** main.tsx registers what a 401 does (spec §8: back to login or the claim entry); this file knows no router. */
export function handleUnauthorizedWith(handler: () => void): void {
  onUnauthorized = handler;
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError(error) {
      if (isUnauthorized(error)) onUnauthorized?.();
      const report = failedCallContext(error, 'query', isErrorKey);
      if (report) telemetry.reportError(error, report);
    },
  }),
  // A 401 on any call, mutations included; the auth calls themselves (a refused SSO token) show their own error.
  mutationCache: new MutationCache({
    onError(error) {
      if (isUnauthorized(error) && !procedurePath(error)?.startsWith('auth.')) onUnauthorized?.();
      const report = failedCallContext(error, 'mutation', isErrorKey);
      if (report) telemetry.reportError(error, report);
    },
    // The claim funnel for the tag manager: which step a finished call was, by its procedure.
    onSuccess(_data, _variables, _context, mutation) {
      telemetry.mutationSucceeded(mutation.options.mutationKey);
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A refused call (4xx) will be refused again; a passing failure gets one more try.
      retry: (failureCount, error) => {
        // A page opened without a connection (the worker's shell, decision record 0056): the query client
        // learns of one only from an `offline` event, so it believes it is online and another try would only
        // fail again after its delay, holding back the offline page. Once it knows (an `offline` event), a
        // retry waits for the connection instead, as it always did.
        if (globalThis.navigator?.onLine === false && onlineManager.isOnline()) return false;
        const status = (error as { data?: { httpStatus?: number } }).data?.httpStatus;
        if (status !== undefined && status >= 400 && status < 500) return false;
        return failureCount < 1;
      },
      refetchOnWindowFocus: false,
    },
  },
});

/**
 * For what a query or mutation cannot report itself: a subscription that the gateway ended because the
 * session is gone (the live chat) sends the user where any other 401 would.
 */
export function reportUnauthorized(): void {
  onUnauthorized?.();
}

/**
 * A failed call reaches its query or mutation once the error catalogue is here (lib/failure-text.ts), so a page
 * draws the error's text at once; until then it shows its loading state. A catalogue that cannot be downloaded
 * does not hold the error back.
 */
const errorTextsLink: TRPCLink<AppRouter> =
  () =>
  ({ op, next }) =>
    observable((observer) => {
      const subscription = next(op).subscribe({
        next: (value) => observer.next(value),
        error: (error) => {
          const pass = () => observer.error(error);
          loadErrorTexts().then(pass, pass);
        },
        complete: () => observer.complete(),
      });
      return () => subscription.unsubscribe();
    });

/**
 * Subscriptions (the live chat) go through a link fetched with the first of them (lib/subscription-link.ts): its
 * stream reader is a few kilobytes no page needs to draw. A link that cannot be fetched fails the subscription as
 * a lost connection would.
 */
const lazySubscriptionLink: TRPCLink<AppRouter> = (runtime) => {
  let link: Promise<ReturnType<TRPCLink<AppRouter>>> | undefined;
  return ({ op, next }) =>
    observable((observer) => {
      let subscription: Unsubscribable | undefined;
      let ended = false;
      link ??= import('./subscription-link.ts').then(
        (module) => module.subscriptionLink(runtime),
        (error: unknown) => {
          link = undefined;
          throw error;
        },
      );
      link.then(
        (operationLink) => {
          if (!ended) subscription = operationLink({ op, next }).subscribe(observer);
        },
        (error: unknown) => {
          if (!ended)
            observer.error(TRPCClientError.from(error instanceof Error ? error : new Error(String(error))));
        },
      );
      return () => {
        ended = true;
        subscription?.unsubscribe();
      };
    });
};

export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    errorTextsLink,
    splitLink({
      condition: (op) => op.type === 'subscription',
      true: lazySubscriptionLink,
      false: httpBatchLink({
        url: '/trpc',
        // The gateway refuses bigger batches (decision record 0021): split them here instead.
        maxItems: TRPC_MAX_BATCH_SIZE,
        // The gateway refuses state-changing calls without this header (CSRF guard).
        // x-request-id: the gateway logs the call under it and passes it to the broker (decision record 0024).
        headers: () => ({ 'x-portal-csrf': '1', 'x-request-id': newRequestId() }),
        fetch: (input, init) => fetch(input, { ...init, credentials: 'include' }),
      }),
    }),
  ],
});

/** Query and mutation options for every procedure: `trpc.policies.list.queryOptions(input)`. */
export const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });

export type Trpc = typeof trpc;
