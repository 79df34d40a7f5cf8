import type { ShippingClaimType } from '@portal/contracts/constants';
import { clearSessionDraft, readSessionDraft, writeSessionDraft } from '../../lib/session-draft.ts';

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

/**
 * The draft's name and shape are those of the form engine's drafts (shared/form/draft.ts), whose module, made
 * for forms of the field model, this page does not load.
 */
const draftName = (claimType: ShippingClaimType) => `form.shipping-claim:${claimType}`;
interface StoredDraft {
  version: 1;
  values: Record<string, unknown>;
}
const isStoredDraft = (value: unknown): value is StoredDraft =>
  typeof value === 'object' &&
  value !== null &&
  (value as { version?: unknown }).version === 1 &&
  typeof (value as { values?: unknown }).values === 'object' &&
  (value as { values?: unknown }).values !== null;

/**
 * The form's draft in sessionStorage (lib/session-draft.ts): it survives a reload and a 401 → login → back in
 * the same tab and dies with the tab. Photos are kept too: they are already uploaded.
 */
export function readShippingDraft(claimType: ShippingClaimType): Partial<ShippingClaimInput> {
  const values = readSessionDraft(draftName(claimType), isStoredDraft)?.values ?? {};
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
  writeSessionDraft(draftName(claimType), { version: 1, values }, Object.keys(values).length === 0);
}

export function clearShippingDraft(claimType: ShippingClaimType): void {
  clearSessionDraft(draftName(claimType));
}
