import { describe, expect, it } from 'vitest';
import { ClaimDetails, shouldAutoFinalSubmit } from './claim-form.ts';
import { FormFieldType } from './form-field.ts';

const details = {
  claim_id: 'CLM-1',
  forms: [
    {
      name: 'Data klaim',
      slug: 'claim-data',
      is_valid: true,
      attributes: [
        { name: 'incident_date', value: '2024-05-01', type: 'date' },
        { name: 'receipts', value: ['gs://bucket/a.jpg', 'gs://bucket/b.jpg'], is_list: true },
        { name: 'agree', value: true, type: 'disclaimer' },
      ],
    },
  ],
  payment_forms: [{ name: 'Rekening bank', slug: 'bank', is_valid: true, attributes: [] }],
  status: { status_code: 'initiated' },
  maxDocSubmissionDate: '2024-05-31',
};

describe('ClaimDetails', () => {
  it('parses claim details with forms, attributes, payment forms and a status code', () => {
    const parsed = ClaimDetails.parse(details);
    expect(parsed.forms[0]?.attributes[1]?.value).toEqual(['gs://bucket/a.jpg', 'gs://bucket/b.jpg']);
    expect(parsed.status.status_code).toBe('initiated');
  });

  it.each([
    ['an unknown status code', { ...details, status: { status_code: 'teleported' } }],
    ['a form without is_valid', { ...details, forms: [{ name: 'x', slug: 'x', attributes: [] }] }],
    ['no maxDocSubmissionDate', { ...details, maxDocSubmissionDate: undefined }],
    [
      'an attribute with an object value',
      { ...details, forms: [{ ...details.forms[0], attributes: [{ name: 'a', value: {} }] }] },
    ],
  ])('rejects %s', (_case, payload) => {
    expect(ClaimDetails.safeParse(payload).success).toBe(false);
  });
});

describe('FormFieldType', () => {
  it('knows the spec field types only', () => {
    expect(FormFieldType.options).toEqual([
      'boolean',
      'disclaimer',
      'checkbox',
      'choices',
      'asterisk',
      'choices_external',
      'year',
      'date',
      'sketch',
    ]);
    expect(FormFieldType.safeParse('signature').success).toBe(false);
  });
});

describe('shouldAutoFinalSubmit', () => {
  const parsed = ClaimDetails.parse(details);

  it('submits when every form is valid, a payment form is valid and the status allows it', () => {
    expect(shouldAutoFinalSubmit(parsed)).toBe(true);
    expect(shouldAutoFinalSubmit({ ...parsed, status: { status_code: 'document_reprocess' } })).toBe(true);
    expect(shouldAutoFinalSubmit({ ...parsed, payment_forms: [] })).toBe(true);
  });

  it('waits without forms, with an invalid form, without a valid payment form or in a later status', () => {
    expect(shouldAutoFinalSubmit({ ...parsed, forms: [] })).toBe(false);
    const invalidForm = { name: 'x', slug: 'x', is_valid: false, attributes: [] };
    expect(shouldAutoFinalSubmit({ ...parsed, forms: [...parsed.forms, invalidForm] })).toBe(false);
    expect(shouldAutoFinalSubmit({ ...parsed, payment_forms: [invalidForm] })).toBe(false);
    expect(shouldAutoFinalSubmit({ ...parsed, status: { status_code: 'document_received' } })).toBe(false);
    expect(shouldAutoFinalSubmit({ ...parsed, status: { status_code: 'document_pending' } })).toBe(false);
  });
});
