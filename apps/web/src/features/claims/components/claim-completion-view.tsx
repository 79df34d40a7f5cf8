import { linkOptions, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { m } from '@portal/i18n/messages';
import { DetailPage } from '../../../components/detail-page.tsx';
import { describeError } from '../../../lib/failure-text.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { CompletionSteps } from '../completion/completion-steps.tsx';
import { SubmitProgress } from '../completion/submit-progress.tsx';
import {
  useAutomaticFinalSubmit,
  useClaimCompletion,
  useGoOnWhenClosed,
} from '../completion/use-claim-completion.ts';
import { ClaimCompletionHeading, CompletionLocked, useFinishNavigation } from './claim-completion-parts.tsx';
import { useLocale } from '../../../lib/locale.ts';

interface ClaimCompletionViewProps {
  policyId: string;
  benefitId: string;
  claimId: string;
  step: string | undefined;
}

/**
 * Spec §2 /policydetail/{id}/claim/{benefit_id}: the claim's forms, its documents and the payout, one step at a
 * time. Each step is saved on its own, so a user can stop anywhere and continue later, here or on another device.
 */
export function ClaimCompletionView({ policyId, benefitId, claimId, step }: ClaimCompletionViewProps) {
  const query = useClaimCompletion(claimId);
  const locale = useLocale();
  useDocumentTitle(
    query.data
      ? `${m.claims_complete_title()} · ${query.data.benefitNames[locale]}`
      : m.claims_complete_title(),
  );
  // Spec §4 submits a complete claim when its details load: here, only as the page opens. A file attached on
  // the documents step also makes the claim complete, but the user may still be adding files (a second
  // receipt, an optional one); from the steps the claim is submitted on the summary, after the last save.
  const [completeOnArrival, setCompleteOnArrival] = useState<boolean | null>(null);
  const arrivedData = query.data;
  useEffect(() => {
    if (arrivedData && completeOnArrival === null) setCompleteOnArrival(arrivedData.autoSubmit);
  }, [arrivedData, completeOnArrival]);
  const navigate = useNavigate();
  const finish = useFinishNavigation(policyId, benefitId, claimId);
  const submit = useAutomaticFinalSubmit(completeOnArrival ? query.data : undefined, claimId, finish);
  const closedHere = useGoOnWhenClosed(query.data, submit.submitting, finish);

  return (
    <DetailPage
      query={query}
      backLink={{ href: `/claimdetail/${claimId}`, label: m.claims_complete_back_to_claim() }}
      title={m.claims_complete_title()}
      errorMessage={describeError(query.error, { fallback: 'claim_detail_failed' })}
    >
      {(completion) => (
        <>
          <ClaimCompletionHeading completion={completion} />
          {submit.submitting || submit.error || closedHere ? (
            <SubmitProgress
              submitting={submit.submitting || closedHere}
              error={submit.error}
              onRetry={submit.retry}
            />
          ) : !completion.canEdit ? (
            <CompletionLocked claimId={claimId} />
          ) : (
            <CompletionSteps
              completion={completion}
              requestedStep={step}
              stepLink={(stepId) =>
                linkOptions({
                  to: '/policydetail/$id/claim/$benefitId',
                  params: { id: policyId, benefitId },
                  search: { claim: claimId, step: stepId },
                })
              }
              summaryLink={summaryLink(policyId, benefitId, claimId)}
              onLastStepDone={() => void navigate(summaryLink(policyId, benefitId, claimId))}
            />
          )}
        </>
      )}
    </DetailPage>
  );
}

function summaryLink(policyId: string, benefitId: string, claimId: string) {
  return linkOptions({
    to: '/policydetail/$id/claim/$benefitId/summary',
    params: { id: policyId, benefitId },
    search: { claim: claimId },
  });
}
