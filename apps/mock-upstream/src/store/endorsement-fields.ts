import type { FormField } from '@portal/contracts/entities/form-field';
import type { PolicyDetail } from '@portal/contracts/entities/policy';
import { isPastDate, jakartaDate } from './calendar.ts';
import {
  BIKE_BRANDS,
  BIKE_MODELS,
  CITIES,
  NATIONALITIES,
  PROVINCES,
  regionByCode,
} from './reference-data.ts';

/**
 * What an endorsement may change on a policy. Each policy gets a set of named fields: the policyholder name,
 * one field per insured item (named from a fixed table of item labels) and, for gadget, vehicle and hospital
 * cash plan products, the extra attributes their detail views show. Values are kept canonical (dates as
 * YYYY-MM-DD); a field backed by an insured item writes its display form back to the item, so an accepted
 * endorsement is visible in the policy detail.
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

const tagOptions = (list: readonly { code: string; name: string }[]) =>
  list.map((entry) => ({ label: entry.name, value: entry.code }));

/**
 * How each kind is shown in the shared field model: the type, and the options or list call of choice kinds.
 * An identity number is an asterisk field (shown masked, decision record 0007).
 */
const KIND_FIELDS: Record<FieldKind, Pick<FormField, 'type' | 'options' | 'external_source'>> = {
  text: { type: 'text', options: [], external_source: null },
  imei: { type: 'text', options: [], external_source: null },
  plate: { type: 'text', options: [], external_source: null },
  date: { type: 'date', options: [], external_source: null },
  id_number: { type: 'asterisk', options: [], external_source: null },
  amount: { type: 'number', options: [], external_source: null },
  year: { type: 'year', options: [], external_source: null },
  nationality: { type: 'choices', options: tagOptions(NATIONALITIES), external_source: null },
  province: { type: 'choices_external', options: [], external_source: 'province-list' },
  city: { type: 'choices_external', options: [], external_source: 'cities' },
  bike_brand: { type: 'choices', options: tagOptions(BIKE_BRANDS), external_source: null },
  bike_model: { type: 'choices', options: tagOptions(BIKE_MODELS), external_source: null },
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
    extra(field('brand_code', 'Merek Kendaraan (kode)', 'bike_brand'));
    extra(field('model_code', 'Model Kendaraan (kode)', 'bike_model'));
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
      return /^\d{15}$/.test(text) ? { ok: true, value: text } : fail('IMEI harus 15 digit angka');
    case 'id_number':
      return /^\d{16}$/.test(text) ? { ok: true, value: text } : fail('Nomor KTP harus 16 digit angka');
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
  if (changed.has('city_code') || changed.has('province_code')) {
    const city = regionByCode(CITIES, String(after('city_code')));
    if (city && city.parent_code !== String(after('province_code'))) {
      issues.push({ path: `${pathPrefix}.city_code`, message: 'Kota tidak berada di provinsi yang dipilih' });
    }
  }
  if (changed.has('brand_code') || changed.has('model_code')) {
    const model = BIKE_MODELS.find((entry) => entry.code === String(after('model_code')));
    if (!model || model.brand_code !== String(after('brand_code'))) {
      issues.push({ path: `${pathPrefix}.model_code`, message: 'Model tidak sesuai dengan merek' });
    }
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, changed };
}

/**
 * Writes accepted changes into the values and the policy detail: the policyholder name, the insured items the
 * fields stand for and, for vehicles, the brand and model names that follow their codes.
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
  detail.policyholder_name = String(values.get('policyholder_name') ?? detail.policyholder_name);
  detail.insured_items = detail.insured_items.map((item) => {
    const spec = fields.find((entry) => entry.itemLabel === item.label);
    const value = spec ? values.get(spec.name) : undefined;
    if (!spec || value === undefined) return item;
    return { label: item.label, value: spec.kind === 'date' ? toDisplayDate(String(value)) : String(value) };
  });
}
