import type { ImageVerificationStatus } from '@portal/contracts/entities/image-verification';
import { OCR_FINAL_STATUS } from '../scenarios/ocr-scenarios.ts';
import { RIDE_HAILING_ORDERS } from '../store/claim-catalogue.ts';
import type { ImageVerificationRequest } from '../store/claim-flow-store.ts';
import type { MockStore } from '../store/mock-store.ts';
import type { UserRecord } from '../store/types.ts';
import { claimsVisibleTo } from '../claims/claim-access.ts';
import type { HandlerMap } from './handler.ts';
import { notFound } from '../http/mock-error.ts';

/**
 * Image verification (OCR) of spec §4. extract-info opens a request under the current OCR scenario; each
 * status call is one poll, and the poll number `polls` answers the scenario's final status. Required fields
 * carry the policy member's values; received fields are what the processor "read" (spec §5 content match).
 */

interface MemberData {
  name: string;
  /** Label → value, from the insured items of the policy. */
  items: Record<string, string>;
}

/** What the broker knows about the insured behind a reference: the user's claim, policy or order. */
function memberData(store: MockStore, user: UserRecord, referenceId: string): MemberData | undefined {
  const fromPolicy = (internalId: string) => {
    const policy = store.policy(internalId);
    if (!policy || policy.owner_id !== user.id) return undefined;
    return {
      name: policy.detail.policyholder_name,
      items: Object.fromEntries(policy.detail.insured_items.map((item) => [item.label, item.value])),
    };
  };
  const claim = claimsVisibleTo(store, user).find((record) => record.card.claim_id === referenceId);
  if (claim) return fromPolicy(claim.policy_id) ?? { name: claim.card.policy_holder_name, items: {} };
  const byApplicationNo = store
    .policiesOf(user.id)
    .find((record) => record.detail.application_no === referenceId);
  const policy =
    fromPolicy(referenceId) ?? (byApplicationNo && fromPolicy(byApplicationNo.detail.internal_id));
  if (policy) return policy;
  const order = RIDE_HAILING_ORDERS.find(
    (entry) => entry.order_id === referenceId && entry.owner_id === user.id,
  );
  return order ? { name: user.name, items: {} } : undefined;
}

/** A different IMEI of the same length: every digit moved by five. */
const otherImei = (imei: string): string => imei.replace(/\d/g, (digit) => String((Number(digit) + 5) % 10));

const OTHER_NAME = 'ANDI WIJAYA';

function fieldsFor(category: string, member: MemberData, mismatch: boolean) {
  const kind = category.toLowerCase();
  const imei = member.items.IMEI;
  if (/imei|device|gadget/.test(kind) && imei) {
    const brand = member.items['Merek Perangkat'] ?? '';
    // Dual-SIM phones show two IMEIs; spec §5 compares the first one only, so the mismatch puts the policy's
    // IMEI second.
    return {
      required: [
        { label: 'IMEI', original_value: imei, check_match: true },
        { label: 'Merek Perangkat', original_value: brand, check_match: false },
      ],
      received: [
        { label: 'IMEI', value: mismatch ? otherImei(imei) : imei },
        { label: 'IMEI', value: mismatch ? imei : otherImei(imei) },
        { label: 'Merek Perangkat', value: brand.toUpperCase() },
      ],
    };
  }
  const nik = member.items['Nomor KTP'];
  return {
    required: [
      { label: 'Nama', original_value: member.name, check_match: true },
      ...(nik ? [{ label: 'NIK', original_value: nik, check_match: true }] : []),
    ],
    // Upper case and punctuation differ from the policy on purpose: the portal compares letters only.
    received: [
      { label: 'Nama', value: mismatch ? OTHER_NAME : `${member.name.toUpperCase()}.` },
      ...(nik ? [{ label: 'NIK', value: nik }] : []),
    ],
  };
}

function statusAt(request: ImageVerificationRequest): ImageVerificationStatus {
  if (request.scenario === 'never_finishes') return 'IN_PROGRESS';
  if (request.polled >= request.polls) return OCR_FINAL_STATUS[request.scenario];
  return request.polled <= 1 ? 'PENDING' : 'IN_PROGRESS';
}

export const imageVerificationHandlers = {
  extractImageInfo: ({ params, body, auth, store }) => {
    const member = memberData(store, auth.user, body.reference_id);
    if (!member) throw notFound();
    const { scenario, polls } = store.claimFlow.ocrScenarios.snapshot();
    const fields = fieldsFor(params.category, member, scenario === 'mismatch');
    const request: ImageVerificationRequest = {
      request_id: store.claimFlow.nextImageRequestId(),
      owner_id: auth.user.id,
      scenario,
      polls,
      polled: 0,
      required_fields: fields.required,
      received_fields: fields.received,
    };
    store.claimFlow.saveImageRequest(request);
    return {
      body: {
        request_id: request.request_id,
        status: 'PENDING',
        required_fields: request.required_fields,
        received_fields: [],
      },
    };
  },

  imageVerificationStatus: ({ params, auth, store }) => {
    const request = store.claimFlow.imageRequest(params.requestId);
    if (!request || request.owner_id !== auth.user.id) throw notFound();
    request.polled += 1;
    const status = statusAt(request);
    return {
      body: {
        request_id: request.request_id,
        status,
        required_fields: request.required_fields,
        received_fields: status === 'OCR_SUCCESSFUL' ? request.received_fields : [],
      },
    };
  },
} satisfies HandlerMap;
