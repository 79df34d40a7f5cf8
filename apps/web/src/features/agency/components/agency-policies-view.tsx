import { useId } from 'react';
import { AGENCY_PRODUCT_CODES } from '@portal/contracts/constants';
import { m } from '@portal/i18n/messages';
import { pageErrorText } from '../../../lib/page-error-texts.ts';
import { PageSizeSelect } from '../../../components/page-size-select.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { Label } from '../../../components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import {
  AGENCY_COVERAGE_FILTERS,
  AGENCY_PAGE_SIZES,
  type AgencyCoverageFilter,
  type AgencyPageSize,
  type AgencyProductCode,
} from '../../../lib/search-params.ts';
import { COVERAGE_LABELS, PRODUCT_LABELS } from '../agency-labels.ts';
import { useAgencyPolicyList } from '../hooks/use-agency-policies.ts';
import { AgencyPolicyCard } from './agency-policy-card.tsx';

export interface AgencyPolicyFilters {
  product: AgencyProductCode;
  coverage: AgencyCoverageFilter;
  page: number;
  size: AgencyPageSize;
}

interface AgencyPoliciesViewProps extends AgencyPolicyFilters {
  /** A new product, status or page size starts again at page 1; a new page keeps the filters. */
  onFiltersChange: (filters: Partial<Omit<AgencyPolicyFilters, 'page'>>) => void;
  onPageChange: (page: number) => void;
}

function isCoverageFilter(value: string): value is AgencyCoverageFilter {
  return (AGENCY_COVERAGE_FILTERS as readonly string[]).includes(value);
}

/** The agency policy list (spec §2): a tab per product, a coverage-status filter, paging with a page size. */
export function AgencyPoliciesView({
  product,
  coverage,
  page,
  size,
  onFiltersChange,
  onPageChange,
}: AgencyPoliciesViewProps) {
  const coverageLabelId = useId();
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">{m.agency_policies_title()}</h1>
      <Tabs
        value={product}
        onValueChange={(value) => onFiltersChange({ product: value as AgencyProductCode })}
      >
        <TabsList aria-label={m.agency_products_label()}>
          {AGENCY_PRODUCT_CODES.map((value) => (
            <TabsTrigger key={value} value={value}>
              {PRODUCT_LABELS[value]()}
            </TabsTrigger>
          ))}
        </TabsList>
        {AGENCY_PRODUCT_CODES.map((value) => (
          <TabsContent key={value} value={value} className="flex flex-col gap-4">
            {value === product ? (
              <>
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <div className="flex items-center gap-2">
                    <Label id={coverageLabelId} weight="normal" muted>
                      {m.agency_coverage_label()}
                    </Label>
                    <Select
                      value={coverage}
                      onValueChange={(next) => {
                        if (isCoverageFilter(next)) onFiltersChange({ coverage: next });
                      }}
                    >
                      <SelectTrigger aria-labelledby={coverageLabelId} className="min-h-10 min-w-40">
                        <SelectValue />
                      </SelectTrigger>
                      <SelectContent>
                        {AGENCY_COVERAGE_FILTERS.map((filter) => (
                          <SelectItem key={filter} value={filter}>
                            {COVERAGE_LABELS[filter]()}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  </div>
                  <PageSizeSelect
                    label={m.agency_page_size_label()}
                    value={size}
                    options={AGENCY_PAGE_SIZES}
                    onChange={(next) => onFiltersChange({ size: next })}
                  />
                </div>
                <AgencyPolicyListPage
                  product={product}
                  coverage={coverage}
                  page={page}
                  size={size}
                  onPageChange={onPageChange}
                />
              </>
            ) : null}
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}

function AgencyPolicyListPage({
  onPageChange,
  ...filters
}: AgencyPolicyFilters & { onPageChange: (page: number) => void }) {
  const query = useAgencyPolicyList({ ...filters, pageSize: filters.size });
  return (
    <PagedList
      query={query}
      page={filters.page}
      pageSize={filters.size}
      onPageChange={onPageChange}
      itemKey={(policy) => policy.reference_id}
      renderItem={(policy) => <AgencyPolicyCard policy={policy} />}
      empty={{ title: m.agency_empty_title(), body: m.agency_empty_body() }}
      errorMessage={pageErrorText('policy_list_failed')}
    />
  );
}
