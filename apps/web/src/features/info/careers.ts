import type { BrandVariant, CountryContact } from '../../lib/brand.ts';
import type { JobOpening } from './info-content.ts';

/** Where applications go, per skin. */
export const CAREERS_EMAIL: Readonly<Record<BrandVariant, string>> = {
  default: 'karier@polisku.example',
  broker: 'karier@pialangprima.example',
};

export const CAREERS_COUNTRY_FILTERS = ['all', 'id', 'th', 'vi'] as const satisfies readonly (
  'all' | CountryContact['country']
)[];
export type CareersCountryFilter = (typeof CAREERS_COUNTRY_FILTERS)[number];

export function isCareersCountryFilter(value: unknown): value is CareersCountryFilter {
  return (CAREERS_COUNTRY_FILTERS as readonly unknown[]).includes(value);
}

export function openingsIn(openings: readonly JobOpening[], country: CareersCountryFilter): JobOpening[] {
  return openings.filter((opening) => country === 'all' || opening.country === country);
}

/** A mailto link that names the position in the subject, so the application reaches the right desk. */
export function applicationHref(email: string, subject?: string): string {
  return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
}
