import { redirect } from '@tanstack/react-router';
import { claimCompletionSearchSchema, type ClaimCompletionSearch } from '../../../lib/search-params.ts';

/**
 * What the pages of a claim being completed (its forms and documents, the summary, the thank-you page) share as
 * routes: the claim comes in `?claim=`; each route's `beforeLoad` calls `requireClaim`. Each route's loader starts
 * loading the claim's steps: it stays in the route file, so the router's code splitting keeps it (and the
 * claim's query) out of the app's entry.
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
