import { describe, expect, it } from 'vitest';
import {
  checklistComplete,
  chosenPaymentForm,
  claimBrand,
  completionSteps,
  currentStep,
  documentChecklist,
  nextStep,
  previousStep,
  type CompletionForm,
} from './claim-completion.ts';

const field = (name: string, type: 'text' | 'file', required: boolean, is_list = false) => ({
  name,
  label: name.toUpperCase(),
  type,
  required,
  is_list,
  options: [],
  external_source: null,
  ocr_category: null,
});

const incident: CompletionForm = {
  slug: 'claim-information',
  name: 'Informasi Klaim',
  kind: 'form',
  paymentMethod: null,
  isValid: true,
  fields: [field('story', 'text', true)],
  values: { story: 'Jatuh' },
};
const documents: CompletionForm = {
  slug: 'claim-documents',
  name: 'Dokumen',
  kind: 'documents',
  paymentMethod: null,
  isValid: false,
  fields: [
    field('damage_photos', 'file', true, true),
    field('imei_photo', 'file', true),
    field('receipt', 'file', false),
  ],
  values: { damage_photos: ['/files/a', '/files/b'], imei_photo: null },
};
const bank: CompletionForm = {
  slug: 'bank-transfer',
  name: 'Transfer Bank',
  kind: 'payment',
  paymentMethod: 'bank_transfer',
  isValid: false,
  fields: [],
  values: {},
};
const centre: CompletionForm = { ...bank, slug: 'service-center', paymentMethod: 'service_center' };

describe('completion steps', () => {
  it('makes one step per form and one payout step for every payment form', () => {
    const steps = completionSteps([incident, documents, bank, centre], 'Pembayaran');
    expect(steps.map((step) => step.id)).toEqual(['claim-information', 'claim-documents', 'payout']);
    expect(steps[2]!.forms).toHaveLength(2);
  });

  it('titles each form’s step in the caller’s wording, and the payout step by its own title', () => {
    const steps = completionSteps([incident, documents, bank], 'Payout', (name) => `«${name}»`);
    expect(steps.map((step) => step.title)).toEqual([`«${incident.name}»`, `«${documents.name}»`, 'Payout']);
  });

  it('counts the payout done when one payment form is valid', () => {
    const steps = completionSteps([incident, bank, { ...centre, isValid: true }], 'Pembayaran');
    expect(steps.find((step) => step.id === 'payout')!.done).toBe(true);
  });

  it('pays the claim by the first valid payment form, or by none while none is valid', () => {
    expect(chosenPaymentForm([incident, bank, { ...centre, isValid: true }])?.paymentMethod).toBe(
      'service_center',
    );
    expect(chosenPaymentForm([incident, { ...bank, isValid: true }, centre])?.paymentMethod).toBe(
      'bank_transfer',
    );
    expect(chosenPaymentForm([{ ...incident, isValid: true }, bank, centre])).toBeNull();
  });

  it('opens the step the address names, else the first one not done, else the last', () => {
    const steps = completionSteps([incident, documents, bank], 'Pembayaran');
    expect(currentStep(steps, 'payout')!.id).toBe('payout');
    expect(currentStep(steps, 'unknown')!.id).toBe('claim-documents');
    expect(currentStep(steps, undefined)!.id).toBe('claim-documents');
    const allDone = completionSteps(
      [incident, { ...documents, isValid: true }, { ...bank, isValid: true }],
      'P',
    );
    expect(currentStep(allDone, undefined)!.id).toBe('payout');
    expect(currentStep([], undefined)).toBeNull();
  });

  it('knows the steps around a step', () => {
    const steps = completionSteps([incident, documents, bank], 'Pembayaran');
    expect(nextStep(steps, 'claim-information')!.id).toBe('claim-documents');
    expect(nextStep(steps, 'payout')).toBeNull();
    expect(previousStep(steps, 'claim-information')).toBeNull();
    expect(previousStep(steps, 'payout')!.id).toBe('claim-documents');
  });
});

describe('document checklist', () => {
  it('lists each document with required, given count and what must be replaced', () => {
    const items = documentChecklist([incident, documents], ['damage_photos']);
    expect(items).toEqual([
      { name: 'damage_photos', label: 'DAMAGE_PHOTOS', required: true, count: 2, mustReplace: true },
      { name: 'imei_photo', label: 'IMEI_PHOTO', required: true, count: 0, mustReplace: false },
      { name: 'receipt', label: 'RECEIPT', required: false, count: 0, mustReplace: false },
    ]);
    expect(checklistComplete(items)).toBe(false);
  });

  it('is complete when every required document is given and none waits to be replaced', () => {
    const given = { ...documents, values: { damage_photos: ['/files/a'], imei_photo: '/files/c' } };
    expect(checklistComplete(documentChecklist([given]))).toBe(true);
  });
});

describe('claim brand', () => {
  const brandField = {
    ...field('brand', 'text', true),
    type: 'choices_external' as const,
    external_source: 'brand-list' as const,
  };
  it("is the brand-list value of the claim's own forms", () => {
    const gadget = {
      ...incident,
      fields: [...incident.fields, brandField],
      values: { story: 'Jatuh', brand: 'samsung' },
    };
    expect(claimBrand([gadget, documents, bank])).toBe('samsung');
  });
  it('is null when no form names one from the brand list, or it is empty', () => {
    expect(claimBrand([incident, documents, bank])).toBeNull();
    const typedBrand = { ...incident, fields: [field('brand', 'text', false)], values: { brand: 'Samsung' } };
    expect(claimBrand([typedBrand])).toBeNull();
    const empty = { ...incident, fields: [brandField], values: { brand: '' } };
    expect(claimBrand([empty])).toBeNull();
    // A payment form's brand is the cascade's own, not the claim's.
    const paid = { ...centre, fields: [brandField], values: { brand: 'xiaomi' } };
    expect(claimBrand([paid])).toBeNull();
  });
});
