import { expect } from 'vitest';
import type { createTrpcHttp } from './trpc-http.ts';

/** The incident form of the demo gadget claim (pol_1002, ben_1002_2), valid as the mock's form defines it. */
export const GADGET_INCIDENT = {
  incident_date: '2026-11-20',
  incident_type: 'drop',
  incident_description: 'Ponsel terjatuh dari meja.',
  reported_to_police: false,
  brand: 'samsung',
  declaration: true,
};

/**
 * Makes a new gadget claim complete, so the final submit is allowed: the photo on both document attributes,
 * the incident form, and a bank transfer payout.
 */
export async function completeGadgetClaim(
  client: ReturnType<typeof createTrpcHttp>,
  claimId: string,
  fileRef: string,
): Promise<void> {
  for (const name of ['damage_photos', 'imei_photo']) {
    const attached = await client.mutate('claims.attachFile', {
      claimId,
      formSlug: 'claim-documents',
      name,
      fileRef,
    });
    expect(attached.status).toBe(200);
  }
  await client.mutate('claims.saveForm', { claimId, formSlug: 'claim-information', values: GADGET_INCIDENT });
  const bank = await client.mutate('claims.saveForm', {
    claimId,
    formSlug: 'bank-transfer',
    values: { bank_code: 'BCA', account_holder_name: 'Budi Santoso', account_number: '1234567890' },
  });
  expect(bank.data).toEqual({ isValid: true });
}
