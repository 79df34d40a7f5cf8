import type { ShippingClaimType } from '@portal/contracts/constants';
import { clearDraft, readDraft, writeDraft } from '../../shared/form/draft.ts';

/** What the user has put in the shipping form; photos are refs of files already uploaded. */
export interface ShippingClaimInput {
  orderId: string;
  airwayBillNo: string;
  description: string;
  photos: string[];
}

export const EMPTY_SHIPPING_CLAIM: ShippingClaimInput = {
  orderId: '',
  airwayBillNo: '',
  description: '',
  photos: [],
};

const draftKey = (claimType: ShippingClaimType) => `shipping-claim:${claimType}`;

/**
 * The form's draft in sessionStorage, through the form engine's draft store: it survives a reload and a
 * 401 → login → back in the same tab and dies with the tab. Photos are kept too: they are already uploaded.
 */
export function readShippingDraft(claimType: ShippingClaimType): Partial<ShippingClaimInput> {
  const values = readDraft(draftKey(claimType))?.values ?? {};
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const photos = Array.isArray(values.photos)
    ? values.photos.filter((ref): ref is string => typeof ref === 'string')
    : undefined;
  const draft: Partial<ShippingClaimInput> = {
    orderId: text(values.orderId),
    airwayBillNo: text(values.airwayBillNo),
    description: text(values.description),
    photos,
  };
  return Object.fromEntries(Object.entries(draft).filter(([, value]) => value !== undefined));
}

export function writeShippingDraft(claimType: ShippingClaimType, input: ShippingClaimInput): void {
  const values = Object.fromEntries(
    Object.entries(input).filter(([, value]) => (Array.isArray(value) ? value.length > 0 : value !== '')),
  );
  writeDraft(draftKey(claimType), { version: 1, values });
}

export function clearShippingDraft(claimType: ShippingClaimType): void {
  clearDraft(draftKey(claimType));
}
