import { useQuery, useQueryClient } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc.ts';

export function profileQuery() {
  return trpc.user.profile.queryOptions();
}

/** The user with contact details: what an e-mail change reloads (spec §4). */
export function userDetailsQuery() {
  return trpc.user.details.queryOptions();
}

export function locationsQuery() {
  return trpc.user.locations.queryOptions();
}

/** The user's signed-in sessions, this device first (decision record 0039). */
export function signedInSessionsQuery() {
  return trpc.sessions.list.queryOptions();
}

export function useProfile() {
  return useQuery(profileQuery());
}

export function useUserDetails() {
  return useQuery(userDetailsQuery());
}

export function useLocations() {
  return useQuery(locationsQuery());
}

/**
 * Reloads what shows the user after a change: the profile, the user details (spec §4: after an e-mail
 * change) and the session the header reads its name and photo from.
 */
export function useReloadUser() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.user.profile.queryFilter()),
      queryClient.invalidateQueries(trpc.user.details.queryFilter()),
      queryClient.invalidateQueries(trpc.auth.session.queryFilter()),
    ]);
}
