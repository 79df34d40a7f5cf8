import { Link } from '@tanstack/react-router';
import { m } from '@portal/i18n/messages';
import { DetailPage } from '../../../components/detail-page.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { describeError } from '../../../lib/failure-text.ts';
import { useLocale } from '../../../lib/locale.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { chosenPaymentForm } from '../completion/claim-completion.ts';
import { ClaimConfirmation } from '../completion/claim-confirmation.tsx';
import { useClaimCompletion } from '../completion/use-claim-completion.ts';

/**
 * Spec §2 .../summary/finish: the claim is in; its number, what happens next (a transfer or a repair, by the
 * payment form the claim is paid by) and the way to follow it. `listPath`: the user's claim list.
 */
export function ClaimFinishView({ claimId, listPath }: { claimId: string; listPath: string }) {
  const query = useClaimCompletion(claimId);
  const locale = useLocale();
  useDocumentTitle(m.claims_finish_title());
  return (
    <DetailPage
      query={query}
      backLink={{ href: listPath, label: m.claims_back_to_list() }}
      title={m.claims_finish_title()}
      errorMessage={describeError(query.error, { fallback: 'claim_detail_failed' })}
    >
      {(completion) => (
        <ClaimConfirmation
          heading={m.claims_finish_heading()}
          paymentMethod={chosenPaymentForm(completion.forms)?.paymentMethod ?? null}
          facts={
            <>
              <dt className="text-sm text-slate-700">{m.claims_claim_number()}</dt>
              <dd className="text-lg font-semibold text-slate-900" data-testid="finish-claim-number">
                {completion.claimNo}
              </dd>
              <dt className="sr-only">{m.claims_status()}</dt>
              <dd className="text-sm text-slate-700">{completion.statusNames[locale]}</dd>
            </>
          }
          actions={
            <>
              <Link to="/claimdetail/$id" params={{ id: claimId }} className={buttonVariants()}>
                {m.claims_finish_to_detail()}
              </Link>
              <Link to={listPath} className={buttonVariants({ variant: 'secondary' })}>
                {m.claims_back_to_list()}
              </Link>
            </>
          }
        />
      )}
    </DetailPage>
  );
}
