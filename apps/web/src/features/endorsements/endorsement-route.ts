import { notFound, redirect, type ParsedLocation } from '@tanstack/react-router';
import { m } from '@portal/i18n/messages';
import type { QueryClient } from '@tanstack/react-query';
import { searchValidator, textParam } from '../../lib/search-params.ts';
import type { Trpc } from '../../lib/trpc.ts';

/**
 * `?id=` of a lookup route (/tokopedia/endorse, /firstmedia/endorse): the policy the user found or picked.
 * A malformed one is dropped and the user looks the policy up again.
 */
export const endorsementSearchSchema = searchValidator<{ id?: string }, { id?: string }>((search) => ({
  id: textParam(search.id, { max: 64 }),
}));

/**
 * The endorsement routes' one check: the path must be a row of the partner table (decision record 0018),
 * else the page is not found. Rows found by number and aggregates need a session, like the logged-in area
 * (spec §2: the user logs in and comes back); rows opened by id and tokenised links do not. The table comes
 * with this check rather than with the app's entry (2.5 kB brotli off every other page, decision record 0023);
 * the endorsement page's own chunk needs it too.
 */
export async function endorsementBeforeLoad({
  context,
  location,
}: {
  context: { queryClient: QueryClient; trpc: Trpc };
  location: ParsedLocation;
}) {
  const { matchEndorsementPath } = await import('@portal/contracts/endorsement-table');
  const match = matchEndorsementPath(location.pathname);
  if (!match) throw notFound();
  if (match.row.access === 'lookup' || match.row.access === 'aggregate') {
    const session = await context.queryClient.ensureQueryData(context.trpc.auth.session.queryOptions());
    if (!session) throw redirect({ to: '/generate-otp', search: { redirect: location.href } });
  }
  return { endorsement: match };
}

/**
 * What every endorsement route file passes to createFileRoute beside its component: the routes differ only
 * in their shape. (The component stays in the route file, where the router splits it into its own chunk.)
 */
export const endorsementRouteOptions = {
  validateSearch: endorsementSearchSchema,
  staticData: { title: () => m.endorse_title(), backTo: '/' },
  beforeLoad: endorsementBeforeLoad,
};
