import type { FormField } from '@portal/contracts/entities/form-field';
import { IMEI_PATTERN, KTP_NUMBER_PATTERN } from '@portal/contracts/entities/form-field-rules';
import type { PolicyDetail } from '@portal/contracts/entities/policy';
import type { Region } from '@portal/contracts/entities/region';
import { isPastDate, jakartaDate } from './calendar.ts';
import {
  BIKE_BRANDS,
  BIKE_MODELS,
  CITIES,
  DISTRICTS,
  NATIONALITIES,
  PROVINCES,
  regionByCode,
  TOWNS,
} from './reference-data.ts';

/**
 * What an endorsement may change on a policy. Each policy gets a set of named fields: the policyholder name,
 * one field per insured item (named from a fixed table of item labels) and, for gadget, vehicle, hospital
 * cash plan, hotel stay and home products, the extra attributes their detail views show. Values are kept
 * canonical (dates as YYYY-MM-DD, list entries as codes); an accepted change writes its display form to the
 * policy's insured items (adding the item for an extra the detail did not show yet), so it is visible in the
 * policy detail.
 */

export type FieldValue = string | number;

type FieldKind =
  | 'text'
  | 'imei'
  | 'plate'
  | 'date'
  | 'id_number'
  | 'amount'
  | 'year'
  | 'nationality'
  | 'province'
  | 'city'
  | 'district'
  | 'town'
  | 'bike_brand'
  | 'bike_model';

export interface FieldSpec {
  name: string;
  label: string;
  kind: FieldKind;
  editable: boolean;
  /** The insured item the field is shown as in the policy detail. */
  itemLabel?: string;
}

/**
 * How each kind is shown in the shared field model: the type, and the list call of choice kinds (the tags
 * lists and province-details, which need no session). An identity number is an asterisk field (shown masked,
 * decision record 0007).
 */
const KIND_FIELDS: Record<FieldKind, Pick<FormField, 'type' | 'options' | 'external_source'>> = {
  text: { type: 'text', options: [], external_source: null },
  imei: { type: 'text', options: [], external_source: null },
  plate: { type: 'text', options: [], external_source: null },
  date: { type: 'date', options: [], external_source: null },
  id_number: { type: 'asterisk', options: [], external_source: null },
  amount: { type: 'number', options: [], external_source: null },
  year: { type: 'year', options: [], external_source: null },
  nationality: { type: 'choices_external', options: [], external_source: 'nationality_data' },
  province: { type: 'choices_external', options: [], external_source: 'province-details' },
  city: { type: 'choices_external', options: [], external_source: 'city_data' },
  district: { type: 'choices_external', options: [], external_source: 'district_data' },
  town: { type: 'choices_external', options: [], external_source: 'town_data' },
  bike_brand: { type: 'choices_external', options: [], external_source: 'bike_brand_list' },
  bike_model: { type: 'choices_external', options: [], external_source: 'bike_model_list' },
};

/** A field spec in the shared field model; every endorsement field is required once shown. */
export function formFieldOf(spec: FieldSpec): FormField {
  return {
    name: spec.name,
    label: spec.label,
    required: true,
    is_list: false,
    ocr_category: null,
    ...KIND_FIELDS[spec.kind],
  };
}

const field = (name: string, label: string, kind: FieldKind, editable = true): FieldSpec => ({
  name,
  label,
  kind,
  editable,
});

/** Insured item label → field. Identifiers of the purchase itself cannot be changed. */
const ITEM_FIELDS: Record<string, Omit<FieldSpec, 'itemLabel' | 'label'>> = {
  'Merek Perangkat': { name: 'brand', kind: 'text', editable: true },
  'Model Perangkat': { name: 'model', kind: 'text', editable: true },
  IMEI: { name: 'imei', kind: 'imei', editable: true },
  'Nomor Seri': { name: 'serial_number', kind: 'text', editable: true },
  'Nomor Polisi': { name: 'plate_number', kind: 'plate', editable: true },
  // Shown names of the vehicle; they follow brand_code and model_code.
  'Merek Kendaraan': { name: 'vehicle_brand', kind: 'text', editable: false },
  'Model Kendaraan': { name: 'vehicle_model', kind: 'text', editable: false },
  Tertanggung: { name: 'insured_name', kind: 'text', editable: true },
  'Nomor KTP': { name: 'id_number', kind: 'id_number', editable: true },
  'Tanggal Lahir': { name: 'date_of_birth', kind: 'date', editable: true },
  Rute: { name: 'route', kind: 'text', editable: false },
  'Kode Pemesanan': { name: 'booking_code', kind: 'text', editable: false },
  Maskapai: { name: 'airline', kind: 'text', editable: true },
  'ID Pesanan': { name: 'order_id', kind: 'text', editable: false },
  Layanan: { name: 'service', kind: 'text', editable: false },
  'Nomor Invoice': { name: 'invoice_no', kind: 'text', editable: false },
  Kurir: { name: 'courier', kind: 'text', editable: true },
  Pekerjaan: { name: 'occupation', kind: 'text', editable: true },
  'Ahli Waris': { name: 'beneficiary', kind: 'text', editable: true },
  Alamat: { name: 'address', kind: 'text', editable: true },
  'Nama Toko': { name: 'shop_name', kind: 'text', editable: true },
  'Kategori Produk': { name: 'product_category', kind: 'text', editable: true },
  Hotel: { name: 'hotel', kind: 'text', editable: false },
  'Nomor Pelanggan': { name: 'customer_no', kind: 'text', editable: false },
  'Nomor Kontrak': { name: 'contract_no', kind: 'text', editable: false },
  'ID Penjual': { name: 'seller_id', kind: 'text', editable: false },
  // Items an accepted change of an extra adds (see applyChanges); the value stays the canonical one.
  Kewarganegaraan: { name: 'nationality_code', kind: 'nationality', editable: true },
  Provinsi: { name: 'province_code', kind: 'province', editable: true },
  Kota: { name: 'city_code', kind: 'city', editable: true },
  Kecamatan: { name: 'district_code', kind: 'district', editable: true },
  Kelurahan: { name: 'town_code', kind: 'town', editable: true },
  'Tanggal Pembelian': { name: 'purchase_date', kind: 'date', editable: true },
  'Harga Perangkat': { name: 'device_price', kind: 'amount', editable: true },
  'Nomor Rangka': { name: 'chassis_number', kind: 'text', editable: true },
  'Nomor Mesin': { name: 'engine_number', kind: 'text', editable: true },
  'Tahun Kendaraan': { name: 'year', kind: 'year', editable: true },
};

const slug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

export const isGadget = (detail: PolicyDetail): boolean => detail.category_code === 'gadget';
export const isVehicle = (detail: PolicyDetail): boolean => detail.category_code === 'vehicle';
export const isHospitalCashPlan = (detail: PolicyDetail): boolean =>
  detail.product_key.includes('hospital-cash-plan');
export const isHotelStay = (detail: PolicyDetail): boolean => detail.product_key.includes('hotel-stay');
/** Home products insure an address: city, district and town come from the tags lists. */
export const isHome = (detail: PolicyDetail): boolean => detail.category_code === 'property';

export function fieldsFor(detail: PolicyDetail): FieldSpec[] {
  const fields: FieldSpec[] = [field('policyholder_name', 'Nama Pemegang Polis', 'text')];
  for (const item of detail.insured_items) {
    const known = ITEM_FIELDS[item.label];
    fields.push({
      ...(known ?? field(slug(item.label) || 'item', item.label, 'text')),
      label: item.label,
      itemLabel: item.label,
    });
  }
  const has = (name: string) => fields.some((spec) => spec.name === name);
  const extra = (spec: FieldSpec) => {
    if (!has(spec.name)) fields.push(spec);
  };
  if (isGadget(detail)) {
    extra(field('imei', 'IMEI', 'imei'));
    extra(field('purchase_date', 'Tanggal Pembelian', 'date'));
    extra(field('device_price', 'Harga Perangkat', 'amount'));
  }
  if (isVehicle(detail)) {
    extra(field('brand_code', 'Merek Kendaraan', 'bike_brand'));
    extra(field('model_code', 'Model Kendaraan', 'bike_model'));
    extra(field('chassis_number', 'Nomor Rangka', 'text'));
    extra(field('engine_number', 'Nomor Mesin', 'text'));
    extra(field('year', 'Tahun Kendaraan', 'year'));
  }
  if (isHospitalCashPlan(detail)) {
    extra(field('insured_name', 'Tertanggung', 'text'));
    extra(field('id_number', 'Nomor KTP', 'id_number'));
    extra(field('date_of_birth', 'Tanggal Lahir', 'date'));
    extra(field('nationality_code', 'Kewarganegaraan', 'nationality'));
    extra(field('province_code', 'Provinsi', 'province'));
    extra(field('city_code', 'Kota', 'city'));
  }
  if (isHotelStay(detail)) extra(field('nationality_code', 'Kewarganegaraan', 'nationality'));
  if (isHome(detail)) {
    extra(field('address', 'Alamat', 'text'));
    extra(field('city_code', 'Kota', 'city'));
    extra(field('district_code', 'Kecamatan', 'district'));
    extra(field('town_code', 'Kelurahan', 'town'));
  }
  return fields;
}

/** Numeric part of `pol_<n>`, to make deterministic extras. */
const policyNumber = (detail: PolicyDetail): number => Number(detail.internal_id.replace(/\D/g, '')) || 1;

const toIsoDate = (display: string): string => {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(display);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : display;
};
const toDisplayDate = (iso: string): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : iso;
};

/** An Indonesian KTP number holds the birth date (day + 40 for women) and the province and city codes. */
function fromKtp(ktp: string | undefined): {
  date_of_birth: string;
  province_code: string;
  city_code: string;
} {
  const fallback = { date_of_birth: '1990-01-01', province_code: '31', city_code: '3174' };
  if (!ktp || !/^\d{16}$/.test(ktp)) return fallback;
  const day = Number(ktp.slice(6, 8)) % 40;
  const month = ktp.slice(8, 10);
  const yy = Number(ktp.slice(10, 12));
  const year = yy > 30 ? 1900 + yy : 2000 + yy;
  const cityCode = ktp.slice(0, 4);
  const city = regionByCode(CITIES, cityCode);
  return {
    date_of_birth: `${year}-${month}-${String(day).padStart(2, '0')}`,
    province_code: city?.parent_code ?? fallback.province_code,
    city_code: city ? cityCode : fallback.city_code,
  };
}

const findBrand = (name: string) =>
  BIKE_BRANDS.find((brand) => brand.name.toLowerCase() === name.toLowerCase());
const findModel = (brandCode: string, name: string) =>
  BIKE_MODELS.find(
    (model) => model.brand_code === brandCode && model.name.toLowerCase() === name.toLowerCase(),
  );

/** The values a policy starts with, read from its detail plus deterministic extras. */
export function initialValues(detail: PolicyDetail): Map<string, FieldValue> {
  const values = new Map<string, FieldValue>();
  const n = policyNumber(detail);
  const item = (label: string) => detail.insured_items.find((entry) => entry.label === label)?.value;
  for (const spec of fieldsFor(detail)) {
    if (spec.name === 'policyholder_name') values.set(spec.name, detail.policyholder_name);
    else if (spec.itemLabel !== undefined) {
      const value = item(spec.itemLabel) ?? '';
      values.set(spec.name, spec.kind === 'date' ? toIsoDate(value) : value);
    }
  }
  const startDate = detail.start_time.slice(0, 10);
  if (isGadget(detail)) {
    if (!values.has('imei')) values.set('imei', `35${String(n).padStart(13, '0')}`);
    values.set('purchase_date', startDate);
    const firstBenefit = detail.benefits[0]?.max_claim_payment ?? 2_000_000;
    values.set('device_price', firstBenefit * 2);
  }
  if (isVehicle(detail)) {
    const brandName = item('Merek Kendaraan') ?? '';
    const modelName = item('Model Kendaraan') ?? '';
    const brandCode = findBrand(brandName)?.code ?? (slug(brandName) || 'unknown');
    values.set('brand_code', brandCode);
    values.set(
      'model_code',
      findModel(brandCode, modelName)?.code ?? `${brandCode}-${slug(modelName) || 'unknown'}`,
    );
    values.set('chassis_number', `MH1JM${String(n).padStart(12, '0')}`);
    values.set('engine_number', `JM${String(n * 7919).padStart(10, '0')}`);
    values.set('year', Number(startDate.slice(0, 4)) - 1);
  }
  if (isHospitalCashPlan(detail)) {
    const ktp = fromKtp(item('Nomor KTP'));
    if (!values.has('insured_name')) values.set('insured_name', detail.policyholder_name);
    if (!values.has('id_number')) values.set('id_number', item('Nomor KTP') ?? '');
    if (!values.has('date_of_birth')) values.set('date_of_birth', ktp.date_of_birth);
    values.set('nationality_code', 'ID');
    values.set('province_code', ktp.province_code);
    values.set('city_code', ktp.city_code);
  }
  if (isHotelStay(detail) && !values.has('nationality_code')) values.set('nationality_code', 'ID');
  if (isHome(detail)) {
    // Every seeded home lies in Tebet, South Jakarta.
    if (!values.has('address')) values.set('address', '');
    if (!values.has('city_code')) values.set('city_code', '3174');
    if (!values.has('district_code')) values.set('district_code', '317401');
    if (!values.has('town_code')) values.set('town_code', '3174011001');
  }
  return values;
}

export interface FieldIssue {
  path: string;
  message: string;
}

const WRONG_FORMAT = 'Nilai yang diberikan bukan format yang benar';

type Normalized = { ok: true; value: FieldValue } | { ok: false; message: string };

const asText = (raw: unknown): string | undefined =>
  typeof raw === 'string'
    ? raw.trim()
    : typeof raw === 'number' && Number.isFinite(raw)
      ? String(raw)
      : undefined;

function normalize(spec: FieldSpec, raw: unknown, now: Date): Normalized {
  const text = asText(raw);
  const fail = (message = WRONG_FORMAT): Normalized => ({ ok: false, message });
  if (text === undefined || text === '') return fail('Kolom ini harus diisi');
  switch (spec.kind) {
    case 'text':
      return text.length <= 120 ? { ok: true, value: text } : fail('Maksimal 120 karakter');
    case 'imei':
      return IMEI_PATTERN.test(text) ? { ok: true, value: text } : fail('IMEI harus 15 digit angka');
    case 'id_number':
      return KTP_NUMBER_PATTERN.test(text)
        ? { ok: true, value: text }
        : fail('Nomor KTP harus 16 digit angka');
    case 'plate': {
      const match = /^([A-Z]{1,2})\s*(\d{1,4})\s*([A-Z]{0,3})$/.exec(text.toUpperCase());
      if (!match) return fail();
      return { ok: true, value: [match[1], match[2], match[3]].filter(Boolean).join(' ') };
    }
    case 'date':
      return isPastDate(text, now)
        ? { ok: true, value: text }
        : fail('Tanggal harus YYYY-MM-DD dan tidak di masa depan');
    case 'amount': {
      const amount = Number(text);
      return Number.isInteger(amount) && amount > 0 && amount <= 100_000_000_000
        ? { ok: true, value: amount }
        : fail('Nominal harus bilangan bulat positif');
    }
    case 'year': {
      const year = Number(text);
      const maxYear = Number(jakartaDate(now).slice(0, 4)) + 1;
      return Number.isInteger(year) && year >= 1950 && year <= maxYear
        ? { ok: true, value: year }
        : fail(`Tahun harus antara 1950 dan ${maxYear}`);
    }
    case 'nationality':
      return NATIONALITIES.some((option) => option.code === text)
        ? { ok: true, value: text }
        : fail('Kewarganegaraan tidak dikenal');
    case 'province':
      return regionByCode(PROVINCES, text) ? { ok: true, value: text } : fail('Provinsi tidak dikenal');
    case 'city':
      return regionByCode(CITIES, text) ? { ok: true, value: text } : fail('Kota tidak dikenal');
    case 'district':
      return regionByCode(DISTRICTS, text) ? { ok: true, value: text } : fail('Kecamatan tidak dikenal');
    case 'town':
      return regionByCode(TOWNS, text) ? { ok: true, value: text } : fail('Kelurahan tidak dikenal');
    case 'bike_brand':
      return BIKE_BRANDS.some((brand) => brand.code === text)
        ? { ok: true, value: text }
        : fail('Merek tidak dikenal');
    case 'bike_model':
      return BIKE_MODELS.some((model) => model.code === text)
        ? { ok: true, value: text }
        : fail('Model tidak dikenal');
  }
}

/** A key of the changes may be a field name or, for fields shown as insured items, the item's label. */
function resolveField(fields: readonly FieldSpec[], key: string): FieldSpec | undefined {
  return fields.find((spec) => spec.name === key) ?? fields.find((spec) => spec.itemLabel === key);
}

export type ChangeOutcome =
  { ok: true; changed: Map<string, FieldValue> } | { ok: false; issues: FieldIssue[] };

/**
 * Checks requested changes against a policy's fields and current values. Answers only the fields whose value
 * really changes; cross-field rules (city within province, model of the brand) are checked on the result.
 */
export function checkChanges(
  detail: PolicyDetail,
  current: ReadonlyMap<string, FieldValue>,
  changes: Iterable<[string, unknown]>,
  now: Date,
  pathPrefix = 'body.changes',
): ChangeOutcome {
  const fields = fieldsFor(detail);
  const issues: FieldIssue[] = [];
  const changed = new Map<string, FieldValue>();
  for (const [key, raw] of changes) {
    const path = `${pathPrefix}.${key}`;
    const spec = resolveField(fields, key);
    if (!spec) {
      issues.push({ path, message: 'Kolom tidak dikenal untuk polis ini' });
      continue;
    }
    if (!spec.editable) {
      issues.push({ path, message: 'Kolom ini tidak dapat diubah' });
      continue;
    }
    const outcome = normalize(spec, raw, now);
    if (!outcome.ok) issues.push({ path, message: outcome.message });
    else if (current.get(spec.name) !== outcome.value) changed.set(spec.name, outcome.value);
  }
  if (issues.length > 0) return { ok: false, issues };

  const after = (name: string) => changed.get(name) ?? current.get(name);
  const has = (name: string) => fields.some((spec) => spec.name === name);
  /** A child region (city, district, town) must lie in the parent the policy has after the change. */
  const within = (child: string, list: readonly Region[], parent: string, message: string) => {
    if (!has(child) || !has(parent) || !(changed.has(child) || changed.has(parent))) return;
    const region = regionByCode(list, String(after(child)));
    if (region && region.parent_code !== String(after(parent))) {
      issues.push({ path: `${pathPrefix}.${child}`, message });
    }
  };
  within('city_code', CITIES, 'province_code', 'Kota tidak berada di provinsi yang dipilih');
  within('district_code', DISTRICTS, 'city_code', 'Kecamatan tidak berada di kota yang dipilih');
  within('town_code', TOWNS, 'district_code', 'Kelurahan tidak berada di kecamatan yang dipilih');
  if (changed.has('brand_code') || changed.has('model_code')) {
    const model = BIKE_MODELS.find((entry) => entry.code === String(after('model_code')));
    if (!model || model.brand_code !== String(after('brand_code'))) {
      issues.push({ path: `${pathPrefix}.model_code`, message: 'Model tidak sesuai dengan merek' });
    }
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, changed };
}

const nameOf = (list: readonly { code: string; name: string }[], code: string) =>
  list.find((entry) => entry.code === code)?.name ?? code;

/** How a value reads in the policy detail's insured items: dates as DD-MM-YYYY, list codes as names. */
function displayOf(kind: FieldKind, value: FieldValue): string {
  const text = String(value);
  switch (kind) {
    case 'date':
      return toDisplayDate(text);
    case 'amount':
      return `Rp ${Number(value).toLocaleString('id-ID')}`;
    case 'nationality':
      return nameOf(NATIONALITIES, text);
    case 'province':
      return nameOf(PROVINCES, text);
    case 'city':
      return nameOf(CITIES, text);
    case 'district':
      return nameOf(DISTRICTS, text);
    case 'town':
      return nameOf(TOWNS, text);
    case 'bike_brand':
      return nameOf(BIKE_BRANDS, text);
    case 'bike_model':
      return nameOf(BIKE_MODELS, text);
    default:
      return text;
  }
}

/** Extras whose change shows through another item (the vehicle's brand and model names). */
const SHOWN_THROUGH_OTHER_ITEMS: ReadonlySet<string> = new Set(['brand_code', 'model_code']);

/**
 * Writes accepted changes into the values and the policy detail: the policyholder name, the insured items the
 * fields stand for (a changed extra the detail did not show gets its item) and, for vehicles, the brand and
 * model names that follow their codes.
 */
export function applyChanges(
  detail: PolicyDetail,
  values: Map<string, FieldValue>,
  changed: ReadonlyMap<string, FieldValue>,
): void {
  for (const [name, value] of changed) values.set(name, value);
  if (changed.has('brand_code') || changed.has('model_code')) {
    const brand = BIKE_BRANDS.find((entry) => entry.code === values.get('brand_code'));
    const model = BIKE_MODELS.find((entry) => entry.code === values.get('model_code'));
    if (brand) values.set('vehicle_brand', brand.name);
    if (model) values.set('vehicle_model', model.name);
  }
  const fields = fieldsFor(detail);
  for (const name of changed.keys()) {
    const spec = fields.find((entry) => entry.name === name);
    if (!spec || spec.itemLabel !== undefined || name === 'policyholder_name') continue;
    if (SHOWN_THROUGH_OTHER_ITEMS.has(name)) continue;
    const label = Object.entries(ITEM_FIELDS).find(([, known]) => known.name === name)?.[0] ?? spec.label;
    detail.insured_items.push({ label, value: '' });
  }
  const withItems = fieldsFor(detail);
  detail.policyholder_name = String(values.get('policyholder_name') ?? detail.policyholder_name);
  detail.insured_items = detail.insured_items.map((item) => {
    const spec = withItems.find((entry) => entry.itemLabel === item.label);
    const value = spec ? values.get(spec.name) : undefined;
    if (!spec || value === undefined) return item;
    return { label: item.label, value: displayOf(spec.kind, value) };
  });
}
