import { describe, expect, it } from 'vitest';
import { CLAIM_STATUS_GROUPS } from './claim.ts';
import {
  allowsFinalSubmit,
  CLAIM_STATUS_CODES,
  CLAIM_STATUS_GROUP_BY_CODE,
  CLAIM_STATUS_LABEL_KEY_BY_CODE,
  CLAIM_STATUS_LABEL_KEYS,
} from './claim-status.ts';

describe('claim status codes', () => {
  it('map every group code onto its own group', () => {
    for (const group of CLAIM_STATUS_GROUPS) {
      expect(CLAIM_STATUS_GROUP_BY_CODE[group as keyof typeof CLAIM_STATUS_GROUP_BY_CODE]).toBe(group);
    }
  });

  it('give every status label of spec §4 at least one code', () => {
    const used = new Set(Object.values(CLAIM_STATUS_LABEL_KEY_BY_CODE));
    expect(CLAIM_STATUS_LABEL_KEYS.filter((key) => !used.has(key))).toEqual([]);
    expect(Object.keys(CLAIM_STATUS_LABEL_KEY_BY_CODE).sort()).toEqual([...CLAIM_STATUS_CODES].sort());
  });

  it('include the later-stage codes the spec names', () => {
    for (const code of [
      'document_verified',
      'work_order_released',
      'claim_payment_paid',
      'claim_payment_pending',
      'claim_pending_from_provider',
      'claim_cancelled_by_customer',
      'approved',
      'claim_accepted',
    ]) {
      expect(CLAIM_STATUS_CODES).toContain(code);
    }
    expect(CLAIM_STATUS_CODES.some((code) => code.startsWith('salvage_'))).toBe(true);
    expect(CLAIM_STATUS_CODES.some((code) => code.startsWith('survey_'))).toBe(true);
  });

  it('count a paid claim as settled and a cancelled one as rejected', () => {
    expect(CLAIM_STATUS_GROUP_BY_CODE.claim_payment_paid).toBe('settled');
    expect(CLAIM_STATUS_GROUP_BY_CODE.claim_cancelled_by_customer).toBe('rejected');
  });

  it('allow final submit only when initiated or reprocess', () => {
    expect(CLAIM_STATUS_CODES.filter(allowsFinalSubmit)).toEqual(['initiated', 'document_reprocess']);
  });
});
