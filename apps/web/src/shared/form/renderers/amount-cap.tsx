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
 * Under a claim's claimed amount: the most the benefit pays for it (its `max_claim_payment`, or its
 * `remaining_coverage` where that is less), and in its place a warning once the typed amount is above it. The
 * benefits come from the query the benefit choice filled, so they are usually already here. A warning, not an
 * error: the amount is still saved, and the broker decides what it pays. Nothing when the benefits cannot be
 * read (an agent's claim, a failed call). Its own chunk, loaded only for a claimed amount, so other forms (the
 * profile, endorsements) do not carry it.
 */
export default function AmountCap({ policyId, benefitId, value }: AmountCapProps) {
  const benefits = useQuery({ ...trpc.claims.benefits.queryOptions({ policyId }), retry: false });
  const benefit = benefits.data?.benefits.find((candidate) => candidate.benefit_id === benefitId);
  // What one claim can be paid: the maximum per claim, or less where less of the cover is left.
  const cap = benefit ? Math.min(benefit.max_claim_payment, benefit.remaining_coverage) : 0;
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
