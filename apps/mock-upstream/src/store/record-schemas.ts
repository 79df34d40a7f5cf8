import { AgencyPolicy } from '@portal/contracts/entities/agency';
import { InternationalPhone } from '@portal/contracts/entities/auth';
import { ClaimCard } from '@portal/contracts/entities/claim';
import { PolicyDetail } from '@portal/contracts/entities/policy';
import { ServiceName } from '@portal/contracts/entities/user';
import { z } from 'zod';

/**
 * Schemas of the records the store keeps, for scenario documents (`GET /__admin/export`, scenario files):
 * a document is checked with these before any of it is loaded. They build on the contracts' entity schemas and
 * are stricter where a document is written by hand: dates must be ISO date-times with an offset, and a record
 * may not carry a key the store does not know (a typo is refused rather than dropped).
 */

/** An ISO 8601 date-time with its offset, as every broker date reads (`2026-10-10T00:00:00+07:00`). */
export const BrokerDateTime = z.iso.datetime({ offset: true });

/** A Date of the store, written as an ISO date-time in a document. */
export const IsoDate = z.iso
  .datetime({ offset: true })
  .transform((value) => new Date(value))
  .describe('ISO 8601 date-time');

export const UserRecordSchema = z
  .object({
    id: z.string().min(1),
    phone: InternationalPhone.describe('International form without +, e.g. 6281200000001'),
    name: z.string(),
    services: z.array(ServiceName),
    is_third_party_user: z.boolean(),
    partner: z.string().nullable(),
    profile_picture_url: z.string().nullable(),
  })
  .strict();

export const PolicyRecordSchema = z
  .object({
    owner_id: z.string().min(1),
    policy_state: z.enum(['COMPLETED', 'PENDING_DOCUMENT', 'PENDING_PAYMENT', 'DRAFT', 'CANCELLED']),
    detail: PolicyDetail.extend({ start_time: BrokerDateTime, expiry_time: BrokerDateTime }).strict(),
  })
  .strict();

export const ClaimRecordSchema = z
  .object({
    owner_id: z.string().min(1),
    partner_id: z.string(),
    /** Policy internal id, agency reference id or ride-hailing order id. */
    policy_id: z.string().min(1),
    card: ClaimCard.extend({
      created_at: BrokerDateTime,
      last_updated_date: BrokerDateTime,
      max_doc_submission_date: BrokerDateTime.nullable(),
    }).strict(),
    /** A rejected claim's reason, as the broker gives it in the claim details. */
    rejection_reason: z.string().min(1).optional(),
  })
  .strict();

export const AgencyPolicyRecordSchema = z
  .object({ owner_id: z.string().min(1), policy: AgencyPolicy })
  .strict();
