import type { FormField, FormValue } from '@portal/contracts/entities/form-field';

/**
 * The claim completion journey (spec §2 /policydetail/{id}/claim/{benefit_id}, then summary and finish) as
 * steps: each incident form is a step, the documents form is one, and every payment form together is the
 * payout step. The gateway's `claims.completion` gives the forms in that order.
 */

export type CompletionFormKind = 'form' | 'documents' | 'payment';

export interface CompletionForm {
  slug: string;
  name: string;
  kind: CompletionFormKind;
  paymentMethod: 'bank_transfer' | 'service_center' | null;
  isValid: boolean;
  fields: readonly FormField[];
  values: Readonly<Record<string, FormValue>>;
}

export const PAYOUT_STEP = 'payout';

export interface CompletionStep {
  /** The form slug, or 'payout' for the payment forms together. */
  id: string;
  title: string;
  kind: CompletionFormKind;
  done: boolean;
  forms: readonly CompletionForm[];
}

/**
 * `formTitle` words a form's name for the reader (the broker names forms in Indonesian, decision record 0057);
 * it is the caller's, so the table of names loads with the pages that show steps, not with the loaders.
 */
export function completionSteps(
  forms: readonly CompletionForm[],
  payoutTitle: string,
  formTitle: (brokerName: string) => string = (brokerName) => brokerName,
): CompletionStep[] {
  const steps: CompletionStep[] = forms
    .filter((form) => form.kind !== 'payment')
    .map((form) => ({
      id: form.slug,
      title: formTitle(form.name),
      kind: form.kind,
      done: form.isValid,
      forms: [form],
    }));
  const payment = forms.filter((form) => form.kind === 'payment');
  if (payment.length > 0) {
    steps.push({
      id: PAYOUT_STEP,
      title: payoutTitle,
      kind: 'payment',
      // Spec §4: one valid payment form is enough.
      done: payment.some((form) => form.isValid),
      forms: payment,
    });
  }
  return steps;
}

/**
 * The payment form the claim is paid by: the first valid one (spec §4: one valid payment form is enough), or
 * null while none is valid. The summary shows it and the finish page tells what happens next by its method.
 */
export function chosenPaymentForm(forms: readonly CompletionForm[]): CompletionForm | null {
  return forms.find((form) => form.kind === 'payment' && form.isValid) ?? null;
}

/**
 * The device brand the claim's own forms name from the broker's brand list (a gadget's incident form), or null:
 * the service-centre payout starts on it rather than asking again.
 */
export function claimBrand(forms: readonly CompletionForm[]): string | null {
  for (const form of forms) {
    if (form.kind === 'payment') continue;
    for (const field of form.fields) {
      const value = form.values[field.name];
      if (field.external_source === 'brand-list' && typeof value === 'string' && value !== '') return value;
    }
  }
  return null;
}

/**
 * The step to show: the one the address names when it exists, else the first step not done (where the
 * user stopped, on this device or another), else the last step.
 */
export function currentStep(
  steps: readonly CompletionStep[],
  requested: string | undefined,
): CompletionStep | null {
  if (steps.length === 0) return null;
  const named = requested ? steps.find((step) => step.id === requested) : undefined;
  return named ?? steps.find((step) => !step.done) ?? steps[steps.length - 1] ?? null;
}

/** The step after this one, or null when it is the last (the summary comes next). */
export function nextStep(steps: readonly CompletionStep[], id: string): CompletionStep | null {
  const index = steps.findIndex((step) => step.id === id);
  return index >= 0 ? (steps[index + 1] ?? null) : null;
}

export function previousStep(steps: readonly CompletionStep[], id: string): CompletionStep | null {
  const index = steps.findIndex((step) => step.id === id);
  return index > 0 ? (steps[index - 1] ?? null) : null;
}

export function isFileValue(value: FormValue | undefined): value is string | string[] {
  return typeof value === 'string' ? value !== '' : Array.isArray(value) && value.length > 0;
}

export interface ChecklistItem {
  name: string;
  label: string;
  required: boolean;
  /** How many files the claim holds for it. */
  count: number;
  /** Customer service asked for it again (document_reprocess). */
  mustReplace: boolean;
}

/** The documents the chosen benefit needs (its documents form), with what is given and what is missing. */
export function documentChecklist(
  forms: readonly CompletionForm[],
  invalidDocuments: readonly string[] = [],
): ChecklistItem[] {
  return forms
    .filter((form) => form.kind === 'documents')
    .flatMap((form) =>
      form.fields
        .filter((field) => field.type === 'file')
        .map((field) => {
          const value = form.values[field.name];
          const count = isFileValue(value) ? (Array.isArray(value) ? value.length : 1) : 0;
          return {
            name: field.name,
            label: field.label,
            required: field.required,
            count,
            mustReplace: invalidDocuments.includes(field.name),
          };
        }),
    );
}

/** Whether every required document is there and none still waits to be replaced. */
export function checklistComplete(items: readonly ChecklistItem[]): boolean {
  return items.every((item) => (!item.required || item.count > 0) && !item.mustReplace);
}
