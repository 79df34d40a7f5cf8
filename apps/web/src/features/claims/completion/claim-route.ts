import { redirect } from '@tanstack/react-router';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@portal/gateway/router';
import { claimCompletionSearchSchema, type ClaimCompletionSearch } from '../../../lib/search-params.ts';
import { trpc } from '../../../lib/trpc.ts';

/**
 * What the pages of a claim being completed (its forms and documents, the summary, the thank-you page) share as
 * routes: the claim comes in `?claim=`; each route's `beforeLoad` calls `requireClaim`. Each route's loader starts
 * loading the claim's steps: it stays in the route file, so the router's code splitting keeps it (and the
 * claim's query) out of the app's entry.
 *
 * What a route's own file needs of the claim's completion (its query, its address) lives here rather than beside
 * the completion's hooks and steps: a route's `beforeLoad` is not split off, so whatever module it imports from
 * is in every page's first bytes, whole.
 */
export const claimCompletionRoute = {
  validateSearch: claimCompletionSearchSchema,
  loaderDeps: ({ search }: { search: ClaimCompletionSearch }) => ({ claimId: search.claim ?? '' }),
};

/**
 * The claim of the address, as the route's context. Without it there is nothing to complete: the user goes to
 * choose the benefit (spec §2), which opens one.
 */
export function requireClaim(search: ClaimCompletionSearch, policyId: string): { claimId: string } {
  if (!search.claim)
    throw redirect({ to: '/policydetail/$id/claim', params: { id: policyId }, replace: true });
  return { claimId: search.claim };
}

export type ClaimCompletion = inferRouterOutputs<AppRouter>['claims']['completion'];

/**
 * Everything the completion pages show of one claim; the routes' loaders prefetch the same query. Read again
 * when the user comes back to the tab: another tab (or device) may have completed or sent the claim since, and
 * the steps would otherwise ask for what is already given.
 */
export function claimCompletionQuery(claimId: string) {
  return trpc.claims.completion.queryOptions({ claimId }, { refetchOnWindowFocus: 'always' });
}

/** Where the completion of a claim lives; the policy and benefit only shape the address (spec §2). */
export function completionPath(ids: { policyId: string | null; benefitId: string | null }): {
  id: string;
  benefitId: string;
} {
  // A claim whose policy or benefit the broker did not name still opens its own completion.
  return { id: ids.policyId ?? '-', benefitId: ids.benefitId ?? '-' };
}
