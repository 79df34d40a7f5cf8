import { matchQuery, type QueryClient } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@portal/gateway/router';
import { trpc } from './trpc.ts';

type SessionView = inferRouterOutputs<AppRouter>['auth']['session'];

/**
 * On login and logout: drop everything cached for the previous user and put the new session in place.
 * The session query itself is kept (not removed) so the header, which observes it, sees the change;
 * `queryClient.clear()` would leave that observer on a detached query.
 */
export function replaceSession(queryClient: QueryClient, session: SessionView): void {
  const sessionFilter = { queryKey: trpc.auth.session.queryKey(), exact: true };
  queryClient.removeQueries({ predicate: (query) => !matchQuery(sessionFilter, query) });
  queryClient.setQueryData(trpc.auth.session.queryKey(), session);
}
