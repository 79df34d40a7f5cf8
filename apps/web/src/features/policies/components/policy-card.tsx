import { Link } from '@tanstack/react-router';
import type { PolicyCard as PolicyCardData } from '@portal/contracts/entities/policy';
import { m } from '@portal/i18n/messages';
import { Field } from '../../../components/field.tsx';
import { NavIcon } from '../../../components/layout/nav-icon.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/locale.ts';
import { isPolicyActive } from '../policy-status.ts';

/** One policy of the list (spec §2); the whole card opens the policy detail. */
export function PolicyCard({ policy }: { policy: PolicyCardData }) {
  const locale = useLocale();
  const active = isPolicyActive(policy);
  return (
    <Card className="relative flex flex-col gap-3 p-4 transition-shadow focus-within:shadow-md hover:shadow-md sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-slate-900 sm:text-lg">
            {/* The link's box covers the card (after:inset-0), so a tap anywhere on it opens the detail. */}
            <Link
              to="/policydetail/$id"
              params={{ id: policy.internal_id }}
              className="rounded-sm after:absolute after:inset-0 after:rounded-xl hover:text-brand-800"
            >
              {policy.product_display_name}
            </Link>
          </h2>
          <p className="text-sm text-slate-600">{policy.package_name}</p>
        </div>
        <Badge tone={active ? 'green' : 'grey'}>
          {active ? m.policies_status_active() : m.policies_status_expired()}
        </Badge>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between sm:gap-6">
        <dl className="grid flex-1 grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3 lg:grid-cols-5">
          <Field label={m.policies_application_number()} value={policy.application_no} />
          <Field label={m.policies_policy_number()} value={policy.policy_number ?? m.policies_not_issued()} />
          <Field label={m.policies_category()} value={policy.category_name} />
          <Field label={m.policies_holder()} value={policy.policyholder_name} />
          <Field label={m.policies_expiry_date()} value={formatDate(policy.expiry_time, locale)} />
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
