import { useQuery } from '@tanstack/react-query';
import { useRouterState, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { matchEndorsementPath } from '@portal/contracts/endorsement-table';
import { NotFound } from '../../../components/not-found.tsx';
import { trpc } from '../../../lib/trpc.ts';
import { EndorsementPage } from './endorsement-page.tsx';

/**
 * What every endorsement route file renders: the row of the partner table its address matches, with the
 * address's parameters (and a lookup row's `?id=`).
 */
export function EndorsementRoutePage() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const search: { id?: string } = useSearch({ strict: false });
  const match = useMemo(() => matchEndorsementPath(pathname), [pathname]);
  const signedIn = Boolean(useQuery(trpc.auth.session.queryOptions()).data);
  // The routes' beforeLoad already refused any other address.
  if (!match) return <NotFound />;
  const params =
    match.row.access === 'lookup' && search.id ? { ...match.params, id: search.id } : match.params;
  return <EndorsementPage row={match.row} params={params} signedIn={signedIn} />;
}
