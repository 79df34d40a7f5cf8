import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '@portal/i18n/runtime';
import { claimStatusLabel } from './claim-status-label.ts';

const show = (locale: 'id' | 'en') => setLocale(locale, { reload: false });
const claim = (status_code: string, external_status_display_name: string | null = null) => ({
  status_code,
  status_display_name: 'Nama dari broker',
  external_status_display_name,
});

describe('claimStatusLabel', () => {
  afterEach(() => show('id'));

  it("names a known code by spec §4's label in the reader's language, codes sharing a label alike", () => {
    show('id');
    expect(claimStatusLabel(claim('survey_scheduled'))).toBe('Dalam survei');
    expect(claimStatusLabel(claim('survey_in_progress'))).toBe('Dalam survei');
    show('en');
    expect(claimStatusLabel(claim('document_reprocess'))).toBe('Re-upload');
    expect(claimStatusLabel(claim('survey_in_progress', 'Survei berjalan'))).toBe('In survey');
  });

  it("names a code the portal does not know by the broker's external name, else its display name", () => {
    show('en');
    expect(claimStatusLabel(claim('teleported', 'Dipindahkan'))).toBe('Dipindahkan');
    expect(claimStatusLabel(claim('teleported'))).toBe('Nama dari broker');
    expect(claimStatusLabel(claim('toString'))).toBe('Nama dari broker');
  });
});
