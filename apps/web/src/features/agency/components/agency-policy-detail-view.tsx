import { Link } from '@tanstack/react-router';
import type { AgencyPolicyDetail } from '@portal/contracts/entities/agency';
import { m } from '@portal/i18n/messages';
import { pageErrorText } from '../../../lib/page-error-texts.ts';
import { BenefitList } from '../../../components/benefit-list.tsx';
import { DetailHeading, DetailPage } from '../../../components/detail-page.tsx';
import { Field } from '../../../components/field.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
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
    <DetailPage
      query={query}
      backLink={{ href: '/?source=agency-policy', label: m.agency_back_to_list() }}
      title={m.agency_policy_detail_title()}
      // Spec §8: the policy-detail text also serves the agency policy detail.
      errorMessage={pageErrorText('policy_detail_failed')}
    >
      {(policy) => <AgencyPolicyDetailContent id={id} policy={policy} />}
    </DetailPage>
  );
}

function AgencyPolicyDetailContent({ id, policy }: { id: string; policy: AgencyPolicyDetail }) {
  const locale = useLocale();
  const status = policy.coverage_period.status;
  const pkg = policy.provider_package.package;
  return (
    <>
      <DetailHeading
        title={pkg.name}
        subtitle={`${PRODUCT_LABELS[pkg.product.code]()} · ${policy.insurance_type}`}
        badge={<Badge tone={COVERAGE_TONES[status]}>{coverageLabel(status)}</Badge>}
      />
      {/* An agent files a claim for an agency policy whose cover runs (spec §7 Agency). */}
      {status === 'ACTIVE' ? (
        <Link
          to="/agency/policydetail/$id/claim"
          params={{ id }}
          className={buttonVariants({ className: 'self-start' })}
        >
          {m.policies_file_claim()}
        </Link>
      ) : null}
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
          <BenefitList benefits={policy.benefits} />
        </SectionCard>
      </div>
    </>
  );
}
