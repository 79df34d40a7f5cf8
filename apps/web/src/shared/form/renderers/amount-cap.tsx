import { useQuery } from '@tanstack/react-query';
import { m } from '@portal/i18n/messages';
import { formatRupiah } from '../../../lib/format.ts';
import { trpc } from '../../../lib/trpc.ts';
import { readAmount } from '../field-values.ts';

interface AmountCapProps {
  policyId: string;
  benefitId: string;
  /** The amount as typed. */
  value: string;
}

/**
 * Under a claim's claimed amount: the most the benefit pays per claim (`max_claim_payment` of the policy's
 * benefits, the query the benefit choice filled, so usually already here), and in its place a warning once the
 * typed amount is above it. A warning, not an error: the amount is still saved, and the broker decides what it pays.
 * Nothing when the benefits cannot be read (an agent's claim, a failed call). Its own chunk, loaded only for a
 * claimed amount, so other forms (the profile, endorsements) do not carry it.
 */
export default function AmountCap({ policyId, benefitId, value }: AmountCapProps) {
  const benefits = useQuery({ ...trpc.claims.benefits.queryOptions({ policyId }), retry: false });
  const cap = benefits.data?.benefits.find((benefit) => benefit.benefit_id === benefitId)?.max_claim_payment;
  if (!cap) return null;
  const amount = readAmount(value);
  const above = amount !== null && amount > cap;
  // One live region: the hint, or the warning in its place once the amount is above the maximum.
  return (
    <p role="status" className={above ? 'text-sm font-medium text-amber-800' : 'text-sm text-slate-600'}>
      {above
        ? m.form_amount_above_cap({ amount: formatRupiah(cap) })
        : m.form_amount_cap_hint({ amount: formatRupiah(cap) })}
    </p>
  );
}
