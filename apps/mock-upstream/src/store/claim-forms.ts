import type { FormField } from '@portal/contracts/entities/form-field';
import {
  areRequiredFieldsFilled,
  fieldValueProblem,
  type ExternalSource,
  type FormFieldKind,
  type FormValue,
} from '@portal/contracts/entities/form-field-rules';
import { isKnownBank } from './reference-data.ts';
import { isKnownBrand } from './service-centres.ts';

/**
 * Claim form templates. Every benefit gets an incident form (`claim-information`) that uses every field type of
 * spec §3, a documents form (`claim-documents`) with the files its category needs, and one or two payment forms
 * (`bank-transfer`, `service-center`). Salvage claims get a `salvage` form once the back office opens it.
 */

/** The claim kinds the templates differ by (the policy's category code, agency and ride-hailing mapped in). */
export const CLAIM_CATEGORIES = [
  'gadget',
  'vehicle',
  'health',
  'personal-accident',
  'travel',
  'life',
  'e-commerce',
] as const;
export type ClaimCategory = (typeof CLAIM_CATEGORIES)[number];

export function claimCategoryOf(code: string): ClaimCategory {
  return (CLAIM_CATEGORIES as readonly string[]).includes(code) ? (code as ClaimCategory) : 'e-commerce';
}

export type PaymentMethod = 'bank_transfer' | 'service_center';

export interface FormTemplate {
  slug: string;
  name: string;
  fields: FormField[];
  payment_method?: PaymentMethod;
}

export type FormValues = Record<string, FormValue>;

export const INCIDENT_FORM_SLUG = 'claim-information';
export const DOCUMENTS_FORM_SLUG = 'claim-documents';
export const BANK_FORM_SLUG = 'bank-transfer';
export const SERVICE_CENTER_FORM_SLUG = 'service-center';
export const SALVAGE_FORM_SLUG = 'salvage';

const option = (value: string, label: string) => ({ label, value });

function field(
  name: string,
  label: string,
  type: FormFieldKind,
  required: boolean,
  extra: Partial<Pick<FormField, 'is_list' | 'options' | 'external_source' | 'ocr_category'>> = {},
): FormField {
  return {
    name,
    label,
    type,
    required,
    is_list: extra.is_list ?? false,
    options: extra.options ?? [],
    external_source: extra.external_source ?? null,
    ocr_category: extra.ocr_category ?? null,
  };
}

interface CategoryText {
  incidentTypes: readonly (readonly [string, string])[];
  parts: readonly (readonly [string, string])[];
  yearLabel: string;
  brandLabel: string;
  sketchLabel: string;
  /** Document name, label, is_list, required. */
  documents: readonly (readonly [string, string, boolean, boolean])[];
}

const CATEGORY_TEXT: Record<ClaimCategory, CategoryText> = {
  gadget: {
    incidentTypes: [
      ['drop', 'Terjatuh'],
      ['liquid', 'Terkena cairan'],
      ['theft', 'Pencurian'],
      ['other', 'Lainnya'],
    ],
    parts: [
      ['screen', 'Layar'],
      ['back_cover', 'Penutup belakang'],
      ['camera', 'Kamera'],
      ['battery', 'Baterai'],
    ],
    yearLabel: 'Tahun pembelian perangkat',
    brandLabel: 'Merek perangkat',
    sketchLabel: 'Tandai bagian yang rusak',
    documents: [
      ['damage_photos', 'Foto kerusakan perangkat', true, true],
      ['imei_photo', 'Foto IMEI perangkat', false, true],
      ['purchase_receipt', 'Bukti pembelian', false, false],
    ],
  },
  vehicle: {
    incidentTypes: [
      ['collision', 'Tabrakan'],
      ['theft', 'Pencurian'],
      ['natural_disaster', 'Bencana alam'],
      ['other', 'Lainnya'],
    ],
    parts: [
      ['front', 'Bagian depan'],
      ['rear', 'Bagian belakang'],
      ['side', 'Bagian samping'],
      ['engine', 'Mesin'],
    ],
    yearLabel: 'Tahun pembuatan kendaraan',
    brandLabel: 'Merek kendaraan',
    sketchLabel: 'Sketsa kejadian',
    documents: [
      ['damage_photos', 'Foto kerusakan kendaraan', true, true],
      ['vehicle_registration', 'Foto STNK', false, true],
      ['driving_license', 'Foto SIM pengemudi', false, true],
      ['police_report', 'Surat keterangan polisi', false, false],
    ],
  },
  health: {
    incidentTypes: [
      ['inpatient', 'Rawat inap'],
      ['icu', 'Rawat ICU'],
      ['outpatient', 'Rawat jalan'],
    ],
    parts: [
      ['room', 'Kamar'],
      ['medicine', 'Obat-obatan'],
      ['laboratory', 'Laboratorium'],
      ['doctor', 'Dokter'],
    ],
    yearLabel: 'Tahun mulai gejala',
    brandLabel: 'Rumah sakit',
    sketchLabel: 'Tanda tangan tertanggung',
    documents: [
      ['hospital_receipts', 'Kuitansi rumah sakit', true, true],
      ['medical_resume', 'Resume medis', false, true],
      ['identity_card', 'Foto KTP tertanggung', false, true],
    ],
  },
  'personal-accident': {
    incidentTypes: [
      ['traffic', 'Kecelakaan lalu lintas'],
      ['work', 'Kecelakaan kerja'],
      ['other', 'Lainnya'],
    ],
    parts: [
      ['head', 'Kepala'],
      ['arm', 'Lengan'],
      ['leg', 'Kaki'],
      ['body', 'Badan'],
    ],
    yearLabel: 'Tahun kejadian',
    brandLabel: 'Rumah sakit',
    sketchLabel: 'Sketsa kejadian',
    documents: [
      ['medical_receipts', 'Kuitansi pengobatan', true, true],
      ['identity_card', 'Foto KTP tertanggung', false, true],
      ['police_report', 'Surat keterangan polisi', false, false],
    ],
  },
  travel: {
    incidentTypes: [
      ['flight_delay', 'Penerbangan tertunda'],
      ['baggage', 'Bagasi hilang atau rusak'],
      ['medical', 'Sakit selama perjalanan'],
    ],
    parts: [
      ['ticket', 'Tiket'],
      ['baggage', 'Bagasi'],
      ['medical', 'Biaya medis'],
      ['accommodation', 'Akomodasi'],
    ],
    yearLabel: 'Tahun perjalanan',
    brandLabel: 'Maskapai',
    sketchLabel: 'Tanda tangan tertanggung',
    documents: [
      ['boarding_pass', 'Boarding pass', false, true],
      ['airline_statement', 'Surat keterangan maskapai', false, true],
      ['receipts', 'Kuitansi pengeluaran', true, false],
    ],
  },
  life: {
    incidentTypes: [
      ['illness', 'Sakit'],
      ['accident', 'Kecelakaan'],
    ],
    parts: [
      ['heir', 'Ahli waris'],
      ['spouse', 'Pasangan'],
      ['child', 'Anak'],
      ['parent', 'Orang tua'],
    ],
    yearLabel: 'Tahun kejadian',
    brandLabel: 'Rumah sakit',
    sketchLabel: 'Tanda tangan ahli waris',
    documents: [
      ['death_certificate', 'Akta kematian', false, true],
      ['heir_identity_card', 'Foto KTP ahli waris', false, true],
      ['family_card', 'Kartu keluarga', false, true],
    ],
  },
  'e-commerce': {
    incidentTypes: [
      ['damaged', 'Barang rusak'],
      ['lost', 'Barang hilang'],
    ],
    parts: [
      ['item', 'Barang'],
      ['packaging', 'Kemasan'],
      ['accessories', 'Aksesori'],
      ['manual', 'Buku panduan'],
    ],
    yearLabel: 'Tahun pembelian',
    brandLabel: 'Merek barang',
    sketchLabel: 'Tandai bagian yang rusak',
    documents: [
      ['item_photos', 'Foto barang', true, true],
      ['invoice', 'Invoice pembelian', false, true],
    ],
  },
};

/** External lists a choices_external field is filled from (the portal calls these endpoints). */
const BRAND_SOURCE: ExternalSource = 'brand-list';
const BANK_SOURCE: ExternalSource = 'get-bank-list';

/**
 * Documents image verification reads, by name: the extract-info category (the mock's processor reads an IMEI
 * when the category matches /imei|device|gadget/, and name and NIK otherwise).
 */
const OCR_CATEGORY_OF_DOCUMENT: Readonly<Record<string, string>> = {
  imei_photo: 'imei',
  identity_card: 'ktp',
  heir_identity_card: 'ktp',
};

function incidentForm(category: ClaimCategory): FormTemplate {
  const text = CATEGORY_TEXT[category];
  const usesBrandList = category === 'gadget';
  return {
    slug: INCIDENT_FORM_SLUG,
    name: 'Informasi Klaim',
    fields: [
      field('incident_date', 'Tanggal kejadian', 'date', true),
      field('incident_type', 'Jenis kejadian', 'choices', true, {
        options: text.incidentTypes.map(([value, label]) => option(value, label)),
      }),
      field('incident_description', 'Kronologi kejadian', 'text', true),
      field('reported_to_police', 'Apakah kejadian dilaporkan ke polisi?', 'boolean', true),
      field('affected_items', 'Bagian yang terdampak', 'checkbox', false, {
        is_list: true,
        options: text.parts.map(([value, label]) => option(value, label)),
      }),
      usesBrandList
        ? field('brand', text.brandLabel, 'choices_external', true, { external_source: BRAND_SOURCE })
        : field('brand', text.brandLabel, 'text', false),
      field('item_year', text.yearLabel, 'year', false),
      field('claimed_amount', 'Jumlah yang diklaim (Rp)', 'number', false),
      field(
        'reference_number',
        'Nomor referensi (laporan polisi, tiket atau rekam medis)',
        'asterisk',
        false,
      ),
      field('incident_sketch', text.sketchLabel, 'sketch', false),
      field(
        'declaration',
        'Saya menyatakan bahwa informasi yang saya berikan benar dan lengkap.',
        'disclaimer',
        true,
      ),
    ],
  };
}

function documentsForm(category: ClaimCategory): FormTemplate {
  return {
    slug: DOCUMENTS_FORM_SLUG,
    name: 'Dokumen Pendukung',
    fields: CATEGORY_TEXT[category].documents.map(([name, label, isList, required]) =>
      field(name, label, 'file', required, {
        is_list: isList,
        ocr_category: OCR_CATEGORY_OF_DOCUMENT[name] ?? null,
      }),
    ),
  };
}

export function claimFormTemplates(category: ClaimCategory): FormTemplate[] {
  return [incidentForm(category), documentsForm(category)];
}

export const BANK_TRANSFER_FORM: FormTemplate = {
  slug: BANK_FORM_SLUG,
  name: 'Transfer Bank',
  payment_method: 'bank_transfer',
  fields: [
    field('bank_code', 'Bank', 'choices_external', true, { external_source: BANK_SOURCE }),
    field('account_holder_name', 'Nama pemilik rekening', 'text', true),
    field('account_number', 'Nomor rekening', 'text', true),
    field('branch_name', 'Cabang', 'text', false),
  ],
};

export const SERVICE_CENTER_FORM: FormTemplate = {
  slug: SERVICE_CENTER_FORM_SLUG,
  name: 'Service Center',
  payment_method: 'service_center',
  fields: [
    field('province_code', 'Provinsi', 'choices_external', false, { external_source: 'province-list' }),
    field('brand_code', 'Merek', 'choices_external', false, { external_source: BRAND_SOURCE }),
    field('city_code', 'Kota', 'choices_external', false, { external_source: 'cities' }),
    field('postal_code', 'Kode pos', 'choices_external', false, { external_source: 'postal-codes' }),
    field('service_center', 'Service center', 'choices_external', true, {
      external_source: 'list-service-center',
    }),
    field('branch_code', 'Cabang service center', 'choices_external', true, {
      external_source: 'service-branch-list',
    }),
  ],
};

export function paymentFormTemplates(methods: readonly PaymentMethod[]): FormTemplate[] {
  return methods.map((method) => (method === 'bank_transfer' ? BANK_TRANSFER_FORM : SERVICE_CENTER_FORM));
}

export const SALVAGE_FORM: FormTemplate = {
  slug: SALVAGE_FORM_SLUG,
  name: 'Pengembalian Barang Rusak',
  fields: [
    field('courier', 'Kurir', 'choices', true, {
      options: [option('jne', 'JNE'), option('sicepat', 'SiCepat'), option('gosend', 'GoSend')],
    }),
    field('airway_bill_no', 'Nomor resi', 'text', true),
    field('pickup_date', 'Tanggal penjemputan', 'date', true),
    field('package_photo', 'Foto paket', 'file', false),
  ],
};

export function isFormValid(template: FormTemplate, values: FormValues): boolean {
  return areRequiredFieldsFilled(template.fields, values);
}

/**
 * Why a value does not fit its field (the contracts' one rule), plus what only the broker knows: whether a
 * brand or bank code exists. Null always fits: it clears the attribute.
 */
export function valueProblem(definition: FormField, value: FormValue, currentYear: number): string | null {
  const problem = fieldValueProblem(definition, value, currentYear);
  if (problem || typeof value !== 'string') return problem;
  if (definition.external_source === BRAND_SOURCE && !isKnownBrand(value)) return 'unknown brand code';
  if (definition.external_source === BANK_SOURCE && !isKnownBank(value)) return 'unknown bank code';
  return null;
}
