import { describe, expect, it } from 'vitest';
import type { FormField } from '@portal/contracts/entities/form-field';
import { withDocumentLabels } from './document-labels.ts';

const field = (name: string, type: 'text' | 'file', label: string): FormField => ({
  name,
  label,
  type,
  required: true,
  is_list: false,
  options: [],
  external_source: null,
  ocr_category: null,
});

const fields = [
  field('incident_date', 'text', 'Tanggal kejadian'),
  field('damage_photos', 'file', 'Foto kerusakan perangkat'),
  field('imei_photo', 'file', 'Foto IMEI perangkat'),
  field('bike_frame_photo', 'file', 'Foto rangka sepeda'),
];

describe('document labels of a claim form', () => {
  it('words a known document type in the reader’s language, and keeps every name and every other field', () => {
    const shown = withDocumentLabels(fields, 'en');
    expect(shown.map((each) => [each.name, each.label])).toEqual([
      ['incident_date', 'Tanggal kejadian'],
      ['damage_photos', 'Photos of the damage'],
      ['imei_photo', 'Photo of the device IMEI'],
      ['bike_frame_photo', 'Foto rangka sepeda'],
    ]);
    expect(withDocumentLabels(fields, 'th')[1]?.label).toBe('รูปถ่ายความเสียหาย');
    expect(withDocumentLabels(fields, 'vi')[2]?.label).toBe('Ảnh chụp số IMEI của thiết bị');
  });

  it('shows Indonesian readers the broker’s labels as they are', () => {
    expect(withDocumentLabels(fields, 'id').map((each) => each.label)).toEqual(
      fields.map((each) => each.label),
    );
  });
});
