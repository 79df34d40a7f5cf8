import { z } from 'zod';
import { CLAIM_LIST_FILTERS, type ClaimListFilter } from '@portal/contracts/entities/claim';

/** The policy list tabs (spec §2): all, active, expired. */
export const POLICY_TABS = ['all', 'active', 'expired'] as const;
export type PolicyTab = (typeof POLICY_TABS)[number];

/** Which list `/` shows (spec §2: the claim list is chosen by ?source=claim). */
export const LIST_SOURCES = ['polis', 'claim'] as const;

export type HomeSearch =
  { source: 'polis'; tab: PolicyTab; page: number } | { source: 'claim'; tab: ClaimListFilter; page: number };

function oneOf<T extends string>(values: readonly T[], value: unknown): T | undefined {
  return (values as readonly unknown[]).includes(value) ? (value as T) : undefined;
}

export const HOME_SEARCH_DEFAULTS = { source: 'polis', tab: 'all', page: 1 } as const;

/**
 * Search params of `/`. Anything unknown or malformed falls back to its default instead of failing, so an
 * old or hand-edited link still opens a list; a tab of the other list falls back to 'all'.
 */
export const homeSearchSchema = z
  .object({
    source: z.enum(LIST_SOURCES).optional().catch(undefined),
    tab: z.string().optional().catch(undefined),
    page: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined),
  })
  .transform(({ source, tab, page = HOME_SEARCH_DEFAULTS.page }): HomeSearch =>
    source === 'claim'
      ? { source, tab: oneOf(CLAIM_LIST_FILTERS, tab) ?? HOME_SEARCH_DEFAULTS.tab, page }
      : {
          source: HOME_SEARCH_DEFAULTS.source,
          tab: oneOf(POLICY_TABS, tab) ?? HOME_SEARCH_DEFAULTS.tab,
          page,
        },
  );

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
