/** Business constants of spec §9. */
/** Most calls one tRPC batch may carry: the gateway refuses more (typed), the page's batch link splits there. */
export const TRPC_MAX_BATCH_SIZE = 20;
/** The longest name a profile takes (the broker's update-profile limit). */
export const PROFILE_NAME_MAX_LENGTH = 120;
export const UPLOAD_MAX_BYTES = 25 * 1024 * 1024;
/** Smaller files are refused ('min 1 KB', spec §5): an empty or truncated photo is never a document. */
export const UPLOAD_MIN_BYTES = 1024;
export const UPLOAD_FORMATS = ['jpg', 'jpeg', 'png', 'mp4', 'pdf'] as const;
export const IMAGE_VERIFICATION_POLL_RETRIES = 5;
export const IMAGE_VERIFICATION_POLL_INTERVAL_MS = 3000;
export const CLAIM_VERIFICATION_MAX_WORKING_DAYS = 3;
export const PAYOUT_WITHIN_HOURS = 24;
export const DEFAULT_POLICY_STATE_FILTER = 'COMPLETED,PENDING_DOCUMENT';
export const DEFAULT_COUNTRY_CODE = '62';
export const COUNTRY_CODES = [
  '62',
  '66',
  '84',
  '60',
  '65',
  '63',
  '886',
  '86',
  '852',
  '61',
  '52',
  '48',
  '81',
  '82',
  '44',
  '31',
  '39',
  '91',
] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];
export const LOCALES = ['id', 'en', 'th', 'vi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'id';
/** Upstream language ids: Indonesian is 'ind' and needs no fetch. */
export const UPSTREAM_LANGUAGE_ID: Record<Locale, string> = { id: 'ind', en: 'en', th: 'th', vi: 'vi' };
export const SIDEBAR_COLLAPSE_MAX_WIDTH = 1220;
export const MOBILE_MAX_WIDTH = 767;
export const CURRENCY = 'IDR';
export const OTP_LENGTH = 6;
export const OTP_MEDIUMS = ['sms', 'whatsapp'] as const;
export type OtpMedium = (typeof OTP_MEDIUMS)[number];
/** Seconds before the resend button comes back on the verify screen. */
export const OTP_RESEND_COOLDOWN_SECONDS = 30;
export const POLICY_PAGE_SIZE = 10;
export const CLAIM_PAGE_SIZE = 10;
/** Partner claim products filed from a partner order (spec §2, §7): ride-hailing passenger and driver, GoLife. */
export const PARTNER_CLAIM_PRODUCTS = ['gojek-passenger', 'go-driver', 'go-life'] as const;
export type PartnerClaimProduct = (typeof PARTNER_CLAIM_PRODUCTS)[number];
/**
 * The page a partner product's claim starts on (spec §2): where its login flow ends, and where a session-expired
 * ride-hailing user returns.
 */
export function partnerClaimPath<P extends PartnerClaimProduct>(product: P): `/${P}/claim` {
  return `/${product}/claim`;
}
/** Service names (roles) of spec §6. */
export const SERVICES = ['b2b2c_user', 'tapinsurance_user', 'agency_agent', 'agency_customer'] as const;
export type Service = (typeof SERVICES)[number];
export const POLICY_SERVICES: readonly Service[] = ['b2b2c_user', 'tapinsurance_user'];
export const AGENCY_SERVICES: readonly Service[] = ['agency_agent', 'agency_customer'];
export const DANA_PARTNER = 'dana';
export const AGENCY_PRODUCT_CODES = [
  'car-protection',
  'travel-protection',
  'extended-warranty-protection',
] as const;
/**
 * What a Tokopedia shipping or return claim asks for (spec §2 /tokopedia/shipping): the page and the gateway
 * judge it by these. An airway bill (resi) number is letters and digits, as the couriers print it.
 */
export const SHIPPING_CLAIM_TYPES = ['shipping', 'return'] as const;
export type ShippingClaimType = (typeof SHIPPING_CLAIM_TYPES)[number];
export const SHIPPING_CLAIM_RULES = {
  orderIdMax: 64,
  airwayBillPattern: /^[A-Za-z0-9]{8,30}$/,
  descriptionMin: 20,
  descriptionMax: 2000,
  photosMin: 1,
  photosMax: 10,
} as const;
