import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CLAIM_PAGE_SIZE } from '@portal/contracts/constants';
import { CLAIM_LIST_FILTERS, type ClaimListFilter } from '@portal/contracts/claim-constants';
import { m } from '@portal/i18n/messages';
import { pageErrorText } from '../../../lib/page-error-texts.ts';
import { PageSizeSelect } from '../../../components/page-size-select.tsx';
import { PagedList, type Page } from '../../../components/paged-list.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { AGENCY_PAGE_SIZES, type AgencyPageSize } from '../../../lib/search-params.ts';
import { useAgencyClaimList } from '../hooks/use-agency-claim-list.ts';
import { useClaimList } from '../hooks/use-claim-list.ts';
import { ClaimCard, type ClaimCardData } from './claim-card.tsx';

/** Tabs of spec §4: all, initiated, after-documents (in process), settled (closed). */
const FILTER_LABELS: Record<ClaimListFilter, () => string> = {
  all: () => m.claims_tab_all(),
  initiated: () => m.claims_tab_initiated(),
  'after-documents': () => m.claims_tab_in_process(),
  settled: () => m.claims_tab_closed(),
};

interface ClaimsViewProps {
  filter: ClaimListFilter;
  page: number;
  onFilterChange: (filter: ClaimListFilter) => void;
  onPageChange: (page: number) => void;
  /** The agency claim list (spec §2), with the page size the user picked; without it the user's own claims. */
  agency?: { pageSize: AgencyPageSize; onPageSizeChange: (size: AgencyPageSize) => void };
  /** What a claim's card shows beside its status, knowing the claims of the page (the chat's unread badge). */
  claimBadge?: ClaimBadge;
}

type ClaimBadge = (claimId: string, pageClaimIds: readonly string[]) => ReactNode;

export function ClaimsView({
  filter,
  page,
  onFilterChange,
  onPageChange,
  agency,
  claimBadge,
}: ClaimsViewProps) {
  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">
          {agency ? m.agency_claims_title() : m.claims_title()}
        </h1>
        {agency ? (
          <PageSizeSelect
            label={m.agency_page_size_label()}
            value={agency.pageSize}
            options={AGENCY_PAGE_SIZES}
            onChange={agency.onPageSizeChange}
          />
        ) : null}
      </div>
      <Tabs value={filter} onValueChange={(value) => onFilterChange(value as ClaimListFilter)}>
        <TabsList aria-label={m.claims_tabs_label()}>
          {CLAIM_LIST_FILTERS.map((value) => (
            <TabsTrigger key={value} value={value}>
              {FILTER_LABELS[value]()}
            </TabsTrigger>
          ))}
        </TabsList>
        {CLAIM_LIST_FILTERS.map((value) => (
          <TabsContent key={value} value={value}>
            {value !== filter ? null : agency ? (
              <AgencyClaimListPage
                filter={filter}
                page={page}
                pageSize={agency.pageSize}
                onPageChange={onPageChange}
                claimBadge={claimBadge}
              />
            ) : (
              <ClaimListPage
                filter={filter}
                page={page}
                onPageChange={onPageChange}
                claimBadge={claimBadge}
              />
            )}
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}

interface ClaimListPageProps {
  filter: ClaimListFilter;
  page: number;
  onPageChange: (page: number) => void;
  claimBadge: ClaimBadge | undefined;
}

function ClaimListPage({ filter, page, onPageChange, claimBadge }: ClaimListPageProps) {
  const query = useClaimList(filter, page);
  return (
    <ClaimPagedList
      query={query}
      page={page}
      pageSize={CLAIM_PAGE_SIZE}
      onPageChange={onPageChange}
      claimBadge={claimBadge}
    />
  );
}

function AgencyClaimListPage({
  filter,
  page,
  pageSize,
  onPageChange,
  claimBadge,
}: ClaimListPageProps & { pageSize: number }) {
  const query = useAgencyClaimList(filter, page, pageSize);
  return (
    <ClaimPagedList
      query={query}
      page={page}
      pageSize={pageSize}
      onPageChange={onPageChange}
      claimBadge={claimBadge}
    />
  );
}

/** The user's and the agency's claim lists differ in where their pages come from, not in how they look. */
function ClaimPagedList<E>({
  query,
  page,
  pageSize,
  onPageChange,
  claimBadge,
}: {
  query: UseQueryResult<Page<ClaimCardData>, E>;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  claimBadge: ClaimBadge | undefined;
}) {
  const pageClaimIds = query.data?.items.map((claim) => claim.claim_id) ?? [];
  return (
    <PagedList
      query={query}
      page={page}
      pageSize={pageSize}
      onPageChange={onPageChange}
      itemKey={(claim) => claim.claim_id}
      renderItem={(claim) => <ClaimCard claim={claim} badge={claimBadge?.(claim.claim_id, pageClaimIds)} />}
      empty={{ title: m.claims_empty_title(), body: m.claims_empty_body() }}
      errorMessage={pageErrorText('claim_list_failed')}
    />
  );
}
