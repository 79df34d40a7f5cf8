import type { PolicyBenefit } from '@portal/contracts/entities/policy';
import { m } from '@portal/i18n/messages';
import { benefitName } from '../lib/broker-benefit-names.ts';
import { formatRupiah } from '../lib/format.ts';
import { pageErrorText } from '../lib/page-error-texts.ts';
import { Field } from './field.tsx';

interface BenefitListProps {
  benefits: readonly PolicyBenefit[];
}

/**
 * The benefits of a policy with what is left of each and the most one claim pays, in Rupiah with dots
 * for thousands (spec §5, §9). Spec §8: an empty list says the benefits cannot be shown.
 */
export function BenefitList({ benefits }: BenefitListProps) {
  if (benefits.length === 0)
    return <p className="text-sm text-slate-700">{pageErrorText('benefits_unavailable')}</p>;
  return (
    <ul className="flex flex-col divide-y divide-slate-200">
      {benefits.map((benefit) => (
        <li key={benefit.benefit_id} className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0">
          <p className="text-sm font-semibold text-slate-900">{benefitName(benefit.name)}</p>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2">
            <Field label={m.policies_remaining_coverage()} value={formatRupiah(benefit.remaining_coverage)} />
            <Field label={m.policies_max_claim_payment()} value={formatRupiah(benefit.max_claim_payment)} />
          </dl>
        </li>
      ))}
    </ul>
  );
}
