import { matchQuery, type QueryClient } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@portal/gateway/router';
import { deviceStore, forgetKeptUploads, forgetUserData } from './session-store.ts';
import { trpc } from './trpc.ts';

type SessionView = inferRouterOutputs<AppRouter>['auth']['session'];

/**
 * On login and logout: drop everything cached for the previous user and put the new session in place.
 * The session query itself is kept (not removed) so the header, which observes it, sees the change;
 * `queryClient.clear()` would leave that observer on a detached query.
 */
let signedOutHere = false;

/**
 * Whether the user signed out in this page (a logout, a phone change): calls of the page they left may still
 * answer 401 after that, which must not send them anywhere (main.tsx).
 */
export function signedOutOnPurpose(): boolean {
  return signedOutHere;
}

export function replaceSession(queryClient: QueryClient, session: SessionView): void {
  signedOutHere = session === null;
  const sessionFilter = { queryKey: trpc.auth.session.queryKey(), exact: true };
  queryClient.removeQueries({ predicate: (query) => !matchQuery(sessionFilter, query) });
  queryClient.setQueryData(trpc.auth.session.queryKey(), session);
}

/** A sign-out begins (its call is under way): from now on a 401 is expected, not a lost session. */
export function beginSignOut(): void {
  signedOutHere = true;
}

/**
 * A sign-out (a logout, a phone change): the session ends in the page at once, so the header follows and a
 * late 401 sends no one anywhere; the previous user's data is dropped only once `leave` has taken them off the
 * page that shows it. Dropped before, that page would ask for it again and get 401s. What the tab kept for the
 * user (unsaved input, file names, claims being opened) goes at once, and so do the claim drafts and the files
 * the device kept across restarts, whoever's they are: the next person on the device finds none.
 */
export async function signOut(queryClient: QueryClient, leave: () => Promise<unknown>): Promise<void> {
  beginSignOut();
  forgetUserData();
  forgetUserData(deviceStore());
  forgetKeptUploads();
  queryClient.setQueryData(trpc.auth.session.queryKey(), null);
  try {
    await leave();
  } finally {
    replaceSession(queryClient, null);
  }
}

/**
 * Waits, at most `limitMs`, for the calls under way (a link's preload started as a menu opened): answered after
 * a logout they are 401s, and one answered before the logout's own answer would report a lost session.
 */
export async function settleFetches(queryClient: QueryClient, limitMs = 2000): Promise<void> {
  const underWay = queryClient
    .getQueryCache()
    .getAll()
    .map((query) => query.promise?.catch(() => undefined));
  if (!underWay.some(Boolean)) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.all(underWay),
    new Promise((resolve) => {
      timer = setTimeout(resolve, limitMs);
    }),
  ]);
  clearTimeout(timer);
}
