import type { PolicyCard as PolicyCardData } from '@portal/contracts/entities/policy';
import { m } from '@portal/i18n/messages';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/locale.ts';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="text-sm font-medium break-words text-slate-900">{value}</dd>
    </div>
  );
}

export function PolicyCard({ policy }: { policy: PolicyCardData }) {
  const locale = useLocale();
  // Spec §4: active when the coverage status is active, otherwise shown as expired.
  const active = policy.coverage_status === 'ACTIVE';
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-slate-900 sm:text-lg">{policy.product_display_name}</h2>
          <p className="text-sm text-slate-600">{policy.package_name}</p>
        </div>
        <Badge tone={active ? 'green' : 'grey'}>
          {active ? m.policies_status_active() : m.policies_status_expired()}
        </Badge>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4">
        {policy.policy_number ? (
          <Field label={m.policies_policy_number()} value={policy.policy_number} />
        ) : (
          <Field label={m.policies_application_number()} value={policy.application_no} />
        )}
        <Field label={m.policies_holder()} value={policy.policyholder_name} />
        <Field label={m.policies_category()} value={policy.category_name} />
        <Field label={m.policies_expiry_date()} value={formatDate(policy.expiry_time, locale)} />
      </dl>
    </Card>
  );
}
