import type { Service } from '@portal/contracts/constants';
import { m } from '@portal/i18n/messages';
import { listSourcesFor } from '../../lib/roles.ts';
import type { ListSource } from '../../lib/search-params.ts';

export interface NavItem {
  source: ListSource;
  label: () => string;
}

const LABELS: Record<ListSource, () => string> = {
  polis: () => m.layout_nav_policies(),
  claim: () => m.layout_nav_claims(),
  'agency-policy': () => m.layout_nav_agency_policies(),
  'agency-claim': () => m.layout_nav_agency_claims(),
};

/** Spec §2: the account pages, in the sidebar and in the profile menu. */
export const ACCOUNT_PAGES = [
  { to: '/profile', icon: 'profile', label: () => m.layout_nav_profile() },
  { to: '/documents', icon: 'documents', label: () => m.layout_nav_documents() },
  { to: '/bank-accounts', icon: 'bank-accounts', label: () => m.bank_accounts_nav() },
] as const;

/** Spec §2: policy tabs for b2b2c_user and tapinsurance_user, agency tabs for the agency roles. */
export function navItemsFor(services: readonly Service[]): NavItem[] {
  return listSourcesFor(services).map((source) => ({ source, label: LABELS[source] }));
}

/**
 * The list links' own active check. The router marks a link it finds active with aria-current="page" whatever
 * the link says, and by default it matches loosely: `/` with the first list's search (stripped from the address
 * as the default) matches every page, so the first tab was marked beside the current one. Matched exactly, the
 * router only ever agrees with `activeListSource`, which decides.
 */
export const LIST_LINK_ACTIVE_OPTIONS = { exact: true } as const;

/** /policydetail/{id}/claim/{benefit_id}…: an opened claim's completion, summary and finish pages. */
const CLAIM_OF_POLICY = /^\/policydetail\/[^/]+\/claim\/[^/]+/;

/** Which tab a page belongs to: the list itself, or the list a detail page was opened from. */
export function activeListSource(
  pathname: string,
  search: Record<string, unknown>,
  sources: readonly ListSource[],
): ListSource | null {
  let source: ListSource | null = null;
  if (pathname === '/') {
    const asked = search.source;
    source = sources.find((candidate) => candidate === asked) ?? sources[0] ?? null;
  } else if (CLAIM_OF_POLICY.test(pathname)) {
    // A claim's own pages (its forms, summary, finish) live under its policy: they belong to the claims.
    source = 'claim';
  } else if (pathname.startsWith('/policydetail/')) source = 'polis';
  else if (pathname.startsWith('/agency/policydetail/')) source = 'agency-policy';
  else if (pathname.startsWith('/claimdetail/'))
    source = sources.includes('claim') ? 'claim' : 'agency-claim';
  return source && sources.includes(source) ? source : null;
}
