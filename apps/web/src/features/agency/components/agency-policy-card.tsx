import { Link } from '@tanstack/react-router';
import type { AgencyPolicy } from '@portal/contracts/entities/agency';
import { m } from '@portal/i18n/messages';
import { Field } from '../../../components/field.tsx';
import { NavIcon } from '../../../components/layout/nav-icon.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useLocale } from '../../../lib/locale.ts';
import { COVERAGE_TONES, coverageLabel } from '../agency-labels.ts';
import { coveragePeriodText } from '../coverage-period.ts';

/** One agency policy (spec §3); the whole card opens its detail. */
export function AgencyPolicyCard({ policy }: { policy: AgencyPolicy }) {
  const locale = useLocale();
  const status = policy.coverage_period.status;
  return (
    <Card className="relative flex flex-col gap-3 p-4 transition-shadow focus-within:shadow-md hover:shadow-md sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-slate-900 sm:text-lg">
            <Link
              to="/agency/policydetail/$id"
              params={{ id: policy.reference_id }}
              className="rounded-sm after:absolute after:inset-0 after:rounded-xl hover:text-brand-800"
            >
              {policy.provider_package.package.name}
            </Link>
          </h2>
          <p className="text-sm text-slate-600">{policy.insurance_type}</p>
        </div>
        <Badge tone={COVERAGE_TONES[status]} data-coverage-status={status}>
          {coverageLabel(status)}
        </Badge>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between sm:gap-6">
        <dl className="grid flex-1 grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4">
          <Field label={m.agency_insured_name()} value={policy.name} />
          <Field label={m.policies_application_number()} value={policy.app_no} />
          <Field label={m.policies_policy_number()} value={policy.insurance_policy_no} />
          <Field label={m.policies_period()} value={coveragePeriodText(policy.coverage_period, locale)} />
        </dl>
        <p
          aria-hidden="true"
          className="flex shrink-0 items-center gap-1 self-end text-sm font-semibold text-brand-800"
        >
          {m.policies_view_detail()}
          <NavIcon name="back" className="size-4 rotate-180" />
        </p>
      </div>
    </Card>
  );
}
