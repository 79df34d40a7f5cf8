import { useId } from 'react';
import type { ClaimBenefit } from '@portal/contracts/entities/benefit';
import { m } from '@portal/i18n/messages';
import { Field } from '../../components/field.tsx';
import { benefitName } from '../../lib/broker-benefit-names.ts';
import { cn } from '../../lib/cn.ts';
import { formatRupiah } from '../../lib/format.ts';
import { benefitBlock } from './benefit-block.ts';

interface BenefitOptionProps {
  benefit: ClaimBenefit;
  checked: boolean;
  onChoose: () => void;
  notClaimableText?: string | undefined;
}

/**
 * One benefit as a card: a native radio named by the benefit, described by its text, amounts (Rupiah,
 * spec §9) and, when it cannot be claimed, the reason. The whole card selects it.
 */
export function BenefitOption({ benefit, checked, onChoose, notClaimableText }: BenefitOptionProps) {
  const id = useId();
  const block = benefitBlock(benefit);
  const describedBy = [`${id}-details`, block ? `${id}-reason` : null].filter(Boolean).join(' ');
  return (
    <div
      className={cn(
        'relative flex gap-3 rounded-lg border border-slate-300 p-4 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700',
        block
          ? 'border-dashed bg-slate-50'
          : 'bg-white has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-700 hover:border-brand-700',
      )}
    >
      <input
        id={id}
        type="radio"
        name="benefit"
        value={benefit.benefit_id}
        checked={checked}
        disabled={block !== null}
        onChange={onChoose}
        aria-describedby={describedBy}
        className="relative z-10 mt-0.5 size-5 shrink-0 accent-brand-700"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        {/* The label's box covers the card (the radio stays on top), so a tap anywhere on it chooses the benefit. */}
        <label
          htmlFor={id}
          className={cn(
            'text-sm font-semibold text-slate-900 after:absolute after:inset-0 after:rounded-lg sm:text-base',
            block ? 'after:cursor-not-allowed' : 'after:cursor-pointer',
          )}
        >
          {benefitName(benefit.name)}
        </label>
        <div id={`${id}-details`} className="flex flex-col gap-2">
          {benefit.description ? <p className="text-sm text-slate-700">{benefit.description}</p> : null}
          <dl className="grid grid-cols-1 gap-x-4 gap-y-2 min-[400px]:grid-cols-2">
            <Field label={m.policies_remaining_coverage()} value={formatRupiah(benefit.remaining_coverage)} />
            <Field label={m.policies_max_claim_payment()} value={formatRupiah(benefit.max_claim_payment)} />
          </dl>
          {benefit.requires_service_center ? (
            <p className="text-xs font-medium text-slate-700">{m.claims_entry_service_center()}</p>
          ) : null}
        </div>
        {block ? (
          <p id={`${id}-reason`} className="text-sm font-medium text-amber-900">
            {block === 'exhausted'
              ? m.claims_entry_exhausted()
              : (notClaimableText ?? m.claims_entry_not_claimable())}
          </p>
        ) : null}
      </div>
    </div>
  );
}
