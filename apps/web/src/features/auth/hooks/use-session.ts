import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc.ts';

/** The signed-in user, or null; undefined while the first check runs. */
export function useSession() {
  return useQuery(trpc.auth.session.queryOptions());
}
