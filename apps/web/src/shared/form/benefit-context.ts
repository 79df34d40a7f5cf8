import { createContext } from 'react';
import type { FormField } from '@portal/contracts/entities/form-field';

/**
 * The policy and benefit a claim form is filled for, and the form's claimed amount field, given by the claim's
 * steps: that field shows the benefit's maximum claim payment and warns above it (renderers/amount-cap.tsx).
 * Null in other forms.
 */
export const BenefitContext = createContext<{
  policyId: string;
  benefitId: string;
  amountField: string;
} | null>(null);

/** The claim form's amount claimed, told by its name or label ("Jumlah yang diklaim (Rp)", "Nilai klaim"). */
const CLAIMED_AMOUNT = /claimed?_amount|amount_claimed|jumlah[^]*klaim|nilai[^]*klaim/i;

export const isClaimedAmount = (field: Pick<FormField, 'type' | 'name' | 'label'>): boolean =>
  field.type === 'number' && CLAIMED_AMOUNT.test(`${field.name} ${field.label}`);
