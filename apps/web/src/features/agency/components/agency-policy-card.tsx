import type { AgencyPolicy } from '@portal/contracts/entities/agency';
import { m } from '@portal/i18n/messages';
import { Field } from '../../../components/field.tsx';
import { PolicyCardFrame } from '../../../components/policy-card-frame.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { useLocale } from '../../../lib/locale.ts';
import { COVERAGE_TONES, coverageLabel } from '../agency-labels.ts';
import { coveragePeriodText } from '../coverage-period.ts';

/** One agency policy (spec §3); the whole card opens its detail. */
export function AgencyPolicyCard({ policy }: { policy: AgencyPolicy }) {
  const locale = useLocale();
  const status = policy.coverage_period.status;
  return (
    <PolicyCardFrame
      detail={{ to: '/agency/policydetail/$id', id: policy.reference_id }}
      title={policy.provider_package.package.name}
      subtitle={policy.insurance_type}
      badge={
        <Badge tone={COVERAGE_TONES[status]} data-coverage-status={status}>
          {coverageLabel(status)}
        </Badge>
      }
      fieldColumns="sm:grid-cols-4"
    >
      <Field label={m.agency_insured_name()} value={policy.name} />
      <Field label={m.policies_application_number()} value={policy.app_no} />
      <Field label={m.policies_policy_number()} value={policy.insurance_policy_no} />
      <Field label={m.policies_period()} value={coveragePeriodText(policy.coverage_period, locale)} />
    </PolicyCardFrame>
  );
}
