import { Link } from '@tanstack/react-router';
import { CLAIM_VERIFICATION_MAX_WORKING_DAYS, PAYOUT_WITHIN_HOURS } from '@portal/contracts/constants';
import { m } from '@portal/i18n/messages';
import { DetailPage } from '../../../components/detail-page.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { describeError } from '../../../lib/errors.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useClaimCompletion } from '../../../shared/claim-completion/use-claim-completion.ts';
import type { PartnerProduct } from '../partner-products.ts';

/**
 * Spec §2 `/{product}/{orderId}/success`: the claim number and what happens next. A claim still waiting
 * for its documents (GoLife, whose flow has no claim form) says so and offers to send them.
 */
export function PartnerClaimSuccessView({ product, claimId }: { product: PartnerProduct; claimId: string }) {
  const query = useClaimCompletion(claimId);
  useDocumentTitle(m.partner_success_title());
  return (
    <DetailPage
      query={query}
      backLink={{ href: '/?source=claim', label: m.claims_back_to_list() }}
      title={m.partner_success_title()}
      errorMessage={describeError(query.error, { fallback: 'claim_detail_failed' })}
    >
      {(completion) => {
        const documentsDue = completion.canEdit && !completion.autoSubmit;
        return (
          <Card className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 px-6 py-8 text-center">
            <span
              aria-hidden="true"
              className="flex size-14 items-center justify-center rounded-full bg-emerald-100 text-2xl text-emerald-800"
            >
              ✓
            </span>
            <h1 className="text-2xl font-bold text-slate-900">
              {documentsDue ? m.partner_success_opened() : m.claims_finish_heading()}
            </h1>
            <dl className="flex flex-col gap-1">
              <dt className="text-sm text-slate-700">{product.name()}</dt>
              <dd className="text-base font-medium text-slate-900">{completion.benefitName}</dd>
              <dt className="text-sm text-slate-700">{m.claims_claim_number()}</dt>
              <dd className="text-lg font-semibold text-slate-900" data-testid="success-claim-number">
                {completion.claimNo}
              </dd>
            </dl>
            <div className="w-full text-left">
              <h2 className="mb-2 text-base font-semibold text-slate-900">{m.claims_finish_next()}</h2>
              <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm text-slate-800">
                {documentsDue ? <li>{m.partner_success_send_documents_step()}</li> : null}
                <li>{m.claims_process_step_verification({ days: CLAIM_VERIFICATION_MAX_WORKING_DAYS })}</li>
                <li>{m.claims_process_step_payout({ hours: PAYOUT_WITHIN_HOURS })}</li>
                <li>{m.claims_finish_follow()}</li>
              </ol>
            </div>
            <div className="flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
              {documentsDue ? (
                <Link to="/claimdetail/$id/complete" params={{ id: claimId }} className={buttonVariants()}>
                  {m.partner_success_send_documents()}
                </Link>
              ) : null}
              <Link
                to="/$partner/claim-details/$id"
                params={{ partner: product.key, id: claimId }}
                className={buttonVariants({ variant: documentsDue ? 'secondary' : 'primary' })}
              >
                {m.claims_finish_to_detail()}
              </Link>
            </div>
          </Card>
        );
      }}
    </DetailPage>
  );
}
