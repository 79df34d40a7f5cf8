import type { ClaimListFilter } from '@portal/contracts/claim-constants';
import { AGENCY_PRODUCT_CODES, PARTNER_CLAIM_PRODUCTS } from '@portal/contracts/constants';

/**
 * The claim list tabs: the contracts' `CLAIM_LIST_FILTERS`, written out here because this file is on every
 * page and importing the list would bring the claim status tables of its module along (0.9 kB brotli,
 * decision record 0023). `satisfies` refuses a tab the contracts do not have; search-params.test.ts checks
 * that the two lists are equal.
 */
export const CLAIM_LIST_TABS = [
  'all',
  'initiated',
  'after-documents',
  'settled',
] as const satisfies readonly ClaimListFilter[];

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

/**
 * A search-param validator the router reads as a Standard Schema (its `types` give the links' input and the
 * page's output): plain checks instead of a validation library, so the entry chunk that every page loads
 * carries no zod (decision record 0023). Search params never fail a route: whatever is malformed is dropped
 * or falls back to its default, so an old or hand-edited link still opens the page.
 */
export interface SearchValidator<In, Out> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: 'portal';
    readonly validate: (value: unknown) => { value: Out };
    readonly types?: { readonly input: In; readonly output: Out };
  };
  /** The same check, for callers and tests: anything in, the page's search out. */
  readonly parse: (search: unknown) => Out;
}

export function searchValidator<In, Out>(
  check: (search: Readonly<Record<string, unknown>>) => Out,
): SearchValidator<In, Out> {
  const parse = (search: unknown) =>
    check(typeof search === 'object' && search !== null ? (search as Record<string, unknown>) : {});
  return {
    '~standard': { version: 1, vendor: 'portal', validate: (value) => ({ value: parse(value) }) },
    parse,
  };
}

/** A string of min..max characters, else undefined. */
export function textParam(
  value: unknown,
  { min = 1, max }: { min?: number; max: number },
): string | undefined {
  return typeof value === 'string' && value.length >= min && value.length <= max ? value : undefined;
}

/** An opaque id: the router parses ?id=123 into a number, so a number is read back as its digits. */
export function idParam(value: unknown, maxLength: number): string | undefined {
  return typeof value === 'number' && Number.isFinite(value)
    ? String(value)
    : textParam(value, { max: maxLength });
}

/** A whole number in min..max, read from a number or its digits; else undefined. */
function intParam(value: unknown, min: number, max: number): number | undefined {
  const number = typeof value === 'number' || typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isInteger(number) && number >= min && number <= max ? number : undefined;
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

/** What a link to `/` may say (anything left out takes its default). */
export interface HomeSearchInput {
  source?: ListSource;
  tab?: PolicyTab | ClaimListFilter;
  page?: number;
  product?: AgencyProductCode;
  coverage?: AgencyCoverageFilter;
  size?: AgencyPageSize;
}

/**
 * Search params of `/`. Anything unknown or malformed falls back to its default instead of failing, so an
 * old or hand-edited link still opens a list; a tab of another list falls back to 'all', and each list
 * keeps only its own params.
 */
export const homeSearchSchema = searchValidator<HomeSearchInput, HomeSearch>((search): HomeSearch => {
  const { tab, product, coverage } = search;
  const page = intParam(search.page, 1, 10_000) ?? HOME_SEARCH_DEFAULTS.page;
  const pageSize = oneOf(AGENCY_PAGE_SIZES, intParam(search.size, 1, 100)) ?? HOME_SEARCH_DEFAULTS.size;
  const source = oneOf(LIST_SOURCES, search.source);
  switch (source) {
    case 'claim':
      return { source, tab: oneOf(CLAIM_LIST_TABS, tab) ?? HOME_SEARCH_DEFAULTS.tab, page };
    case 'agency-claim':
      return {
        source,
        tab: oneOf(CLAIM_LIST_TABS, tab) ?? HOME_SEARCH_DEFAULTS.tab,
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
});

/** The claim flows a login can start from (spec §2): the partner claim products. */
export const LOGIN_FLOWS = PARTNER_CLAIM_PRODUCTS;
export type LoginFlow = (typeof LOGIN_FLOWS)[number];

/** Only same-site paths: a redirect to another origin ('//evil.example', 'https://…') is dropped. */
function localPath(value: unknown): string | undefined {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) ? value : undefined;
}

/**
 * Why the user is at login: they logged out, their session ended while they used the portal (a call answered
 * 401), their phone number changed (spec §4), or they logged out and the broker did not confirm its side of the
 * logout (the portal's session ended all the same).
 */
export const LOGIN_NOTICES = ['signed-out', 'session-ended', 'phone-changed', 'logout-unconfirmed'] as const;

/** Search params of the login pages: where the user came from and where to return, and why they are here. */
export interface LoginSearch {
  flow?: LoginFlow;
  /** Opaque: the router parses ?id=123 into a number, read back as its digits. */
  id?: string;
  redirect?: string;
  notice?: (typeof LOGIN_NOTICES)[number];
}

export const loginSearchSchema = searchValidator<LoginSearch, LoginSearch>((search) => ({
  flow: oneOf(LOGIN_FLOWS, search.flow),
  id: idParam(search.id, 128),
  redirect: localPath(search.redirect),
  notice: oneOf(LOGIN_NOTICES, search.notice),
}));

/** Offset of a 1-based page. */
export function pageOffset(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}

/** At least one page, so an empty list still reads "page 1 of 1". */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The completion pages of spec §2 carry the claim they complete (and the form step reached) in the search. */
export interface ClaimCompletionSearch {
  // Optional so that an address without it reaches the route, which sends the user to choose a benefit.
  claim?: string;
  step?: string;
}

export const claimCompletionSearchSchema = searchValidator<ClaimCompletionSearch, ClaimCompletionSearch>(
  (search) => ({ claim: textParam(search.claim, { max: 64 }), step: textParam(search.step, { max: 64 }) }),
);
