import { z } from 'zod';
import { AGENCY_PRODUCT_CODES } from '@portal/contracts/constants';
import { CLAIM_LIST_FILTERS, type ClaimListFilter } from '@portal/contracts/entities/claim';

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
export const homeSearchSchema = z
  .object({
    source: z.enum(LIST_SOURCES).optional().catch(undefined),
    tab: z.string().optional().catch(undefined),
    page: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined),
    product: z.string().optional().catch(undefined),
    coverage: z.string().optional().catch(undefined),
    size: z.coerce.number().optional().catch(undefined),
  })
  .transform(({ source, tab, page = HOME_SEARCH_DEFAULTS.page, product, coverage, size }): HomeSearch => {
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
  });

/** The claim flows a login can start from (spec §2). */
export const LOGIN_FLOWS = ['gojek-passenger', 'go-driver', 'go-life'] as const;
export type LoginFlow = (typeof LOGIN_FLOWS)[number];

/** Only same-site paths: a redirect to another origin ('//evil.example', 'https://…') is dropped. */
const localPath = z
  .string()
  .refine((value) => /^\/(?![/\\])/.test(value), 'not a local path')
  .optional()
  .catch(undefined);

/** Search params of the login pages: where the user came from and where to return. */
export const loginSearchSchema = z.object({
  flow: z.enum(LOGIN_FLOWS).optional().catch(undefined),
  // The router parses ?id=123 into a number; the id is an opaque string either way.
  id: z
    .union([z.string().min(1).max(128), z.number()])
    .transform(String)
    .optional()
    .catch(undefined),
  redirect: localPath,
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
