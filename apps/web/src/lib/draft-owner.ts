import { useQuery } from '@tanstack/react-query';
import { trpc } from './trpc.ts';

/**
 * Whose drafts the device keeps (shared/form/draft.ts `ownedDraftKey`, decision record 0054): the signed-in
 * user's broker id, or the phone the code went to where the broker gives none. Undefined without a session
 * that names either (an SSO session without them): the draft is then kept in the tab only.
 */
export function useDraftOwner(): string | undefined {
  const { data } = useQuery(trpc.auth.session.queryOptions());
  return data ? (data.user.id ?? data.phone ?? undefined) : undefined;
}
