import { describe, expect, it } from 'vitest';
import { CLAIM_STATUS_GROUPS } from '@portal/contracts/claim-constants';
import { claimStatusTone, isClosed, showsDocumentDeadline, deadlineNotice } from './claim-status.ts';

describe('claimStatusTone', () => {
  it('follows the colours of spec §4', () => {
    expect(claimStatusTone('initiated')).toBe('gold');
    expect(claimStatusTone('document_pending')).toBe('gold');
    expect(claimStatusTone('document_reprocess')).toBe('violet');
    expect(claimStatusTone('rejected')).toBe('red');
    expect(claimStatusTone('claim_rejected')).toBe('red');
    expect(claimStatusTone('settled')).toBe('green');
    expect(claimStatusTone('document_received')).toBe('blue');
  });

  it('has a colour for every status group', () => {
    for (const group of CLAIM_STATUS_GROUPS) expect(claimStatusTone(group)).toBeTruthy();
  });
});

describe('showsDocumentDeadline', () => {
  it('is true only while documents are awaited', () => {
    const withDeadline = CLAIM_STATUS_GROUPS.filter(showsDocumentDeadline);
    expect(withDeadline).toEqual(['initiated', 'document_pending']);
  });
});

describe('isClosed', () => {
  it('is true for settled and rejected claims', () => {
    expect(CLAIM_STATUS_GROUPS.filter(isClosed)).toEqual(['settled', 'rejected', 'claim_rejected']);
  });
});

describe('deadlineNotice', () => {
  const deadline = '2026-12-20T09:15:00+07:00';
  it('asks for the documents by the deadline, up to the end of its day', () => {
    expect(deadlineNotice(deadline, '20 Desember 2026', new Date(2026, 10, 24, 10))).toBe(
      'Kirim dokumen sebelum 20 Desember 2026 agar klaim dapat diproses.',
    );
    expect(deadlineNotice(deadline, '20 Desember 2026', new Date(2026, 11, 20, 23, 59))).toBe(
      'Kirim dokumen sebelum 20 Desember 2026 agar klaim dapat diproses.',
    );
  });

  it('says the deadline has passed from the next day on', () => {
    expect(deadlineNotice(deadline, '20 Desember 2026', new Date(2026, 11, 21, 0, 1))).toBe(
      'Batas kirim dokumen (20 Desember 2026) sudah lewat. Kirim dokumen secepatnya atau hubungi layanan pelanggan.',
    );
  });
});
