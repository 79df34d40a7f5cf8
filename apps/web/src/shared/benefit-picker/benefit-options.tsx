import { useId } from 'react';
import type { ClaimBenefit } from '@portal/contracts/entities/benefit';
import { m } from '@portal/i18n/messages';
import { BenefitOption } from './benefit-option.tsx';

interface BenefitOptionsProps {
  benefits: readonly ClaimBenefit[];
  /** The chosen benefit's id, or null. */
  value: string | null;
  /** The user sent the form without choosing: says so under the choices and describes the group by it. */
  missing: boolean;
  onChoose: (benefitId: string) => void;
  /** Why a benefit with coverage left cannot be claimed, when the page knows (a trip outside its window). */
  notClaimableText?: string | undefined;
}

/** "Pilih manfaat…": a policy's or a partner order's benefits as one group of radio cards. */
export function BenefitOptions({
  benefits,
  value,
  missing,
  onChoose,
  notClaimableText,
}: BenefitOptionsProps) {
  const errorId = useId();
  return (
    <>
      <fieldset aria-describedby={missing ? errorId : undefined} className="flex min-w-0 flex-col gap-3">
        <legend className="mb-3 text-base font-semibold text-slate-900 sm:text-lg">
          {m.claims_entry_choose_benefit()}
        </legend>
        {benefits.map((benefit) => (
          <BenefitOption
            key={benefit.benefit_id}
            benefit={benefit}
            checked={value === benefit.benefit_id}
            onChoose={() => onChoose(benefit.benefit_id)}
            notClaimableText={notClaimableText}
          />
        ))}
      </fieldset>
      {missing ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {m.claims_entry_select_required()}
        </p>
      ) : null}
    </>
  );
}
