import { useNavigate, type LinkOptions } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import type { FormValue } from '@portal/contracts/entities/form-field';
import { m } from '@portal/i18n/messages';
import { SectionCard } from '../../components/section-card.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { describeError } from '../../lib/errors.ts';
import { DynamicForm } from '../form/dynamic-form.tsx';
import { BankAccountPicker } from '../payout/bank-account-picker.tsx';
import { ServiceCentrePicker } from '../payout/service-centre-picker.tsx';
import {
  completionSteps,
  currentStep,
  documentChecklist,
  nextStep,
  previousStep,
  type CompletionForm,
  type CompletionStep,
} from './claim-completion.ts';
import { CompletionStepper } from './completion-stepper.tsx';
import { DocumentChecklist } from './document-checklist.tsx';
import { ReprocessNotice } from './reprocess-notice.tsx';
import { useAttachFile, useSaveClaimForm, type ClaimCompletion } from './use-claim-completion.ts';

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
  const steps = completionSteps(completion.forms, m.claims_complete_payout_title());
  const step = currentStep(steps, requestedStep);
  const claimId = completion.claimId;

  // Without a step in the address the page shows the first one not done; the address then names it, so the
  // step stays put while its files make it done, and a reload or another tab opens the same step.
  const shownStepId = step?.id;
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
      <CompletionStepper steps={steps} currentId={step.id} stepLink={stepLink} summaryLink={summaryLink} />
      <div className="flex min-w-0 flex-col gap-4">
        {completion.reprocess ? (
          <ReprocessNotice reprocess={completion.reprocess} forms={completion.forms} />
        ) : null}
        {step.kind === 'payment' ? (
          <PayoutStep key={step.id} claimId={claimId} forms={step.forms} back={back} onDone={onDone} />
        ) : (
          <FormStep
            key={step.id}
            claimId={claimId}
            form={step.forms[0]!}
            invalidDocuments={completion.reprocess?.invalidDocuments ?? []}
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
  form: CompletionForm;
  invalidDocuments: readonly string[];
  isLast: boolean;
  back: ReactNode;
  onDone: () => void;
}

/** One claim form (or the documents form) rendered from its definition and saved with save-form. */
function FormStep({ claimId, form, invalidDocuments, isLast, back, onDone }: FormStepProps) {
  const save = useSaveClaimForm(claimId);
  const files = useAttachFile(claimId);
  const isDocuments = form.kind === 'documents';
  const checklist = isDocuments ? documentChecklist([form], invalidDocuments) : [];

  return (
    <SectionCard title={form.name}>
      {isDocuments ? <DocumentChecklist items={checklist} /> : null}
      <DynamicForm
        formId={`claim-${claimId}-${form.slug}`}
        fields={form.fields}
        values={form.values}
        draftKey={`claim:${claimId}:${form.slug}`}
        submitLabel={isLast ? m.claims_complete_to_summary() : m.claims_complete_save_next()}
        secondaryAction={back}
        onSave={async (values: Record<string, FormValue>) => {
          await save.mutateAsync({ claimId, formSlug: form.slug, values });
          onDone();
        }}
        fileFieldAdapter={{
          referenceId: claimId,
          invalidFields: invalidDocuments,
          onAttach: async (name, fileRef, replacedRef) => {
            await files.attach.mutateAsync({ claimId, formSlug: form.slug, name, fileRef, replacedRef });
          },
          onRemove: async (name, fileRef) => {
            await files.remove.mutateAsync({ claimId, formSlug: form.slug, name, fileRef });
          },
        }}
      />
    </SectionCard>
  );
}

interface PayoutStepProps {
  claimId: string;
  forms: readonly CompletionForm[];
  back: ReactNode;
  onDone: () => void;
}

/**
 * The payout (spec §2): a bank transfer to a saved or new, verified account, or a repair at a service centre.
 * When the benefit allows both, the user chooses; a saved choice is preselected.
 */
function PayoutStep({ claimId, forms, back, onDone }: PayoutStepProps) {
  const save = useSaveClaimForm(claimId);
  const bankForm = forms.find((form) => form.paymentMethod === 'bank_transfer') ?? null;
  const centreForm = forms.find((form) => form.paymentMethod === 'service_center') ?? null;
  const [method, setMethod] = useState<'bank_transfer' | 'service_center'>(
    centreForm?.isValid && !bankForm?.isValid
      ? 'service_center'
      : bankForm
        ? 'bank_transfer'
        : 'service_center',
  );
  const chosen = method === 'bank_transfer' ? bankForm : centreForm;

  const saveValues = async (values: Record<string, FormValue>) => {
    if (!chosen) return;
    await save.mutateAsync({ claimId, formSlug: chosen.slug, values });
    onDone();
  };

  return (
    <SectionCard title={m.claims_complete_payout_title()}>
      {bankForm && centreForm ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-semibold text-slate-900">
            {m.claims_complete_payout_choose()}
          </legend>
          {[bankForm, centreForm].map((form) => (
            <label
              key={form.slug}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 p-3 has-checked:border-brand-700 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                name="payout-method"
                value={form.paymentMethod ?? ''}
                checked={method === form.paymentMethod}
                onChange={() => setMethod(form.paymentMethod ?? 'bank_transfer')}
                className="size-5 accent-brand-700"
              />
              <span className="text-sm font-medium text-slate-900">
                {form.paymentMethod === 'bank_transfer'
                  ? m.claims_complete_payout_bank()
                  : m.claims_complete_payout_service_centre()}
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}

      {save.isError ? (
        <Alert tone="error">
          {describeError(save.error, { fallback: 'form_save_failed', serverMessage: true })}
        </Alert>
      ) : null}

      {chosen?.paymentMethod === 'bank_transfer' ? (
        <BankAccountPicker key="bank" claimId={claimId} initialValues={chosen.values} onSaved={saveValues} />
      ) : chosen ? (
        <ServiceCentrePicker
          key="centre"
          claimId={claimId}
          initialValues={chosen.values}
          onSaved={saveValues}
        />
      ) : null}

      <div className="flex flex-wrap items-center justify-between gap-3">
        {back}
        {forms.some((form) => form.isValid) ? (
          <Button variant="ghost" onClick={onDone}>
            {m.claims_complete_keep_payout()}
          </Button>
        ) : null}
      </div>
    </SectionCard>
  );
}
