import { POLICY_PAGE_SIZE } from '@portal/contracts/constants';
import { m } from '@portal/i18n/messages';
import { pageErrorText } from '../../../lib/page-error-texts.ts';
import { PagedList } from '../../../components/paged-list.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { POLICY_TABS, type PolicyTab } from '../../../lib/search-params.ts';
import { usePolicyList } from '../hooks/use-policy-list.ts';
import { PolicyCard } from './policy-card.tsx';

const TAB_LABELS: Record<PolicyTab, () => string> = {
  all: () => m.policies_tab_all(),
  active: () => m.policies_tab_active(),
  expired: () => m.policies_tab_expired(),
};

interface PoliciesViewProps {
  tab: PolicyTab;
  page: number;
  onTabChange: (tab: PolicyTab) => void;
  onPageChange: (page: number) => void;
}

export function PoliciesView({ tab, page, onTabChange, onPageChange }: PoliciesViewProps) {
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">{m.policies_title()}</h1>
      <Tabs value={tab} onValueChange={(value) => onTabChange(value as PolicyTab)}>
        <TabsList aria-label={m.policies_tabs_label()}>
          {POLICY_TABS.map((value) => (
            <TabsTrigger key={value} value={value}>
              {TAB_LABELS[value]()}
            </TabsTrigger>
          ))}
        </TabsList>
        {POLICY_TABS.map((value) => (
          <TabsContent key={value} value={value}>
            {value === tab ? <PolicyListPage tab={tab} page={page} onPageChange={onPageChange} /> : null}
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}

function PolicyListPage({ tab, page, onPageChange }: Omit<PoliciesViewProps, 'onTabChange'>) {
  const query = usePolicyList(tab, page);
  return (
    <PagedList
      query={query}
      page={page}
      pageSize={POLICY_PAGE_SIZE}
      onPageChange={onPageChange}
      itemKey={(policy) => policy.internal_id}
      renderItem={(policy) => <PolicyCard policy={policy} />}
      empty={{ title: m.policies_empty_title(), body: m.policies_empty_body() }}
      errorMessage={pageErrorText('policy_list_failed')}
    />
  );
}
