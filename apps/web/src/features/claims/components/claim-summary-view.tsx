import { Link } from '@tanstack/react-router';
import { m } from '@portal/i18n/messages';
import { claimFormName } from '../../../lib/broker-claim-form-names.ts';
import { DetailPage } from '../../../components/detail-page.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { describeError } from '../../../lib/failure-text.ts';
import { useLocale } from '../../../lib/locale.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { FormValuesSummary } from '../../../shared/form/form-values-summary.tsx';
import {
  chosenPaymentForm,
  completionSteps,
  PAYOUT_STEP,
  type CompletionStep,
} from '../completion/claim-completion.ts';
import { SubmitProgress } from '../completion/submit-progress.tsx';
import { useAutomaticFinalSubmit, useClaimCompletion } from '../completion/use-claim-completion.ts';
import { withDocumentLabels } from '../completion/document-labels.ts';
import { ClaimCompletionHeading, useFinishNavigation } from './claim-completion-parts.tsx';

interface ClaimSummaryViewProps {
  policyId: string;
  benefitId: string;
  claimId: string;
}

/**
 * Spec §2 .../summary: everything the user gave, form by form, with its documents and payout, each with a way
 * back to change it. When every form is complete the claim is submitted by itself (spec §4).
 */
export function ClaimSummaryView({ policyId, benefitId, claimId }: ClaimSummaryViewProps) {
  const locale = useLocale();
  const query = useClaimCompletion(claimId);
  useDocumentTitle(m.claims_summary_title());
  const submit = useAutomaticFinalSubmit(
    query.data,
    claimId,
    useFinishNavigation(policyId, benefitId, claimId),
  );

  return (
    <DetailPage
      query={query}
      backLink={{ href: `/claimdetail/${claimId}`, label: m.claims_complete_back_to_claim() }}
      title={m.claims_summary_title()}
      errorMessage={describeError(query.error, { fallback: 'claim_detail_failed' })}
    >
      {(completion) => {
        const steps = completionSteps(completion.forms, m.claims_complete_payout_title(), claimFormName);
        const missing = steps.filter((step) => !step.done);
        const editLink = (step: CompletionStep) =>
          completion.canEdit ? (
            <Link
              to="/policydetail/$id/claim/$benefitId"
              params={{ id: policyId, benefitId }}
              search={{ claim: claimId, step: step.id }}
              className={buttonVariants({ variant: 'link', size: 'boxed' })}
            >
              {m.claims_summary_edit()}
              <span className="sr-only"> {step.title}</span>
            </Link>
          ) : null;
        return (
          <>
            <ClaimCompletionHeading completion={completion} />
            {submit.submitting || submit.error ? (
              <SubmitProgress submitting={submit.submitting} error={submit.error} onRetry={submit.retry} />
            ) : null}
            {missing.length > 0 && completion.canEdit ? (
              <Alert tone="warning" className="flex flex-col gap-2">
                <p>{m.claims_summary_incomplete()}</p>
                <ul className="list-disc pl-5">
                  {missing.map((step) => (
                    <li key={step.id}>
                      <Link
                        to="/policydetail/$id/claim/$benefitId"
                        params={{ id: policyId, benefitId }}
                        search={{ claim: claimId, step: step.id }}
                        className="font-semibold underline underline-offset-2"
                      >
                        {step.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              </Alert>
            ) : null}
            {missing.length === 0 && completion.canEdit && !completion.autoSubmit ? (
              // Nothing left to submit (a claim already waiting on the broker): the documents are in.
              <Alert tone="success" className="flex flex-col items-start gap-3">
                <p>{m.claims_summary_complete()}</p>
                <Link
                  to="/policydetail/$id/claim/$benefitId/summary/finish"
                  params={{ id: policyId, benefitId }}
                  search={{ claim: claimId }}
                  className={buttonVariants()}
                >
                  {m.claims_summary_done()}
                </Link>
              </Alert>
            ) : null}
            <div className="flex flex-col gap-4">
              {steps.map((step) => {
                const chosen = step.id === PAYOUT_STEP ? chosenPaymentForm(step.forms) : null;
                const forms = step.id === PAYOUT_STEP ? (chosen ? [chosen] : []) : step.forms;
                return (
                  <SectionCard key={step.id} title={step.title} action={editLink(step)}>
                    {forms.length === 0 ? (
                      <p className="text-sm text-slate-700">{m.claims_summary_not_given()}</p>
                    ) : (
                      forms.map((form) => (
                        <FormValuesSummary
                          key={form.slug}
                          fields={withDocumentLabels(form.fields, locale)}
                          values={form.values}
                        />
                      ))
                    )}
                  </SectionCard>
                );
              })}
            </div>
          </>
        );
      }}
    </DetailPage>
  );
}
