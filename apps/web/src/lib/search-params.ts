import * as z from 'zod/mini';
import { CLAIM_LIST_FILTERS, type ClaimListFilter } from '@portal/contracts/claim-constants';
import { AGENCY_PRODUCT_CODES } from '@portal/contracts/constants';

/** The policy list tabs (spec §2): all, active, expired. */
export const POLICY_TABS = ['all', 'active', 'expired'] as const;
export type PolicyTab = (typeof POLICY_TABS)[number];

/** Which list `/` shows (spec §2: ?source= polis, claim, agency-policy or agency-claim). */
export const LIST_SOURCES = ['polis', 'claim', 'agency-policy', 'agency-claim'] as const;
export type ListSource = (typeof LIST_SOURCES)[number];

export type AgencyProductCode = (typeof AGENCY_PRODUCT_CODES)[number];

/** Coverage filter of the agency policy list: every status, or one of spec §3's three (lower case in the URL). */
export const AGENCY_COVERAGE_FILTERS = ['all', 'active', 'inactive', 'expired'] as const;
export type AgencyCoverageFilter = (typeof AGENCY_COVERAGE_FILTERS)[number];

/** The agency lists take their page size from the caller (spec §9); these are the sizes offered. */
export const AGENCY_PAGE_SIZES = [5, 10, 20] as const;
export type AgencyPageSize = (typeof AGENCY_PAGE_SIZES)[number];

export type HomeSearch =
  | { source: 'polis'; tab: PolicyTab; page: number }
  | { source: 'claim'; tab: ClaimListFilter; page: number }
  | {
      source: 'agency-policy';
      product: AgencyProductCode;
      coverage: AgencyCoverageFilter;
      page: number;
      size: AgencyPageSize;
    }
  | { source: 'agency-claim'; tab: ClaimListFilter; page: number; size: AgencyPageSize };

/** An optional search param that is dropped (undefined) rather than failing the route when malformed. */
function orUndefined<T extends z.ZodMiniType>(schema: T) {
  return z.catch(z.optional(schema), undefined);
}

function oneOf<T extends string | number>(values: readonly T[], value: unknown): T | undefined {
  return (values as readonly unknown[]).includes(value) ? (value as T) : undefined;
}

/** Every default of every list: stripped from the address bar ('/' rather than '/?source=polis&tab=all&page=1'). */
export const HOME_SEARCH_DEFAULTS = {
  source: 'polis',
  tab: 'all',
  page: 1,
  product: 'car-protection',
  coverage: 'all',
  size: 10,
} as const satisfies {
  source: ListSource;
  tab: PolicyTab & ClaimListFilter;
  page: number;
  product: AgencyProductCode;
  coverage: AgencyCoverageFilter;
  size: AgencyPageSize;
};

/**
 * Search params of `/`. Anything unknown or malformed falls back to its default instead of failing, so an
 * old or hand-edited link still opens a list; a tab of another list falls back to 'all', and each list
 * keeps only its own params.
 */
export const homeSearchSchema = z.pipe(
  z.object({
    source: orUndefined(z.enum(LIST_SOURCES)),
    tab: orUndefined(z.string()),
    page: orUndefined(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000))),
    product: orUndefined(z.string()),
    coverage: orUndefined(z.string()),
    size: orUndefined(z.coerce.number()),
  }),
  z.transform(({ source, tab, page = HOME_SEARCH_DEFAULTS.page, product, coverage, size }): HomeSearch => {
    const pageSize = oneOf(AGENCY_PAGE_SIZES, size) ?? HOME_SEARCH_DEFAULTS.size;
    switch (source) {
      case 'claim':
        return { source, tab: oneOf(CLAIM_LIST_FILTERS, tab) ?? HOME_SEARCH_DEFAULTS.tab, page };
      case 'agency-claim':
        return {
          source,
          tab: oneOf(CLAIM_LIST_FILTERS, tab) ?? HOME_SEARCH_DEFAULTS.tab,
          page,
          size: pageSize,
        };
      case 'agency-policy':
        return {
          source,
          product: oneOf(AGENCY_PRODUCT_CODES, product) ?? HOME_SEARCH_DEFAULTS.product,
          coverage: oneOf(AGENCY_COVERAGE_FILTERS, coverage) ?? HOME_SEARCH_DEFAULTS.coverage,
          page,
          size: pageSize,
        };
      default:
        return {
          source: HOME_SEARCH_DEFAULTS.source,
          tab: oneOf(POLICY_TABS, tab) ?? HOME_SEARCH_DEFAULTS.tab,
          page,
        };
    }
  }),
);

/** The claim flows a login can start from (spec §2). */
export const LOGIN_FLOWS = ['gojek-passenger', 'go-driver', 'go-life'] as const;
export type LoginFlow = (typeof LOGIN_FLOWS)[number];

/** Only same-site paths: a redirect to another origin ('//evil.example', 'https://…') is dropped. */
const localPath = orUndefined(
  z.string().check(z.refine((value) => /^\/(?![/\\])/.test(value), 'not a local path')),
);

/**
 * Why the user is at login: their phone number changed (spec §4), or they logged out and the broker did not
 * confirm its side of the logout (the portal's session ended all the same).
 */
export const LOGIN_NOTICES = ['phone-changed', 'logout-unconfirmed'] as const;

/** Search params of the login pages: where the user came from and where to return, and why they are here. */
export const loginSearchSchema = z.object({
  flow: orUndefined(z.enum(LOGIN_FLOWS)),
  // The router parses ?id=123 into a number; the id is an opaque string either way.
  id: orUndefined(
    z.pipe(z.union([z.string().check(z.minLength(1), z.maxLength(128)), z.number()]), z.transform(String)),
  ),
  redirect: localPath,
  notice: orUndefined(z.enum(LOGIN_NOTICES)),
});
export type LoginSearch = z.infer<typeof loginSearchSchema>;

/** Offset of a 1-based page. */
export function pageOffset(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}

/** At least one page, so an empty list still reads "page 1 of 1". */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The completion pages of spec §2 carry the claim they complete (and the form step reached) in the search. */
export const claimCompletionSearchSchema = z.object({
  // Optional so that an address without it reaches the route, which sends the user to choose a benefit.
  claim: orUndefined(z.string().check(z.minLength(1), z.maxLength(64))),
  step: orUndefined(z.string().check(z.minLength(1), z.maxLength(64))),
});
export type ClaimCompletionSearch = z.infer<typeof claimCompletionSearchSchema>;
