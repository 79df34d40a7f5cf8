import { useMemo, type ReactNode } from 'react';
import type { FormValue } from '@portal/contracts/entities/form-field';
import { m } from '@portal/i18n/messages';
import { claimFormName } from '../../../lib/broker-claim-form-names.ts';
import { SectionCard } from '../../../components/section-card.tsx';
import { LoadBoundary, lazyPart } from '../../../components/ui/lazy-part.tsx';
import { BenefitContext, isClaimedAmount } from '../../../shared/form/benefit-context.ts';
import { LazyDynamicForm, loadControls, preloadDynamicForm } from '../../../shared/form/form-parts.tsx';
import { useLocale } from '../../../lib/locale.ts';
import { useDraftOwner } from '../../../lib/draft-owner.ts';
import { documentChecklist, type CompletionForm, type CompletionStep } from './claim-completion.ts';
import { withDocumentLabels } from './document-labels.ts';
import type { ClaimCompletion } from './claim-route.ts';
import { useAttachFile, useSaveClaimForm } from './use-claim-completion.ts';

/*
 * A claim's form step: the form, its documents' checklist, how its answers are saved. Its own chunk, fetched
 * with the form engine (form-step-part.ts): the form draws only once the engine is there, so the step's code
 * comes in the same wave and the page's first bytes are the claim's heading and steps (decision record 0064).
 */

/** The documents step's checklist comes with the step's uploader, not with the first step. */
const checklistPart = lazyPart(
  () => import('./document-checklist.tsx'),
  (module) => module.DocumentChecklist,
);

/** Starts fetching what a form step needs that is not there yet: the form engine, its kinds loaded on need. */
export function preloadFormStep(step: CompletionStep): void {
  if (step.kind === 'documents') void checklistPart.preload();
  void preloadDynamicForm();
  void loadControls(step.forms.flatMap((form) => form.fields.map((field) => field.type)));
}

export interface FormStepProps {
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
export function FormStep({
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
