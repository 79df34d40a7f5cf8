import { DEMO_USERS } from './seed-users.ts';

/** A tokenised endorsement link's token (the `{token}` of /credit-insurance/moladin/endorse/{id}/{token}). */
export interface EndorsementToken {
  token: string;
  internal_id: string;
  expires_at: Date;
  /** A one-time token is spent by its first accepted endorsement. */
  one_time: boolean;
  used_at: Date | null;
}

/** Policies changed together through /{productId}/aggregate-endorse/{aggregateId}. */
export interface PolicyAggregate {
  aggregate_id: string;
  owner_id: string;
  policy_ids: string[];
}

const LATE_2027 = new Date('2027-12-31T23:59:59+07:00');

/** Seeded tokens; the README lists them. `etk-<policy number>-<kind>`. */
export function seedEndorsementTokens(): EndorsementToken[] {
  const token = (value: string, internalId: string, oneTime: boolean, expiresAt = LATE_2027) => ({
    token: value,
    internal_id: internalId,
    expires_at: expiresAt,
    one_time: oneTime,
    used_at: null,
  });
  return [
    token('etk-1001-once', 'pol_1001', true),
    token('etk-1003-once', 'pol_1003', true),
    token('etk-1004-multi', 'pol_1004', false),
    token('etk-2001-once', 'pol_2001', true),
    token('etk-1002-expired', 'pol_1002', true, new Date('2026-06-30T23:59:59+07:00')),
    // The two tokenised routes of spec §2: Moladin credit insurance and Lazada product liability (Endah).
    token('etk-7021-once', 'pol_7021', true),
    token('etk-7022-once', 'pol_7022', true),
  ];
}

export function seedAggregates(): PolicyAggregate[] {
  return [
    {
      aggregate_id: 'agg_1001',
      owner_id: DEMO_USERS.budi.id,
      policy_ids: ['pol_1001', 'pol_1002', 'pol_1008'],
    },
    { aggregate_id: 'agg_2001', owner_id: DEMO_USERS.siti.id, policy_ids: ['pol_2001', 'pol_2003'] },
    // Endah's two Shopee gadgets: /shopee-full-gadget/aggregate-endorse/agg_7001
    { aggregate_id: 'agg_7001', owner_id: DEMO_USERS.endah.id, policy_ids: ['pol_7004', 'pol_7023'] },
  ];
}
