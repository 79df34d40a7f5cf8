import type { PostalCode } from '@portal/contracts/entities/region';
import type { Branch, Brand, ServiceCentre } from '@portal/contracts/entities/service-centre';
import { CITIES, regionByCode } from './reference-data.ts';

/**
 * The service-centre cascade of spec §2: province → brand → city → postal code → service centre → branch.
 * Provinces and cities are the broker's master data (reference-data.ts); brands, postal codes, centres and
 * branches live here. Infinix has no service centre anywhere (the portal then offers WhatsApp customer service).
 */

interface DeviceBrand extends Brand {
  category: string;
}

export const DEVICE_BRANDS: readonly DeviceBrand[] = [
  { code: 'samsung', name: 'Samsung', category: 'gadget' },
  { code: 'apple', name: 'Apple', category: 'gadget' },
  { code: 'xiaomi', name: 'Xiaomi', category: 'gadget' },
  { code: 'oppo', name: 'OPPO', category: 'gadget' },
  { code: 'vivo', name: 'Vivo', category: 'gadget' },
  { code: 'infinix', name: 'Infinix', category: 'gadget' },
];

/** The brand QA uses for "no service centre for this brand". */
export const BRAND_WITHOUT_SERVICE_CENTRE = 'infinix';

export const isKnownBrand = (code: string): boolean => DEVICE_BRANDS.some((brand) => brand.code === code);

export function brandsFor(category: string | undefined): Brand[] {
  return DEVICE_BRANDS.filter((brand) => category === undefined || brand.category === category).map(
    ({ code, name }) => ({ code, name }),
  );
}

interface PostalArea extends PostalCode {
  city_code: string;
}

const POSTAL_AREAS: readonly PostalArea[] = [
  { postal_code: '10110', area: 'Gambir', city_code: '3171' },
  { postal_code: '10710', area: 'Sawah Besar', city_code: '3171' },
  { postal_code: '10610', area: 'Kemayoran', city_code: '3171' },
  { postal_code: '12810', area: 'Tebet', city_code: '3174' },
  { postal_code: '12910', area: 'Setiabudi', city_code: '3174' },
  { postal_code: '12790', area: 'Mampang Prapatan', city_code: '3174' },
  { postal_code: '12510', area: 'Pasar Minggu', city_code: '3174' },
  { postal_code: '12240', area: 'Kebayoran Lama', city_code: '3174' },
  { postal_code: '40132', area: 'Coblong', city_code: '3273' },
  { postal_code: '40115', area: 'Bandung Wetan', city_code: '3273' },
  { postal_code: '40151', area: 'Sukasari', city_code: '3273' },
  { postal_code: '17121', area: 'Bekasi Utara', city_code: '3275' },
  { postal_code: '17141', area: 'Bekasi Selatan', city_code: '3275' },
  { postal_code: '60275', area: 'Genteng', city_code: '3578' },
  { postal_code: '60281', area: 'Gubeng', city_code: '3578' },
  { postal_code: '60243', area: 'Wonokromo', city_code: '3578' },
  { postal_code: '80222', area: 'Denpasar Selatan', city_code: '5171' },
  { postal_code: '80234', area: 'Denpasar Timur', city_code: '5171' },
  { postal_code: '90111', area: 'Ujung Pandang', city_code: '7371' },
];

export function postalCodesOf(cityCode: string): PostalCode[] {
  return POSTAL_AREAS.filter((area) => area.city_code === cityCode).map(({ postal_code, area }) => ({
    postal_code,
    area,
  }));
}

interface CentreBranch extends Branch {
  city_code: string;
}

interface Centre extends ServiceCentre {
  brand_code: string;
  city_code: string;
  branches: readonly CentreBranch[];
}

const branch = (
  branch_code: string,
  name: string,
  address: string,
  specializing: string,
  city_code: string,
): CentreBranch => ({ branch_code, name, address, specializing, city_code });

const CENTRES: readonly Centre[] = [
  {
    value: 'sc-samsung-jakarta-selatan',
    display_name: 'Samsung Service Center Kota Kasablanka',
    brand_code: 'samsung',
    city_code: '3174',
    branches: [
      branch(
        'SSC-KK-01',
        'Samsung Service Center Kota Kasablanka',
        'Mal Kota Kasablanka Lt. UG, Jl. Casablanca Raya Kav. 88, Tebet, Jakarta Selatan 12870',
        'Smartphone, Tablet',
        '3174',
      ),
      branch(
        'SSC-PM-02',
        'Samsung Service Center Pasar Minggu',
        'Jl. Raya Pasar Minggu No. 17, Pasar Minggu, Jakarta Selatan 12510',
        'Smartphone',
        '3174',
      ),
    ],
  },
  {
    value: 'sc-samsung-jakarta-pusat',
    display_name: 'Samsung Service Center Gambir',
    brand_code: 'samsung',
    city_code: '3171',
    branches: [
      branch(
        'SSC-GB-01',
        'Samsung Service Center Gambir',
        'Jl. Ir. H. Juanda No. 12, Gambir, Jakarta Pusat 10120',
        'Smartphone, Tablet, Wearable',
        '3171',
      ),
    ],
  },
  {
    value: 'sc-samsung-bandung',
    display_name: 'Samsung Service Center Dago',
    brand_code: 'samsung',
    city_code: '3273',
    branches: [
      branch(
        'SSC-DG-01',
        'Samsung Service Center Dago',
        'Jl. Ir. H. Djuanda No. 95, Coblong, Bandung 40132',
        'Smartphone',
        '3273',
      ),
    ],
  },
  {
    value: 'sc-samsung-surabaya',
    display_name: 'Samsung Service Center Gubeng',
    brand_code: 'samsung',
    city_code: '3578',
    branches: [
      branch(
        'SSC-GU-01',
        'Samsung Service Center Gubeng',
        'Jl. Raya Gubeng No. 54, Gubeng, Surabaya 60281',
        'Smartphone, Tablet',
        '3578',
      ),
    ],
  },
  {
    value: 'sc-apple-ibox-jakarta-selatan',
    display_name: 'iBox Authorised Service Provider Setiabudi',
    brand_code: 'apple',
    city_code: '3174',
    branches: [
      branch(
        'IBX-SB-01',
        'iBox Setiabudi One',
        'Setiabudi One Lt. 1, Jl. H.R. Rasuna Said Kav. 62, Setiabudi, Jakarta Selatan 12920',
        'iPhone, iPad',
        '3174',
      ),
    ],
  },
  {
    value: 'sc-apple-ibox-surabaya',
    display_name: 'iBox Authorised Service Provider Surabaya',
    brand_code: 'apple',
    city_code: '3578',
    branches: [
      branch(
        'IBX-TP-01',
        'iBox Tunjungan Plaza',
        'Tunjungan Plaza 3 Lt. 2, Jl. Basuki Rahmat No. 8-12, Genteng, Surabaya 60261',
        'iPhone, iPad, Mac',
        '3578',
      ),
    ],
  },
  {
    value: 'sc-xiaomi-jakarta-pusat',
    display_name: 'Xiaomi Authorized Service Center Kemayoran',
    brand_code: 'xiaomi',
    city_code: '3171',
    branches: [
      branch(
        'XMI-KM-01',
        'Xiaomi Service Center Kemayoran',
        'Jl. Benyamin Sueb Blok D6, Kemayoran, Jakarta Pusat 10610',
        'Smartphone, Layar & baterai',
        '3171',
      ),
    ],
  },
  {
    value: 'sc-xiaomi-bandung',
    display_name: 'Xiaomi Authorized Service Center Bandung',
    brand_code: 'xiaomi',
    city_code: '3273',
    branches: [
      branch(
        'XMI-BW-01',
        'Xiaomi Service Center Bandung Wetan',
        'Jl. Riau No. 21, Bandung Wetan, Bandung 40115',
        'Smartphone',
        '3273',
      ),
    ],
  },
  {
    value: 'sc-xiaomi-denpasar',
    display_name: 'Xiaomi Authorized Service Center Denpasar',
    brand_code: 'xiaomi',
    city_code: '5171',
    branches: [
      branch(
        'XMI-DP-01',
        'Xiaomi Service Center Teuku Umar',
        'Jl. Teuku Umar No. 110, Denpasar Selatan, Denpasar 80222',
        'Smartphone',
        '5171',
      ),
    ],
  },
  {
    value: 'sc-oppo-jakarta-selatan',
    display_name: 'OPPO Service Center Mampang',
    brand_code: 'oppo',
    city_code: '3174',
    branches: [
      branch(
        'OPO-MP-01',
        'OPPO Service Center Mampang',
        'Jl. Mampang Prapatan Raya No. 39, Mampang Prapatan, Jakarta Selatan 12790',
        'Smartphone',
        '3174',
      ),
    ],
  },
  {
    value: 'sc-oppo-makassar',
    display_name: 'OPPO Service Center Makassar',
    brand_code: 'oppo',
    city_code: '7371',
    branches: [
      branch(
        'OPO-MK-01',
        'OPPO Service Center Ratulangi',
        'Jl. Dr. Sam Ratulangi No. 45, Ujung Pandang, Makassar 90111',
        'Smartphone',
        '7371',
      ),
    ],
  },
  {
    value: 'sc-vivo-bekasi',
    display_name: 'vivo Service Center Bekasi',
    brand_code: 'vivo',
    city_code: '3275',
    branches: [
      branch(
        'VIV-BK-01',
        'vivo Service Center Summarecon Bekasi',
        'Jl. Bulevar Ahmad Yani, Bekasi Utara, Bekasi 17121',
        'Smartphone',
        '3275',
      ),
    ],
  },
];

export interface ServiceCentreFilter {
  brand_code: string;
  province_code?: string | undefined;
  city_code?: string | undefined;
  postal_code?: string | undefined;
}

export function serviceCentresFor(filter: ServiceCentreFilter): ServiceCentre[] {
  const postalCity = filter.postal_code
    ? POSTAL_AREAS.find((area) => area.postal_code === filter.postal_code)?.city_code
    : undefined;
  return CENTRES.filter((centre) => centre.brand_code === filter.brand_code)
    .filter(
      (centre) =>
        filter.province_code === undefined ||
        regionByCode(CITIES, centre.city_code)?.parent_code === filter.province_code,
    )
    .filter((centre) => filter.city_code === undefined || centre.city_code === filter.city_code)
    .filter((centre) => filter.postal_code === undefined || centre.city_code === postalCity)
    .map(({ value, display_name }) => ({ value, display_name }));
}

export function branchesOf(serviceCentre: string, cityCode: string | undefined): Branch[] {
  const centre = CENTRES.find((entry) => entry.value === serviceCentre);
  return (centre?.branches ?? [])
    .filter((entry) => cityCode === undefined || entry.city_code === cityCode)
    .map(({ branch_code, name, address, specializing }) => ({ branch_code, name, address, specializing }));
}

export function isBranchOf(serviceCentre: string, branchCode: string): boolean {
  return branchesOf(serviceCentre, undefined).some((entry) => entry.branch_code === branchCode);
}

export const isKnownServiceCentre = (value: string): boolean =>
  CENTRES.some((centre) => centre.value === value);
