import { Link } from '@tanstack/react-router';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@portal/gateway/router';
import { m } from '@portal/i18n/messages';
import { pageErrorText } from '../../../lib/page-error-texts.ts';
import { BenefitList } from '../../../components/benefit-list.tsx';
import { DetailHeading, DetailPage } from '../../../components/detail-page.tsx';
import { Field } from '../../../components/field.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDate, formatRupiah } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/locale.ts';
import { categoryName } from '../../../lib/broker-category-names.ts';
import { insuredFieldLabel, relationName } from '../../../lib/broker-policy-labels.ts';
import { packageName } from '../../../lib/broker-package-names.ts';
import { productName } from '../../../lib/broker-product-names.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { usePolicyDetail } from '../hooks/use-policy-detail.ts';
import { isPolicyActive } from '../policy-status.ts';

export function PolicyDetailView({ id }: { id: string }) {
  const query = usePolicyDetail(id);
  useDocumentTitle(
    query.data
      ? productName(query.data.product_key, query.data.product_display_name)
      : m.policies_detail_title(),
  );

  return (
    <DetailPage
      query={query}
      backLink={{ href: '/', label: m.common_back_to_policy_list() }}
      title={m.policies_detail_title()}
      errorMessage={pageErrorText('policy_detail_failed')}
    >
      {(policy) => <PolicyDetailContent policy={policy} />}
    </DetailPage>
  );
}

/** The policy with the address of its endorsement page, which the gateway works out from the partner table. */
type PolicyDetail = inferRouterOutputs<AppRouter>['policies']['detail'];

function PolicyDetailContent({ policy }: { policy: PolicyDetail }) {
  const locale = useLocale();
  const active = isPolicyActive(policy);
  const status = active ? m.policies_status_active() : m.policies_status_expired();
  const endorsement = policy.endorsementLink;
  return (
    <>
      <DetailHeading
        title={productName(policy.product_key, policy.product_display_name)}
        subtitle={packageName(policy.package_name)}
        badge={<Badge tone={active ? 'green' : 'grey'}>{status}</Badge>}
      />

      {/* Only a running cover can be claimed on (spec §4: an inactive policy shows as expired). */}
      {active ? (
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link
            to="/policydetail/$id/claim"
            params={{ id: policy.internal_id }}
            className={cn(buttonVariants({ size: 'lg' }), 'w-full sm:w-auto')}
          >
            {m.policies_file_claim()}
          </Link>
          {/* Its endorsement page: its product's or partner's row, else the generic one. */}
          {endorsement ? (
            <Link
              to={endorsement.path}
              search={endorsement.search ?? undefined}
              state={{ backTo: `/policydetail/${policy.internal_id}` }}
              className={cn(buttonVariants({ size: 'lg', variant: 'secondary' }), 'w-full sm:w-auto')}
            >
              {m.endorse_change_details()}
            </Link>
          ) : null}
        </div>
      ) : null}

      <div className="grid items-start gap-4 lg:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-4">
          <SectionCard title={m.policies_info_title()}>
            <dl className="grid grid-cols-1 gap-x-4 gap-y-3 sm:grid-cols-2">
              <Field label={m.policies_application_number()} value={policy.application_no} />
              <Field
                label={m.policies_policy_number()}
                value={policy.policy_number ?? m.policies_not_issued()}
              />
              <Field label={m.policies_holder()} value={policy.policyholder_name} />
              <Field label={m.policies_category()} value={categoryName(policy.category_name)} />
              <Field
                label={m.policies_period()}
                value={m.common_date_range({
                  start: formatDate(policy.start_time, locale),
                  end: formatDate(policy.expiry_time, locale),
                })}
              />
              <Field label={m.policies_coverage_status()} value={status} />
            </dl>
          </SectionCard>

          {policy.insured_items.length > 0 ? (
            <SectionCard title={m.policies_insured_items()}>
              <dl className="grid grid-cols-1 gap-x-4 gap-y-3 sm:grid-cols-2">
                {policy.insured_items.map((item) => (
                  <Field
                    key={`${item.label}:${item.value}`}
                    label={insuredFieldLabel(item.label)}
                    value={item.value}
                  />
                ))}
              </dl>
            </SectionCard>
          ) : null}

          {/* Spec §2: family members only for a family policy. */}
          {policy.request.is_family && policy.family_members.length > 0 ? (
            <SectionCard title={m.policies_family_members()}>
              <ul className="flex flex-col divide-y divide-slate-200">
                {policy.family_members.map((member) => (
                  <li
                    key={member.user_id}
                    className="flex flex-wrap items-baseline justify-between gap-x-4 py-2 first:pt-0 last:pb-0"
                  >
                    <span className="text-sm font-medium text-slate-900">{member.name}</span>
                    <span className="text-sm text-slate-700">
                      <span className="sr-only">{m.policies_family_relation()}: </span>
                      {relationName(member.relation)}
                    </span>
                  </li>
                ))}
              </ul>
            </SectionCard>
          ) : null}
        </div>

        <SectionCard title={m.policies_coverage_title()}>
          <div className="rounded-lg bg-brand-50 px-4 py-3">
            <p className="text-sm text-brand-900">{m.policies_total_remaining()}</p>
            <p className="text-2xl font-bold text-brand-900">
              {formatRupiah(policy.total_remaining_coverage)}
            </p>
          </div>
          <h3 className="text-sm font-semibold text-slate-900">{m.policies_benefits()}</h3>
          <BenefitList benefits={policy.benefits} />
        </SectionCard>
      </div>
    </>
  );
}
