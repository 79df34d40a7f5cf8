import { useNavigate, type LinkOptions } from '@tanstack/react-router';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { FormValue } from '@portal/contracts/entities/form-field';
import { m } from '@portal/i18n/messages';
import { claimFormName } from '../../../lib/broker-claim-form-names.ts';
import { SectionCard } from '../../../components/section-card.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { LoadBoundary, lazyPart } from '../../../components/ui/lazy-part.tsx';
import { LoadingStatus, SkeletonFields } from '../../../components/list-states.tsx';
import { BenefitContext, isClaimedAmount } from '../../../shared/form/benefit-context.ts';
import { LazyDynamicForm, loadControls, preloadDynamicForm } from '../../../shared/form/form-parts.tsx';
import { useLocale } from '../../../lib/locale.ts';
import { useDraftOwner } from '../../../lib/draft-owner.ts';
import {
  claimBrand,
  completionSteps,
  currentStep,
  documentChecklist,
  nextStep,
  previousStep,
  type CompletionForm,
  type CompletionStep,
} from './claim-completion.ts';
import { CompletionStepper } from './completion-stepper.tsx';
import { withDocumentLabels } from './document-labels.ts';
import type { ClaimCompletion } from './claim-route.ts';
import { useAttachFile, useSaveClaimForm } from './use-claim-completion.ts';

/**
 * The payout step (bank-account and service-centre pickers) is its own chunk (decision record 0023): fetched
 * when the step before it is shown or the user points at it in the stepper, drawn at once from then on.
 */
const payoutStep = lazyPart(
  () => import('../payout/payout-step.tsx'),
  (module) => module.PayoutStep,
);

/** Customer service's request on a claim sent back for documents: a few claims have one, so its own chunk. */
const reprocessNotice = lazyPart(
  () => import('./reprocess-notice.tsx'),
  (module) => module.ReprocessNotice,
);

/** The documents step's checklist comes with the step's uploader, not with the first step. */
const checklistPart = lazyPart(
  () => import('./document-checklist.tsx'),
  (module) => module.DocumentChecklist,
);

/**
 * Starts fetching what a step needs that is not there yet: the payout step, or the form engine with a form's
 * kinds loaded on need (and the documents' checklist).
 */
function preloadStep(step: CompletionStep): void {
  if (step.kind === 'payment') void payoutStep.preload();
  else {
    if (step.kind === 'documents') void checklistPart.preload();
    void preloadDynamicForm();
    void loadControls(step.forms.flatMap((form) => form.fields.map((field) => field.type)));
  }
}

interface CompletionStepsProps {
  completion: ClaimCompletion;
  requestedStep: string | undefined;
  /** Where each step lives (the address names the step shown). */
  stepLink: (stepId: string) => LinkOptions;
  /** The summary in the stepper, when the journey has one. */
  summaryLink?: LinkOptions;
  /** After the last step is saved: the summary, or the submit of a journey without one. */
  onLastStepDone: () => void;
}

/**
 * The claim's forms, its documents and the payout, one step at a time (decision 0010). Each step is saved on
 * its own, so a user can stop anywhere and continue later, here or on another device. The journey around it
 * (the claim's own pages, a partner flow) says where the steps live and what follows the last one.
 */
export function CompletionSteps({
  completion,
  requestedStep,
  stepLink,
  summaryLink,
  onLastStepDone,
}: CompletionStepsProps) {
  const navigate = useNavigate();
  const steps = completionSteps(completion.forms, m.claims_complete_payout_title(), claimFormName);
  const step = currentStep(steps, requestedStep);
  const claimId = completion.claimId;
  // The documents customer service sent back that the user has given again on this visit. The claim keeps
  // its list until it is submitted again, so without this the checklist would still ask for a document the
  // card above it shows as given. Kept here, above the steps, so it outlives a step's card.
  const [replaced, setReplaced] = useState<{ claimId: string; names: readonly string[] }>({
    claimId,
    names: [],
  });
  const replacedNames = replaced.claimId === claimId ? replaced.names : [];
  const stillInvalid = (completion.reprocess?.invalidDocuments ?? []).filter(
    (name) => !replacedNames.includes(name),
  );
  const markReplaced = (name: string) =>
    setReplaced((current) => {
      const names = current.claimId === claimId ? current.names : [];
      return { claimId, names: names.includes(name) ? names : [...names, name] };
    });

  // Without a step in the address the page shows the first one not done; the address then names it, so the
  // step stays put while its files make it done, and a reload or another tab opens the same step.
  const shownStepId = step?.id;
  // The next step's code comes while the user fills this one: the payout pickers, or a documents form's
  // uploader (and any other kind loaded on need), so moving on shows the step at once.
  const upcoming = step ? (step.kind === 'payment' ? step : nextStep(steps, step.id)) : null;
  const upcomingId = upcoming?.id;
  useEffect(() => {
    if (upcoming) preloadStep(upcoming);
    // A step's code follows from the step alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [upcomingId]);
  useEffect(() => {
    if (!shownStepId || shownStepId === requestedStep) return;
    void navigate({ ...stepLink(shownStepId), replace: true });
    // The journey's addresses are fixed for a claim; only the step shown decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shownStepId, requestedStep, navigate]);

  const goTo = (target: CompletionStep | null) => {
    if (target) void navigate(stepLink(target.id));
    else onLastStepDone();
    window.scrollTo({ top: 0 });
  };

  if (!step) {
    return <Alert tone="warning">{m.claims_complete_no_forms()}</Alert>;
  }

  const previous = previousStep(steps, step.id);
  const back = previous ? (
    <Button variant="secondary" onClick={() => goTo(previous)}>
      {m.claims_complete_previous()}
    </Button>
  ) : null;
  const onDone = () => goTo(nextStep(steps, step.id));

  return (
    <div className="grid items-start gap-4 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <CompletionStepper
        steps={steps}
        currentId={step.id}
        stepLink={stepLink}
        summaryLink={summaryLink}
        onStepIntent={preloadStep}
      />
      <div className="flex min-w-0 flex-col gap-4">
        {/* Customer service's request stands until every document it named is given again on this visit. */}
        {completion.reprocess && (stillInvalid.length > 0 || replacedNames.length === 0) ? (
          <LoadBoundary loading={null}>
            <reprocessNotice.Part
              reprocess={{ ...completion.reprocess, invalidDocuments: stillInvalid }}
              forms={completion.forms}
            />
          </LoadBoundary>
        ) : null}
        {step.kind === 'payment' ? (
          <LoadBoundary key={step.id} loading={<PayoutLoading />}>
            <payoutStep.Part
              claimId={claimId}
              forms={step.forms}
              brandHint={claimBrand(completion.forms)}
              back={back}
              onDone={onDone}
            />
          </LoadBoundary>
        ) : (
          <FormStep
            key={step.id}
            claimId={claimId}
            benefit={completion}
            form={step.forms[0]!}
            invalidDocuments={stillInvalid}
            onReplaced={markReplaced}
            isLast={nextStep(steps, step.id) === null}
            back={back}
            onDone={onDone}
          />
        )}
      </div>
    </div>
  );
}

interface FormStepProps {
  claimId: string;
  /** The claim's policy and benefit: the claimed amount shows the benefit's maximum claim payment. */
  benefit: Pick<ClaimCompletion, 'policyId' | 'benefitId'>;
  form: CompletionForm;
  /** The documents customer service asked for again and not given again yet. */
  invalidDocuments: readonly string[];
  /** A new file was attached to one of `invalidDocuments`. */
  onReplaced: (name: string) => void;
  isLast: boolean;
  back: ReactNode;
  onDone: () => void;
}

/** One claim form (or the documents form) rendered from its definition and saved with save-form. */
function FormStep({
  claimId,
  benefit,
  form,
  invalidDocuments,
  onReplaced,
  isLast,
  back,
  onDone,
}: FormStepProps) {
  const { policyId, benefitId } = benefit;
  const locale = useLocale();
  // One array per answer and language: the form engine follows its fields by identity.
  const fields = useMemo(() => withDocumentLabels(form.fields, locale), [form.fields, locale]);
  const amountField = form.fields.find(isClaimedAmount)?.name;
  const capped = policyId && benefitId && amountField ? { policyId, benefitId, amountField } : null;
  const save = useSaveClaimForm(claimId);
  const files = useAttachFile(claimId);
  const isDocuments = form.kind === 'documents';
  // A claim's draft stays on the device across closing the app, for this user only (decision record 0054).
  const draftOwner = useDraftOwner();
  const checklist = isDocuments ? documentChecklist([form], invalidDocuments) : [];

  return (
    <SectionCard title={claimFormName(form.name)}>
      {isDocuments ? (
        <LoadBoundary loading={null}>
          <checklistPart.Part items={checklist} />
        </LoadBoundary>
      ) : null}
      <BenefitContext value={capped}>
        <LazyDynamicForm
          formId={`claim-${claimId}-${form.slug}`}
          fields={fields}
          values={form.values}
          draftKey={`claim:${claimId}:${form.slug}`}
          draftOwner={draftOwner}
          submitLabel={isLast ? m.claims_complete_to_summary() : m.claims_complete_save_next()}
          secondaryAction={back}
          onSave={async (values: Record<string, FormValue>) => {
            await save.mutateAsync({ claimId, formSlug: form.slug, values });
            onDone();
          }}
          fileFieldAdapter={{
            referenceId: claimId,
            invalidFields: invalidDocuments,
            // Its files are kept on the device until attached, for the same user as its draft (record 0056).
            keepUploads: draftOwner ? { owner: draftOwner, form: form.slug } : undefined,
            onAttach: async (name, fileRef, replacedRef) => {
              await files.attach.mutateAsync({ claimId, formSlug: form.slug, name, fileRef, replacedRef });
              if (invalidDocuments.includes(name)) onReplaced(name);
            },
            onRemove: async (name, fileRef) => {
              await files.remove.mutateAsync({ claimId, formSlug: form.slug, name, fileRef });
            },
          }}
        />
      </BenefitContext>
    </SectionCard>
  );
}

/** The payout card's frame with grey rows and a status text while its code comes. */
function PayoutLoading() {
  return (
    <SectionCard title={m.claims_complete_payout_title()}>
      <LoadingStatus label={m.common_loading()} className="flex flex-col gap-4">
        <SkeletonFields />
        <SkeletonFields />
      </LoadingStatus>
    </SectionCard>
  );
}
