import { describe, expect, it } from 'vitest';
import { CLAIM_STATUS_GROUPS } from '@portal/contracts/claim-constants';
import { claimStatusTone, isClosed, showsDocumentDeadline } from './claim-status.ts';

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
