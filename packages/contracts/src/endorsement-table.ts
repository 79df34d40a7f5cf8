import type { Catalogue, EndpointId } from './catalogue.ts';
import type { EndpointBody, EndpointResponse } from './endpoint.ts';
import type { ExternalSource, FormFieldKind } from './entities/form-field-rules.ts';

/**
 * The partner endorsement table (decision record 0018): every endorsement route of spec §2 is one row saying
 * which policies it serves, which broker call shows the policy, which fields the form offers, which call
 * takes the change and what the page shows of the policy being changed. The gateway's endorsement router and
 * the web's endorsement routes read this table; adding a partner is adding a row.
 *
 * Plain TypeScript: the web bundle imports it, so it must not pull zod in at runtime (the catalogue is
 * imported for its types only).
 */

interface FieldSpec {
  /** The broker's Indonesian label; the page shows the translation of the field's name. */
  label: string;
  type: FormFieldKind;
  /** For choices_external fields: the list call that fills the options. */
  list?: ExternalSource;
}

/**
 * Every field an endorsement form or policy summary may name. The names are the broker's (endorse-policy's
 * fields and the partner detail calls use the same ones), so one definition serves every call.
 */
export const ENDORSEMENT_FIELDS = {
  policyholder_name: { label: 'Nama Pemegang Polis', type: 'text' },
  insured_name: { label: 'Tertanggung', type: 'text' },
  id_number: { label: 'Nomor KTP', type: 'asterisk' },
  date_of_birth: { label: 'Tanggal Lahir', type: 'date' },
  nationality_code: { label: 'Kewarganegaraan', type: 'choices_external', list: 'nationality_data' },
  occupation: { label: 'Pekerjaan', type: 'text' },
  beneficiary: { label: 'Ahli Waris', type: 'text' },
  address: { label: 'Alamat', type: 'text' },
  province_code: { label: 'Provinsi', type: 'choices_external', list: 'province-details' },
  city_code: { label: 'Kota', type: 'choices_external', list: 'city_data' },
  district_code: { label: 'Kecamatan', type: 'choices_external', list: 'district_data' },
  town_code: { label: 'Kelurahan', type: 'choices_external', list: 'town_data' },
  brand: { label: 'Merek Perangkat', type: 'text' },
  model: { label: 'Model Perangkat', type: 'text' },
  imei: { label: 'IMEI', type: 'text' },
  serial_number: { label: 'Nomor Seri', type: 'text' },
  purchase_date: { label: 'Tanggal Pembelian', type: 'date' },
  device_price: { label: 'Harga Perangkat', type: 'number' },
  plate_number: { label: 'Nomor Polisi', type: 'text' },
  brand_code: { label: 'Merek Kendaraan', type: 'choices_external', list: 'bike_brand_list' },
  model_code: { label: 'Model Kendaraan', type: 'choices_external', list: 'bike_model_list' },
  chassis_number: { label: 'Nomor Rangka', type: 'text' },
  engine_number: { label: 'Nomor Mesin', type: 'text' },
  year: { label: 'Tahun Kendaraan', type: 'year' },
  shop_name: { label: 'Nama Toko', type: 'text' },
  product_category: { label: 'Kategori Produk', type: 'text' },
  airline: { label: 'Maskapai', type: 'text' },
  courier: { label: 'Kurir', type: 'text' },
  // Identifiers of the purchase: shown in the summary, never changed.
  vehicle_brand: { label: 'Merek Kendaraan', type: 'text' },
  vehicle_model: { label: 'Model Kendaraan', type: 'text' },
  booking_code: { label: 'Kode Pemesanan', type: 'text' },
  hotel: { label: 'Hotel', type: 'text' },
  customer_no: { label: 'Nomor Pelanggan', type: 'text' },
  contract_no: { label: 'Nomor Kontrak', type: 'text' },
  seller_id: { label: 'ID Penjual', type: 'text' },
  order_id: { label: 'ID Pesanan', type: 'text' },
  invoice_no: { label: 'Nomor Invoice', type: 'text' },
  route: { label: 'Rute', type: 'text' },
  service: { label: 'Layanan', type: 'text' },
} as const satisfies Record<string, FieldSpec>;
export type EndorsementFieldName = keyof typeof ENDORSEMENT_FIELDS;
export const ENDORSEMENT_FIELD_NAMES = Object.keys(ENDORSEMENT_FIELDS) as EndorsementFieldName[];

export function isEndorsementFieldName(name: string): name is EndorsementFieldName {
  return Object.hasOwn(ENDORSEMENT_FIELDS, name);
}

/** Supporting files of a change (a new KTP, the invoice of a new device), sent through the policy upload call. */
export const ENDORSEMENT_DOCUMENT_FIELD = {
  name: 'supporting_documents',
  label: 'Dokumen Pendukung',
  type: 'file',
} as const;
/** The document_type the policy upload call files a row's supporting documents under. */
export const ENDORSEMENT_DOCUMENT_TYPES = ['ktp', 'invoice', 'stnk'] as const;
export type EndorsementDocumentType = (typeof ENDORSEMENT_DOCUMENT_TYPES)[number];

// The broker calls a row may name. Flat ones answer (or take) the policy's values as one object, whose keys
// must be field names; the others carry a field list (`changes`, `endorsement_fields`).
export const FLAT_DETAIL_CALLS = [
  'fullGadgetDetails',
  'lazadaCrackScreenDetails',
  'vehicleDetails',
  'hospitalCashPlanDetails',
] as const satisfies readonly EndpointId[];
export type FlatDetailCall = (typeof FLAT_DETAIL_CALLS)[number];
export const FLAT_ENDORSE_CALLS = [
  'crackScreenEndorsePolicy',
  'lazadaCrackScreenEndorsePolicy',
  'hospitalCashPlanEndorsePolicy',
] as const satisfies readonly EndpointId[];
export type FlatEndorseCall = (typeof FLAT_ENDORSE_CALLS)[number];
export const CHANGES_ENDORSE_CALLS = [
  'endorsePolicy',
  'endorsePolicyLazada',
  'gosureEndorsement',
] as const satisfies readonly EndpointId[];
export type ChangesEndorseCall = (typeof CHANGES_ENDORSE_CALLS)[number];

/** A policy opened by its id with a session: the partner's detail call, or endorse-policy's field list. */
export type SessionDetailCall = FlatDetailCall | 'endorsePolicyDetails';
export type SessionEndorseCall = FlatEndorseCall | ChangesEndorseCall;

/**
 * The calls of a visitor without a session who proved by the endorsement OTP that the policy is theirs
 * (spec §6 "authorized endorsement"): any row opened by id offers it.
 */
export const AUTHORIZED_CALLS = {
  detail: 'tokenPolicyDetails',
  endorse: 'authorizedEndorsePolicy',
  sendOtp: 'endorsementSendOtp',
  verifyOtp: 'endorsementVerifyOtp',
  resendOtp: 'endorsementResendOtp',
} as const satisfies Record<string, EndpointId>;

type Keys<T> = T extends object ? Extract<keyof T, string> : never;
/** Field names a detail call answers a value for. */
export type DetailFieldsOf<D> = D extends FlatDetailCall
  ? Keys<EndpointResponse<Catalogue[D]>> & EndorsementFieldName
  : EndorsementFieldName;
/** Field names an endorse call takes. */
export type EndorseFieldsOf<E> = E extends FlatEndorseCall
  ? Keys<EndpointBody<Catalogue[E]>> & EndorsementFieldName
  : EndorsementFieldName;

/**
 * How a visitor reaches the policy: `id` by its internal id in the path (with a session, or by the endorsement
 * OTP without one); `lookup` by a number the user types (with a session); `token` by a tokenised link (no
 * session); `aggregate` several policies of one aggregate at once (with a session).
 */
export type EndorsementAccess = 'id' | 'lookup' | 'token' | 'aggregate';

/** Which policies a row serves: these products, any product of a partner, or the product named in the path. */
export type EndorsementPolicies =
  { productKeys: readonly string[] } | { partner: string } | { productFromPath: true };

interface RowCommon {
  /** Stable name of the row (gateway input, test names). */
  key: string;
  /** The spec §2 route; `:id`, `:token`, `:productId`, `:aggregateId` are its parameters. */
  path: string;
  policies: EndorsementPolicies;
  /** Supporting documents the form offers (policy upload's document_type); null: none. */
  document: EndorsementDocumentType | null;
}

interface ByIdRow<D extends SessionDetailCall, E extends SessionEndorseCall> extends RowCommon {
  access: 'id' | 'lookup';
  detail: D;
  endorse: E;
  /** The fields the form offers, in order; `all`: every field the broker lets change. */
  fields: readonly (DetailFieldsOf<D> & EndorseFieldsOf<E>)[] | 'all';
  /** What the page shows of the policy besides its product, number, holder and period. */
  summary: readonly DetailFieldsOf<D>[];
  /** For `lookup` rows: insured items (by label) that hold the numbers a user may find the policy by, besides the policy and application numbers. */
  lookupItems?: readonly string[];
}

interface TokenRow extends RowCommon {
  access: 'token';
  detail: 'tokenPolicyDetails';
  endorse: 'tokenEndorse';
  fields: readonly EndorsementFieldName[] | 'all';
  summary: readonly EndorsementFieldName[];
}

interface AggregateRow extends RowCommon {
  access: 'aggregate';
  detail: 'aggregatePolicyDetails';
  endorse: 'aggregateEndorse';
  fields: readonly EndorsementFieldName[] | 'all';
  summary: readonly EndorsementFieldName[];
}

export type EndorsementRow = ByIdRow<SessionDetailCall, SessionEndorseCall> | TokenRow | AggregateRow;

/** A row opened by id: the type checks its fields against both of its calls. */
const byId = <const K extends string, D extends SessionDetailCall, E extends SessionEndorseCall>(
  row: ByIdRow<D, E> & { key: K },
) => row;
const products = (...productKeys: string[]) => ({ productKeys });

const GADGET = ['brand', 'model', 'imei', 'purchase_date', 'device_price'] as const;
const GADGET_SUMMARY = ['brand', 'model', 'imei'] as const;
const VEHICLE = [
  'plate_number',
  'brand_code',
  'model_code',
  'chassis_number',
  'engine_number',
  'year',
] as const;
const VEHICLE_SUMMARY = ['plate_number', 'chassis_number', 'engine_number'] as const;

/**
 * Spec §2 "Endorsement routes", in matching order: a route with fixed segments comes before the generic
 * `/{productId}/…` ones that would also match it.
 */
export const ENDORSEMENT_TABLE = [
  byId({
    key: 'lazada-hospital-cash-plan',
    path: '/lazada/hospital-cash-plan/endorse/:id',
    policies: products('lazada-hospital-cash-plan'),
    access: 'id',
    detail: 'hospitalCashPlanDetails',
    endorse: 'hospitalCashPlanEndorsePolicy',
    fields: ['insured_name', 'id_number', 'date_of_birth', 'nationality_code', 'province_code', 'city_code'],
    summary: ['insured_name', 'id_number'],
    document: 'ktp',
  }),
  byId({
    key: 'lazada-full-gadget-protection',
    path: '/lazada-full-gadget-protection/endorse/:id',
    policies: products('lazada-full-gadget-protection'),
    access: 'id',
    detail: 'fullGadgetDetails',
    endorse: 'endorsePolicyLazada',
    fields: GADGET,
    summary: GADGET_SUMMARY,
    document: 'invoice',
  }),
  byId({
    key: 'goviet-hotel-stay-protection',
    path: '/goviet-hotel-stay-protection/endorse/:id',
    policies: products('goviet-hotel-stay-protection'),
    access: 'id',
    detail: 'endorsePolicyDetails',
    endorse: 'endorsePolicy',
    fields: ['insured_name', 'nationality_code'],
    summary: ['hotel', 'booking_code'],
    document: null,
  }),
  byId({
    key: 'shopee-full-gadget',
    path: '/shopee/full-gadget/endorse/:id',
    policies: products('shopee-full-gadget'),
    access: 'id',
    detail: 'fullGadgetDetails',
    endorse: 'endorsePolicy',
    fields: GADGET,
    summary: GADGET_SUMMARY,
    document: 'invoice',
  }),
  byId({
    key: 'shopeevn-full-gadget',
    path: '/shopeevn/full-gadget/endorse/:id',
    policies: products('shopeevn-full-gadget'),
    access: 'id',
    detail: 'fullGadgetDetails',
    endorse: 'endorsePolicy',
    fields: GADGET,
    summary: GADGET_SUMMARY,
    document: 'invoice',
  }),
  byId({
    key: 'shopeevn-mobile-insurance',
    path: '/shopeevn/mobile-insurance/endorse/:id',
    policies: products('shopeevn-mobile-insurance'),
    access: 'id',
    detail: 'endorsePolicyDetails',
    endorse: 'endorsePolicy',
    fields: ['brand', 'model', 'imei'],
    summary: GADGET_SUMMARY,
    document: null,
  }),
  byId({
    key: 'shopeethai-electronics',
    path: '/shopeethai/electronics/endorse/:id',
    policies: products('shopeethai-electronics'),
    access: 'id',
    detail: 'endorsePolicyDetails',
    endorse: 'endorsePolicy',
    fields: ['brand', 'model', 'serial_number'],
    summary: ['brand', 'model', 'serial_number'],
    document: 'invoice',
  }),
  byId({
    key: 'shopee-crack-screen-protection',
    path: '/shopee/crack-screen-protection/endorse/:id',
    policies: products('shopee-crack-screen-protection'),
    access: 'id',
    detail: 'fullGadgetDetails',
    endorse: 'crackScreenEndorsePolicy',
    fields: GADGET,
    summary: GADGET_SUMMARY,
    document: 'invoice',
  }),
  byId({
    key: 'xiaomi-gadget-insurance',
    path: '/xiaomi/gadget-insurance/endorse/:id',
    policies: products('xiaomi-gadget-insurance'),
    access: 'id',
    detail: 'fullGadgetDetails',
    endorse: 'endorsePolicy',
    fields: GADGET,
    summary: GADGET_SUMMARY,
    document: 'invoice',
  }),
  byId({
    key: 'gosure-gamer-insurance',
    path: '/gosure/gamer-insurance/endorse/:id',
    policies: products('gosure-gamer-insurance'),
    access: 'id',
    detail: 'endorsePolicyDetails',
    endorse: 'gosureEndorsement',
    fields: ['insured_name', 'date_of_birth', 'beneficiary'],
    summary: ['insured_name'],
    document: null,
  }),
  byId({
    key: 'gosure-personal-accident-insurance',
    path: '/gosure/personal-accident-insurance/endorse/:id',
    policies: products('gosure-personal-accident-insurance'),
    access: 'id',
    detail: 'endorsePolicyDetails',
    endorse: 'gosureEndorsement',
    fields: ['insured_name', 'occupation', 'beneficiary'],
    summary: ['insured_name'],
    document: null,
  }),
  byId({
    key: 'gosure-sharia-insurance',
    path: '/gosure/sharia-insurance/endorse/:id',
    policies: products('gosure-sharia-insurance'),
    access: 'id',
    detail: 'endorsePolicyDetails',
    endorse: 'gosureEndorsement',
    fields: ['insured_name', 'date_of_birth', 'beneficiary'],
    summary: ['insured_name'],
    document: null,
  }),
  byId({
    key: 'gosure-cancer-insurance',
    path: '/gosure/cancer-insurance/endorse/:id',
    policies: products('gosure-cancer-insurance'),
    access: 'id',
    detail: 'endorsePolicyDetails',
    endorse: 'gosureEndorsement',
    fields: ['insured_name', 'date_of_birth'],
    summary: ['insured_name'],
    document: null,
  }),
  byId({
    key: 'gosure-corona',
    path: '/gosure/corona/endorse/:id',
    policies: products('gosure-corona'),
    access: 'id',
    detail: 'endorsePolicyDetails',
    endorse: 'gosureEndorsement',
    fields: ['insured_name', 'id_number', 'date_of_birth'],
    summary: ['insured_name', 'id_number'],
    document: 'ktp',
  }),
  byId({
    key: 'rukita-vehicle-insurance',
    path: '/rukita/vehicle-insurance/endorse/:id',
    policies: products('rukita-vehicle-insurance'),
    access: 'id',
    detail: 'vehicleDetails',
    endorse: 'endorsePolicy',
    fields: VEHICLE,
    summary: VEHICLE_SUMMARY,
    document: 'stnk',
  }),
  byId({
    key: 'lazada-crack-screen',
    path: '/lazada-crack-screen/endorse/:id',
    policies: products('lazada-crack-screen'),
    access: 'id',
    detail: 'lazadaCrackScreenDetails',
    endorse: 'lazadaCrackScreenEndorsePolicy',
    fields: GADGET,
    summary: GADGET_SUMMARY,
    document: 'invoice',
  }),
  byId({
    key: 'lazada-vehicle-protection',
    path: '/lazada-vehicle-protection/endorse/:id',
    policies: products('lazada-vehicle-protection'),
    access: 'id',
    detail: 'vehicleDetails',
    endorse: 'endorsePolicyLazada',
    fields: VEHICLE,
    summary: VEHICLE_SUMMARY,
    document: 'stnk',
  }),
  byId({
    key: 'tokopedia-crackscreen',
    path: '/tokopedia/crackscreen/endorse',
    policies: products('tokopedia-crack-screen'),
    access: 'lookup',
    lookupItems: ['ID Pesanan'],
    detail: 'fullGadgetDetails',
    endorse: 'crackScreenEndorsePolicy',
    fields: GADGET,
    summary: GADGET_SUMMARY,
    document: 'invoice',
  }),
  byId({
    key: 'tokopedia',
    path: '/tokopedia/endorse',
    policies: products('tokopedia-gadget-protection'),
    access: 'lookup',
    lookupItems: ['ID Pesanan'],
    detail: 'fullGadgetDetails',
    endorse: 'endorsePolicy',
    fields: GADGET,
    summary: GADGET_SUMMARY,
    document: 'invoice',
  }),
  byId({
    key: 'firstmedia',
    path: '/firstmedia/endorse',
    policies: products('firstmedia-home-protection'),
    access: 'lookup',
    lookupItems: ['Nomor Pelanggan'],
    detail: 'endorsePolicyDetails',
    endorse: 'endorsePolicy',
    fields: ['policyholder_name', 'address', 'city_code', 'district_code', 'town_code'],
    summary: ['customer_no', 'address'],
    document: null,
  }),
  {
    key: 'moladin-credit-insurance',
    path: '/credit-insurance/moladin/endorse/:id/:token',
    policies: products('moladin-credit-insurance'),
    access: 'token',
    detail: 'tokenPolicyDetails',
    endorse: 'tokenEndorse',
    fields: ['insured_name', 'id_number', 'plate_number'],
    summary: ['contract_no', 'plate_number'],
    document: null,
  },
  {
    key: 'lazada-product-liability',
    path: '/mobile/product-liability/lazada/endorse/:id/:token',
    policies: products('lazada-product-liability'),
    access: 'token',
    detail: 'tokenPolicyDetails',
    endorse: 'tokenEndorse',
    fields: ['shop_name', 'product_category'],
    summary: ['seller_id', 'shop_name'],
    document: null,
  },
  byId({
    key: 'gosure',
    path: '/gosure/endorse/:id',
    policies: { partner: 'gosure' },
    access: 'id',
    detail: 'endorsePolicyDetails',
    endorse: 'gosureEndorsement',
    fields: 'all',
    summary: ['insured_name'],
    document: null,
  }),
  {
    key: 'aggregate',
    path: '/:productId/aggregate-endorse/:aggregateId',
    policies: { productFromPath: true },
    access: 'aggregate',
    detail: 'aggregatePolicyDetails',
    endorse: 'aggregateEndorse',
    fields: 'all',
    summary: [],
    document: null,
  },
  byId({
    key: 'product',
    path: '/:productId/endorse/:id',
    policies: { productFromPath: true },
    access: 'id',
    detail: 'endorsePolicyDetails',
    endorse: 'endorsePolicy',
    fields: 'all',
    summary: [],
    document: null,
  }),
] as const satisfies readonly EndorsementRow[];

export type EndorsementKey = (typeof ENDORSEMENT_TABLE)[number]['key'];
/** A row of the table (its key is one of the table's). */
export type KeyedEndorsementRow = EndorsementRow & { key: EndorsementKey };

/** The table as its rows' common type, for code that reads any row. */
export const ENDORSEMENT_ROWS: readonly KeyedEndorsementRow[] = ENDORSEMENT_TABLE;
export const ENDORSEMENT_KEYS = ENDORSEMENT_TABLE.map((row) => row.key) as EndorsementKey[];

export function endorsementRow(key: EndorsementKey): KeyedEndorsementRow;
export function endorsementRow(key: string): KeyedEndorsementRow | undefined;
export function endorsementRow(key: string): KeyedEndorsementRow | undefined {
  return ENDORSEMENT_ROWS.find((row) => row.key === key);
}

/** Route parameters of a row's path. */
export type EndorsementParamName = 'id' | 'token' | 'productId' | 'aggregateId';
export type EndorsementParams = Partial<Record<EndorsementParamName, string>>;

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

/** The parameter names of a row's path, in order. */
export function paramNamesOf(row: Pick<EndorsementRow, 'path'>): EndorsementParamName[] {
  return segmentsOf(row.path)
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1) as EndorsementParamName);
}

/** The row a browser path belongs to, with its parameters; the first row in table order wins. */
export function matchEndorsementPath(
  pathname: string,
): { row: KeyedEndorsementRow; params: EndorsementParams } | null {
  const actual = segmentsOf(pathname);
  for (const row of ENDORSEMENT_ROWS) {
    const pattern = segmentsOf(row.path);
    if (pattern.length !== actual.length) continue;
    const params: EndorsementParams = {};
    const fits = pattern.every((segment, index) => {
      const value = actual[index] ?? '';
      if (!segment.startsWith(':')) return segment === value;
      let decoded: string;
      try {
        decoded = decodeURIComponent(value);
      } catch {
        return false;
      }
      params[segment.slice(1) as EndorsementParamName] = decoded;
      return decoded !== '';
    });
    if (fits) return { row, params };
  }
  return null;
}

/** A row's address for the given parameters. */
export function endorsementPath(row: Pick<EndorsementRow, 'path'>, params: EndorsementParams): string {
  return row.path.replace(/:([A-Za-z]+)/g, (_, name: EndorsementParamName) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing ${name} for ${row.path}`);
    return encodeURIComponent(value);
  });
}

/** Whether a policy (its product and partner) is one a row serves; `productId` from the path where it has one. */
export function rowServesPolicy(
  row: Pick<EndorsementRow, 'policies'>,
  policy: { product_key: string; partner: string },
  productId?: string,
): boolean {
  const { policies } = row;
  if ('productKeys' in policies) return policies.productKeys.includes(policy.product_key);
  if ('partner' in policies) return policies.partner === policy.partner;
  return productId !== undefined && productId === policy.product_key;
}

/**
 * Where a logged-in user changes a policy ("from the policy detail", for every policy they own): its
 * product's row, opened by id or as a lookup with the policy already found (`?id=`); else its partner's row; else the
 * generic `/{productId}/endorse/{id}`. Tokenised and aggregate rows are reached from partners' links only.
 */
export function endorsementLinkFor(policy: {
  internal_id: string;
  product_key: string;
  partner: string;
}): { row: KeyedEndorsementRow; path: string; search: { id: string } | undefined; href: string } | null {
  type LoggedInRow = Extract<KeyedEndorsementRow, { access: 'id' | 'lookup' }>;
  const loggedIn = ENDORSEMENT_ROWS.filter(
    (entry): entry is LoggedInRow => entry.access === 'id' || entry.access === 'lookup',
  );
  const row =
    loggedIn.find((entry) => 'productKeys' in entry.policies && rowServesPolicy(entry, policy)) ??
    loggedIn.find((entry) => 'partner' in entry.policies && rowServesPolicy(entry, policy)) ??
    loggedIn.find((entry) => 'productFromPath' in entry.policies);
  if (!row) return null;
  if (row.access === 'id') {
    const path = endorsementPath(row, { id: policy.internal_id, productId: policy.product_key });
    return { row, path, search: undefined, href: path };
  }
  const search = { id: policy.internal_id };
  return { row, path: row.path, search, href: `${row.path}?id=${encodeURIComponent(policy.internal_id)}` };
}
