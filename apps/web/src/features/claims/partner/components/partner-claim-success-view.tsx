import { Link } from '@tanstack/react-router';
import { m } from '@portal/i18n/messages';
import { DetailPage } from '../../../../components/detail-page.tsx';
import { buttonVariants } from '../../../../components/ui/button.tsx';
import { describeError } from '../../../../lib/failure-text.ts';
import { useLocale } from '../../../../lib/locale.ts';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';
import { ClaimConfirmation } from '../../completion/claim-confirmation.tsx';
import { useClaimCompletion } from '../../completion/use-claim-completion.ts';
import { PARTNER_PRODUCT_TEXTS } from '../partner-product-texts.ts';
import type { PartnerProduct } from '../partner-products.ts';

/**
 * Spec §2 `/{product}/{orderId}/success`: the claim number and what happens next. A claim still waiting
 * for its documents (GoLife, whose flow has no claim form) says so and offers to send them.
 */
export function PartnerClaimSuccessView({ product, claimId }: { product: PartnerProduct; claimId: string }) {
  const texts = PARTNER_PRODUCT_TEXTS[product.key];
  const query = useClaimCompletion(claimId);
  const locale = useLocale();
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
          <ClaimConfirmation
            heading={documentsDue ? m.partner_success_opened() : m.claims_finish_heading()}
            facts={
              <>
                <dt className="text-sm text-slate-700">{texts.name()}</dt>
                <dd className="text-base font-medium text-slate-900">{completion.benefitNames[locale]}</dd>
                <dt className="text-sm text-slate-700">{m.claims_claim_number()}</dt>
                <dd className="text-lg font-semibold text-slate-900" data-testid="success-claim-number">
                  {completion.claimNo}
                </dd>
              </>
            }
            firstStep={documentsDue ? m.partner_success_send_documents_step() : undefined}
            actions={
              <>
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
              </>
            }
          />
        );
      }}
    </DetailPage>
  );
}
