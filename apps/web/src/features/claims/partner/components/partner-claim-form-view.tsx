import { Link, linkOptions, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { partnerClaimPath } from '@portal/contracts/constants';
import { m } from '@portal/i18n/messages';
import { DetailHeading, DetailPage } from '../../../../components/detail-page.tsx';
import { Alert } from '../../../../components/ui/alert.tsx';
import { buttonVariants } from '../../../../components/ui/button.tsx';
import { describeError } from '../../../../lib/failure-text.ts';
import { useLocale } from '../../../../lib/locale.ts';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';
import { CompletionSteps } from '../../completion/completion-steps.tsx';
import { SubmitProgress } from '../../completion/submit-progress.tsx';
import {
  useAutomaticFinalSubmit,
  useGoOnWhenClosed,
  useClaimCompletion,
} from '../../completion/use-claim-completion.ts';
import { rememberClaimInProgress } from '../partner-claim-session.ts';
import { PARTNER_PRODUCT_TEXTS } from '../partner-product-texts.ts';
import type { PartnerProduct } from '../partner-products.ts';

interface PartnerClaimFormViewProps {
  product: PartnerProduct;
  claimId: string;
  step: string | undefined;
}

/**
 * Spec §2 `/{product}/claim-form`: the claim completion of the policy claims (forms, documents with their
 * checks, payout), step by step. There is no summary in a partner flow: saving the last step submits the
 * complete claim (spec §4) and the success page follows; a claim already complete on arrival is submitted
 * at once, as on the claim's own pages.
 */
export function PartnerClaimFormView({ product, claimId, step }: PartnerClaimFormViewProps) {
  const texts = PARTNER_PRODUCT_TEXTS[product.key];
  const query = useClaimCompletion(claimId);
  const locale = useLocale();
  const navigate = useNavigate();
  useDocumentTitle(`${m.partner_form_title()} · ${texts.name()}`);

  const [submitWanted, setSubmitWanted] = useState<boolean | null>(null);
  const data = query.data;
  useEffect(() => {
    if (data && submitWanted === null) setSubmitWanted(data.autoSubmit);
  }, [data, submitWanted]);

  const stepLink = (stepId: string | undefined) =>
    linkOptions({
      to: '/$partner/claim-form',
      params: { partner: product.key },
      search: { claim: claimId, step: stepId },
    });

  // The last step saved but something is still missing: the first step not done opens.
  useEffect(() => {
    if (submitWanted && data && !data.autoSubmit && data.canEdit) {
      setSubmitWanted(false);
      void navigate({ ...stepLink(undefined), replace: true });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitWanted, data, navigate]);

  const toSuccess = () => {
    rememberClaimInProgress(product.key, null);
    return navigate({
      to: '/$partner/$orderId/success',
      params: { partner: product.key, orderId: data?.policyId ?? '-' },
      search: { claim: claimId },
      replace: true,
    });
  };
  const submit = useAutomaticFinalSubmit(submitWanted ? data : undefined, claimId, toSuccess);
  const closedHere = useGoOnWhenClosed(data, submit.submitting, toSuccess);

  return (
    <DetailPage
      query={query}
      backLink={{ href: partnerClaimPath(product.key), label: m.partner_back_to_claim() }}
      title={m.partner_form_title()}
      errorMessage={describeError(query.error, { fallback: 'claim_detail_failed' })}
    >
      {(completion) => (
        <>
          <div className="flex flex-col gap-1">
            <p className="text-sm font-semibold text-brand-800">{texts.name()}</p>
            <DetailHeading
              title={completion.benefitNames[locale]}
              subtitle={`${m.claims_claim_number()} ${completion.claimNo}`}
              badge={null}
            />
          </div>
          {submit.submitting || submit.error || closedHere ? (
            <SubmitProgress
              submitting={submit.submitting || closedHere}
              error={submit.error}
              onRetry={submit.retry}
            />
          ) : !completion.canEdit ? (
            <Alert tone="info" className="flex flex-col items-start gap-3">
              <p>{m.claims_complete_locked()}</p>
              <Link
                to="/$partner/claim-details/$id"
                params={{ partner: product.key, id: claimId }}
                className={buttonVariants({ variant: 'secondary' })}
              >
                {m.claims_finish_to_detail()}
              </Link>
            </Alert>
          ) : (
            <CompletionSteps
              // A partner claim's policy id is the partner's order number, which the policy benefits call does
              // not know: no maximum is shown under the claimed amount (the benefit choice showed it).
              completion={{ ...completion, policyId: null }}
              requestedStep={step}
              stepLink={stepLink}
              onLastStepDone={() => setSubmitWanted(true)}
            />
          )}
        </>
      )}
    </DetailPage>
  );
}
