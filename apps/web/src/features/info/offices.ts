import type { Locale } from '@portal/contracts/constants';
import type { BrandVariant, CountryContact } from '../../lib/brand.ts';

/** Weekdays as JavaScript numbers them: 0 is Sunday, 1 Monday … 6 Saturday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export interface OpeningHours {
  days: readonly Weekday[];
  /** Local time, 24-hour "HH:MM". */
  opens: string;
  closes: string;
}

export interface Office {
  id: string;
  country: CountryContact['country'];
  head: boolean;
  /** The city as each language writes it. */
  city: Readonly<Record<Locale, string>>;
  /** Postal lines as the post of the office's country expects them; not translated. */
  address: readonly string[];
  lat: number;
  lon: number;
  /** The office's time zone as a reader would ask about it on the phone. */
  utcOffset: string;
  hours: readonly OpeningHours[];
}

const WEEKDAYS: readonly Weekday[] = [1, 2, 3, 4, 5];
const OFFICE_HOURS: readonly OpeningHours[] = [{ days: WEEKDAYS, opens: '08:30', closes: '17:00' }];

const JAKARTA: Office = {
  id: 'jakarta',
  country: 'id',
  head: true,
  city: { id: 'Jakarta', en: 'Jakarta', th: 'จาการ์ตา', vi: 'Jakarta' },
  address: [
    'Menara Sentraya Lt. 21',
    'Jl. Iskandarsyah Raya No. 1A, Kebayoran Baru',
    'Jakarta Selatan 12160',
  ],
  lat: -6.24,
  lon: 106.8,
  utcOffset: 'UTC+7',
  hours: [...OFFICE_HOURS, { days: [6], opens: '09:00', closes: '12:00' }],
};

/**
 * The offices the office map shows (spec §1: the default skin serves Indonesia, Thailand and Vietnam; the
 * broker skin has its one office). Their phone and e-mail are the country's customer-service contact of the
 * brand (lib/brand.ts), the same the footer gives.
 */
export const OFFICES: Readonly<Record<BrandVariant, readonly Office[]>> = {
  default: [
    JAKARTA,
    {
      id: 'surabaya',
      country: 'id',
      head: false,
      city: { id: 'Surabaya', en: 'Surabaya', th: 'สุราบายา', vi: 'Surabaya' },
      address: ['Gedung Graha Pena Lt. 9', 'Jl. Ahmad Yani No. 88, Gayungan', 'Surabaya 60234'],
      lat: -7.29,
      lon: 112.73,
      utcOffset: 'UTC+7',
      hours: OFFICE_HOURS,
    },
    {
      id: 'bangkok',
      country: 'th',
      head: false,
      city: { id: 'Bangkok', en: 'Bangkok', th: 'กรุงเทพฯ', vi: 'Bangkok' },
      address: ['18th Floor, Sathorn Square', '98 North Sathorn Road, Silom, Bang Rak', 'Bangkok 10500'],
      lat: 13.72,
      lon: 100.53,
      utcOffset: 'UTC+7',
      hours: [{ days: WEEKDAYS, opens: '09:00', closes: '18:00' }],
    },
    {
      id: 'ho-chi-minh-city',
      country: 'vi',
      head: false,
      city: { id: 'Kota Ho Chi Minh', en: 'Ho Chi Minh City', th: 'นครโฮจิมินห์', vi: 'TP. Hồ Chí Minh' },
      address: ['Tầng 12, Tòa nhà Saigon Centre', '67 Lê Lợi, Phường Sài Gòn', 'TP. Hồ Chí Minh'],
      lat: 10.77,
      lon: 106.7,
      utcOffset: 'UTC+7',
      hours: [...OFFICE_HOURS, { days: [6], opens: '08:30', closes: '12:00' }],
    },
    {
      id: 'hanoi',
      country: 'vi',
      head: false,
      city: { id: 'Hanoi', en: 'Hanoi', th: 'ฮานอย', vi: 'Hà Nội' },
      address: ['Tầng 8, Tòa nhà Pacific Place', '83B Lý Thường Kiệt, Phường Cửa Nam', 'Hà Nội'],
      lat: 21.02,
      lon: 105.84,
      utcOffset: 'UTC+7',
      hours: OFFICE_HOURS,
    },
  ],
  broker: [JAKARTA],
};

/** "HH:MM" in the reader's convention: 08.30 in Indonesian, 08:30 elsewhere. */
export function formatTime(time: string, locale: Locale): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(Date.UTC(2026, 0, 1, hours, minutes));
}

/** A weekday's name in the reader's language (a known Monday, 5 January 2026, plus the day). */
function weekdayName(day: Weekday, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2026, 0, 4 + day),
  );
}

/** Monday first, Sunday last, as opening hours are read. */
const mondayFirst = (day: Weekday) => (day + 6) % 7;

/** "Senin–Jumat", "Saturday", "Monday and Wednesday": a run of three or more days as a range, else a list. */
export function formatDays(days: readonly Weekday[], locale: Locale): string {
  const sorted = [...days].sort((a, b) => mondayFirst(a) - mondayFirst(b));
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (first === undefined || last === undefined) return '';
  const consecutive = sorted.every((day, index) => mondayFirst(day) === mondayFirst(first) + index);
  if (consecutive && sorted.length > 2) {
    return `${weekdayName(first, locale)}–${weekdayName(last, locale)}`;
  }
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    sorted.map((day) => weekdayName(day, locale)),
  );
}

/** "Sabtu, Minggu, dan hari libur nasional": the days an office is shut, then the holidays it also keeps. */
export function formatClosed(openDays: readonly Weekday[], holidays: string, locale: Locale): string {
  const open = new Set(openDays);
  const closed = ([1, 2, 3, 4, 5, 6, 0] as const).filter((day) => !open.has(day));
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format([
    ...closed.map((day) => weekdayName(day, locale)),
    holidays,
  ]);
}
