import type { AgencyPolicyDetail } from '@portal/contracts/entities/agency';
import { m } from '@portal/i18n/messages';
import { BackLink } from '../../../components/back-link.tsx';
import { BenefitList } from '../../../components/benefit-list.tsx';
import { DetailSkeleton } from '../../../components/detail-states.tsx';
import { Field } from '../../../components/field.tsx';
import { ErrorState } from '../../../components/list-states.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { errorText } from '../../../lib/errors.ts';
import { humanizeSlug } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/locale.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { COVERAGE_TONES, PRODUCT_LABELS, coverageLabel } from '../agency-labels.ts';
import { coveragePeriodText } from '../coverage-period.ts';
import { useAgencyPolicyDetail } from '../hooks/use-agency-policies.ts';

export function AgencyPolicyDetailView({ id }: { id: string }) {
  const query = useAgencyPolicyDetail(id);
  useDocumentTitle(query.data?.provider_package.package.name ?? m.agency_policy_detail_title());
  return (
    <div className="flex flex-col gap-4">
      <BackLink href="/?source=agency-policy">{m.agency_back_to_list()}</BackLink>
      {query.isPending ? (
        <DetailSkeleton label={m.common_loading()} />
      ) : query.isError ? (
        <>
          <h1 className="sr-only">{m.agency_policy_detail_title()}</h1>
          {/* Spec §8: the policy-detail text also serves the agency policy detail. */}
          <ErrorState
            message={errorText('policy_detail_failed')}
            retryLabel={m.common_retry()}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        </>
      ) : (
        <AgencyPolicyDetailContent policy={query.data} />
      )}
    </div>
  );
}

function AgencyPolicyDetailContent({ policy }: { policy: AgencyPolicyDetail }) {
  const locale = useLocale();
  const status = policy.coverage_period.status;
  const pkg = policy.provider_package.package;
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900">{pkg.name}</h1>
          <p className="text-slate-700">
            {PRODUCT_LABELS[pkg.product.code]()} · {policy.insurance_type}
          </p>
        </div>
        <Badge tone={COVERAGE_TONES[status]}>{coverageLabel(status)}</Badge>
      </div>
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <SectionCard title={m.policies_info_title()}>
          <dl className="grid grid-cols-1 gap-x-4 gap-y-3 sm:grid-cols-2">
            <Field label={m.agency_insured_name()} value={policy.name} />
            <Field label={m.policies_application_number()} value={policy.app_no} />
            <Field label={m.policies_policy_number()} value={policy.insurance_policy_no} />
            <Field label={m.agency_insurance_type()} value={policy.insurance_type} />
            <Field label={m.agency_package()} value={pkg.name} />
            <Field
              label={m.agency_provider()}
              value={
                policy.provider_package.provider.name ?? humanizeSlug(policy.provider_package.provider.code)
              }
            />
            <Field label={m.policies_period()} value={coveragePeriodText(policy.coverage_period, locale)} />
            <Field label={m.policies_coverage_status()} value={coverageLabel(status)} />
          </dl>
        </SectionCard>
        <SectionCard title={m.policies_benefits()}>
          <BenefitList
            benefits={policy.benefits}
            labels={{
              remaining: m.policies_remaining_coverage(),
              maximum: m.policies_max_claim_payment(),
              empty: m.error_benefits_unavailable(),
            }}
          />
        </SectionCard>
      </div>
    </>
  );
}
