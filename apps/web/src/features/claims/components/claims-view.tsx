import { CLAIM_PAGE_SIZE } from '@portal/contracts/constants';
import { CLAIM_LIST_FILTERS, type ClaimListFilter } from '@portal/contracts/entities/claim';
import { m } from '@portal/i18n/messages';
import { PagedList } from '../../../components/paged-list.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { errorText } from '../../../lib/errors.ts';
import { useClaimList } from '../hooks/use-claim-list.ts';
import { ClaimCard } from './claim-card.tsx';

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
}

export function ClaimsView({ filter, page, onFilterChange, onPageChange }: ClaimsViewProps) {
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">{m.claims_title()}</h1>
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
            {value === filter ? (
              <ClaimListPage filter={filter} page={page} onPageChange={onPageChange} />
            ) : null}
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}

function ClaimListPage({ filter, page, onPageChange }: Omit<ClaimsViewProps, 'onFilterChange'>) {
  const query = useClaimList(filter, page);
  return (
    <PagedList
      query={query}
      page={page}
      pageSize={CLAIM_PAGE_SIZE}
      onPageChange={onPageChange}
      itemKey={(claim) => claim.claim_id}
      renderItem={(claim) => <ClaimCard claim={claim} />}
      empty={{ title: m.claims_empty_title(), body: m.claims_empty_body() }}
      errorMessage={errorText('claim_list_failed')}
    />
  );
}
