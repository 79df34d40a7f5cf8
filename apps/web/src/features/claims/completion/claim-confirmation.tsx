import type { ReactNode } from 'react';
import { CLAIM_VERIFICATION_MAX_WORKING_DAYS, PAYOUT_WITHIN_HOURS } from '@portal/contracts/constants';
import { m } from '@portal/i18n/messages';
import { Card } from '../../../components/ui/card.tsx';
import type { CompletionForm } from './claim-completion.ts';

interface ClaimConfirmationProps {
  heading: string;
  /** The `<dt>`/`<dd>` pairs under the heading: at least the claim number. */
  facts: ReactNode;
  /** A step to do before the usual ones (documents still due), if any. */
  firstStep?: string;
  /**
   * How the claim is paid. A repair at a service centre transfers no money, so it is told instead of the
   * transfer promise; a bank transfer, or a claim without a payment form, keeps the promise of spec §1.
   */
  paymentMethod?: CompletionForm['paymentMethod'];
  actions: ReactNode;
}

/**
 * A claim that is in (the claim's finish page, a partner flow's success page): what it is, and what happens next
 * as told to users (spec §1, §9: verification within 3 working days, payout within 1×24 hours, or the repair).
 */
export function ClaimConfirmation({
  heading,
  facts,
  firstStep,
  paymentMethod,
  actions,
}: ClaimConfirmationProps) {
  return (
    <Card className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 px-6 py-8 text-center">
      <span
        aria-hidden="true"
        className="flex size-14 items-center justify-center rounded-full bg-emerald-100 text-2xl text-emerald-800"
      >
        ✓
      </span>
      <h1 className="text-2xl font-bold text-slate-900">{heading}</h1>
      <dl className="flex flex-col gap-1">{facts}</dl>
      <div className="w-full text-left">
        <h2 className="mb-2 text-base font-semibold text-slate-900">{m.claims_finish_next()}</h2>
        <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm text-slate-800">
          {firstStep ? <li>{firstStep}</li> : null}
          <li>{m.claims_process_step_verification({ days: CLAIM_VERIFICATION_MAX_WORKING_DAYS })}</li>
          <li>
            {paymentMethod === 'service_center'
              ? m.claims_finish_step_repair()
              : m.claims_process_step_payout({ hours: PAYOUT_WITHIN_HOURS })}
          </li>
          <li>{m.claims_finish_follow()}</li>
        </ol>
      </div>
      <div className="flex w-full flex-col gap-3 sm:flex-row sm:justify-center">{actions}</div>
    </Card>
  );
}
