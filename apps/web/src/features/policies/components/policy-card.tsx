import type { PolicyCard as PolicyCardData } from '@portal/contracts/entities/policy';
import { m } from '@portal/i18n/messages';
import { Field } from '../../../components/field.tsx';
import { PolicyCardFrame } from '../../../components/policy-card-frame.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/locale.ts';
import { categoryName } from '../../../lib/broker-category-names.ts';
import { packageName } from '../../../lib/broker-package-names.ts';
import { productName } from '../../../lib/broker-product-names.ts';
import { isPolicyActive } from '../policy-status.ts';

/** One policy of the list (spec §2); the whole card opens the policy detail. */
export function PolicyCard({ policy }: { policy: PolicyCardData }) {
  const locale = useLocale();
  const active = isPolicyActive(policy);
  return (
    <PolicyCardFrame
      detail={{ to: '/policydetail/$id', id: policy.internal_id }}
      title={productName(policy.product_key, policy.product_display_name)}
      subtitle={packageName(policy.package_name)}
      badge={
        <Badge tone={active ? 'green' : 'grey'}>
          {active ? m.policies_status_active() : m.policies_status_expired()}
        </Badge>
      }
      fieldColumns="sm:grid-cols-3 lg:grid-cols-5"
    >
      <Field label={m.policies_application_number()} value={policy.application_no} />
      <Field label={m.policies_policy_number()} value={policy.policy_number ?? m.policies_not_issued()} />
      <Field label={m.policies_category()} value={categoryName(policy.category_name)} />
      <Field label={m.policies_holder()} value={policy.policyholder_name} />
      <Field label={m.policies_expiry_date()} value={formatDate(policy.expiry_time, locale)} />
    </PolicyCardFrame>
  );
}
