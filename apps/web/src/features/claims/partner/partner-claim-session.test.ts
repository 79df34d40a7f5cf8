import { describe, expect, it } from 'vitest';
import { parseClaimInProgress } from './partner-claim-session.ts';

describe('parseClaimInProgress', () => {
  it('reads a remembered claim', () => {
    expect(parseClaimInProgress('{"orderId":"GD-550019921","claimId":"clm_9"}')).toEqual({
      orderId: 'GD-550019921',
      claimId: 'clm_9',
    });
  });

  it('treats nothing, damage or another shape as no claim', () => {
    expect(parseClaimInProgress(null)).toBeNull();
    expect(parseClaimInProgress('{oops')).toBeNull();
    expect(parseClaimInProgress('{"orderId":1,"claimId":"clm_9"}')).toBeNull();
    expect(parseClaimInProgress('"clm_9"')).toBeNull();
  });
});
