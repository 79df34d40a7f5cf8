import { useState, type ReactNode } from 'react';
import type { FormValue } from '@portal/contracts/entities/form-field';
import { m } from '@portal/i18n/messages';
import { SectionCard } from '../../../components/section-card.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { describeError } from '../../../lib/failure-text.ts';
import { BankAccountPicker } from './bank-account-picker.tsx';
import { ServiceCentrePicker } from './service-centre-picker.tsx';
import type { CompletionForm } from '../completion/claim-completion.ts';
import { useSaveClaimForm } from '../completion/use-claim-completion.ts';

export interface PayoutStepProps {
  claimId: string;
  forms: readonly CompletionForm[];
  /** The device brand the claim's own form names: the service-centre cascade starts on it. */
  brandHint: string | null;
  back: ReactNode;
  onDone: () => void;
}

/**
 * The payout (spec §2): a bank transfer to a saved or new, verified account, or a repair at a service centre.
 * When the benefit allows both, the user chooses; a saved choice is preselected.
 */
export function PayoutStep({ claimId, forms, brandHint, back, onDone }: PayoutStepProps) {
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
          brandHint={brandHint}
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
