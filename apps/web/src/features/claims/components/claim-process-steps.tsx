import { CLAIM_VERIFICATION_MAX_WORKING_DAYS, PAYOUT_WITHIN_HOURS } from '@portal/contracts/constants';
import { m } from '@portal/i18n/messages';

/**
 * Spec §1 and §9: the claim process and its service levels as told to users. A claim paid by a repair at a
 * service centre ends with the repair, not with a transfer (as its finish page says); a rejected or cancelled
 * claim ends without one, and says so instead of promising it.
 */
export function ClaimProcessSteps({
  repair = false,
  ending = null,
}: {
  repair?: boolean;
  ending?: 'rejected' | 'cancelled' | null;
}) {
  return (
    <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm text-slate-800 marker:font-semibold marker:text-brand-800">
      <li>{m.claims_process_step_login()}</li>
      <li>{m.claims_process_step_documents()}</li>
      <li>{m.claims_process_step_verification({ days: CLAIM_VERIFICATION_MAX_WORKING_DAYS })}</li>
      <li>
        {ending === 'rejected'
          ? m.claims_process_step_rejected()
          : ending === 'cancelled'
            ? m.claims_process_step_cancelled()
            : repair
              ? m.claims_finish_step_repair()
              : m.claims_process_step_payout({ hours: PAYOUT_WITHIN_HOURS })}
      </li>
    </ol>
  );
}
