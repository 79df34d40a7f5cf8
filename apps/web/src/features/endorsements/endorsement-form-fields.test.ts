import { describe, expect, it } from 'vitest';
import { changesOf, pageFields, type EndorsementSection } from './endorsement-form-fields.ts';

const field = (name: string, value: string) => ({
  name,
  label: `broker ${name}`,
  type: 'text' as const,
  required: true,
  is_list: false,
  options: [],
  external_source: null,
  ocr_category: null,
  value,
});
const section = (internalId: string, policyNumber: string | null, names: string[]): EndorsementSection => ({
  internalId,
  policyNumber,
  applicationNo: `APP-${internalId}`,
  fields: names.map((name) => field(name, `${name} of ${internalId}`)),
});
const policyLabel = (label: string, policy: string) => `${label} [${policy}]`;

describe('the form of an endorsement page', () => {
  it('keeps the broker names for one policy, translating known labels', () => {
    const fields = pageFields([section('pol_1', 'A/1', ['imei', 'custom'])], policyLabel);
    expect(fields.map((entry) => [entry.field.name, entry.field.label])).toEqual([
      ['imei', 'IMEI'],
      ['custom', 'broker custom'],
    ]);
    expect(changesOf(fields, { imei: '1', custom: 'x' })).toEqual([
      { internalId: 'pol_1', values: { imei: '1', custom: 'x' } },
    ]);
  });

  it('names each field by its policy when several policies change together', () => {
    const fields = pageFields(
      [section('pol_1', 'A/1', ['model']), section('pol_2', null, ['model'])],
      policyLabel,
    );
    expect(fields.map((entry) => [entry.field.name, entry.field.label])).toEqual([
      ['pol_1:model', 'Model perangkat [A/1]'],
      ['pol_2:model', 'Model perangkat [APP-pol_2]'],
    ]);
    expect(changesOf(fields, { 'pol_1:model': 'X', 'pol_2:model': 'Y' })).toEqual([
      { internalId: 'pol_1', values: { model: 'X' } },
      { internalId: 'pol_2', values: { model: 'Y' } },
    ]);
  });
});
