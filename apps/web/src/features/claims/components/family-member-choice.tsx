import { useId } from 'react';
import { m } from '@portal/i18n/messages';
import { Alert } from '../../../components/ui/alert.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { relationName } from '../../../lib/broker-policy-labels.ts';
import { describeError } from '../../../lib/failure-text.ts';
import { formatRupiah } from '../../../lib/format.ts';
import { useEligibleMembers } from '../hooks/use-claim-entry.ts';

interface FamilyMemberChoiceProps {
  policyId: string;
  benefitId: string;
  value: string | null;
  missing: boolean;
  onChange: (memberId: string) => void;
}

/**
 * Spec §1 family claim flow: on a family policy the user picks the eligible member the claim is for
 * (eligible-users), seeing what is left of the benefit; nobody is chosen for them.
 */
export function FamilyMemberChoice({
  policyId,
  benefitId,
  value,
  missing,
  onChange,
}: FamilyMemberChoiceProps) {
  const query = useEligibleMembers(policyId, benefitId);
  const errorId = useId();
  const name = useId();

  if (query.isPending) return <Skeleton className="h-24 w-full" aria-label={m.common_loading()} />;
  if (query.isError) {
    return <Alert tone="error">{describeError(query.error, { fallback: 'something_wrong' })}</Alert>;
  }
  return (
    <fieldset aria-describedby={missing ? errorId : undefined} className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1 text-base font-semibold text-slate-900">{m.claims_family_choose()}</legend>
      <p className="text-sm text-slate-700">
        {m.claims_family_remaining({ amount: formatRupiah(query.data.benefitRemaining) })}
      </p>
      {query.data.members.map((member) => (
        <label
          key={member.user_id}
          className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 p-3 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-700"
        >
          <input
            type="radio"
            name={name}
            value={member.user_id}
            checked={value === member.user_id}
            onChange={() => onChange(member.user_id)}
            className="size-5 shrink-0 accent-brand-700"
          />
          <span className="flex flex-col">
            <span className="text-sm font-semibold text-slate-900">{member.name}</span>
            <span className="text-xs text-slate-700">{relationName(member.relation)}</span>
          </span>
        </label>
      ))}
      {missing ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {m.claims_family_required()}
        </p>
      ) : null}
    </fieldset>
  );
}
